// When the client wants the work done: asap by default, today, tomorrow or a window in the
// next 30 days; REST and GraphQL round trips, refusals that create nothing.
import { createTestApp, type TelegramUserSpec, type TestApp } from '../../../../../tests/support/test-app';
import { createCategory, createClient, createMaster, places, type Place } from '../../../../../tests/support/factories';

let t: TestApp;
let place: Place;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
  categoryId = (await createCategory(t.db)).id;
  await createMaster(t.db, { categoryIds: [categoryId], cityId: place.cityId });
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function create(as: TelegramUserSpec, overrides: Record<string, unknown> = {}) {
  return t.request({
    method: 'POST',
    url: '/api/tg-webapp/tasks',
    as,
    payload: {
      text: 'Нужно заменить розетку на кухне',
      category_id: categoryId,
      city_id: place.cityId,
      district_id: place.districtId,
      phone: '+998901112233',
      ...overrides,
    },
  });
}

describe('when, through REST', () => {
  it('is asap when left out, and today / tomorrow as chosen; the lists and the master read it back', async () => {
    const plain = await createClient(t.db);
    const created = await create(plain.spec);
    expect(created.json().data).toMatchObject({ when: 'asap', scheduled_from: null, scheduled_to: null });

    for (const when of ['today', 'tomorrow'] as const) {
      const client = await createClient(t.db);
      const response = await create(client.spec, { when, scheduled_from: inHours(2), scheduled_to: inHours(3) });
      // a window's times mean nothing without a window
      expect(response.json().data).toMatchObject({ when, scheduled_from: null, scheduled_to: null });
      const list = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks', as: client.spec });
      expect(list.json().data[0]).toMatchObject({ when });
    }
  });

  it('keeps a window in the next 30 days', async () => {
    const client = await createClient(t.db);
    const from = inHours(20);
    const to = inHours(23);
    const response = await create(client.spec, { when: 'window', scheduled_from: from, scheduled_to: to });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ when: 'window', scheduled_from: from, scheduled_to: to });
    const active = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/active', as: client.spec });
    expect(active.json().data).toMatchObject({ when: 'window', scheduled_from: from, scheduled_to: to });
    const admin = await t.request({
      method: 'GET',
      url: `/admin/api/tasks/${response.json().data.id}`,
      as: { id: 900000003, first_name: 'Дилноза' },
    });
    expect(admin.json().data).toMatchObject({ when: 'window', scheduled_from: from, scheduled_to: to });
  });

  it('refuses a bad choice or window with a clear message and creates nothing', async () => {
    const client = await createClient(t.db);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ when: 'someday' }, { when: ['Выберите, когда нужен мастер'] }],
      [{ when: 5 }, { when: ['Выберите, когда нужен мастер'] }],
      [
        { when: 'window' },
        { scheduled_from: ['Укажите начало и конец времени'], scheduled_to: ['Укажите начало и конец времени'] },
      ],
      [
        { when: 'window', scheduled_from: 'завтра утром', scheduled_to: inHours(5) },
        { scheduled_from: ['Укажите начало и конец времени'] },
      ],
      [
        { when: 'window', scheduled_from: inHours(-2), scheduled_to: inHours(2) },
        { scheduled_from: ['Время должно быть в будущем'] },
      ],
      [
        { when: 'window', scheduled_from: inHours(5), scheduled_to: inHours(4) },
        { scheduled_to: ['Начало должно быть раньше конца'] },
      ],
      [
        { when: 'window', scheduled_from: inHours(5), scheduled_to: inHours(5) },
        { scheduled_to: ['Начало должно быть раньше конца'] },
      ],
      [
        { when: 'window', scheduled_from: inHours(24 * 29), scheduled_to: inHours(24 * 31) },
        { scheduled_to: ['Время должно быть в пределах 30 дней'] },
      ],
    ];
    const tasks = await t.db.task.count();
    for (const [overrides, errors] of cases) {
      const response = await create(client.spec, overrides);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ success: false, message: Object.values(errors)[0][0], errors });
    }
    expect(await t.db.task.count()).toBe(tasks);
  });
});

describe('a time that is not on the calendar', () => {
  // 31 November, 29 February of 2027, 24:00: Date would roll them over to the next day
  const year = new Date().getUTCFullYear() + (new Date().getUTCMonth() >= 10 ? 1 : 0);
  const impossible = [`${year}-11-31T10:00:00Z`, `2027-02-29T10:00:00Z`, `${year}-11-20T24:00:00Z`];

  it('is refused by REST as any malformed time, and creates nothing', async () => {
    const client = await createClient(t.db);
    const tasks = await t.db.task.count();
    for (const from of impossible) {
      const response = await create(client.spec, { when: 'window', scheduled_from: from, scheduled_to: inHours(5) });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        message: 'Укажите начало и конец времени',
        errors: { scheduled_from: ['Укажите начало и конец времени'] },
      });
    }
    expect(await t.db.task.count()).toBe(tasks);
  });

  it('is refused by GraphQL’s DateTime as well', async () => {
    const client = await createClient(t.db);
    for (const from of impossible) {
      const result = await t.gql(
        `mutation ($from: DateTime!) { createTask(input: { text: "Нужно повесить полку в коридоре", categoryId: ${categoryId},
          cityId: ${place.cityId}, districtId: ${place.districtId}, phone: "+998901112233", when: window,
          scheduledFrom: $from, scheduledTo: "${inHours(5)}" }) { __typename } }`,
        { from },
        client.spec,
      );
      expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('when, through GraphQL', () => {
  const CREATE = `mutation ($input: TaskInput!) {
    createTask(input: $input) {
      __typename
      ... on MutationCreateTaskSuccess { data { id when scheduledFrom scheduledTo } }
      ... on ValidationError { message fieldErrors { field messages } }
    }
  }`;
  const input = (extra: Record<string, unknown>) => ({
    text: 'Нужно повесить полку в коридоре',
    categoryId,
    cityId: place.cityId,
    districtId: place.districtId,
    phone: '+998901112233',
    ...extra,
  });

  it('round-trips a window and reads it on the task; asap by default', async () => {
    const client = await createClient(t.db);
    const from = inHours(30);
    const to = inHours(32);
    const result = await t.gql(
      CREATE,
      { input: input({ when: 'window', scheduledFrom: from, scheduledTo: to }) },
      client.spec,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.createTask.data).toMatchObject({ when: 'window', scheduledFrom: from, scheduledTo: to });
    const read = await t.gql('{ myTasks { id when scheduledFrom scheduledTo } }', {}, client.spec);
    expect(read.data.myTasks[0]).toEqual({
      id: result.data.createTask.data.id,
      when: 'window',
      scheduledFrom: from,
      scheduledTo: to,
    });

    const other = await createClient(t.db);
    const plain = await t.gql(CREATE, { input: input({}) }, other.spec);
    expect(plain.data.createTask.data).toMatchObject({ when: 'asap', scheduledFrom: null, scheduledTo: null });
  });

  it('refuses a window in the past with the same message', async () => {
    const client = await createClient(t.db);
    const result = await t.gql(
      CREATE,
      { input: input({ when: 'window', scheduledFrom: inHours(-1), scheduledTo: inHours(1) }) },
      client.spec,
    );
    expect(result.data.createTask).toMatchObject({
      __typename: 'ValidationError',
      message: 'Время должно быть в будущем',
    });
  });
});
