// Every admin call of applications, addresses, categories, reviews and the audit log refuses clients and
// masters (403, nothing changed), over REST and GraphQL; an analyst token reads but never writes.
import crypto from 'node:crypto';
import { hashApiToken } from '../auth/credentials';
import { createTestApp, DEMO, type TelegramUserSpec, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let ids: { city: number; district: number; category: number; contract: number; review: number };

beforeAll(async () => {
  t = await createTestApp();
  const city = await t.db.city.findUniqueOrThrow({ where: { name: 'Самарканд' }, include: { districts: true } });
  const category = await t.db.category.findUniqueOrThrow({ where: { slug: 'furniture' } });
  const contract = await t.db.contract.findFirstOrThrow({
    where: { user: { telegramId: BigInt(DEMO.pendingMaster.id) } },
  });
  const plumber = await t.db.contract.findFirstOrThrow({ where: { user: { telegramId: BigInt(DEMO.plumber.id) } } });
  const client = await t.db.user.findUniqueOrThrow({ where: { telegramId: BigInt(DEMO.client.id) } });
  const tashkent = await t.db.city.findUniqueOrThrow({ where: { name: 'Ташкент' }, include: { districts: true } });
  const task = await t.db.task.create({
    data: {
      clientId: client.id,
      text: 'Задача с отзывом',
      cityId: tashkent.id,
      districtId: tashkent.districts[0].id,
      status: 'completed',
      contractId: plumber.id,
    },
  });
  const review = await t.db.review.create({
    data: { taskId: task.id, contractId: plumber.id, clientId: client.id, rating: 5 },
  });
  ids = {
    city: city.id,
    district: city.districts[0].id,
    category: category.id,
    contract: contract.id,
    review: review.id,
  };
});
afterAll(() => t.close());

// everything an admin call of this area could change
async function snapshot() {
  return JSON.stringify({
    cities: await t.db.city.findMany({ orderBy: { id: 'asc' } }),
    districts: await t.db.district.findMany({ orderBy: { id: 'asc' } }),
    categories: await t.db.category.findMany({ orderBy: { id: 'asc' } }),
    contracts: await t.db.contract.findMany({ orderBy: { id: 'asc' }, include: { categories: true, districts: true } }),
    reviews: await t.db.review.findMany({ orderBy: { id: 'asc' } }),
    offers: await t.db.taskOffer.findMany({ orderBy: { id: 'asc' } }),
    audit: await t.db.auditLog.count(),
    notifications: await t.db.notification.count(),
  });
}

type Route = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; payload?: Record<string, unknown> };

// {city}, {district}... stand for the rows found in beforeAll
const urlOf = (route: Route) => route.path.replace(/\{(\w+)\}/g, (_all, key: keyof typeof ids) => String(ids[key]));

const routes: Route[] = [
  { method: 'GET', path: '/admin/api/address/cities' },
  { method: 'POST', path: '/admin/api/address/cities', payload: { name: 'Хива' } },
  { method: 'PUT', path: '/admin/api/address/cities/{city}', payload: { name: 'Переименованный' } },
  { method: 'DELETE', path: '/admin/api/address/cities/{city}' },
  { method: 'POST', path: '/admin/api/address/districts', payload: { city_id: '{city}', name: 'Новый' } },
  { method: 'PUT', path: '/admin/api/address/districts/{district}', payload: { name: 'Переименованный' } },
  { method: 'DELETE', path: '/admin/api/address/districts/{district}' },
  { method: 'GET', path: '/admin/api/categories' },
  { method: 'POST', path: '/admin/api/categories', payload: { name: 'Чужая категория' } },
  { method: 'GET', path: '/admin/api/categories/{category}' },
  { method: 'PUT', path: '/admin/api/categories/{category}', payload: { name: 'Взлом', keywords: ['x'] } },
  { method: 'DELETE', path: '/admin/api/categories/{category}' },
  { method: 'GET', path: '/admin/api/contracts' },
  { method: 'GET', path: '/admin/api/contracts/{contract}' },
  { method: 'PUT', path: '/admin/api/contracts/{contract}', payload: { name: 'Взлом' } },
  { method: 'POST', path: '/admin/api/contracts/{contract}/approve' },
  { method: 'POST', path: '/admin/api/contracts/{contract}/reject', payload: { reason: 'x' } },
  { method: 'POST', path: '/admin/api/contracts/{contract}/verify' },
  { method: 'GET', path: '/admin/api/reviews' },
  { method: 'GET', path: '/admin/api/reviews/{review}' },
  { method: 'POST', path: '/admin/api/reviews/{review}/approve' },
  { method: 'POST', path: '/admin/api/reviews/{review}/reject' },
  { method: 'GET', path: '/admin/api/audit' },
];

// '{city}' in a payload stands for the city found in beforeAll
const payloadOf = (route: Route) =>
  route.payload
    ? { payload: Object.fromEntries(Object.entries(route.payload).map(([k, v]) => [k, v === '{city}' ? ids.city : v])) }
    : {};

const outsiders: [string, TelegramUserSpec][] = [
  ['client', DEMO.client],
  ['approved master', DEMO.plumber],
  ['pending master', DEMO.pendingMaster],
];

describe.each(outsiders)('REST as a %s', (_label, user) => {
  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 403',
    async (_name, route) => {
      const before = await snapshot();
      const response = await t.request({ method: route.method, url: urlOf(route), as: user, ...payloadOf(route) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: 'Недостаточно прав' });
      expect(await snapshot()).toBe(before);
    },
  );
});

it('REST admin routes answer 401 without init data', async () => {
  for (const route of routes) {
    const response = await t.request({ method: route.method, url: urlOf(route), ...payloadOf(route) });
    expect(response.statusCode).toBe(401);
  }
});

const gqlOperations: [string, string][] = [
  ['adminContracts', '{ adminContracts { total } }'],
  ['adminContract', '{ adminContract(id: CONTRACT) { id } }'],
  ['adminCategories', '{ adminCategories { total } }'],
  ['adminCategory', '{ adminCategory(id: CATEGORY) { id } }'],
  ['adminReviews', '{ adminReviews { total } }'],
  ['adminReview', '{ adminReview(id: REVIEW) { id } }'],
  ['auditLog', '{ auditLog { total } }'],
  ['createCity', 'mutation { createCity(name: "Хива") { __typename } }'],
  ['updateCity', 'mutation { updateCity(id: CITY, name: "Х") { __typename } }'],
  ['deleteCity', 'mutation { deleteCity(id: CITY) { __typename } }'],
  ['createDistrict', 'mutation { createDistrict(cityId: CITY, name: "Х") { __typename } }'],
  ['updateDistrict', 'mutation { updateDistrict(id: DISTRICT, name: "Х") { __typename } }'],
  ['deleteDistrict', 'mutation { deleteDistrict(id: DISTRICT) { __typename } }'],
  ['createCategory', 'mutation { createCategory(input: { name: "Х" }) { __typename } }'],
  ['updateCategory', 'mutation { updateCategory(id: CATEGORY, input: { keywords: ["x"] }) { __typename } }'],
  ['deleteCategory', 'mutation { deleteCategory(id: CATEGORY) { __typename } }'],
  ['adminUpdateContract', 'mutation { adminUpdateContract(id: CONTRACT, input: { name: "Х" }) { __typename } }'],
  ['approveContract', 'mutation { approveContract(id: CONTRACT) { __typename } }'],
  ['verifyContract', 'mutation { verifyContract(id: CONTRACT) { __typename } }'],
  ['rejectContract', 'mutation { rejectContract(id: CONTRACT) { __typename } }'],
  ['approveReview', 'mutation { approveReview(id: REVIEW) { __typename } }'],
  ['rejectReview', 'mutation { rejectReview(id: REVIEW) { __typename } }'],
];

const fill = (query: string) =>
  query
    .replace('CONTRACT', String(ids.contract))
    .replace('CATEGORY', String(ids.category))
    .replace('REVIEW', String(ids.review))
    .replace('CITY', String(ids.city))
    .replace('DISTRICT', String(ids.district));

describe.each(outsiders)('GraphQL as a %s', (_label, user) => {
  it.each(gqlOperations)('%s is refused', async (field, query) => {
    const before = await snapshot();
    const result = await t.gql(fill(query), {}, user);
    expect(result.errors?.[0].message).toBe('Недостаточно прав');
    expect(result.data?.[field] ?? null).toBeNull();
    expect(await snapshot()).toBe(before);
  });
});

describe('analyst token', () => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    const token = crypto.randomBytes(16).toString('hex');
    const adminUser = await t.db.user.findUniqueOrThrow({ where: { telegramId: BigInt(DEMO.admin.id) } });
    await t.db.apiToken.create({
      data: { name: 'analyst', tokenHash: hashApiToken(token), createdById: adminUser.id },
    });
    headers = { authorization: `Bearer ${token}` };
  });

  it('reads no admin list over REST or GraphQL: they carry people’s data (issue 26)', async () => {
    const rest = await t.request({ method: 'GET', url: '/admin/api/contracts', headers });
    expect(rest.statusCode).toBe(403);
    const gql = await t.request({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: { query: '{ auditLog { total } adminReviews { total } }' },
    });
    expect(gql.json().errors[0].message).toBe('Недостаточно прав');
  });

  it('changes nothing over REST (the service refuses even behind the admin prefix) or GraphQL', async () => {
    const before = await snapshot();
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const response = await t.request({ method: route.method, url: urlOf(route), headers, ...payloadOf(route) });
      expect([urlOf(route), response.statusCode]).toEqual([urlOf(route), 403]);
    }
    const gql = await t.request({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: { query: fill('mutation { approveContract(id: CONTRACT) { __typename } }') },
    });
    expect(gql.json().errors[0].message).toBe('Недостаточно прав');
    expect(await snapshot()).toBe(before);
  });
});
