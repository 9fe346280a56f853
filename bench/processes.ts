// Child processes of the bench: API nodes (api/src/main.ts as production runs it, with the probe preloaded)
// and the bare baseline server. Each listens on a free loopback port chosen here.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BOT_TOKEN } from './config';

const root = path.resolve(__dirname, '..');

export interface Stats {
  statements: number;
  memory: NodeJS.MemoryUsage;
}

export interface ChildNode {
  name: string;
  pid: number;
  url: string;
  port: number;
  logs: string[];
  stats(gc?: boolean): Promise<Stats>;
  profile(action: 'start' | 'stop', file?: string): Promise<void>;
  heapProfile(action: 'start' | 'stop', file?: string): Promise<void>;
  stop(): Promise<void>;
  // SIGKILL, as when a machine dies: no graceful close of its sockets
  kill(): Promise<void>;
}

const children = new Set<ChildProcess>();
// the bench's deadline or a crash: no child outlives it
export function killAllChildren() {
  for (const child of children) child.kill('SIGKILL');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitHealthy(url: string, child: ChildProcess, logs: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited before it was ready:\n${logs.join('')}`);
    try {
      // a connection of its own, closed after the answer (fetch would keep it open and count in the soak)
      const status = await new Promise<number>((resolve, reject) =>
        http
          .get(`${url}/healthz`, { agent: false }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          })
          .on('error', reject),
      );
      if (status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not ready within ${timeoutMs} ms:\n${logs.join('')}`);
}

async function startChild(name: string, args: string[], env: Record<string, string>): Promise<ChildNode> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `usta-bench-${name}-`));
  // without TELEGRAM_BOT_TOKEN the node runs no bot (notifications wait in the outbox) and signs init data
  // with the development key in DATA_DIR: the bench writes its own key there, so it can sign too
  fs.writeFileSync(path.join(dataDir, 'dev-bot-token'), BOT_TOKEN);
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dataDir,
      NODE_ENV: 'production',
      TZ: 'UTC',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      // the timed jobs would add their own statements to the counts
      JOB_INTERVAL_S: '3600',
      // the dispatch figures are of the broadcast (every eligible master at once), comparable across runs
      DISPATCH_WAVE_SIZE: 'all',
      // thousands of simulated users share one address and a few hundred of them send many requests a
      // minute: the per-user limits still run (their cost is measured) but never refuse
      RATE_LIMIT_TASKS: '1000000/60',
      RATE_LIMIT_DETECT: '1000000/60',
      RATE_LIMIT_UPLOADS: '1000000/60',
      RATE_LIMIT_SIGN_IN: '1000000/60',
      // metrics on, as shipped, on any free port (several nodes run at once); BENCH_NODE_ENV='{"METRICS_PORT":"off"}'
      // measures without them (docs/performance.md)
      METRICS_PORT: '0',
      ...(process.env.BENCH_TRACE_SQL ? { BENCH_TRACE_SQL: process.env.BENCH_TRACE_SQL } : {}),
      ...env,
      // settings tried on the nodes without a code change, e.g. '{"DATABASE_REPORTS_POOL_MAX":"1"}'
      ...(process.env.BENCH_NODE_ENV ? (JSON.parse(process.env.BENCH_NODE_ENV) as Record<string, string>) : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  children.add(child);
  const logs: string[] = [];
  const keep = (chunk: Buffer) => {
    logs.push(chunk.toString());
    if (logs.length > 2000) logs.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exit.then(() => children.delete(child));

  let nextId = 1;
  const pending = new Map<number, (reply: Record<string, unknown>) => void>();
  child.on('message', (reply: { id: number }) => pending.get(reply.id)?.(reply as Record<string, unknown>));
  const ask = (message: Record<string, unknown>) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => reject(new Error(`${name}: no answer to ${String(message.type)}`)), 60_000);
      pending.set(id, (reply) => {
        clearTimeout(timer);
        pending.delete(id);
        if (reply.error) reject(new Error(String(reply.error)));
        else resolve(reply);
      });
      child.send({ id, ...message });
    });

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(url, child, logs, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
  }
  return {
    name,
    pid: child.pid!,
    url,
    port,
    logs,
    stats: async (gc = false) => (await ask({ type: 'stats', gc })) as unknown as Stats,
    profile: async (action, file) => void (await ask({ type: `profile-${action}`, file })),
    heapProfile: async (action, file) => void (await ask({ type: `heap-${action}`, file })),
    async kill() {
      if (child.exitCode === null) {
        child.kill('SIGKILL');
        await exit;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exit;
        clearTimeout(killer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const probe = path.join(root, 'bench', 'probe.ts');

export function startApiNode(name: string, env: Record<string, string>): Promise<ChildNode> {
  // BENCH_NODE_FLAGS: V8/Node flags to try on the API nodes (e.g. --max-semi-space-size=32)
  const extra = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const flags = [...extra, '--expose-gc', '--import', 'tsx', '--import', probe];
  return startChild(name, [...flags, path.join(root, 'api', 'src', 'main.ts')], env);
}

export function startBaseline(env: Record<string, string>): Promise<ChildNode> {
  return startChild(
    'baseline',
    ['--expose-gc', '--import', 'tsx', '--import', probe, path.join(root, 'bench', 'baseline-server.ts')],
    env,
  );
}
