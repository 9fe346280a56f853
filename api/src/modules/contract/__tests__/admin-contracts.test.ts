// Admin contracts (docs/product.md §10): list with filters, details, edit, approve/verify/reject with outbox
// notifications and audit rows in the same transaction; GraphQL mirrors.
import { createTestApp, DEMO, type TelegramUserSpec, type TestApp } from '../../../../../tests/support/test-app';

let t: TestApp;
let tashkent: { id: number; districts: { id: number; name: string }[] };
let samarkand: { id: number; districts: { id: number; name: string }[] };
let plumbing: number;
let electrical: number;
let furniture: number;

beforeAll(async () => {
  t = await createTestApp();
  tashkent = await t.db.city.findUniqueOrThrow({
    where: { name: 'Ташкент' },
    include: { districts: { orderBy: { id: 'asc' } } },
  });
  samarkand = await t.db.city.findUniqueOrThrow({
    where: { name: 'Самарканд' },
    include: { districts: { orderBy: { id: 'asc' } } },
  });
  plumbing = (await t.db.category.findUniqueOrThrow({ where: { slug: 'plumbing' } })).id;
  electrical = (await t.db.category.findUniqueOrThrow({ where: { slug: 'electrical' } })).id;
  furniture = (await t.db.category.findUniqueOrThrow({ where: { slug: 'furniture' } })).id;
});
afterAll(() => t.close());

let nextUser = 782000000;
async function application(
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; user: TelegramUserSpec; userId: number }> {
  nextUser += 1;
  const user = { id: nextUser, first_name: 'Заявитель', username: `applicant_${nextUser}` };
  const response = await t.request({
    method: 'POST',
    url: '/api/tg-webapp/master/contract',
    as: user,
    payload: {
      name: `Мастер ${nextUser}`,
      phone: '901112233',
      category_ids: [plumbing],
      city_id: tashkent.id,
      ...overrides,
    },
  });
  expect(response.statusCode).toBe(201);
  const userId = (await t.db.user.findUniqueOrThrow({ where: { telegramId: BigInt(user.id) } })).id;
  return { id: response.json().data.id, user, userId };
}

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.request({ method, url: `/admin/api${url}`, as: DEMO.admin, ...(payload ? { payload } : {}) });

describe('listing and reading', () => {
  it('pages live applications newest first, with meta', async () => {
    const first = await application();
    const second = await application();
    const response = await admin('GET', '/contracts?per_page=2');
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.meta).toEqual({
      page: 1,
      per_page: 2,
      total: await t.db.contract.count({ where: { archivedAt: null } }),
    });
    expect(body.data.map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);
    expect(body.data[0]).toMatchObject({
      status: 'pending',
      status_label: 'Ожидает проверки',
      phone: '+998901112233',
      categories: [{ id: plumbing, name: 'Сантехник' }],
      city: { id: tashkent.id, name: 'Ташкент' },
      user: { id: second.userId, telegram_id: String(second.user.id), username: second.user.username },
    });
  });

  it('filters by status, city, category, search and archive state', async () => {
    const inSamarkand = await application({
      city_id: samarkand.id,
      category_ids: [furniture],
      name: 'Уникальный Самаркандец',
    });
    const byCity = (await admin('GET', `/contracts?city_id=${samarkand.id}`)).json();
    expect(byCity.data.map((c: { id: number }) => c.id)).toEqual([inSamarkand.id]);
    const byCategory = (await admin('GET', `/contracts?category_id=${furniture}&status=pending`)).json();
    expect(byCategory.data.map((c: { id: number }) => c.id)).toContain(inSamarkand.id);
    expect(
      byCategory.data.every(
        (c: { category_ids: number[]; status: string }) => c.category_ids.includes(furniture) && c.status === 'pending',
      ),
    ).toBe(true);
    const byName = (await admin('GET', `/contracts?search=${encodeURIComponent('самаркандец')}`)).json();
    expect(byName.data.map((c: { id: number }) => c.id)).toEqual([inSamarkand.id]);
    const byUsername = (await admin('GET', `/contracts?search=@${inSamarkand.user.username}`)).json();
    expect(byUsername.data.map((c: { id: number }) => c.id)).toEqual([inSamarkand.id]);
    const approved = (await admin('GET', '/contracts?status=approved')).json();
    expect(approved.data.length).toBeGreaterThanOrEqual(3);
    expect(approved.data.every((c: { status: string }) => c.status === 'approved')).toBe(true);

    await t.request({ method: 'DELETE', url: '/api/tg-webapp/master/contract/archive', as: inSamarkand.user });
    expect((await admin('GET', `/contracts?city_id=${samarkand.id}`)).json().data).toEqual([]);
    const archived = (await admin('GET', `/contracts?city_id=${samarkand.id}&archived=1`)).json();
    expect(archived.data.map((c: { id: number }) => c.id)).toEqual([inSamarkand.id]);
    expect(archived.data[0].archivedAt).not.toBeNull();

    const bad = await admin('GET', '/contracts?status=unknown');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      success: false,
      message: 'Неизвестный статус заявки',
      errors: { status: ['Неизвестный статус заявки'] },
    });
  });

  it('reads one application, 404 for an unknown one', async () => {
    const { id } = await application();
    const one = await admin('GET', `/contracts/${id}`);
    expect(one.json()).toMatchObject({ success: true, data: { id, status: 'pending' } });
    const missing = await admin('GET', '/contracts/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Заявка не найдена' });
  });
});

describe('editing', () => {
  it('changes the given fields, keeps the others, and audits what changed', async () => {
    const { id } = await application({ district_ids: [tashkent.districts[0].id] });
    const response = await admin('PUT', `/contracts/${id}`, {
      name: 'Исправленное имя',
      category_ids: [plumbing, electrical],
    });
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Заявка обновлена',
      data: {
        id,
        name: 'Исправленное имя',
        phone: '+998901112233',
        category_ids: [plumbing, electrical].sort((a, b) => a - b),
        districtIds: [tashkent.districts[0].id],
      },
    });
    const audit = await t.db.auditLog.findFirstOrThrow({
      where: { entity: 'Contract', entityId: id, action: 'contract.update' },
    });
    expect(Object.keys(audit.data as object).sort()).toEqual(['categoryIds', 'name']);

    // a new city drops the districts of the old one
    const moved = await admin('PUT', `/contracts/${id}`, { city_id: samarkand.id });
    expect(moved.json().data).toMatchObject({ cityId: samarkand.id, districtIds: [] });
  });

  it('answers field errors with the application texts and changes nothing', async () => {
    const { id } = await application();
    const response = await admin('PUT', `/contracts/${id}`, {
      phone: '123',
      category_ids: [],
      district_ids: [samarkand.districts[0].id],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      phone: ['Неверный формат телефона'],
      category_ids: ['Выберите хотя бы одну категорию услуг'],
      district_ids: ['Район не относится к выбранному городу'],
    });
    expect((await t.db.contract.findUniqueOrThrow({ where: { id } })).phone).toBe('+998901112233');
  });

  it('refuses to edit an archived application', async () => {
    const { id, user } = await application();
    await t.request({ method: 'DELETE', url: '/api/tg-webapp/master/contract/archive', as: user });
    const response = await admin('PUT', `/contracts/${id}`, { name: 'Нельзя' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'Заявка удалена мастером, изменить её нельзя' });
  });
});

describe('decisions', () => {
  const notifications = (userId: number) => t.db.notification.findMany({ where: { userId }, orderBy: { id: 'asc' } });

  it('approves a pending application: status, outbox notification and audit row', async () => {
    const { id, userId, user } = await application();
    const response = await admin('POST', `/contracts/${id}/approve`);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Заявка подтверждена',
      data: { id, status: 'approved', status_label: 'Подтверждена' },
    });
    expect((await notifications(userId)).map((n) => [n.kind, n.payload])).toEqual([
      ['contract_approved', { contractId: id }],
    ]);
    expect(
      await t.db.auditLog.findFirst({ where: { entity: 'Contract', entityId: id, action: 'contract.approve' } }),
    ).toMatchObject({
      data: { from: 'pending', to: 'approved' },
    });
    const init = await t.request({ method: 'GET', url: '/api/tg-webapp/init', as: user });
    expect(init.json().user.Contract).toEqual({ id, status: 'approved' });

    const again = await admin('POST', `/contracts/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: 'Подтвердить можно только заявку, ожидающую проверки или отклонённую',
    });
    expect(await notifications(userId)).toHaveLength(1);
  });

  it('verifies an approved application without a second message', async () => {
    const { id, userId } = await application();
    await admin('POST', `/contracts/${id}/approve`);
    const response = await admin('POST', `/contracts/${id}/verify`);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Заявка верифицирована',
      data: { status: 'verified', status_label: 'Верифицирована' },
    });
    expect((await notifications(userId)).map((n) => n.kind)).toEqual(['contract_approved']);
    const again = await admin('POST', `/contracts/${id}/verify`);
    expect(again.json()).toEqual({
      success: false,
      message: 'Верифицировать можно только заявку, ожидающую проверки или подтверждённую',
    });
  });

  it('rejects with a reason, tells the master, and lets them apply again', async () => {
    const { id, userId, user } = await application();
    const response = await admin('POST', `/contracts/${id}/reject`, { reason: 'Нет фото и описания' });
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Заявка отклонена',
      data: { status: 'rejected', rejectionReason: 'Нет фото и описания' },
    });
    expect((await notifications(userId)).map((n) => [n.kind, n.payload])).toEqual([
      ['contract_rejected', { contractId: id, reason: 'Нет фото и описания' }],
    ]);
    const again = await admin('POST', `/contracts/${id}/reject`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'Заявка уже отклонена' });

    const reapplied = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/master/contract',
      as: user,
      payload: { name: 'Второй раз', phone: '901112233', category_ids: [plumbing], city_id: tashkent.id },
    });
    expect(reapplied.statusCode).toBe(201);
  });

  it('rejects without a reason; refuses a reason over 500 characters', async () => {
    const { id } = await application();
    const long = await admin('POST', `/contracts/${id}/reject`, { reason: 'п'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ reason: ['Причина не должна превышать 500 символов'] });
    expect((await t.db.contract.findUniqueOrThrow({ where: { id } })).status).toBe('pending');
    const plain = await t.request({ method: 'POST', url: `/admin/api/contracts/${id}/reject`, as: DEMO.admin });
    expect(plain.json().data).toMatchObject({ status: 'rejected', rejectionReason: null });
  });

  it('rejecting a working master withdraws their offers; one with a task in progress is refused', async () => {
    const { id, userId } = await application();
    await admin('POST', `/contracts/${id}/approve`);
    const client = await t.db.user.findUniqueOrThrow({ where: { telegramId: BigInt(DEMO.client.id) } });
    const base = {
      clientId: client.id,
      text: 'Нужно поменять смеситель',
      categoryId: plumbing,
      cityId: tashkent.id,
      districtId: tashkent.districts[0].id,
    };
    const working = await t.db.task.create({ data: { ...base, status: 'in_progress', contractId: id } });
    const busy = await admin('POST', `/contracts/${id}/reject`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({
      success: false,
      message: 'У мастера есть задача в работе: сначала переназначьте или закройте её',
    });
    expect((await t.db.contract.findUniqueOrThrow({ where: { id } })).status).toBe('approved');
    await t.db.task.update({ where: { id: working.id }, data: { status: 'completed' } });

    const offered = await t.db.task.create({ data: { ...base, status: 'sent_to_masters' } });
    await t.db.taskOffer.create({ data: { taskId: offered.id, contractId: id } });
    const rejected = await admin('POST', `/contracts/${id}/reject`, { reason: 'Жалобы клиентов' });
    expect(rejected.statusCode).toBe(200);
    expect(await t.db.taskOffer.findFirstOrThrow({ where: { taskId: offered.id, contractId: id } })).toMatchObject({
      state: 'withdrawn',
    });
    expect((await t.db.task.findUniqueOrThrow({ where: { id: offered.id } })).status).toBe('awaiting_admin_attention');
    expect((await notifications(userId)).map((n) => n.kind)).toEqual(['contract_approved', 'contract_rejected']);
  });

  it('answers 404 for an unknown application and 422 for a malformed id', async () => {
    const missing = await admin('POST', '/contracts/999999/approve');
    expect(missing.statusCode).toBe(404);
    const malformed = await admin('POST', '/contracts/abc/approve');
    expect(malformed.statusCode).toBe(422);
  });
});

describe('GraphQL', () => {
  it("lists every status with its label in the reader's language, for the admin's filter, to staff only", async () => {
    const query = '{ contractStatuses { status label } }';
    expect((await t.gql(query, {}, DEMO.admin)).data.contractStatuses).toEqual([
      { status: 'pending', label: 'Ожидает проверки' },
      { status: 'approved', label: 'Подтверждена' },
      { status: 'verified', label: 'Верифицирована' },
      { status: 'rejected', label: 'Отклонена' },
    ]);
    await t.db.user.update({ where: { telegramId: BigInt(DEMO.admin.id) }, data: { language: 'uz' } });
    try {
      const uzbek = await t.gql(query, {}, DEMO.admin);
      expect(uzbek.data.contractStatuses.map((entry: { label: string }) => entry.label)).toEqual([
        'Tekshiruv kutilmoqda',
        'Tasdiqlandi',
        'Tekshiruvdan oʻtdi',
        'Rad etildi',
      ]);
    } finally {
      await t.db.user.update({ where: { telegramId: BigInt(DEMO.admin.id) }, data: { language: 'ru' } });
    }
    const client = await t.gql(query, {}, DEMO.client);
    expect(client.data).toBeNull();
    expect(client.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists, reads and decides under admin scope', async () => {
    const { id } = await application({ district_ids: [tashkent.districts[2].id] });
    const list = await t.gql(
      'query { adminContracts(status: pending, perPage: 50) { total page perPage items { id statusLabel categories { name } districts { name } user { id } } } }',
      {},
      DEMO.admin,
    );
    const item = list.data.adminContracts.items.find((c: { id: number }) => c.id === id);
    expect(item).toEqual({
      id,
      statusLabel: 'Ожидает проверки',
      categories: [{ name: 'Сантехник' }],
      districts: [{ name: tashkent.districts[2].name }],
      user: { id: expect.any(Number) },
    });

    const approved = await t.gql(
      `mutation { approveContract(id: ${id}) { ... on MutationApproveContractSuccess { data { status statusLabel } } ... on Error { message } } }`,
      {},
      DEMO.admin,
    );
    expect(approved.data.approveContract).toEqual({ data: { status: 'approved', statusLabel: 'Подтверждена' } });
    const twice = await t.gql(
      `mutation { approveContract(id: ${id}) { __typename ... on Error { message } } }`,
      {},
      DEMO.admin,
    );
    expect(twice.data.approveContract).toEqual({
      __typename: 'ConflictError',
      message: 'Подтвердить можно только заявку, ожидающую проверки или отклонённую',
    });

    const rejected = await t.gql(
      `mutation { rejectContract(id: ${id}, reason: "Дубликат") { ... on MutationRejectContractSuccess { data { status rejectionReason } } } }`,
      {},
      DEMO.admin,
    );
    expect(rejected.data.rejectContract).toEqual({ data: { status: 'rejected', rejectionReason: 'Дубликат' } });

    const edited = await t.gql(
      `mutation { adminUpdateContract(id: ${id}, input: { phone: "1" }) { __typename ... on ValidationError { fieldErrors { field messages } } } }`,
      {},
      DEMO.admin,
    );
    expect(edited.data.adminUpdateContract).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'phone', messages: ['Неверный формат телефона'] }],
    });

    const one = await t.gql(`{ adminContract(id: ${id}) { id status } }`, {}, DEMO.admin);
    expect(one.data.adminContract).toEqual({ id, status: 'rejected' });
  });

  it("submits, reads and archives the master's own application", async () => {
    const user = { id: 782999001, first_name: 'Граф' };
    const submitted = await t.gql(
      'mutation ($input: ContractInput!) { submitContract(input: $input) { __typename ... on MutationSubmitContractSuccess { data { status statusLabel phone categoryIds city { name } } } ... on ValidationError { fieldErrors { field messages } } } }',
      { input: { name: 'Граф Мастер', phone: '+998 90 000 00 01', categoryIds: [electrical], cityId: tashkent.id } },
      user,
    );
    expect(submitted.data.submitContract).toEqual({
      __typename: 'MutationSubmitContractSuccess',
      data: {
        status: 'pending',
        statusLabel: 'Ожидает проверки',
        phone: '+998900000001',
        categoryIds: [electrical],
        city: { name: 'Ташкент' },
      },
    });
    const empty = await t.gql(
      'mutation { submitContract(input: {}) { __typename ... on Error { message } } }',
      {},
      { id: 782999002, first_name: 'Пустой' },
    );
    expect(empty.data.submitContract).toEqual({ __typename: 'ValidationError', message: 'Введите имя' });
    const mine = await t.gql('{ myContract { name status } }', {}, user);
    expect(mine.data.myContract).toEqual({ name: 'Граф Мастер', status: 'pending' });
    const archived = await t.gql(
      'mutation { archiveMyContract { ... on MutationArchiveMyContractSuccess { data } ... on Error { message } } }',
      {},
      user,
    );
    expect(archived.data.archiveMyContract).toEqual({ data: true });
    expect((await t.gql('{ myContract { id } }', {}, user)).data.myContract).toBeNull();
  });
});
