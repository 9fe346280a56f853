// The attacker of the attacks phase (bench/attacks.ts), in a process of its own so that its work does not
// slow the process that times the clients' reads. It runs the attacks (bench/attacks.ts) until SIGTERM, then prints
// what it was answered as one JSON line on stdout:
// - G2, analytics: ATTACK_ANALYTICS workers with an analyst token, each sending again and again the probe's
//   request (15 aliases of every analytics figure) and the largest request of those figures the cost rule
//   lets through (ATTACK_ALLOWED_ALIASES aliases);
// - G2, admin lists: ATTACK_LISTS workers signed in as an admin, 8 aliases of adminTasksConnection(first: 500,
//   search) and the largest admin list page that passes;
// - G3, subscriptions: ATTACK_SOCKETS sockets of signed-in clients, each sending ATTACK_FRAMES subscribe
//   frames for its own task at once, and opening a new socket as soon as the server closes one.
import WebSocket from 'ws';
import { analyticsQuery, listQuery } from './attack-queries';

const env = (name: string) => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
};
const url = env('ATTACK_URL');
const token = env('ATTACK_TOKEN');
const adminInit = env('ATTACK_ADMIN_INIT');
const socketUsers = JSON.parse(env('ATTACK_SOCKET_USERS')) as { initData: string; taskId: number }[];
const analyticsWorkers = Number(process.env.ATTACK_ANALYTICS ?? 6);
const listWorkers = Number(process.env.ATTACK_LISTS ?? 4);
const sockets = Number(process.env.ATTACK_SOCKETS ?? 4);
const frames = Number(process.env.ATTACK_FRAMES ?? 1000);
const allowedAliases = Number(process.env.ATTACK_ALLOWED_ALIASES ?? 1);
const allowedListPage = Number(process.env.ATTACK_ALLOWED_LIST_PAGE ?? 50);

// answers counted by what they were: "<status> <first error code or ok>"
type Counts = Record<string, number>;
const counted = () => ({}) as Counts;
const add = (counts: Counts, key: string) => (counts[key] = (counts[key] ?? 0) + 1);

const results = {
  analyticsProbe: counted(),
  analyticsAllowed: counted(),
  listsProbe: counted(),
  listsAllowed: counted(),
  sockets: { opened: 0, acknowledged: 0, firstStates: 0, errors: counted(), closes: counted(), framesSent: 0 },
};

let stopping = false;
const running: Promise<void>[] = [];
const open = new Set<WebSocket>();

async function post(headers: Record<string, string>, query: string, into: Counts) {
  try {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    let code = 'ok';
    try {
      const json = JSON.parse(text) as { errors?: { message: string; extensions?: { code?: string } }[] };
      if (json.errors?.length) code = json.errors[0].extensions?.code ?? json.errors[0].message.slice(0, 40);
    } catch {
      code = 'not json';
    }
    add(into, `${response.status} ${code}`);
  } catch (error) {
    add(into, `no answer (${(error as Error).name})`);
  }
}

function worker(headers: Record<string, string>, steps: [string, Counts][]) {
  running.push(
    (async () => {
      while (!stopping) for (const [query, into] of steps) if (!stopping) await post(headers, query, into);
    })(),
  );
}

const SUBSCRIPTION = 'subscription ($id: Int!) { taskUpdated(id: $id) { id status } }';

// one socket: signs in, sends its frames at once, counts what comes back; resolves when it is closed
function flood(user: { initData: string; taskId: number }): Promise<void> {
  const s = results.sockets;
  return new Promise((resolve) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      perMessageDeflate: false,
    });
    s.opened += 1;
    open.add(socket);
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { initData: user.initData } })),
    );
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(String(data)) as { type: string; payload?: { extensions?: { code?: string } }[] };
      if (message.type === 'connection_ack') {
        s.acknowledged += 1;
        for (let i = 1; i <= frames && socket.readyState === WebSocket.OPEN; i++) {
          socket.send(
            JSON.stringify({
              id: String(i),
              type: 'subscribe',
              payload: { query: SUBSCRIPTION, variables: { id: user.taskId } },
            }),
          );
          s.framesSent += 1;
        }
      } else if (message.type === 'next') s.firstStates += 1;
      else if (message.type === 'error') add(s.errors, String(message.payload?.[0]?.extensions?.code ?? 'error'));
    });
    socket.on('error', () => undefined);
    socket.on('close', (code) => {
      open.delete(socket);
      add(s.closes, String(code));
      resolve();
    });
  });
}

function main() {
  const asToken = { authorization: `Bearer ${token}` };
  const asAdmin = { 'x-telegram-init-data': adminInit };
  for (let i = 0; i < analyticsWorkers; i++)
    worker(asToken, [
      [analyticsQuery(15), results.analyticsProbe],
      [analyticsQuery(allowedAliases), results.analyticsAllowed],
    ]);
  for (let i = 0; i < listWorkers; i++)
    worker(asAdmin, [
      [listQuery(8, 500), results.listsProbe],
      [listQuery(1, allowedListPage), results.listsAllowed],
    ]);
  for (let i = 0; i < sockets; i++) {
    const user = socketUsers[i % socketUsers.length];
    running.push(
      (async () => {
        while (!stopping) await flood(user);
      })(),
    );
  }
}

process.once('SIGTERM', () => {
  stopping = true;
  for (const socket of open) socket.terminate();
  void Promise.all(running).then(() => {
    process.stdout.write(`${JSON.stringify(results)}\n`);
    process.exit(0);
  });
});
main();
