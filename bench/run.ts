// `npm run bench`: seeds a dedicated PostgreSQL database, starts API nodes and a bare baseline on loopback,
// measures reads, dispatch to connected masters, cross-node events and the web build, prints one table and
// drops the database. Bounded: every phase has a time limit and the whole run a deadline (BENCH_DEADLINE_S).
// BENCH_QUICK=1: a short smoke run. BENCH_JSON=<file>: the figures as JSON too. BENCH_PROFILE=<dir>: CPU
// profiles of the API node while it is measured. BENCH_SKIP=bundle,cross,...: leave phases out;
// BENCH_ONLY=analytics: run only those. BENCH_ONLY=attacks: clients' reads while the attacks (bench/attacks.ts)
// run (bench/attacks.ts), a phase run only when named.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyticsPhase, type AnalyticsRow } from './analytics';
import { attacksPhase, type AttacksResult } from './attacks';
import { availabilityPhase, type AvailabilityResult } from './availability';
import { capacityPhase, type CapacityResult } from './capacity';
import { BUDGET_BYTES, BUDGETED, measureBundle, type BundleResult } from './bundle';
import { ADMIN_URL, QUICK, REDIS_URL, SIZES, TG, TIMING } from './config';
import {
  benchUsers,
  GRAPHQL_READS,
  WEB_READS,
  graphqlCheck,
  measureRead,
  restCheck,
  sameAnswers,
  type HttpResult,
  type Read,
} from './http';
import { journeyPhase, type JourneyResult } from './journey';
import { connectFleet, type Fleet } from './live';
import { createTask, type TaskTarget } from './post-task';
import { killAllChildren, startApiNode, startBaseline, type ChildNode } from './processes';
import { createBenchDatabase, type BenchDatabase } from './seed';
import { wavesPhase, type WavesResult } from './waves';

const PHASES = [
  'http',
  'analytics',
  'dispatch',
  'waves',
  'availability',
  'cross',
  'journey',
  'bundle',
  'attacks',
  'capacity',
];
// BENCH_ONLY=waves[,...]: run only these phases (the others skipped); BENCH_SKIP: leave these out
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const skip = new Set([
  ...(process.env.BENCH_SKIP ?? '').split(',').filter(Boolean),
  ...(only.length ? PHASES.filter((phase) => !only.includes(phase)) : []),
]);
// the attacks and capacity phases saturate the node on purpose: only when BENCH_ONLY names them
const NAMED_ONLY = new Set(['attacks', 'capacity']);
const runs = (phase: string) => !skip.has(phase) && (!NAMED_ONLY.has(phase) || only.includes(phase));
// BENCH_READS=list[,active,pending]: the http phase measures only these reads
const readsOnly = (process.env.BENCH_READS ?? '').split(',').filter(Boolean);
const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;
const log = (line: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 1 : 0)} ms` : 'n/a');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface DispatchResult {
  masters: number;
  rounds: number;
  deliveries: number;
  missing: number;
  p50: number;
  p99: number;
  max: number;
  postP50: number;
  // every statement the node sent while dispatching, per task (the transaction and all the feeds' reads)
  statementsPerTask: number;
  rssPerConnection: number;
  heapPerConnection: number;
}

interface CrossNodeResult {
  // masters the task is offered to (all of them connected to node A)
  reached: number;
  rounds: number;
  deliveries: number;
  missing: number;
  p50: number;
  p99: number;
  max: number;
}

const WEB_OPERATIONS: Record<string, string> = {
  '/api/tg-webapp/tasks/active': 'ClientHome',
  '/api/tg-webapp/master/tasks/pending': 'MasterDashboard',
  '/api/tg-webapp/tasks': 'ClientTasks',
};

interface Results {
  machine: Record<string, string | number>;
  http: { rest: HttpResult; graphql: HttpResult; web: HttpResult; baseline: HttpResult }[];
  sameAnswers?: string[];
  dispatch: DispatchResult[];
  crossNode: CrossNodeResult[];
  waves?: WavesResult;
  availability?: AvailabilityResult;
  bundle?: BundleResult;
  analytics?: AnalyticsRow[];
  journey?: JourneyResult;
  attacks?: AttacksResult;
  capacity?: CapacityResult;
  seconds: number;
}

function machine(): Record<string, string | number> {
  const cpus = os.cpus();
  return {
    cpu: `${cpus.length} x ${cpus[0]?.model ?? 'unknown'}`,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    loadBefore: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  };
}

async function httpPhase(api: ChildNode, baseline: ChildNode, results: Results) {
  const users = benchUsers();
  const reads = (
    [
      { key: 'active', path: '/api/tg-webapp/tasks/active', users: users.active },
      { key: 'pending', path: '/api/tg-webapp/master/tasks/pending', users: users.masters },
      { key: 'list', path: '/api/tg-webapp/tasks', users: users.list },
    ] as const
  ).filter(({ key }) => !readsOnly.length || readsOnly.includes(key));
  const restReads: Read[] = reads.map(({ path: url, users: list }) => ({
    label: `GET ${url}`,
    method: 'GET',
    path: url,
    users: list,
    check: restCheck,
  }));
  results.sameAnswers = await sameAnswers(api, baseline, restReads);
  if (results.sameAnswers.length) log(`the baseline answers differently:\n${results.sameAnswers.join('\n')}`);
  // Other people's work on a shared machine only ever slows a run down: every row is measured in
  // TIMING.passes passes (baseline, REST, GraphQL side by side each time) and the faster run is kept.
  const rows: Results['http'] = [];
  for (let pass = 0; pass < TIMING.passes; pass++) {
    for (const [index, read] of reads.entries()) {
      const rest = restReads[index];
      const graphql: Read = {
        label: `GraphQL ${read.key}`,
        method: 'POST',
        path: '/graphql',
        body: JSON.stringify({ query: GRAPHQL_READS[read.key] }),
        users: read.users,
        check: graphqlCheck,
      };
      const web: Read = {
        ...graphql,
        label: `GraphQL web app ${read.key}`,
        body: JSON.stringify({ query: WEB_READS[read.key] }),
      };
      const row = (rows[index] ??= {} as Results['http'][number]);
      const targets = [
        ['baseline', baseline, { ...rest, label: `baseline ${read.key}` }],
        ['rest', api, rest],
        ['graphql', api, graphql],
        ['web', api, web],
      ] as const;
      for (const [kind, node, target] of targets) {
        const profiling = profileDir && pass === 0 && kind !== 'baseline';
        if (profiling) await api.profile('start');
        const result = await measureRead(node, target, pass === 0);
        if (profiling) await api.profile('stop', path.join(profileDir!, `http-${kind}-${read.key}.cpuprofile`));
        if (pass > 0) result.statements = row[kind].statements;
        if (!row[kind] || result.rps > row[kind].rps) row[kind] = result;
        log(
          `pass ${pass + 1} ${result.label}: ${result.rps.toFixed(0)} req/s, p99 ${ms(result.p99)}, ${row[kind].statements.toFixed(2)} statements`,
        );
      }
    }
  }
  results.http.push(...rows);
}

// creates tasks one after another and times each offer_added event from the moment the POST was sent
async function dispatchRounds(post: ChildNode, fleet: Fleet, target: TaskTarget, rounds: number, budgetMs: number) {
  const latencies: number[] = [];
  const posts: number[] = [];
  let missing = 0;
  let done = 0;
  const stopAt = performance.now() + budgetMs;
  // one task first that is not counted: the node's first dispatch of a kind warms its caches and JIT
  for (let round = -1; done < rounds && performance.now() < stopAt; round++) {
    const { taskId, sentAt, answeredAt } = await createTask(post, target);
    const received = await fleet.waitForOffer(taskId, 30_000);
    for (const subscriber of fleet.subscribers) {
      const at = subscriber.offers.get(taskId);
      if (at !== undefined && round >= 0) latencies.push(at - sentAt);
      subscriber.offers.delete(taskId);
    }
    if (round >= 0) {
      posts.push(answeredAt - sentAt);
      missing += fleet.subscribers.length - received;
      done += 1;
    }
    // let the node settle (its event work for this task done) before the next one
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  latencies.sort((a, b) => a - b);
  posts.sort((a, b) => a - b);
  return {
    rounds: done,
    deliveries: latencies.length,
    missing,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    postP50: percentile(posts, 50),
  };
}

async function dispatchPhase(api: ChildNode, db: BenchDatabase, results: Results) {
  const dispatchIds = Array.from({ length: SIZES.dispatchMasters }, (_, k) => TG.dispatchMasterBase + k + 1);
  const steps = [
    { masters: Math.min(1000, SIZES.dispatchMasters), categoryId: db.dispatch1kCategoryId },
    { masters: SIZES.dispatchMasters, categoryId: db.dispatchAllCategoryId },
  ].filter((step, index, all) => index === 0 || step.masters > all[0].masters);
  const fleets: Fleet[] = [];
  let connected = 0;
  try {
    for (const step of steps) {
      // memory per connection: the node right before these sockets and right after (the rounds of the
      // previous step grew it for other reasons)
      const before = await api.stats(true);
      const added = step.masters - connected;
      const started = performance.now();
      if (profileDir) await api.heapProfile('start');
      fleets.push(await connectFleet(api.url, dispatchIds.slice(connected, step.masters)));
      if (profileDir) await api.heapProfile('stop', path.join(profileDir, `connections-${step.masters}.heapprofile`));
      log(
        `${step.masters} masters subscribed (${((performance.now() - started) / 1000).toFixed(1)} s to connect ${step.masters - connected})`,
      );
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const after = await api.stats(true);
      connected = step.masters;
      const all: Fleet = {
        subscribers: fleets.flatMap((fleet) => fleet.subscribers),
        waitForOffer: async (taskId, timeoutMs) => {
          const counts = await Promise.all(fleets.map((fleet) => fleet.waitForOffer(taskId, timeoutMs)));
          return counts.reduce((a, b) => a + b, 0);
        },
        close: async () => undefined,
      };
      if (profileDir) await api.profile('start');
      const statementsBefore = (await api.stats()).statements;
      const rounds = await dispatchRounds(
        api,
        all,
        { categoryId: step.categoryId, cityId: db.tashkentId, districtId: db.districtId },
        TIMING.dispatchRounds,
        120_000,
      );
      if (profileDir) await api.profile('stop', path.join(profileDir, `dispatch-${step.masters}.cpuprofile`));
      const statements = (await api.stats()).statements - statementsBefore;
      results.dispatch.push({
        masters: step.masters,
        ...rounds,
        statementsPerTask: statements / Math.max(1, rounds.rounds),
        rssPerConnection: (after.memory.rss - before.memory.rss) / added,
        heapPerConnection:
          (after.memory.heapUsed + after.memory.external - before.memory.heapUsed - before.memory.external) / added,
      });
      log(
        `dispatch to ${step.masters}: p50 ${ms(rounds.p50)}, p99 ${ms(rounds.p99)}, POST ${ms(rounds.postP50)}, ${rounds.missing} missing, ${(statements / Math.max(1, rounds.rounds)).toFixed(0)} statements per task`,
      );
    }
  } finally {
    for (const fleet of fleets) await fleet.close();
  }
}

// polls until these subscribers have the task's offer (the fleet's own wait counts every subscriber)
async function waitForSome(subscribers: Fleet['subscribers'], taskId: number, timeoutMs: number): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const received = subscribers.filter((s) => s.offers.has(taskId)).length;
    if (received === subscribers.length || performance.now() > deadline) return received;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function crossNodePhase(db: BenchDatabase, results: Results) {
  const env = { DATABASE_URL: db.url, REDIS_URL, REDIS_PREFIX: `usta-bench-${crypto.randomBytes(4).toString('hex')}:` };
  const [a, b] = await Promise.all([startApiNode('node-a', env), startApiNode('node-b', env)]);
  let fleet: Fleet | null = null;
  try {
    const count = Math.min(TIMING.crossNodeMasters, SIZES.dispatchMasters, 1000);
    fleet = await connectFleet(
      a.url,
      Array.from({ length: count }, (_, k) => TG.dispatchMasterBase + k + 1),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // a task offered to 10 of them (the hop itself), then to all of them (the hop and the fan-out)
    for (const [reached, categoryId] of [
      [10, db.dispatch10CategoryId],
      [count, db.dispatch1kCategoryId],
    ] as const) {
      const receivers: Fleet = { ...fleet, subscribers: fleet.subscribers.slice(0, reached) };
      receivers.waitForOffer = (taskId, timeoutMs) => waitForSome(receivers.subscribers, taskId, timeoutMs);
      const rounds = await dispatchRounds(
        b,
        receivers,
        { categoryId, cityId: db.tashkentId, districtId: db.districtId },
        TIMING.crossNodeRounds,
        60_000,
      );
      results.crossNode.push({ reached, ...rounds });
      log(`cross-node to ${reached} of ${count} connected: p50 ${ms(rounds.p50)}, p99 ${ms(rounds.p99)}`);
    }
  } finally {
    await fleet?.close();
    await Promise.all([a.stop(), b.stop()]);
  }
}

const counts = (of: Record<string, number>) =>
  Object.entries(of)
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `${key}: ${count}`)
    .join(', ') || 'none';

function printAttacks(a: AttacksResult, lines: string[]) {
  const row = (cells: (string | number)[]) => lines.push(`| ${cells.join(' | ')} |`);
  lines.push('');
  lines.push(
    `7. Attacks (issue 26, G2 and G3): clients' reads at ${a.rate}/s for ${a.durationS} s each, quiet, then with the attacker running (goal: attacked p95 <= 3x quiet, every client read 200); load average before ${a.load.before}, after the quiet run ${a.load.quietEnd}, after ${a.load.after}`,
  );
  lines.push('');
  row(['clients', 'reads', 'p50', 'p95', 'p99', 'max', 'answers']);
  row(['---', '---:', '---:', '---:', '---:', '---:', '---']);
  for (const [label, f] of [
    ['quiet', a.quiet],
    ['attacked', a.attacked],
  ] as const)
    row([label, f.reads, ms(f.p50), ms(f.p95), ms(f.p99), ms(f.max), counts(f.statuses)]);
  lines.push('');
  row(['read', 'quiet p50 / p95', 'attacked p50 / p95']);
  row(['---', '---:', '---:']);
  for (const [route, quiet] of Object.entries(a.quiet.byRoute)) {
    const attacked = a.attacked.byRoute[route];
    row([route, `${ms(quiet.p50)} / ${ms(quiet.p95)}`, `${ms(attacked?.p50)} / ${ms(attacked?.p95)}`]);
  }
  const refused = (f: AttacksResult['quiet']) =>
    Object.entries(f.statuses).reduce((sum, [status, n]) => sum + (status === '200' ? 0 : n), 0);
  lines.push('');
  lines.push(
    `p95 ratio attacked / quiet: ${a.ratio.toFixed(2)}x (${a.ratio <= 3 ? 'within 3x' : 'OVER 3x'}); client reads not answered 200: ${refused(a.quiet)} quiet, ${refused(a.attacked)} attacked`,
  );
  lines.push('');
  lines.push('What the attacker was answered (status and first error code):');
  lines.push('');
  const s = a.attacker.sockets;
  lines.push(
    `- analytics, 15 aliases of every figure (analyst token, 6 workers): ${counts(a.attacker.analyticsProbe)}`,
  );
  lines.push(
    `- analytics, ${a.allowedAliases} aliases (the most the cost rule passes): ${counts(a.attacker.analyticsAllowed)}`,
  );
  lines.push(
    `- admin lists, 8 x adminTasksConnection(first: 500, search) (admin, 4 workers): ${counts(a.attacker.listsProbe)}`,
  );
  lines.push(`- admin lists, one page of ${a.allowedListPage} with search: ${counts(a.attacker.listsAllowed)}`);
  lines.push(
    `- subscribe floods (4 sockets of 2 clients, 1,000 frames each, a new socket when one is closed): ${s.opened} sockets opened, ${s.acknowledged} signed in, ${s.framesSent} frames sent, ${s.firstStates} first states, errors ${counts(s.errors)}, closes ${counts(s.closes)}`,
  );
}

function printTable(results: Results) {
  const lines: string[] = [];
  const row = (cells: (string | number)[]) => lines.push(`| ${cells.join(' | ')} |`);
  lines.push(
    `Machine: ${results.machine.cpu}, ${results.machine.memory}, ${results.machine.os}, Node ${results.machine.node}; load average before: ${results.machine.loadBefore}, after: ${results.machine.loadAfter}`,
  );
  lines.push(
    `Data: ${SIZES.users} users (${SIZES.masters} approved masters), ${SIZES.tasks} tasks; autocannon ${TIMING.connections} connections, ${TIMING.durationS} s per row after ${TIMING.warmupS} s warm-up, the faster of ${TIMING.passes} passes${QUICK ? ' (QUICK run)' : ''}`,
  );
  if (results.http.length) {
    lines.push('');
    lines.push('1. Reads (throughput req/s, p50/p99 latency, SQL statements per request; ratio = API / baseline)');
    lines.push('');
    row(['read', 'server', 'req/s', 'p50', 'p99', 'SQL/req', 'throughput ratio', 'p99 ratio', 'errors']);
    row(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']);
  }
  for (const { rest, graphql, web, baseline } of results.http) {
    const read = rest.label.replace('GET ', '');
    for (const [server, r] of [
      ['baseline (node:http + pg)', baseline],
      ['REST shim', rest],
      ['GraphQL', graphql],
      [`GraphQL, the web app's ${WEB_OPERATIONS[read]}`, web],
    ] as const) {
      const ratio = server.startsWith('baseline') ? '1.00x' : `${(r.rps / baseline.rps).toFixed(2)}x`;
      const p99 = server.startsWith('baseline') ? '1.00x' : `${(r.p99 / baseline.p99).toFixed(2)}x`;
      row([
        read,
        server,
        r.rps.toFixed(0),
        ms(r.p50),
        ms(r.p99),
        r.statements.toFixed(2),
        ratio,
        p99,
        r.errors + r.non2xx,
      ]);
    }
  }
  if (results.sameAnswers?.length)
    lines.push(`\nWARNING: baseline answers differ from the REST shim:\n${results.sameAnswers.join('\n')}`);
  else if (results.sameAnswers)
    lines.push('\nREST shim and baseline answered byte-identical JSON for the sampled users.');
  if (results.dispatch.length) {
    lines.push('');
    lines.push(
      '2. Dispatch: POST /api/tg-webapp/tasks sent -> offer_added event received by each connected master (one node, in-process bus)',
    );
    lines.push('');
    row([
      'connected masters',
      'tasks',
      'events',
      'missing',
      'p50',
      'p99',
      'max',
      'POST p50',
      'SQL per task',
      'RSS per idle connection',
      'heap + external per idle connection',
    ]);
    row(['---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']);
    for (const d of results.dispatch) {
      row([
        d.masters,
        d.rounds,
        d.deliveries,
        d.missing,
        ms(d.p50),
        ms(d.p99),
        ms(d.max),
        ms(d.postP50),
        d.statementsPerTask.toFixed(0),
        kb(d.rssPerConnection),
        kb(d.heapPerConnection),
      ]);
    }
  }
  if (results.availability) {
    const a = results.availability;
    lines.push('');
    lines.push(
      `2c. Availability (bench/availability.ts, simulated seconds): ${a.masters} masters, ${a.offDutyShare * 100} % off duty, ${a.silentShare * 100} % never answering; posting -> first acceptance`,
    );
    lines.push('');
    row(['dispatch', 'tasks', 'accepted', 'p50', 'p90', 'waves per task', 'put off duty']);
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:']);
    for (const [label, f] of [
      ['without duty (before)', a.before],
      ['with duty', a.duty],
      ['with duty, unanswered offers ranked farther (after)', a.after],
      ['floor: the silent known in advance', a.floor],
    ] as const)
      row([label, f.tasks, f.accepted, `${f.p50} s`, `${f.p90} s`, f.wavesPerTask, f.autoOff]);
  }
  if (results.waves) {
    const w = results.waves;
    lines.push('');
    lines.push(
      `2b. Waves: ${w.masters} connected masters in one category, DISPATCH_WAVE_SIZE=${w.waveSize}, DISPATCH_WAVE_INTERVAL_S=${w.intervalS}; the first wave from the POST sent, then ${w.wavesPerTask} later waves per task from their due time, to each offer_added event at the sockets (goal p99 <= 100 ms)`,
    );
    lines.push('');
    row(['wave', 'tasks', 'events', 'missing', 'p50', 'p99', 'max', 'POST p50', 'SQL per task', 'goal']);
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---']);
    for (const [label, f] of [
      ['first (POST sent -> offer)', w.first],
      ['later (due time -> offer)', w.due],
    ] as const)
      row([
        label,
        w.tasks,
        f.deliveries,
        w.missing,
        ms(f.p50),
        ms(f.p99),
        ms(f.max),
        ms(w.postP50),
        w.statementsPerTask.toFixed(0),
        f.p99 <= 100 ? 'met' : 'OVER',
      ]);
  }
  if (results.crossNode.length) {
    lines.push('');
    lines.push(
      `3. Cross-node: ${TIMING.crossNodeMasters} masters connected to node A, tasks created on node B, events through Redis`,
    );
    lines.push('');
    row(['masters offered each task', 'tasks on B', 'events', 'missing', 'p50', 'p99', 'max']);
    row(['---:', '---:', '---:', '---:', '---:', '---:', '---:']);
    for (const c of results.crossNode)
      row([c.reached, c.rounds, c.deliveries, c.missing, ms(c.p50), ms(c.p99), ms(c.max)]);
  }
  if (results.bundle) {
    lines.push('');
    lines.push(
      `4. Web build: gzipped JavaScript loaded before the first screen of each route (vite build ${results.bundle.buildS.toFixed(0)} s)`,
    );
    lines.push('');
    row(['route', 'JS before its first screen (gzip -9)', 'budget']);
    row(['---', '---:', '---']);
    for (const r of results.bundle.routes) {
      const budget = BUDGETED.includes(r.route)
        ? r.bytes <= BUDGET_BYTES
          ? `within ${kb(BUDGET_BYTES)}`
          : `OVER ${kb(BUDGET_BYTES)}`
        : '';
      row([r.part ? `${r.route} (lazy part: entry + it)` : r.route, kb(r.bytes), budget]);
    }
  }
  if (results.analytics?.length) {
    lines.push('');
    lines.push('5. Analytics: each field of `analytics` alone, analyst token, sequential requests (budget p99 200 ms)');
    lines.push('');
    row(['field', 'tasks read', 'p50', 'p99', 'max', 'budget']);
    row(['---', '---', '---:', '---:', '---:', '---']);
    for (const r of results.analytics)
      row([r.field, r.window, ms(r.p50), ms(r.p99), ms(r.max), r.p99 <= 200 ? 'within' : 'OVER']);
  }
  if (results.journey) {
    const j = results.journey;
    lines.push('');
    lines.push(
      `6. Journey (issue 28): ${j.masters} masters on the way, a position each every ${j.intervalS} s (POST /api/tg-webapp/master/tasks/{id}/location), each watched by its client over graphql-ws (taskUpdated with the journey); ${j.durationS} s measured after one warm-up interval; one node, in-process bus (goal p99 <= 250 ms); load average before ${j.loadBefore}, after ${j.loadAfter}`,
    );
    lines.push('');
    row([
      'positions',
      'refused',
      'missing',
      'POST -> event p50',
      'p99',
      'max',
      'POST p50',
      'POST p99',
      'SQL per position',
      'rows written per position',
      'goal',
    ]);
    row(['---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---']);
    row([
      j.positions,
      j.refused,
      j.missing,
      ms(j.p50),
      ms(j.p99),
      ms(j.max),
      ms(j.postP50),
      ms(j.postP99),
      j.statementsPerPosition.toFixed(2),
      j.rowsWrittenPerPosition.toFixed(2),
      j.p99 <= 250 ? 'met' : 'OVER',
    ]);
  }
  if (results.attacks) printAttacks(results.attacks, lines);
  if (results.capacity) {
    const c = results.capacity;
    lines.push(
      '',
      `8. Capacity (issue 30): signed-in users on one node, each with one graphql-ws subscription (a master his feed, a client viewerChanged), reading his screen with the web app's query (ClientHome, MasterDashboard) every ${c.readS} s; a task posted every ${c.postS} s; ${c.stepS} s measured per step; one in ${20} users a master`,
      '',
      '| users | reads | errors | p50 | p99 | subscription events | tasks posted | load average after |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      ...c.steps.map(
        (step) =>
          `| ${step.users} | ${step.reads} | ${step.errors} | ${ms(step.p50)} | ${ms(step.p99)} | ${step.events} | ${step.posts} | ${step.loadAfter} |`,
      ),
      '',
      `Capacity: ${c.capacity} users with read p99 under 200 ms and no error.`,
    );
  }
  lines.push('');
  lines.push(`Total ${results.seconds.toFixed(0)} s.`);
  console.log(lines.join('\n'));
}

async function main() {
  const started = performance.now();
  if (profileDir) fs.mkdirSync(profileDir, { recursive: true });
  const results: Results = { machine: machine(), http: [], dispatch: [], crossNode: [], seconds: 0 };
  let db: BenchDatabase | null = null;
  let dropDatabase: () => Promise<void> = async () => {};
  const cleanup = async () => {
    killAllChildren();
    await dropDatabase().catch(() => undefined);
  };
  const stop = (code: number) => void cleanup().finally(() => process.exit(code));
  const deadline = setTimeout(() => {
    log(`deadline of ${TIMING.deadlineS} s passed: stopping`);
    stop(2);
  }, TIMING.deadlineS * 1000);
  deadline.unref();
  process.once('SIGINT', () => stop(130));
  process.once('SIGTERM', () => stop(143));
  try {
    log(
      `seeding ${SIZES.users} users, ${SIZES.masters} masters, ${SIZES.tasks} tasks and ${SIZES.dispatchMasters} dispatch masters`,
    );
    db = await createBenchDatabase(ADMIN_URL, log, (drop) => {
      // BENCH_KEEP=1: the database stays for EXPLAIN and bench/sql-trace.ts (drop it by hand)
      if (process.env.BENCH_KEEP !== '1') dropDatabase = drop;
    });
    if (process.env.BENCH_KEEP === '1') log(`keeping ${db.url}`);
    log(`rows: ${JSON.stringify(db.counts)}`);
    const api = ['http', 'analytics', 'dispatch', 'attacks', 'capacity'].some(runs)
      ? await startApiNode('api', {
          DATABASE_URL: db.url,
          ADMIN_TELEGRAM_IDS: String(TG.analyticsAdmin),
          // the analytics phase times each report many times as one analyst, far above a person's 60 scanned
          // units a minute; the attacks phase needs the limit as it ships
          ...(runs('attacks') ? {} : { RATE_LIMIT_REPORTS: '1000000/60' }),
        })
      : null;
    try {
      if (api && runs('http')) {
        const baseline = await startBaseline({ DATABASE_URL: db.url });
        try {
          await httpPhase(api, baseline, results);
        } finally {
          await baseline.stop();
        }
      }
      if (api && runs('analytics')) results.analytics = await analyticsPhase(api, db, log);
      if (api && runs('dispatch')) await dispatchPhase(api, db, results);
      if (api && runs('capacity'))
        results.capacity = await capacityPhase(api, db, log, () =>
          os
            .loadavg()
            .map((l) => l.toFixed(2))
            .join(' '),
        );
      if (api && runs('attacks'))
        results.attacks = await attacksPhase(
          api,
          db,
          log,
          profileDir ? path.join(profileDir, 'attacks.cpuprofile') : undefined,
        );
    } finally {
      await api?.stop();
    }
    if (runs('waves')) {
      results.waves = await wavesPhase(db, log, profileDir ? path.join(profileDir, 'waves.cpuprofile') : undefined);
      const w = results.waves;
      log(`waves: first wave p99 ${ms(w.first.p99)}, due wave p99 ${ms(w.due.p99)}, ${w.missing} missing`);
    }
    if (runs('availability')) {
      results.availability = availabilityPhase();
      const a = results.availability;
      log(
        `availability: first acceptance p90 ${a.before.p90} s before, ${a.duty.p90} s with duty, ${a.after.p90} s after`,
      );
    }
    if (runs('cross')) await crossNodePhase(db, results);
    if (runs('journey')) {
      results.journey = await journeyPhase(
        db,
        log,
        profileDir ? path.join(profileDir, 'journey.cpuprofile') : undefined,
      );
      const j = results.journey;
      log(`journey: position -> client event p50 ${ms(j.p50)}, p99 ${ms(j.p99)}, ${j.missing} missing`);
    }
  } finally {
    await dropDatabase().catch((error) => log(`could not drop ${db?.name ?? 'the bench database'}: ${error}`));
  }
  if (runs('bundle')) {
    log('building the web app');
    results.bundle = await measureBundle();
  }
  results.machine.loadAfter = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  results.seconds = (performance.now() - started) / 1000;
  printTable(results);
  if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify(results, null, 2));
  clearTimeout(deadline);
  process.exit(0);
}

main().catch((error) => {
  log(`failed: ${error instanceof Error ? error.stack : error}`);
  killAllChildren();
  process.exit(1);
});
