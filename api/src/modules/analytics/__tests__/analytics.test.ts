// Analytics: a marketplace day made through the REST calls, on a clock the test moves (the
// code's own Date, which Prisma's now() also reads), reads back through an analyst's token with exact
// counts and percentiles; clients and masters are refused, and the analyst still cannot change anything.
import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMaster,
  places,
  type Place,
  type TestMaster,
  type TestUser,
} from '../../../../../tests/support/factories';

let t: TestApp;
let place: Place;
let categoryId: number;
let m1: TestMaster;
let m2: TestMaster;
let token: string;

// a Monday, 08:00 UTC
const T0 = Date.parse('2026-03-02T08:00:00.000Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const at = (ms: number) => jest.setSystemTime(new Date(ms));

const TEXTS = {
  A: 'Течёт кран на кухне, нужен сантехник срочно',
  B: 'Не работает розетка в спальне, искрит',
  C: 'Собрать шкаф и повесить полки в прихожей',
  D: 'Нужно помыть окна после ремонта квартиры',
  E: 'Помогите с одним важным делом пожалуйста',
  F: 'Починить стиральную машину, не сливает воду',
};

async function createTask(client: TestUser, text: string, districtId: number, cityId = place.cityId) {
  const response = await t.request({
    method: 'POST',
    url: '/api/tg-webapp/tasks',
    as: client.spec,
    payload: { text, category_id: categoryId, city_id: cityId, district_id: districtId, phone: '901234567' },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.id as number;
}

async function master(
  action: 'approve' | 'reject' | 'complete' | 'cancel',
  who: TestMaster,
  taskId: number,
  payload?: object,
) {
  const response = await t.request({
    method: 'POST',
    url: `/api/tg-webapp/master/tasks/${taskId}/${action}`,
    as: who.spec,
    ...(payload ? { payload } : {}),
  });
  expect(response.json()).toMatchObject({ success: true });
}

async function clientCancel(client: TestUser, taskId: number, step: 1 | 2) {
  const reason = await t.db.cancelReason.findFirstOrThrow({
    where: { audience: 'client', step, NOT: { code: { contains: 'other' } } },
    orderBy: { sortOrder: 'asc' },
  });
  const response = await t.request({
    method: 'POST',
    url: `/api/tg-webapp/tasks/${taskId}/cancel`,
    as: client.spec,
    payload: { cancel_reason_id: reason.id },
  });
  expect(response.json()).toMatchObject({ success: true });
  return reason;
}

async function review(client: TestUser, taskId: number, contractId: number, rating: number) {
  const response = await t.request({
    method: 'POST',
    url: '/api/tg-webapp/reviews',
    as: client.spec,
    payload: { user_task_id: taskId, contract_id: contractId, rating },
  });
  expect(response.json()).toMatchObject({ success: true });
  return response.json().data.id as number;
}

async function asAnalyst(query: string, variables: Record<string, unknown> = {}) {
  const response = await t.request({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: { query, variables },
  });
  return response.json();
}

let reasons: { clientStep1: number; clientStep2: number; master: number };
const detectedFor = new Map<string, number | null>();

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
  categoryId = (await createCategory(t.db)).id;
  m1 = await createMaster(t.db, { categoryIds: [categoryId], cityId: place.cityId, name: 'Первый мастер' });
  m2 = await createMaster(t.db, { categoryIds: [categoryId], cityId: place.cityId, name: 'Второй мастер' });
  const issued = await t.gql(
    'mutation { createApiToken(name: "Аналитик") { ... on MutationCreateApiTokenSuccess { data { token } } } }',
    {},
    DEMO.admin,
  );
  token = issued.data.createApiToken.data.token;
  // what detection proposes for each text, asked the way the client's screen asks
  for (const text of Object.values(TEXTS)) {
    const response = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks/detect-category',
      as: DEMO.client,
      payload: { text },
    });
    detectedFor.set(text, response.json().category_id ?? null);
  }

  // only Date moves; timers, ticks and I/O run as usual
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
    now: T0,
  });
  const [c1, c2, c3, c4, c5, c6] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createClient(t.db)));

  // A: m2 declines after 30 s, m1 accepts after 60 s, completes after an hour; reviewed 5, published
  at(T0);
  const a = await createTask(c1, TEXTS.A, place.districtId);
  at(T0 + 30_000);
  await master('reject', m2, a);
  at(T0 + 60_000);
  await master('approve', m1, a);
  at(T0 + HOUR);
  await master('complete', m1, a);
  at(T0 + HOUR + MIN);
  const reviewA = await review(c1, a, m1.contractId, 5);
  const approved = await t.request({ method: 'POST', url: `/admin/api/reviews/${reviewA}/approve`, as: DEMO.admin });
  expect(approved.statusCode).toBe(200);

  // B: m2 accepts after 120 s (m1 never answers), completes 3 h after creation; reviewed 3, pending
  const t1 = T0 + 2 * HOUR;
  at(t1);
  const b = await createTask(c2, TEXTS.B, place.otherDistrictId);
  at(t1 + 120_000);
  await master('approve', m2, b);
  at(t1 + 3 * HOUR);
  await master('complete', m2, b);
  await review(c2, b, m2.contractId, 3);

  // C: m1 accepts after 180 s, then the client cancels (step 2 reason)
  const t2 = T0 + 6 * HOUR;
  at(t2);
  const c = await createTask(c3, TEXTS.C, place.districtId);
  at(t2 + 180_000);
  await master('approve', m1, c);
  at(t2 + 5 * MIN);
  const step2 = await clientCancel(c3, c, 2);

  // D: m1 accepts after 240 s, then cancels with a master reason: the task goes back to m2 (open offer)
  const t3 = T0 + 8 * HOUR;
  at(t3);
  const d = await createTask(c4, TEXTS.D, place.districtId);
  at(t3 + 240_000);
  await master('approve', m1, d);
  at(t3 + 10 * MIN);
  const masterReason = await t.db.cancelReason.findFirstOrThrow({
    where: { audience: 'master', NOT: { code: 'OTHER' } },
    orderBy: { sortOrder: 'asc' },
  });
  await master('cancel', m1, d, { cancel_reason_id: masterReason.id });

  // E: offered to both, the client cancels before anyone answers (step 1 reason)
  const t4 = T0 + 9 * HOUR;
  at(t4);
  const e = await createTask(c5, TEXTS.E, place.otherDistrictId);
  at(t4 + 5 * MIN);
  const step1 = await clientCancel(c5, e, 1);

  // F: in another city, where nobody works in this category: waits for an admin
  at(T0 + 10 * HOUR);
  await createTask(c6, TEXTS.F, place.otherCityDistrictId, place.otherCityId);

  reasons = { clientStep1: step1.id, clientStep2: step2.id, master: masterReason.id };
  jest.useRealTimers();
}, 120_000);
afterAll(async () => {
  jest.useRealTimers();
  await t.close();
});

const FILTER = () => ({ categoryId, from: '2026-03-02T00:00:00.000Z', to: '2026-03-04T00:00:00.000Z' });

describe('analytics for an analyst', () => {
  it('counts the funnel and the exact percentiles of the known waits', async () => {
    const body = await asAnalyst(
      `query ($filter: AnalyticsFilter) { analytics(filter: $filter) {
        funnel { created offered accepted completed reviewed cancelled expired rejected acceptedRate reviewedRate }
        timeToAccept { count p50 p90 p99 }
        timeToComplete { count p50 p90 p99 }
      } }`,
      { filter: FILTER() },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.analytics.funnel).toEqual({
      created: 6,
      offered: 5,
      accepted: 4,
      completed: 2,
      reviewed: 2,
      cancelled: 2,
      expired: 0,
      rejected: 0,
      acceptedRate: 0.6667,
      reviewedRate: 1,
    });
    // 60, 120, 180, 240 s: percentile_cont interpolates at (n - 1) * p: 1.5, 2.7, 2.97
    expect(body.data.analytics.timeToAccept).toEqual({ count: 4, p50: 150, p90: 222, p99: 238.2 });
    // 1 h and 3 h
    expect(body.data.analytics.timeToComplete).toEqual({ count: 2, p50: 7200, p90: 10080, p99: 10728 });
  });

  it('leaves out what the filter leaves out', async () => {
    const body = await asAnalyst(
      `query ($filter: AnalyticsFilter) { analytics(filter: $filter) { funnel { created accepted } timeToAccept { count p50 } } }`,
      { filter: { ...FILTER(), districtId: place.otherDistrictId } },
    );
    expect(body.data.analytics.funnel).toEqual({ created: 2, accepted: 1 });
    expect(body.data.analytics.timeToAccept).toEqual({ count: 1, p50: 120 });
    const later = await asAnalyst(
      `query ($filter: AnalyticsFilter) { analytics(filter: $filter) { funnel { created } } }`,
      {
        filter: { ...FILTER(), from: '2026-03-02T15:00:00.000Z' },
      },
    );
    // D (16:00), E (17:00), F (18:00)
    expect(later.data.analytics.funnel.created).toBe(3);
  });

  it('draws the series by day and by week, empty days included', async () => {
    const body = await asAnalyst(
      `query ($filter: AnalyticsFilter) { analytics(filter: $filter) {
        days: series(interval: DAY) { start funnel { created accepted } timeToAccept { count p50 } }
        weeks: series(interval: WEEK) { start funnel { created completed } }
      } }`,
      { filter: FILTER() },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.analytics.days).toEqual([
      { start: '2026-03-02T00:00:00.000Z', funnel: { created: 6, accepted: 4 }, timeToAccept: { count: 4, p50: 150 } },
      { start: '2026-03-03T00:00:00.000Z', funnel: { created: 0, accepted: 0 }, timeToAccept: { count: 0, p50: null } },
    ]);
    expect(body.data.analytics.weeks).toEqual([
      { start: '2026-03-02T00:00:00.000Z', funnel: { created: 6, completed: 2 } },
    ]);
  });

  it('sets demand against supply by district and category', async () => {
    const body = await asAnalyst(
      `query ($filter: AnalyticsFilter) { analytics(filter: $filter) {
        byDistrict { district { id city { id } } created accepted unserved medianSecondsToAccept masters }
        byCategory { category { id } created accepted unserved medianSecondsToAccept masters }
      } }`,
      { filter: FILTER() },
    );
    expect(body.errors).toBeUndefined();
    const districts = body.data.analytics.byDistrict;
    const of = (id: number) => districts.find((row: { district: { id: number } }) => row.district.id === id);
    expect(of(place.districtId)).toEqual({
      district: { id: place.districtId, city: { id: place.cityId } },
      created: 3,
      accepted: 3,
      unserved: 0,
      medianSecondsToAccept: 180,
      masters: 2,
    });
    expect(of(place.otherDistrictId)).toMatchObject({
      created: 2,
      accepted: 1,
      unserved: 0,
      medianSecondsToAccept: 120,
      masters: 2,
    });
    expect(of(place.otherCityDistrictId)).toMatchObject({
      created: 1,
      accepted: 0,
      unserved: 1,
      medianSecondsToAccept: null,
      masters: 0,
    });
    // every other district: no demand
    const rest = districts.filter(
      (row: { district: { id: number } }) =>
        ![place.districtId, place.otherDistrictId, place.otherCityDistrictId].includes(row.district.id),
    );
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((row: { created: number }) => row.created === 0)).toBe(true);
    expect(body.data.analytics.byCategory).toEqual([
      { category: { id: categoryId }, created: 6, accepted: 4, unserved: 1, medianSecondsToAccept: 150, masters: 2 },
    ]);
  });

  it("lists each master's figures as a connection, ordered and paged by cursor", async () => {
    const QUERY = `query ($filter: AnalyticsFilter, $after: String, $orderBy: AnalyticsMasterOrder) { analytics(filter: $filter) {
      masters(first: 1, after: $after, orderBy: $orderBy) {
        totalCount pageInfo { hasNextPage endCursor }
        edges { cursor node { contract { id name } offersReceived accepted declined unanswered acceptanceRate responseRate
          medianResponseSeconds completed cancelledByMaster averageRating reviewsCount topUsta } }
      } } }`;
    const orderBy = { field: 'ACCEPTANCE_RATE', direction: 'DESC' };
    // the badge as it stands (docs/product.md §12)
    await t.db.contract.update({ where: { id: m1.contractId }, data: { topUsta: true } });
    const first = await asAnalyst(QUERY, { filter: FILTER(), orderBy });
    expect(first.errors).toBeUndefined();
    const page1 = first.data.analytics.masters;
    expect(page1.totalCount).toBe(2);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    expect(page1.edges[0].node).toEqual({
      contract: { id: m1.contractId, name: 'Первый мастер' },
      offersReceived: 5,
      accepted: 3,
      declined: 0,
      // B was taken by m2 and E cancelled by its client before m1 answered: not unanswered
      unanswered: 0,
      acceptanceRate: 1,
      responseRate: 1,
      medianResponseSeconds: 180,
      completed: 1,
      cancelledByMaster: 1,
      averageRating: 5,
      reviewsCount: 1,
      topUsta: true,
    });
    const second = await asAnalyst(QUERY, { filter: FILTER(), orderBy, after: page1.pageInfo.endCursor });
    const page2 = second.data.analytics.masters;
    expect(page2.pageInfo.hasNextPage).toBe(false);
    // the offer of D went back to m2 and is open: neither answered nor unanswered; C was taken by m1 and
    // E cancelled: not unanswered either (docs/analytics.md)
    expect(page2.edges[0].node).toEqual({
      contract: { id: m2.contractId, name: 'Второй мастер' },
      offersReceived: 5,
      accepted: 1,
      declined: 1,
      unanswered: 0,
      acceptanceRate: 0.5,
      responseRate: 1,
      medianResponseSeconds: 75,
      completed: 1,
      cancelledByMaster: 0,
      averageRating: null,
      reviewsCount: 0,
      topUsta: false,
    });
    const unanswered = await asAnalyst(QUERY.replace('first: 1', 'first: 5'), {
      filter: FILTER(),
      orderBy: { field: 'MEDIAN_RESPONSE_SECONDS', direction: 'ASC' },
    });
    expect(unanswered.data.analytics.masters.edges.map((edge: any) => edge.node.contract.id)).toEqual([
      m2.contractId,
      m1.contractId,
    ]);
    const bad = await asAnalyst(QUERY, { filter: FILTER(), orderBy, after: 'bm90IGEgY3Vyc29y' });
    expect(bad.errors[0].message).toBe('Неверный курсор');
  });

  it('counts cancellations by reason, the master’s too', async () => {
    const body = await asAnalyst(
      `query ($filter: AnalyticsFilter) { analytics(filter: $filter) { cancelReasons { reason { id code audience } step count } } }`,
      { filter: FILTER() },
    );
    const rows = body.data.analytics.cancelReasons;
    expect(rows).toHaveLength(3);
    const byId = new Map(rows.map((row: any) => [row.reason.id, row]));
    expect(byId.get(reasons.clientStep1)).toMatchObject({ step: 1, count: 1, reason: { audience: 'client' } });
    expect(byId.get(reasons.clientStep2)).toMatchObject({ step: 2, count: 1, reason: { audience: 'client' } });
    expect(byId.get(reasons.master)).toMatchObject({ step: 0, count: 1, reason: { audience: 'master' } });
  });

  it('records what detection proposed and how often the client chose otherwise', async () => {
    const body = await asAnalyst(
      `query ($filter: AnalyticsFilter) { analytics(filter: $filter) {
        detection { tasks detected changedByClient undetected pairs { detected { id } chosen { id } count } } } }`,
      { filter: FILTER() },
    );
    const proposals = [...detectedFor.values()];
    const detected = proposals.filter((id) => id !== null).length;
    // the test's own category has no keywords: detection never proposes it, so every detected task was changed
    expect(proposals).not.toContain(categoryId);
    expect(detected).toBeGreaterThan(0);
    expect(detected).toBeLessThan(6);
    const result = body.data.analytics.detection;
    expect(result).toMatchObject({ tasks: 6, detected, changedByClient: detected, undetected: 6 - detected });
    const counts = new Map<string, number>();
    for (const id of proposals) counts.set(String(id), (counts.get(String(id)) ?? 0) + 1);
    expect(result.pairs).toHaveLength(counts.size);
    for (const pair of result.pairs) {
      expect(pair.chosen).toEqual({ id: categoryId });
      expect(pair.count).toBe(counts.get(String(pair.detected?.id ?? null)));
    }
    const rows = await t.db.task.findMany({ where: { categoryId }, orderBy: { id: 'asc' } });
    expect(rows.map((row) => row.detectedCategoryId)).toEqual(
      Object.values(TEXTS).map((text) => detectedFor.get(text)),
    );
  });

  it('refuses a bad window', async () => {
    const body = await asAnalyst(
      `query ($filter: AnalyticsFilter) { analytics(filter: $filter) { funnel { created } } }`,
      {
        filter: { from: '2026-03-04T00:00:00.000Z', to: '2026-03-02T00:00:00.000Z' },
      },
    );
    expect(body.errors[0].message).toBe('Начало периода должно быть раньше его конца');
    const long = await asAnalyst(
      `query ($filter: AnalyticsFilter) { analytics(filter: $filter) { series { start } } }`,
      {
        filter: { from: '2020-01-01T00:00:00.000Z', to: '2026-03-02T00:00:00.000Z' },
      },
    );
    expect(long.errors[0].message).toBe('Слишком много интервалов: сократите период или выберите неделю');
  });
});

describe("a master's own figures", () => {
  it('gives each master their response time and acceptance rate, and only theirs', async () => {
    const QUERY = '{ masterResponse { offersClosed medianResponseSeconds acceptanceRate } }';
    expect((await t.gql(QUERY, {}, m1.spec)).data.masterResponse).toEqual({
      offersClosed: 3,
      medianResponseSeconds: 180,
      acceptanceRate: 1,
    });
    expect((await t.gql(QUERY, {}, m2.spec)).data.masterResponse).toEqual({
      offersClosed: 2,
      medianResponseSeconds: 75,
      acceptanceRate: 0.5,
    });
    expect((await t.gql(QUERY, {}, DEMO.client)).data.masterResponse).toEqual({
      offersClosed: 0,
      medianResponseSeconds: null,
      acceptanceRate: null,
    });
  });
});

describe('who may read analytics', () => {
  const QUERY = '{ analytics { funnel { created } } }';

  it('is refused to clients and masters', async () => {
    for (const who of [DEMO.client, DEMO.plumber, m1.spec]) {
      const result = await t.gql(QUERY, {}, who);
      expect(result.data).toBeNull();
      expect(result.errors?.[0].message).toBe('Недостаточно прав');
    }
    const anonymous = await t.gql(QUERY);
    expect(anonymous.errors?.[0].message).toBe('Требуется авторизация');
  });

  it("names categories, districts, cities and reasons in the reader's language", async () => {
    const admin = await t.db.user.findUniqueOrThrow({ where: { telegramId: BigInt(DEMO.admin.id) } });
    await t.db.category.update({ where: { id: categoryId }, data: { nameUz: 'Sinov ustasi' } });
    await t.db.district.update({ where: { id: place.districtId }, data: { nameUz: 'Sinov tumani' } });
    await t.db.district.update({ where: { id: place.otherDistrictId }, data: { nameUz: '' } });
    await t.db.city.update({ where: { id: place.cityId }, data: { nameUz: 'Sinov shahri' } });
    await t.db.cancelReason.update({ where: { id: reasons.master }, data: { nameUz: 'Sinov sababi' } });
    const query = `query ($filter: AnalyticsFilter) { analytics(filter: $filter) {
      byCategory { category { id name } } byDistrict { district { id name city { id name } } }
      cancelReasons { reason { id name } } detection { pairs { chosen { id name } } } } }`;
    const read = async () => (await t.gql(query, { filter: FILTER() }, DEMO.admin)).data.analytics;
    const district = (figures: any, id: number) =>
      figures.byDistrict.find((row: any) => row.district.id === id).district;
    const reason = (figures: any) =>
      figures.cancelReasons.find((row: any) => row.reason.id === reasons.master).reason.name;
    const russian = await read();
    const otherDistrict = await t.db.district.findUniqueOrThrow({ where: { id: place.otherDistrictId } });
    const masterReason = await t.db.cancelReason.findUniqueOrThrow({ where: { id: reasons.master } });
    try {
      await t.db.user.update({ where: { id: admin.id }, data: { language: 'uz' } });
      const uzbek = await read();
      expect(uzbek.byCategory.find((row: any) => row.category?.id === categoryId).category.name).toBe('Sinov ustasi');
      expect(district(uzbek, place.districtId)).toMatchObject({ name: 'Sinov tumani', city: { name: 'Sinov shahri' } });
      // no Uzbek name: the Russian one
      expect(district(uzbek, place.otherDistrictId).name).toBe(otherDistrict.name);
      expect(reason(uzbek)).toBe('Sinov sababi');
      for (const pair of uzbek.detection.pairs) expect(pair.chosen.name).toBe('Sinov ustasi');
      // the Russian reader's names are the Russian ones
      expect(district(russian, place.districtId).name).not.toBe('Sinov tumani');
      expect(reason(russian)).toBe(masterReason.name);
    } finally {
      await t.db.user.update({ where: { id: admin.id }, data: { language: admin.language } });
    }
  });

  it('is read by admins too', async () => {
    const result = await t.gql(QUERY, {}, DEMO.admin);
    expect(result.errors).toBeUndefined();
    expect(result.data.analytics.funnel.created).toBeGreaterThanOrEqual(6);
  });

  it("leaves the analyst's token read-only", async () => {
    const before = await t.db.category.findUniqueOrThrow({ where: { id: categoryId } });
    const body = await asAnalyst(
      'mutation ($id: Int!) { updateCategory(id: $id, input: { name: "Взлом" }) { __typename } }',
      {
        id: categoryId,
      },
    );
    expect(body.errors[0].message).toBe('Недостаточно прав');
    expect(await t.db.category.findUniqueOrThrow({ where: { id: categoryId } })).toEqual(before);
  });
});
