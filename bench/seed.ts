// The bench database: a dedicated PostgreSQL database (usta_bench_<random>), migrated and seeded with the
// reference data by the app's own migrate/seed, then filled in bulk with generate_series SQL.
import crypto from 'node:crypto';
import { Client } from 'pg';
import { openDatabase } from '../api/src/platform/db/client';
import { migrate } from '../api/src/platform/db/migrate';
import { seed } from '../api/src/platform/db/seed';
import { SIZES, TG } from './config';

export interface BenchDatabase {
  name: string;
  url: string;
  // ids the scenarios need
  tashkentId: number;
  districtId: number;
  dispatchAllCategoryId: number;
  dispatch1kCategoryId: number;
  dispatch10CategoryId: number;
  counts: Record<string, number>;
  drop(): Promise<void>;
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// onCreated: how to drop it, as soon as it exists (a run stopped while seeding drops it too)
export async function createBenchDatabase(
  adminUrl: string,
  log: (line: string) => void,
  onCreated: (drop: () => Promise<void>) => void = () => {},
): Promise<BenchDatabase> {
  const name = `usta_bench_${crypto.randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = databaseUrl(adminUrl, name);
  const drop = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  onCreated(drop);
  try {
    const handle = await openDatabase({ databaseUrl: url, dataDir: '' });
    try {
      await migrate(handle);
      await seed(handle.prisma, { demo: false });
    } finally {
      await handle.close();
    }
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const started = performance.now();
      const ids = await bulkRows(client);
      // VACUUM as autovacuum would have done on a live database: bulk-loaded pages are not marked all-visible
      // until then, and index-only scans would still read the table
      await client.query('VACUUM ANALYZE');
      log(`seeded ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return { name, url, ...ids, drop };
    } finally {
      await client.end();
    }
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
}

const ACTIVE = `ARRAY['new','sent_to_masters','taken','in_progress','awaiting_admin_attention']::"TaskStatus"[]`;

async function bulkRows(db: Client) {
  const one = async <T>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0] as T;
  const { tashkent } = await one<{ tashkent: number }>(`SELECT id AS tashkent FROM "City" WHERE name = 'Ташкент'`);
  const districts = (await db.query(`SELECT id FROM "District" WHERE "cityId" = $1 ORDER BY id`, [tashkent])).rows.map(
    (r) => r.id as number,
  );
  const categories = (await db.query(`SELECT id FROM "Category" WHERE "isActive" ORDER BY id`)).rows.map(
    (r) => r.id as number,
  );
  const cat = `(ARRAY[${categories.join(',')}])`;
  const nCat = categories.length;
  const dist = `(ARRAY[${districts.join(',')}])`;
  const nDist = districts.length;
  const { users, masters, tasks, dispatchMasters, posters } = SIZES;
  const clients = users - masters;

  await db.query('BEGIN');
  // users: masters are telegram ids BASE+1..BASE+masters, clients the rest up to BASE+users;
  // dispatch masters and the clients that post dispatch tasks come after (see config.ts)
  await db.query(
    `INSERT INTO "User" ("telegramId", "firstName", "currentRole", "updatedAt")
     SELECT $1::bigint + g, 'Bench ' || g, CASE WHEN g <= $2 THEN 1 ELSE 0 END, now() FROM generate_series(1, $3) g`,
    [TG.base, masters, users],
  );
  await db.query(
    `INSERT INTO "User" ("telegramId", "firstName", "currentRole", "updatedAt")
     SELECT $1::bigint + g, 'Bench ' || g, 1, now() FROM generate_series(1, $2) g`,
    [TG.dispatchMasterBase, dispatchMasters],
  );
  await db.query(
    `INSERT INTO "User" ("telegramId", "firstName", "currentRole", "updatedAt")
     SELECT $1::bigint + g, 'Bench ' || g, 0, now() FROM generate_series(1, $2) g`,
    [TG.posterBase, posters],
  );
  // user id of master k / client k, read through the telegram id
  await db.query(
    `CREATE TEMP TABLE m AS SELECT ("telegramId" - $1::bigint)::int AS k, id FROM "User" WHERE "telegramId" BETWEEN $1::bigint + 1 AND $1::bigint + $2`,
    [TG.base, masters],
  );
  await db.query(
    `CREATE TEMP TABLE cl AS SELECT ("telegramId" - $1::bigint - $2 - 1)::int AS k, id FROM "User" WHERE "telegramId" BETWEEN $1::bigint + $2 + 1 AND $1 + $3`,
    [TG.base, masters, users],
  );

  // 500 approved masters in Tashkent, two categories each; every third covers the whole city
  await db.query(
    `INSERT INTO "Contract" ("userId", status, name, phone, description, "cityId", "createdAt", "updatedAt")
     SELECT m.id, 'approved', 'Мастер ' || m.k, '+99890' || lpad(m.k::text, 7, '0'), 'Опыт 5 лет', $1, now() - interval '400 days', now()
     FROM m ORDER BY m.k`,
    [tashkent],
  );
  await db.query(`CREATE TEMP TABLE mc AS SELECT m.k, c.id FROM m JOIN "Contract" c ON c."userId" = m.id`);
  await db.query(`CREATE UNIQUE INDEX ON mc (k)`);
  await db.query(
    `INSERT INTO "ContractCategory" ("contractId", "categoryId")
     SELECT id, ${cat}[1 + k % ${nCat}] FROM mc UNION SELECT id, ${cat}[1 + (k + 7) % ${nCat}] FROM mc`,
  );
  await db.query(
    `INSERT INTO "ContractDistrict" ("contractId", "districtId")
     SELECT id, ${dist}[1 + k % ${nDist}] FROM mc WHERE k % 3 <> 0 UNION SELECT id, ${dist}[1 + (k + 5) % ${nDist}] FROM mc WHERE k % 3 <> 0`,
  );

  // 100,000 tasks, about ten per client, the newest one last. The newest task of client c is active
  // for 30% of clients: in progress with master c/40+1 when c % 40 = 2 (one task per master),
  // sent to masters when c % 10 < 2; everything older is completed (75%), cancelled or expired.
  // Completed tasks belong to master (i*7 % masters)+1 in that master's first category.
  await db.query(`
    CREATE TEMP TABLE plan AS
    SELECT i, c, newest,
      CASE
        WHEN newest AND c % 40 = 2 AND c / 40 < ${masters} THEN 'in_progress'
        WHEN newest AND c % 10 < 2 THEN 'sent_to_masters'
        WHEN i % 20 < 15 THEN 'completed'
        WHEN i % 20 < 18 THEN 'cancelled'
        ELSE 'expired'
      END::"TaskStatus" AS status,
      CASE WHEN newest AND c % 40 = 2 AND c / 40 < ${masters} THEN c / 40 + 1 ELSE (i * 7) % ${masters} + 1 END AS mk,
      -- tasks still searching were sent out in the last ten minutes, so no dispatch timeout fires during the run
      CASE WHEN newest AND (c % 10 < 2 OR (c % 40 = 2 AND c / 40 < ${masters})) THEN now() - (c % 600) * interval '1 second'
        ELSE now() - (${tasks} - i) * interval '5 minutes' END AS at
    FROM (SELECT i, (i - 1) % ${clients} AS c, i > ${tasks - clients} AS newest FROM generate_series(1, ${tasks}) i) s`);
  await db.query(`
    INSERT INTO "Task" ("clientId", text, status, "categoryId", "cityId", "districtId", phone, "contractId",
                        "createdAt", "updatedAt", "dispatchedAt", "acceptedAt", "completedAt", "firstAcceptedAt",
                        "detectionRecorded", "detectedCategoryId")
    SELECT cl.id, 'Нужно починить кран на кухне, течёт под мойкой (задача ' || p.i || ')', p.status,
      CASE WHEN p.status IN ('completed', 'in_progress') THEN ${cat}[1 + mc.k % ${nCat}] ELSE ${cat}[1 + p.i % ${nCat}] END,
      ${tashkent}, ${dist}[1 + p.i % ${nDist}], '+998901234567',
      CASE WHEN p.status IN ('completed', 'in_progress') THEN mc.id END,
      p.at, p.at, p.at,
      CASE WHEN p.status = 'completed' THEN p.at + interval '10 minutes' WHEN p.status = 'in_progress' THEN p.at END,
      CASE WHEN p.status = 'completed' THEN p.at + interval '2 hours' END,
      CASE WHEN p.status = 'completed' THEN p.at + interval '10 minutes' WHEN p.status = 'in_progress' THEN p.at END,
      true,
      CASE WHEN p.i % 5 = 0 THEN ${cat}[1 + (p.i / 5) % ${nCat}] WHEN p.i % 23 = 0 THEN NULL
        WHEN p.status IN ('completed', 'in_progress') THEN ${cat}[1 + mc.k % ${nCat}] ELSE ${cat}[1 + p.i % ${nCat}] END
    FROM plan p JOIN cl ON cl.k = p.c JOIN mc ON mc.k = p.mk ORDER BY p.i`);
  await db.query(`
    INSERT INTO "TaskStatusChange" ("taskId", "fromStatus", "toStatus", "createdAt")
    SELECT id, NULL, status, "createdAt" FROM "Task"`);
  // offers: the accepted one of each assigned task; five pending ones for each task still searching,
  // to masters that have no task in progress
  await db.query(`
    INSERT INTO "TaskOffer" ("taskId", "contractId", state, "createdAt", "respondedAt", answer, "answeredAt")
    SELECT id, "contractId", 'accepted', "createdAt", "acceptedAt", 'accepted', "acceptedAt" FROM "Task" WHERE "contractId" IS NOT NULL`);
  await db.query(`
    CREATE TEMP TABLE free AS SELECT (row_number() OVER (ORDER BY k) - 1)::int AS n, id FROM mc
    WHERE NOT EXISTS (SELECT 1 FROM "Task" t WHERE t."contractId" = mc.id AND t.status = 'in_progress')`);
  await db.query(`
    INSERT INTO "TaskOffer" ("taskId", "contractId", state, "createdAt")
    SELECT t.id, free.id, 'pending', t."createdAt"
    FROM "Task" t CROSS JOIN generate_series(0, 4) j
    JOIN free ON free.n = (t.id * 5 + j) % (SELECT count(*) FROM free)
    WHERE t.status = 'sent_to_masters'
    ON CONFLICT DO NOTHING`);
  // analytics: the tasks above carry the first acceptance and what detection proposed (the
  // category itself for four tasks in five), the accepted offers their answer, all written with the rows
  // (an UPDATE of every row would leave every table twice its live size). Completed tasks get three more
  // offers to other masters: one declined after 1-20 minutes, two withdrawn unanswered when it was taken
  // (withdrawal 'taken': not unanswered in analytics)
  await db.query(`
    INSERT INTO "TaskOffer" ("taskId", "contractId", state, "createdAt", "respondedAt", answer, "answeredAt", withdrawal)
    SELECT t.id, mc.id, CASE WHEN j = 0 THEN 'declined' ELSE 'withdrawn' END::"OfferState", t."createdAt",
      CASE WHEN j = 0 THEN t."createdAt" + (1 + t.id % 20) * interval '1 minute' ELSE t."acceptedAt" END,
      CASE WHEN j = 0 THEN 'declined'::"OfferState" END,
      CASE WHEN j = 0 THEN t."createdAt" + (1 + t.id % 20) * interval '1 minute' END,
      CASE WHEN j > 0 THEN 'taken'::"OfferWithdrawal" END
    FROM "Task" t CROSS JOIN generate_series(0, 2) j
    JOIN mc ON mc.k = (t.id * 3 + j * 101) % ${masters} + 1
    WHERE t.status = 'completed' AND mc.id <> t."contractId"
    ON CONFLICT DO NOTHING`);
  // cancellations carry a client reason
  await db.query(`UPDATE "TaskStatusChange" s SET "cancelReasonId" = r.id
    FROM "Task" t, (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM "CancelReason" WHERE audience = 'client' AND step = 1) r
    WHERE t.id = s."taskId" AND t.status = 'cancelled'
      AND r.n = t.id % (SELECT count(*) FROM "CancelReason" WHERE audience = 'client' AND step = 1)`);

  // half of the completed tasks have an approved review
  await db.query(`
    INSERT INTO "Review" ("taskId", "contractId", "clientId", rating, comment, state, "createdAt")
    SELECT id, "contractId", "clientId", 3 + id % 3, 'Спасибо, всё сделано', 'approved', "completedAt"
    FROM "Task" WHERE status = 'completed' AND id % 2 = 0`);

  // the dispatch scenario: masters approved in bench-only categories, whole city, nothing in progress
  const catRow = async (slug: string, name: string) =>
    (
      await one<{ id: number }>(
        `INSERT INTO "Category" (slug, name, description, "isActive", "sortOrder", "updatedAt") VALUES ($1, $2, '', true, 1000, now()) RETURNING id`,
        [slug, name],
      )
    ).id;
  const dispatchAll = await catRow('bench-dispatch-all', 'Бенчмарк: все мастера');
  const dispatch1k = await catRow('bench-dispatch-1k', 'Бенчмарк: тысяча мастеров');
  const dispatch10 = await catRow('bench-dispatch-10', 'Бенчмарк: десять мастеров');
  // each with a point of their own spread over Tashkent (lat 41.23-41.37, lon 69.15-69.40, the same every run),
  // as the application form sends it: the waves rank them by distance from the task
  await db.query(
    `INSERT INTO "Contract" ("userId", status, name, phone, "cityId", latitude, longitude, address, "updatedAt")
     SELECT id, 'approved', 'Мастер D' || k, '+99891' || lpad(k::text, 7, '0'), $3,
       41.23 + mod(k * 7919, 1000) / 1000.0 * 0.14, 69.15 + mod(k * 104729, 997) / 997.0 * 0.25, 'Ташкент', now()
     FROM (SELECT id, "telegramId" - $1::bigint AS k FROM "User" WHERE "telegramId" BETWEEN $1::bigint + 1 AND $1::bigint + $2) u
     ORDER BY id`,
    [TG.dispatchMasterBase, dispatchMasters, tashkent],
  );
  await db.query(
    `INSERT INTO "ContractCategory" ("contractId", "categoryId")
     SELECT c.id, $3 FROM "Contract" c JOIN "User" u ON u.id = c."userId" WHERE u."telegramId" BETWEEN $1::bigint + 1 AND $1::bigint + $2`,
    [TG.dispatchMasterBase, dispatchMasters, dispatchAll],
  );
  await db.query(
    `INSERT INTO "ContractCategory" ("contractId", "categoryId")
     SELECT c.id, $3 FROM "Contract" c JOIN "User" u ON u.id = c."userId" WHERE u."telegramId" BETWEEN $1::bigint + 1 AND $1::bigint + $2`,
    [TG.dispatchMasterBase, Math.min(1000, dispatchMasters), dispatch1k],
  );
  await db.query(
    `INSERT INTO "ContractCategory" ("contractId", "categoryId")
     SELECT c.id, $3 FROM "Contract" c JOIN "User" u ON u.id = c."userId" WHERE u."telegramId" BETWEEN $1::bigint + 1 AND $1::bigint + $2`,
    [TG.dispatchMasterBase, 10, dispatch10],
  );
  await db.query('COMMIT');

  const counts = await one<Record<string, number>>(`
    SELECT (SELECT count(*) FROM "User")::int AS users, (SELECT count(*) FROM "Contract" WHERE status = 'approved')::int AS approved,
      (SELECT count(*) FROM "Task")::int AS tasks, (SELECT count(*) FROM "Task" WHERE status = ANY(${ACTIVE}))::int AS active,
      (SELECT count(*) FROM "TaskOffer")::int AS offers, (SELECT count(*) FROM "Review")::int AS reviews`);
  if (counts.tasks !== tasks) throw new Error(`seeded ${counts.tasks} tasks, expected ${tasks}`);
  return {
    tashkentId: tashkent,
    districtId: districts[0],
    dispatchAllCategoryId: dispatchAll,
    dispatch1kCategoryId: dispatch1k,
    dispatch10CategoryId: dispatch10,
    counts,
  };
}
