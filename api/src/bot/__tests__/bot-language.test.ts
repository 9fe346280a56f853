// the bot writes to each user in their language; the Uzbek table matches the Russian one.
import { enqueueNotification } from '../../modules/notification';
import { BOT_TEXTS } from '../texts';
import { botFixture, buttons, createTask, DEMO, testWorker, userOf, type BotFixture } from './fixtures';
import { createBot, runPolling } from '../bot';
import { logger } from '../../platform/logger';

const CYRILLIC = /[\u0400-\u04FF]/;

// every text of a table with sample arguments in place of its placeholders
function rendered(table: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(table).map(([key, value]) => [
      key,
      typeof value === 'function' ? (value as (...args: unknown[]) => string)('ARG1', 'ARG2', 'ARG3') : String(value),
    ]),
  );
}

describe('the bot texts', () => {
  const ru = BOT_TEXTS.ru as unknown as Record<string, unknown>;
  const uz = BOT_TEXTS.uz as unknown as Record<string, unknown>;

  it('have the same keys and the same placeholders in both languages', () => {
    expect(Object.keys(uz).sort()).toEqual(Object.keys(ru).sort());
    for (const key of Object.keys(ru)) {
      expect([key, typeof uz[key]]).toEqual([key, typeof ru[key]]);
      if (typeof ru[key] === 'function') {
        expect([key, (uz[key] as () => string).length]).toEqual([key, (ru[key] as () => string).length]);
        const used = (text: string) => ['ARG1', 'ARG2', 'ARG3'].filter((arg) => text.includes(arg));
        expect([key, used(rendered(uz)[key])]).toEqual([key, used(rendered(ru)[key])]);
      }
      const tags = (text: string) => text.match(/<\/?b>/g) ?? [];
      expect([key, tags(rendered(uz)[key])]).toEqual([key, tags(rendered(ru)[key])]);
    }
  });

  it('write Uzbek in Latin letters, oʻ and gʻ with U+02BB', () => {
    for (const [key, text] of Object.entries(rendered(uz))) {
      expect([key, CYRILLIC.test(text)]).toEqual([key, false]);
      expect([key, /[oOgG]['‘’`ʼ]/.test(text)]).toEqual([key, false]);
    }
  });
});

describe('messages in the recipient’s language', () => {
  let f: BotFixture;
  beforeAll(async () => {
    f = await botFixture();
  });
  afterAll(() => f.close());

  it('offers a task to an Uzbek master in Uzbek, with Uzbek names, and to a Russian master in Russian', async () => {
    const plumber = await userOf(f.db, DEMO.plumber);
    await f.db.user.update({ where: { id: plumber.id }, data: { language: 'uz' } });
    const task = await createTask(f.db, { text: 'Vannada kran oqyapti', offerTo: [DEMO.plumber] });
    await enqueueNotification(f.db, plumber.id, 'offer_new', { taskId: task.id });
    const before = f.fake.callsOf('sendMessage').length;
    await testWorker(f).runOnce();
    const [call] = f.fake.callsOf('sendMessage').slice(before);
    expect(call.params.chat_id).toBe(DEMO.plumber.id);
    const text = String(call.params.text);
    expect(text).toContain('<b>Yangi vazifa</b>');
    expect(text).toContain('Kategoriya: Santexnik');
    expect(text).toMatch(/Manzil: Toshkent, /);
    expect(text.replace('Vannada kran oqyapti', '')).not.toMatch(CYRILLIC);
    expect(buttons(call).map((button) => button.text)).toEqual(['Vazifani ochish']);
    await f.db.user.update({ where: { id: plumber.id }, data: { language: 'ru' } });
  });

  it('answers /start and /help in the sender’s language', async () => {
    const controller = new AbortController();
    const bot = createBot({ db: f.db, config: f.config, log: logger });
    const polling = runPolling({ bot, config: f.config, log: logger, signal: controller.signal, retryDelayMs: 50 });
    try {
      const answer = async (from: { id: number; first_name: string; language_code?: string }, text: string) => {
        const before = f.fake.callsOf('sendMessage').length;
        f.fake.pushMessage(from, text);
        return f.fake.waitFor(() => f.fake.callsOf('sendMessage')[before], 10_000, `the answer to ${text}`);
      };
      const client = await userOf(f.db, DEMO.client);
      await f.db.user.update({ where: { id: client.id }, data: { language: 'uz' } });
      const start = await answer(DEMO.client, '/start');
      expect(String(start.params.text)).toContain('Assalomu alaykum, Азиз!');
      expect(String(start.params.text).replace('Азиз', '')).not.toMatch(CYRILLIC);
      const help = await answer(DEMO.client, '/help');
      expect(String(help.params.text)).not.toMatch(CYRILLIC);
      await f.db.user.update({ where: { id: client.id }, data: { language: 'ru' } });
      const russian = await answer(DEMO.client, '/help');
      expect(String(russian.params.text)).toContain('напишите в поддержку');
      // someone who never opened the app: their Telegram's language
      const stranger = await answer({ id: 555000777, first_name: 'Bobur', language_code: 'uz' }, '/start');
      expect(String(stranger.params.text)).toContain('Assalomu alaykum, Bobur!');
    } finally {
      controller.abort();
      await polling;
    }
  });
});
