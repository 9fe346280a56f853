// Throughput and latency of the three reads (REST shim, GraphQL, bare baseline) with autocannon, each
// request as another seeded user (init data signed per user), and SQL statements per request counted
// by the probe in the server process.
import autocannon from 'autocannon';
import { signInitData } from '../api/src/platform/auth/init-data';
import { BOT_TOKEN, SIZES, TG, TIMING } from './config';
import { asSent } from './live';
import type { ChildNode } from './processes';
import { ClientHomeDocument, ClientTasksDocument, MasterDashboardDocument } from '../web/src/gql/graphql';

export interface HttpResult {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  statements: number;
}

export function initDataFor(telegramId: number): string {
  return signInitData({ id: telegramId, first_name: `Bench ${telegramId % 100_000_000}` }, BOT_TOKEN);
}

// each read is asked as many users in turn: clients whose newest task is active (the client screen with a
// task to show), clients with about ten tasks, and all 500 masters (current task or oldest offer)
export function benchUsers() {
  const clients = SIZES.users - SIZES.masters;
  const tasksPerClient = SIZES.tasks / clients;
  const activeClients: number[] = [];
  const anyClients: number[] = [];
  for (let c = 0; c < clients; c++) {
    const tg = TG.base + SIZES.masters + 1 + c;
    if (c % 10 < 2 || (c % 40 === 2 && Math.floor(c / 40) < SIZES.masters)) activeClients.push(tg);
    if (c % 5 === 0) anyClients.push(tg);
  }
  const masters = Array.from({ length: SIZES.masters }, (_, k) => TG.base + k + 1);
  return {
    active: activeClients.slice(0, 1000).map(initDataFor),
    list: anyClients.slice(0, 1000).map(initDataFor),
    masters: masters.map(initDataFor),
    tasksPerClient,
  };
}

const TASK_FIELDS = `fragment T on Task {
  id text status statusLabel createdAt updatedAt categoryId category { id name } cityId city { id name }
  districtId district { id name } client { name } tgUsername phone hasReview cancelStep
  master { contractId name photoPath telegramUsername phone reviewsCount averageRating }
}`;

// the same data as the REST calls, field for field
export const GRAPHQL_READS = {
  active: `query BenchActive { activeTask { ...T } activeTaskCount } ${TASK_FIELDS}`,
  pending: `query BenchPending { masterCurrentTask { ...T } masterPendingTask { ...T } } ${TASK_FIELDS}`,
  list: `query BenchTasks { myTasks { ...T } } ${TASK_FIELDS}`,
};

// The web app's own documents for the same screens (web/src/features: client-screen.tsx, master-dashboard-screen.tsx,
// client-tasks-screen.tsx), as it sends them: they ask for more than the REST JSON (photos, actions, the journey)
export const WEB_READS = {
  active: asSent(ClientHomeDocument),
  pending: asSent(MasterDashboardDocument),
  list: asSent(ClientTasksDocument),
};

export interface Read {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  users: string[];
  // a response that is not what the screen needs fails the run (a 403, a GraphQL error)
  check(status: number, body: string): boolean;
}

function cannon(baseUrl: string, read: Read, durationS: number): Promise<autocannon.Result> {
  let next = 0;
  const headers = (initData: string) => ({
    'x-telegram-init-data': initData,
    ...(read.body ? { 'content-type': 'application/json' } : {}),
  });
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: baseUrl,
        connections: TIMING.connections,
        duration: durationS,
        requests: [
          {
            method: read.method,
            path: read.path,
            body: read.body,
            setupRequest: (request) => ({ ...request, headers: headers(read.users[next++ % read.users.length]) }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function request(baseUrl: string, read: Read, initData: string): Promise<{ status: number; body: string }> {
  const response = await fetch(baseUrl + read.path, {
    method: read.method,
    headers: { 'x-telegram-init-data': initData, ...(read.body ? { 'content-type': 'application/json' } : {}) },
    body: read.body,
  });
  return { status: response.status, body: await response.text() };
}

// statements per request: sequential requests, the probe's counter before and after
async function statementsPerRequest(node: ChildNode, read: Read): Promise<number> {
  const before = (await node.stats()).statements;
  // users spread over the whole list (the masters in it are busy ones first, idle ones after)
  for (let i = 0; i < TIMING.sqlSamples; i++) {
    const { status, body } = await request(
      node.url,
      read,
      read.users[Math.floor((i * read.users.length) / TIMING.sqlSamples)],
    );
    if (!read.check(status, body))
      throw new Error(`${read.label} on ${node.name}: unexpected answer ${status} ${body.slice(0, 300)}`);
  }
  return ((await node.stats()).statements - before) / TIMING.sqlSamples;
}

export async function measureRead(node: ChildNode, read: Read, countStatements = true): Promise<HttpResult> {
  const statements = countStatements ? await statementsPerRequest(node, read) : NaN;
  await cannon(node.url, read, TIMING.warmupS);
  const result = await cannon(node.url, read, TIMING.durationS);
  return {
    label: read.label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statements,
  };
}

export const restCheck = (status: number, body: string) => status === 200 && body.startsWith('{"success":true');
export const graphqlCheck = (status: number, body: string) => status === 200 && !body.includes('"errors"');

// the REST shim and the baseline must answer the same JSON (timestamps aside) for the comparison to hold
export async function sameAnswers(api: ChildNode, baseline: ChildNode, reads: Read[]): Promise<string[]> {
  const differences: string[] = [];
  for (const read of reads) {
    for (const initData of read.users.slice(0, 20)) {
      const [a, b] = await Promise.all([request(api.url, read, initData), request(baseline.url, read, initData)]);
      if (a.status !== b.status || a.body !== b.body) {
        // from a little before the first character that differs
        let at = 0;
        while (at < a.body.length && a.body[at] === b.body[at]) at++;
        const from = Math.max(0, at - 120);
        differences.push(
          `${read.label} (from character ${from}): ${a.status} ${a.body.slice(from, from + 400)}\n` +
            `  baseline: ${b.status} ${b.body.slice(from, from + 400)}`,
        );
        break;
      }
    }
  }
  return differences;
}
