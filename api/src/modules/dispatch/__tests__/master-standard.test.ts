// The response standard and the Top usta badge: the figures of the last 90 days computed in one statement
// for many masters, what a master still lacks, his own screen over REST and GraphQL, the badge on the
// client's live card, and Top usta first among masters at a similar distance.
import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMasterAt,
  LEAK_AT_POINT,
  places,
  postTaskFor,
  type Place,
  type TestMaster,
} from '../../../../../tests/support/factories';
import { masterStandards, refreshTopUsta, TOP_USTA_LEAD_M } from '..';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp({ env: { MASTER_ANSWER_WINDOW_S: '300', DISPATCH_WAVE_SIZE: '1' } });
  place = await places(t.db);
});
afterAll(() => t.close());

const DAY = 86_400_000;

const masterAt = (categoryId: number, km: number) => createMasterAt(t.db, place, categoryId, km);

// `offers` past offers of this master: the first `inTime` answered within a minute, the rest after ten;
// the first `accepted` of them accepted (and completed with a 5-star published review when `reviews`).
async function history(
  master: TestMaster,
  categoryId: number,
  figures: { offers: number; inTime: number; accepted: number; reviews: number; cancelled?: number },
) {
  const client = await createClient(t.db);
  for (let i = 0; i < figures.offers; i++) {
    const createdAt = new Date(Date.now() - (i + 1) * DAY);
    const accepted = i < figures.accepted;
    const task = await t.db.task.create({
      data: {
        clientId: client.userId,
        text: 'Старая задача',
        categoryId,
        cityId: place.cityId,
        districtId: place.districtId,
        status: accepted ? 'completed' : 'closed',
        contractId: accepted ? master.contractId : null,
        completedAt: accepted ? createdAt : null,
        createdAt,
      },
    });
    await t.db.taskOffer.create({
      data: {
        taskId: task.id,
        contractId: master.contractId,
        createdAt,
        state: accepted ? 'accepted' : 'declined',
        answer: accepted ? 'accepted' : 'declined',
        answeredAt: new Date(createdAt.getTime() + (i < figures.inTime ? 60_000 : 600_000)),
      },
    });
    if (accepted && i < (figures.cancelled ?? 0)) {
      await t.db.taskStatusChange.create({
        data: {
          taskId: task.id,
          fromStatus: 'in_progress',
          toStatus: 'sent_to_masters',
          actorUserId: master.userId,
          actorRole: 1,
          createdAt: new Date(createdAt.getTime() + 120_000),
        },
      });
    }
    if (accepted && i < figures.reviews) {
      await t.db.review.create({
        data: { taskId: task.id, contractId: master.contractId, clientId: client.userId, rating: 5, state: 'approved' },
      });
    }
  }
}

const GOOD = { offers: 10, inTime: 8, accepted: 6, reviews: 5 };

describe('the response standard', () => {
  it('computes the figures of many masters at once and says what each still lacks', async () => {
    const category = await createCategory(t.db);
    const [top, slow, fresh, canceller] = await Promise.all([1, 2, 3, 4].map(() => masterAt(category.id, 1)));
    await history(top, category.id, GOOD);
    await history(slow, category.id, { ...GOOD, inTime: 7 });
    await history(canceller, category.id, { ...GOOD, cancelled: 1 });
    // an offer older than 90 days and one withdrawn before its window ended are not his to answer
    const old = await t.db.task.create({
      data: {
        clientId: fresh.userId,
        text: 'x',
        categoryId: category.id,
        cityId: place.cityId,
        districtId: place.districtId,
        status: 'closed',
      },
    });
    await t.db.taskOffer.create({
      data: { taskId: old.id, contractId: fresh.contractId, createdAt: new Date(Date.now() - 91 * DAY) },
    });
    const taken = await t.db.task.create({
      data: {
        clientId: fresh.userId,
        text: 'y',
        categoryId: category.id,
        cityId: place.cityId,
        districtId: place.districtId,
        status: 'closed',
      },
    });
    const at = new Date(Date.now() - DAY);
    await t.db.taskOffer.create({
      data: {
        taskId: taken.id,
        contractId: fresh.contractId,
        createdAt: at,
        state: 'withdrawn',
        respondedAt: new Date(at.getTime() + 10_000),
      },
    });

    const standards = await masterStandards(
      t.db,
      [top, slow, fresh, canceller].map((m) => m.contractId),
      300,
    );
    expect(standards.get(top.contractId)).toEqual({
      offersCount: 10,
      answeredInTimeShare: 0.8,
      acceptedShare: 0.6,
      cancelledByMasterShare: 0,
      rating: 5,
      reviewsCount: 5,
      topUsta: true,
      missing: [],
      unansweredInRow: 0,
    });
    expect(standards.get(slow.contractId)).toMatchObject({
      answeredInTimeShare: 0.7,
      topUsta: false,
      missing: ['answered_in_time'],
    });
    expect(standards.get(fresh.contractId)).toMatchObject({
      offersCount: 0,
      topUsta: false,
      missing: ['rating', 'reviews', 'offers', 'answered_in_time'],
    });
    // one of six accepted tasks cancelled by him: 17 %, over the 10 % allowed
    expect(standards.get(canceller.contractId)).toMatchObject({ cancelledByMasterShare: 0.17, missing: ['cancelled'] });
  });

  it('shows the master his own figures over REST and GraphQL, and keeps the badge others see', async () => {
    const category = await createCategory(t.db);
    const master = await masterAt(category.id, 1);
    await history(master, category.id, GOOD);
    const rest = await t.request({ method: 'GET', url: '/api/tg-webapp/master/standard', as: master.spec });
    expect(rest.json()).toEqual({
      success: true,
      data: {
        offers_count: 10,
        answered_in_time_share: 0.8,
        accepted_share: 0.6,
        cancelled_by_master_share: 0,
        rating: 5,
        reviews_count: 5,
        top_usta: true,
        missing: [],
        unanswered_in_row: 0,
      },
    });
    expect((await t.db.contract.findUniqueOrThrow({ where: { id: master.contractId } })).topUsta).toBe(true);

    const other = await masterAt(category.id, 1);
    const graphql = await t.gql('{ myStandard { offersCount topUsta missing } }', {}, other.spec);
    expect(graphql.data.myStandard).toEqual({
      offersCount: 0,
      topUsta: false,
      missing: ['rating', 'reviews', 'offers', 'answered_in_time'],
    });
  });

  it('refuses a user without an approved application', async () => {
    const client = await createClient(t.db);
    expect(
      (await t.request({ method: 'GET', url: '/api/tg-webapp/master/standard', as: client.spec })).statusCode,
    ).toBe(403);
  });
});

describe('the Top usta badge', () => {
  async function postTask(categoryId: number) {
    const client = await createClient(t.db);
    const response = await postTaskFor(t, place, client, categoryId, LEAK_AT_POINT);
    return { client, taskId: response.json().data.id as number };
  }

  it('puts a Top usta first among masters at a similar distance, never before one much nearer', async () => {
    const category = await createCategory(t.db);
    // nearer than the Top usta by less than his lead
    await masterAt(category.id, 1);
    const top = await masterAt(category.id, 1 + (TOP_USTA_LEAD_M * 0.8) / 1000);
    await history(top, category.id, GOOD);
    expect(await refreshTopUsta(t.app.services)).toBeGreaterThanOrEqual(1);
    const first = await postTask(category.id);
    expect((await t.db.taskOffer.findMany({ where: { taskId: first.taskId } })).map((o) => o.contractId)).toEqual([
      top.contractId,
    ]);

    const muchNearer = await masterAt(category.id, 0.1);
    const second = await postTask(category.id);
    expect((await t.db.taskOffer.findMany({ where: { taskId: second.taskId } })).map((o) => o.contractId)).toEqual([
      muchNearer.contractId,
    ]);
  });

  it("shows the admin a master's badge and duty in his details", async () => {
    const category = await createCategory(t.db);
    const top = await masterAt(category.id, 1);
    await history(top, category.id, GOOD);
    await refreshTopUsta(t.app.services);
    await t.db.contract.update({ where: { id: top.contractId }, data: { onDuty: false, offReason: 'self' } });
    const rest = await t.request({ method: 'GET', url: `/admin/api/contracts/${top.contractId}`, as: DEMO.admin });
    expect(rest.json().data).toMatchObject({ top_usta: true, on_duty: false });
    const graphql = await t.gql(`{ adminContract(id: ${top.contractId}) { topUsta onDuty } }`, {}, DEMO.admin);
    expect(graphql.data.adminContract).toEqual({ topUsta: true, onDuty: false });
  });

  it("shows the badge beside the master's name on the client's live card, and nothing of his figures", async () => {
    const category = await createCategory(t.db);
    const top = await masterAt(category.id, 1);
    await history(top, category.id, GOOD);
    await refreshTopUsta(t.app.services);
    const { client, taskId } = await postTask(category.id);
    const accepted = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/master/tasks/${taskId}/approve`,
      as: top.spec,
    });
    expect(accepted.statusCode).toBe(200);
    const card = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/active', as: client.spec });
    expect(card.json().data.journey.master).toEqual({
      first_name: expect.any(String),
      rating: 5,
      completed_count: 6,
      top_usta: true,
    });
    const graphql = await t.gql(`{ task(id: ${taskId}) { journey { master { topUsta } } } }`, {}, client.spec);
    expect(graphql.data.task.journey.master).toEqual({ topUsta: true });
  });
});
