// Updates reach the bot's handlers as HTTP bodies reach the services (platform/sanitize.ts): a name with a
// right-to-left override or zero-width characters is greeted without them, so the rest of the line reads
// as written.
import { createTestApp, TEST_BOT_TOKEN, type TestApp } from '../../../../tests/support/test-app';
import { FakeBotApi } from '../../../../tests/support/fake-bot-api';
import { logger } from '../../platform/logger';
import { createBot, runPolling } from '../bot';

let t: TestApp;
let fake: FakeBotApi;
const controller = new AbortController();
let polling: Promise<void>;

beforeAll(async () => {
  fake = await FakeBotApi.start(TEST_BOT_TOKEN);
  t = await createTestApp({ env: { TELEGRAM_API_ROOT: fake.apiRoot } });
  const bot = createBot({ db: t.db, config: t.config, log: logger });
  polling = runPolling({ bot, config: t.config, log: logger, signal: controller.signal, retryDelayMs: 50 });
  await fake.waitFor(() => fake.callsOf('getUpdates').length > 0, 10_000, 'getUpdates');
});
afterAll(async () => {
  controller.abort();
  await polling;
  await t.close();
  await fake.close();
});

it('greets a name without its invisible and direction marks', async () => {
  const before = fake.callsOf('sendMessage').length;
  fake.pushMessage({ id: 880777002, first_name: '\u202EАзиз\u200B\u2066' }, '/start');
  const call = await fake.waitFor(() => fake.callsOf('sendMessage')[before], 10_000, 'the greeting');
  expect(String(call.params.text).split('\n')[0]).toBe('Здравствуйте, Азиз!');
});
