// The demo history: months of a marketplace in every state, written once into a database
// without tasks, readable by analytics; the test template itself holds no task (tests count seeded rows).
import { createTestDatabase, type TestDatabase } from '../../../../../tests/support/database';
import { seedHistory } from '../seed-history';
import { priceRangeSql } from '../../../modules/price';
import { readRows } from '../raw-reads';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(() => database.drop());

it('seeds a living history once, and only into a database without tasks', async () => {
  const db = database.handle.prisma;
  expect(await db.task.count()).toBe(0);
  const now = new Date('2026-06-01T12:00:00.000Z');
  expect(await seedHistory(db, { days: 60, now })).toBe(true);

  const statuses = await db.task.groupBy({ by: ['status'], _count: { _all: true } });
  const present = new Set(statuses.map((row) => row.status));
  for (const status of ['completed', 'cancelled', 'expired', 'in_progress', 'awaiting_admin_attention'] as const)
    expect(present).toContain(status);
  const tasks = await db.task.count();
  expect(tasks).toBeGreaterThan(200);
  expect(await db.task.count({ where: { createdAt: { gt: now } } })).toBe(0);
  expect(
    new Set((await db.task.findMany({ select: { districtId: true } })).map((t) => t.districtId)).size,
  ).toBeGreaterThan(5);

  expect(await db.taskOffer.count({ where: { answer: 'accepted' } })).toBeGreaterThan(0);
  expect(await db.taskOffer.count({ where: { answer: 'declined' } })).toBeGreaterThan(0);
  expect(await db.taskOffer.count({ where: { answer: null, state: 'withdrawn' } })).toBeGreaterThan(0);
  expect(await db.review.count({ where: { state: 'approved' } })).toBeGreaterThan(0);
  expect(await db.review.count({ where: { state: 'pending' } })).toBeGreaterThan(0);
  expect(await db.taskStatusChange.count({ where: { cancelReasonId: { not: null } } })).toBeGreaterThan(0);
  // every cancelled task says why
  expect(await db.task.count({ where: { status: 'cancelled', cancelReasonId: null } })).toBe(0);
  // a client never holds two active tasks
  const active = await db.task.groupBy({
    by: ['clientId'],
    where: { status: { in: ['new', 'sent_to_masters', 'awaiting_admin_attention', 'taken', 'in_progress'] } },
    _count: { _all: true },
  });
  expect(active.every((row) => row._count._all === 1)).toBe(true);
  // the first acceptance is never before the task, nor an answer before its offer
  const [order] = await db.$queryRaw<{ bad: number }[]>`
    SELECT ((SELECT count(*) FROM "Task" WHERE "firstAcceptedAt" < "createdAt")
      + (SELECT count(*) FROM "TaskOffer" WHERE "answeredAt" < "createdAt"))::int AS bad`;
  expect(order.bad).toBe(0);

  // completed jobs carry prices, so Tashkent shows the usual range of its common categories (docs/product.md
  // "Prices"), and a few figures far apart stay out of it
  expect(await db.task.count({ where: { completedAt: { not: null }, price: { not: null } } })).toBeGreaterThan(50);
  expect(await db.task.count({ where: { priceDisputed: true } })).toBeGreaterThan(0);
  const tashkent = await db.city.findUniqueOrThrow({ where: { name: 'Ташкент' } });
  const settings = { days: 180, minJobs: 8, minMasters: 3 };
  for (const slug of ['plumbing', 'electrical', 'appliance-repair', 'handyman']) {
    const category = await db.category.findUniqueOrThrow({ where: { slug } });
    const query = { categoryId: category.id, cityId: tashkent.id, districtId: null };
    const [range] = await readRows<{ scope: string; low: number; high: number }>(
      db,
      priceRangeSql(query, settings, now),
    );
    expect(range).toMatchObject({ scope: 'city' });
    expect(Number(range.low)).toBeLessThan(Number(range.high));
  }

  expect(await seedHistory(db, { days: 60, now })).toBe(false);
  expect(await db.task.count()).toBe(tasks);
}, 120_000);
