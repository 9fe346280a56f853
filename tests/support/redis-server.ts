// A redis-server of the test's own on a free port, to stop and start again: the machine's shared Redis
// is never restarted by a test.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface OwnRedis {
  port: number;
  url: string;
  // SIGKILL: no goodbye to the clients, as when a server dies
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  // SIGSTOP / SIGCONT: a server that hangs (connections stay open, nothing is answered), then wakes
  pause(): void;
  resume(): void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;

  const start = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start on ${port}: ${output}`)), 10_000);
      started.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      started.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}: ${output}`));
      });
    });
    // keep draining its output so it never blocks on a full pipe
    started.stdout!.resume();
    started.stderr!.resume();
  };

  const end = async (signal: NodeJS.Signals) => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    // a paused server would hold SIGTERM until it wakes
    running.kill('SIGCONT');
    running.kill(signal);
    await exited;
  };

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
    pause: () => void (child as ChildProcess | null)?.kill('SIGSTOP'),
    resume: () => void (child as ChildProcess | null)?.kill('SIGCONT'),
  };
}
