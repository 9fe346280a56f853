// The usual range (docs/product.md "Prices"): quartiles to 5,000 so'm, the minimums of jobs and masters, the
// district -> city -> nothing fallback, the window, disputed jobs left out; over REST and GraphQL.
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMasters,
  places,
  type Place,
  type TestMaster,
  type TestUser,
} from '../../../../../tests/support/factories';

let t: TestApp;
let place: Place;
let client: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
  client = await createClient(t.db);
});
afterAll(() => t.close());

const DAY = 86_400_000;

interface Job {
  price: number;
  master: TestMaster;
  districtId?: number;
  daysAgo?: number;
  disputed?: boolean;
}

async function jobs(categoryId: number, list: Job[]) {
  await t.db.task.createMany({
    data: list.map((job) => ({
      clientId: client.userId,
      text: 'Выполненная работа',
      status: 'completed' as const,
      categoryId,
      cityId: place.cityId,
      districtId: job.districtId ?? place.districtId,
      contractId: job.master.contractId,
      completedAt: new Date(Date.now() - (job.daysAgo ?? 1) * DAY),
      masterPrice: job.price,
      price: job.price,
      priceDisputed: job.disputed ?? false,
    })),
  });
}

const range = (as: TestUser, query: string) =>
  t.request({ method: 'GET', url: `/api/tg-webapp/prices/range?${query}`, as: as.spec });

// eight jobs by three masters: 100k..240k in steps of 20k
const prices = [100, 120, 140, 160, 180, 200, 220, 240].map((k) => k * 1000);

async function category() {
  const made = await createCategory(t.db);
  const masters = await createMasters(t.db, 3, { categoryIds: [made.id], cityId: place.cityId });
  return { id: made.id, masters };
}

describe('GET /prices/range', () => {
  it('gives the quartiles of the district rounded to 5,000 and where they come from', async () => {
    const { id, masters } = await category();
    await jobs(
      id,
      prices.map((price, i) => ({ price, master: masters[i % 3] })),
    );
    const response = await range(client, `category_id=${id}&city_id=${place.cityId}&district_id=${place.districtId}`);
    // percentiles of 100..240k: 135k, 170k, 205k
    expect(response.json()).toMatchObject({
      success: true,
      data: { currency: 'UZS', low: 135_000, median: 170_000, high: 205_000, jobs: 8, scope: 'district' },
    });
    expect(response.json().data.place).toMatch(/^в .+ом районе$|^в районе «.+»$/);
  });

  it('rounds to the nearest 5,000', async () => {
    const { id, masters } = await category();
    await jobs(
      id,
      [101, 103, 107, 111, 113, 117, 121, 123].map((k, i) => ({ price: k * 1000, master: masters[i % 3] })),
    );
    const { data } = (await range(client, `category_id=${id}&city_id=${place.cityId}`)).json();
    // quartiles 106k, 112k, 118k
    expect(data).toMatchObject({ low: 105_000, median: 110_000, high: 120_000, scope: 'city', place: 'в Ташкенте' });
  });

  it('falls back to the city when the district has too few jobs, and to nothing when the city has', async () => {
    const { id, masters } = await category();
    await jobs(id, [
      ...prices.slice(0, 4).map((price, i) => ({ price, master: masters[i % 3] })),
      ...prices.slice(4).map((price, i) => ({ price, master: masters[i % 3], districtId: place.otherDistrictId })),
    ]);
    const city = (
      await range(client, `category_id=${id}&city_id=${place.cityId}&district_id=${place.districtId}`)
    ).json();
    expect(city.data).toMatchObject({ scope: 'city', jobs: 8 });

    const few = await category();
    await jobs(
      few.id,
      prices.slice(0, 7).map((price, i) => ({ price, master: few.masters[i % 3] })),
    );
    const none = (await range(client, `category_id=${few.id}&city_id=${place.cityId}`)).json();
    expect(none).toEqual({ success: true, data: null, message: 'Пока мало заказов, чтобы назвать цену' });
  });

  it('needs three different masters, and leaves out old and disputed jobs', async () => {
    const two = await category();
    await jobs(
      two.id,
      prices.map((price, i) => ({ price, master: two.masters[i % 2] })),
    );
    expect((await range(client, `category_id=${two.id}&city_id=${place.cityId}`)).json().data).toBeNull();

    const { id, masters } = await category();
    await jobs(id, [
      ...prices.slice(0, 7).map((price, i) => ({ price, master: masters[i % 3] })),
      { price: 500_000, master: masters[0], daysAgo: 181 },
      { price: 500_000, master: masters[1], disputed: true },
    ]);
    expect((await range(client, `category_id=${id}&city_id=${place.cityId}`)).json().data).toBeNull();
    await jobs(id, [{ price: 240_000, master: masters[2], daysAgo: 179 }]);
    expect((await range(client, `category_id=${id}&city_id=${place.cityId}`)).json().data).toMatchObject({
      jobs: 8,
      high: 205_000,
    });
  });

  it('says the place in Uzbek and refuses bad ids', async () => {
    const { id, masters } = await category();
    await jobs(
      id,
      prices.map((price, i) => ({ price, master: masters[i % 3] })),
    );
    const uzbek = await createClient(t.db, { language_code: 'uz' });
    await t.db.user.update({ where: { id: uzbek.userId }, data: { language: 'uz' } });
    const { data } = (await range(uzbek, `category_id=${id}&city_id=${place.cityId}`)).json();
    expect(data.place).toBe('Toshkentda');
    const bad = await range(client, `category_id=abc&city_id=${place.cityId}`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['category_id']);
  });
});

describe('GraphQL priceRange and Task.priceRange', () => {
  it('answers the same range, and on the task offered to a master', async () => {
    const { id, masters } = await category();
    await jobs(
      id,
      prices.map((price, i) => ({ price, master: masters[i % 3] })),
    );
    const answer = await t.gql(
      `query ($c: Int!, $city: Int!, $d: Int) { priceRange(categoryId: $c, cityId: $city, districtId: $d) { currency low median high jobs scope } }`,
      { c: id, city: place.cityId, d: place.districtId },
      client.spec,
    );
    expect(answer.data.priceRange).toEqual({
      currency: 'UZS',
      low: 135_000,
      median: 170_000,
      high: 205_000,
      jobs: 8,
      scope: 'district',
    });

    const asking = await createClient(t.db);
    const created = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks',
      as: asking.spec,
      payload: {
        text: 'Нужно поменять смеситель',
        category_id: id,
        city_id: place.cityId,
        district_id: place.districtId,
        tg_username: 'asking',
      },
    });
    expect(created.statusCode).toBe(200);
    const pending = await t.request({ method: 'GET', url: '/api/tg-webapp/master/tasks/pending', as: masters[0].spec });
    expect(pending.json().data.price_range).toMatchObject({ low: 135_000, high: 205_000, scope: 'district' });
    const active = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/active', as: asking.spec });
    expect(active.json().data.price_range).toMatchObject({ median: 170_000 });
    const offer = await t.gql(`{ masterPendingTask { priceRange { low high jobs } } }`, {}, masters[0].spec);
    expect(offer.data.masterPendingTask.priceRange).toEqual({ low: 135_000, high: 205_000, jobs: 8 });
  });
});
