// Clients' reads while the attacks run (`BENCH_ONLY=attacks npm run bench`): the G2 analytics
// and admin-list requests and the G3 subscribe floods (bench/attacker.ts, a process of its own, niced: an
// attacker's own CPU is not the server's) against the node of the 100,000-task bench database. Clients read
// their screens at a steady rate (REST task list, active task, master's dashboard, GraphQL task list; each
// request another seeded user), first with nobody attacking, then with the attacks running. Goal: the
// attacked p95 within 3x of the quiet p95, every client read answered 200, and the attacker answered only
// 429 or a cost refusal (never the clients given a 503).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { issueAnalystToken } from './analytics';
import { analyticsQuery, listQuery } from './attack-queries';
import { SIZES, TG } from './config';
import { GRAPHQL_READS, initDataFor } from './http';
import type { ChildNode } from './processes';
import type { BenchDatabase } from './seed';

const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
// client reads per second (open loop: sent on schedule whatever the answers' delay), and seconds measured
const RATE = num('BENCH_ATTACK_RATE', 40);
const DURATION_S = num('BENCH_ATTACK_S', 30);

type Counts = Record<string, number>;

export interface ReadFigures {
  reads: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  statuses: Counts;
  byRoute: Record<string, { reads: number; p50: number; p95: number }>;
}

export interface AttacksResult {
  rate: number;
  durationS: number;
  allowedAliases: number;
  allowedListPage: number;
  quiet: ReadFigures;
  attacked: ReadFigures;
  ratio: number;
  attacker: {
    analyticsProbe: Counts;
    analyticsAllowed: Counts;
    listsProbe: Counts;
    listsAllowed: Counts;
    sockets: {
      opened: number;
      acknowledged: number;
      firstStates: number;
      framesSent: number;
      errors: Counts;
      closes: Counts;
    };
  };
  load: { before: string; quietEnd: string; after: string };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

// seeded client k's Telegram id (bench/seed.ts: clients follow the masters)
const clientTg = (c: number) => TG.base + SIZES.masters + 1 + c;

interface ClientRead {
  route: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  users: string[];
}

// Clients whose newest task is searching have c % 10 < 2 (bench/seed.ts): the readers are c % 10 = 0, the
// attackers c % 10 = 1, so no reader is an attacker.
function clientReads(): ClientRead[] {
  const clients = SIZES.users - SIZES.masters;
  const pick = (keep: (c: number) => boolean) =>
    Array.from({ length: clients }, (_, c) => c)
      .filter(keep)
      .slice(0, 500)
      .map((c) => initDataFor(clientTg(c)));
  const list = pick((c) => c % 5 === 0);
  const active = pick((c) => c % 10 === 0);
  const masters = Array.from({ length: SIZES.masters }, (_, k) => initDataFor(TG.base + k + 1));
  return [
    { route: 'GET /api/tg-webapp/tasks', method: 'GET', path: '/api/tg-webapp/tasks', users: list },
    { route: 'GET /api/tg-webapp/tasks/active', method: 'GET', path: '/api/tg-webapp/tasks/active', users: active },
    {
      route: 'GET /api/tg-webapp/master/tasks/pending',
      method: 'GET',
      path: '/api/tg-webapp/master/tasks/pending',
      users: masters,
    },
    {
      route: 'GraphQL myTasks',
      method: 'POST',
      path: '/graphql',
      body: JSON.stringify({ query: GRAPHQL_READS.list }),
      users: list,
    },
  ];
}

interface Sample {
  route: string;
  ms: number;
  status: string;
}

async function readOnce(baseUrl: string, read: ClientRead, initData: string): Promise<Sample> {
  const started = performance.now();
  try {
    const response = await fetch(baseUrl + read.path, {
      method: read.method,
      headers: { 'x-telegram-init-data': initData, ...(read.body ? { 'content-type': 'application/json' } : {}) },
      body: read.body,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    // a read that is not what the screen needs counts as refused, whatever its status
    const ok = response.status === 200 && (read.body ? !text.includes('"errors"') : text.startsWith('{"success":true'));
    return { route: read.route, ms, status: ok ? '200' : `${response.status} ${text.slice(0, 80)}` };
  } catch (error) {
    return { route: read.route, ms: performance.now() - started, status: `no answer (${(error as Error).name})` };
  }
}

// reads sent on schedule, RATE a second over the reads in turn, for durationS; waits for the last answers
async function measureClients(baseUrl: string, reads: ClientRead[], durationS: number): Promise<ReadFigures> {
  const samples: Sample[] = [];
  const pending: Promise<void>[] = [];
  const interval = 1000 / RATE;
  const started = performance.now();
  for (let i = 0; i * interval < durationS * 1000; i++) {
    const wait = started + i * interval - performance.now();
    if (wait > 0) await sleep(wait);
    const read = reads[i % reads.length];
    const user = read.users[Math.floor(i / reads.length) % read.users.length];
    pending.push(readOnce(baseUrl, read, user).then((sample) => void samples.push(sample)));
  }
  await Promise.all(pending);
  const figures = (list: Sample[]) => list.map((s) => s.ms).sort((a, b) => a - b);
  const all = figures(samples);
  const statuses: Counts = {};
  for (const sample of samples) statuses[sample.status] = (statuses[sample.status] ?? 0) + 1;
  const byRoute: ReadFigures['byRoute'] = {};
  for (const read of reads) {
    const times = figures(samples.filter((s) => s.route === read.route));
    byRoute[read.route] = { reads: times.length, p50: percentile(times, 50), p95: percentile(times, 95) };
  }
  return {
    reads: samples.length,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    max: all.at(-1) ?? NaN,
    statuses,
    byRoute,
  };
}

async function graphql(baseUrl: string, headers: Record<string, string>, query: string) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  const json = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
  return { status: response.status, errors: json.errors };
}

// the largest number of aliases of every analytics figure, and the largest admin list page, that the cost
// rule lets through: what an attacker who read the refusal would send instead. Each analytics try has a
// token of its own: a refused try counts against the reports limit (one per alias), and the tries of 15
// aliases down would spend the attacker's token before the first that passes.
async function allowedSizes(api: ChildNode, db: BenchDatabase, adminInit: string) {
  let aliases = 0;
  for (let k = 15; k >= 1 && !aliases; k--) {
    const probe = await issueAnalystToken(db);
    const answer = await graphql(api.url, { authorization: `Bearer ${probe}` }, analyticsQuery(k));
    if (answer.status === 200 && !answer.errors) aliases = k;
  }
  let page = 0;
  for (const first of [500, 200, 100, 50, 20, 10]) {
    const answer = await graphql(api.url, { 'x-telegram-init-data': adminInit }, listQuery(1, first));
    if (answer.status === 200 && !answer.errors) {
      page = first;
      break;
    }
  }
  if (!aliases || !page)
    throw new Error(`no analytics request or admin list passes the cost rule (${aliases}, ${page})`);
  return { aliases, page };
}

// the attackers of the subscribe floods and their own searching tasks
async function socketAttackers(api: ChildNode) {
  const users: { initData: string; taskId: number }[] = [];
  for (const c of [1, 11]) {
    const initData = initDataFor(clientTg(c));
    const response = await fetch(`${api.url}/api/tg-webapp/tasks/active`, {
      headers: { 'x-telegram-init-data': initData },
    });
    const json = (await response.json()) as { data?: { id: number } };
    if (!json.data?.id) throw new Error(`attacker client ${c} has no active task`);
    users.push({ initData, taskId: json.data.id });
  }
  return users;
}

function startAttacker(env: Record<string, string>) {
  const root = path.resolve(__dirname, '..');
  const child = spawn(
    'nice',
    ['-n', '10', process.execPath, '--import', 'tsx', path.join(root, 'bench', 'attacker.ts')],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    async stop(): Promise<AttacksResult['attacker']> {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 90_000);
      await exited;
      clearTimeout(killer);
      return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as AttacksResult['attacker'];
    },
  };
}

// profileFile (BENCH_PROFILE): a CPU profile of the node over the attacked half
export async function attacksPhase(
  api: ChildNode,
  db: BenchDatabase,
  log: (line: string) => void,
  profileFile?: string,
): Promise<AttacksResult> {
  const token = await issueAnalystToken(db);
  const adminInit = initDataFor(TG.analyticsAdmin);
  const { aliases, page } = await allowedSizes(api, db, adminInit);
  log(`attacks: ${aliases} aliases of every analytics figure and an admin list page of ${page} pass the cost rule`);
  const attackers = await socketAttackers(api);
  const reads = clientReads();
  const before = load();
  // warm-up: plans, JIT, the connections of the pool
  await measureClients(api.url, reads, 5);
  const quiet = await measureClients(api.url, reads, DURATION_S);
  const quietEnd = load();
  log(`attacks: quiet p95 ${quiet.p95.toFixed(1)} ms over ${quiet.reads} reads; starting the attacker`);
  const attacker = startAttacker({
    ATTACK_URL: api.url,
    ATTACK_TOKEN: token,
    ATTACK_ADMIN_INIT: adminInit,
    ATTACK_SOCKET_USERS: JSON.stringify(attackers),
    ATTACK_ALLOWED_ALIASES: String(aliases),
    ATTACK_ALLOWED_LIST_PAGE: String(page),
  });
  let attacked: ReadFigures;
  let counts: AttacksResult['attacker'];
  try {
    // the attacks under way (sockets open, requests in flight) before the clients are timed
    await sleep(3000);
    if (profileFile) await api.profile('start');
    attacked = await measureClients(api.url, reads, DURATION_S);
    if (profileFile) await api.profile('stop', profileFile);
  } finally {
    counts = await attacker.stop();
  }
  const result: AttacksResult = {
    rate: RATE,
    durationS: DURATION_S,
    allowedAliases: aliases,
    allowedListPage: page,
    quiet,
    attacked,
    ratio: attacked.p95 / quiet.p95,
    attacker: counts,
    load: { before, quietEnd, after: load() },
  };
  log(`attacks: attacked p95 ${attacked.p95.toFixed(1)} ms, ratio ${result.ratio.toFixed(2)}`);
  return result;
}
