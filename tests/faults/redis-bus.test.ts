// The Redis event bus as a node really starts it: with a bot token (the delivery worker subscribes to
// admin:tasks while the bus's connections are still being set up) and with its Redis gone (a change
// must not wait on publishing: the database is the record). A Redis of the test's own, and only this
// test's channel names are looked at.
import crypto from 'node:crypto';
import Redis from 'ioredis';
import { signInitData } from '../../api/src/platform/auth/init-data';
import { RedisEventBus } from '../../api/src/platform/events/redis-event-bus';
import { logger } from '../../api/src/platform/logger';
import { startApiNode, type ApiNode } from '../support/api-node';
import { createTestDatabase, usePglite, type TestDatabase } from '../support/database';
import { eventually } from '../support/eventually';
import { createCategory, createClient, createMaster, places } from '../support/factories';
import { FakeBotApi } from '../support/fake-bot-api';
import { liveClient, type LiveClient } from '../support/live-client';
import { startOwnRedis, type OwnRedis } from '../support/redis-server';
import { createTestApp, DEMO, TEST_BOT_TOKEN } from '../support/test-app';

const TEXT = 'Потекла труба под раковиной на кухне';

// two processes cannot share the embedded database: the node runs on PostgreSQL
const onPostgres = usePglite ? describe.skip : describe;

onPostgres('a node started with REDIS_URL and a bot token', () => {
  let redis: OwnRedis;
  let admin: Redis;
  let fake: FakeBotApi;
  let database: TestDatabase;
  let node: ApiNode | undefined;
  const live: LiveClient[] = [];
  const prefix = `bus-bot-${crypto.randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    redis = await startOwnRedis();
    admin = new Redis(redis.url);
    fake = await FakeBotApi.start(TEST_BOT_TOKEN);
    database = await createTestDatabase({ demo: true });
  }, 60_000);

  afterEach(async () => {
    await Promise.all(live.splice(0).map((socket) => socket.close()));
    await node?.stop();
    node = undefined;
  }, 30_000);

  afterAll(async () => {
    await admin?.quit();
    await fake?.close();
    await redis?.stop();
    await database?.drop();
  }, 30_000);

  const numsub = async (topic: string) => {
    const reply = (await admin.pubsub('NUMSUB', prefix + topic)) as [string, number];
    return Number(reply[1]);
  };

  it('is subscribed to admin:tasks, and an admin and the delivery worker hear task changes', async () => {
    // every start, not one in a few: the subscribe raced the connection's ready check each time
    for (let start = 0; start < 2; start += 1) {
      node = await startApiNode(`bus-bot-${start}`, {
        DATABASE_URL: database.url!,
        REDIS_URL: redis.url,
        REDIS_PREFIX: prefix,
        TELEGRAM_API_ROOT: fake.apiRoot,
        RATE_LIMIT_TASKS: 'off',
      });
      await eventually(async () => (await numsub('admin:tasks')) === 1, 10_000);
      const logs = node.logs.join('\n');
      expect(logs).not.toMatch(/subscriber mode|Can't execute/);

      const initData = (spec: { id: number }) => signInitData({ first_name: 'Тест', ...spec }, TEST_BOT_TOKEN);
      const socket = liveClient(node.url, initData(DEMO.admin));
      live.push(socket);
      const events = socket.subscribe(`subscription { adminTaskEvents { taskId status } }`);

      const db = database.handle.prisma;
      const place = await places(db);
      const category = await createCategory(db);
      await createMaster(db, { categoryIds: [category.id], cityId: place.cityId });
      const client = await createClient(db);
      const created = await fetch(`${node.url}/api/tg-webapp/tasks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-init-data': initData(client.spec) },
        body: JSON.stringify({
          text: TEXT,
          category_id: category.id,
          city_id: place.cityId,
          district_id: place.districtId,
          phone: '+998901112233',
        }),
      });
      expect(created.status).toBe(200);
      const taskId = ((await created.json()) as { data: { id: number } }).data.id;
      // the admin's stream is open once an event published through Redis reaches it: publish one (as a
      // node would) until it does
      const first = events.next(15_000);
      let arrived = false;
      void first.finally(() => (arrived = true)).catch(() => undefined);
      while (!arrived) {
        const event = { taskId, status: 'sent_to_masters', previousStatus: 'new', at: new Date().toISOString() };
        await admin.publish(`${prefix}admin:tasks`, JSON.stringify(event));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect((await first).data?.adminTaskEvents).toMatchObject({ taskId });
      // the worker woke on the same event and told the master about the offer
      await fake.waitFor(() => fake.delivered().length > 0, 10_000, 'the offer sent to the master');

      await Promise.all(live.splice(0).map((entry) => entry.close()));
      await node.stop();
      node = undefined;
      await eventually(async () => (await numsub('admin:tasks')) === 0, 10_000);
    }
  }, 120_000);
});

describe('changes while the Redis of the event bus is down', () => {
  it('answer as fast as with Redis up: publishing waits for nothing, and resumes when Redis is back', async () => {
    const redis = await startOwnRedis();
    const prefix = `bus-down-${crypto.randomBytes(4).toString('hex')}:`;
    const bus = new RedisEventBus({ url: redis.url, prefix, log: logger });
    const t = await createTestApp({ bus, env: { RATE_LIMIT_TASKS: 'off' } });
    const admin = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      const place = await places(t.db);
      const category = await createCategory(t.db);
      await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
      const create = (spec: { id: number }) =>
        t.request({
          method: 'POST',
          url: '/api/tg-webapp/tasks',
          as: spec,
          payload: {
            text: TEXT,
            category_id: category.id,
            city_id: place.cityId,
            district_id: place.districtId,
            phone: '+998901112233',
          },
        });
      const timed = async <T>(work: () => Promise<T>) => {
        const started = performance.now();
        const result = await work();
        return { result, ms: performance.now() - started };
      };

      const reason = await t.db.cancelReason.findFirstOrThrow({
        where: { audience: 'client', step: 1, code: 'changed_mind' },
      });
      const slowest: Record<string, number> = {};
      const round = async () => {
        const client = await createClient(t.db);
        const created = await timed(() => create(client.spec));
        expect(created.result.statusCode).toBe(200);
        const taskId = created.result.json().data.id as number;
        const cancelled = await timed(() =>
          t.request({
            method: 'POST',
            url: `/api/tg-webapp/tasks/${taskId}/cancel`,
            as: client.spec,
            payload: { cancel_reason_id: reason.id },
          }),
        );
        expect(cancelled.result.statusCode).toBe(200);
        const role = await timed(() =>
          t.request({ method: 'POST', url: '/api/tg-webapp/user/set-role', as: client.spec, payload: { role: 0 } }),
        );
        expect(role.result.statusCode).toBe(200);
        for (const [name, ms] of [
          ['create', created.ms],
          ['cancel', cancelled.ms],
          ['role', role.ms],
        ] as const)
          slowest[name] = Math.max(slowest[name] ?? 0, ms);
      };
      // the same changes with Redis up: what this machine takes now (a busy CI machine is slow for both)
      for (let i = 0; i < 2; i += 1) await round();
      const usual = Math.max(slowest.create, slowest.cancel, slowest.role);
      for (const name of Object.keys(slowest)) slowest[name] = 0;

      await redis.kill();
      // as the outage grows (the reconnect backs off: publish retries took 2.9, 7.8, 12.6 s) every change
      // still answers as usual
      for (let i = 0; i < 3; i += 1) {
        await round();
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      const bound = Math.max(1000, 3 * usual);
      expect(slowest.create).toBeLessThan(bound);
      expect(slowest.cancel).toBeLessThan(bound);
      expect(slowest.role).toBeLessThan(bound);

      // Redis is back: what is published now goes out again
      await redis.start();
      await admin.connect();
      const heard: string[] = [];
      const listener = new Redis(redis.url);
      await listener.subscribe(`${prefix}admin:tasks`);
      listener.on('message', (_channel: string, message: string) => heard.push(message));
      try {
        await eventually(
          async () => {
            const client = await createClient(t.db);
            expect((await create(client.spec)).statusCode).toBe(200);
            return heard.length > 0;
          },
          15_000,
          500,
        );
      } finally {
        await listener.quit();
      }
    } finally {
      await admin.quit().catch(() => undefined);
      await t.close();
      await bus.close();
      await redis.stop();
    }
  }, 90_000);
});
