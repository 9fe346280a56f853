// npm run bench:price-range: the usual price (api/src/modules/price/price-range.ts, docs/product.md "Prices")
// over 100,000 historical tasks (BENCH_TASKS) of 10 categories in Tashkent, most completed and priced, on
// PostgreSQL (BENCH_DATABASE_URL) or with BENCH_DB=pglite on the embedded database: p50/p99 of the range of
// one category in one district, and of a category with too few jobs (the fallback to null).
import crypto from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type DbHandle } from '../api/src/platform/db/client';
import { migrate } from '../api/src/platform/db/migrate';
import { seed } from '../api/src/platform/db/seed';
import { priceRange } from '../api/src/modules/price';
import { ADMIN_URL } from './config';

const TASKS = Number(process.env.BENCH_TASKS || 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 200);
const SETTINGS = { days: 180, minJobs: 8, minMasters: 3 };

async function open(): Promise<{ handle: DbHandle; drop(): Promise<void> }> {
  if (process.env.BENCH_DB === 'pglite') {
    const handle = await openDatabase({ dataDir: '', memory: true });
    return { handle, drop: () => handle.close() };
  }
  const name = `usta_prices_${crypto.randomBytes(5).toString('hex')}`;
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

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function main() {
  const { handle, drop } = await open();
  try {
    await migrate(handle);
    await seed(handle.prisma, { demo: false });
    const db = handle.prisma;
    const city = await db.city.findUniqueOrThrow({ where: { name: 'Ташкент' }, include: { districts: true } });
    const categories = await db.category.findMany({ take: 10, orderBy: { id: 'asc' } });
    const client = await db.user.create({ data: { telegramId: 1n, firstName: 'Клиент' } });
    await db.$executeRaw`
      INSERT INTO "User" ("telegramId", "firstName", "updatedAt") SELECT 1000 + g, 'Мастер', now() FROM generate_series(1, 200) g`;
    await db.$executeRaw`
      INSERT INTO "Contract" ("userId", status, name, phone, "cityId", "updatedAt")
      SELECT u.id, 'approved', 'Мастер', '+998900000000', ${city.id}, now() FROM "User" u WHERE u."telegramId" > 1000`;
    const contracts = (await db.contract.findMany({ select: { id: true } })).map((c) => c.id);
    const districtIds = city.districts.map((d) => d.id);
    const categoryIds = categories.map((c) => c.id);
    // a year of tasks: 70 % completed with a price, a few disputed, the rest in other states
    await db.$executeRaw`
      INSERT INTO "Task" ("clientId", text, status, "categoryId", "cityId", "districtId", "contractId", "createdAt",
        "updatedAt", "completedAt", "masterPrice", price, "priceDisputed")
      SELECT ${client.id}, 'Бенчмарк цен', CASE WHEN g % 10 < 7 THEN 'completed' ELSE 'cancelled' END::"TaskStatus",
        (${categoryIds}::int[])[1 + g % ${categoryIds.length}], ${city.id},
        (${districtIds}::int[])[1 + (g / 7) % ${districtIds.length}], (${contracts}::int[])[1 + g % ${contracts.length}],
        now() - (g % 365) * interval '1 day', now(),
        CASE WHEN g % 10 < 7 THEN now() - (g % 365) * interval '1 day' END,
        CASE WHEN g % 10 < 7 THEN 50000 + (g * 7919) % 400000 END,
        CASE WHEN g % 10 < 7 THEN 50000 + (g * 7919) % 400000 END, g % 50 = 0
      FROM generate_series(1, ${TASKS}) g`;
    await db.$executeRaw`ANALYZE`;
    const none = await db.category.create({ data: { slug: 'bench-prices-none', name: 'Без цен' } });

    const time = async (label: string, categoryId: number) => {
      const times: number[] = [];
      let answer: unknown = null;
      for (let i = 0; i < ROUNDS + 5; i += 1) {
        const started = performance.now();
        answer = await priceRange(
          db,
          SETTINGS,
          { categoryId, cityId: city.id, districtId: districtIds[i % districtIds.length] },
          'ru',
        );
        if (i >= 5) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${label}: p50 ${pct(times, 50).toFixed(2)} ms, p99 ${pct(times, 99).toFixed(2)} ms`,
        JSON.stringify(answer),
      );
    };
    console.log(`${TASKS} tasks, ${process.env.BENCH_DB === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${ROUNDS} rounds`);
    await time('a category in a district', categoryIds[0]);
    await time('a category with no priced jobs (null)', none.id);
  } finally {
    await drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
