// The waves phase of `npm run bench`: an API node dispatching in waves (DISPATCH_WAVE_SIZE=5,
// a short DISPATCH_WAVE_INTERVAL_S so a run stays short), all the dispatch masters connected over
// graphql-ws in one category, each with a point of their own over Tashkent. Clients post tasks from
// points of their own; for each task:
// - first wave: from the moment the POST is sent to the moment each of the nearest five masters' sockets
//   receives its offer_added event (one process, one clock);
// - each later wave: from its due time (the previous wave's time + the interval, the Task.nextWaveAt the
//   node set; read back from the offers' createdAt) to each of its five offers arriving at the sockets.
//   The due time is the node's clock and the arrival the bench's: the same machine clock (epoch ms).
// After WAVES_PER_TASK later waves the client cancels the task (its waves stop) and the next one is posted.
import pg from 'pg';
import { cancelStepFor } from '../api/src/modules/lifecycle/task-status';
import { SIZES, TG, TIMING } from './config';
import { connectFleet } from './live';
import { cancelTask, createTask } from './post-task';
import { startApiNode } from './processes';
import type { BenchDatabase } from './seed';

export interface WaveFigures {
  deliveries: number;
  p50: number;
  p99: number;
  max: number;
}

export interface WavesResult {
  masters: number;
  waveSize: number;
  intervalS: number;
  tasks: number;
  // later waves timed per task
  wavesPerTask: number;
  // the first wave, from the POST sent
  first: WaveFigures;
  // every later wave, from its due time
  due: WaveFigures;
  missing: number;
  postP50: number;
  statementsPerTask: number;
}

const WAVE_SIZE = 5;
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

function figures(values: number[]): WaveFigures {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    deliveries: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}

// the same points every run: a small linear congruential generator over Tashkent's box
function pointsOverTashkent() {
  let state = 17;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return () => ({ latitude: 41.25 + next() * 0.1, longitude: 69.18 + next() * 0.18 });
}

// profileFile: a CPU profile of the node while the tasks are measured (BENCH_PROFILE)
export async function wavesPhase(
  db: BenchDatabase,
  log: (line: string) => void,
  profileFile?: string,
): Promise<WavesResult> {
  const intervalS = TIMING.waveIntervalS;
  const wavesPerTask = TIMING.wavesPerTask;
  const node = await startApiNode('waves', {
    DATABASE_URL: db.url,
    DISPATCH_WAVE_SIZE: String(WAVE_SIZE),
    DISPATCH_WAVE_INTERVAL_S: String(intervalS),
  });
  const sql = new pg.Client({ connectionString: db.url });
  // the database is dropped when the bench ends, even after a failure: that must not hide the failure
  sql.on('error', () => undefined);
  await sql.connect();
  const ids = Array.from({ length: SIZES.dispatchMasters }, (_, k) => TG.dispatchMasterBase + k + 1);
  const started = performance.now();
  const fleet = await connectFleet(node.url, ids);
  try {
    log(`waves: ${ids.length} masters subscribed (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const [{ id: reasonId }] = (
      await sql.query<{ id: number }>(
        `SELECT id FROM "CancelReason" WHERE audience = 'client' AND step = $1 AND "isActive" ORDER BY id LIMIT 1`,
        [cancelStepFor('sent_to_masters')],
      )
    ).rows;
    const point = pointsOverTashkent();
    const firstWave: number[] = [];
    const dueWaves: number[] = [];
    const posts: number[] = [];
    let missing = 0;
    let done = 0;
    const statementsBefore = (await node.stats()).statements;
    if (profileFile) await node.profile('start');
    // arrivals of the task being measured: Telegram id -> performance.now()
    let current = { taskId: 0, arrivals: new Map<number, number>(), wake: () => {} };
    const arrived = (count: number, timeoutMs: number) =>
      new Promise<boolean>((resolve) => {
        if (current.arrivals.size >= count) return resolve(true);
        const timer = setTimeout(() => resolve(false), timeoutMs);
        current.wake = () => {
          if (current.arrivals.size < count) return;
          clearTimeout(timer);
          resolve(true);
        };
      });
    const stopAt = performance.now() + 240_000;
    // one task first that is not counted (the node's first dispatch warms its caches and JIT)
    for (let round = -1; done < TIMING.dispatchRounds && performance.now() < stopAt; round++) {
      const target = {
        categoryId: db.dispatchAllCategoryId,
        cityId: db.tashkentId,
        districtId: db.districtId,
        point: point(),
      };
      // the task id is known only from the answer, and the first offers may arrive before it: record all
      current = { taskId: -1, arrivals: new Map(), wake: () => {} };
      const early = new Map<number, Map<number, number>>();
      fleet.onOffer = (taskId, at, telegramId) => {
        if (current.taskId === -1) {
          const map = early.get(taskId) ?? new Map<number, number>();
          map.set(telegramId, at);
          early.set(taskId, map);
        } else if (taskId === current.taskId) {
          current.arrivals.set(telegramId, at);
        } else return;
        current.wake();
      };
      const { taskId, clientTelegramId, sentAt, answeredAt } = await createTask(node, target);
      current.taskId = taskId;
      for (const [telegramId, at] of early.get(taskId) ?? []) current.arrivals.set(telegramId, at);
      for (let wave = 1; wave <= 1 + wavesPerTask; wave++) {
        if (!(await arrived(WAVE_SIZE * wave, wave === 1 ? 10_000 : intervalS * 1000 + 10_000))) break;
      }
      await cancelTask(node, taskId, clientTelegramId, reasonId);
      if (round >= 0) {
        // each offer's wave and the time it was made (the node's clock, epoch ms)
        const offers = (
          await sql.query<{ wave: number; at: number; telegramId: string }>(
            `SELECT o.wave, (extract(epoch FROM o."createdAt") * 1000)::float8 AS at, u."telegramId"::text AS "telegramId"
             FROM "TaskOffer" o JOIN "Contract" c ON c.id = o."contractId" JOIN "User" u ON u.id = c."userId"
             WHERE o."taskId" = $1`,
            [taskId],
          )
        ).rows;
        const madeAt = new Map<number, number>();
        for (const offer of offers) madeAt.set(offer.wave, Math.min(madeAt.get(offer.wave) ?? Infinity, offer.at));
        let counted = 0;
        for (const offer of offers) {
          if (offer.wave > 1 + wavesPerTask) continue;
          counted += 1;
          const at = current.arrivals.get(Number(offer.telegramId));
          if (at === undefined) {
            missing += 1;
            continue;
          }
          if (offer.wave === 1) firstWave.push(at - sentAt);
          else dueWaves.push(performance.timeOrigin + at - (madeAt.get(offer.wave - 1)! + intervalS * 1000));
        }
        // offers made but not received are counted above; waves that never came count as missing too
        missing += Math.max(0, WAVE_SIZE * (1 + wavesPerTask) - counted);
        posts.push(answeredAt - sentAt);
        if (process.env.BENCH_WAVES_DETAIL === '1') {
          const epoch = (t: number) => (performance.timeOrigin + t).toFixed(1);
          const byWave = new Map<number, number[]>();
          for (const offer of offers) {
            const at = current.arrivals.get(Number(offer.telegramId));
            if (at !== undefined)
              byWave.set(offer.wave, [...(byWave.get(offer.wave) ?? []), Math.round(performance.timeOrigin + at)]);
          }
          log(
            `task ${taskId}: sent ${epoch(sentAt)} answered ${epoch(answeredAt)} waves made ${JSON.stringify([...madeAt])} arrived ${JSON.stringify([...byWave])}`,
          );
        }
        done += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    if (profileFile) await node.profile('stop', profileFile);
    const statements = (await node.stats()).statements - statementsBefore;
    const result: WavesResult = {
      masters: ids.length,
      waveSize: WAVE_SIZE,
      intervalS,
      tasks: done,
      wavesPerTask,
      first: figures(firstWave),
      due: figures(dueWaves),
      missing,
      postP50: figures(posts).p50,
      // the uncounted warm-up task's statements are in the count too
      statementsPerTask: statements / Math.max(1, done + 1),
    };
    return result;
  } finally {
    await fleet.close();
    await sql.end();
    await node.stop();
  }
}
