// The bot messages: the client hears that the master left (about N minutes: the model's or his own)
// and that he arrived; a master hears that his task or offer ended, and why.
import { enqueueNotification, type NotificationKind } from '../../modules/notification';
import { botFixture, contractOf, createTask, DEMO, testWorker, userOf, type BotFixture } from './fixtures';
import type { TelegramUserSpec } from '../../../../tests/support/test-app';

let f: BotFixture;
beforeAll(async () => {
  f = await botFixture();
});
afterAll(() => f.close());

async function deliver(to: TelegramUserSpec, kind: NotificationKind, payload: Record<string, string | number | null>) {
  const user = await userOf(f.db, to);
  await enqueueNotification(f.db, user.id, kind, payload);
  const before = f.fake.callsOf('sendMessage').length;
  await testWorker(f).runOnce();
  return f.fake.callsOf('sendMessage').slice(before);
}

it('tells the client the master is on his way, about how long, and that he arrived', async () => {
  const task = await createTask(f.db, { status: 'in_progress', master: DEMO.plumber });
  const [model] = await deliver(DEMO.client, 'master_on_the_way', { taskId: task.id, etaMin: 14, etaSource: 'model' });
  expect(model.params.text).toBe(
    [
      '<b>Мастер выехал к Вам</b>',
      `«${task.text}»`,
      '',
      'Будет примерно через 14 мин.',
      'Следите, где он, в приложении.',
    ].join('\n'),
  );
  const [own] = await deliver(DEMO.client, 'master_on_the_way', { taskId: task.id, etaMin: 30, etaSource: 'master' });
  expect(own.params.text).toContain('По оценке мастера, будет через 30 мин.');
  const [arrived] = await deliver(DEMO.client, 'master_arrived', { taskId: task.id });
  expect(arrived.params.text).toBe(
    ['<b>Мастер на месте</b>', `«${task.text}»`, '', 'Мастер приехал и ждёт Вас.'].join('\n'),
  );
});

it('in Uzbek for an Uzbek client, and nothing once the task is no longer in progress', async () => {
  const user = await userOf(f.db, DEMO.client2);
  await f.db.user.update({ where: { id: user.id }, data: { language: 'uz' } });
  try {
    const task = await createTask(f.db, { status: 'in_progress', master: DEMO.plumber, client: DEMO.client2 });
    const [uz] = await deliver(DEMO.client2, 'master_on_the_way', { taskId: task.id, etaMin: 9, etaSource: 'model' });
    expect(uz.params.text).toContain('<b>Usta sizga yoʻlga chiqdi</b>');
    expect(uz.params.text).toContain('Taxminan 9 daqiqada yetib keladi.');
    await f.db.task.update({ where: { id: task.id }, data: { status: 'completed' } });
    expect(await deliver(DEMO.client2, 'master_arrived', { taskId: task.id })).toHaveLength(0);
  } finally {
    await f.db.user.update({ where: { id: user.id }, data: { language: 'ru' } });
  }
});

it('tells a master whose offer the client cancelled why, and one whose task an admin rejected', async () => {
  const task = await createTask(f.db, { offerTo: [DEMO.plumber2] });
  const reason = await f.db.cancelReason.findFirstOrThrow({
    where: { audience: 'client', step: 1, code: { not: 'other' } },
  });
  const contract = await contractOf(f.db, DEMO.plumber2);
  const now = new Date();
  await f.db.taskOffer.updateMany({ where: { taskId: task.id }, data: { state: 'withdrawn', respondedAt: now } });
  await f.db.task.update({ where: { id: task.id }, data: { status: 'cancelled', cancelReasonId: reason.id } });
  await f.db.taskStatusChange.create({
    data: { taskId: task.id, fromStatus: 'sent_to_masters', toStatus: 'cancelled', actorRole: 0, createdAt: now },
  });
  const [call] = await deliver(DEMO.plumber2, 'task_ended_for_master', { taskId: task.id, contractId: contract.id });
  expect(call.params.text).toBe(
    ['<b>Клиент отменил задачу</b>', `Причина: ${reason.name}`, `«${task.text}»`, '', 'Ожидайте новых заказов.'].join(
      '\n',
    ),
  );

  const held = await createTask(f.db, { status: 'rejected_by_admin', master: DEMO.plumber });
  await f.db.taskStatusChange.create({
    data: { taskId: held.id, fromStatus: 'in_progress', toStatus: 'rejected_by_admin', actorRole: 2, reason: 'Дубль' },
  });
  const mine = await contractOf(f.db, DEMO.plumber);
  const [rejected] = await deliver(DEMO.plumber, 'task_ended_for_master', { taskId: held.id, contractId: mine.id });
  expect(rejected.params.text.split('\n').slice(0, 2)).toEqual([
    '<b>Администратор отклонил задачу</b>',
    'Причина: Дубль',
  ]);
});
