// Analytics facts: "AnalyticsTask" is kept by triggers, and every figure reads it
// instead of Task, TaskOffer and Review. After months of history and random changes made the ways the app
// and an operator could make them (Prisma, raw SQL, deletions, cascades), the table must equal the same
// columns computed directly from the tasks, and the figures over random windows must equal a direct count
// of the rows and the reads as they were before the table (modules/analytics/__tests__/analytics-direct.ts).
import { createTestDatabase, type TestDatabase } from '../../../../../tests/support/database';
import * as analytics from '../analytics';
import { analyticsSnapshot } from '../scope';
import {
  funnel,
  masterFigures,
  timeToAccept,
  timeToComplete,
  type AnalyticsFilter,
  type AnalyticsScope,
} from '../analytics';
import * as direct from './analytics-direct';
import type { Db } from '../../../platform/db/client';
import { seedHistory } from '../../../platform/db/seed-history';

let database: TestDatabase;
let db: Db;

// the figures read one snapshot as a request's do; the direct reads take `db`
const scopeOf = (filter: AnalyticsFilter): AnalyticsScope & { db: Db } => ({
  db,
  snapshot: analyticsSnapshot(db),
  filter,
});
const NOW = new Date('2026-06-01T12:00:00.000Z');

// a small deterministic generator (mulberry32), so a failure can be replayed
function generator(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(618);
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];

// what the facts must hold, computed from the tasks themselves
const DIRECT = `
  SELECT t.id AS "taskId", t."createdAt", extract(epoch FROM t."firstAcceptedAt" - t."createdAt")::float8 AS "acceptSeconds",
    extract(epoch FROM t."completedAt" - t."createdAt")::float8 AS "completeSeconds", t."cityId", t."districtId",
    t."categoryId", t."contractId", t."detectedCategoryId", t.status,
    EXISTS (SELECT 1 FROM "TaskOffer" o WHERE o."taskId" = t.id) AS offered,
    EXISTS (SELECT 1 FROM "Review" r WHERE r."taskId" = t.id) AS reviewed, t."detectionRecorded"
  FROM "Task" t`;
const FACTS = `
  SELECT "taskId", "createdAt", "acceptSeconds", "completeSeconds", "cityId", "districtId", "categoryId",
    "contractId", "detectedCategoryId", status, offered, reviewed, "detectionRecorded"
  FROM "AnalyticsTask"`;

async function differences() {
  const missing = await db.$queryRawUnsafe<unknown[]>(`${DIRECT} EXCEPT ${FACTS}`);
  const extra = await db.$queryRawUnsafe<unknown[]>(`${FACTS} EXCEPT ${DIRECT}`);
  return { missing, extra };
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.prisma;
  expect(await seedHistory(db, { days: 60, now: NOW })).toBe(true);
}, 180_000);
afterAll(() => database.drop());

it('holds the facts of every task after the history and after random changes of every kind', async () => {
  const [{ n }] = await db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM "AnalyticsTask"`);
  expect(n).toBeGreaterThan(200);
  expect(await differences()).toEqual({ missing: [], extra: [] });

  const tasks = await db.task.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  const ids = tasks.map((t) => t.id);
  const categories = (await db.category.findMany({ select: { id: true } })).map((c) => c.id);
  const districts = await db.district.findMany({ select: { id: true, cityId: true } });
  const contracts = (await db.contract.findMany({ select: { id: true } })).map((c) => c.id);
  const statuses = ['new', 'sent_to_masters', 'taken', 'in_progress', 'completed', 'cancelled', 'expired'] as const;
  for (let round = 0; round < 120; round++) {
    const id = pick(ids);
    const kind = Math.floor(random() * 10);
    if (kind === 0) {
      const district = pick(districts);
      await db.task.update({
        where: { id },
        data: {
          cityId: district.cityId,
          districtId: district.id,
          categoryId: random() < 0.2 ? null : pick(categories),
        },
      });
    } else if (kind === 1) {
      await db.task.update({ where: { id }, data: { status: pick([...statuses]) } });
    } else if (kind === 2) {
      // accepted (or accepted again), completed or neither, at arbitrary moments
      await db.$executeRawUnsafe(
        `UPDATE "Task" SET "firstAcceptedAt" = CASE WHEN $2 THEN NULL ELSE "createdAt" + $3 * interval '1 second' END,
           "completedAt" = CASE WHEN $4 THEN "createdAt" + $5 * interval '1 millisecond' END WHERE id = $1`,
        id,
        random() < 0.3,
        Math.floor(random() * 100_000),
        random() < 0.5,
        Math.floor(random() * 10_000_000),
      );
    } else if (kind === 3) {
      await db.task.update({
        where: { id },
        data: { createdAt: new Date(NOW.getTime() - random() * 70 * 86_400_000) },
      });
    } else if (kind === 4) {
      await db.taskOffer.deleteMany({ where: { taskId: id } });
    } else if (kind === 5) {
      // a dispatch: several offers in one statement
      await db.taskOffer.createMany({
        data: [...new Set([pick(contracts), pick(contracts), pick(contracts)])].map((contractId) => ({
          taskId: id,
          contractId,
        })),
        skipDuplicates: true,
      });
    } else if (kind === 6) {
      await db.review.deleteMany({ where: { taskId: id } });
    } else if (kind === 7) {
      const task = await db.task.findUniqueOrThrow({ where: { id } });
      if (task.contractId)
        await db.review.upsert({
          where: { taskId: id },
          create: { taskId: id, contractId: task.contractId, clientId: task.clientId, rating: 5 },
          update: {},
        });
    } else if (kind === 8) {
      await db.task.update({
        where: { id },
        data: { detectionRecorded: random() < 0.8, detectedCategoryId: random() < 0.3 ? null : pick(categories) },
      });
    } else if (random() < 0.3) {
      // deleting a task takes its offers, review and facts with it
      await db.task.delete({ where: { id } });
      ids.splice(ids.indexOf(id), 1);
    }
  }
  // a contract deleted: its offers and reviews go by cascade, and the tasks they leave are counted again
  const busiest = await db.taskOffer.groupBy({
    by: ['contractId'],
    _count: { _all: true },
    orderBy: { _count: { id: 'desc' } },
    take: 1,
  });
  await db.contract.delete({ where: { id: busiest[0].contractId } });
  // a review moved to another task (the app never does it)
  const moved = await db.review.findFirst({ orderBy: { id: 'asc' } });
  const free = await db.task.findFirst({ where: { review: null }, orderBy: { id: 'desc' } });
  if (moved && free) await db.$executeRawUnsafe(`UPDATE "Review" SET "taskId" = $1 WHERE id = $2`, free.id, moved.id);

  expect(await differences()).toEqual({ missing: [], extra: [] });
  const offered = await db.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM "AnalyticsTask" WHERE NOT offered`,
  );
  expect(offered[0].n).toBeGreaterThan(0);
}, 180_000);

// percentile_cont: linear interpolation between the two nearest ranks
function percentile(sorted: number[], p: number): number | null {
  if (!sorted.length) return null;
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}
const round3 = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

it('answers every window, city, district and category as a direct count of the tasks', async () => {
  const rows = await db.task.findMany({
    include: { offers: { select: { id: true } }, review: { select: { id: true } } },
  });
  const districts = await db.district.findMany({ select: { id: true, cityId: true } });
  const categories = [...new Set(rows.map((t) => t.categoryId).filter((id): id is number => id !== null))];
  const times = rows.map((t) => t.createdAt.getTime());
  const earliest = Math.min(...times);
  const latest = Math.max(...times);
  for (let round = 0; round < 40; round++) {
    const filter: AnalyticsFilter = { from: null, to: null, cityId: null, districtId: null, categoryId: null };
    // arbitrary instants, not day boundaries
    const a = earliest - 3_600_000 + random() * (latest - earliest + 7_200_000);
    const b = earliest - 3_600_000 + random() * (latest - earliest + 7_200_000);
    if (random() < 0.7) filter.from = new Date(Math.floor(Math.min(a, b)));
    if (random() < 0.7) filter.to = new Date(Math.ceil(Math.max(a, b)) + 1);
    const district = pick(districts);
    if (random() < 0.3) filter.cityId = district.cityId;
    if (random() < 0.3) filter.districtId = district.id;
    if (random() < 0.3) filter.categoryId = pick(categories);
    const inWindow = rows.filter(
      (t) =>
        (!filter.from || t.createdAt >= filter.from) &&
        (!filter.to || t.createdAt < filter.to) &&
        (!filter.cityId || t.cityId === filter.cityId) &&
        (!filter.districtId || t.districtId === filter.districtId) &&
        (!filter.categoryId || t.categoryId === filter.categoryId),
    );
    const scope = scopeOf(filter);
    const count = (test: (t: (typeof rows)[number]) => boolean) => inWindow.filter(test).length;
    expect(await funnel(scope)).toEqual({
      created: inWindow.length,
      offered: count((t) => t.offers.length > 0),
      accepted: count((t) => t.firstAcceptedAt !== null),
      completed: count((t) => t.completedAt !== null),
      reviewed: count((t) => t.review !== null),
      cancelled: count((t) => t.status === 'cancelled'),
      expired: count((t) => t.status === 'expired'),
      rejected: count((t) => t.status === 'rejected_by_admin'),
    });
    const durations = (end: (t: (typeof rows)[number]) => Date | null) => {
      const values = inWindow
        .filter((t) => end(t) !== null)
        .map((t) => (end(t)!.getTime() - t.createdAt.getTime()) / 1000)
        .sort((x, y) => x - y);
      return {
        count: values.length,
        p50: round3(percentile(values, 0.5)),
        p90: round3(percentile(values, 0.9)),
        p99: round3(percentile(values, 0.99)),
      };
    };
    expect(await timeToAccept(scope)).toEqual(durations((t) => t.firstAcceptedAt));
    expect(await timeToComplete(scope)).toEqual(durations((t) => t.completedAt));
    await scope.snapshot.close();
  }
}, 180_000);

function randomFilter(
  earliest: number,
  latest: number,
  districts: { id: number; cityId: number }[],
  categories: number[],
): AnalyticsFilter {
  const filter: AnalyticsFilter = { from: null, to: null, cityId: null, districtId: null, categoryId: null };
  const a = earliest - 3_600_000 + random() * (latest - earliest + 7_200_000);
  const b = earliest - 3_600_000 + random() * (latest - earliest + 7_200_000);
  if (random() < 0.6) filter.from = new Date(Math.floor(Math.min(a, b)));
  if (random() < 0.6) filter.to = new Date(Math.ceil(Math.max(a, b)) + 1);
  const district = pick(districts);
  if (random() < 0.3) filter.cityId = district.cityId;
  if (random() < 0.3) filter.districtId = district.id;
  if (random() < 0.3) filter.categoryId = pick(categories);
  return filter;
}

it('answers every field as the direct reads of Task, TaskOffer and Review did', async () => {
  const districts = await db.district.findMany({ select: { id: true, cityId: true } });
  const categories = (await db.category.findMany({ select: { id: true } })).map((c) => c.id);
  const times = (await db.task.findMany({ select: { createdAt: true } })).map((t) => t.createdAt.getTime());
  const earliest = Math.min(...times);
  const latest = Math.max(...times);
  const byContract = <T extends { contract: { id: number } }>(list: T[]) =>
    [...list].sort((x, y) => x.contract.id - y.contract.id);
  for (let round = 0; round < 25; round++) {
    // the first round without any filter (masters then read offers without the join)
    const filter: AnalyticsFilter =
      round === 0
        ? { from: null, to: null, cityId: null, districtId: null, categoryId: null }
        : randomFilter(earliest, latest, districts, categories);
    const scope = scopeOf(filter);
    const context = JSON.stringify(filter);
    expect([context, await analytics.funnel(scope)]).toEqual([context, await direct.funnel(scope)]);
    expect([context, await analytics.timeToAccept(scope)]).toEqual([context, await direct.timeToAccept(scope)]);
    expect([context, await analytics.timeToComplete(scope)]).toEqual([context, await direct.timeToComplete(scope)]);
    if (filter.from && filter.to) {
      expect([context, await analytics.series(scope, 'DAY')]).toEqual([context, await direct.series(scope, 'DAY')]);
      expect([context, await analytics.series(scope, 'WEEK')]).toEqual([context, await direct.series(scope, 'WEEK')]);
    }
    expect([context, await analytics.byCategory(scope)]).toEqual([context, await direct.byCategory(scope)]);
    expect([context, await analytics.byDistrict(scope)]).toEqual([context, await direct.byDistrict(scope)]);
    expect([context, byContract(await analytics.masterFigures(scope))]).toEqual([
      context,
      byContract(await direct.masterFigures(scope)),
    ]);
    expect([context, await analytics.cancelReasons(scope)]).toEqual([context, await direct.cancelReasons(scope)]);
    expect([context, await analytics.detection(scope)]).toEqual([context, await direct.detection(scope)]);
    await scope.snapshot.close();
  }
}, 180_000);

it('reads the masters without a filter as with a window holding every task', async () => {
  const scope = scopeOf({ from: null, to: null, cityId: null, districtId: null, categoryId: null });
  const all = await masterFigures(scope);
  const everything = await masterFigures({ ...scope, filter: { ...scope.filter, from: new Date(0) } });
  await scope.snapshot.close();
  const byId = <T extends { contract: { id: number } }>(list: T[]) =>
    [...list].sort((x, y) => x.contract.id - y.contract.id);
  expect(all.length).toBeGreaterThan(3);
  expect(all.some((m) => m.medianResponseSeconds !== null && m.unanswered > 0)).toBe(true);
  expect(byId(all)).toEqual(byId(everything));
});
