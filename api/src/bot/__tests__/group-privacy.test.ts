// Privacy of the bot in groups (docs/product.md, "The bot in groups"): a message it does not answer is
// never stored, not its text, not its author. The whole test database is dumped (pg_dump on PostgreSQL,
// every row of every table on PGlite) and searched for them.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Update, UserFromGetMe } from 'grammy/types';
import { logger } from '../../platform/logger';
import { usePglite } from '../../../../tests/support/database';
import { createBot } from '../bot';
import { botFixture, type BotFixture } from './fixtures';

let f: BotFixture;
beforeAll(async () => {
  f = await botFixture();
});
afterAll(() => f.close());

async function dumpDatabase(): Promise<string> {
  if (!usePglite) {
    const { stdout } = await promisify(execFile)('pg_dump', ['--data-only', f.database.url!], {
      maxBuffer: 256 * 1024 * 1024,
    });
    return stdout;
  }
  const tables = await f.db.$queryRaw<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`;
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = await f.db.$queryRawUnsafe<{ row: string }[]>(`SELECT t::text AS row FROM "${name}" t`);
    parts.push(...rows.map((row) => row.row));
  }
  return parts.join('\n');
}

it('keeps no text and no author of a message it did not answer; keeps an answered one as its token only', async () => {
  const bot = createBot({ db: f.db, config: f.config, log: logger });
  bot.botInfo = f.fake.botInfo as UserFromGetMe;
  const chat = { id: -1009876543210, type: 'supergroup' as const, title: 'Mahalla' };
  let id = 1;
  const say = (from: { id: number; first_name: string }, text: string, extra: Record<string, unknown> = {}) =>
    bot.handleUpdate({
      update_id: id,
      message: f.fake.groupMessage(id++, chat, from, text, undefined, extra),
    } as unknown as Update);

  // chatter, a forwarded request, and a second request of one person inside the pause: none answered
  const unanswered = [
    'Продаю велосипед почти новый, звоните Зухре-маркер-QX71',
    'Bugun to‘y bo‘ladi, hammani kutamiz marker-QX72',
    'Нужен сантехник срочно, течёт труба marker-QX74',
  ];
  await say({ id: 881_000_001, first_name: 'Зухра' }, unanswered[0]);
  await say({ id: 881_000_002, first_name: 'Bobur' }, unanswered[1]);
  await say({ id: 881_000_003, first_name: 'Фаррух' }, 'Нужен сантехник, течёт кран на кухне marker-QX73');
  await say({ id: 881_000_003, first_name: 'Фаррух' }, unanswered[2]);
  await say({ id: 881_000_004, first_name: 'Нигина' }, 'Нужен сантехник, течёт кран marker-QX75', {
    forward_origin: { type: 'hidden_user', date: 1, sender_user_name: 'Someone' },
  });

  const dump = await dumpDatabase();
  // the answered request is there (as its token's text): the dump does hold what is stored
  expect(dump).toContain('marker-QX73');
  for (const text of unanswered) expect(dump).not.toContain(text.split(' ').at(-1));
  expect(dump).not.toContain('marker-QX75');
  // no author: neither the people's ids nor their names
  for (const author of ['881000001', '881000002', '881000003', '881000004', 'Зухра', 'Bobur', 'Фаррух', 'Нигина'])
    expect(dump).not.toContain(author);
  // what stays: the counters
  const [day] = await f.db.intakeDaily.findMany({ where: { chatId: BigInt(chat.id) } });
  expect(day).toMatchObject({ messagesRead: 4, replies: 1 });
});
