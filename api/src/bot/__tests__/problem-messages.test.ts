// The problem window's bot messages (docs/product.md "The problem window"): the master hears of a reported
// problem, the client of the answer and of the outcome, each in the recipient's language.
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createCategory, createClient, createMaster, places } from '../../../../tests/support/factories';
import { renderers } from '../notification-renderers';
import { botTexts } from '../texts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const config = { webappUrl: 'https://usta.test', supportUrl: 'https://t.me/s', appName: 'Usta' };

async function problem() {
  const place = await places(t.db);
  const category = await createCategory(t.db);
  const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
  const client = await createClient(t.db);
  const task = await t.db.task.create({
    data: {
      clientId: client.userId,
      text: 'Поменять смеситель',
      categoryId: category.id,
      cityId: place.cityId,
      districtId: place.districtId,
      status: 'completed',
      contractId: master.contractId,
      completedAt: new Date(),
    },
  });
  return t.db.taskProblem.create({
    data: {
      taskId: task.id,
      clientId: client.userId,
      contractId: master.contractId,
      kind: 'not_fixed',
      text: 'Снова <течёт>',
      answer: 'Приеду завтра',
    },
  });
}

const render = async (
  kind: 'problem_reported' | 'problem_answered' | 'problem_resolved',
  id: number,
  language: 'ru' | 'uz',
) => {
  const rendered = await renderers[kind](
    t.db,
    config as never,
    { userId: 1, kind, payload: { problemId: id }, language } as never,
    botTexts(language),
  );
  return 'message' in rendered ? rendered.message.text : rendered.skip;
};

test('the master is told of the problem, the client of the answer and the outcome, in ru and uz', async () => {
  const row = await problem();
  expect(await render('problem_reported', row.id, 'ru')).toBe(
    [
      '<b>Клиент сообщил о проблеме после работы</b>',
      `Задача №${row.taskId}`,
      'Что случилось: Не исправлено',
      '',
      '«Снова &lt;течёт&gt;»',
      '',
      'Вы можете один раз ответить клиенту и администратору: кнопка ниже.',
    ].join('\n'),
  );
  expect(await render('problem_reported', row.id, 'uz')).toContain('Nima boʻldi: Tuzatilmadi');
  expect(await render('problem_answered', row.id, 'ru')).toContain('Приеду завтра');
  // not resolved yet: nothing to tell
  expect(await render('problem_resolved', row.id, 'ru')).toBe('problem not found');
  await t.db.taskProblem.update({ where: { id: row.id }, data: { outcome: 'return_visit', resolvedAt: new Date() } });
  expect(await render('problem_resolved', row.id, 'ru')).toContain('Решение: Мастер приедет повторно');
  expect(await render('problem_resolved', row.id, 'uz')).toContain('Qaror: Usta qayta keladi');
});
