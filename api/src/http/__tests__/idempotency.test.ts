// Double submissions: two identical requests fired at once (a double tap, a retry racing the first try)
// leave one record and one effect, with or without an Idempotency-Key; with a key the repeat gets the
// first answer again.
import crypto from 'node:crypto';
import { createTestApp, type TelegramUserSpec, type TestApp } from '../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMaster,
  places,
  snapshot,
  type Place,
  type TestMaster,
  type TestUser,
} from '../../../../tests/support/factories';
import { ABANDONED_MS, reserveKey } from '../../platform/idempotency';
import { RU } from '../../platform/i18n/ru';

const IDEMPOTENCY_TEXTS = { reused: RU.IDEMPOTENCY_REUSED, invalidKey: RU.IDEMPOTENCY_INVALID_KEY };

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_TASKS: 'off' } });
  place = await places(t.db);
});
afterAll(() => t.close());

const newKey = () => crypto.randomUUID();

// a category of its own, one approved master for it, one client
async function scene(): Promise<{ categoryId: number; master: TestMaster; client: TestUser }> {
  const categoryId = (await createCategory(t.db)).id;
  const master = await createMaster(t.db, { categoryIds: [categoryId], cityId: place.cityId });
  const client = await createClient(t.db);
  return { categoryId, master, client };
}

const taskBody = (categoryId: number) => ({
  text: 'Нужно заменить смеситель в ванной комнате',
  category_id: categoryId,
  city_id: place.cityId,
  district_id: place.districtId,
  phone: '+998901112233',
});

function post(url: string, as: TelegramUserSpec, payload: unknown, key?: string) {
  return t.request({
    method: 'POST',
    url,
    as,
    payload: payload as Record<string, unknown>,
    headers: key ? { 'idempotency-key': key } : {},
  });
}

async function createTaskRest(client: TestUser, categoryId: number): Promise<number> {
  const response = await post('/api/tg-webapp/tasks', client.spec, taskBody(categoryId));
  expect(response.statusCode).toBe(200);
  return response.json().data.id;
}

const reasonId = async (audience: 'client' | 'master', step: number, code: string) =>
  (await t.db.cancelReason.findFirstOrThrow({ where: { audience, step, code } })).id;

const notifications = (where: { kind: string; userId?: number }) => t.db.notification.count({ where });
const changesTo = (taskId: number, to: string) =>
  t.db.taskStatusChange.count({ where: { taskId, toStatus: to as never } });

describe('task creation', () => {
  it('two at once without a key: one task, one dispatch; the other is told about the active task', async () => {
    const { categoryId, master, client } = await scene();
    const [a, b] = await Promise.all([
      post('/api/tg-webapp/tasks', client.spec, taskBody(categoryId)),
      post('/api/tg-webapp/tasks', client.spec, taskBody(categoryId)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = (a.statusCode === 409 ? a : b).json();
    expect(refused).toMatchObject({
      success: false,
      message: 'У вас уже есть активная задача',
      active_task: { id: expect.any(Number) },
    });
    expect(await t.db.task.count({ where: { clientId: client.userId } })).toBe(1);
    const task = await t.db.task.findFirstOrThrow({ where: { clientId: client.userId } });
    expect(refused.active_task.id).toBe(task.id);
    expect(await notifications({ kind: 'offer_new', userId: master.userId })).toBe(1);
    expect(await t.db.taskOffer.count({ where: { taskId: task.id } })).toBe(1);
  });

  it('two at once with one key: one task, and both get the same answer', async () => {
    const { categoryId, master, client } = await scene();
    const key = newKey();
    const [a, b] = await Promise.all([
      post('/api/tg-webapp/tasks', client.spec, taskBody(categoryId), key),
      post('/api/tg-webapp/tasks', client.spec, taskBody(categoryId), key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    expect(await t.db.task.count({ where: { clientId: client.userId } })).toBe(1);
    expect(await notifications({ kind: 'offer_new', userId: master.userId })).toBe(1);

    // a retry long after (a lost answer) still gets the first answer, not "you already have a task"
    const later = await post('/api/tg-webapp/tasks', client.spec, taskBody(categoryId), key);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual(a.json());
  });

  it('refuses a key used before for a different request, changing nothing', async () => {
    const { categoryId, client } = await scene();
    const key = newKey();
    await post('/api/tg-webapp/tasks', client.spec, taskBody(categoryId), key);
    const before = await snapshot(t.db);
    const other = await post(
      '/api/tg-webapp/tasks',
      client.spec,
      { ...taskBody(categoryId), text: 'Другой текст задачи про розетку' },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ success: false, message: IDEMPOTENCY_TEXTS.reused });
    const elsewhere = await post('/api/tg-webapp/reviews', client.spec, { rating: 5 }, key);
    expect(elsewhere.statusCode).toBe(422);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('keeps keys per user', async () => {
    const one = await scene();
    const two = await scene();
    const key = newKey();
    expect((await post('/api/tg-webapp/tasks', one.client.spec, taskBody(one.categoryId), key)).statusCode).toBe(200);
    expect((await post('/api/tg-webapp/tasks', two.client.spec, taskBody(one.categoryId), key)).statusCode).toBe(200);
    expect(await t.db.task.count({ where: { clientId: { in: [one.client.userId, two.client.userId] } } })).toBe(2);
  });

  it('refuses a malformed key', async () => {
    const { categoryId, client } = await scene();
    for (const key of ['x'.repeat(256), 'ключ']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/tg-webapp/tasks',
        as: client.spec,
        payload: taskBody(categoryId),
        headers: { 'idempotency-key': encodeURIComponent(key) === key ? key : Buffer.from(key).toString('latin1') },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(IDEMPOTENCY_TEXTS.invalidKey);
    }
    expect(await t.db.task.count({ where: { clientId: client.userId } })).toBe(0);
  });

  it('does not keep the answer of a request that never reached the handler', async () => {
    const { categoryId, client } = await scene();
    const key = newKey();
    const bad = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks',
      as: client.spec,
      headers: { 'idempotency-key': key, 'content-type': 'application/json' },
      payload: '{"text": ',
    });
    expect(bad.statusCode).toBe(400);
    expect((await post('/api/tg-webapp/tasks', client.spec, taskBody(categoryId), key)).statusCode).toBe(200);
  });
});

describe('GraphQL createTask', () => {
  const CREATE = `mutation ($input: TaskInput!) { createTask(input: $input) { __typename ... on MutationCreateTaskSuccess { data { id } } ... on Error { message } } }`;
  const input = (categoryId: number) => ({
    text: 'Нужно заменить смеситель в ванной комнате',
    categoryId,
    cityId: place.cityId,
    districtId: place.districtId,
    phone: '+998901112233',
  });
  const gql = (as: TelegramUserSpec, variables: Record<string, unknown>, key?: string) =>
    t.request({
      method: 'POST',
      url: '/graphql',
      as,
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      payload: { query: CREATE, variables },
    });

  it('two at once without a key: one task, the other a typed refusal', async () => {
    const { categoryId, client } = await scene();
    const results = (
      await Promise.all([
        gql(client.spec, { input: input(categoryId) }),
        gql(client.spec, { input: input(categoryId) }),
      ])
    ).map((response) => response.json().data.createTask.__typename);
    expect(results.sort()).toEqual(['ActiveTaskExistsError', 'MutationCreateTaskSuccess']);
    expect(await t.db.task.count({ where: { clientId: client.userId } })).toBe(1);
  });

  it('two at once with one key: one task, the same answer twice', async () => {
    const { categoryId, master, client } = await scene();
    const key = newKey();
    const [a, b] = await Promise.all([
      gql(client.spec, { input: input(categoryId) }, key),
      gql(client.spec, { input: input(categoryId) }, key),
    ]);
    expect(a.json()).toEqual(b.json());
    expect(a.json().data.createTask.__typename).toBe('MutationCreateTaskSuccess');
    expect(await t.db.task.count({ where: { clientId: client.userId } })).toBe(1);
    expect(await notifications({ kind: 'offer_new', userId: master.userId })).toBe(1);
    const other = await gql(
      client.spec,
      { input: { ...input(categoryId), text: 'Совсем другая задача для мастера' } },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().errors[0].message).toBe(IDEMPOTENCY_TEXTS.reused);
  });
});

describe('accept, complete, review, cancel', () => {
  it('a double accept: one status change, one message to the client', async () => {
    const { categoryId, master, client } = await scene();
    const taskId = await createTaskRest(client, categoryId);
    const url = `/api/tg-webapp/master/tasks/${taskId}/approve`;
    const [a, b] = await Promise.all([post(url, master.spec, {}), post(url, master.spec, {})]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await changesTo(taskId, 'in_progress')).toBe(1);
    expect(await notifications({ kind: 'task_accepted', userId: client.userId })).toBe(1);
  });

  it('a double accept with one key: both answered as accepted, one effect', async () => {
    const { categoryId, master, client } = await scene();
    const taskId = await createTaskRest(client, categoryId);
    const url = `/api/tg-webapp/master/tasks/${taskId}/approve`;
    const key = newKey();
    const [a, b] = await Promise.all([post(url, master.spec, {}, key), post(url, master.spec, {}, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(await changesTo(taskId, 'in_progress')).toBe(1);
    expect(await notifications({ kind: 'task_accepted', userId: client.userId })).toBe(1);
  });

  it('a double review: one review', async () => {
    const { categoryId, master, client } = await scene();
    const taskId = await createTaskRest(client, categoryId);
    expect((await post(`/api/tg-webapp/master/tasks/${taskId}/approve`, master.spec, {})).statusCode).toBe(200);
    const [c1, c2] = await Promise.all([
      post(`/api/tg-webapp/master/tasks/${taskId}/complete`, master.spec, {}),
      post(`/api/tg-webapp/master/tasks/${taskId}/complete`, master.spec, {}),
    ]);
    expect([c1.statusCode, c2.statusCode].sort()).toEqual([200, 409]);
    expect(await changesTo(taskId, 'completed')).toBe(1);
    expect(await notifications({ kind: 'task_completed', userId: client.userId })).toBe(1);

    const review = { user_task_id: taskId, contract_id: master.contractId, rating: 5, comment: 'Отлично' };
    const [a, b] = await Promise.all([
      post('/api/tg-webapp/reviews', client.spec, review),
      post('/api/tg-webapp/reviews', client.spec, review),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json()).toEqual({
      success: false,
      message: 'Вы уже оставили отзыв на эту задачу',
    });
    expect(await t.db.review.count({ where: { taskId } })).toBe(1);
  });

  it('a double review with one key: one review, the same answer', async () => {
    const { categoryId, master, client } = await scene();
    const taskId = await createTaskRest(client, categoryId);
    await post(`/api/tg-webapp/master/tasks/${taskId}/approve`, master.spec, {});
    await post(`/api/tg-webapp/master/tasks/${taskId}/complete`, master.spec, {});
    const review = { user_task_id: taskId, contract_id: master.contractId, rating: 4 };
    const key = newKey();
    const [a, b] = await Promise.all([
      post('/api/tg-webapp/reviews', client.spec, review, key),
      post('/api/tg-webapp/reviews', client.spec, review, key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(await t.db.review.count({ where: { taskId } })).toBe(1);
  });

  it('a double client cancel: one cancellation, one message to the master', async () => {
    const { categoryId, master, client } = await scene();
    const taskId = await createTaskRest(client, categoryId);
    await post(`/api/tg-webapp/master/tasks/${taskId}/approve`, master.spec, {});
    const body = { cancel_reason_id: await reasonId('client', 2, 'price') };
    const url = `/api/tg-webapp/tasks/${taskId}/cancel`;
    const [a, b] = await Promise.all([post(url, client.spec, body), post(url, client.spec, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await changesTo(taskId, 'cancelled')).toBe(1);
    expect(await notifications({ kind: 'task_cancelled_by_client', userId: master.userId })).toBe(1);
  });

  it('a double client cancel with one key: both answered as cancelled, one effect', async () => {
    const { categoryId, client } = await scene();
    const taskId = await createTaskRest(client, categoryId);
    const body = { cancel_reason_id: await reasonId('client', 1, 'changed_mind') };
    const url = `/api/tg-webapp/tasks/${taskId}/cancel`;
    const key = newKey();
    const [a, b] = await Promise.all([post(url, client.spec, body, key), post(url, client.spec, body, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(a.json().message).toBe('Задача отменена');
    expect(await changesTo(taskId, 'cancelled')).toBe(1);
  });

  it('a double master cancel: the task goes back out once', async () => {
    const { categoryId, master, client } = await scene();
    const taskId = await createTaskRest(client, categoryId);
    await post(`/api/tg-webapp/master/tasks/${taskId}/approve`, master.spec, {});
    const body = { cancel_reason_id: await reasonId('master', 0, 'CANNOT_COME') };
    const url = `/api/tg-webapp/master/tasks/${taskId}/cancel`;
    const [a, b] = await Promise.all([post(url, master.spec, body), post(url, master.spec, body)]);
    expect([a.statusCode, b.statusCode].sort((x, y) => x - y)[0]).toBe(200);
    expect([a.statusCode, b.statusCode].filter((status) => status === 200)).toHaveLength(1);
    const requeued = await t.db.taskStatusChange.count({ where: { taskId, fromStatus: 'in_progress' } });
    expect(requeued).toBe(1);
    expect(await notifications({ kind: 'task_requeued', userId: client.userId })).toBe(1);
  });
});

describe('reservations', () => {
  it('a reservation left by a request that never finished is taken over after a while', async () => {
    const client = await createClient(t.db);
    const key = newKey();
    expect(await reserveKey(t.db, client.userId, key, 'op')).toEqual({ kind: 'run' });
    await t.db.idempotencyKey.update({
      where: { userId_key: { userId: client.userId, key } },
      data: { createdAt: new Date(Date.now() - ABANDONED_MS - 1000) },
    });
    expect(await reserveKey(t.db, client.userId, key, 'op')).toEqual({ kind: 'run' });
    expect(await t.db.idempotencyKey.count({ where: { userId: client.userId } })).toBe(1);
  });
});

describe('bodies nobody sends by accident', () => {
  // thousands of levels parse, but walking them for the key's fingerprint overflowed the stack (500)
  const deep = (levels: number) => '{"text":' + '['.repeat(levels) + ']'.repeat(levels) + '}';

  it('refuses a deeply nested JSON body with 400 and the route text, key or not, changing nothing', async () => {
    const { client } = await scene();
    for (const headers of [{ 'idempotency-key': newKey() }, {}]) {
      const response = await t.request({
        method: 'POST',
        url: '/api/tg-webapp/tasks',
        as: client.spec,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: deep(20_000),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'Не удалось создать задачу' });
    }
    const graphql = await t.request({
      method: 'POST',
      url: '/graphql',
      as: client.spec,
      headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
      payload: `{"query":"mutation ($input: TaskInput!) { createTask(input: $input) { __typename } }","variables":{"input":${deep(20_000)}}}`,
    });
    expect(graphql.statusCode).toBe(400);
    expect(graphql.json().errors[0].message).toBe('Запрос слишком большой или сложный');
    expect(await t.db.task.count({ where: { clientId: client.userId } })).toBe(0);
    expect(await t.db.idempotencyKey.count({ where: { userId: client.userId } })).toBe(0);
    // a body of ordinary depth still goes through
    const { categoryId } = await scene();
    expect((await post('/api/tg-webapp/tasks', client.spec, taskBody(categoryId), newKey())).statusCode).toBe(200);
  });

  it('refuses a multipart application without a boundary with 422 and the route text', async () => {
    const { client } = await scene();
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/tg-webapp/master/contract',
        as: client.spec,
        headers: { 'content-type': contentType },
        payload: 'name=x',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ success: false });
    }
    expect(await t.db.contract.count({ where: { userId: client.userId } })).toBe(0);
  });
});

describe('keys belong to the credential', () => {
  const ADMIN = { id: 900000003, first_name: 'Дилноза' };
  const CREATE_TOKEN = `mutation ($name: String!) {
    createApiToken(name: $name) {
      __typename
      ... on MutationCreateApiTokenSuccess { data { token apiToken { id } } }
      ... on Error { message }
    }
  }`;
  const graphql = (headers: Record<string, string>, key: string, name: string) =>
    t.request({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'idempotency-key': key, ...headers },
      payload: { query: CREATE_TOKEN, variables: { name } },
    });

  it('an analyst token sending its admin’s key gets its own answer, and the admin never gets the token’s', async () => {
    const issued = await graphql(t.headersFor(ADMIN), newKey(), 'Аналитик');
    const token = issued.json().data.createApiToken.data.token as string;
    const bearer = { authorization: `Bearer ${token}` };

    // the admin mints a token under a key; the analyst token repeats the very request with that key
    const key = newKey();
    const minted = await graphql(t.headersFor(ADMIN), key, 'Отчёты');
    expect(minted.json().data.createApiToken.__typename).toBe('MutationCreateApiTokenSuccess');
    const secret = minted.json().data.createApiToken.data.token as string;
    const repeated = await graphql(bearer, key, 'Отчёты');
    expect(repeated.headers['idempotent-replayed']).toBeUndefined();
    expect(repeated.body).not.toContain(secret);
    expect(repeated.json().data?.createApiToken?.__typename ?? repeated.json().errors?.[0]).not.toBe(
      'MutationCreateApiTokenSuccess',
    );

    // the other way round: the token's refusal first, then the admin's own request under its key runs
    const other = newKey();
    const refused = await graphql(bearer, other, 'Ещё');
    expect(refused.json().data?.createApiToken?.__typename).not.toBe('MutationCreateApiTokenSuccess');
    const own = await graphql(t.headersFor(ADMIN), other, 'Ещё');
    expect(own.headers['idempotent-replayed']).toBeUndefined();
    expect(own.json().data.createApiToken.__typename).toBe('MutationCreateApiTokenSuccess');
  });
});
