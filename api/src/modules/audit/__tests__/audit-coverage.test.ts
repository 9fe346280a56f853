// Every admin change, on either face, writes one audit row saying who, what and when; admins (and
// analysts) read the log, nobody else does. The lists of admin REST routes and admin GraphQL mutations
// are read from the server itself, so a new admin call without a case here fails this file.
import Fastify from 'fastify';
import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';
import { createCategory, createClient, createMaster, places, type Place } from '../../../../../tests/support/factories';
import { restRoutes } from '../../../http/routes';
import { schema } from '../../../graphql/schema';

let t: TestApp;
let place: Place;
let adminUserId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_TASKS: 'off' } });
  place = await places(t.db);
  await t.request({ method: 'GET', url: '/api/tg-webapp/init', as: DEMO.admin });
  adminUserId = (await t.db.user.findUniqueOrThrow({ where: { telegramId: BigInt(DEMO.admin.id) } })).id;
});
afterAll(() => t.close());

// ---- small scenes --------------------------------------------------------------------------------

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${process.pid}-${++sequence}`;

async function taskFor(options: { withMaster?: boolean } = {}) {
  const category = await createCategory(t.db);
  const master = options.withMaster
    ? await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId })
    : null;
  const client = await createClient(t.db);
  const response = await t.request({
    method: 'POST',
    url: '/api/tg-webapp/tasks',
    as: client.spec,
    payload: {
      text: 'Нужно починить розетку на кухне',
      category_id: category.id,
      city_id: place.cityId,
      district_id: place.districtId,
      phone: '+998901112233',
    },
  });
  expect(response.statusCode).toBe(200);
  return { taskId: response.json().data.id as number, category, master, client };
}

// a task without an eligible master waits for an admin; a master who covers it arrives afterwards
async function taskToAssign() {
  const scene = await taskFor();
  const master = await createMaster(t.db, { categoryIds: [scene.category.id], cityId: place.cityId });
  return { ...scene, master };
}

async function pendingReview(): Promise<number> {
  const { taskId, master, client } = await taskFor({ withMaster: true });
  await t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${taskId}/approve`, as: master!.spec });
  await t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${taskId}/complete`, as: master!.spec });
  const review = await t.request({
    method: 'POST',
    url: '/api/tg-webapp/reviews',
    as: client.spec,
    payload: { user_task_id: taskId, contract_id: master!.contractId, rating: 5 },
  });
  expect(review.statusCode).toBe(200);
  return review.json().data.id;
}

const pendingContract = async () =>
  (
    await createMaster(t.db, {
      categoryIds: [(await createCategory(t.db)).id],
      cityId: place.cityId,
      status: 'pending',
    })
  ).contractId;
const city = async () => (await t.db.city.create({ data: { name: unique('Город') } })).id;
const district = async () => (await t.db.district.create({ data: { name: unique('Район'), cityId: await city() } })).id;
const category = async () => (await createCategory(t.db)).id;

// a problem a client reported within the window of a completed task (docs/product.md "The problem window")
async function reportedProblem(): Promise<number> {
  const { taskId, master, client } = await taskFor({ withMaster: true });
  await t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${taskId}/approve`, as: master!.spec });
  await t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${taskId}/complete`, as: master!.spec });
  const reported = await t.request({
    method: 'POST',
    url: `/api/tg-webapp/tasks/${taskId}/problem`,
    as: client.spec,
    payload: { kind: 'not_fixed', text: 'Розетка снова не работает' },
  });
  expect(reported.statusCode).toBe(201);
  return reported.json().data.problem.id;
}

interface Expected {
  action: string;
  entity: string;
  entityId: number | null;
}

// ---- the audit check -------------------------------------------------------------------------------

async function expectAudited(run: () => Promise<{ ok: boolean; detail: string }>, expected: Expected) {
  const last = (await t.db.auditLog.findFirst({ orderBy: { id: 'desc' }, select: { id: true } }))?.id ?? 0;
  const started = new Date(Date.now() - 1000);
  const { ok, detail } = await run();
  if (!ok) throw new Error(`the admin call failed: ${detail}`);
  const rows = await t.db.auditLog.findMany({ where: { id: { gt: last } } });
  expect(rows).toEqual([
    expect.objectContaining({
      actorUserId: adminUserId,
      action: expected.action,
      entity: expected.entity,
      entityId: expected.entityId,
    }),
  ]);
  expect(rows[0].createdAt.getTime()).toBeGreaterThanOrEqual(started.getTime());
  expect(rows[0].createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
}

function rest(method: string, url: string, payload?: Record<string, unknown>) {
  return async () => {
    const response = await t.request({
      method: method as 'POST',
      url,
      as: DEMO.admin,
      ...(payload ? { payload } : {}),
    });
    return { ok: response.statusCode < 300, detail: `${response.statusCode} ${response.body.slice(0, 300)}` };
  };
}

function gql(query: string, variables: Record<string, unknown>) {
  return async () => {
    const result = await t.gql(query, variables, DEMO.admin);
    const payload = result.data && (Object.values(result.data)[0] as { __typename: string });
    return { ok: !!payload && payload.__typename.endsWith('Success'), detail: JSON.stringify(result).slice(0, 300) };
  };
}

type Case = () => Promise<{ run: () => Promise<{ ok: boolean; detail: string }>; expected: Expected }>;

// ---- REST ------------------------------------------------------------------------------------------

const REST_CASES: Record<string, Case> = {
  'POST /admin/api/address/cities': async () => ({
    run: rest('POST', '/admin/api/address/cities', { name: unique('Город') }),
    expected: { action: 'city.create', entity: 'City', entityId: expect.any(Number) as never },
  }),
  'PUT /admin/api/address/cities/:id': async () => {
    const id = await city();
    return {
      run: rest('PUT', `/admin/api/address/cities/${id}`, { name: unique('Город') }),
      expected: { action: 'city.update', entity: 'City', entityId: id },
    };
  },
  'DELETE /admin/api/address/cities/:id': async () => {
    const id = await city();
    return {
      run: rest('DELETE', `/admin/api/address/cities/${id}`),
      expected: { action: 'city.delete', entity: 'City', entityId: id },
    };
  },
  'POST /admin/api/address/districts': async () => {
    const cityId = await city();
    return {
      run: rest('POST', '/admin/api/address/districts', { city_id: cityId, name: unique('Район') }),
      expected: { action: 'district.create', entity: 'District', entityId: expect.any(Number) as never },
    };
  },
  'PUT /admin/api/address/districts/:id': async () => {
    const id = await district();
    return {
      run: rest('PUT', `/admin/api/address/districts/${id}`, { name: unique('Район') }),
      expected: { action: 'district.update', entity: 'District', entityId: id },
    };
  },
  'DELETE /admin/api/address/districts/:id': async () => {
    const id = await district();
    return {
      run: rest('DELETE', `/admin/api/address/districts/${id}`),
      expected: { action: 'district.delete', entity: 'District', entityId: id },
    };
  },
  'POST /admin/api/categories': async () => ({
    run: rest('POST', '/admin/api/categories', { name: unique('Категория'), description: 'Описание' }),
    expected: { action: 'category.create', entity: 'Category', entityId: expect.any(Number) as never },
  }),
  'PUT /admin/api/categories/:id': async () => {
    const id = await category();
    return {
      run: rest('PUT', `/admin/api/categories/${id}`, { description: 'Новое описание' }),
      expected: { action: 'category.update', entity: 'Category', entityId: id },
    };
  },
  'DELETE /admin/api/categories/:id': async () => {
    const id = await category();
    return {
      run: rest('DELETE', `/admin/api/categories/${id}`),
      expected: { action: 'category.delete', entity: 'Category', entityId: id },
    };
  },
  'PUT /admin/api/contracts/:id': async () => {
    const id = await pendingContract();
    return {
      run: rest('PUT', `/admin/api/contracts/${id}`, { name: unique('Мастер') }),
      expected: { action: 'contract.update', entity: 'Contract', entityId: id },
    };
  },
  'POST /admin/api/contracts/:id/approve': async () => {
    const id = await pendingContract();
    return {
      run: rest('POST', `/admin/api/contracts/${id}/approve`),
      expected: { action: 'contract.approve', entity: 'Contract', entityId: id },
    };
  },
  'POST /admin/api/contracts/:id/reject': async () => {
    const id = await pendingContract();
    return {
      run: rest('POST', `/admin/api/contracts/${id}/reject`, { reason: 'Нет опыта' }),
      expected: { action: 'contract.reject', entity: 'Contract', entityId: id },
    };
  },
  'POST /admin/api/contracts/:id/verify': async () => {
    const id = await pendingContract();
    return {
      run: rest('POST', `/admin/api/contracts/${id}/verify`),
      expected: { action: 'contract.verify', entity: 'Contract', entityId: id },
    };
  },
  'POST /admin/api/reviews/:id/approve': async () => {
    const id = await pendingReview();
    return {
      run: rest('POST', `/admin/api/reviews/${id}/approve`),
      expected: { action: 'review.approve', entity: 'Review', entityId: id },
    };
  },
  'POST /admin/api/reviews/:id/reject': async () => {
    const id = await pendingReview();
    return {
      run: rest('POST', `/admin/api/reviews/${id}/reject`),
      expected: { action: 'review.reject', entity: 'Review', entityId: id },
    };
  },
  'POST /admin/api/problems/:id/resolve': async () => {
    const id = await reportedProblem();
    return {
      run: rest('POST', `/admin/api/problems/${id}/resolve`, { outcome: 'warning', note: 'Предупреждён' }),
      expected: { action: 'problem.resolve', entity: 'TaskProblem', entityId: id },
    };
  },
  'PUT /admin/api/tasks/:id': async () => {
    const { taskId } = await taskFor();
    return {
      run: rest('PUT', `/admin/api/tasks/${taskId}`, { text: 'Нужно починить две розетки на кухне' }),
      expected: { action: 'task.update', entity: 'Task', entityId: taskId },
    };
  },
  'POST /admin/api/tasks/:id/reject': async () => {
    const { taskId } = await taskFor();
    return {
      run: rest('POST', `/admin/api/tasks/${taskId}/reject`, { reason: 'Спам' }),
      expected: { action: 'task.reject', entity: 'Task', entityId: taskId },
    };
  },
  'POST /admin/api/tasks/:id/redispatch': async () => {
    const { taskId } = await taskFor();
    return {
      run: rest('POST', `/admin/api/tasks/${taskId}/redispatch`),
      expected: { action: 'task.redispatch', entity: 'Task', entityId: taskId },
    };
  },
  'POST /admin/api/tasks/:id/assign': async () => {
    const { taskId, master } = await taskToAssign();
    return {
      run: rest('POST', `/admin/api/tasks/${taskId}/assign`, { contract_id: master.contractId }),
      expected: { action: 'task.assign', entity: 'Task', entityId: taskId },
    };
  },
  'POST /admin/api/tasks/:id/close': async () => {
    const { taskId } = await taskFor();
    return {
      run: rest('POST', `/admin/api/tasks/${taskId}/close`),
      expected: { action: 'task.close', entity: 'Task', entityId: taskId },
    };
  },
};

// ---- GraphQL ---------------------------------------------------------------------------------------

const result = (field: string, args: string, params: string) =>
  `mutation (${params}) { ${field}(${args}) { __typename ... on Error { message } } }`;

const GRAPHQL_CASES: Record<string, Case> = {
  createCity: async () => ({
    run: gql(result('createCity', 'name: $name', '$name: String!'), { name: unique('Город') }),
    expected: { action: 'city.create', entity: 'City', entityId: expect.any(Number) as never },
  }),
  updateCity: async () => {
    const id = await city();
    return {
      run: gql(result('updateCity', 'id: $id, name: $name', '$id: Int!, $name: String!'), {
        id,
        name: unique('Город'),
      }),
      expected: { action: 'city.update', entity: 'City', entityId: id },
    };
  },
  deleteCity: async () => {
    const id = await city();
    return {
      run: gql(result('deleteCity', 'id: $id', '$id: Int!'), { id }),
      expected: { action: 'city.delete', entity: 'City', entityId: id },
    };
  },
  createDistrict: async () => {
    const cityId = await city();
    return {
      run: gql(result('createDistrict', 'cityId: $cityId, name: $name', '$cityId: Int!, $name: String!'), {
        cityId,
        name: unique('Район'),
      }),
      expected: { action: 'district.create', entity: 'District', entityId: expect.any(Number) as never },
    };
  },
  updateDistrict: async () => {
    const id = await district();
    return {
      run: gql(result('updateDistrict', 'id: $id, name: $name', '$id: Int!, $name: String!'), {
        id,
        name: unique('Район'),
      }),
      expected: { action: 'district.update', entity: 'District', entityId: id },
    };
  },
  deleteDistrict: async () => {
    const id = await district();
    return {
      run: gql(result('deleteDistrict', 'id: $id', '$id: Int!'), { id }),
      expected: { action: 'district.delete', entity: 'District', entityId: id },
    };
  },
  createCategory: async () => ({
    run: gql(result('createCategory', 'input: $input', '$input: CategoryInput!'), {
      input: { name: unique('Категория'), description: 'Описание' },
    }),
    expected: { action: 'category.create', entity: 'Category', entityId: expect.any(Number) as never },
  }),
  updateCategory: async () => {
    const id = await category();
    return {
      run: gql(result('updateCategory', 'id: $id, input: $input', '$id: Int!, $input: CategoryInput!'), {
        id,
        input: { description: 'Другое' },
      }),
      expected: { action: 'category.update', entity: 'Category', entityId: id },
    };
  },
  deleteCategory: async () => {
    const id = await category();
    return {
      run: gql(result('deleteCategory', 'id: $id', '$id: Int!'), { id }),
      expected: { action: 'category.delete', entity: 'Category', entityId: id },
    };
  },
  adminUpdateContract: async () => {
    const id = await pendingContract();
    return {
      run: gql(result('adminUpdateContract', 'id: $id, input: $input', '$id: Int!, $input: ContractInput!'), {
        id,
        input: { name: unique('Мастер') },
      }),
      expected: { action: 'contract.update', entity: 'Contract', entityId: id },
    };
  },
  approveContract: async () => {
    const id = await pendingContract();
    return {
      run: gql(result('approveContract', 'id: $id', '$id: Int!'), { id }),
      expected: { action: 'contract.approve', entity: 'Contract', entityId: id },
    };
  },
  verifyContract: async () => {
    const id = await pendingContract();
    return {
      run: gql(result('verifyContract', 'id: $id', '$id: Int!'), { id }),
      expected: { action: 'contract.verify', entity: 'Contract', entityId: id },
    };
  },
  rejectContract: async () => {
    const id = await pendingContract();
    return {
      run: gql(result('rejectContract', 'id: $id, reason: $reason', '$id: Int!, $reason: String'), {
        id,
        reason: 'Нет опыта',
      }),
      expected: { action: 'contract.reject', entity: 'Contract', entityId: id },
    };
  },
  approveReview: async () => {
    const id = await pendingReview();
    return {
      run: gql(result('approveReview', 'id: $id', '$id: Int!'), { id }),
      expected: { action: 'review.approve', entity: 'Review', entityId: id },
    };
  },
  rejectReview: async () => {
    const id = await pendingReview();
    return {
      run: gql(result('rejectReview', 'id: $id', '$id: Int!'), { id }),
      expected: { action: 'review.reject', entity: 'Review', entityId: id },
    };
  },
  resolveProblem: async () => {
    const id = await reportedProblem();
    return {
      run: gql(result('resolveProblem', 'id: $id, outcome: dismissed', '$id: Int!'), { id }),
      expected: { action: 'problem.resolve', entity: 'TaskProblem', entityId: id },
    };
  },
  adminUpdateTask: async () => {
    const { taskId } = await taskFor();
    return {
      run: gql(result('adminUpdateTask', 'id: $id, input: $input', '$id: Int!, $input: TaskInput!'), {
        id: taskId,
        input: { text: 'Нужно починить две розетки на кухне' },
      }),
      expected: { action: 'task.update', entity: 'Task', entityId: taskId },
    };
  },
  adminRejectTask: async () => {
    const { taskId } = await taskFor();
    return {
      run: gql(result('adminRejectTask', 'id: $id, reason: $reason', '$id: Int!, $reason: String'), {
        id: taskId,
        reason: 'Спам',
      }),
      expected: { action: 'task.reject', entity: 'Task', entityId: taskId },
    };
  },
  adminRedispatchTask: async () => {
    const { taskId } = await taskFor();
    return {
      run: gql(result('adminRedispatchTask', 'id: $id', '$id: Int!'), { id: taskId }),
      expected: { action: 'task.redispatch', entity: 'Task', entityId: taskId },
    };
  },
  adminAssignTask: async () => {
    const { taskId, master } = await taskToAssign();
    return {
      run: gql(result('adminAssignTask', 'id: $id, contractId: $contractId', '$id: Int!, $contractId: Int!'), {
        id: taskId,
        contractId: master.contractId,
      }),
      expected: { action: 'task.assign', entity: 'Task', entityId: taskId },
    };
  },
  adminCloseTask: async () => {
    const { taskId } = await taskFor();
    return {
      run: gql(result('adminCloseTask', 'id: $id', '$id: Int!'), { id: taskId }),
      expected: { action: 'task.close', entity: 'Task', entityId: taskId },
    };
  },
  createApiToken: async () => ({
    run: gql(result('createApiToken', 'name: $name', '$name: String!'), { name: unique('Токен') }),
    expected: { action: 'api_token.create', entity: 'ApiToken', entityId: expect.any(Number) as never },
  }),
  revokeApiToken: async () => {
    const issued = await t.gql(
      `mutation ($name: String!) { createApiToken(name: $name) { ... on MutationCreateApiTokenSuccess { data { apiToken { id } } } } }`,
      { name: unique('Токен') },
      DEMO.admin,
    );
    const id = issued.data.createApiToken.data.apiToken.id as number;
    return {
      run: gql(result('revokeApiToken', 'id: $id', '$id: Int!'), { id }),
      expected: { action: 'api_token.revoke', entity: 'ApiToken', entityId: id },
    };
  },
};

// ---- the lists from the server ---------------------------------------------------------------------

async function adminRestChanges(): Promise<string[]> {
  const probe = Fastify();
  const found: string[] = [];
  probe.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (route.url.startsWith('/admin/api/') && !['GET', 'HEAD'].includes(method))
        found.push(`${method} ${route.url}`);
    }
  });
  await restRoutes(probe, t.app.services);
  await probe.ready();
  await probe.close();
  return found.sort();
}

function adminMutations(): string[] {
  return Object.values(schema.getMutationType()!.getFields())
    .filter(
      (field) =>
        (field.extensions as { pothosOptions?: { authScopes?: { admin?: boolean } } }).pothosOptions?.authScopes?.admin,
    )
    .map((field) => field.name)
    .sort();
}

describe('every admin change is audited', () => {
  it('has a case for every admin REST change and every admin mutation', async () => {
    expect(await adminRestChanges()).toEqual(Object.keys(REST_CASES).sort());
    expect(adminMutations()).toEqual(Object.keys(GRAPHQL_CASES).sort());
  });

  it.each(Object.keys(REST_CASES))('REST %s', async (name) => {
    const { run, expected } = await REST_CASES[name]();
    await expectAudited(run, expected);
  });

  it.each(Object.keys(GRAPHQL_CASES))('GraphQL %s', async (name) => {
    const { run, expected } = await GRAPHQL_CASES[name]();
    await expectAudited(run, expected);
  });

  it('writes no row for a refused admin call', async () => {
    const before = await t.db.auditLog.count();
    const refused = await t.request({
      method: 'POST',
      url: '/admin/api/address/cities',
      as: DEMO.admin,
      payload: { name: '' },
    });
    expect(refused.statusCode).toBe(422);
    const foreign = await t.request({
      method: 'POST',
      url: '/admin/api/address/cities',
      as: DEMO.client,
      payload: { name: unique('Город') },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await t.db.auditLog.count()).toBe(before);
  });
});

describe('reading the audit log', () => {
  it('admins read who did what and when, newest first, on REST and GraphQL', async () => {
    const name = unique('Город');
    await t.request({ method: 'POST', url: '/admin/api/address/cities', as: DEMO.admin, payload: { name } });
    const rest = await t.request({
      method: 'GET',
      url: '/admin/api/audit?entity=City&action=city.create',
      as: DEMO.admin,
    });
    expect(rest.statusCode).toBe(200);
    const newest = rest.json().data[0];
    expect(newest).toMatchObject({
      action: 'city.create',
      entity: 'City',
      data: { name },
      actor: { id: adminUserId, name: 'Дилноза Рахимова' },
    });
    expect(Date.now() - new Date(newest.createdAt).getTime()).toBeLessThan(60_000);

    const graphql = await t.gql(
      '{ auditLog(entity: "City", action: "city.create") { total items { action entityId createdAt actor { id } data } } }',
      {},
      DEMO.admin,
    );
    expect(graphql.data.auditLog.items[0]).toMatchObject({
      action: 'city.create',
      entityId: newest.entity_id,
      actor: { id: adminUserId },
      data: { name },
    });
    expect(graphql.data.auditLog.total).toBeGreaterThan(0);
  });

  it('admins alone read it: not analysts (it names people, issue 26), clients or masters', async () => {
    const issued = await t.gql(
      `mutation { createApiToken(name: "аналитик") { ... on MutationCreateApiTokenSuccess { data { token } } } }`,
      {},
      DEMO.admin,
    );
    const token = issued.data.createApiToken.data.token as string;
    const analyst = await t.request({
      method: 'GET',
      url: '/admin/api/audit',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(analyst.statusCode).toBe(403);

    for (const who of [DEMO.client, DEMO.plumber]) {
      const response = await t.request({ method: 'GET', url: '/admin/api/audit', as: who });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: 'Недостаточно прав' });
      const graphql = await t.gql('{ auditLog { total } }', {}, who);
      expect(graphql.data).toBeNull();
      expect(graphql.errors![0].message).toBe('Недостаточно прав');
    }
  });

  it('an analyst token cannot change anything, not even through the Mini App calls', async () => {
    const issued = await t.gql(
      `mutation { createApiToken(name: "аналитик 2") { ... on MutationCreateApiTokenSuccess { data { token } } } }`,
      {},
      DEMO.admin,
    );
    const headers = { authorization: `Bearer ${issued.data.createApiToken.data.token}` };
    const before = await t.db.auditLog.count();
    const tasks = await t.db.task.count();
    const admin = await t.request({
      method: 'POST',
      url: '/admin/api/address/cities',
      headers,
      payload: { name: unique('Город') },
    });
    expect(admin.statusCode).toBe(403);
    const miniApp = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/user/set-role',
      headers,
      payload: { role: 0 },
    });
    // a token is no session in the Mini App at all
    expect(miniApp.statusCode).toBe(401);
    const create = await t.request({ method: 'POST', url: '/api/tg-webapp/tasks', headers, payload: {} });
    expect(create.statusCode).toBe(401);
    expect(await t.db.auditLog.count()).toBe(before);
    expect(await t.db.task.count()).toBe(tasks);
  });
});
