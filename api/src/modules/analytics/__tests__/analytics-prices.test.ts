// Price figures for analysts (docs/product.md "Prices"): quartiles per category and district, groups below the
// minimums left out, and the value of completed work per week; aggregates only, an analyst token included.
import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';
import { createCategory, createClient, createMasters, places } from '../../../../../tests/support/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const QUERY = `query ($categoryId: Int) {
  analytics(filter: { categoryId: $categoryId }) {
    prices { category { id } district { id } jobs low median high }
    completedValue { week jobs value }
  }
}`;

it('gives quartiles per district with enough jobs and the value of each week', async () => {
  const place = await places(t.db);
  const category = await createCategory(t.db);
  const masters = await createMasters(t.db, 3, { categoryIds: [category.id], cityId: place.cityId });
  const client = await createClient(t.db);
  const monday = new Date('2026-11-16T10:00:00Z');
  const job = (price: number, i: number, districtId: number, completedAt = monday) => ({
    clientId: client.userId,
    text: 'Выполненная работа',
    status: 'completed' as const,
    categoryId: category.id,
    cityId: place.cityId,
    districtId,
    contractId: masters[i % 3].contractId,
    createdAt: completedAt,
    completedAt,
    masterPrice: price,
    price,
  });
  const prices = [100, 120, 140, 160, 180, 200, 220, 240].map((k) => k * 1000);
  await t.db.task.createMany({
    data: [
      ...prices.map((price, i) => job(price, i, place.districtId)),
      // three jobs in another district: too few for a figure, still worth their sum
      ...[50_000, 60_000, 70_000].map((price, i) =>
        job(price, i, place.otherDistrictId, new Date('2026-11-24T09:00:00Z')),
      ),
    ],
  });

  const { data, errors } = await t.gql(QUERY, { categoryId: category.id }, DEMO.admin);
  expect(errors).toBeUndefined();
  expect(data.analytics.prices).toEqual([
    {
      category: { id: category.id },
      district: { id: place.districtId },
      jobs: 8,
      low: 135_000,
      median: 170_000,
      high: 205_000,
    },
  ]);
  expect(data.analytics.completedValue).toEqual([
    { week: '2026-11-16T00:00:00.000Z', jobs: 8, value: 1_360_000 },
    { week: '2026-11-23T00:00:00.000Z', jobs: 3, value: 180_000 },
  ]);

  const issued = await t.gql(
    `mutation { createApiToken(name: "цены") { ... on MutationCreateApiTokenSuccess { data { token } } } }`,
    {},
    DEMO.admin,
  );
  const asAnalyst = await t.request({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: `Bearer ${issued.data.createApiToken.data.token}`, 'content-type': 'application/json' },
    payload: { query: QUERY, variables: { categoryId: category.id } },
  });
  expect(asAnalyst.json().data.analytics).toEqual(data.analytics);

  const refused = await t.gql(QUERY, { categoryId: category.id }, masters[0].spec);
  expect(refused.data?.analytics ?? null).toBeNull();
});
