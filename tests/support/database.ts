// Test databases. PostgreSQL (default): a template database migrated and seeded once per run, then a
// fresh copy per test file (CREATE DATABASE ... TEMPLATE). TEST_DB=pglite: an in-memory PGlite per file,
// started from an image of a data directory that global-setup prepared the same way.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type DbHandle } from '../../api/src/platform/db/client';
import { migrate } from '../../api/src/platform/db/migrate';
import { seed } from '../../api/src/platform/db/seed';

export const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
// one template per jest run (set by global-setup), so parallel runs never share one
export const templateDb = () => process.env.USTA_TEMPLATE_DB ?? 'usta_test_template';
export const usePglite = process.env.TEST_DB === 'pglite';

export function urlFor(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

// PGlite images: a fresh PGlite's initdb, migrations and demo seed took 2-3 s of each test file (the
// embedded stage's largest cost); a PGlite started from a dump of the finished data directory takes 0.4 s
type PgliteImage = 'empty' | 'plain' | 'demo';
const imageFile = (kind: PgliteImage): string | undefined =>
  process.env.USTA_PGLITE_IMAGES ? path.join(process.env.USTA_PGLITE_IMAGES, `${kind}.tar`) : undefined;

async function preparedPglite(kind: PgliteImage): Promise<DbHandle> {
  const handle = await openDatabase({ dataDir: '', memory: true });
  if (kind !== 'empty') {
    await migrate(handle);
    await seed(handle.prisma, { demo: kind === 'demo' });
  }
  return handle;
}

export async function writePgliteImages(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'usta-pglite-images-'));
  for (const kind of ['empty', 'plain', 'demo'] as const) {
    const handle = await preparedPglite(kind);
    const dump = await handle.dumpDataDir!();
    fs.writeFileSync(path.join(dir, `${kind}.tar`), Buffer.from(await dump.arrayBuffer()));
    await handle.close();
  }
  return dir;
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  handle: DbHandle;
  name?: string;
  url?: string;
  drop(): Promise<void>;
}

// options.empty: no migrations and no seed (for migration tests)
export async function createTestDatabase(options: { empty?: boolean; demo?: boolean } = {}): Promise<TestDatabase> {
  if (usePglite) {
    const kind: PgliteImage = options.empty ? 'empty' : (options.demo ?? true) ? 'demo' : 'plain';
    const file = imageFile(kind);
    const handle =
      file && fs.existsSync(file)
        ? await openDatabase({ dataDir: '', memory: true, image: new Blob([fs.readFileSync(file)]) })
        : await preparedPglite(kind);
    return { handle, drop: () => handle.close() };
  }
  const name = `usta_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(options.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${templateDb()}`);
  const url = urlFor(name);
  const handle = await openDatabase({ databaseUrl: url, dataDir: '' });
  return {
    handle,
    name,
    url,
    async drop() {
      await handle.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
