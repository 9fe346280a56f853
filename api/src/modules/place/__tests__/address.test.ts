// docs/product.md §7 address reference and the admin city/district calls, REST and GraphQL.
import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';

let t: TestApp;
let tashkentId: number;
beforeAll(async () => {
  t = await createTestApp();
  tashkentId = (await t.db.city.findUniqueOrThrow({ where: { name: 'Ташкент' } })).id;
});
afterAll(() => t.close());

const adminId = async () => (await t.db.user.findUniqueOrThrow({ where: { telegramId: BigInt(DEMO.admin.id) } })).id;

describe('address reference (mini app)', () => {
  it('lists the cities as {id, name}', async () => {
    const response = await t.request({ method: 'GET', url: '/api/tg-webapp/address/cities', as: DEMO.client });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toEqual(
      expect.arrayContaining([
        { id: tashkentId, name: 'Ташкент' },
        { id: expect.any(Number), name: 'Самарканд' },
      ]),
    );
    expect(Object.keys(body.data[0]).sort()).toEqual(['id', 'name']);
  });

  it("lists a city's districts as {id, name}", async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/tg-webapp/address/districts/${tashkentId}`,
      as: DEMO.plumber,
    });
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(12);
    expect(body.data.map((d: { name: string }) => d.name)).toContain('Чиланзарский район');
    expect(Object.keys(body.data[0]).sort()).toEqual(['id', 'name']);
  });

  it('answers 404 for an unknown or malformed city id', async () => {
    for (const id of ['999999', 'abc', '-1']) {
      const response = await t.request({
        method: 'GET',
        url: `/api/tg-webapp/address/districts/${id}`,
        as: DEMO.client,
      });
      expect(response.statusCode).toBe(id === '999999' ? 404 : 422);
      expect(response.json()).toMatchObject({ success: false, message: 'Город не найден' });
    }
  });

  it('needs init data', async () => {
    const response = await t.request({ method: 'GET', url: '/api/tg-webapp/address/cities' });
    expect(response.statusCode).toBe(401);
  });

  it('serves the same lists over GraphQL', async () => {
    const result = await t.gql(
      'query ($cityId: Int!) { cities { id name } districts(cityId: $cityId) { id name cityId } }',
      { cityId: tashkentId },
      DEMO.client,
    );
    expect(result.data.cities).toEqual(expect.arrayContaining([{ id: tashkentId, name: 'Ташкент' }]));
    expect(result.data.districts).toHaveLength(12);
    const unknown = await t.gql('{ districts(cityId: 999999) { id } }', {}, DEMO.client);
    expect(unknown.errors?.[0].message).toBe('Город не найден');
  });
});

describe('admin cities', () => {
  it('lists cities with their districts', async () => {
    const response = await t.request({ method: 'GET', url: '/admin/api/address/cities', as: DEMO.admin });
    const tashkent = response.json().data.find((city: { name: string }) => city.name === 'Ташкент');
    expect(tashkent.districts).toHaveLength(12);
    expect(tashkent.districts[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      city_id: tashkentId,
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
  });

  it('creates, renames and deletes a city, each with an audit row', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/admin/api/address/cities',
      as: DEMO.admin,
      payload: { name: '  Бухара  ' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      success: true,
      message: 'Город добавлен',
      data: { id: expect.any(Number), name: 'Бухара', latitude: null, longitude: null },
    });
    const id = created.json().data.id;

    const renamed = await t.request({
      method: 'PUT',
      url: `/admin/api/address/cities/${id}`,
      as: DEMO.admin,
      payload: { name: 'Бухоро' },
    });
    expect(renamed.json()).toEqual({
      success: true,
      message: 'Город обновлён',
      data: { id, name: 'Бухоро', latitude: null, longitude: null },
    });

    const district = await t.request({
      method: 'POST',
      url: '/admin/api/address/districts',
      as: DEMO.admin,
      payload: { city_id: id, name: 'Центр' },
    });
    expect(district.statusCode).toBe(201);

    const deleted = await t.request({ method: 'DELETE', url: `/admin/api/address/cities/${id}`, as: DEMO.admin });
    expect(deleted.json()).toEqual({ success: true, message: 'Город удалён' });
    expect(await t.db.city.findUnique({ where: { id } })).toBeNull();
    expect(await t.db.district.count({ where: { cityId: id } })).toBe(0);

    const audit = await t.db.auditLog.findMany({ where: { entity: 'City', entityId: id }, orderBy: { id: 'asc' } });
    expect(audit.map((row) => row.action)).toEqual(['city.create', 'city.update', 'city.delete']);
    expect(audit.every((row) => row.actorUserId !== null)).toBe(true);
    expect(audit[0].actorUserId).toBe(await adminId());
    expect(audit[1].data).toEqual({ before: { name: 'Бухара' }, after: { name: 'Бухоро' } });
    expect(audit[2].data).toEqual({ name: 'Бухоро', districts: ['Центр'] });
  });

  it('answers name errors as an errors object and changes nothing', async () => {
    const before = await t.db.city.count();
    const empty = await t.request({
      method: 'POST',
      url: '/admin/api/address/cities',
      as: DEMO.admin,
      payload: { name: '   ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      success: false,
      message: 'Введите название города',
      errors: { name: ['Введите название города'] },
    });

    const missing = await t.request({ method: 'POST', url: '/admin/api/address/cities', as: DEMO.admin, payload: {} });
    expect(missing.json().errors).toEqual({ name: ['Введите название города'] });

    const duplicate = await t.request({
      method: 'POST',
      url: '/admin/api/address/cities',
      as: DEMO.admin,
      payload: { name: 'ташкент' },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({
      success: false,
      message: 'Город с таким названием уже существует',
      errors: { name: ['Город с таким названием уже существует'] },
    });

    const long = await t.request({
      method: 'POST',
      url: '/admin/api/address/cities',
      as: DEMO.admin,
      payload: { name: 'я'.repeat(101) },
    });
    expect(long.json().errors).toEqual({ name: ['Название не должно превышать 100 символов'] });

    const samarkand = await t.db.city.findUniqueOrThrow({ where: { name: 'Самарканд' } });
    const rename = await t.request({
      method: 'PUT',
      url: `/admin/api/address/cities/${samarkand.id}`,
      as: DEMO.admin,
      payload: { name: 'Ташкент' },
    });
    expect(rename.json().errors).toEqual({ name: ['Город с таким названием уже существует'] });
    expect(await t.db.city.count()).toBe(before);
    expect((await t.db.city.findUniqueOrThrow({ where: { id: samarkand.id } })).name).toBe('Самарканд');
  });

  it('refuses to delete a city that tasks or applications use', async () => {
    const response = await t.request({
      method: 'DELETE',
      url: `/admin/api/address/cities/${tashkentId}`,
      as: DEMO.admin,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'Нельзя удалить город: он указан в задачах или заявках мастеров',
    });
    expect(await t.db.city.findUnique({ where: { id: tashkentId } })).not.toBeNull();
    expect(await t.db.district.count({ where: { cityId: tashkentId } })).toBe(12);
  });

  it('answers 404 for an unknown city', async () => {
    const put = await t.request({
      method: 'PUT',
      url: '/admin/api/address/cities/999999',
      as: DEMO.admin,
      payload: { name: 'Х' },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ success: false, message: 'Город не найден' });
    const del = await t.request({ method: 'DELETE', url: '/admin/api/address/cities/999999', as: DEMO.admin });
    expect(del.statusCode).toBe(404);
  });
});

describe('admin districts', () => {
  it('creates, renames and deletes a district, each with an audit row', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/admin/api/address/districts',
      as: DEMO.admin,
      payload: { city_id: tashkentId, name: 'Новый район' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      success: true,
      message: 'Район добавлен',
      data: { id: expect.any(Number), name: 'Новый район', city_id: tashkentId, latitude: null, longitude: null },
    });
    const id = created.json().data.id;

    const renamed = await t.request({
      method: 'PUT',
      url: `/admin/api/address/districts/${id}`,
      as: DEMO.admin,
      payload: { name: 'Новый район 2' },
    });
    expect(renamed.json()).toEqual({
      success: true,
      message: 'Район обновлён',
      data: { id, name: 'Новый район 2', city_id: tashkentId, latitude: null, longitude: null },
    });

    const listed = await t.request({
      method: 'GET',
      url: `/api/tg-webapp/address/districts/${tashkentId}`,
      as: DEMO.client,
    });
    expect(listed.json().data).toContainEqual({ id, name: 'Новый район 2' });

    const deleted = await t.request({ method: 'DELETE', url: `/admin/api/address/districts/${id}`, as: DEMO.admin });
    expect(deleted.json()).toEqual({ success: true, message: 'Район удалён' });
    const audit = await t.db.auditLog.findMany({ where: { entity: 'District', entityId: id }, orderBy: { id: 'asc' } });
    expect(audit.map((row) => row.action)).toEqual(['district.create', 'district.update', 'district.delete']);
  });

  it('answers field errors: city required, unknown city, name required, duplicate in the city', async () => {
    const before = await t.db.district.count();
    const noCity = await t.request({
      method: 'POST',
      url: '/admin/api/address/districts',
      as: DEMO.admin,
      payload: { name: 'Район' },
    });
    expect(noCity.statusCode).toBe(422);
    expect(noCity.json().errors).toEqual({ city_id: ['Пожалуйста, выберите город'] });

    const unknownCity = await t.request({
      method: 'POST',
      url: '/admin/api/address/districts',
      as: DEMO.admin,
      payload: { city_id: 999999, name: 'Район' },
    });
    expect(unknownCity.json().errors).toEqual({ city_id: ['Город не найден'] });

    const noName = await t.request({
      method: 'POST',
      url: '/admin/api/address/districts',
      as: DEMO.admin,
      payload: { city_id: tashkentId, name: '' },
    });
    expect(noName.json()).toEqual({
      success: false,
      message: 'Введите название района',
      errors: { name: ['Введите название района'] },
    });

    const duplicate = await t.request({
      method: 'POST',
      url: '/admin/api/address/districts',
      as: DEMO.admin,
      payload: { city_id: tashkentId, name: 'чиланзарский РАЙОН' },
    });
    expect(duplicate.json().errors).toEqual({ name: ['Район с таким названием уже есть в этом городе'] });
    expect(await t.db.district.count()).toBe(before);
  });

  it('answers every field error at once, the taken name with the bad centre and the Uzbek name', async () => {
    const before = await t.db.district.count();
    const response = await t.request({
      method: 'POST',
      url: '/admin/api/address/districts',
      as: DEMO.admin,
      payload: { city_id: tashkentId, name: ' чиланзарский  район ', name_uz: 7, latitude: 95, longitude: 69 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['Район с таким названием уже есть в этом городе'],
      name_uz: ['Введите название на узбекском текстом'],
      latitude: ['Неверная широта'],
    });
    const city = await t.request({
      method: 'POST',
      url: '/admin/api/address/cities',
      as: DEMO.admin,
      payload: { name: 'Ташкент', latitude: 41 },
    });
    expect(city.json().errors).toEqual({
      name: ['Город с таким названием уже существует'],
      longitude: ['Широта и долгота центра указываются только вместе'],
    });
    const unknownCity = await t.request({
      method: 'POST',
      url: '/admin/api/address/districts',
      as: DEMO.admin,
      payload: { city_id: 999999, name: '', longitude: 'x', latitude: 1 },
    });
    expect(unknownCity.json().errors).toEqual({
      city_id: ['Город не найден'],
      name: ['Введите название района'],
      longitude: ['Неверная долгота'],
    });
    expect(await t.db.district.count()).toBe(before);
  });

  it('refuses a malformed id once, over GraphQL as over REST', async () => {
    const graph = await t.gql(
      'mutation { deleteDistrict(id: -1) { __typename ... on ValidationError { fieldErrors { field messages } } } }',
      {},
      DEMO.admin,
    );
    expect(graph.data.deleteDistrict).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'id', messages: ['Неверный идентификатор'] }],
    });
    const rest = await t.request({ method: 'DELETE', url: '/admin/api/address/districts/x1', as: DEMO.admin });
    expect(rest.statusCode).toBe(422);
    expect(rest.json()).toEqual({
      success: false,
      message: 'Неверный идентификатор',
      errors: { id: ['Неверный идентификатор'] },
    });
  });

  it('allows the same district name in another city', async () => {
    const samarkand = await t.db.city.findUniqueOrThrow({ where: { name: 'Самарканд' } });
    const response = await t.request({
      method: 'POST',
      url: '/admin/api/address/districts',
      as: DEMO.admin,
      payload: { city_id: samarkand.id, name: 'Чиланзарский район' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses to delete a district a task or an application names', async () => {
    const chilanzar = await t.db.district.findFirstOrThrow({
      where: { cityId: tashkentId, name: 'Чиланзарский район' },
    });
    // the seeded electrician covers Chilanzar
    const response = await t.request({
      method: 'DELETE',
      url: `/admin/api/address/districts/${chilanzar.id}`,
      as: DEMO.admin,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'Нельзя удалить район: он указан в задачах или заявках мастеров',
    });

    const client = await t.db.user.findUniqueOrThrow({ where: { telegramId: BigInt(DEMO.client.id) } });
    const almazar = await t.db.district.findFirstOrThrow({ where: { cityId: tashkentId, name: 'Алмазарский район' } });
    const task = await t.db.task.create({
      data: {
        clientId: client.id,
        text: 'Нужен электрик на час',
        cityId: tashkentId,
        districtId: almazar.id,
        status: 'cancelled',
      },
    });
    const byTask = await t.request({
      method: 'DELETE',
      url: `/admin/api/address/districts/${almazar.id}`,
      as: DEMO.admin,
    });
    expect(byTask.statusCode).toBe(409);
    expect(await t.db.district.findUnique({ where: { id: almazar.id } })).not.toBeNull();
    await t.db.task.delete({ where: { id: task.id } });
  });

  it('does the same through GraphQL mutations, with typed errors', async () => {
    const created = await t.gql(
      'mutation ($cityId: Int!) { createDistrict(cityId: $cityId, name: "Графовый") { ... on MutationCreateDistrictSuccess { data { id name cityId } } ... on Error { message } } }',
      { cityId: tashkentId },
      DEMO.admin,
    );
    const id = created.data.createDistrict.data.id;
    const duplicate = await t.gql(
      'mutation ($cityId: Int!) { createDistrict(cityId: $cityId, name: "Графовый") { __typename ... on ValidationError { message fieldErrors { field messages } } } }',
      { cityId: tashkentId },
      DEMO.admin,
    );
    expect(duplicate.data.createDistrict).toEqual({
      __typename: 'ValidationError',
      message: 'Район с таким названием уже есть в этом городе',
      fieldErrors: [{ field: 'name', messages: ['Район с таким названием уже есть в этом городе'] }],
    });
    const inUse = await t.gql(
      `mutation { deleteCity(id: ${tashkentId}) { __typename ... on Error { message } } }`,
      {},
      DEMO.admin,
    );
    expect(inUse.data.deleteCity).toEqual({
      __typename: 'ConflictError',
      message: 'Нельзя удалить город: он указан в задачах или заявках мастеров',
    });
    const deleted = await t.gql(
      `mutation { deleteDistrict(id: ${id}) { ... on MutationDeleteDistrictSuccess { data } } }`,
      {},
      DEMO.admin,
    );
    expect(deleted.data.deleteDistrict).toEqual({ data: true });
    const city = await t.gql(
      'mutation { createCity(name: "Наманган") { ... on MutationCreateCitySuccess { data { name districts { id } } } } }',
      {},
      DEMO.admin,
    );
    expect(city.data.createCity).toEqual({ data: { name: 'Наманган', districts: [] } });
  });
});

describe('city and district centres (dispatch waves)', () => {
  it('are seeded for Ташкент and its 12 districts', async () => {
    const tashkent = await t.db.city.findUniqueOrThrow({ where: { id: tashkentId }, include: { districts: true } });
    expect(tashkent.latitude).toBeCloseTo(41.31, 1);
    expect(tashkent.districts.every((d) => d.latitude! > 41.1 && d.latitude! < 41.45)).toBe(true);
    expect(tashkent.districts.every((d) => d.longitude! > 69.1 && d.longitude! < 69.45)).toBe(true);
  });

  it('are set, checked and cleared by the admin over REST, with an audit row', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/admin/api/address/districts',
      as: DEMO.admin,
      payload: { city_id: tashkentId, name: 'Центральный', latitude: '41,30', longitude: 69.25 },
    });
    expect(created.json().data).toMatchObject({ latitude: 41.3, longitude: 69.25 });
    const id = created.json().data.id;
    for (const [payload, errors] of [
      [{ name: 'Центральный', latitude: 41.3 }, { longitude: ['Широта и долгота центра указываются только вместе'] }],
      [{ name: 'Центральный', latitude: 95, longitude: 69 }, { latitude: ['Неверная широта'] }],
      [{ name: 'Центральный', latitude: 41, longitude: 'восток' }, { longitude: ['Неверная долгота'] }],
    ] as const) {
      const refused = await t.request({
        method: 'PUT',
        url: `/admin/api/address/districts/${id}`,
        as: DEMO.admin,
        payload,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ success: false, errors });
    }
    expect(await t.db.district.findUniqueOrThrow({ where: { id } })).toMatchObject({
      latitude: 41.3,
      longitude: 69.25,
    });
    // a rename without coordinates keeps the centre; null clears it
    await t.request({
      method: 'PUT',
      url: `/admin/api/address/districts/${id}`,
      as: DEMO.admin,
      payload: { name: 'Центр-2' },
    });
    expect(await t.db.district.findUniqueOrThrow({ where: { id } })).toMatchObject({
      latitude: 41.3,
      longitude: 69.25,
    });
    const cleared = await t.request({
      method: 'PUT',
      url: `/admin/api/address/districts/${id}`,
      as: DEMO.admin,
      payload: { name: 'Центр-2', latitude: null, longitude: null },
    });
    expect(cleared.json().data).toMatchObject({ latitude: null, longitude: null });
    const audit = await t.db.auditLog.findMany({ where: { entity: 'District', entityId: id }, orderBy: { id: 'asc' } });
    expect(audit.at(-1)!.data).toEqual({
      cityId: tashkentId,
      before: { name: 'Центр-2', latitude: 41.3, longitude: 69.25 },
      after: { name: 'Центр-2', latitude: null, longitude: null },
    });
    await t.request({ method: 'DELETE', url: `/admin/api/address/districts/${id}`, as: DEMO.admin });
  });

  it('are edited through GraphQL too', async () => {
    const city = await t.gql(
      'mutation { createCity(name: "Фергана", latitude: 40.3864, longitude: 71.7864) { ... on MutationCreateCitySuccess { data { id latitude longitude } } } }',
      {},
      DEMO.admin,
    );
    const { id } = city.data.createCity.data;
    expect(city.data.createCity.data).toEqual({ id, latitude: 40.3864, longitude: 71.7864 });
    const half = await t.gql(
      `mutation { updateCity(id: ${id}, name: "Фергана", latitude: 40.4) { __typename ... on ValidationError { fieldErrors { field messages } } } }`,
      {},
      DEMO.admin,
    );
    expect(half.data.updateCity).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'longitude', messages: ['Широта и долгота центра указываются только вместе'] }],
    });
    const district = await t.gql(
      `mutation { createDistrict(cityId: ${id}, name: "Центр", latitude: 40.38, longitude: 71.78) { ... on MutationCreateDistrictSuccess { data { latitude longitude } } } }`,
      {},
      DEMO.admin,
    );
    expect(district.data.createDistrict.data).toEqual({ latitude: 40.38, longitude: 71.78 });
  });
});
