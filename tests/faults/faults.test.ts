// Faults against the real services on this machine: PostgreSQL connections dropped and the database
// closed to connections (only this test's own database: the server itself is never stopped), and a
// Redis of the test's own killed and started again. The API keeps answering, with 503 and a clear
// message while a dependency is down; subscriptions resume; no task, offer or notification is lost.
import crypto from 'node:crypto';
import net from 'node:net';
import { createCategory, createClient, createMaster, places } from '../support/factories';
import { adminQuery, createTestDatabase, usePglite } from '../support/database';
import { FakeBotApi } from '../support/fake-bot-api';
import { liveClient, type LiveClient } from '../support/live-client';
import { startOwnRedis } from '../support/redis-server';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';
import { DeliveryWorker } from '../../api/src/bot/delivery';
import { openDatabase } from '../../api/src/platform/db/client';
import { RU } from '../../api/src/platform/i18n/ru';

const UNAVAILABLE_TEXT = RU.SERVICE_UNAVAILABLE;
import { RedisEventBus } from '../../api/src/platform/events/redis-event-bus';
import { logger } from '../../api/src/platform/logger';

const unavailable = { success: false, message: UNAVAILABLE_TEXT };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// PGlite runs inside the process: there is no server connection to drop or database to close.
const onPostgres = usePglite ? describe.skip : describe;

onPostgres('PostgreSQL connections dropped', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_TASKS: 'off', RATE_LIMIT_SIGN_IN: 'off' } });
  });
  afterAll(async () => {
    await adminQuery(`ALTER DATABASE ${t.database.name} ALLOW_CONNECTIONS true`);
    await t.close();
  });

  const terminateAll = () =>
    adminQuery(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${t.database.name}' AND pid <> pg_backend_pid()`,
    );

  it('keeps answering while every connection of its database is terminated mid-traffic, and loses no task', async () => {
    const place = await places(t.db);
    const category = await createCategory(t.db);
    const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const clients = await Promise.all(Array.from({ length: 24 }, () => createClient(t.db)));
    const created: { clientId: number; status: number; taskId?: number; body: unknown }[] = [];
    const reads: { status: number; body: unknown }[] = [];

    // four lanes of traffic; the connections are cut three times while they run
    const lane = async (lane: number) => {
      for (let i = lane; i < clients.length; i += 4) {
        const client = clients[i];
        const response = await t.request({
          method: 'POST',
          url: '/api/tg-webapp/tasks',
          as: client.spec,
          payload: {
            text: 'Нужно заменить смеситель в ванной',
            category_id: category.id,
            city_id: place.cityId,
            district_id: place.districtId,
            phone: '+998901112233',
          },
        });
        created.push({
          clientId: client.userId,
          status: response.statusCode,
          taskId: response.json().data?.id,
          body: response.json(),
        });
        const read = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/categories', as: client.spec });
        reads.push({ status: read.statusCode, body: read.json() });
      }
    };
    const cutter = async () => {
      for (let cut = 0; cut < 3; cut += 1) {
        await sleep(40);
        await terminateAll();
      }
    };
    await Promise.all([lane(0), lane(1), lane(2), lane(3), cutter()]);

    // never a 500 or a crash: answered, or refused with 503 and the clear message
    for (const { status, body } of [...created, ...reads]) {
      expect([200, 503]).toContain(status);
      if (status === 503) expect(body).toEqual(unavailable);
    }
    // every task the client was told about exists and was offered; a refused one left nothing behind
    for (const attempt of created) {
      const tasks = await t.db.task.findMany({ where: { clientId: attempt.clientId }, include: { offers: true } });
      if (attempt.status === 200) {
        expect(tasks.map((task) => task.id)).toEqual([attempt.taskId]);
        expect(tasks[0].status).toBe('sent_to_masters');
        expect(tasks[0].offers.map((offer) => offer.contractId)).toEqual([master.contractId]);
        expect(
          await t.db.notification.count({
            where: { userId: master.userId, kind: 'offer_new', payload: { equals: { taskId: attempt.taskId } } },
          }),
        ).toBe(1);
      } else {
        expect(tasks).toEqual([]);
      }
    }
    // the pool replaced its connections: everything answers again
    const after = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks', as: clients[0].spec });
    expect(after.statusCode).toBe(200);
    expect(created.filter((attempt) => attempt.status === 200).length).toBeGreaterThan(0);
  }, 60_000);

  it('answers 503 with Retry-After on REST and GraphQL while its database refuses connections, then recovers', async () => {
    await adminQuery(`ALTER DATABASE ${t.database.name} ALLOW_CONNECTIONS false`);
    await terminateAll();
    try {
      // signing in needs the database
      for (let i = 0; i < 2; i += 1) {
        const init = await t.request({ method: 'GET', url: '/api/tg-webapp/init', as: DEMO.client });
        expect(init.statusCode).toBe(503);
        expect(init.json()).toEqual(unavailable);
        expect(Number(init.headers['retry-after'])).toBeGreaterThan(0);
      }
      const role = await t.request({
        method: 'POST',
        url: '/api/tg-webapp/user/set-role',
        as: DEMO.client,
        payload: { role: 0 },
      });
      expect(role.statusCode).toBe(503);
      expect(role.json()).toEqual(unavailable);
      const create = await t.request({
        method: 'POST',
        url: '/api/tg-webapp/tasks',
        as: DEMO.client,
        payload: { text: 'x' },
      });
      expect(create.statusCode).toBe(503);
      const admin = await t.request({ method: 'GET', url: '/admin/api/tasks', as: DEMO.admin });
      expect(admin.statusCode).toBe(503);

      const graphql = await t.gql('{ categories { id } }', {}, DEMO.client);
      expect(graphql.status).toBe(503);
      expect(graphql.errors![0]).toMatchObject({
        message: UNAVAILABLE_TEXT,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });

      const readyz = await t.request({ method: 'GET', url: '/readyz' });
      expect([readyz.statusCode, readyz.json()]).toEqual([
        503,
        {
          status: 'unavailable',
          failed: ['database'],
          checks: { database: 'unavailable', redis: 'off', migrations: 'unknown' },
        },
      ]);
      expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await adminQuery(`ALTER DATABASE ${t.database.name} ALLOW_CONNECTIONS true`);
    }
    const init = await t.request({ method: 'GET', url: '/api/tg-webapp/init', as: DEMO.client });
    expect(init.statusCode).toBe(200);
    expect((await t.gql('{ categories { id } }', {}, DEMO.client)).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 at once when the database server cannot be reached at all', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as net.AddressInfo;
        server.close(() => resolve(free));
      });
    });
    const handle = await openDatabase({ databaseUrl: `postgresql://postgres@127.0.0.1:${port}/nowhere`, dataDir: '' });
    const nowhere = await createTestApp({ database: { handle, drop: () => handle.close() } });
    try {
      const started = Date.now();
      const init = await nowhere.request({ method: 'GET', url: '/api/tg-webapp/init', as: DEMO.client });
      expect(init.statusCode).toBe(503);
      expect(init.json()).toEqual(unavailable);
      const graphql = await nowhere.gql('{ me { id } }', {}, DEMO.client);
      expect(graphql.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await nowhere.close();
      await handle.close().catch(() => undefined);
    }
  });
});

describe('Redis restarted', () => {
  it('keeps answering, resumes subscriptions with the current state, and delivers what was written meanwhile', async () => {
    const redis = await startOwnRedis();
    const prefix = `faults-${crypto.randomBytes(4).toString('hex')}:`;
    const bus = new RedisEventBus({ url: redis.url, prefix, log: logger });
    const database = await createTestDatabase();
    const t = await createTestApp({ bus, database, env: { REDIS_URL: redis.url, REDIS_PREFIX: prefix } });
    const fake = await FakeBotApi.start(t.config.botToken);
    const worker = new DeliveryWorker({
      db: t.db,
      config: { ...t.config, telegramApiRoot: fake.apiRoot, notificationLeaseS: 2 },
      log: logger,
      pollIntervalMs: 50,
    });
    const live: LiveClient[] = [];
    try {
      const base = await t.listen();
      const place = await places(t.db);
      const category = await createCategory(t.db);
      const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
      const client = await createClient(t.db);

      const masterLive = liveClient(base, t.initData(master.spec));
      live.push(masterLive);
      const feed = masterLive.subscribe(
        `subscription { masterFeed { kind taskId offeredTask { id } currentTask { id status } } }`,
      );
      expect((await feed.next()).data?.masterFeed).toMatchObject({
        kind: 'current_state',
        offeredTask: null,
        currentTask: null,
      });

      const created = await t.request({
        method: 'POST',
        url: '/api/tg-webapp/tasks',
        as: client.spec,
        payload: {
          text: 'Потекла труба под раковиной на кухне',
          category_id: category.id,
          city_id: place.cityId,
          district_id: place.districtId,
          phone: '+998901112233',
        },
      });
      const taskId = created.json().data.id as number;
      expect((await feed.next()).data?.masterFeed).toMatchObject({ kind: 'offer_added', taskId });

      const clientLive = liveClient(base, t.initData(client.spec));
      live.push(clientLive);
      const watch = clientLive.subscribe(`subscription ($id: Int!) { taskUpdated(id: $id) { id status } }`, {
        id: taskId,
      });
      expect((await watch.next()).data?.taskUpdated).toEqual({ id: taskId, status: 'sent_to_masters' });

      // Redis dies; the master accepts meanwhile: the API answers, and the client's message waits in
      // the outbox, which is PostgreSQL's, not Redis's
      await redis.kill();
      const started = Date.now();
      const accepted = await t.request({
        method: 'POST',
        url: `/api/tg-webapp/master/tasks/${taskId}/approve`,
        as: master.spec,
      });
      expect(accepted.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(5000);
      const read = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/active', as: client.spec });
      expect(read.json().data).toMatchObject({ id: taskId, status: 'in_progress' });
      expect(await t.db.notification.count({ where: { userId: client.userId, kind: 'task_accepted' } })).toBe(1);

      // notifications go out while Redis is still down
      worker.start();
      await fake.waitFor(
        () => fake.delivered().some((call) => call.params.chat_id === client.spec.id),
        10_000,
        'the client told of the accept',
      );

      // Redis is back: each subscription reads the current state again, then follows live events
      await redis.start();
      expect((await watch.next(10_000)).data?.taskUpdated).toEqual({ id: taskId, status: 'in_progress' });
      expect((await feed.next(10_000)).data?.masterFeed).toMatchObject({
        kind: 'current_state',
        currentTask: { id: taskId, status: 'in_progress' },
      });

      expect(
        (await t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${taskId}/complete`, as: master.spec }))
          .statusCode,
      ).toBe(200);
      expect((await watch.next(5000)).data?.taskUpdated).toEqual({ id: taskId, status: 'completed' });
      await fake.waitFor(
        () => fake.delivered().filter((call) => call.params.chat_id === client.spec.id).length >= 2,
        10_000,
        'the client told of the completion',
      );

      // nothing twice: each notification row went out once (the worker marks a row after Telegram answers)
      let sent = await t.db.notification.findMany({ where: { userId: client.userId }, orderBy: { id: 'asc' } });
      for (let i = 0; i < 100 && !sent.every((row) => row.state === 'sent'); i += 1) {
        await sleep(50);
        sent = await t.db.notification.findMany({ where: { userId: client.userId }, orderBy: { id: 'asc' } });
      }
      expect(sent.map((row) => [row.kind, row.state])).toEqual([
        ['task_accepted', 'sent'],
        ['task_completed', 'sent'],
      ]);
      expect(fake.delivered().filter((call) => call.params.chat_id === client.spec.id)).toHaveLength(sent.length);
    } finally {
      for (const connection of live) await connection.close();
      await worker.stop();
      await fake.close();
      await t.close();
      await bus.close();
      await database.drop();
      await redis.stop();
    }
  }, 60_000);
});
