import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseInUseError, openDatabase } from '../client';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usta-lock-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database folder', () => {
  it('refuses a second opener while the first holds it, and opens again once it is closed', async () => {
    const first = await openDatabase({ dataDir });
    expect(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(DatabaseInUseError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/is open in process \d+/);
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    const again = await openDatabase({ dataDir });
    await again.close();
    // two fresh embedded databases, each created on open: tens of seconds on a busy two-core machine
  }, 90_000);

  it('takes over a lock left by a process that is gone', async () => {
    // pid numbers wrap far below this on Linux, so no process has it
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), '2147483646');
    const database = await openDatabase({ dataDir });
    expect(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    await database.close();
  });
});
