// Debug aid: the SQL statements one request sends, in order. Against a bench database kept from a run:
//   BENCH_TRACE_URL=<database url> node --import tsx bench/sql-trace.ts GET /api/tg-webapp/tasks/active '' <telegram id>
// The request is sent twice (first as another user, to warm up), the second one is traced.
import pg from 'pg';
import { loadConfig } from '../api/src/platform/config';
import { openDatabase } from '../api/src/platform/db/client';
import { LocalEventBus } from '../api/src/platform/events/event-bus';
import { logger } from '../api/src/platform/logger';
import { createApp } from '../api/src/http/server';
import { BOT_TOKEN } from './config';
import { initDataFor } from './http';

const seen: string[] = [];
let started = performance.now();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function tracedQuery(this: pg.Client, ...args: unknown[]) {
  const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
  seen.push(
    `${(performance.now() - started).toFixed(1).padStart(7)} ms  ${String(text)
      .replace(/\s+/g, ' ')
      .slice(0, Number(process.env.TRACE_WIDTH ?? 220))}`,
  );
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

async function main() {
  const databaseUrl = process.env.BENCH_TRACE_URL;
  if (!databaseUrl) throw new Error('set BENCH_TRACE_URL to a bench database');
  const config = {
    ...loadConfig({ ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production' }),
    botToken: BOT_TOKEN,
  };
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  const app = await createApp({ config, database, bus: new LocalEventBus(), log: logger });
  const [method, url, body, telegramId] = process.argv.slice(2);
  const inject = (id: number) =>
    app.fastify.inject({
      method: method as 'GET',
      url,
      payload: body || undefined,
      headers: { 'x-telegram-init-data': initDataFor(id), ...(body ? { 'content-type': 'application/json' } : {}) },
    });
  await inject(Number(telegramId) + 1);
  seen.length = 0;
  started = performance.now();
  const response = await inject(Number(telegramId));
  console.log(response.statusCode, response.body.slice(0, 200));
  console.log(`${seen.length} statements, ${(performance.now() - started).toFixed(1)} ms`);
  for (const statement of seen) console.log(` - ${statement}`);
  await app.close();
  await database.close();
}

void main();
