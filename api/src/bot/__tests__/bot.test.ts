// The bot's commands, through long polling (getUpdates) and through the webhook route, against the
// fake Bot API; and the composition main.ts starts (bot + delivery worker + wake-up on task changes).
import Fastify from 'fastify';
import { publishTaskChange } from '../../platform/events/domain-events';
import { enqueueNotification } from '../../modules/notification';
import { LocalEventBus } from '../../platform/events/event-bus';
import { logger } from '../../platform/logger';
import { usePglite } from '../../../../tests/support/database';
import { FakeBotApi } from '../../../../tests/support/fake-bot-api';
import { createBot, runPolling, runWebhook, registerWebhookRoute, webhookPath, webhookSecret } from '../bot';
import { miniAppUrl } from '../links';
import { setupTelegram } from '../telegram';
import { botFixture, buttons, createTask, DEMO, SUPPORT_URL, userOf, WEBAPP_URL, type BotFixture } from './fixtures';

let f: BotFixture;
beforeAll(async () => {
  f = await botFixture();
});
afterAll(() => f.close());

const app = (screen: string) => miniAppUrl({ webappUrl: WEBAPP_URL }, screen);

// the bot's answer to one message from `from`
async function answerTo(from: { id: number; first_name: string; username?: string }, text: string) {
  const before = f.fake.callsOf('sendMessage').length;
  f.fake.pushMessage(from, text);
  const call = await f.fake.waitFor(() => f.fake.callsOf('sendMessage')[before], 10_000, `the answer to ${text}`);
  expect(call.params.chat_id).toBe(from.id);
  return call;
}

describe('bot over long polling', () => {
  const controller = new AbortController();
  let polling: Promise<void>;

  beforeAll(async () => {
    const bot = createBot({ db: f.db, config: f.config, log: logger });
    polling = runPolling({ bot, config: f.config, log: logger, signal: controller.signal, retryDelayMs: 50 });
    await f.fake.waitFor(() => f.fake.callsOf('getUpdates').length > 0, 10_000, 'getUpdates');
  });

  afterAll(async () => {
    controller.abort();
    await polling;
  });

  it('introduces itself and sets its command menu before polling', () => {
    const methods = f.fake.calls.map((call) => call.method);
    expect(methods.indexOf('getMe')).toBeLessThan(methods.indexOf('getUpdates'));
    expect(methods).toContain('deleteWebhook');
    expect(f.fake.callsOf('setMyCommands')[0].params.commands).toEqual([
      { command: 'start', description: 'Открыть приложение' },
      { command: 'help', description: 'Связаться с поддержкой' },
    ]);
    expect(f.fake.callsOf('getUpdates')[0].params.allowed_updates).toEqual(['message', 'my_chat_member']);
  });

  it('answers /start with a greeting and a button that opens the Mini App', async () => {
    const call = await answerTo(DEMO.client, '/start');
    expect(call.params.text).toBe(
      [
        'Здравствуйте, Азиз!',
        '',
        'Usta помогает найти мастера для любой задачи: опишите, что нужно сделать, и мы отправим задачу подходящим мастерам. Мастера получают здесь новые заказы.',
        '',
        'Нажмите «Открыть Usta», чтобы начать. Уведомления о Ваших задачах будут приходить в этот чат.',
      ].join('\n'),
    );
    expect(buttons(call)).toEqual([{ text: 'Открыть Usta', web_app: { url: app('/home') } }]);
    expect(app('/home')).toBe('https://usta.test/tg-webapp?redirect=%2Fhome');
  });

  it('greets a user without a first name as Пользователь', async () => {
    const call = await answerTo({ id: 555000111, first_name: ' ' }, '/start');
    expect(call.params.text.split('\n')[0]).toBe('Здравствуйте, Пользователь!');
  });

  it('opens the given task from a task_<id> deep link', async () => {
    const call = await answerTo(DEMO.client, '/start task_42');
    expect(call.params.text).toBe('Задача №42: нажмите кнопку ниже, чтобы открыть её.');
    expect(buttons(call)).toEqual([
      { text: 'Открыть задачу', web_app: { url: 'https://usta.test/tg-webapp?redirect=%2Fclient%3Ftask%3D42' } },
    ]);
  });

  it('opens the master dashboard from an offer_<id> deep link', async () => {
    const call = await answerTo(DEMO.plumber, '/start offer_7');
    expect(call.params.text).toBe('Новая задача ждёт Вашего ответа: нажмите кнопку ниже, чтобы открыть её.');
    expect(buttons(call)).toEqual([{ text: 'Открыть задачу', web_app: { url: app('/master/dashboard') } }]);
  });

  it('treats an unknown start payload as a plain /start', async () => {
    const call = await answerTo(DEMO.client2, '/start task_abc');
    expect(call.params.text.split('\n')[0]).toBe('Здравствуйте, Нигора!');
  });

  it('answers /help with the support link', async () => {
    const call = await answerTo(DEMO.client, '/help');
    expect(call.params.text).toBe(
      [
        'Если у Вас возник вопрос или что-то пошло не так, напишите в поддержку — мы поможем.',
        SUPPORT_URL,
        '',
        '/start — открыть приложение',
        '/help — связаться с поддержкой',
      ].join('\n'),
    );
    expect(buttons(call)).toEqual([{ text: 'Написать в поддержку', url: SUPPORT_URL }]);
  });

  it('points any other message to the app', async () => {
    const call = await answerTo(DEMO.client, 'Здравствуйте, мне нужен электрик');
    expect(call.params.text).toBe(
      'Чтобы создать задачу или ответить на заказ, откройте приложение кнопкой ниже. Поддержка: /help',
    );
    expect(buttons(call)).toEqual([{ text: 'Открыть Usta', web_app: { url: app('/home') } }]);
  });

  it('marks a user unreachable when they block the bot, and reachable when they write again', async () => {
    const user = await userOf(f.db, DEMO.client2);
    f.fake.pushUpdate({
      my_chat_member: {
        chat: { id: DEMO.client2.id, type: 'private', first_name: DEMO.client2.first_name },
        from: { id: DEMO.client2.id, is_bot: false, first_name: DEMO.client2.first_name },
        date: Math.floor(Date.now() / 1000),
        old_chat_member: { status: 'member', user: { id: f.fake.botInfo.id, is_bot: true, first_name: 'Usta' } },
        new_chat_member: {
          status: 'kicked',
          until_date: 0,
          user: { id: f.fake.botInfo.id, is_bot: true, first_name: 'Usta' },
        },
      },
    });
    await waitForReachable(user.id, false);
    await answerTo(DEMO.client2, '/start');
    expect((await userOf(f.db, DEMO.client2)).botReachable).toBe(true);
  });
});

async function waitForReachable(userId: number, reachable: boolean) {
  const deadline = Date.now() + 10_000;
  while ((await f.db.user.findUniqueOrThrow({ where: { id: userId } })).botReachable !== reachable) {
    if (Date.now() > deadline) throw new Error('botReachable did not change');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('bot resilience', () => {
  it('keeps retrying while Telegram fails, then serves', async () => {
    f.fake.failNext('getMe', { status: 502, description: 'Bad Gateway' }, 2);
    const before = f.fake.callsOf('getMe').length;
    const controller = new AbortController();
    const bot = createBot({ db: f.db, config: f.config, log: logger });
    const polling = runPolling({ bot, config: f.config, log: logger, signal: controller.signal, retryDelayMs: 20 });
    try {
      await f.fake.waitFor(() => f.fake.callsOf('getMe').length - before >= 3, 10_000, 'a third getMe');
      const call = await answerTo(DEMO.client, '/help');
      expect(call.params.text).toContain(SUPPORT_URL);
    } finally {
      controller.abort();
      await polling;
    }
  });

  it('never throws when Telegram cannot be reached at all, and stops when asked', async () => {
    const closed = await FakeBotApi.start('x');
    const apiRoot = closed.apiRoot;
    await closed.close();
    const config = { ...f.config, telegramApiRoot: apiRoot };
    const controller = new AbortController();
    const polling = runPolling({
      bot: createBot({ db: f.db, config, log: logger }),
      config,
      log: logger,
      signal: controller.signal,
      retryDelayMs: 20,
    });
    const outcome = await Promise.race([
      polling.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still trying'), 300)),
    ]);
    expect(outcome).toBe('still trying');
    controller.abort();
    await expect(polling).resolves.toBeUndefined();
  });
});

describe('bot behind a webhook', () => {
  it('sets the webhook with a secret and answers updates posted to its route', async () => {
    const config = { ...f.config, webhookUrl: 'https://usta.example.com/' };
    const fastify = Fastify();
    const bot = createBot({ db: f.db, config, log: logger });
    registerWebhookRoute(fastify, bot, config.botToken);
    await fastify.ready();
    const controller = new AbortController();
    await runWebhook({ bot, config, log: logger, signal: controller.signal });

    const [setWebhook] = f.fake.callsOf('setWebhook');
    const secret = webhookSecret(config.botToken);
    expect(setWebhook.params).toMatchObject({
      url: `https://usta.example.com/telegram/webhook/${secret}`,
      secret_token: secret,
      allowed_updates: ['message', 'my_chat_member'],
    });

    const update = {
      update_id: 1,
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat: { id: DEMO.plumber.id, type: 'private', first_name: DEMO.plumber.first_name },
        from: { id: DEMO.plumber.id, is_bot: false, first_name: DEMO.plumber.first_name },
        text: '/start task_9',
        entities: [{ type: 'bot_command', offset: 0, length: 6 }],
      },
    };
    const before = f.fake.callsOf('sendMessage').length;
    const refused = await fastify.inject({
      method: 'POST',
      url: webhookPath(config.botToken),
      payload: update,
      headers: { 'x-telegram-bot-api-secret-token': 'wrong' },
    });
    expect(refused.statusCode).toBe(401);
    expect(f.fake.callsOf('sendMessage').length).toBe(before);

    const accepted = await fastify.inject({
      method: 'POST',
      url: webhookPath(config.botToken),
      payload: update,
      headers: { 'x-telegram-bot-api-secret-token': secret },
    });
    expect(accepted.statusCode).toBe(200);
    const [answer] = f.fake.callsOf('sendMessage').slice(before);
    expect(answer.params).toMatchObject({
      chat_id: DEMO.plumber.id,
      text: 'Задача №9: нажмите кнопку ниже, чтобы открыть её.',
    });
    await fastify.close();
  });
});

describe('the bot and delivery as main.ts starts them', () => {
  it('runs neither without TELEGRAM_BOT_TOKEN', async () => {
    const bus = new LocalEventBus();
    const telegram = setupTelegram({
      services: { db: f.db, config: { ...f.config, botTokenIsGenerated: true }, bus, log: logger },
      database: f.database.handle,
      fastify: Fastify(),
    });
    expect(telegram).toBeNull();
  });

  it('delivers an outbox row soon after the task change that wrote it is published', async () => {
    const bus = new LocalEventBus();
    // a slow poll, so only the wake-up explains a quick delivery
    const telegram = setupTelegram({
      services: { db: f.db, config: f.config, bus, log: logger },
      database: f.database.handle,
      fastify: Fastify(),
    })!;
    Object.assign(telegram.worker, { pollIntervalMs: 60_000 });
    telegram.start();
    try {
      // the worker's first round is over and it sleeps
      await new Promise((resolve) => setTimeout(resolve, 300));
      const task = await createTask(f.db, { status: 'sent_to_masters' });
      const client = await userOf(f.db, DEMO.client);
      await enqueueNotification(f.db, client.id, 'task_requeued', { taskId: task.id });
      const before = f.fake.delivered().length;
      const started = Date.now();
      await publishTaskChange(bus, { taskId: task.id, from: 'in_progress', to: 'sent_to_masters' });
      await f.fake.waitFor(() => f.fake.delivered().length > before, 5_000, 'the delivery');
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await telegram.stop();
      await bus.close();
    }
  });

  (usePglite ? it.skip : it)('lets only the node holding the polling lock poll (PostgreSQL)', async () => {
    const bus = new LocalEventBus();
    await f.database.handle.session(async (sql) => {
      await sql.query('SELECT pg_advisory_lock(5535801)');
      const telegram = setupTelegram({
        services: { db: f.db, config: f.config, bus, log: logger },
        database: f.database.handle,
        fastify: Fastify(),
      })!;
      const polls = f.fake.callsOf('getUpdates').length;
      const greetings = f.fake.callsOf('getMe').length;
      telegram.start();
      try {
        // its delivery worker still runs
        const client = await userOf(f.db, DEMO.client);
        await enqueueNotification(f.db, client.id, 'contract_approved', { contractId: 0 });
        const before = f.fake.delivered().length;
        await f.fake.waitFor(() => f.fake.delivered().length > before, 5_000, 'the delivery');
        expect(f.fake.callsOf('getUpdates').length).toBe(polls);
        expect(f.fake.callsOf('getMe').length).toBe(greetings);
      } finally {
        await telegram.stop();
        await sql.query('SELECT pg_advisory_unlock(5535801)');
        await bus.close();
      }
    });
  });
});
