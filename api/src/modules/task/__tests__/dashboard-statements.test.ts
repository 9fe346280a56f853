// The screens read on every visit (the client's active task, the master's dashboard) cost two SQL
// statements: the signed-in user, then the ids, the task
// and its master's numbers in one.
// Counted at the pg driver, so this runs on PostgreSQL only.
import pg from 'pg';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { usePglite } from '../../../../../tests/support/database';
import {
  createCategory,
  createClient,
  createMaster,
  places,
  type Place,
  type TestMaster,
  type TestUser,
} from '../../../../../tests/support/factories';
import { masterStats } from '../../review';

const describePg = usePglite ? describe.skip : describe;

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
});
afterAll(() => t.close());

async function statementsOf<T>(run: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const spy = jest.spyOn(pg.Client.prototype, 'query');
  try {
    const result = await run();
    return { result, statements: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

// A master with a record (completed tasks, approved and pending reviews) and a task in progress for `client`.
async function masterAtWork(client: TestUser): Promise<{ master: TestMaster; taskId: number }> {
  const category = await createCategory(t.db);
  const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
  const other = await createClient(t.db);
  const base = {
    clientId: other.userId,
    cityId: place.cityId,
    districtId: place.districtId,
    contractId: master.contractId,
  };
  for (const [day, rating, state] of [
    [1, 5, 'approved'],
    [2, 4, 'approved'],
    [3, 1, 'pending'],
  ] as const) {
    const done = await t.db.task.create({
      data: { ...base, text: `Готово ${day}`, status: 'completed', completedAt: new Date(Date.UTC(2026, 0, day)) },
    });
    await t.db.review.create({
      data: { taskId: done.id, contractId: master.contractId, clientId: other.userId, rating, state },
    });
  }
  const task = await t.db.task.create({
    data: {
      ...base,
      clientId: client.userId,
      text: 'Течёт кран в ванной',
      status: 'in_progress',
      categoryId: category.id,
      phone: '+998901234567',
    },
  });
  return { master, taskId: task.id };
}

describePg('statements per dashboard read', () => {
  it('GET /tasks/active with a master shown: 2 statements, the master’s numbers right', async () => {
    const client = await createClient(t.db);
    const { master, taskId } = await masterAtWork(client);
    await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/active', as: client.spec }); // warm-up

    const { result, statements } = await statementsOf(() =>
      t.request({ method: 'GET', url: '/api/tg-webapp/tasks/active', as: client.spec }),
    );

    const body = result.json();
    expect(body.data.id).toBe(taskId);
    const expected = await masterStats(t.db, master.userId);
    expect(expected).toEqual({ completedTasksCount: 3, averageRating: 4.5, reviewsCount: 2 });
    expect(body.data.master).toMatchObject({
      reviewsCount: expected.reviewsCount,
      averageRating: expected.averageRating,
    });
    // the sign-in, then the ids, the task, its master's numbers and the live card's journey in one
    // statement (client-screen.ts clientScreen), as the hand-written baseline of bench/ reads it
    expect(statements).toBeLessThanOrEqual(2);
  });

  it('GET /master/tasks/pending with a task in progress: 2 statements', async () => {
    const client = await createClient(t.db);
    const { master, taskId } = await masterAtWork(client);
    await t.request({ method: 'GET', url: '/api/tg-webapp/master/tasks/pending', as: master.spec });

    const { result, statements } = await statementsOf(() =>
      t.request({ method: 'GET', url: '/api/tg-webapp/master/tasks/pending', as: master.spec }),
    );

    expect(result.json().data.id).toBe(taskId);
    expect(result.json().data.master).toMatchObject({ reviewsCount: 2, averageRating: 4.5 });
    // the sign-in, then the contract, its task and the numbers in one (master-tasks.ts masterScreen)
    expect(statements).toBeLessThanOrEqual(2);
  });

  it('the web app’s client screen (ClientHome’s task, actions included): 2 statements', async () => {
    const client = await createClient(t.db);
    const { taskId } = await masterAtWork(client);
    // ClientHome's activeTask and ActiveTaskCard_Task (web/src/features/client)
    const query = `{ activeTaskCount activeTask { id version text status statusLabel phase availableActions active
      hasReview cancelStep master { name photoPath telegramUsername phone reviewsCount averageRating contractId } } }`;
    await t.gql(query, {}, client.spec);

    const { result, statements } = await statementsOf(() => t.gql(query, {}, client.spec));

    expect(result.errors).toBeUndefined();
    expect(result.data.activeTask).toMatchObject({ id: taskId, availableActions: ['cancel'] });
    // the sign-in, then the screen's statement (client-screen.ts clientScreen): the view answers the
    // selection, the viewer's offers counted in it (task-view.ts viewAnswers)
    expect(statements).toBeLessThanOrEqual(2);
  });

  it('the web app’s whole ClientHome (its statistics too): 2 statements, the same statistics as alone', async () => {
    const client = await createClient(t.db);
    const { master } = await masterAtWork(client);
    const done = await t.db.task.create({
      data: {
        clientId: client.userId,
        cityId: place.cityId,
        districtId: place.districtId,
        contractId: master.contractId,
        text: 'Поменять смеситель',
        status: 'completed',
        completedAt: new Date(Date.UTC(2026, 1, 1)),
      },
    });
    await t.db.review.create({
      data: { taskId: done.id, contractId: master.contractId, clientId: client.userId, rating: 4, state: 'approved' },
    });
    // ClientHome (web/src/features/client/client-screen.tsx) as the app sends it
    const query = `query ClientHome { activeTask { id status active hasReview cancelStep ...ActiveTaskCard_Task }
      activeTaskCount clientStats { completedTasksCount averageRating reviewsCount } }
      fragment ActiveTaskCard_Task on Task { id version text status statusLabel phase availableActions active
      hasReview master { name photoPath telegramUsername phone reviewsCount averageRating contractId } }`;
    await t.gql(query, {}, client.spec);

    const { result, statements } = await statementsOf(() => t.gql(query, {}, client.spec));
    const alone = await t.gql('{ clientStats { completedTasksCount averageRating reviewsCount } }', {}, client.spec);

    expect(result.errors).toBeUndefined();
    expect(result.data.activeTaskCount).toBe(1);
    expect(result.data.clientStats).toEqual({ completedTasksCount: 1, averageRating: 4, reviewsCount: 1 });
    expect(result.data.clientStats).toEqual(alone.data.clientStats);
    // the sign-in, then the screen's statement with the client's statistics in it (client-screen.ts clientScreen)
    expect(statements).toBeLessThanOrEqual(2);
  });

  it('GraphQL activeTask with the master’s numbers: 2 statements, the same numbers as masterStats', async () => {
    const client = await createClient(t.db);
    const { master } = await masterAtWork(client);
    const query = '{ activeTaskCount activeTask { id master { name reviewsCount averageRating } } }';
    await t.gql(query, {}, client.spec);

    const { result, statements } = await statementsOf(() => t.gql(query, {}, client.spec));

    expect(result.errors).toBeUndefined();
    const expected = await masterStats(t.db, master.userId);
    expect(result.data.activeTask.master).toMatchObject({
      reviewsCount: expected.reviewsCount,
      averageRating: expected.averageRating,
    });
    expect(statements).toBeLessThanOrEqual(2);
  });

  it('GraphQL masterCurrentTask with the master’s own numbers: 2 statements', async () => {
    const client = await createClient(t.db);
    const { master } = await masterAtWork(client);
    const query = '{ masterCurrentTask { id master { reviewsCount averageRating } } masterPendingTask { id } }';
    await t.gql(query, {}, master.spec);

    const { result, statements } = await statementsOf(() => t.gql(query, {}, master.spec));

    expect(result.errors).toBeUndefined();
    expect(result.data.masterCurrentTask.master).toEqual({ reviewsCount: 2, averageRating: 4.5 });
    expect(result.data.masterPendingTask).toBeNull();
    expect(statements).toBeLessThanOrEqual(2);
  });
});
