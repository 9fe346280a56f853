// A master is "unanswered" only for an offer that ran its whole time with no answer (the dispatch
// timed out). An offer withdrawn because another master accepted first, because the client cancelled or
// because the task expired says nothing about the master (docs/analytics.md).
import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMaster,
  places,
  type TestMaster,
} from '../../../../../tests/support/factories';
import { applyDispatchTimeouts, applyExpiry } from '../../task';

let t: TestApp;
let categoryId: number;
let m1: TestMaster;
let m2: TestMaster;
let m3: TestMaster;
let token: string;
const tasks: Record<'taken' | 'cancelled' | 'timedOut' | 'expired', number> = {
  taken: 0,
  cancelled: 0,
  timedOut: 0,
  expired: 0,
};

const MIN = 60_000;
const HOUR = 60 * MIN;

async function createTask(text: string) {
  const client = await createClient(t.db);
  const place = await places(t.db);
  const response = await t.request({
    method: 'POST',
    url: '/api/tg-webapp/tasks',
    as: client.spec,
    payload: {
      text,
      category_id: categoryId,
      city_id: place.cityId,
      district_id: place.districtId,
      phone: '901234567',
    },
  });
  expect(response.statusCode).toBe(200);
  return { id: response.json().data.id as number, client };
}

async function master(action: 'approve' | 'reject' | 'complete', who: TestMaster, taskId: number) {
  const response = await t.request({
    method: 'POST',
    url: `/api/tg-webapp/master/tasks/${taskId}/${action}`,
    as: who.spec,
  });
  expect(response.json()).toMatchObject({ success: true });
}

beforeAll(async () => {
  t = await createTestApp();
  const place = await places(t.db);
  categoryId = (await createCategory(t.db)).id;
  [m1, m2, m3] = await Promise.all(
    ['Быстрый', 'Отказавший', 'Молчащий'].map((name) =>
      createMaster(t.db, { categoryIds: [categoryId], cityId: place.cityId, name }),
    ),
  );
  const issued = await t.gql(
    'mutation { createApiToken(name: "Аналитик") { ... on MutationCreateApiTokenSuccess { data { token } } } }',
    {},
    DEMO.admin,
  );
  token = issued.data.createApiToken.data.token;

  // m1 accepts at once: the others' offers are taken away (and m1 finishes, to be free again)
  const taken = await createTask('Течёт кран на кухне, нужен сантехник');
  tasks.taken = taken.id;
  await master('approve', m1, taken.id);
  await master('complete', m1, taken.id);

  // the client cancels before anyone answers
  const cancelled = await createTask('Не работает розетка в спальне');
  tasks.cancelled = cancelled.id;
  const reason = await t.db.cancelReason.findFirstOrThrow({
    where: { audience: 'client', step: 1, NOT: { code: { contains: 'other' } } },
  });
  const cancel = await t.request({
    method: 'POST',
    url: `/api/tg-webapp/tasks/${cancelled.id}/cancel`,
    as: cancelled.client.spec,
    payload: { cancel_reason_id: reason.id },
  });
  expect(cancel.json()).toMatchObject({ success: true });

  // m2 declines, m1 and m3 say nothing for the whole DISPATCH_TIMEOUT_MIN: the task goes to the admins
  const timedOut = await createTask('Собрать шкаф и повесить полки');
  tasks.timedOut = timedOut.id;
  await master('reject', m2, timedOut.id);
  const timeoutAt = Date.now() + (t.config.dispatchTimeoutMin + 1) * MIN;
  expect(await applyDispatchTimeouts(t.app.services, new Date(timeoutAt))).toBe(1);

  // nobody answers and the task expires
  const expired = await createTask('Помыть окна после ремонта');
  tasks.expired = expired.id;
  expect(await applyExpiry(t.app.services, new Date(Date.now() + 25 * HOUR))).toBeGreaterThanOrEqual(1);
}, 180_000);
afterAll(() => t.close());

async function mastersFigures() {
  const response = await t.request({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: {
      query: `query ($filter: AnalyticsFilter) { analytics(filter: $filter) {
        masters(first: 10, orderBy: { field: UNANSWERED, direction: DESC }) {
          edges { node { contract { id } offersReceived accepted declined unanswered acceptanceRate responseRate } }
        } } }`,
      variables: { filter: { categoryId } },
    },
  });
  const body = response.json();
  expect(body.errors).toBeUndefined();
  return new Map<number, Record<string, unknown>>(
    body.data.analytics.masters.edges.map((edge: { node: { contract: { id: number } } }) => [
      edge.node.contract.id,
      edge.node,
    ]),
  );
}

describe('how an offer ended', () => {
  it('records why each offer was withdrawn', async () => {
    const offers = await t.db.taskOffer.findMany({
      where: { taskId: { in: Object.values(tasks) } },
      select: { taskId: true, contractId: true, state: true, answer: true, withdrawal: true },
    });
    const of = (taskId: number, who: TestMaster) =>
      offers.find((offer) => offer.taskId === taskId && offer.contractId === who.contractId);
    expect(of(tasks.taken, m1)).toMatchObject({ state: 'accepted', answer: 'accepted', withdrawal: null });
    for (const who of [m2, m3]) expect(of(tasks.taken, who)).toMatchObject({ state: 'withdrawn', withdrawal: 'taken' });
    for (const who of [m1, m2, m3])
      expect(of(tasks.cancelled, who)).toMatchObject({ state: 'withdrawn', answer: null, withdrawal: 'closed' });
    expect(of(tasks.timedOut, m2)).toMatchObject({ state: 'declined', answer: 'declined', withdrawal: null });
    for (const who of [m1, m3])
      expect(of(tasks.timedOut, who)).toMatchObject({ state: 'withdrawn', answer: null, withdrawal: 'timeout' });
    for (const who of [m1, m2, m3])
      expect(of(tasks.expired, who)).toMatchObject({ state: 'withdrawn', answer: null, withdrawal: 'expired' });
  });
});

describe('analytics', () => {
  it('counts only the timed-out offers as unanswered', async () => {
    const figures = await mastersFigures();
    // four offers each; the taken, cancelled and expired ones are neither answered nor unanswered
    expect(figures.get(m1.contractId)).toMatchObject({
      offersReceived: 4,
      accepted: 1,
      declined: 0,
      unanswered: 1,
      acceptanceRate: 0.5,
      responseRate: 0.5,
    });
    expect(figures.get(m2.contractId)).toMatchObject({
      offersReceived: 4,
      accepted: 0,
      declined: 1,
      unanswered: 0,
      acceptanceRate: 0,
      responseRate: 1,
    });
    expect(figures.get(m3.contractId)).toMatchObject({
      offersReceived: 4,
      accepted: 0,
      declined: 0,
      unanswered: 1,
      acceptanceRate: 0,
      responseRate: 0,
    });
  });

  it("counts a master's own acceptance rate the same way", async () => {
    const QUERY = '{ masterResponse { offersClosed acceptanceRate } }';
    expect((await t.gql(QUERY, {}, m1.spec)).data.masterResponse).toEqual({ offersClosed: 2, acceptanceRate: 0.5 });
    expect((await t.gql(QUERY, {}, m2.spec)).data.masterResponse).toEqual({ offersClosed: 1, acceptanceRate: 0 });
    expect((await t.gql(QUERY, {}, m3.spec)).data.masterResponse).toEqual({ offersClosed: 1, acceptanceRate: 0 });
  });

  it('opens a withdrawn offer again without its old reason', async () => {
    // an admin sends the expired task out again: its offers are pending, with no reason left over
    const response = await t.gql(
      'mutation ($id: Int!) { adminRedispatchTask(id: $id) { __typename } }',
      { id: tasks.expired },
      DEMO.admin,
    );
    expect(response.errors).toBeUndefined();
    const offers = await t.db.taskOffer.findMany({ where: { taskId: tasks.expired } });
    expect(offers).toHaveLength(3);
    for (const offer of offers) expect(offer).toMatchObject({ state: 'pending', withdrawal: null });
  });
});
