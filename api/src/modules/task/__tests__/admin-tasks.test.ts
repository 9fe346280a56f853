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

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
});
afterAll(() => t.close());

const admin = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
  as: { id: number } = DEMO.admin,
) => t.request({ method, url: `/admin/api${url}`, as, payload: method === 'GET' ? undefined : (payload ?? {}) });

async function scene(options: { masters?: number; text?: string } = {}) {
  const category = await createCategory(t.db);
  const masters = [];
  for (let i = 0; i < (options.masters ?? 1); i += 1)
    masters.push(await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId }));
  const client = await createClient(t.db);
  const created = await t.request({
    method: 'POST',
    url: '/api/tg-webapp/tasks',
    as: client.spec,
    payload: {
      text: options.text ?? 'Покрасить стены в детской комнате',
      category_id: category.id,
      city_id: place.cityId,
      district_id: place.districtId,
      tg_username: 'parent_login',
    },
  });
  return { category, masters, client, taskId: created.json().data.id as number };
}

describe('admin task calls are for admins only', () => {
  it('answers 403 to a client and a master on every call and changes nothing', async () => {
    const { taskId, masters } = await scene();
    const calls: ['GET' | 'POST' | 'PUT', string, Record<string, unknown>?][] = [
      ['GET', '/tasks'],
      ['GET', `/tasks/${taskId}`],
      ['PUT', `/tasks/${taskId}`, { text: 'Взломанный текст задачи' }],
      ['POST', `/tasks/${taskId}/reject`],
      ['POST', `/tasks/${taskId}/redispatch`],
      ['POST', `/tasks/${taskId}/assign`, { contract_id: masters[0].contractId }],
      ['POST', `/tasks/${taskId}/close`],
    ];
    const before = await snapshot(t.db);
    for (const user of [DEMO.client, DEMO.plumber, masters[0].spec]) {
      for (const [method, url, payload] of calls) {
        const response = await admin(method, url, payload, user);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ success: false, message: 'Недостаточно прав' });
      }
    }
    for (const [method, url, payload] of calls) {
      const response = await t.request({
        method,
        url: `/admin/api${url}`,
        payload: method === 'GET' ? undefined : (payload ?? {}),
      });
      expect(response.statusCode).toBe(401);
    }
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('GET /admin/api/tasks', () => {
  it('pages and filters by status, category, city and search', async () => {
    const a = await scene({ text: 'Уникальная задача про люстру-фламинго' });
    const b = await scene();
    await t.db.task.update({
      where: { id: b.taskId },
      data: { cityId: place.otherCityId, districtId: place.otherCityDistrictId },
    });

    const byCategory = (await admin('GET', `/tasks?category_id=${a.category.id}`)).json();
    expect(byCategory).toMatchObject({ success: true, meta: { page: 1, per_page: 20, total: 1 } });
    expect(byCategory.data[0]).toMatchObject({
      id: a.taskId,
      status: 'sent_to_masters',
      status_label: 'Ищем мастера',
      tgUsername: 'parent_login',
    });

    const bySearch = (await admin('GET', `/tasks?search=${encodeURIComponent('люстру-ФЛАМИНГО')}`)).json();
    expect(bySearch.data.map((task: { id: number }) => task.id)).toEqual([a.taskId]);
    const byId = (await admin('GET', `/tasks?search=${b.taskId}`)).json();
    expect(byId.data.map((task: { id: number }) => task.id)).toEqual([b.taskId]);

    const byCity = (await admin('GET', `/tasks?city_id=${place.otherCityId}&category_id=${b.category.id}`)).json();
    expect(byCity.data.map((task: { id: number }) => task.id)).toEqual([b.taskId]);

    const byStatus = (await admin('GET', `/tasks?status=sent_to_masters&per_page=1&page=2`)).json();
    expect(byStatus.meta).toMatchObject({ page: 2, per_page: 1 });
    expect(byStatus.meta.total).toBeGreaterThanOrEqual(2);
    expect(byStatus.data).toHaveLength(1);

    const active = (await admin('GET', `/tasks?status=active&category_id=${a.category.id}`)).json();
    expect(active.meta.total).toBe(1);
  });

  it('refuses an unknown status or a bad page', async () => {
    const status = await admin('GET', '/tasks?status=bogus');
    expect(status.statusCode).toBe(422);
    expect(status.json()).toMatchObject({ success: false, message: 'Неверный статус' });
    // names every object inherits are not statuses either (they answered 500)
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const inherited = await admin('GET', `/tasks?status=${name}`);
      expect([name, inherited.statusCode]).toEqual([name, 422]);
    }
    const page = await admin('GET', '/tasks?page=0');
    expect(page.statusCode).toBe(422);
    expect(page.json()).toMatchObject({ success: false, message: 'Неверный номер страницы' });
  });
});

describe('GET /admin/api/tasks/{id}', () => {
  it('shows the task with its history and offers', async () => {
    const { taskId, masters, client } = await scene({ masters: 2 });
    const response = (await admin('GET', `/tasks/${taskId}`)).json();
    expect(response.success).toBe(true);
    expect(response.data).toMatchObject({
      id: taskId,
      client: { id: client.userId, username: client.spec.username },
      history: [
        { from: null, to: 'new', to_label: 'Новая заявка', actor: { id: client.userId }, actor_role: 0 },
        { from: 'new', to: 'sent_to_masters', to_label: 'Ищем мастера', actor: null },
      ],
    });
    const offers = response.data.offers.map((offer: { contract_id: number; state: string }) => [
      offer.contract_id,
      offer.state,
    ]);
    expect(offers).toHaveLength(2);
    expect(offers).toEqual(
      expect.arrayContaining([
        [masters[0].contractId, 'pending'],
        [masters[1].contractId, 'pending'],
      ]),
    );
  });

  it('answers 404 for an unknown task', async () => {
    const response = await admin('GET', '/tasks/99999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Задача не найдена' });
  });
});

describe('PUT /admin/api/tasks/{id}', () => {
  it('edits the given fields, keeps the rest and writes the audit log', async () => {
    const { taskId } = await scene();
    const other = await createCategory(t.db);
    const response = await admin('PUT', `/tasks/${taskId}`, {
      text: '  Покрасить стены и потолок  ',
      category_id: other.id,
      district_id: place.otherDistrictId,
      phone: '90-765-43-21',
    });
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Задача обновлена',
      data: {
        text: 'Покрасить стены и потолок',
        category_id: other.id,
        district_id: place.otherDistrictId,
        phone: '+998907654321',
        tgUsername: 'parent_login',
      },
    });
    const audit = await t.db.auditLog.findFirstOrThrow({
      where: { entity: 'Task', entityId: taskId, action: 'task.update' },
    });
    expect(audit.data).toMatchObject({
      after: {
        text: 'Покрасить стены и потолок',
        categoryId: other.id,
        districtId: place.otherDistrictId,
        phone: '+998907654321',
      },
    });
    const adminUser = await t.db.user.findUniqueOrThrow({ where: { telegramId: BigInt(DEMO.admin.id) } });
    expect(audit.actorUserId).toBe(adminUser.id);
  });

  it('applies the task rules and changes nothing on bad input', async () => {
    const { taskId } = await scene();
    const before = await snapshot(t.db);
    for (const [payload, message] of [
      [{ text: 'мало' }, 'Описание задачи должно быть не менее 10 символов'],
      [{ district_id: place.otherCityDistrictId }, 'Выбранный район не относится к выбранному городу'],
      [{ phone: '123', tg_username: '' }, 'Неверный формат телефона. Используйте формат +998XXXXXXXXX'],
      [{ tg_username: '', phone: '' }, 'Укажите телефон или логин Telegram'],
    ] as const) {
      const response = await admin('PUT', `/tasks/${taskId}`, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('reject, redispatch, assign, close', () => {
  it('rejects an active task: offers withdrawn, the client told, audited', async () => {
    const { taskId, client, masters } = await scene();
    const response = await admin('POST', `/tasks/${taskId}/reject`, { reason: 'Не по правилам сервиса' });
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Задача отклонена',
      data: { status: 'rejected_by_admin', status_label: 'Отклонена администратором' },
    });
    expect(await t.db.taskOffer.findFirst({ where: { taskId, contractId: masters[0].contractId } })).toMatchObject({
      state: 'withdrawn',
    });
    expect(await t.db.notification.count({ where: { userId: client.userId, kind: 'task_rejected' } })).toBe(1);
    expect(await t.db.auditLog.count({ where: { entityId: taskId, action: 'task.reject' } })).toBe(1);
    const last = await t.db.taskStatusChange.findFirstOrThrow({ where: { taskId }, orderBy: { id: 'desc' } });
    expect(last).toMatchObject({ toStatus: 'rejected_by_admin', actorRole: 2, reason: 'Не по правилам сервиса' });

    const again = await admin('POST', `/tasks/${taskId}/reject`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'Отклонить можно только активную задачу' });
  });

  it('sends a waiting task out again once a master appears', async () => {
    const category = await createCategory(t.db);
    const client = await createClient(t.db);
    const created = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks',
      as: client.spec,
      payload: {
        text: 'Починить стиральную машину',
        category_id: category.id,
        city_id: place.cityId,
        district_id: place.districtId,
        phone: '901234567',
      },
    });
    const taskId = created.json().data.id;
    expect(created.json().data.status).toBe('awaiting_admin_attention');

    const nobody = await admin('POST', `/tasks/${taskId}/redispatch`);
    expect(nobody.json()).toMatchObject({
      success: true,
      message: 'Подходящих мастеров нет: задача ожидает администратора',
      data: { status: 'awaiting_admin_attention' },
    });

    const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const response = await admin('POST', `/tasks/${taskId}/redispatch`);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Задача снова отправлена мастерам',
      data: { status: 'sent_to_masters' },
    });
    expect(await t.db.notification.count({ where: { userId: master.userId, kind: 'offer_new' } })).toBe(1);
    expect(await t.db.auditLog.count({ where: { entityId: taskId, action: 'task.redispatch' } })).toBe(2);
  });

  it('does not revive an expired task while its client has another active one', async () => {
    const { taskId, client, category } = await scene();
    await t.db.task.update({ where: { id: taskId }, data: { status: 'expired' } });
    await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks',
      as: client.spec,
      payload: {
        text: 'Новая задача того же клиента',
        category_id: category.id,
        city_id: place.cityId,
        district_id: place.districtId,
        phone: '901234567',
      },
    });
    const before = await snapshot(t.db);
    const redispatch = await admin('POST', `/tasks/${taskId}/redispatch`);
    expect(redispatch.statusCode).toBe(409);
    expect(redispatch.json()).toEqual({ success: false, message: 'У клиента уже есть другая активная задача' });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('assigns an approved, free master; refuses busy, unapproved and missing ones', async () => {
    const { taskId, masters, client } = await scene({ masters: 2 });
    const pending = await createMaster(t.db, { categoryIds: [], cityId: place.cityId, status: 'pending' });
    const busyScene = await scene();
    await t.request({
      method: 'POST',
      url: `/api/tg-webapp/master/tasks/${busyScene.taskId}/approve`,
      as: busyScene.masters[0].spec,
    });
    const before = await snapshot(t.db);
    for (const [payload, status, message] of [
      [{}, 422, 'Выберите мастера'],
      [{ contract_id: pending.contractId }, 422, 'Мастер не найден или его заявка не подтверждена'],
      [{ contract_id: 99999999 }, 422, 'Мастер не найден или его заявка не подтверждена'],
      [{ contract_id: busyScene.masters[0].contractId }, 409, 'Мастер уже занят другой задачей'],
    ] as const) {
      const response = await admin('POST', `/tasks/${taskId}/assign`, payload);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    expect(await snapshot(t.db)).toEqual(before);

    const response = await admin('POST', `/tasks/${taskId}/assign`, { contract_id: masters[1].contractId });
    expect(response.json()).toMatchObject({
      success: true,
      data: { status: 'taken', master: { contract_id: masters[1].contractId } },
    });
    const offers = await t.db.taskOffer.findMany({ where: { taskId } });
    expect(Object.fromEntries(offers.map((offer) => [offer.contractId, offer.state]))).toEqual({
      [masters[0].contractId]: 'withdrawn',
      [masters[1].contractId]: 'accepted',
    });
    expect(await t.db.notification.count({ where: { userId: masters[1].userId, kind: 'task_assigned' } })).toBe(1);
    expect(await t.db.notification.count({ where: { userId: client.userId, kind: 'task_accepted' } })).toBe(1);
    expect(await t.db.auditLog.count({ where: { entityId: taskId, action: 'task.assign' } })).toBe(1);

    const twice = await admin('POST', `/tasks/${taskId}/assign`, { contract_id: masters[0].contractId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ success: false, message: 'Этой задаче нельзя назначить мастера' });
  });

  it('refuses to assign a client their own task', async () => {
    const category = await createCategory(t.db);
    const masterClient = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const created = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks',
      as: masterClient.spec,
      payload: {
        text: 'Задача мастера как клиента',
        category_id: category.id,
        city_id: place.cityId,
        district_id: place.districtId,
        phone: '901234567',
      },
    });
    const response = await admin('POST', `/tasks/${created.json().data.id}/assign`, {
      contract_id: masterClient.contractId,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Нельзя назначить клиенту его собственную задачу',
    });
  });

  it('closes a task once', async () => {
    const { taskId, masters } = await scene();
    await t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${taskId}/approve`, as: masters[0].spec });
    const response = await admin('POST', `/tasks/${taskId}/close`);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Задача закрыта',
      data: { status: 'closed', status_label: 'Закрыта' },
    });
    const row = await t.db.task.findUniqueOrThrow({ where: { id: taskId } });
    expect(row.closedAt).toBeInstanceOf(Date);
    // the master is free again
    const pending = await t.request({ method: 'GET', url: '/api/tg-webapp/master/tasks/pending', as: masters[0].spec });
    expect(pending.json().data).toBeNull();
    const again = await admin('POST', `/tasks/${taskId}/close`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'Задача уже закрыта' });
  });
});
