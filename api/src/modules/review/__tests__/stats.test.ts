import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMaster,
  places,
  type Place,
  type TestMaster,
  type TestUser,
} from '../../../../../tests/support/factories';
import type { ReviewState } from '../../../platform/db/generated/prisma/client';
import { clientStats, createMasterRatingsLoader, masterStats, masterStatsByUser } from '../stats';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;
const start = Date.UTC(2026, 0, 1);

// A task the master completed on day `day`, with a review when `rating` is given.
async function completed(
  master: TestMaster,
  client: TestUser,
  day: number,
  rating?: number,
  state: ReviewState = 'approved',
) {
  const task = await t.db.task.create({
    data: {
      clientId: client.userId,
      text: `Выполненная задача ${day}`,
      cityId: place.cityId,
      districtId: place.districtId,
      status: 'completed',
      contractId: master.contractId,
      completedAt: new Date(start + day * DAY),
      createdAt: new Date(start + day * DAY - 3600_000),
    },
  });
  if (rating !== undefined) {
    await t.db.review.create({
      data: {
        taskId: task.id,
        contractId: master.contractId,
        clientId: client.userId,
        rating,
        state,
        createdAt: new Date(start + day * DAY + 60_000),
      },
    });
  }
  return task;
}

describe('master statistics', () => {
  it('averages approved ratings over the last 30 completed tasks that have one', async () => {
    const category = await createCategory(t.db);
    const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const client = await createClient(t.db);
    // two old approved 1s fall out of the window of 30
    await completed(master, client, 1, 1);
    await completed(master, client, 2, 1);
    for (let day = 10; day < 40; day += 1) await completed(master, client, day, day % 2 === 0 ? 5 : 4);
    // newer tasks without an approved review do not push approved ones out
    await completed(master, client, 50, 1, 'pending');
    await completed(master, client, 51, 1, 'rejected');
    await completed(master, client, 52);
    // a task taken but not completed counts nowhere
    await t.db.task.create({
      data: {
        clientId: client.userId,
        text: 'В работе',
        cityId: place.cityId,
        districtId: place.districtId,
        status: 'in_progress',
        contractId: master.contractId,
      },
    });

    const stats = await masterStats(t.db, master.userId);

    expect(stats).toEqual({ completedTasksCount: 35, averageRating: 4.5, reviewsCount: 32 });
    const rest = (await t.request({ method: 'GET', url: '/api/tg-webapp/master/stats', as: master.spec })).json();
    expect(rest).toEqual({ success: true, data: stats });
  });

  it('counts a master’s record across their contracts and keeps completed tasks an admin closed', async () => {
    const category = await createCategory(t.db);
    const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const client = await createClient(t.db);
    const old = await completed(master, client, 1, 3);
    await t.db.task.update({ where: { id: old.id }, data: { status: 'closed', closedAt: new Date() } });
    await t.db.contract.update({ where: { id: master.contractId }, data: { archivedAt: new Date() } });
    const renewed = await t.db.contract.create({
      data: {
        userId: master.userId,
        status: 'approved',
        name: 'Снова мастер',
        phone: '+998901110000',
        cityId: place.cityId,
      },
    });
    await completed({ ...master, contractId: renewed.id }, client, 2, 4);
    expect(await masterStats(t.db, master.userId)).toEqual({
      completedTasksCount: 2,
      averageRating: 3.5,
      reviewsCount: 2,
    });
  });

  it('reads many masters in one call and gives zeros to a newcomer', async () => {
    const category = await createCategory(t.db);
    const a = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const b = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const client = await createClient(t.db);
    await completed(a, client, 1, 2);
    await completed(a, client, 2, 3);
    const stats = await masterStatsByUser(t.db, [a.userId, b.userId, a.userId]);
    expect(stats.get(a.userId)).toEqual({ completedTasksCount: 2, averageRating: 2.5, reviewsCount: 2 });
    expect(stats.get(b.userId)).toEqual({ completedTasksCount: 0, averageRating: 0, reviewsCount: 0 });
  });

  it('rounds the average to two decimals', async () => {
    const category = await createCategory(t.db);
    const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const client = await createClient(t.db);
    for (const [day, rating] of [
      [1, 5],
      [2, 4],
      [3, 4],
    ])
      await completed(master, client, day, rating);
    expect((await masterStats(t.db, master.userId)).averageRating).toBe(4.33);
  });
});

describe('client statistics', () => {
  it('averages the ratings the client gave over their last 30 reviews and counts every review written', async () => {
    const category = await createCategory(t.db);
    const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const client = await createClient(t.db);
    await completed(master, client, 1, 1, 'rejected');
    for (let day = 10; day < 40; day += 1)
      await completed(master, client, day, day < 25 ? 3 : 5, day % 3 === 0 ? 'pending' : 'approved');
    await completed(master, client, 45);

    const stats = await clientStats(t.db, client.userId);

    expect(stats).toEqual({ completedTasksCount: 32, averageRating: 4, reviewsCount: 31 });
    const rest = (await t.request({ method: 'GET', url: '/api/tg-webapp/client/stats', as: client.spec })).json();
    expect(rest).toEqual({ success: true, data: stats });
  });
});

describe('the masters’ ratings loader', () => {
  it('gives numbers already read as they are, loads the others in one statement, and then gives those too', async () => {
    const category = await createCategory(t.db);
    const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const client = await createClient(t.db);
    await completed(master, client, 1, 4);
    const loader = createMasterRatingsLoader(t.db);
    const primed = { averageRating: 3.5, reviewsCount: 2 };
    loader.prime(new Map([[-7, primed]]));

    expect(loader.known(-7)).toBe(primed);
    expect(loader.known(master.userId)).toBeUndefined();
    const loaded = await loader.load(master.userId);

    expect(loaded).toEqual({ averageRating: 4, reviewsCount: 1 });
    expect(loader.known(master.userId)).toBe(loaded);
  });
});
