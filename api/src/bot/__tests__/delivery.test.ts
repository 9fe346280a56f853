// The delivery worker against the fake Bot API: retries only what surely failed, honours 429
// retry_after, gives up on 403 users, and never sends a row twice (two workers, abandoned claims).
import { openDatabase, type DbHandle } from '../../platform/db/client';
import { enqueueNotification } from '../../modules/notification';
import { FakeBotApi, SERVER_ERROR, tooManyRequests } from '../../../../tests/support/fake-bot-api';
import { BOT_BLOCKED, UNKNOWN_OUTCOME } from '../delivery';
import { botFixture, DEMO, testWorker, userOf, type BotFixture } from './fixtures';
import type { TelegramUserSpec } from '../../../../tests/support/test-app';

let f: BotFixture;
beforeAll(async () => {
  f = await botFixture();
});
afterAll(() => f.close());

let sequence = 0;

// n notifications whose texts tell them apart ("Причина <label>"); returns the ids and the labels
async function enqueue(n: number, to: TelegramUserSpec = DEMO.pendingMaster) {
  const user = await userOf(f.db, to);
  const labels: string[] = [];
  for (let i = 0; i < n; i++) {
    const label = `№${++sequence}`;
    labels.push(label);
    await enqueueNotification(f.db, user.id, 'contract_rejected', { contractId: 0, reason: label });
  }
  const rows = await f.db.notification.findMany({ where: { userId: user.id }, orderBy: { id: 'desc' }, take: n });
  return { ids: rows.map((row) => row.id).reverse(), labels };
}

const labelOf = (text: string) => /Причина: (№\d+)/.exec(text)?.[1];

// how many times Telegram accepted a message for each label
function deliveredCounts(labels: string[]) {
  const counts = new Map(labels.map((label) => [label, 0]));
  for (const call of f.fake.delivered()) {
    const label = labelOf(call.params.text);
    if (label && counts.has(label)) counts.set(label, counts.get(label)! + 1);
  }
  return Object.fromEntries(counts);
}

const once = (labels: string[]) => Object.fromEntries(labels.map((label) => [label, 1]));

async function states(ids: number[]) {
  const rows = await f.db.notification.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
  return rows.map((row) => row.state);
}

async function waitForRows(ids: number[], done: (state: string) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await states(ids);
    if (current.length === ids.length && current.every(done)) return current;
    if (Date.now() > deadline) throw new Error(`rows not settled: ${current.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const settled = (state: string) => state !== 'pending' && state !== 'sending';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('retries', () => {
  it('waits retry_after after a 429, pausing the batch, then delivers everything once', async () => {
    const { ids, labels } = await enqueue(3);
    f.fake.failNext('sendMessage', tooManyRequests(1));
    const worker = testWorker(f);
    const before = f.fake.callsOf('sendMessage').length;

    await worker.runOnce();
    const [limited] = f.fake.callsOf('sendMessage').slice(before);
    expect(limited.status).toBe(429);
    expect(f.fake.callsOf('sendMessage').length - before).toBe(1);
    // the rest of the batch went back to the queue at once, its claim not counted
    const rows = await f.db.notification.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
    expect(rows.map((row) => [row.state, row.attempts, row.lockedUntil])).toEqual([
      ['pending', 0, null],
      ['pending', 0, null],
      ['pending', 0, null],
    ]);
    expect(rows[0].lastError).toBe('429: Too Many Requests: retry after 1');

    worker.start();
    try {
      await waitForRows(ids, settled);
    } finally {
      await worker.stop();
    }
    expect(await states(ids)).toEqual(['sent', 'sent', 'sent']);
    expect(deliveredCounts(labels)).toEqual(once(labels));
    const later = f.fake.callsOf('sendMessage').slice(before + 1);
    for (const call of later) expect(call.at - limited.at).toBeGreaterThanOrEqual(950);
  });

  it('retries after a 500 with growing pauses and delivers once', async () => {
    const { ids, labels } = await enqueue(1);
    f.fake.failNext('sendMessage', SERVER_ERROR, 2);
    const before = f.fake.callsOf('sendMessage').length;
    const worker = testWorker(f, { backoffBaseMs: 100, backoffCapMs: 1000 });
    worker.start();
    try {
      await waitForRows(ids, settled);
    } finally {
      await worker.stop();
    }
    const calls = f.fake.callsOf('sendMessage').slice(before);
    expect(calls.map((call) => call.status)).toEqual([500, 500, 200]);
    // backoff: 100 ms then 200 ms, each at least half of it (jitter)
    expect(calls[1].at - calls[0].at).toBeGreaterThanOrEqual(50);
    expect(calls[2].at - calls[1].at).toBeGreaterThanOrEqual(100);
    expect(deliveredCounts(labels)).toEqual(once(labels));
    const row = await f.db.notification.findUniqueOrThrow({ where: { id: ids[0] } });
    expect(row).toMatchObject({ state: 'sent', attempts: 3, lockedUntil: null, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('retries when Telegram cannot be reached (connection refused)', async () => {
    const { ids, labels } = await enqueue(1);
    const closed = await FakeBotApi.start('x');
    const unreachableRoot = closed.apiRoot;
    await closed.close();

    await testWorker({ db: f.db, config: { ...f.config, telegramApiRoot: unreachableRoot } }).runOnce();
    const row = await f.db.notification.findUniqueOrThrow({ where: { id: ids[0] } });
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/^ECONNREFUSED/);

    await sleep(250);
    await testWorker(f).runOnce();
    expect(await states(ids)).toEqual(['sent']);
    expect(deliveredCounts(labels)).toEqual(once(labels));
  });

  it('gives up after the last attempt', async () => {
    const { ids } = await enqueue(1);
    f.fake.failNext('sendMessage', SERVER_ERROR, 3);
    const worker = testWorker(f, { maxAttempts: 3 });
    worker.start();
    try {
      await waitForRows(ids, settled);
    } finally {
      await worker.stop();
    }
    const row = await f.db.notification.findUniqueOrThrow({ where: { id: ids[0] } });
    expect(row).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: 'gave up after 3 attempts: 500: Internal Server Error',
    });
  });

  it('does not retry a message Telegram refuses for good (400)', async () => {
    const { ids } = await enqueue(1);
    f.fake.failNext('sendMessage', { status: 400, description: "Bad Request: can't parse entities" });
    const before = f.fake.callsOf('sendMessage').length;
    const worker = testWorker(f);
    await worker.runOnce();
    await sleep(100);
    await worker.runOnce();
    expect(f.fake.callsOf('sendMessage').length - before).toBe(1);
    expect(await f.db.notification.findUniqueOrThrow({ where: { id: ids[0] } })).toMatchObject({
      state: 'failed',
      lastError: "400: Bad Request: can't parse entities",
    });
  });

  it('never resends a message Telegram did not answer: its outcome is unknown', async () => {
    const { ids } = await enqueue(1);
    const held = f.fake.holdNext('sendMessage');
    const worker = testWorker(f);
    // the lease is 2 s, so the call gives up after 1 s
    await worker.runOnce();
    expect((await held).call.method).toBe('sendMessage');
    expect(await f.db.notification.findUniqueOrThrow({ where: { id: ids[0] } })).toMatchObject({ state: 'failed' });
    expect((await f.db.notification.findUniqueOrThrow({ where: { id: ids[0] } })).lastError).toMatch(
      new RegExp(`^${UNKNOWN_OUTCOME}`),
    );
    const calls = f.fake.callsOf('sendMessage').length;
    await sleep(100);
    await worker.runOnce();
    expect(f.fake.callsOf('sendMessage').length).toBe(calls);
  });
});

describe('users who blocked the bot', () => {
  it('marks the user unreachable on 403, drops their queue and keeps serving others', async () => {
    const blocked = await userOf(f.db, DEMO.client2);
    expect(blocked.botReachable).toBe(true);
    f.fake.blockChat(DEMO.client2.id);
    const theirs = await enqueue(3, DEMO.client2);
    const others = await enqueue(1, DEMO.client);
    const before = f.fake.callsOf('sendMessage').length;

    await testWorker(f).runOnce();

    const calls = f.fake.callsOf('sendMessage').slice(before);
    expect(calls.map((call) => [call.params.chat_id, call.status])).toEqual([
      [DEMO.client2.id, 403],
      [DEMO.client.id, 200],
    ]);
    expect((await userOf(f.db, DEMO.client2)).botReachable).toBe(false);
    expect(await states(theirs.ids)).toEqual(['dropped', 'dropped', 'dropped']);
    const first = await f.db.notification.findUniqueOrThrow({ where: { id: theirs.ids[0] } });
    expect(first.lastError).toBe('403: Forbidden: bot was blocked by the user');
    expect(await states(others.ids)).toEqual(['sent']);

    // later notifications for them are dropped without calling Telegram
    const later = await enqueue(1, DEMO.client2);
    const calls2 = f.fake.callsOf('sendMessage').length;
    await testWorker(f).runOnce();
    expect(f.fake.callsOf('sendMessage').length).toBe(calls2);
    expect(await f.db.notification.findUniqueOrThrow({ where: { id: later.ids[0] } })).toMatchObject({
      state: 'dropped',
      lastError: BOT_BLOCKED,
    });
    await f.db.user.update({ where: { id: blocked.id }, data: { botReachable: true } });
  });
});

describe('each notification at most once', () => {
  let second: DbHandle | null = null;
  afterAll(async () => {
    await second?.close();
  });

  it('two workers running at once on the same database deliver each row once', async () => {
    // on PostgreSQL the second worker has its own connection pool, as another node would
    second = f.database.url ? await openDatabase({ databaseUrl: f.database.url, dataDir: '' }) : null;
    const { ids, labels } = await enqueue(40);
    const a = testWorker(f, { batchSize: 3 });
    const b = testWorker({ db: second?.prisma ?? f.db, config: f.config }, { batchSize: 3 });
    a.start();
    b.start();
    try {
      await waitForRows(ids, settled, 30_000);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    expect(new Set(await states(ids))).toEqual(new Set(['sent']));
    expect(deliveredCounts(labels)).toEqual(once(labels));
  });

  it('rows claimed by a worker that died are delivered by another once the lease runs out', async () => {
    const { ids, labels } = await enqueue(4);
    const dead = testWorker(f);
    const claimed = await dead.claimBatch(10);
    expect(claimed.map((row) => row.id)).toEqual(ids);
    // ...and the claiming worker is gone

    const survivor = testWorker(f);
    const before = f.fake.callsOf('sendMessage').length;
    await survivor.runOnce();
    expect(f.fake.callsOf('sendMessage').length).toBe(before); // still leased

    survivor.start();
    try {
      await waitForRows(ids, settled);
    } finally {
      await survivor.stop();
    }
    expect(await states(ids)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(deliveredCounts(labels)).toEqual(once(labels));
    // the dead worker's claim is void: it can no longer start a send
    expect(await dead.beginSend(claimed[0])).toBe(false);
  });

  it('a row whose call may have reached Telegram when its worker died is recorded as unknown, never sent again', async () => {
    const { ids, labels } = await enqueue(3);
    const dead = testWorker(f);
    const claimed = await dead.claimBatch(10);
    expect(await dead.beginSend(claimed[0])).toBe(true);
    // the worker died during this call: nobody can tell whether Telegram got it

    const survivor = testWorker(f);
    survivor.start();
    try {
      await waitForRows(ids, settled);
    } finally {
      await survivor.stop();
    }
    expect(await states(ids)).toEqual(['failed', 'sent', 'sent']);
    expect((await f.db.notification.findUniqueOrThrow({ where: { id: ids[0] } })).lastError).toBe(UNKNOWN_OUTCOME);
    expect(deliveredCounts(labels)).toEqual({ [labels[0]]: 0, [labels[1]]: 1, [labels[2]]: 1 });
  });

  it('a slow call judged unknown is still recorded as sent when Telegram answers ok', async () => {
    const { ids, labels } = await enqueue(1);
    const held = f.fake.holdNext('sendMessage');
    const worker = testWorker(f);
    const delivering = worker.runOnce();
    const { release } = await held;
    // a sweep on another node finds the row past its lease (time moved on) and judges it unknown
    await f.db
      .$executeRaw`UPDATE "Notification" SET "lockedUntil" = "lockedUntil" - interval '1 hour' WHERE "id" = ${ids[0]}`;
    expect(await testWorker(f).settleAbandonedSends()).toBe(1);
    expect(await states(ids)).toEqual(['failed']);
    release();
    await delivering;
    expect(await states(ids)).toEqual(['sent']);
    expect(deliveredCounts(labels)).toEqual(once(labels));
  });
});
