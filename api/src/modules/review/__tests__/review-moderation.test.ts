// docs/product.md §7 admin reviews: list with filters, details in `data`, approve (outbox review_published) and reject.
import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';

let t: TestApp;
let plumberContract: { id: number; userId: number };
let electricianContract: { id: number; userId: number };
let clientId: number;
let place: { cityId: number; districtId: number };

beforeAll(async () => {
  t = await createTestApp();
  plumberContract = await t.db.contract.findFirstOrThrow({ where: { user: { telegramId: BigInt(DEMO.plumber.id) } } });
  electricianContract = await t.db.contract.findFirstOrThrow({
    where: { user: { telegramId: BigInt(DEMO.electrician.id) } },
  });
  clientId = (await t.db.user.findUniqueOrThrow({ where: { telegramId: BigInt(DEMO.client.id) } })).id;
  const city = await t.db.city.findUniqueOrThrow({ where: { name: 'Ташкент' }, include: { districts: true } });
  place = { cityId: city.id, districtId: city.districts[0].id };
});
afterAll(() => t.close());

// a completed task with the client's review of the master, as the reviews flow leaves it
async function review(contract: { id: number }, rating: number, comment: string | null = 'Хорошо') {
  const task = await t.db.task.create({
    data: {
      clientId,
      text: 'Выполненная задача для отзыва',
      ...place,
      status: 'completed',
      contractId: contract.id,
      completedAt: new Date(),
    },
  });
  return t.db.review.create({ data: { taskId: task.id, contractId: contract.id, clientId, rating, comment } });
}

const admin = (method: 'GET' | 'POST', url: string) => t.request({ method, url: `/admin/api${url}`, as: DEMO.admin });

describe('listing and reading', () => {
  it('filters by state, contract and rating, newest first, with meta', async () => {
    const a = await review(plumberContract, 5);
    const b = await review(plumberContract, 2);
    const c = await review(electricianContract, 5);
    const all = (await admin('GET', '/reviews?state=pending')).json();
    expect(all.success).toBe(true);
    expect(all.data.map((r: { id: number }) => r.id).slice(0, 3)).toEqual([c.id, b.id, a.id]);
    expect(all.meta).toEqual({
      page: 1,
      per_page: 20,
      total: await t.db.review.count({ where: { state: 'pending' } }),
    });

    const byContract = (await admin('GET', `/reviews?contract_id=${plumberContract.id}&rating=5`)).json();
    expect(byContract.data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    const paged = (await admin('GET', '/reviews?per_page=1&page=2')).json();
    expect(paged.data.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect(paged.meta.per_page).toBe(1);

    const badState = await admin('GET', '/reviews?state=hidden');
    expect(badState.statusCode).toBe(422);
    expect(badState.json().errors).toEqual({ state: ['Неизвестное состояние отзыва'] });
    const badRating = await admin('GET', '/reviews?rating=9');
    expect(badRating.json().errors).toEqual({ rating: ['Оценка должна быть от 1 до 5'] });
  });

  it('returns one review in data, 404 for an unknown one', async () => {
    const one = await review(plumberContract, 4, 'Быстро и аккуратно');
    const response = await admin('GET', `/reviews/${one.id}`);
    expect(response.json()).toEqual({
      success: true,
      data: {
        id: one.id,
        user_task_id: one.taskId,
        contract_id: plumberContract.id,
        rating: 4,
        comment: 'Быстро и аккуратно',
        state: 'pending',
        state_label: 'На модерации',
        createdAt: one.createdAt.toISOString(),
        moderatedAt: null,
        task: {
          id: one.taskId,
          text: 'Выполненная задача для отзыва',
          status: 'completed',
          createdAt: expect.any(String),
        },
        master: { contract_id: plumberContract.id, name: 'Бахтиёр Саидов' },
        client: { id: clientId, name: 'Азиз Каримов', username: 'aziz_client' },
        moderatedBy: null,
      },
    });
    const missing = await admin('GET', '/reviews/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Отзыв не найден' });
  });
});

describe('moderation', () => {
  it('approves: published, the master is notified, the admin and time are kept, an audit row is written', async () => {
    const one = await review(plumberContract, 5);
    const response = await admin('POST', `/reviews/${one.id}/approve`);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Отзыв опубликован',
      data: { id: one.id, state: 'approved', state_label: 'Опубликован', moderatedBy: { name: 'Дилноза Рахимова' } },
    });
    const notes = await t.db.notification.findMany({
      where: { userId: plumberContract.userId, kind: 'review_published' },
    });
    expect(notes.map((n) => n.payload)).toContainEqual({ reviewId: one.id, rating: 5 });
    expect(await t.db.auditLog.findFirst({ where: { entity: 'Review', entityId: one.id } })).toMatchObject({
      action: 'review.approve',
      data: { from: 'pending', to: 'approved', rating: 5 },
    });

    const again = await admin('POST', `/reviews/${one.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'Отзыв уже опубликован' });
    expect(await t.db.notification.count({ where: { userId: plumberContract.userId, kind: 'review_published' } })).toBe(
      notes.length,
    );
  });

  it('rejects, refuses a second rejection, and may approve later', async () => {
    const one = await review(electricianContract, 1, 'Спам');
    const rejected = await admin('POST', `/reviews/${one.id}/reject`);
    expect(rejected.json()).toMatchObject({
      success: true,
      message: 'Отзыв отклонён',
      data: { state: 'rejected', state_label: 'Отклонён' },
    });
    expect(
      await t.db.notification.count({ where: { userId: electricianContract.userId, kind: 'review_published' } }),
    ).toBe(0);
    const again = await admin('POST', `/reviews/${one.id}/reject`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'Отзыв уже отклонён' });
    const approved = await admin('POST', `/reviews/${one.id}/approve`);
    expect(approved.json().data.state).toBe('approved');
    const actions = (
      await t.db.auditLog.findMany({ where: { entity: 'Review', entityId: one.id }, orderBy: { id: 'asc' } })
    ).map((r) => r.action);
    expect(actions).toEqual(['review.reject', 'review.approve']);
  });

  it('lets only one of two admins racing on a review win', async () => {
    const one = await review(plumberContract, 3);
    const results = await Promise.all([
      admin('POST', `/reviews/${one.id}/approve`),
      admin('POST', `/reviews/${one.id}/approve`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.auditLog.count({ where: { entity: 'Review', entityId: one.id } })).toBe(1);
  });

  it('answers 404 for an unknown review', async () => {
    const response = await admin('POST', '/reviews/999999/reject');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Отзыв не найден' });
  });
});

describe('GraphQL', () => {
  it('lists and moderates under admin scope', async () => {
    const one = await review(electricianContract, 4);
    const list = await t.gql(
      `{ adminReviews(state: pending, contractId: ${electricianContract.id}) { total items { id rating stateLabel task { id } client { name } } } }`,
      {},
      DEMO.admin,
    );
    expect(list.data.adminReviews.items).toContainEqual({
      id: one.id,
      rating: 4,
      stateLabel: 'На модерации',
      task: { id: one.taskId },
      client: { name: 'Азиз Каримов' },
    });
    const approved = await t.gql(
      `mutation { approveReview(id: ${one.id}) { ... on MutationApproveReviewSuccess { data { state moderatedBy { name } moderatedAt } } } }`,
      {},
      DEMO.admin,
    );
    expect(approved.data.approveReview.data).toMatchObject({
      state: 'approved',
      moderatedBy: { name: 'Дилноза Рахимова' },
    });
    const rejected = await t.gql(
      `mutation { rejectReview(id: ${one.id}) { ... on MutationRejectReviewSuccess { data { state } } } }`,
      {},
      DEMO.admin,
    );
    expect(rejected.data.rejectReview.data).toEqual({ state: 'rejected' });
    const twice = await t.gql(
      `mutation { rejectReview(id: ${one.id}) { __typename ... on Error { message } } }`,
      {},
      DEMO.admin,
    );
    expect(twice.data.rejectReview).toEqual({ __typename: 'ConflictError', message: 'Отзыв уже отклонён' });
    const detail = await t.gql(`{ adminReview(id: ${one.id}) { id comment contract { id } } }`, {}, DEMO.admin);
    expect(detail.data.adminReview).toEqual({
      id: one.id,
      comment: 'Хорошо',
      contract: { id: electricianContract.id },
    });
  });

  it('reads the audit log by entity, newest first', async () => {
    const result = await t.gql(
      '{ auditLog(entity: "Review", perPage: 2) { total page perPage items { action entity entityId actor { name } data } } }',
      {},
      DEMO.admin,
    );
    expect(result.data.auditLog.perPage).toBe(2);
    expect(result.data.auditLog.items).toHaveLength(2);
    expect(result.data.auditLog.total).toBe(await t.db.auditLog.count({ where: { entity: 'Review' } }));
    expect(result.data.auditLog.items[0]).toMatchObject({
      action: 'review.reject',
      entity: 'Review',
      actor: { name: 'Дилноза Рахимова' },
    });
    const rest = await t.request({ method: 'GET', url: '/admin/api/audit?entity=Review&per_page=1', as: DEMO.admin });
    expect(rest.json()).toMatchObject({
      success: true,
      meta: { page: 1, per_page: 1 },
      data: [{ action: 'review.reject', entity: 'Review' }],
    });
  });
});
