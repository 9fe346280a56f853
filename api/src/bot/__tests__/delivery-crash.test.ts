// A whole API node (api/src/main.ts in a child process) is killed with SIGKILL in the middle of a
// delivery batch, then a new node starts: every notification reaches Telegram, none twice.
// PostgreSQL only: an in-memory PGlite database cannot be shared with another process (the in-process
// variants of this test, with abandoned claims, run on both databases in delivery.test.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { usePglite } from '../../../../tests/support/database';
import { enqueueNotification } from '../../modules/notification';
import { UNKNOWN_OUTCOME } from '../delivery';
import { botFixture, DEMO, TEST_BOT_TOKEN, userOf, WEBAPP_URL, type BotFixture } from './fixtures';

const root = path.resolve(__dirname, '..', '..', '..', '..');

let f: BotFixture;
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (!usePglite) f = await botFixture();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await f?.close();
});

function startNode(output: string[]): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: f.database.url,
      DATA_DIR: f.config.dataDir,
      WEB_DIST: path.join(f.config.dataDir, 'no-web'),
      TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
      TELEGRAM_API_ROOT: f.fake.apiRoot,
      WEBAPP_URL,
      NOTIFICATION_LEASE_S: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  children.push(child);
  return child;
}

function exited(child: ChildProcess, timeoutMs: number): Promise<string> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve(String(child.exitCode ?? child.signalCode));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the node did not exit')), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(String(code ?? signal));
    });
  });
}

const labelOf = (text: string) => /Причина: (№\d+)/.exec(text)?.[1];

(usePglite ? describe.skip : describe)('a node killed mid-batch', () => {
  it('leaves nothing lost and nothing sent twice once another node takes over', async () => {
    const user = await userOf(f.db, DEMO.pendingMaster);
    const labels = ['№1', '№2', '№3', '№4', '№5'];
    for (const label of labels)
      await enqueueNotification(f.db, user.id, 'contract_rejected', { contractId: 0, reason: label });
    const ids = (await f.db.notification.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } })).map(
      (row) => row.id,
    );

    // the third message reaches Telegram, and the node dies before the answer comes back
    const third = f.fake.holdNext('sendMessage', 2);
    const outputA: string[] = [];
    const nodeA = startNode(outputA);
    let killed = false;
    const failedEarly = new Promise<never>((_resolve, reject) => {
      nodeA.once('exit', (code, signal) => {
        if (!killed) reject(new Error(`node A exited (${code ?? signal}) before the third send:\n${outputA.join('')}`));
      });
    });
    const { call } = await Promise.race([third, failedEarly]);
    expect(labelOf(call.params.text)).toBe('№3');
    killed = true;
    nodeA.kill('SIGKILL');
    expect(await exited(nodeA, 10_000)).toBe('SIGKILL');

    const afterCrash = await f.db.notification.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
    expect(afterCrash.map((row) => row.state)).toEqual(['sent', 'sent', 'sending', 'pending', 'pending']);
    expect(afterCrash[3].attempts).toBe(1); // claimed by the dead node

    const outputB: string[] = [];
    const nodeB = startNode(outputB);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const rows = await f.db.notification.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
      if (rows.every((row) => row.state !== 'pending' && row.state !== 'sending')) break;
      if (Date.now() > deadline)
        throw new Error(`rows not settled: ${rows.map((row) => row.state)}\n${outputB.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    nodeB.kill('SIGTERM');
    expect(await exited(nodeB, 20_000)).toBe('0');

    // every message reached Telegram exactly once: №3 before the crash, the others answered ok
    const received = f.fake.callsOf('sendMessage').map((sent) => labelOf(sent.params.text));
    expect(received.sort()).toEqual(labels);
    const rows = await f.db.notification.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
    expect(rows.map((row) => row.state)).toEqual(['sent', 'sent', 'failed', 'sent', 'sent']);
    expect(rows[2].lastError).toBe(UNKNOWN_OUTCOME);
  }, 150_000);
});
