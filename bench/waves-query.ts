// npm run bench:waves-query: the ranking statement of a dispatch wave (api/src/modules/dispatch/dispatch.ts,
// eligibleCandidates) over 10,000 eligible masters of one city, on PostgreSQL (BENCH_DATABASE_URL) or
// with BENCH_DB=pglite on the embedded database: p50/p99 of a wave of 5 and of the whole ordered set,
// with the masters' points from their contracts, or only from their districts' centres (every distance
// tied within a district: the tie-break by waiting time is read for the whole tie group).
import crypto from 'node:crypto';
import pg, { Client } from 'pg';
import { openDatabase, type DbHandle } from '../api/src/platform/db/client';
import { migrate } from '../api/src/platform/db/migrate';
import { seed } from '../api/src/platform/db/seed';
import { eligibleCandidates } from '../api/src/modules/dispatch/dispatch-candidates';
import { ADMIN_URL } from './config';

const MASTERS = Number(process.env.BENCH_MASTERS || 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 30);

async function open(): Promise<{ handle: DbHandle; drop(): Promise<void> }> {
  if (process.env.BENCH_DB === 'pglite') {
    const handle = await openDatabase({ dataDir: '', memory: true });
    return { handle, drop: () => handle.close() };
  }
  const name = `usta_waves_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    handle,
    async drop() {
      await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

// BENCH_EXPLAIN=1: the plan of each ranking statement as it ran (EXPLAIN ANALYZE of the last one timed), read
// from the text and values the adapter sent through pg
const explain = process.env.BENCH_EXPLAIN === '1';
let lastRanking: { text: string; values: unknown[] } | null = null;
if (explain) {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text === 'string' && text.includes('WITH base AS'))
      lastRanking = { text, values: (typeof config === 'string' ? values : config.values) ?? [] };
    return query.apply(this, args);
  } as never;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function main() {
  const { handle, drop } = await open();
  try {
    await migrate(handle);
    await seed(handle.prisma, { demo: false });
    const db = handle.prisma;
    const city = await db.city.findUniqueOrThrow({ where: { name: 'Ташкент' }, include: { districts: true } });
    const category = await db.category.create({ data: { slug: 'bench-waves', name: 'Bench waves' } });
    const client = await db.user.create({ data: { telegramId: 1n, firstName: 'Клиент' } });
    // half of the masters with a point of their own, half with two districts and no point
    await db.$executeRaw`
      INSERT INTO "User" ("telegramId", "firstName", "updatedAt") SELECT 1000 + g, 'Мастер', now() FROM generate_series(1, ${MASTERS}) g`;
    await db.$executeRaw`
      INSERT INTO "Contract" ("userId", status, name, phone, "cityId", latitude, longitude, address, "updatedAt")
      SELECT u.id, 'approved', 'Мастер', '+998900000000', ${city.id},
        CASE WHEN u.id % 2 = 0 THEN 41.2 + random() * 0.2 END, CASE WHEN u.id % 2 = 0 THEN 69.15 + random() * 0.25 END,
        CASE WHEN u.id % 2 = 0 THEN 'Адрес' END, now()
      FROM "User" u WHERE u."telegramId" > 1000`;
    await db.$executeRaw`INSERT INTO "ContractCategory" ("contractId", "categoryId") SELECT id, ${category.id} FROM "Contract"`;
    const districtIds = city.districts.map((d) => d.id);
    await db.$executeRaw`
      INSERT INTO "ContractDistrict" ("contractId", "districtId")
      SELECT c.id, d FROM "Contract" c, LATERAL (VALUES ((${districtIds}::int[])[1 + c.id % ${districtIds.length}]),
        ((${districtIds}::int[])[1 + (c.id + 1) % ${districtIds.length}])) v(d) WHERE c.id % 2 = 1`;
    await db.$executeRaw`ANALYZE`;
    const task = await db.task.create({
      data: {
        clientId: client.id,
        text: 'Бенчмарк волн',
        categoryId: category.id,
        cityId: city.id,
        districtId: city.districts[0].id,
        status: 'sent_to_masters',
        dispatchedAt: new Date(),
      },
    });
    const dispatchable = { ...task, status: task.status };
    const time = async (label: string, limit: number | null) => {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < ROUNDS + 3; i += 1) {
        const started = performance.now();
        const found = await eligibleCandidates(db as never, dispatchable, { roundStart: new Date(0), limit });
        if (i >= 3) times.push(performance.now() - started);
        rows = found.length;
      }
      times.sort((a, b) => a - b);
      console.log(`${label}: ${rows} rows, p50 ${pct(times, 50).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms`);
      if (explain && lastRanking) {
        const plan = await db.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
          `EXPLAIN (ANALYZE, SUMMARY) ${lastRanking.text}`,
          ...lastRanking.values,
        );
        console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
      }
    };
    console.log(`${MASTERS} eligible masters, ${process.env.BENCH_DB === 'pglite' ? 'PGlite' : 'PostgreSQL'}`);
    await time('wave of 5 (the task in a district half the masters cover)', 5);
    await time('whole set ordered (DISPATCH_WAVE_SIZE=all)', null);
    await db.$executeRaw`UPDATE "Contract" SET latitude = NULL, longitude = NULL, address = NULL`;
    await db.$executeRaw`INSERT INTO "ContractDistrict" ("contractId", "districtId") SELECT id, ${city.districts[0].id} FROM "Contract" ON CONFLICT DO NOTHING`;
    await time('wave of 5, no master with a point (all tied at district centres)', 5);
  } finally {
    await drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
