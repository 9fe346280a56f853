// The client's own master again (docs/product.md §12 "Your master again") through the real server: a task
// posted with a former master is offered to him alone for DISPATCH_PREFERRED_S and to nobody else, then
// the usual waves; his refusal widens the search at once and is recorded; a master off duty is passed at
// once; the client is told (live card and bot message) and the master sees "your former client"; only a
// master who completed a task of this client may be asked for (ru and uz refusals, nothing created).
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMasterAt,
  LEAK_AT_POINT,
  places,
  POINT,
  postTaskFor,
  snapshot,
  type Place,
  type TestUser,
} from '../../../../../tests/support/factories';
import { eventually } from '../../../../../tests/support/eventually';
import { offerOpenTasksTo } from '..';

const PREFERRED_S = 2;
let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp({ env: { DISPATCH_PREFERRED_S: String(PREFERRED_S), DISPATCH_WAVE_SIZE: '5' } });
  place = await places(t.db);
});
afterAll(() => t.close());

const TEXT = 'Потекла труба под раковиной на кухне';

const masterAt = (categoryId: number, km: number) => createMasterAt(t.db, place, categoryId, km);

// a client whose earlier task `former` completed; the former master lives farther than the others
async function scene() {
  const category = await createCategory(t.db);
  const former = await masterAt(category.id, 6);
  const near = await masterAt(category.id, 0.5);
  const client = await createClient(t.db);
  await t.db.task.create({
    data: {
      clientId: client.userId,
      contractId: former.contractId,
      text: 'Раньше: поменял смеситель',
      categoryId: category.id,
      cityId: place.cityId,
      districtId: place.districtId,
      status: 'completed',
      completedAt: new Date(Date.now() - 86_400_000),
    },
  });
  return { category, former, near, client };
}

const post = (client: TestUser, categoryId: number, extra: Record<string, unknown>) =>
  postTaskFor(t, place, client, categoryId, { ...LEAK_AT_POINT, ...extra });

const pendingOf = async (taskId: number) =>
  (await t.db.taskOffer.findMany({ where: { taskId, state: 'pending' }, orderBy: { id: 'asc' } })).map(
    (offer) => offer.contractId,
  );

const journeyOf = async (client: TestUser) =>
  (await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/active', as: client.spec })).json().data.journey;

describe('the client’s own master again', () => {
  it('offers the task to him alone for DISPATCH_PREFERRED_S, then to the nearest in waves, and tells the client', async () => {
    const { category, former, near, client } = await scene();
    const response = await post(client, category.id, { preferred_master_id: former.contractId });
    expect(response.statusCode).toBe(200);
    const taskId = response.json().data.id as number;

    expect(await pendingOf(taskId)).toEqual([former.contractId]);
    expect(await journeyOf(client)).toMatchObject({
      stage: 'searching',
      preferred_master: { first_name: 'Мастер', state: 'offered' },
    });
    // he sees that the client asked for him; the nearer master sees nothing yet
    const his = await t.request({ method: 'GET', url: '/api/tg-webapp/master/tasks/pending', as: former.spec });
    expect(his.json().data).toMatchObject({ id: taskId, former_client: true });
    const gql = await t.gql('{ masterPendingTask { id formerClient } }', {}, former.spec);
    expect(gql.data.masterPendingTask).toEqual({ id: taskId, formerClient: true });
    const other = await t.request({ method: 'GET', url: '/api/tg-webapp/master/tasks/pending', as: near.spec });
    expect(other.json().data).toBeNull();

    // his turn ends: the waves begin with the nearest, his offer stays open
    await eventually(async () => (await pendingOf(taskId)).includes(near.contractId), 8000, 50);
    expect(await pendingOf(taskId)).toEqual([former.contractId, near.contractId]);
    const [first, second] = await t.db.taskOffer.findMany({ where: { taskId }, orderBy: { id: 'asc' } });
    // not before his turn ended
    expect(second.createdAt.getTime() - first.createdAt.getTime()).toBeGreaterThanOrEqual(PREFERRED_S * 1000);
    const task = await t.db.task.findUniqueOrThrow({ where: { id: taskId } });
    expect(task.preferredOutcome).toBe('no_answer');
    expect(await journeyOf(client)).toMatchObject({ preferred_master: { state: 'no_answer' } });
    const told = await t.db.notification.findMany({
      where: { userId: client.userId, kind: 'preferred_master_passed' },
    });
    expect(told.map((n) => n.payload)).toEqual([{ taskId }]);
    // the nearer master's offer is no "former client" one
    const nearOffer = await t.request({ method: 'GET', url: '/api/tg-webapp/master/tasks/pending', as: near.spec });
    expect(nearOffer.json().data).toMatchObject({ id: taskId, former_client: false });
  });

  it('goes on in waves at once when he declines, and keeps his refusal', async () => {
    const { category, former, near, client } = await scene();
    const created = await t.gql(
      `mutation($input: TaskInput!) { createTask(input: $input) {
        ... on MutationCreateTaskSuccess { data { id journey { preferredMaster { firstName state } } } } } }`,
      {
        input: {
          text: TEXT,
          categoryId: category.id,
          cityId: place.cityId,
          districtId: place.districtId,
          tgUsername: 'client_contact',
          ...POINT,
          preferredMasterId: former.contractId,
        },
      },
      client.spec,
    );
    const taskId = created.data.createTask.data.id as number;
    expect(created.data.createTask.data.journey.preferredMaster).toEqual({ firstName: 'Мастер', state: 'OFFERED' });
    expect(await pendingOf(taskId)).toEqual([former.contractId]);
    // a master coming on duty during his turn is not offered it either
    expect(await offerOpenTasksTo(t.app.services, near.contractId)).toBe(0);

    const declined = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/master/tasks/${taskId}/reject`,
      as: former.spec,
    });
    expect(declined.statusCode).toBe(200);
    // at once, long before DISPATCH_PREFERRED_S
    expect(await pendingOf(taskId)).toEqual([near.contractId]);
    const task = await t.db.task.findUniqueOrThrow({ where: { id: taskId } });
    expect(task.preferredOutcome).toBe('declined');
    const his = await t.db.taskOffer.findFirstOrThrow({ where: { taskId, contractId: former.contractId } });
    expect(his).toMatchObject({ state: 'declined', answer: 'declined' });
    expect(await journeyOf(client)).toMatchObject({ preferred_master: { state: 'declined' } });
    expect(await t.db.notification.count({ where: { userId: client.userId, kind: 'preferred_master_passed' } })).toBe(
      1,
    );
  });

  it('passes a master off duty at once: the waves start and the client is told', async () => {
    const { category, former, near, client } = await scene();
    await t.db.contract.update({ where: { id: former.contractId }, data: { onDuty: false, offReason: 'self' } });
    const response = await post(client, category.id, { preferred_master_id: former.contractId });
    const taskId = response.json().data.id as number;
    expect(await pendingOf(taskId)).toEqual([near.contractId]);
    const task = await t.db.task.findUniqueOrThrow({ where: { id: taskId } });
    expect(task).toMatchObject({ preferredContractId: former.contractId, preferredOutcome: 'unavailable' });
    expect(await journeyOf(client)).toMatchObject({ preferred_master: { state: 'unavailable' } });
    expect(await t.db.notification.count({ where: { userId: client.userId, kind: 'preferred_master_passed' } })).toBe(
      1,
    );
  });

  it('refuses a master who never completed a task of this client, in ru and uz, and creates nothing', async () => {
    const { category, client } = await scene();
    const { former: othersMaster } = await scene();
    const stranger = await masterAt(category.id, 1);
    const before = await snapshot(t.db);
    for (const id of [othersMaster.contractId, stranger.contractId, 999_999]) {
      const response = await post(client, category.id, { preferred_master_id: id });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        success: false,
        errors: {
          preferred_master_id: ['Позвать снова можно только мастера, который уже выполнял ваш заказ'],
        },
      });
    }
    const bad = await post(client, category.id, { preferred_master_id: 'someone' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['preferred_master_id']);

    await t.db.user.update({ where: { id: client.userId }, data: { language: 'uz' } });
    const uz = await t.gql(
      `mutation($input: TaskInput!) { createTask(input: $input) { ... on ValidationError { message fieldErrors { field messages } } } }`,
      {
        input: {
          text: TEXT,
          categoryId: category.id,
          cityId: place.cityId,
          districtId: place.districtId,
          tgUsername: 'client_contact',
          preferredMasterId: othersMaster.contractId,
        },
      },
      client.spec,
    );
    expect(JSON.stringify(uz)).toContain('Faqat avval buyurtmangizni bajargan ustani qayta chaqirish mumkin');
    expect(await snapshot(t.db)).toEqual(before);
  });
});
