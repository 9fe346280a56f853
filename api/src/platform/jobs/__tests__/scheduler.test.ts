// Timed jobs run once across nodes: two schedulers on two database sessions (two API nodes) never run
// one job at the same time; on the embedded database the same code runs with the same locks.
import pg from 'pg';
import { openDatabase, type DbHandle } from '../../db/client';
import type { Services } from '../../context';
import { LocalEventBus } from '../../events/event-bus';
import { logger } from '../../logger';
import { createTestDatabase, usePglite, type TestDatabase } from '../../../../../tests/support/database';
import { loadConfig } from '../../config';
import { jobLockKey, Scheduler, type TimedJob } from '../scheduler';
import { taskJobs } from '../../../modules/task';

let database: TestDatabase;
let services: Services;
// on PostgreSQL, another database of the same server whose session holds advisory locks the whole
// time, as another server or test run on the machine may: this test looks only at its own database
let neighbour: TestDatabase | undefined;
let neighbourSession: pg.Client | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/usta-scheduler-test', TELEGRAM_BOT_TOKEN: '1:x' });
  services = { db: database.handle.prisma, config, bus: new LocalEventBus(), log: logger };
  if (!usePglite) {
    neighbour = await createTestDatabase({ empty: true });
    neighbourSession = new pg.Client({ connectionString: neighbour.url });
    await neighbourSession.connect();
    await neighbourSession.query('SELECT pg_advisory_lock($1::bigint), pg_advisory_lock(42)', [
      jobLockKey('probe-single'),
    ]);
  }
});
afterAll(async () => {
  await neighbourSession?.end();
  await neighbour?.drop();
  await services.bus.close();
  await database.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// a job that notes how many copies of it run at once
function probeJob(name: string, durationMs = 300) {
  const probe = { runs: 0, concurrent: 0, maxConcurrent: 0 };
  const job: TimedJob = {
    name,
    async run() {
      probe.runs += 1;
      probe.concurrent += 1;
      probe.maxConcurrent = Math.max(probe.maxConcurrent, probe.concurrent);
      await sleep(durationMs);
      probe.concurrent -= 1;
    },
  };
  return { job, probe };
}

async function heldAdvisoryLocks(handle: DbHandle): Promise<number> {
  return handle.session(async (sql) => {
    const rows = await sql.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_locks
       WHERE locktype = 'advisory' AND granted
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    return rows[0].count;
  });
}

describe('scheduler on one node', () => {
  it('runs a job and releases its lock afterwards', async () => {
    const { job, probe } = probeJob('probe-single', 10);
    const scheduler = new Scheduler({ services, database: database.handle, intervalMs: 60_000, jobs: [job] });
    expect(await scheduler.tick()).toEqual({ 'probe-single': 'ran' });
    expect(await scheduler.tick()).toEqual({ 'probe-single': 'ran' });
    expect(probe.runs).toBe(2);
    expect(await heldAdvisoryLocks(database.handle)).toBe(0);
  });

  it('does not start a job again while it still runs', async () => {
    const { job, probe } = probeJob('probe-overlap');
    const scheduler = new Scheduler({ services, database: database.handle, intervalMs: 60_000, jobs: [job] });
    const outcomes = await Promise.all([scheduler.tick(), scheduler.tick()]);
    expect(outcomes.map((outcome) => outcome['probe-overlap']).sort()).toEqual(['busy', 'ran']);
    expect(probe.maxConcurrent).toBe(1);
  });

  it('reports a failed job, releases its lock and runs it at the next tick', async () => {
    let calls = 0;
    const flaky: TimedJob = {
      name: 'probe-flaky',
      async run() {
        calls += 1;
        if (calls === 1) throw new Error('database went away');
      },
    };
    const scheduler = new Scheduler({ services, database: database.handle, intervalMs: 60_000, jobs: [flaky] });
    expect(await scheduler.tick()).toEqual({ 'probe-flaky': 'failed' });
    expect(await scheduler.tick()).toEqual({ 'probe-flaky': 'ran' });
    expect(await heldAdvisoryLocks(database.handle)).toBe(0);
  });

  it('ticks on its own once started and stops cleanly', async () => {
    const { job, probe } = probeJob('probe-timer', 5);
    const scheduler = new Scheduler({ services, database: database.handle, intervalMs: 20, jobs: [job] });
    scheduler.start();
    await sleep(200);
    await scheduler.stop();
    const runs = probe.runs;
    expect(runs).toBeGreaterThanOrEqual(2);
    await sleep(100);
    expect(probe.runs).toBe(runs);
  });

  it('moves a task nobody accepted in time to the admin, through the task jobs', async () => {
    const client = await services.db.user.create({ data: { telegramId: 700_555_001n, firstName: 'Таймер' } });
    const district = await services.db.district.findFirstOrThrow({ where: { city: { name: 'Ташкент' } } });
    const dispatchedAt = new Date(Date.now() - (services.config.dispatchTimeoutMin + 1) * 60_000);
    const task = await services.db.task.create({
      data: {
        clientId: client.id,
        text: 'Течёт кран на кухне, нужен мастер',
        status: 'sent_to_masters',
        cityId: district.cityId,
        districtId: district.id,
        phone: '+998901112233',
        dispatchedAt,
      },
    });
    const scheduler = new Scheduler({ services, database: database.handle, intervalMs: 60_000, jobs: taskJobs });
    const outcomes = await scheduler.tick();
    expect(outcomes).toEqual({ 'task-dispatch-timeouts': 'ran', 'task-expiry': 'ran' });
    const after = await services.db.task.findUniqueOrThrow({
      where: { id: task.id },
      include: { statusChanges: true },
    });
    expect(after.status).toBe('awaiting_admin_attention');
    expect(after.statusChanges.map((change) => [change.fromStatus, change.toStatus])).toEqual([
      ['sent_to_masters', 'awaiting_admin_attention'],
    ]);
  });
});

// Two API nodes are two database sessions; the embedded database has only one process, so only one.
const acrossNodes = usePglite ? describe.skip : describe;
acrossNodes('scheduler on two nodes sharing PostgreSQL', () => {
  let secondHandle: DbHandle;
  beforeAll(async () => {
    secondHandle = await openDatabase({ databaseUrl: database.url!, dataDir: '' });
  });
  afterAll(() => secondHandle.close());

  it('runs a job on one node at a time: the other node skips that tick', async () => {
    const { job, probe } = probeJob('probe-nodes');
    const nodeA = new Scheduler({ services, database: database.handle, intervalMs: 60_000, jobs: [job] });
    const nodeB = new Scheduler({
      services: { ...services, db: secondHandle.prisma },
      database: secondHandle,
      intervalMs: 60_000,
      jobs: [job],
    });
    const [a, b] = await Promise.all([nodeA.tick(), nodeB.tick()]);
    expect([a['probe-nodes'], b['probe-nodes']].sort()).toEqual(['busy', 'ran']);
    expect(probe.runs).toBe(1);
    expect(probe.maxConcurrent).toBe(1);
    // once it is done, either node may run it again
    expect(await nodeB.tick()).toEqual({ 'probe-nodes': 'ran' });
  });

  it('skips a job while another session holds its lock', async () => {
    const { job, probe } = probeJob('probe-held', 1);
    const scheduler = new Scheduler({ services, database: database.handle, intervalMs: 60_000, jobs: [job] });
    await secondHandle.session(async (sql) => {
      await sql.query('SELECT pg_advisory_lock($1::bigint)', [jobLockKey('probe-held')]);
      try {
        expect(await scheduler.tick()).toEqual({ 'probe-held': 'busy' });
      } finally {
        await sql.query('SELECT pg_advisory_unlock($1::bigint)', [jobLockKey('probe-held')]);
      }
    });
    expect(await scheduler.tick()).toEqual({ 'probe-held': 'ran' });
    expect(probe.runs).toBe(1);
  });

  it('runs a job that claims its own rows on both nodes at once', async () => {
    const { job, probe } = probeJob('probe-shared');
    const shared = { ...job, exclusive: false };
    const nodeA = new Scheduler({ services, database: database.handle, intervalMs: 60_000, jobs: [shared] });
    const nodeB = new Scheduler({ services, database: secondHandle, intervalMs: 60_000, jobs: [shared] });
    await Promise.all([nodeA.tick(), nodeB.tick()]);
    expect(probe.maxConcurrent).toBe(2);
  });
});
