// A whole API node over a fresh test database, driven through fastify.inject (no port) or, with
// listen(), over a real port for WebSocket and browser tests.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../../api/src/platform/config';
import { signInitData } from '../../api/src/platform/auth/init-data';
import { LocalEventBus, type EventBus } from '../../api/src/platform/events/event-bus';
import { logger } from '../../api/src/platform/logger';
import { createApp, type App } from '../../api/src/http/server';
import { createTestDatabase, type TestDatabase } from './database';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';

export const TEST_BOT_TOKEN = '123456:test-bot-token-for-usta';

export interface TelegramUserSpec {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

export interface TestApp {
  app: App;
  db: App['services']['db'];
  config: Config;
  database: TestDatabase;
  initData(user: TelegramUserSpec, authDate?: Date): string;
  headersFor(user: TelegramUserSpec): Record<string, string>;
  request(options: InjectOptions & { as?: TelegramUserSpec }): Promise<LightMyRequestResponse>;
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    as?: TelegramUserSpec,
  ): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[]; status: number }>;
  listen(): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { env?: Record<string, string>; bus?: EventBus; database?: TestDatabase } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usta-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
    // a development setup with a test token: the demo sign-in is asked for (a real token turns it off)
    DEV_LOGIN: '1',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // the tests written before dispatch waves offer a task to every eligible master at once (several have
    // more than five); the wave tests set their own size
    DISPATCH_WAVE_SIZE: 'all',
    // the metrics' own listener on any free loopback port: several apps share one jest process
    METRICS_PORT: '0',
    // the app shares its process with the test's own work (data generated for property runs, fixtures),
    // so the loop's delay and the heap are the test's as much as the server's: no shedding unless a test
    // sets its limits (http/__tests__/load-shedding.test.ts)
    SHED_EVENT_LOOP_DELAY_MS: 'off',
    SHED_HEAP_USED_MB: 'off',
    ...options.env,
  });
  const bus = options.bus ?? new LocalEventBus();
  const app = await createApp({ config, database: database.handle, bus, log: logger });
  await app.fastify.ready();

  const initData = (user: TelegramUserSpec, authDate = new Date()) =>
    signInitData({ first_name: 'Тест', ...user }, config.botToken, authDate);
  const headersFor = (user: TelegramUserSpec) => ({ 'x-telegram-init-data': initData(user) });

  return {
    app,
    db: app.services.db,
    config,
    database,
    initData,
    headersFor,
    request: ({ as, headers, ...rest }) =>
      app.fastify.inject({
        ...rest,
        headers: { ...(as ? headersFor(as) : {}), ...(headers as Record<string, string>) },
      }),
    async gql(query, variables, as) {
      const response = await app.fastify.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...(as ? headersFor(as) : {}) },
        payload: { query, variables },
      });
      return { ...response.json(), status: response.statusCode };
    },
    async listen() {
      return app.fastify.listen({ port: 0, host: '127.0.0.1' });
    },
    async close() {
      await app.close();
      if (!options.bus) await bus.close();
      if (!options.database) await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// The seeded demo users (prisma/seed-data/reference.json)
export const DEMO = {
  client: { id: 900000001, first_name: 'Азиз', last_name: 'Каримов', username: 'aziz_client' },
  client2: { id: 900000002, first_name: 'Нигора', last_name: 'Юсупова', username: 'nigora_client' },
  admin: { id: 900000003, first_name: 'Дилноза', last_name: 'Рахимова', username: 'dilnoza_admin' },
  guest: { id: 900000004, first_name: 'Гость' },
  plumber: { id: 900000011, first_name: 'Бахтиёр', last_name: 'Саидов', username: 'bakhtiyor_usta' },
  electrician: { id: 900000012, first_name: 'Рустам', last_name: 'Ахмедов', username: 'rustam_electric' },
  applianceMaster: { id: 900000013, first_name: 'Шерзод', last_name: 'Турсунов', username: 'sherzod_fix' },
  plumber2: { id: 900000014, first_name: 'Ойбек', last_name: 'Мирзаев', username: 'oybek_plumber' },
  pendingMaster: { id: 900000015, first_name: 'Жасур', last_name: 'Хамидов' },
} satisfies Record<string, TelegramUserSpec>;
