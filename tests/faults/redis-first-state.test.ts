// A subscription opened while the Redis of the event bus is down (not listening, or hung: connections
// accepted or kept open and nothing answered) still gets its first state at once: the database is the
// record, the bus only says when to read it again. Each case has a bus of its own on a Redis of its own
// (a redis-server of the test's, or a socket that never answers); the machine's Redis is not touched.
// The last case is a node as production runs it, its rate limits counted in the same Redis, and the web
// app's order: sign in (GET /init, a limited route), then subscribe.
import crypto from 'node:crypto';
import net from 'node:net';
import { RedisEventBus } from '../../api/src/platform/events/redis-event-bus';
import { logger } from '../../api/src/platform/logger';
import { createCategory, createClient, createMaster, places } from '../support/factories';
import { liveClient, type LiveClient } from '../support/live-client';
import { startOwnRedis, type OwnRedis } from '../support/redis-server';
import { createTestApp, type TestApp } from '../support/test-app';

const FEED = `subscription { masterFeed { kind taskId offeredTask { id } currentTask { id status } } }`;
const WATCH = `subscription ($id: Int!) { taskUpdated(id: $id) { id status } }`;
// the first state arrives in this time whatever Redis does (it takes milliseconds with Redis up)
const FIRST_STATE_MS = 3000;

// a port that accepts connections and never answers (a hung Redis, or one behind a dead link)
async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

// a port nothing listens on
async function closedPortUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `redis://127.0.0.1:${port}`;
}

interface Scene {
  t: TestApp;
  bus: RedisEventBus;
  base: string;
  live: LiveClient[];
  master: Awaited<ReturnType<typeof createMaster>>;
  client: Awaited<ReturnType<typeof createClient>>;
  taskId: number;
}

async function scene(url: string, env: Record<string, string> = {}): Promise<Scene> {
  const bus = new RedisEventBus({ url, prefix: `first-state-${crypto.randomBytes(4).toString('hex')}:`, log: logger });
  const t = await createTestApp({ bus, env: { RATE_LIMIT_TASKS: 'off', ...env } });
  const base = await t.listen();
  const place = await places(t.db);
  const category = await createCategory(t.db);
  const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
  const client = await createClient(t.db);
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
  expect(created.statusCode).toBe(200);
  return { t, bus, base, live: [], master, client, taskId: created.json().data.id as number };
}

// the promise's value, or a failure naming what did not come in time (a hung request would otherwise
// only show as the test's own timeout)
async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function end(s: Scene) {
  for (const connection of s.live) await connection.close();
  await s.t.close();
  await s.bus.close();
}

// both kinds of stream show their first state from the database in time
async function expectFirstStates(s: Scene) {
  const clientLive = liveClient(s.base, s.t.initData(s.client.spec));
  const masterLive = liveClient(s.base, s.t.initData(s.master.spec));
  s.live.push(clientLive, masterLive);
  const watch = clientLive.subscribe(WATCH, { id: s.taskId });
  const feed = masterLive.subscribe(FEED);
  expect((await watch.next(FIRST_STATE_MS)).data?.taskUpdated).toEqual({ id: s.taskId, status: 'sent_to_masters' });
  expect((await feed.next(FIRST_STATE_MS)).data?.masterFeed).toMatchObject({
    kind: 'current_state',
    offeredTask: { id: s.taskId },
    currentTask: null,
  });
  return { watch, feed };
}

describe('a subscription opened while the Redis of the event bus is down', () => {
  it('gets its first state when nothing listens on the Redis port', async () => {
    const s = await scene(await closedPortUrl());
    try {
      await expectFirstStates(s);
    } finally {
      await end(s);
    }
  }, 30_000);

  it('gets its first state when Redis accepts connections and never answers', async () => {
    const silent = await silentServer();
    const s = await scene(silent.url);
    try {
      await expectFirstStates(s);
    } finally {
      await end(s);
      await silent.close();
    }
  }, 30_000);

  it('gets its first state when Redis hangs after the bus was up, and follows changes once it wakes', async () => {
    const redis: OwnRedis = await startOwnRedis();
    const s = await scene(redis.url);
    try {
      // the bus is up and subscribed to something already
      const before = liveClient(s.base, s.t.initData(s.client.spec));
      s.live.push(before);
      const early = before.subscribe(WATCH, { id: s.taskId });
      expect((await early.next()).data?.taskUpdated).toEqual({ id: s.taskId, status: 'sent_to_masters' });

      redis.pause();
      const { watch, feed } = await expectFirstStates(s);
      // the master accepts while Redis hangs: the answer does not wait for it
      const accepted = await s.t.request({
        method: 'POST',
        url: `/api/tg-webapp/master/tasks/${s.taskId}/approve`,
        as: s.master.spec,
      });
      expect(accepted.statusCode).toBe(200);

      // Redis wakes: the streams opened meanwhile show the change (as an event or a fresh state)
      redis.resume();
      expect((await watch.next(10_000)).data?.taskUpdated).toEqual({ id: s.taskId, status: 'in_progress' });
      let shown = (await feed.next(10_000)).data?.masterFeed;
      while (shown?.currentTask?.status !== 'in_progress') shown = (await feed.next(10_000)).data?.masterFeed;
      expect(shown).toMatchObject({ currentTask: { id: s.taskId, status: 'in_progress' } });
    } finally {
      await end(s);
      await redis.stop();
    }
  }, 60_000);

  it('signs in and gets its first state when Redis hangs under the rate limits as well as the bus', async () => {
    const redis: OwnRedis = await startOwnRedis();
    // REDIS_URL: the node's rate limits count in the Redis of its bus, as in production
    const s = await scene(redis.url, {
      REDIS_URL: redis.url,
      REDIS_PREFIX: `first-state-limits-${crypto.randomBytes(4).toString('hex')}:`,
    });
    try {
      for (let i = 0; i < 100 && !s.t.app.limiter.shared; i += 1) await new Promise((r) => setTimeout(r, 50));
      expect(s.t.app.limiter.shared).toBe(true);
      redis.pause();
      // the web app signs in first (GET /init counts against the sign-in limit), then subscribes; each
      // sign-in is answered in time, the first after one short wait for Redis
      for (const user of [s.client, s.master]) {
        const started = Date.now();
        const init = await within(
          FIRST_STATE_MS,
          'GET /api/tg-webapp/init',
          s.t.request({ method: 'GET', url: '/api/tg-webapp/init', as: user.spec }),
        );
        expect(init.statusCode).toBe(200);
        expect(Date.now() - started).toBeLessThan(FIRST_STATE_MS);
      }
      await expectFirstStates(s);
    } finally {
      redis.resume();
      await end(s);
      await redis.stop();
    }
  }, 60_000);
});
