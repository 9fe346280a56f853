// A real API node in its own process (api/src/main.ts under tsx; production runs it compiled): its own
// event bus, scheduler and connections. It listens on a free port (PORT=0) and says which in its log.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_BOT_TOKEN } from './test-app';

const root = path.resolve(__dirname, '..', '..');

export interface ApiNode {
  name: string;
  url: string;
  port: number;
  // the metrics' own listener (METRICS_PORT=0 unless the test sets it; undefined when off)
  metricsPort?: number;
  pid: number;
  // the node's log lines (pino JSON), for a failing test's message
  logs: string[];
  stop(): Promise<void>;
}

export async function startApiNode(
  name: string,
  env: Record<string, string>,
  startTimeoutMs = 60_000,
): Promise<ApiNode> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `usta-${name}-`));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
      // demo users seeded and the development sign-in on, as before a real token turned it off by default
      DEV_LOGIN: '1',
      // nothing listens on the discard port: the bot's calls fail at once and it keeps retrying
      TELEGRAM_API_ROOT: 'http://127.0.0.1:9',
      // as in test-app.ts: broadcast unless the test sets a wave size
      DISPATCH_WAVE_SIZE: 'all',
      // the metrics' listener on any free port (several nodes run at once); its log line says which
      METRICS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  let metricsPort: number | undefined;
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start within ${startTimeoutMs} ms:\n${logs.join('\n')}`)),
      startTimeoutMs,
    );
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        logs.push(line);
        try {
          const entry = JSON.parse(line) as { msg?: string; port?: number };
          if (entry.msg === 'metrics listening') metricsPort = entry.port;
          if (entry.msg?.includes('is running on') && entry.port) {
            clearTimeout(timer);
            resolve(entry.port);
          }
        } catch {
          // not a log line
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    void exit.then(() => {
      clearTimeout(timer);
      reject(new Error(`${name} exited before it was ready:\n${logs.join('\n')}`));
    });
  });

  return {
    name,
    port,
    metricsPort,
    pid: child.pid!,
    url: `http://127.0.0.1:${port}`,
    logs,
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exit;
        clearTimeout(killer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
