// How many signed-in people one node serves: each simulated user holds one live subscription
// over graphql-ws (a master his feed, a client his viewerChanged) and reads his screen every few seconds
// with the web app's own query (ClientHome, MasterDashboard); a client posts a task now and then. Users
// are added in steps; each step is measured for BENCH_CAPACITY_S seconds. The capacity is the largest step
// whose reads keep p99 under 200 ms with no error.
import WebSocket from 'ws';
import { ClientHomeDocument, MasterDashboardDocument } from '../web/src/gql/graphql';
import { SIZES, TG } from './config';
import { initDataFor } from './http';
import { asSent, MASTER_FEED } from './live';
import { createTask } from './post-task';
import type { ChildNode } from './processes';
import type { BenchDatabase } from './seed';

const num = (name: string, fallback: number) => Number(process.env[name]) || fallback;

export const CAPACITY = {
  steps: (process.env.BENCH_CAPACITY_STEPS ?? '250,500,1000,1500,2000,3000')
    .split(',')
    .map(Number)
    .filter((n) => n > 0),
  // seconds between a user's reads
  readS: num('BENCH_CAPACITY_READ_S', 3),
  // seconds between two new tasks (all users together)
  postS: num('BENCH_CAPACITY_POST_S', 3),
  stepS: num('BENCH_CAPACITY_S', 30),
  // one user in this many is a master
  masterEvery: 20,
  goalP99Ms: 200,
};

const CLIENT_HOME = asSent(ClientHomeDocument);
const MASTER_DASHBOARD = asSent(MasterDashboardDocument);
const VIEWER_CHANGED = 'subscription ViewerChanged { viewerChanged { id language } }';

export interface CapacityStep {
  users: number;
  reads: number;
  errors: number;
  p50: number;
  p99: number;
  events: number;
  posts: number;
  loadAfter: string;
}

export interface CapacityResult {
  steps: CapacityStep[];
  readS: number;
  postS: number;
  stepS: number;
  capacity: number;
}

interface User {
  telegramId: number;
  master: boolean;
  socket: WebSocket;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

function connect(url: string, telegramId: number, master: boolean, onEvent: () => void): Promise<User> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      perMessageDeflate: false,
    });
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`user ${telegramId}: no subscription within 60 s`));
    }, 60_000);
    let acked = false;
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { initData: initDataFor(telegramId) } })),
    );
    socket.on('message', (data: Buffer) => {
      if (acked) {
        if (data.toString().startsWith('{"id"')) onEvent();
        return;
      }
      const message = JSON.parse(data.toString()) as { type: string };
      if (message.type !== 'connection_ack') return;
      acked = true;
      socket.send(
        JSON.stringify({
          id: '1',
          type: 'subscribe',
          payload: { query: master ? MASTER_FEED : VIEWER_CHANGED },
        }),
      );
      clearTimeout(timer);
      resolve({ telegramId, master, socket });
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

async function read(url: string, user: User): Promise<boolean> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-init-data': initDataFor(user.telegramId) },
    body: JSON.stringify({ query: user.master ? MASTER_DASHBOARD : CLIENT_HOME }),
  });
  const text = await response.text();
  const ok = response.status === 200 && !text.includes('"errors"');
  if (!ok && !firstError) firstError = `${response.status} ${text.slice(0, 300)}`;
  return ok;
}

// the first refused read's answer, for the log
let firstError = '';

export async function capacityPhase(
  api: ChildNode,
  db: BenchDatabase,
  log: (line: string) => void,
  loadavg: () => string,
): Promise<CapacityResult> {
  const users: User[] = [];
  let events = 0;
  const steps: CapacityStep[] = [];
  const clients = SIZES.users - SIZES.masters;
  let nextClient = 0;
  let nextMaster = 0;
  for (const target of CAPACITY.steps) {
    // the new users connect, a few dozen at a time
    const adding: { telegramId: number; master: boolean }[] = [];
    for (let n = users.length; n < target; n += 1) {
      const master = n % CAPACITY.masterEvery === 0 && nextMaster < SIZES.masters;
      if (!master && nextClient >= clients) break;
      adding.push(
        master
          ? { telegramId: TG.base + 1 + nextMaster++, master }
          : { telegramId: TG.base + SIZES.masters + 1 + nextClient++, master },
      );
    }
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < adding.length) {
          const { telegramId, master } = adding[next++];
          users.push(await connect(api.url, telegramId, master, () => (events += 1)));
        }
      }),
    );
    log(`capacity: ${users.length} users connected`);
    // each user reads every readS seconds, starting at a random point of the interval
    const latencies: number[] = [];
    let errors = 0;
    let posts = 0;
    let measuring = false;
    const eventsBefore = events;
    const stop = { done: false };
    const readers = users.map(async (user) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * CAPACITY.readS * 1000));
      while (!stop.done) {
        const sentAt = performance.now();
        const counted = measuring;
        const ok = await read(api.url, user).catch(() => false);
        if (counted) {
          latencies.push(performance.now() - sentAt);
          if (!ok) errors += 1;
        }
        const wait = CAPACITY.readS * 1000 - (performance.now() - sentAt);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    });
    const poster = (async () => {
      while (!stop.done) {
        await new Promise((resolve) => setTimeout(resolve, CAPACITY.postS * 1000));
        if (stop.done) break;
        try {
          await createTask(api, {
            categoryId: db.dispatch10CategoryId,
            cityId: db.tashkentId,
            districtId: db.districtId,
          });
          if (measuring) posts += 1;
        } catch (error) {
          log(`capacity: a post failed: ${String(error).slice(0, 200)}`);
        }
      }
    })();
    // one interval to settle, then the measured window
    await new Promise((resolve) => setTimeout(resolve, CAPACITY.readS * 1000));
    measuring = true;
    await new Promise((resolve) => setTimeout(resolve, CAPACITY.stepS * 1000));
    measuring = false;
    stop.done = true;
    await Promise.all([...readers, poster]);
    latencies.sort((a, b) => a - b);
    const step: CapacityStep = {
      users: users.length,
      reads: latencies.length,
      errors,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      events: events - eventsBefore,
      posts,
      loadAfter: loadavg(),
    };
    steps.push(step);
    if (firstError) log(`capacity: first error: ${firstError}`);
    log(
      `capacity: ${step.users} users, ${step.reads} reads, p50 ${step.p50.toFixed(1)} ms, p99 ${step.p99.toFixed(1)} ms, ${errors} errors`,
    );
    if (step.p99 >= CAPACITY.goalP99Ms || errors > 0 || users.length < target) break;
  }
  for (const user of users) user.socket.terminate();
  const within = steps.filter((step) => step.p99 < CAPACITY.goalP99Ms && step.errors === 0);
  return {
    steps,
    readS: CAPACITY.readS,
    postS: CAPACITY.postS,
    stepS: CAPACITY.stepS,
    capacity: within.at(-1)?.users ?? 0,
  };
}
