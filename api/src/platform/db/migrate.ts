// Applies prisma/migrations in order and records them in Prisma's own _prisma_migrations table with
// Prisma's checksum, so Prisma Migrate (wherever its native engine runs) and this runner agree on what has
// been applied. The server runs it on start (the embedded database admits no second process) and
// `npm run db:deploy` without the server (api/scripts/db-deploy.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DbHandle, SqlSession } from './client';

export const migrationsDir = path.resolve(__dirname, '..', '..', '..', '..', 'prisma', 'migrations');

// the advisory lock key Prisma Migrate takes, so the CLI and this runner never run at once
const PRISMA_MIGRATE_LOCK = 72707369;

export function migrate(db: DbHandle, dir = migrationsDir): Promise<string[]> {
  return db.session((sql) => applyMigrations(sql, dir));
}

// the migrations this code knows, in order (http/readiness.ts: any of them not applied is pending)
export function migrationNames(dir = migrationsDir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort();
}

// the applied ones (the table Prisma Migrate keeps), as this runner and Prisma record them
export const APPLIED_MIGRATIONS_SQL =
  'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL';

async function applyMigrations(db: SqlSession, dir: string): Promise<string[]> {
  const names = migrationNames(dir);
  await db.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATE_LOCK]);
  try {
    await db.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const done = await db.query<{ migration_name: string; checksum: string }>(APPLIED_MIGRATIONS_SQL);
    const applied = new Map(done.map((row) => [row.migration_name, row.checksum]));
    const ran: string[] = [];
    for (const name of names) {
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      const checksum = crypto.createHash('sha256').update(sql).digest('hex');
      if (applied.has(name)) {
        if (applied.get(name) !== checksum) throw new Error(`Migration ${name} was changed after it was applied`);
        continue;
      }
      const id = crypto.randomUUID();
      await db.query('INSERT INTO "_prisma_migrations" (id, checksum, migration_name) VALUES ($1, $2, $3)', [
        id,
        checksum,
        name,
      ]);
      try {
        await db.exec(`BEGIN;\n${sql}\nCOMMIT;`);
      } catch (error) {
        await db.exec('ROLLBACK').catch(() => undefined);
        await db.query('DELETE FROM "_prisma_migrations" WHERE id = $1', [id]);
        throw error;
      }
      await db.query('UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1', [
        id,
      ]);
      ran.push(name);
    }
    return ran;
  } finally {
    await db.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATE_LOCK]);
  }
}
