// /readyz (http/readiness.ts): ready only while the database answers, Redis carries events (when the node
// uses it) and every migration this code knows is applied; a failing check answers 503 and is named.
import crypto from 'node:crypto';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { RedisEventBus } from '../../platform/events/redis-event-bus';
import { logger } from '../../platform/logger';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const prefix = () => `usta-test-${crypto.randomBytes(5).toString('hex')}:`;

const readyz = async (t: TestApp) => {
  const response = await t.request({ method: 'GET', url: '/readyz' });
  return { status: response.statusCode, body: response.json() };
};

describe('readiness of a node without Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('ready with the database up and every migration applied', async () => {
    expect(await readyz(t)).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', redis: 'off', migrations: 'ok' } },
    });
  });

  test('a migration this code knows and the database has not applied: not ready, the check named', async () => {
    const [latest] = await t.db.$queryRawUnsafe<Record<string, unknown>[]>(
      'SELECT * FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1',
    );
    await t.db.$executeRawUnsafe('DELETE FROM "_prisma_migrations" WHERE id = $1', latest.id);
    try {
      expect(await readyz(t)).toEqual({
        status: 503,
        body: {
          status: 'unavailable',
          failed: ['migrations'],
          checks: { database: 'ok', redis: 'off', migrations: '1 pending' },
        },
      });
    } finally {
      await t.db.$executeRawUnsafe(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        latest.id,
        latest.checksum,
        latest.finished_at,
        latest.migration_name,
        latest.started_at,
        latest.applied_steps_count,
      );
    }
    expect((await readyz(t)).status).toBe(200);
  });
});

describe('readiness of a node with Redis', () => {
  test('ready while Redis answers', async () => {
    const bus = new RedisEventBus({ url: REDIS_URL, prefix: prefix(), log: logger });
    const t = await createTestApp({ bus });
    try {
      // the bus connects in the background as the node starts
      let answer = await readyz(t);
      for (let tries = 0; answer.status !== 200 && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await readyz(t);
      }
      expect(answer.body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', migrations: 'ok' } });
    } finally {
      await t.close();
      await bus.close();
    }
  });

  test('not ready while Redis cannot be reached, the check named', async () => {
    // nothing listens on the discard port
    const bus = new RedisEventBus({ url: 'redis://127.0.0.1:9', prefix: prefix(), log: logger });
    const t = await createTestApp({ bus });
    try {
      expect(await readyz(t)).toEqual({
        status: 503,
        body: {
          status: 'unavailable',
          failed: ['redis'],
          checks: { database: 'ok', redis: 'unavailable', migrations: 'ok' },
        },
      });
    } finally {
      await t.close();
      await bus.close();
    }
  });
});
