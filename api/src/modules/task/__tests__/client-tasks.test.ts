import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMaster,
  places,
  snapshot,
  type Place,
} from '../../../../../tests/support/factories';

let t: TestApp;
let place: Place;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
  categoryId = (await createCategory(t.db)).id;
});
afterAll(() => t.close());

const payload = (overrides: Record<string, unknown> = {}) => ({
  text: 'Нужно заменить смеситель в ванной комнате',
  category_id: categoryId,
  city_id: place.cityId,
  district_id: place.districtId,
  phone: '+998901112233',
  ...overrides,
});

async function create(as: { id: number }, overrides: Record<string, unknown> = {}) {
  return t.request({ method: 'POST', url: '/api/tg-webapp/tasks', as, payload: payload(overrides) });
}

describe('POST /api/tg-webapp/tasks', () => {
  it('creates the task, sends it to the eligible master and answers with the task', async () => {
    const client = await createClient(t.db);
    const master = await createMaster(t.db, { categoryIds: [categoryId], cityId: place.cityId });

    const response = await create(client.spec, { phone: '90 111 22 33', tg_username: '@my_login' });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Задача создана',
      data: {
        text: 'Нужно заменить смеситель в ванной комнате',
        status: 'sent_to_masters',
        status_label: 'Ищем мастера',
        category: { id: categoryId },
        category_id: categoryId,
        city: { id: place.cityId, name: 'Ташкент' },
        district: { id: place.districtId },
        master: null,
        client: { name: `Клиент ${client.spec.last_name}` },
        tgUsername: 'my_login',
        phone: '+998901112233',
        has_review: false,
      },
    });
    const offers = await t.db.taskOffer.findMany({ where: { taskId: body.data.id } });
    expect(offers).toEqual([expect.objectContaining({ contractId: master.contractId, state: 'pending' })]);
    const history = await t.db.taskStatusChange.findMany({ where: { taskId: body.data.id }, orderBy: { id: 'asc' } });
    expect(history.map((change) => [change.fromStatus, change.toStatus])).toEqual([
      [null, 'new'],
      ['new', 'sent_to_masters'],
    ]);
    expect(history[0]).toMatchObject({ actorUserId: client.userId, actorRole: 0 });
    const notifications = await t.db.notification.findMany({ where: { userId: master.userId } });
    expect(notifications).toEqual([expect.objectContaining({ kind: 'offer_new', payload: { taskId: body.data.id } })]);
  });

  it('waits for an admin when no master is eligible', async () => {
    const client = await createClient(t.db);
    const lonely = await createCategory(t.db);
    const response = await create(client.spec, { category_id: lonely.id });
    expect(response.json().data).toMatchObject({
      status: 'awaiting_admin_attention',
      status_label: 'Ожидает администратора',
    });
  });

  it('refuses a second active task and returns the active one', async () => {
    const client = await createClient(t.db);
    const first = (await create(client.spec)).json().data;
    const before = await snapshot(t.db);

    const response = await create(client.spec, { text: 'Ещё одна задача для мастера' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'У вас уже есть активная задача',
      active_task: { id: first.id, status: first.status },
    });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('creates only one task from two submissions at the same moment', async () => {
    const client = await createClient(t.db);
    const responses = await Promise.all([create(client.spec), create(client.spec), create(client.spec)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await t.db.task.count({ where: { clientId: client.userId } })).toBe(1);
  });

  it.each([
    ['a short description', { text: '   короткий  ' }, 'text', 'Описание задачи должно быть не менее 10 символов'],
    [
      'a description over 500 characters',
      { text: 'а'.repeat(501) },
      'text',
      'Описание задачи не должно превышать 500 символов',
    ],
    ['no category', { category_id: null }, 'category_id', 'Выберите категорию'],
    ['an unknown category', { category_id: 999999 }, 'category_id', 'Выберите категорию'],
    ['no city', { city_id: '' }, 'city_id', 'Выберите город'],
    ['no district', { district_id: undefined }, 'district_id', 'Выберите район'],
    [
      'a bad phone',
      { phone: '+7 999 123 45 67' },
      'phone',
      'Неверный формат телефона. Используйте формат +998XXXXXXXXX',
    ],
    ['a short phone', { phone: '90123' }, 'phone', 'Неверный формат телефона. Используйте формат +998XXXXXXXXX'],
    [
      'a bad username',
      { phone: '', tg_username: 'ab' },
      'tg_username',
      'Неверный формат логина. Используйте формат @username',
    ],
    [
      'a username with a dash',
      { phone: '', tg_username: 'bad-name' },
      'tg_username',
      'Неверный формат логина. Используйте формат @username',
    ],
    ['no contact at all', { phone: '', tg_username: '' }, 'contact', 'Укажите телефон или логин Telegram'],
  ])('refuses %s with the SPEC text and writes nothing', async (_name, overrides, field, message) => {
    const client = await createClient(t.db);
    const before = await snapshot(t.db);
    const response = await create(client.spec, overrides);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, message, errors: { [field]: [message] } });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses an inactive category, a district of another city, and lists every field error', async () => {
    const client = await createClient(t.db);
    const inactive = await createCategory(t.db, { isActive: false });
    const response = await create(client.spec, {
      category_id: inactive.id,
      district_id: place.otherCityDistrictId,
      text: 'кратко',
    });
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Описание задачи должно быть не менее 10 символов',
      errors: {
        text: ['Описание задачи должно быть не менее 10 символов'],
        category_id: ['Выберите категорию'],
        district_id: ['Выбранный район не относится к выбранному городу'],
      },
    });
  });

  it('trims the description and accepts exactly 10 and 500 characters', async () => {
    const a = await createClient(t.db);
    const b = await createClient(t.db);
    const ten = await create(a.spec, { text: '   Кран 12345   ' });
    const fiveHundred = await create(b.spec, { text: 'я'.repeat(500) });
    expect(ten.json().data.text).toBe('Кран 12345');
    expect(fiveHundred.json().data.text).toHaveLength(500);
  });

  it('refuses a description given as a JSON number or made of zero-width spaces, and a phone given as a number', async () => {
    const client = await createClient(t.db);
    const before = await snapshot(t.db);
    const invisible = '\u200B\u200C\u200D\u2060\uFEFF'.repeat(4);
    for (const text of [12345678901, invisible, ` ${invisible} \u200B `]) {
      const response = await create(client.spec, { text });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Описание задачи должно быть не менее 10 символов',
        errors: { text: ['Описание задачи должно быть не менее 10 символов'] },
      });
    }
    const numericPhone = await create(client.spec, { phone: 998901112233 });
    expect(numericPhone.statusCode).toBe(422);
    expect(numericPhone.json()).toMatchObject({
      success: false,
      errors: { phone: ['Неверный формат телефона. Используйте формат +998XXXXXXXXX'] },
    });
    expect(await snapshot(t.db)).toEqual(before);
    // a description with zero-width spaces around real words is kept, without them at its ends
    const fine = await create(client.spec, { text: '\u200BНужно повесить люстру\u200B' });
    expect(fine.json().data.text).toBe('Нужно повесить люстру');
  });

  it('refuses a point given as a list, an object or a boolean as it refuses "NaN", and creates nothing', async () => {
    const client = await createClient(t.db);
    const before = await snapshot(t.db);
    for (const [latitude, longitude] of [
      ['NaN', 'NaN'],
      [[41.3], [69.2]],
      [{ value: 41.3 }, { value: 69.2 }],
      [true, false],
    ]) {
      const response = await create(client.spec, { latitude, longitude });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        message: 'Неверная широта',
        errors: { latitude: ['Неверная широта'], longitude: ['Неверная долгота'] },
      });
    }
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('accepts a username alone, stored without @', async () => {
    const client = await createClient(t.db);
    const response = await create(client.spec, { phone: undefined, tg_username: 'client_login_1' });
    expect(response.json().data).toMatchObject({ tgUsername: 'client_login_1', phone: null });
  });

  it('never offers the task to the client themselves, even when they are a master', async () => {
    const category = await createCategory(t.db);
    const masterClient = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const response = await create(masterClient.spec, { category_id: category.id });
    expect(response.json().data.status).toBe('awaiting_admin_attention');
  });
});

describe('GET /api/tg-webapp/tasks/active and /tasks', () => {
  it('returns the active task with the count, and null with a message when there is none', async () => {
    const client = await createClient(t.db);
    const empty = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/active', as: client.spec });
    expect(empty.json()).toEqual({ success: true, data: null, active_count: 0, message: 'Нет активной задачи' });

    const created = (await create(client.spec)).json().data;
    const active = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/active', as: client.spec });
    expect(active.json()).toMatchObject({ success: true, data: { id: created.id, cancel_step: 1 }, active_count: 1 });
  });

  it('keeps showing a completed task until the client reviews it', async () => {
    const client = await createClient(t.db);
    const category = await createCategory(t.db);
    const master = await createMaster(t.db, {
      categoryIds: [category.id],
      cityId: place.cityId,
      photoPath: '/uploads/m.jpg',
    });
    const task = (await create(client.spec, { category_id: category.id })).json().data;
    await t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${task.id}/approve`, as: master.spec });
    await t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${task.id}/complete`, as: master.spec });

    const active = (await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/active', as: client.spec })).json();
    expect(active).toMatchObject({
      data: {
        id: task.id,
        status: 'completed',
        status_label: 'Выполнена',
        has_review: false,
        master: {
          name: expect.any(String),
          photo_path: '/uploads/m.jpg',
          telegramUsername: master.spec.username,
          phone: expect.stringMatching(/^\+998/),
          reviewsCount: 0,
          averageRating: 0,
          contract_id: master.contractId,
        },
      },
      active_count: 0,
    });

    await t.request({
      method: 'POST',
      url: '/api/tg-webapp/reviews',
      as: client.spec,
      payload: { user_task_id: task.id, contract_id: master.contractId, rating: 5 },
    });
    const after = (await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/active', as: client.spec })).json();
    expect(after.data).toBeNull();
    const list = (await t.request({ method: 'GET', url: '/api/tg-webapp/tasks', as: client.spec })).json();
    expect(list.data[0]).toMatchObject({ id: task.id, has_review: true });
  });

  it('lists all of the client’s tasks, newest first, and nobody else’s', async () => {
    const client = await createClient(t.db);
    const other = await createClient(t.db);
    const first = (await create(client.spec)).json().data;
    await t.request({
      method: 'POST',
      url: `/api/tg-webapp/tasks/${first.id}/cancel`,
      as: client.spec,
      payload: { cancel_reason_id: await reasonId('client', 1, 'changed_mind') },
    });
    const second = (await create(client.spec)).json().data;
    await create(other.spec);

    const response = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks', as: client.spec });
    expect(response.json().success).toBe(true);
    expect(response.json().data.map((task: { id: number; status: string }) => [task.id, task.status])).toEqual([
      [second.id, second.status],
      [first.id, 'cancelled'],
    ]);
  });
});

async function reasonId(audience: 'client' | 'master', step: number, code: string): Promise<number> {
  return (await t.db.cancelReason.findFirstOrThrow({ where: { audience, step, code } })).id;
}

describe('GET /api/tg-webapp/tasks/cancel-reasons', () => {
  it('lists step 1 and step 2 reasons as {id, name, code}', async () => {
    const one = (
      await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/cancel-reasons?step=1', as: DEMO.client })
    ).json();
    const two = (
      await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/cancel-reasons?step=2', as: DEMO.client })
    ).json();
    expect(one.success).toBe(true);
    expect(one.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Нашёл мастера в другом месте',
      code: 'found_elsewhere',
    });
    expect(one.data.map((reason: { code: string }) => reason.code)).toEqual([
      'found_elsewhere',
      'changed_mind',
      'too_long',
      'other',
    ]);
    expect(two.data.map((reason: { code: string }) => reason.code)).toContain('master_no_show');
  });

  it('refuses an unknown step', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/tg-webapp/tasks/cancel-reasons?step=7',
      as: DEMO.client,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, message: 'Неверный шаг отмены' });
  });
});

describe('POST /api/tg-webapp/tasks/{id}/cancel', () => {
  it('cancels a searching task with a step 1 reason and withdraws the offers', async () => {
    const client = await createClient(t.db);
    const category = await createCategory(t.db);
    const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const task = (await create(client.spec, { category_id: category.id })).json().data;

    const response = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/tasks/${task.id}/cancel`,
      as: client.spec,
      payload: { cancel_reason_id: await reasonId('client', 1, 'too_long') },
    });

    expect(response.json()).toMatchObject({
      success: true,
      message: 'Задача отменена',
      data: { status: 'cancelled', status_label: 'Отменена' },
    });
    const row = await t.db.task.findUniqueOrThrow({ where: { id: task.id } });
    expect(row.cancelReasonId).toBe(await reasonId('client', 1, 'too_long'));
    expect(await t.db.taskOffer.findFirst({ where: { taskId: task.id, contractId: master.contractId } })).toMatchObject(
      { state: 'withdrawn' },
    );
    const last = await t.db.taskStatusChange.findFirstOrThrow({ where: { taskId: task.id }, orderBy: { id: 'desc' } });
    expect(last).toMatchObject({
      fromStatus: 'sent_to_masters',
      toStatus: 'cancelled',
      actorUserId: client.userId,
      actorRole: 0,
    });
  });

  it('needs step 2 reasons once a master works on it, and tells the master', async () => {
    const client = await createClient(t.db);
    const category = await createCategory(t.db);
    const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const task = (await create(client.spec, { category_id: category.id })).json().data;
    await t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${task.id}/approve`, as: master.spec });

    const stepOne = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/tasks/${task.id}/cancel`,
      as: client.spec,
      payload: { cancel_reason_id: await reasonId('client', 1, 'too_long') },
    });
    expect(stepOne.statusCode).toBe(422);
    expect(stepOne.json()).toMatchObject({ success: false, message: 'Выберите причину отмены из списка' });

    const stepTwo = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/tasks/${task.id}/cancel`,
      as: client.spec,
      payload: { cancel_reason_id: await reasonId('client', 2, 'master_no_show') },
    });
    expect(stepTwo.json()).toMatchObject({ success: true, data: { status: 'cancelled' } });
    const notes = await t.db.notification.findMany({
      where: { userId: master.userId, kind: 'task_cancelled_by_client' },
    });
    expect(notes).toHaveLength(1);
  });

  it.each([
    ['no reason', {}, 'Выберите причину отмены'],
    ['an "other" reason without text', { code: 'other' }, 'Укажите причину отмены'],
    ['an "other" reason with blank text', { code: 'other', text: '   ' }, 'Укажите причину отмены'],
    [
      'text over 100 characters',
      { code: 'other', text: 'x'.repeat(101) },
      'Причина отмены не должна превышать 100 символов',
    ],
    ['a master reason', { master: 'OTHER', text: 'что-то' }, 'Выберите причину отмены из списка'],
  ])(
    'refuses %s and changes nothing',
    async (_name, spec: { code?: string; text?: string; master?: string }, message) => {
      const client = await createClient(t.db);
      const task = (await create(client.spec)).json().data;
      const before = await snapshot(t.db);
      const id = spec.code
        ? await reasonId('client', 1, spec.code)
        : spec.master
          ? await reasonId('master', 0, spec.master)
          : undefined;
      const response = await t.request({
        method: 'POST',
        url: `/api/tg-webapp/tasks/${task.id}/cancel`,
        as: client.spec,
        payload: { cancel_reason_id: id, cancel_reason_text: spec.text },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ success: false, message });
      expect(await snapshot(t.db)).toEqual(before);
    },
  );

  it('keeps the free text of an "other" reason', async () => {
    const client = await createClient(t.db);
    const task = (await create(client.spec)).json().data;
    await t.request({
      method: 'POST',
      url: `/api/tg-webapp/tasks/${task.id}/cancel`,
      as: client.spec,
      payload: { cancel_reason_id: await reasonId('client', 1, 'other'), cancel_reason_text: ' Сосед починил ' },
    });
    expect(await t.db.task.findUniqueOrThrow({ where: { id: task.id } })).toMatchObject({
      status: 'cancelled',
      cancelReasonText: 'Сосед починил',
    });
  });

  it('refuses to cancel a task twice', async () => {
    const client = await createClient(t.db);
    const task = (await create(client.spec)).json().data;
    const reason = { cancel_reason_id: await reasonId('client', 1, 'changed_mind') };
    await t.request({
      method: 'POST',
      url: `/api/tg-webapp/tasks/${task.id}/cancel`,
      as: client.spec,
      payload: reason,
    });
    const again = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/tasks/${task.id}/cancel`,
      as: client.spec,
      payload: reason,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'Эту задачу уже нельзя отменить' });
  });

  it('answers a garbage id with a validation error, not a 500', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks/abc/cancel',
      as: DEMO.client,
      payload: {},
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().success).toBe(false);
  });
});

describe('GET /api/tg-webapp/user/last-address, categories', () => {
  it('returns the address of the latest task, or nulls', async () => {
    const client = await createClient(t.db);
    const none = (await t.request({ method: 'GET', url: '/api/tg-webapp/user/last-address', as: client.spec })).json();
    expect(none).toMatchObject({ success: true, data: { city_id: null, district_id: null } });
    await create(client.spec, { district_id: place.otherDistrictId });
    const some = (await t.request({ method: 'GET', url: '/api/tg-webapp/user/last-address', as: client.spec })).json();
    expect(some).toMatchObject({ success: true, data: { city_id: place.cityId, district_id: place.otherDistrictId } });
  });

  it('returns the phone of the latest task that gave one, also after a task sent with a username', async () => {
    const client = await createClient(t.db);
    const read = async () =>
      (await t.request({ method: 'GET', url: '/api/tg-webapp/user/last-address', as: client.spec })).json().data;
    expect((await read()).phone).toBeNull();
    const first = await create(client.spec, { phone: '+998 90 555 44 33' });
    expect((await read()).phone).toBe('+998905554433');
    await t.db.task.update({ where: { id: first.json().data.id }, data: { status: 'cancelled' } });
    await create(client.spec, { phone: null, tg_username: 'client_name' });
    expect(await read()).toMatchObject({ city_id: place.cityId, phone: '+998905554433' });
  });

  it('lists active categories in both SPEC shapes', async () => {
    const inactive = await createCategory(t.db, { isActive: false });
    const tasks = (await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/categories', as: DEMO.client })).json();
    const plain = (await t.request({ method: 'GET', url: '/api/tg-webapp/categories', as: DEMO.client })).json();
    expect(tasks).toMatchObject({ success: true, message: expect.any(String) });
    expect(tasks.data).toContainEqual({ id: expect.any(Number), name: 'Сантехник', description: expect.any(String) });
    expect(plain.success).toBe(true);
    expect(plain.categories).toEqual(tasks.data);
    expect(tasks.data.map((category: { id: number }) => category.id)).not.toContain(inactive.id);
  });
});

describe('GET /api/tg-webapp/client/stats', () => {
  it('starts at zero', async () => {
    const client = await createClient(t.db);
    const response = await t.request({ method: 'GET', url: '/api/tg-webapp/client/stats', as: client.spec });
    expect(response.json()).toEqual({
      success: true,
      data: { completedTasksCount: 0, averageRating: 0, reviewsCount: 0 },
    });
  });
});

describe('authentication', () => {
  it('answers 401 without init data on every task call', async () => {
    for (const [method, url] of [
      ['GET', '/api/tg-webapp/tasks/active'],
      ['POST', '/api/tg-webapp/tasks'],
      ['GET', '/api/tg-webapp/tasks'],
      ['POST', '/api/tg-webapp/tasks/1/cancel'],
      ['GET', '/api/tg-webapp/master/tasks/pending'],
      ['POST', '/api/tg-webapp/reviews'],
    ] as const) {
      const response = await t.request({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode).toBe(401);
    }
  });
});
