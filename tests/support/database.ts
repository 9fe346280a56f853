// Test databases. PostgreSQL (default): a template database migrated and seeded once per run, then a
// fresh copy per test file (CREATE DATABASE ... TEMPLATE). TEST_DB=pglite: an in-memory PGlite per file.
import crypto from 'node:crypto';
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
    const handle = await openDatabase({ dataDir: '', memory: true });
    if (!options.empty) {
      await migrate(handle);
      await seed(handle.prisma, { demo: options.demo ?? true });
    }
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
