// One PrismaClient per process: PostgreSQL through adapter-pg when DATABASE_URL is set, otherwise the
// embedded PGlite database in DATA_DIR (one process owns that folder).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PrismaClient } from './generated/prisma/client';
import { logger } from '../logger';
import { releasingBrokenConnections } from './pg-transactions';
import { sendRawReadsThrough, statementName } from './raw-reads';

export type Db = PrismaClient;

// A GraphQL selection of only __typename reaches Prisma as `select: {}`, which Prisma refuses; after a
// mutation that error would come after the change was saved. Reading the plain row instead is harmless.
function withEmptySelectGuard(client: PrismaClient): PrismaClient {
  return client.$extends({
    query: {
      $allModels: {
        $allOperations({ args, query }) {
          const select = (args as { select?: object } | undefined)?.select;
          if (select && Object.keys(select).length === 0) delete (args as { select?: object }).select;
          return query(args);
        },
      },
    },
  }) as unknown as PrismaClient;
}

export interface SqlSession {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface DbHandle {
  prisma: PrismaClient;
  // analytics and admin lists: their own small pool with a statement timeout, so however many reports run
  // the product's own traffic (clients, masters, the timed jobs) keeps every connection of `prisma`'s.
  // PGlite has one connection: the same client
  reports: PrismaClient;
  kind: 'postgres' | 'pglite';
  // raw SQL on one connection, outside Prisma (the migration runner and its advisory lock need that)
  session<T>(work: (sql: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  // PGlite only: its data directory as one file, which `image` starts another PGlite from
  dumpDataDir?(): Promise<Blob>;
  // PostgreSQL only: each pool's connections, for the metrics (platform/metrics/gauges.ts)
  poolStats?(): { pool: string; total: number; idle: number; waiting: number }[];
}

// Clients with one connection for everything (embedded PGlite): a transaction held open for a whole request
// would keep every other query of that request, and every other request, waiting (db/read-snapshot.ts).
const singleConnectionClients = new WeakSet<object>();
export const hasSingleConnection = (db: Db): boolean => singleConnectionClients.has(db);

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  memory?: boolean;
  // an in-memory PGlite started from a dump of another's data directory (PGlite's dumpDataDir): skips
  // initdb, which is most of a fresh PGlite's start (tests/support/database.ts)
  image?: Blob;
}): Promise<DbHandle> {
  const databaseUrl = options.databaseUrl;
  if (databaseUrl) {
    const { PrismaPg } = await import('@prisma/adapter-pg');
    const pg = await import('pg');
    const poolOptions = (max: number) => ({
      connectionString: databaseUrl,
      max,
      // an unreachable server fails the request (503) instead of holding it forever (pg's default)
      connectionTimeoutMillis: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS) || 5000,
      // PostgreSQL's JIT compiles every plan priced above jit_above_cost (100,000) before running it: 100-200 ms
      // of LLVM for statements that run in 10-50 ms (the dispatch ranking of thousands of masters, the feeds'
      // batched reads). Off for every connection of the app (docs/performance.md); options in DATABASE_URL
      // win over this
      ...(new URL(databaseUrl).searchParams.has('options') ? {} : { options: '-c jit=off' }),
    });
    const productOptions = poolOptions(Number(process.env.DATABASE_POOL_MAX) || 10);
    const pool = new pg.Pool({
      ...productOptions,
      // The product's named statements (raw-reads.ts: the screens, the sign-in, the journey) are planned once
      // per connection and kept. Left to choose, PostgreSQL planned a task screen's statement again on every
      // run in some databases and not in others (its estimate of the kept plan against a fresh one is a near
      // thing): the planning cost about 3-5 ms, the run under 1 ms (docs/history/performance-2026-11.md,
      // "Reads near the hardware").
      // Their parameters are ids, so one plan serves every value. Prisma's own statements are unnamed and
      // planned each time whatever this says; the reports' pool keeps PostgreSQL's choice.
      ...('options' in productOptions
        ? { options: `${productOptions.options} -c plan_cache_mode=force_generic_plan` }
        : {}),
    });
    // half the machine's cores by default (one on two cores): every report holds a core of the database
    // while it runs, and the product's reads need the rest (bench/attacks.ts: two at once on two cores took
    // the clients' p95 from 13 ms to 135 ms, one at once to 78 ms)
    const reportsOptions = poolOptions(
      Number(process.env.DATABASE_REPORTS_POOL_MAX) || Math.max(1, Math.floor(os.availableParallelism() / 2)),
    );
    const reportsPool = new pg.Pool({
      ...reportsOptions,
      // A report runs in its own process only: PostgreSQL's parallel workers (2 per scan by default) let two
      // reports take six processes, every core of a small machine, and the product's reads waited for CPU
      // (bench/attacks.ts). Options in DATABASE_URL win over this, as above.
      ...('options' in reportsOptions
        ? { options: `${reportsOptions.options} -c max_parallel_workers_per_gather=0` }
        : {}),
      // a report that runs longer is cancelled by the server (the analyst is answered, the connection freed)
      statement_timeout: Number(process.env.DATABASE_REPORTS_STATEMENT_TIMEOUT_MS) || 15_000,
    });
    // an idle connection closed by the server (restart, pg_terminate_backend) must not crash the node:
    // the pool drops it and opens a new one on the next query
    for (const each of [pool, reportsPool]) {
      each.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
    }
    // DATABASE_RAW_READS=prisma: the hot reads' statements go through Prisma's $queryRaw, named as through the
    // pool, to measure again whether the pool still pays (raw-reads.ts)
    const rawReadsThroughPrisma = process.env.DATABASE_RAW_READS === 'prisma';
    const client = (from: InstanceType<typeof pg.Pool>) =>
      withEmptySelectGuard(
        new PrismaClient({
          adapter: releasingBrokenConnections(
            new PrismaPg(from, rawReadsThroughPrisma ? { statementNameGenerator: statementName } : undefined),
          ),
        }),
      );
    const prisma = client(pool);
    const reports = client(reportsPool);
    if (!rawReadsThroughPrisma) {
      // the hot reads' statements go straight through the pools (raw-reads.ts)
      sendRawReadsThrough(prisma, pool);
      sendRawReadsThrough(reports, reportsPool);
    }
    const stats = (name: string, each: InstanceType<typeof pg.Pool>) => ({
      pool: name,
      total: each.totalCount,
      idle: each.idleCount,
      waiting: each.waitingCount,
    });
    return {
      prisma,
      reports,
      kind: 'postgres',
      poolStats: () => [stats('product', pool), stats('reports', reportsPool)],
      session: async (work) => {
        const client = await pool.connect();
        try {
          return await work({
            exec: async (sql) => {
              await client.query(sql);
            },
            query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
          });
        } finally {
          client.release();
        }
      },
      close: async () => {
        await Promise.all([prisma.$disconnect(), reports.$disconnect()]);
        await Promise.all([pool.end(), reportsPool.end()]);
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { PrismaPGlite } = await import('pglite-prisma-adapter');
  let dataDir: string | undefined;
  let unlock = () => {};
  if (!options.memory) {
    dataDir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  let pglite: Awaited<ReturnType<typeof PGlite.create>>;
  try {
    pglite = await PGlite.create({ dataDir, loadDataDir: options.image });
  } catch (error) {
    unlock();
    throw error;
  }
  const prisma = withEmptySelectGuard(new PrismaClient({ adapter: new PrismaPGlite(pglite) }));
  singleConnectionClients.add(prisma);
  return {
    prisma,
    reports: prisma,
    kind: 'pglite',
    session: (work) =>
      work({
        exec: async (sql) => {
          await pglite.exec(sql);
        },
        query: async <T>(sql: string, params: unknown[] = []) => (await pglite.query(sql, params)).rows as T[],
      }),
    dumpDataDir: async () => (await pglite.dumpDataDir('none')) as Blob,
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
      unlock();
    },
  };
}

export class DatabaseInUseError extends Error {}

// PGlite takes no lock of its own, and two processes writing one folder corrupt it: the first process
// to open it writes its pid to pglite.lock; another one refuses while that process lives.
function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8').trim());
      if (owner && isAlive(owner)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dir} is open in process ${owner} (a running server?). ` +
            `Stop that process first, or set DATABASE_URL to use PostgreSQL (if no such process uses it, delete ${file}).`,
        );
      }
      // left behind by a process that ended without closing
      fs.rmSync(file, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
