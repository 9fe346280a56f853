// /duty and /offduty: a master switches his duty from the bot as from his screen (docs/product.md §12); a
// user without an approved application is told the command is for masters; the automatic off-duty notice
// names the misses and offers the way back.
import { createTestApp, TEST_BOT_TOKEN, type TestApp } from '../../../../tests/support/test-app';
import { createCategory, createClient, createMaster, places } from '../../../../tests/support/factories';
import { FakeBotApi } from '../../../../tests/support/fake-bot-api';
import { logger } from '../../platform/logger';
import { enqueueNotification } from '../../modules/notification';
import { createBot, runPolling } from '../bot';
import { dutyFromBot } from '../telegram';
import { renderers } from '../notification-renderers';
import { botTexts } from '../texts';

let t: TestApp;
let fake: FakeBotApi;
const controller = new AbortController();
let polling: Promise<void>;

beforeAll(async () => {
  fake = await FakeBotApi.start(TEST_BOT_TOKEN);
  t = await createTestApp({ env: { TELEGRAM_API_ROOT: fake.apiRoot } });
  const bot = createBot({ db: t.db, config: t.config, log: logger, setDuty: dutyFromBot(t.app.services) });
  polling = runPolling({ bot, config: t.config, log: logger, signal: controller.signal, retryDelayMs: 50 });
  await fake.waitFor(() => fake.callsOf('getUpdates').length > 0, 10_000, 'getUpdates');
});
afterAll(async () => {
  controller.abort();
  await polling;
  await t.close();
  await fake.close();
});

async function answerTo(from: { id: number; first_name: string }, text: string) {
  const before = fake.callsOf('sendMessage').length;
  fake.pushMessage(from, text);
  return fake.waitFor(() => fake.callsOf('sendMessage')[before], 10_000, `the answer to ${text}`);
}

describe('the duty commands', () => {
  it('puts a master off duty and back on', async () => {
    const place = await places(t.db);
    const category = await createCategory(t.db);
    const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const from = { id: master.spec.id, first_name: 'Мастер' };

    const off = await answerTo(from, '/offduty');
    expect(off.params.text).toBe('Вы не на линии: заказы не придут, пока вы не вернётесь. Вернуться: /duty.');
    expect(await t.db.contract.findUniqueOrThrow({ where: { id: master.contractId } })).toMatchObject({
      onDuty: false,
      offReason: 'self',
    });
    const on = await answerTo(from, '/duty');
    expect(on.params.text).toBe('Вы на линии: новые заказы будут приходить сюда. Уйти с линии: /offduty.');
    expect((await t.db.contract.findUniqueOrThrow({ where: { id: master.contractId } })).onDuty).toBe(true);
  });

  it('tells a user without an approved application that the command is for masters', async () => {
    const client = await createClient(t.db);
    const answer = await answerTo({ id: client.spec.id, first_name: 'Клиент' }, '/duty');
    expect(answer.params.text).toBe('Команда для мастеров с подтверждённой заявкой.');
  });
});

describe('the automatic off-duty notice', () => {
  it('names the misses and offers the way back, and is skipped once he is back on duty', async () => {
    const place = await places(t.db);
    const category = await createCategory(t.db);
    const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    await t.db.contract.update({
      where: { id: master.contractId },
      data: { onDuty: false, offReason: 'missed_offers', missedInRow: 3 },
    });
    await enqueueNotification(t.db, master.userId, 'duty_off_missed', { contractId: master.contractId });
    const notification = { userId: master.userId, payload: { contractId: master.contractId }, language: 'ru' as const };
    const config = { webappUrl: 'https://usta.test', supportUrl: 'https://t.me/s', appName: 'Usta' };
    const rendered = await renderers.duty_off_missed(t.db, config as never, notification as never, botTexts('ru'));
    expect('message' in rendered && rendered.message.text).toBe(
      [
        '<b>Вы сняты с линии</b>',
        'Предложений без ответа подряд: 3, поэтому новые заказы пока не приходят.',
        '',
        'Вернуться на линию: кнопка ниже или команда /duty.',
      ].join('\n'),
    );
    await t.db.contract.update({ where: { id: master.contractId }, data: { onDuty: true, offReason: null } });
    const skipped = await renderers.duty_off_missed(t.db, config as never, notification as never, botTexts('ru'));
    expect(skipped).toEqual({ skip: 'back on duty' });
  });
});
