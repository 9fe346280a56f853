// The journey load: masters on the way, each sending his position every BENCH_JOURNEY_INTERVAL_S (10 s),
// each watched by his task's client over graphql-ws (taskUpdated with the live card's journey). Timed from
// the moment a position's POST is sent to the moment the client's socket receives the event it caused;
// the database work per position counted by the node's statement counter and PostgreSQL's row counters.
import { Client } from 'pg';
import WebSocket from 'ws';
import { TG, QUICK } from './config';
import { initDataFor } from './http';
import { startApiNode, type ChildNode } from './processes';
import type { BenchDatabase } from './seed';

const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
export const JOURNEY = {
  masters: num('BENCH_JOURNEY_MASTERS', 1000),
  intervalS: num('BENCH_JOURNEY_INTERVAL_S', 10),
  // measured after one warm-up interval
  durationS: num('BENCH_JOURNEY_S', QUICK ? 20 : 60),
};
// the clients of the journey tasks: Telegram ids after the posters'
const CLIENT_BASE = TG.posterBase + 100_000;

// what the client's card asks (the web app's live card reads more of the task; the journey is the part
// that changes with every position)
const WATCH = `subscription JourneyWatch($id: Int!) {
  taskUpdated(id: $id) { id status version journey { stage distanceMeters etaMinutes etaSource updatedAt } }
}`;

// the client's point and a master's start, 5 to 8 km away; each position moves him 1/60 of the way closer
const HOME = { latitude: 41.3111, longitude: 69.2797 };
const startOf = (k: number) => ({
  latitude: HOME.latitude + 0.05 * Math.cos(k),
  longitude: HOME.longitude + 0.06 * Math.sin(k),
});

export interface JourneyResult {
  masters: number;
  intervalS: number;
  durationS: number;
  positions: number;
  refused: number;
  missing: number;
  p50: number;
  p99: number;
  max: number;
  postP50: number;
  postP99: number;
  statementsPerPosition: number;
  rowsWrittenPerPosition: number;
  loadBefore: string;
  loadAfter: string;
}

interface Watcher {
  taskId: number;
  // performance.now() of the POST whose event is awaited
  pending: number | null;
  latencies: number[];
  close(): void;
}

function watch(url: string, telegramId: number, taskId: number): Promise<Watcher> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      perMessageDeflate: false,
    });
    const watcher: Watcher = { taskId, pending: null, latencies: [], close: () => socket.terminate() };
    let live = false;
    const timer = setTimeout(() => reject(new Error(`client of task ${taskId} not subscribed`)), 60_000);
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { initData: initDataFor(telegramId) } })),
    );
    socket.on('message', (data: Buffer) => {
      const at = performance.now();
      if (live) {
        if (watcher.pending !== null && data.includes('"ON_THE_WAY"')) {
          watcher.latencies.push(at - watcher.pending);
          watcher.pending = null;
        }
        return;
      }
      const message = JSON.parse(data.toString()) as { type: string; payload?: { errors?: unknown } };
      if (message.type === 'connection_ack')
        socket.send(
          JSON.stringify({ id: '1', type: 'subscribe', payload: { query: WATCH, variables: { id: taskId } } }),
        );
      else if (message.type === 'next' && !message.payload?.errors) {
        live = true;
        clearTimeout(timer);
        resolve(watcher);
      } else {
        clearTimeout(timer);
        reject(new Error(`task ${taskId}: ${data.toString().slice(0, 300)}`));
      }
    });
    socket.on('error', reject);
  });
}

// 1,000 clients with a task in progress, each held by one of the dispatch masters, with the client's point
async function seedJourneys(db: BenchDatabase, count: number) {
  const client = new Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "User" ("telegramId", "firstName", "currentRole", "updatedAt")
       SELECT $1::bigint + g, 'Journey ' || g, 0, now() FROM generate_series(1, $2) g
       ON CONFLICT DO NOTHING`,
      [CLIENT_BASE, count],
    );
    const { rows } = await client.query<{ taskId: number; k: number }>(
      `WITH masters AS (
         SELECT c.id AS "contractId", (u."telegramId" - $1::bigint)::int AS k FROM "Contract" c
         JOIN "User" u ON u.id = c."userId" WHERE u."telegramId" BETWEEN $1::bigint + 1 AND $1::bigint + $3),
       clients AS (SELECT id, ("telegramId" - $2::bigint)::int AS k FROM "User"
         WHERE "telegramId" BETWEEN $2::bigint + 1 AND $2::bigint + $3)
       INSERT INTO "Task" ("clientId", text, status, "categoryId", "cityId", "districtId", "contractId", latitude,
         longitude, phone, "dispatchedAt", "acceptedAt", "firstAcceptedAt", "updatedAt")
       SELECT cl.id, 'Бенчмарк: мастер в пути', 'in_progress', $4, $5, $6, m."contractId", $7, $8, '+998901112233',
         now(), now(), now(), now()
       FROM masters m JOIN clients cl ON cl.k = m.k
       RETURNING id AS "taskId", (SELECT k FROM clients WHERE clients.id = "clientId") AS k`,
      [
        TG.dispatchMasterBase,
        CLIENT_BASE,
        count,
        db.dispatch1kCategoryId,
        db.tashkentId,
        db.districtId,
        HOME.latitude,
        HOME.longitude,
      ],
    );
    return rows.sort((a, b) => a.k - b.k);
  } finally {
    await client.end();
  }
}

async function rowCounters(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ written: string }>(
      `SELECT sum(n_tup_ins + n_tup_upd + n_tup_del)::text AS written FROM pg_stat_user_tables`,
    );
    return Number(rows[0].written);
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
const loadavg = async () =>
  (await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

// one request; a connection the node closed while it was reused (keep-alive race) is tried once more
async function send(node: ChildNode, telegramId: number, taskId: number, action: string, body: object) {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(`${node.url}/api/tg-webapp/master/tasks/${taskId}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-init-data': initDataFor(telegramId) },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { success: boolean; message?: string };
      return { ok: answer.success, message: answer.message };
    } catch (error) {
      if (attempt >= 1) return { ok: false, message: String(error) };
    }
  }
}

// profileFile (BENCH_PROFILE): a CPU profile of the node over the measured part
export async function journeyPhase(
  db: BenchDatabase,
  log: (line: string) => void,
  profileFile?: string,
): Promise<JourneyResult> {
  const loadBefore = await loadavg();
  const tasks = await seedJourneys(db, JOURNEY.masters);
  log(`journey: ${tasks.length} tasks in progress seeded`);
  const api = await startApiNode('journey', { DATABASE_URL: db.url });
  const watchers: Watcher[] = [];
  try {
    // the clients open their cards, a few dozen at a time
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < tasks.length) {
          const { taskId, k } = tasks[next++];
          watchers[k - 1] = await watch(api.url, CLIENT_BASE + k, taskId);
        }
      }),
    );
    log(`journey: ${watchers.length} clients watching`);
    // "on the way", each from his start, a few dozen at a time
    let starting = 0;
    const refusedStarts: string[] = [];
    const active = new Set(tasks.map(({ taskId }) => taskId));
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (starting < tasks.length) {
          const { taskId, k } = tasks[starting++];
          const started = await send(api, TG.dispatchMasterBase + k, taskId, 'on-the-way', startOf(k));
          if (!started.ok) {
            refusedStarts.push(`${taskId}: ${started.message}`);
            // its positions would all be refused: its client waits for nothing
            active.delete(taskId);
          }
        }
      }),
    );
    log(
      `journey: ${active.size} masters on the way${refusedStarts.length ? `; refused: ${refusedStarts.slice(0, 3).join('; ')}` : ''}`,
    );
    for (const watcher of watchers) watcher.latencies.length = 0;

    // each master's positions every intervalS, spread evenly over the interval
    const posts: number[] = [];
    let refused = 0;
    let sent = 0;
    let measuring = false;
    let statementsBefore = 0;
    let rowsBefore = 0;
    const spacing = (JOURNEY.intervalS * 1000) / tasks.length;
    const phaseStart = performance.now();
    const warmupEnd = phaseStart + JOURNEY.intervalS * 1000;
    const end = warmupEnd + JOURNEY.durationS * 1000;
    let step = 0;
    const inflight = new Set<Promise<void>>();
    for (;;) {
      const due = phaseStart + step * spacing;
      if (due >= end) break;
      if (!measuring && due >= warmupEnd) {
        // the warm-up interval's work finished before the counters are read
        await Promise.all(inflight);
        statementsBefore = (await api.stats()).statements;
        rowsBefore = await rowCounters(db.url);
        for (const watcher of watchers) watcher.latencies.length = 0;
        if (profileFile) await api.profile('start');
        measuring = true;
      }
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const index = step % tasks.length;
      const round = Math.floor(step / tasks.length) + 1;
      const { taskId, k } = tasks[index];
      if (!active.has(taskId)) {
        step += 1;
        continue;
      }
      const watcher = watchers[k - 1];
      const from = startOf(k);
      const share = Math.max(0, 1 - round / 60);
      const point = {
        latitude: HOME.latitude + (from.latitude - HOME.latitude) * share,
        longitude: HOME.longitude + (from.longitude - HOME.longitude) * share,
        accuracy: 15,
      };
      const counted = measuring;
      const sentAt = performance.now();
      watcher.pending = sentAt;
      if (counted) sent += 1;
      const request = send(api, TG.dispatchMasterBase + k, taskId, 'location', point).then((answer) => {
        if (counted) posts.push(performance.now() - sentAt);
        if (!answer.ok) {
          if (counted) refused += 1;
          watcher.pending = null;
        }
      });
      inflight.add(request);
      void request.finally(() => inflight.delete(request));
      step += 1;
    }
    await Promise.all(inflight);
    // the last events' time to arrive
    await new Promise((resolve) => setTimeout(resolve, 2000));
    if (profileFile && measuring) await api.profile('stop', profileFile);
    const statements = (await api.stats()).statements - statementsBefore;
    const rows = (await rowCounters(db.url)) - rowsBefore;
    const latencies = watchers.flatMap((watcher) => watcher.latencies).sort((a, b) => a - b);
    const delivered = sent - refused;
    posts.sort((a, b) => a - b);
    return {
      masters: active.size,
      intervalS: JOURNEY.intervalS,
      durationS: JOURNEY.durationS,
      positions: sent,
      refused,
      missing: Math.max(0, delivered - latencies.length),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? NaN,
      postP50: percentile(posts, 50),
      postP99: percentile(posts, 99),
      statementsPerPosition: statements / Math.max(1, delivered),
      rowsWrittenPerPosition: rows / Math.max(1, delivered),
      loadBefore,
      loadAfter: await loadavg(),
    };
  } finally {
    for (const watcher of watchers) watcher?.close();
    await api.stop();
  }
}
