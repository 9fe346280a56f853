// The task screens' reads in SQL (task-view.ts readTaskViews, client-screen.ts clientScreen, sent through pg's
// pool as named statements by platform/db/raw-reads.ts) answer exactly what Prisma's include answers, and
// so do the same statements sent through $queryRaw (the embedded database's way, and a transaction's).
import { Prisma } from '../../../platform/db/generated/prisma/client';
import type { Db } from '../../../platform/db/client';
import { readRows } from '../../../platform/db/raw-reads';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { createCategory, createClient, createMaster, places } from '../../../../../tests/support/factories';
import { loadTaskView, readTaskViews, taskViewInclude, viewAnswers, withStats, type TaskViews } from '../task-view';
import { clientTasksCondition, clientTasksWhere, NEWEST_FIRST, NEWEST_FIRST_SQL } from '../client-tasks';
import { clientScreen } from '../client-screen';
import { readJourney } from '../journey/journey-read';
import { masterScreen } from '../master-tasks';
import { ForbiddenError } from '../../../platform/errors';
import type { Viewer } from '../../../platform/context';
import type { Ratings } from '../../review';

let t: TestApp;
// the same client without the pool: every read goes through $queryRaw
let viaPrisma: Db;
let viewer: Viewer;
let taskIds: number[];
let workId: number;
let masterViewer: Viewer;

beforeAll(async () => {
  t = await createTestApp();
  viaPrisma = t.db.$extends({}) as unknown as Db;
  const place = await places(t.db);
  const category = await createCategory(t.db);
  const client = await createClient(t.db, { first_name: 'Дилноза', last_name: '', username: 'dilnoza' });
  const master = await createMaster(t.db, {
    categoryIds: [category.id],
    cityId: place.cityId,
    name: 'Рустам Алиев',
    photoPath: 'm.jpg',
  });
  const base = { clientId: client.userId, cityId: place.cityId, districtId: place.districtId, text: 'Течёт кран' };
  // a completed task with a master, a review and two photos; an earlier one without a category, cancelled
  // with a reason text; an active one with a window of time, a point and a phone
  const done = await t.db.task.create({
    data: {
      ...base,
      categoryId: category.id,
      contractId: master.contractId,
      status: 'completed',
      acceptedAt: new Date('2026-11-20T08:00:00.123Z'),
      completedAt: new Date('2026-11-20T10:30:00.456Z'),
      createdAt: new Date('2026-11-20T07:00:00Z'),
    },
  });
  await t.db.review.create({
    data: { taskId: done.id, contractId: master.contractId, clientId: client.userId, rating: 4, state: 'approved' },
  });
  for (const [position, id] of ['b-photo', 'a-photo'].entries()) {
    await t.db.taskPhoto.create({
      data: {
        id: `${id}-${process.pid}`,
        userId: client.userId,
        taskId: done.id,
        position,
        extension: 'jpg',
        width: 10,
        height: 10,
      },
    });
  }
  const cancelled = await t.db.task.create({
    data: { ...base, status: 'cancelled', cancelReasonText: 'передумал', createdAt: new Date('2026-11-19T07:00:00Z') },
  });
  const active = await t.db.task.create({
    data: {
      ...base,
      categoryId: category.id,
      status: 'sent_to_masters',
      when: 'window',
      scheduledFrom: new Date('2026-11-27T09:00:00Z'),
      scheduledTo: new Date('2026-11-27T12:00:00Z'),
      latitude: 41.311081,
      longitude: 69.240562,
      phone: '+998901112233',
      phoneVerified: true,
      tgUsername: 'dilnoza',
    },
  });
  taskIds = [done.id, cancelled.id, active.id];
  // the same master at work for another client
  const other = await createClient(t.db);
  workId = (
    await t.db.task.create({
      data: {
        ...base,
        clientId: other.userId,
        contractId: master.contractId,
        status: 'in_progress',
        categoryId: category.id,
      },
    })
  ).id;
  masterViewer = {
    user: await t.db.user.findUniqueOrThrow({ where: { id: master.userId } }),
    isAdmin: false,
    isAnalyst: false,
  };
  await t.db.taskOffer.create({ data: { taskId: active.id, contractId: master.contractId, state: 'pending' } });
  viewer = {
    user: await t.db.user.findUniqueOrThrow({ where: { id: client.userId } }),
    isAdmin: false,
    isAnalyst: false,
  };
});
afterAll(() => t.close());

// the review numbers of full statistics: what the SQL views read (usta_master_ratings)
const ratings = (stats: Map<number, Ratings>) =>
  new Map([...stats].map(([id, { reviewsCount, averageRating }]) => [id, { reviewsCount, averageRating }]));

// Prisma's include (the view every other screen reads) for the same tasks, with the count availableActions
// asks for the viewer (`userId`)
const byPrisma = async (db: Db, where = clientTasksWhere(viewer), userId = viewer.user.id): Promise<TaskViews> => {
  const tasks = await db.task.findMany({
    where,
    orderBy: NEWEST_FIRST,
    include: {
      ...taskViewInclude,
      _count: { select: { offers: { where: { state: 'pending', contract: { userId } } } } },
    },
  });
  return withStats(db, tasks);
};

describe('task views read in SQL', () => {
  it('equal the views of Prisma’s include, task by task and with their masters’ statistics', async () => {
    const expected = await byPrisma(t.db);
    expect(expected.tasks).toHaveLength(3);
    for (const db of [t.db, viaPrisma]) {
      const views = await readTaskViews(db, clientTasksCondition(viewer), NEWEST_FIRST_SQL, viewer.user.id);
      expect(views.tasks).toEqual(expected.tasks);
      expect(views.masterStats).toEqual(ratings(expected.masterStats));
      for (const id of taskIds) {
        // read for nobody in particular: no offers counted
        const one = await loadTaskView(db, id);
        expect(one.tasks).toEqual((await byPrisma(t.db, { id }, 0)).tasks);
      }
      // the master holding an open offer of the active task counts it, the client does not
      const [offered] = (
        await readTaskViews(db, Prisma.sql`t.id = ${taskIds[2]}`, Prisma.sql`t.id`, masterViewer.user.id)
      ).tasks;
      expect(offered).toEqual((await byPrisma(t.db, { id: taskIds[2] }, masterViewer.user.id)).tasks[0]);
      expect(offered).toMatchObject({ _count: { offers: 1 } });
    }
    // the values keep Prisma's types: dates as Dates to the millisecond, photos in their order
    const [done] = expected.tasks.filter((task) => task.status === 'completed');
    expect(done.completedAt).toEqual(new Date('2026-11-20T10:30:00.456Z'));
    expect(done.photos.map((photo) => photo.id)).toEqual([`b-photo-${process.pid}`, `a-photo-${process.pid}`]);
  });

  it('the client screen reads the active task, its count and its journey as the include and readJourney do', async () => {
    // the active task (the newest of the three), the only one of its statuses
    const currentId = taskIds[2];
    for (const db of [t.db, viaPrisma]) {
      const screen = await clientScreen(db, viewer);
      expect(screen.activeCount).toBe(1);
      expect(screen.views.tasks.map((task) => task.id)).toEqual([currentId]);
      expect(screen.views.tasks).toEqual((await byPrisma(t.db)).tasks.filter((task) => task.id === currentId));
      // the journey read beside it is readJourney's (the clock's `updatedAt` aside: both read the rows)
      expect(screen.journey).toEqual(await readJourney(db, viewer, currentId));
      expect(screen.journey).toMatchObject({ stage: 'searching', mastersNotified: 1 });
    }
  });

  it('the master screen reads his task as the include does, and refuses without a contract', async () => {
    const expected = await byPrisma(t.db, { id: workId }, masterViewer.user.id);
    for (const db of [t.db, viaPrisma]) {
      const screen = await masterScreen(db, masterViewer);
      expect(screen).toMatchObject({ currentId: workId, offeredId: null });
      expect(screen.views.tasks).toEqual(expected.tasks);
      expect(screen.views.masterStats).toEqual(ratings(expected.masterStats));
      await expect(masterScreen(db, viewer)).rejects.toThrow(ForbiddenError);
    }
  });

  it('sends a user row as Prisma returns it (bigint ids, enums as text, UTC dates)', async () => {
    const sql = Prisma.sql`SELECT u."telegramId", u.language, u."createdAt" FROM "User" u WHERE u.id = ${viewer.user.id}`;
    const [pooled] = await readRows<Record<string, unknown>>(t.db, sql);
    const [raw] = await readRows<Record<string, unknown>>(viaPrisma, sql);
    expect(pooled).toEqual(raw);
    expect(typeof pooled.telegramId).toBe('bigint');
    expect(pooled.createdAt).toEqual(viewer.user.createdAt);
  });
});

describe('viewAnswers: which GraphQL selections the SQL view answers', () => {
  const contract = {
    select: { id: true, userId: true, name: true, phone: true, photoPath: true, user: { select: { username: true } } },
  };
  it('answers the task screens’ selections', () => {
    expect(viewAnswers({})).toBe(true);
    expect(
      viewAnswers({
        include: {
          category: { select: { id: true, name: true, nameUz: true } },
          city: { select: { id: true, name: true } },
          district: { select: { id: true, name: true, nameUz: true } },
          client: { select: { firstName: true, lastName: true, username: true } },
          contract,
          review: { select: { id: true } },
          photos: { select: { id: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
        },
      }),
    ).toBe(true);
    expect(viewAnswers({ select: { id: true, status: true, contract } })).toBe(true);
    // availableActions' count of the viewer's open offers
    const offers = { select: { offers: { where: { state: 'pending', contract: { userId: 7 } } } } };
    expect(viewAnswers({ include: { _count: offers } }, 7)).toBe(true);
    expect(viewAnswers({ include: { _count: offers } }, 8)).toBe(false);
  });

  it('leaves to Prisma what the view did not read: counts, other relations, filters, orders, whole categories', () => {
    expect(viewAnswers({ include: { _count: { select: { offers: true } } } })).toBe(false);
    expect(viewAnswers({ include: { offers: true } })).toBe(false);
    expect(viewAnswers({ include: { category: true } })).toBe(false);
    expect(viewAnswers({ include: { city: true } })).toBe(false);
    expect(viewAnswers({ include: { district: { select: { latitude: true } } } })).toBe(false);
    expect(viewAnswers({ include: { category: { select: { slug: true } } } })).toBe(false);
    expect(viewAnswers({ include: { contract: { select: { ...contract.select, status: true } } } })).toBe(false);
    expect(viewAnswers({ include: { photos: { select: { id: true }, orderBy: [{ id: 'desc' }] } } })).toBe(false);
    expect(viewAnswers({ include: { photos: { select: { id: true }, take: 1 } } })).toBe(false);
    expect(viewAnswers({ include: { client: { select: { phone: true } } } })).toBe(false);
  });
});
