// The price of a job (docs/product.md "Prices"): the master's figure at completion, the client's after it, the
// 30 % rule, and who reads a task's price (REST and GraphQL).
import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMasters,
  places,
  snapshot,
  type Place,
  type TestMaster,
  type TestUser,
} from '../../../../../tests/support/factories';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
});
afterAll(() => t.close());

const post = (as: TestUser, url: string, payload: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url: `/api/tg-webapp${url}`, as: as.spec, payload });

// a client's task accepted by the first of two masters
async function inProgress() {
  const category = await createCategory(t.db);
  const masters = await createMasters(t.db, 2, { categoryIds: [category.id], cityId: place.cityId });
  const client = await createClient(t.db);
  const created = await post(client, '/tasks', {
    text: 'Поменять смеситель на кухне',
    category_id: category.id,
    city_id: place.cityId,
    district_id: place.districtId,
    tg_username: 'client_contact',
  });
  const taskId = created.json().data.id as number;
  expect((await post(masters[0], `/master/tasks/${taskId}/approve`)).statusCode).toBe(200);
  return { category, master: masters[0], other: masters[1], client, taskId };
}

async function completed(price?: number) {
  const scene = await inProgress();
  const body = price === undefined ? {} : { price };
  expect((await post(scene.master, `/master/tasks/${scene.taskId}/complete`, body)).statusCode).toBe(200);
  return scene;
}

const task = (id: number) => t.db.task.findUniqueOrThrow({ where: { id } });

describe('the price at completion', () => {
  it('records the master figure as the price', async () => {
    const { taskId } = await completed(250_000);
    expect(await task(taskId)).toMatchObject({
      status: 'completed',
      masterPrice: 250_000,
      clientPrice: null,
      price: 250_000,
      priceDisputed: false,
    });
  });

  it('still completes without a price, and takes "150 000" as people type it', async () => {
    const { taskId } = await completed();
    expect(await task(taskId)).toMatchObject({ status: 'completed', masterPrice: null, price: null });
    const typed = await inProgress();
    await post(typed.master, `/master/tasks/${typed.taskId}/complete`, { price: '150 000' });
    expect(await task(typed.taskId)).toMatchObject({ status: 'completed', price: 150_000 });
  });

  it.each([[-5000], [0], [999], [1500.5], ['12,5'], ['дорого'], [100_000_001], [true], [{ sum: 1 }]])(
    'refuses %p and leaves the task in progress',
    async (price) => {
      const { master, taskId } = await inProgress();
      const before = await snapshot(t.db);
      const response = await post(master, `/master/tasks/${taskId}/complete`, { price });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        success: false,
        errors: { price: ['Укажите цену целым числом сумов, от 1 000 до 100 000 000'] },
      });
      expect(await snapshot(t.db)).toEqual(before);
    },
  );

  it('says the refusal in Uzbek to an Uzbek master', async () => {
    const { master, taskId } = await inProgress();
    await t.db.user.update({ where: { id: master.userId }, data: { language: 'uz' } });
    const response = await post(master, `/master/tasks/${taskId}/complete`, { price: 0 });
    expect(response.json().errors.price).toEqual([
      'Narxni soʻmda butun son bilan kiriting, 1 000 dan 100 000 000 gacha',
    ]);
    expect((await task(taskId)).status).toBe('in_progress');
  });

  it('takes the price through GraphQL completeTask and refuses a bad one there too', async () => {
    const { master, taskId } = await inProgress();
    const COMPLETE = `mutation ($id: Int!, $price: Int) {
      completeTask(id: $id, price: $price) {
        __typename
        ... on MutationCompleteTaskSuccess { data { status price } }
        ... on ValidationError { message }
      }
    }`;
    const bad = await t.gql(COMPLETE, { id: taskId, price: -1 }, master.spec);
    expect(bad.data.completeTask).toEqual({
      __typename: 'ValidationError',
      message: 'Укажите цену целым числом сумов, от 1 000 до 100 000 000',
    });
    expect((await task(taskId)).status).toBe('in_progress');
    const good = await t.gql(COMPLETE, { id: taskId, price: 300_000 }, master.spec);
    expect(good.data.completeTask.data).toEqual({ status: 'completed', price: 300_000 });
  });
});

describe("the client's figure", () => {
  it('counts over the master figure; within 30 % the task stays in the ranges', async () => {
    const { client, taskId } = await completed(200_000);
    const response = await post(client, `/tasks/${taskId}/price`, { price_paid: 250_000 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Цена сохранена' });
    expect(await task(taskId)).toMatchObject({
      masterPrice: 200_000,
      clientPrice: 250_000,
      price: 250_000,
      priceDisputed: false,
    });
  });

  it('marks a disagreement of more than 30 % and shows it in the admin task details', async () => {
    const { client, taskId } = await completed(200_000);
    await post(client, `/tasks/${taskId}/price`, { price_paid: 261_000 });
    expect(await task(taskId)).toMatchObject({ price: 261_000, priceDisputed: true });
    const details = await t.request({ method: 'GET', url: `/admin/api/tasks/${taskId}`, as: DEMO.admin });
    expect(details.json().data).toMatchObject({
      price: 261_000,
      master_price: 200_000,
      client_price: 261_000,
      price_disputed: true,
    });
    const admin = await t.gql(
      `{ adminTask(id: ${taskId}) { price masterPrice clientPrice priceDisputed } }`,
      {},
      DEMO.admin,
    );
    expect(admin.data.adminTask).toEqual({
      price: 261_000,
      masterPrice: 200_000,
      clientPrice: 261_000,
      priceDisputed: true,
    });
  });

  it('is refused before completion, to anyone but the client, and when malformed', async () => {
    const { client, master, taskId } = await inProgress();
    const before = await snapshot(t.db);
    const early = await post(client, `/tasks/${taskId}/price`, { price_paid: 100_000 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Цену можно указать только после завершения задачи');
    await post(master, `/master/tasks/${taskId}/complete`, {});
    const afterCompletion = await snapshot(t.db);
    const stranger = await createClient(t.db);
    for (const someone of [stranger, master]) {
      const refused = await post(someone, `/tasks/${taskId}/price`, { price_paid: 100_000 });
      expect(refused.statusCode).toBe(404);
    }
    const malformed = await post(client, `/tasks/${taskId}/price`, { price_paid: '1e6' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({
      price_paid: ['Укажите цену целым числом сумов, от 1 000 до 100 000 000'],
    });
    expect((await snapshot(t.db)).tasks).toEqual(afterCompletion.tasks);
    expect(before.tasks.find((row) => row.id === taskId)?.clientPrice).toBeNull();
  });

  it('is set through GraphQL setTaskPrice by the client only', async () => {
    const { client, other, taskId } = await completed(100_000);
    const SET = `mutation ($taskId: Int!, $pricePaid: Int!) {
      setTaskPrice(taskId: $taskId, pricePaid: $pricePaid) {
        __typename
        ... on MutationSetTaskPriceSuccess { data { price } }
        ... on Error { message }
      }
    }`;
    const refused = await t.gql(SET, { taskId, pricePaid: 120_000 }, other.spec);
    expect(refused.data.setTaskPrice).toEqual({ __typename: 'NotFoundError', message: 'Задача не найдена' });
    const set = await t.gql(SET, { taskId, pricePaid: 120_000 }, client.spec);
    expect(set.data.setTaskPrice).toEqual({ __typename: 'MutationSetTaskPriceSuccess', data: { price: 120_000 } });
  });
});

describe('who reads a task price', () => {
  it("shows it to the task's client and master and to admins, to nobody else", async () => {
    const { client, master, other, taskId } = await completed(180_000);
    const list = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks', as: client.spec });
    expect(list.json().data.find((row: { id: number }) => row.id === taskId).price).toBe(180_000);

    const PRICE = `query ($id: Int!) { adminTask(id: $id) { price } }`;
    expect((await t.gql(PRICE, { id: taskId }, DEMO.admin)).data.adminTask.price).toBe(180_000);

    const OWN = `query ($id: Int!) { task(id: $id) { price } }`;
    expect((await t.gql(OWN, { id: taskId }, client.spec)).data.task.price).toBe(180_000);
    expect((await t.gql(OWN, { id: taskId }, master.spec)).data.task.price).toBe(180_000);
    const stranger = await createClient(t.db);
    for (const someone of [other, stranger] as (TestMaster | TestUser)[]) {
      const answer = await t.gql(OWN, { id: taskId }, someone.spec);
      expect(answer.data?.task?.price ?? null).toBeNull();
    }
  });

  it('gives an analyst token no task price', async () => {
    const { taskId } = await completed(180_000);
    const issued = await t.gql(
      `mutation { createApiToken(name: "цены") { ... on MutationCreateApiTokenSuccess { data { token } } } }`,
      {},
      DEMO.admin,
    );
    const response = await t.request({
      method: 'POST',
      url: '/graphql',
      headers: {
        authorization: `Bearer ${issued.data.createApiToken.data.token}`,
        'content-type': 'application/json',
      },
      payload: { query: `{ adminTask(id: ${taskId}) { price } }` },
    });
    expect(response.json().data?.adminTask?.price ?? null).toBeNull();
  });
});
