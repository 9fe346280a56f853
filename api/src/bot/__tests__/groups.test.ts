// The bot in groups (docs/product.md, "The bot in groups") against the fake Bot API: one reply with a
// startapp button to a request in Russian and in Uzbek (both scripts), silence on chatter, each limit and
// each ignored kind, the admin commands, the outbox's pace per group, long polling and the webhook alike.
import Fastify from 'fastify';
import type { Update, UserFromGetMe } from 'grammy/types';
import { logger } from '../../platform/logger';
import { createBot, registerWebhookRoute, runPolling, webhookPath, webhookSecret } from '../bot';
import { botFixture, testWorker, type BotFixture } from './fixtures';
import type { DeliveryWorker } from '../delivery';
import type { Config } from '../../platform/config';

let f: BotFixture;
let worker: DeliveryWorker;
beforeAll(async () => {
  f = await botFixture();
  worker = testWorker(f);
  worker.start();
});
afterAll(async () => {
  await worker.stop();
  await f.close();
});

const person = (id: number, first_name = 'Участник') => ({ id, first_name });
let nextChat = -1001000000000;
const newChat = () => ({ id: nextChat--, title: 'Дом 12', type: 'supergroup' as const });
let updateId = 10_000;
let messageId = 50_000;

function botWith(intake: Partial<Config['intake']> = {}) {
  const config = { ...f.config, intake: { ...f.config.intake, ...intake } };
  const bot = createBot({ db: f.db, config, log: logger, onQueued: () => worker.wake() });
  bot.botInfo = f.fake.botInfo as UserFromGetMe;
  return bot;
}

// a group message handled to the end (its reply, if any, is queued when this resolves)
async function say(
  bot: ReturnType<typeof botWith>,
  chat: { id: number },
  from: { id: number; first_name: string; is_bot?: boolean },
  text: string,
  extra: Record<string, unknown> = {},
) {
  const id = messageId++;
  await bot.handleUpdate({
    update_id: updateId++,
    message: f.fake.groupMessage(id, chat, from, text, undefined, extra),
  } as unknown as Update);
  return id;
}

const queuedFor = (chatId: number) => f.db.notification.count({ where: { chatId: BigInt(chatId) } });

async function replyTo(chatId: number, replyTo: number) {
  return f.fake.waitFor(
    () =>
      f.fake
        .delivered()
        .find((call) => Number(call.params.chat_id) === chatId && call.params.reply_parameters?.message_id === replyTo),
    10_000,
    `the reply to message ${replyTo}`,
  );
}

const button = (call: { params: Record<string, any> }) => call.params.reply_markup?.inline_keyboard?.flat()[0];
const tokenOf = (url: string) => /^https:\/\/t\.me\/usta_test_bot\?startapp=(in_[A-Za-z0-9_-]{22})$/.exec(url)?.[1];

describe('requests get one reply with a startapp button, in the language and script they were written in', () => {
  const bot = () => botWith();
  it.each([
    [
      'ru',
      'Всем привет! Ищу сантехника, течёт кран на кухне, кто может подъехать сегодня?',
      'Похоже, нужен мастер: Сантехник.\nОформите заявку в Usta — её увидят проверенные мастера с отзывами.',
      'Оформить заявку',
    ],
    [
      'uz Latin',
      'Assalomu alaykum, santexnik kerak, oshxonada kran oqyapti. Kim yordam beradi?',
      'Usta kerakka oʻxshaydi: Santexnik.\nUstada soʻrov qoldiring — uni sharhlari bor tekshirilgan ustalar koʻradi.',
      'Soʻrov qoldirish',
    ],
    [
      'uz Cyrillic',
      'Ассалому алайкум, сантехник керак, ошхонада кран оқяпти. Ким ёрдам беради?',
      'Уста керакка ўхшайди: Сантехник.\nUstaда сўров қолдиринг — уни шарҳлари бор текширилган усталар кўради.',
      'Сўров қолдириш',
    ],
  ])('%s', async (_language, text, answer, label) => {
    const chat = newChat();
    const id = await say(bot(), chat, person(900_001), text);
    const call = await replyTo(chat.id, id);
    expect(call.params.text).toBe(answer);
    expect(call.params.reply_parameters).toEqual({ message_id: id, allow_sending_without_reply: true });
    const { text: buttonText, url } = button(call);
    expect(buttonText).toBe(label);
    const token = tokenOf(url)!;
    expect(token).toBeDefined();
    // the token stands for the text and the category, and names nobody
    const stored = await f.db.intakeToken.findUniqueOrThrow({ where: { id: token } });
    const plumbing = await f.db.category.findUniqueOrThrow({ where: { slug: 'plumbing' } });
    expect(stored).toMatchObject({ text, categoryId: plumbing.id, chatId: BigInt(chat.id) });
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    expect(token).not.toContain(String(900_001));
    expect(await queuedFor(chat.id)).toBe(1);
  });

  it('gives a different token each time', async () => {
    const chat = newChat();
    const first = await say(bot(), chat, person(900_002), 'Нужен электрик, в квартире выбило автомат и нет света');
    const second = await say(bot(), chat, person(900_003), 'Нужен электрик, в квартире выбило автомат и нет света');
    const [a, b] = await Promise.all([replyTo(chat.id, first), replyTo(chat.id, second)]);
    expect(tokenOf(button(a).url)).not.toBe(tokenOf(button(b).url));
  });

  it('links to a named Mini App when TELEGRAM_MINI_APP_NAME is set', async () => {
    const chat = newChat();
    const id = await say(
      botWith({ miniAppName: 'app' }),
      chat,
      person(900_004),
      'Ищу сантехника, засор в ванной, срочно',
    );
    expect(button(await replyTo(chat.id, id)).url).toMatch(/^https:\/\/t\.me\/usta_test_bot\/app\?startapp=in_/);
  });
});

describe('silence', () => {
  const chatter = [
    'Всем доброе утро! Как у вас дела?',
    'Спасибо большое, мастер всё сделал отлично, рекомендую',
    'Продаю диван, почти новый, недорого, самовывоз',
    'Rahmat, hammasi joyida, yaxshi dam oling',
    'Кто-нибудь знает, когда дадут воду в нашем доме?',
    'Эртага мажлис бўлади, ҳамма келсин',
  ];

  it('answers no chatter, and keeps only the count of messages read', async () => {
    const chat = newChat();
    const bot = botWith();
    for (const [index, text] of chatter.entries()) await say(bot, chat, person(900_100 + index), text);
    expect(await queuedFor(chat.id)).toBe(0);
    expect(await f.db.intakeToken.count({ where: { chatId: BigInt(chat.id) } })).toBe(0);
    const [day] = await f.db.intakeDaily.findMany({ where: { chatId: BigInt(chat.id) } });
    expect(day).toMatchObject({ messagesRead: chatter.length, replies: 0, tasksCreated: 0 });
  });

  it.each([
    ['a bot', { is_bot: true }, {}],
    ['itself', { id: 7000000001, is_bot: true }, {}],
    ['a forwarded message', {}, { forward_origin: { type: 'hidden_user', date: 1, sender_user_name: 'X' } }],
    ['a message older than 2 minutes', {}, { date: Math.floor(Date.now() / 1000) - 150 }],
    ['a channel posting in the group', {}, { sender_chat: { id: -100777, type: 'channel', title: 'Ads' } }],
  ])('ignores %s', async (_kind, fromExtra, extra) => {
    const chat = newChat();
    const bot = botWith();
    await say(bot, chat, { ...person(900_200), ...fromExtra }, 'Нужен сантехник, течёт кран на кухне', extra);
    expect(await queuedFor(chat.id)).toBe(0);
    // the same text from a person answers: the kind, not the text, was the reason
    await say(bot, chat, person(900_201), 'Нужен сантехник, течёт кран на кухне');
    expect(await queuedFor(chat.id)).toBe(1);
  });

  it('ignores edited messages', async () => {
    const chat = newChat();
    const bot = botWith();
    const edited = f.fake.groupMessage(messageId++, chat, person(900_210), 'Нужен сантехник, течёт кран на кухне');
    await bot.handleUpdate({
      update_id: updateId++,
      edited_message: { ...edited, edit_date: Math.floor(Date.now() / 1000) },
    } as unknown as Update);
    expect(await queuedFor(chat.id)).toBe(0);
  });
});

describe('manners', () => {
  it('answers one person at most once per group in 10 minutes', async () => {
    const chat = newChat();
    const bot = botWith();
    await say(bot, chat, person(900_300), 'Нужен сантехник, течёт кран на кухне');
    await say(bot, chat, person(900_300), 'Ищу электрика, нет света в квартире');
    expect(await queuedFor(chat.id)).toBe(1);
    // another group is another count
    const other = newChat();
    await say(bot, other, person(900_300), 'Ищу электрика, нет света в квартире');
    expect(await queuedFor(other.id)).toBe(1);
  });

  it('answers the person again once the pause is over', async () => {
    const chat = newChat();
    // a pause of 0.3 s
    const bot = botWith({ personPauseMin: 0.005 });
    await say(bot, chat, person(900_310), 'Нужен сантехник, течёт кран на кухне');
    await say(bot, chat, person(900_310), 'Ищу электрика, нет света в квартире');
    expect(await queuedFor(chat.id)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await say(bot, chat, person(900_310), 'Ищу электрика, нет света в квартире');
    expect(await queuedFor(chat.id)).toBe(2);
  });

  it('answers at most 6 requests per group in an hour', async () => {
    const chat = newChat();
    const bot = botWith();
    for (let i = 0; i < 8; i++) await say(bot, chat, person(900_400 + i), 'Нужен сантехник, течёт кран на кухне');
    expect(await queuedFor(chat.id)).toBe(6);
    expect(await f.db.intakeToken.count({ where: { chatId: BigInt(chat.id) } })).toBe(6);
  });

  it('sends at most INTAKE_GROUP_SENDS_PER_MIN messages a minute into one group through the outbox', async () => {
    const chat = newChat();
    const paced = testWorker({
      db: f.db,
      config: { ...f.config, intake: { ...f.config.intake, groupSendsPerMin: 2 } },
    });
    await worker.stop();
    try {
      const bot = botWith();
      const ids = [];
      for (let i = 0; i < 3; i++) ids.push(await say(bot, chat, person(900_500 + i), '/usta'));
      paced.start();
      await replyTo(chat.id, ids[0]);
      await replyTo(chat.id, ids[1]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const sent = f.fake.delivered().filter((call) => Number(call.params.chat_id) === chat.id);
      expect(sent).toHaveLength(2);
      const waiting = await f.db.notification.findFirstOrThrow({
        where: { chatId: BigInt(chat.id), state: 'pending' },
      });
      expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
    } finally {
      await paced.stop();
      worker.start();
    }
  });
});

describe('admin commands', () => {
  it('/usta explains in Russian and Uzbek, to anyone', async () => {
    const chat = newChat();
    const id = await say(botWith(), chat, person(900_600), '/usta');
    const call = await replyTo(chat.id, id);
    expect(call.params.text).toContain('Usta помогает найти мастера.');
    expect(call.params.text).toContain('Usta usta topishga yordam beradi.');
    expect(call.params.text).toContain('/usta_off');
  });

  it('/usta_off and /usta_on are honoured only from administrators', async () => {
    const chat = newChat();
    const bot = botWith();
    f.fake.setChatMember(chat.id, 900_701, 'administrator');
    f.fake.setChatMember(chat.id, 900_702, 'creator');

    // a member: ignored, nothing said
    await say(bot, chat, person(900_700), '/usta_off');
    expect(await queuedFor(chat.id)).toBe(0);
    expect(f.fake.callsOf('getChatMember').at(-1)!.params).toMatchObject({ chat_id: chat.id, user_id: 900_700 });
    await say(bot, chat, person(900_710), 'Нужен сантехник, течёт кран на кухне');
    expect(await queuedFor(chat.id)).toBe(1);

    // an administrator silences it
    const off = await say(bot, chat, person(900_701), '/usta_off');
    expect((await replyTo(chat.id, off)).params.text).toContain('в этой группе я молчу');
    await say(bot, chat, person(900_711), 'Нужен сантехник, течёт кран на кухне');
    expect(await queuedFor(chat.id)).toBe(2);

    // a member cannot bring it back; the creator can
    await say(bot, chat, person(900_700), '/usta_on');
    await say(bot, chat, person(900_712), 'Нужен сантехник, течёт кран на кухне');
    expect(await queuedFor(chat.id)).toBe(2);
    const on = await say(bot, chat, person(900_702), `/usta_on@${f.fake.botInfo.username}`);
    expect((await replyTo(chat.id, on)).params.text).toContain('Снова отвечаю');
    await say(bot, chat, person(900_713), 'Нужен сантехник, течёт кран на кухне');
    expect(await queuedFor(chat.id)).toBe(4);
  });
});

describe('long polling and webhook', () => {
  it('answers a request read by long polling (privacy mode off: every message)', async () => {
    const controller = new AbortController();
    const bot = createBot({ db: f.db, config: f.config, log: logger, onQueued: () => worker.wake() });
    const polling = runPolling({ bot, config: f.config, log: logger, signal: controller.signal, retryDelayMs: 50 });
    try {
      const chat = newChat();
      f.fake.pushGroupMessage(chat, person(900_800), 'Добрый вечер всем');
      const { messageId: id } = f.fake.pushGroupMessage(chat, person(900_801), 'Нужен сантехник, течёт кран на кухне');
      const call = await replyTo(chat.id, id);
      expect(call.params.text).toContain('Сантехник');
      expect(f.fake.callsOf('setMyCommands').map((c) => c.params.scope?.type ?? 'default')).toContain(
        'all_group_chats',
      );
      expect(await queuedFor(chat.id)).toBe(1);
    } finally {
      controller.abort();
      await polling;
    }
  });

  it('answers a mention read through the webhook (privacy mode on: mentions and replies only)', async () => {
    const config = { ...f.config, webhookUrl: 'https://usta.example.com' };
    const fastify = Fastify();
    const bot = createBot({ db: f.db, config, log: logger, onQueued: () => worker.wake() });
    registerWebhookRoute(fastify, bot, config.botToken);
    await fastify.ready();
    bot.botInfo = f.fake.botInfo as UserFromGetMe;
    const chat = { id: -4000123, title: 'Mahalla', type: 'group' as const };
    const id = messageId++;
    const text = `@${f.fake.botInfo.username} santexnik kerak, vannada truba oqyapti`;
    const response = await fastify.inject({
      method: 'POST',
      url: webhookPath(config.botToken),
      headers: { 'x-telegram-bot-api-secret-token': webhookSecret(config.botToken) },
      payload: {
        update_id: updateId++,
        message: f.fake.groupMessage(id, chat, person(900_900), text, null, {
          entities: [{ type: 'mention', offset: 0, length: f.fake.botInfo.username.length + 1 }],
        }),
      },
    });
    expect(response.statusCode).toBe(200);
    const call = await replyTo(chat.id, id);
    expect(call.params.text).toContain('Usta kerakka oʻxshaydi');
    const token = tokenOf(button(call).url)!;
    // the mention is not part of the request
    expect((await f.db.intakeToken.findUniqueOrThrow({ where: { id: token } })).text).toBe(
      'santexnik kerak, vannada truba oqyapti',
    );
    await fastify.close();
  });
});
