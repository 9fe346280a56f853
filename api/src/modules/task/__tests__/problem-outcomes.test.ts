// The admins' side of the problem window (docs/product.md "The problem window"): the queue with both
// sides, the task's history, the journey's times and the price; each outcome audited and told to the
// client; a return visit offered to that master alone; an upheld problem costs the Top usta badge for 90
// days, a dismissed one nothing.
import { createTestApp, DEMO, type TelegramUserSpec, type TestApp } from '../../../../../tests/support/test-app';
import {
  createClient,
  createMaster,
  places,
  postedTask,
  postTaskFor,
  takeTask,
  type Place,
  type TestMaster,
} from '../../../../../tests/support/factories';
import { masterStandards, refreshTopUsta } from '../../dispatch';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_TASKS: 'off' } });
  place = await places(t.db);
});
afterAll(() => t.close());

const DAY = 86_400_000;

// A completed task of one of two masters of the trade, with a problem its client reported.
async function reported() {
  const { category, master, client, taskId } = await postedTask(t, place);
  await takeTask(t, master, taskId, { price: 150000 });
  // another master of the same trade, on duty, who would take any ordinary task
  const other = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
  const response = await t.request({
    method: 'POST',
    url: `/api/tg-webapp/tasks/${taskId}/problem`,
    as: client.spec,
    payload: { kind: 'not_fixed', text: 'Смеситель снова течёт' },
  });
  expect(response.statusCode).toBe(201);
  const problemId = response.json().data.problem.id as number;
  await t.request({
    method: 'POST',
    url: `/api/tg-webapp/master/tasks/${taskId}/problem/answer`,
    as: master.spec,
    payload: { text: 'Прокладка была старая' },
  });
  return { taskId, problemId, master, other, client, categoryId: category.id };
}

const resolve = (id: number, payload: Record<string, unknown>, as: TelegramUserSpec = DEMO.admin) =>
  t.request({ method: 'POST', url: `/admin/api/problems/${id}/resolve`, as, payload });

// `count` completed tasks with published 5-star reviews and offers answered at once: enough for Top usta
async function goodHistory(master: TestMaster, categoryId: number, count = 10) {
  const client = await createClient(t.db);
  for (let i = 0; i < count; i++) {
    const createdAt = new Date(Date.now() - (i + 1) * DAY);
    const task = await t.db.task.create({
      data: {
        clientId: client.userId,
        text: 'Старая задача',
        categoryId,
        cityId: place.cityId,
        districtId: place.districtId,
        status: 'completed',
        contractId: master.contractId,
        completedAt: createdAt,
        createdAt,
      },
    });
    await t.db.taskOffer.create({
      data: {
        taskId: task.id,
        contractId: master.contractId,
        createdAt,
        state: 'accepted',
        answer: 'accepted',
        answeredAt: new Date(createdAt.getTime() + 60_000),
      },
    });
    await t.db.review.create({
      data: { taskId: task.id, contractId: master.contractId, clientId: client.userId, rating: 5, state: 'approved' },
    });
  }
}

describe('the admin queue', () => {
  it('shows both sides, the history, the journey and the price, on REST and GraphQL', async () => {
    const { taskId, problemId, master } = await reported();
    const rest = await t.request({ method: 'GET', url: '/admin/api/problems?per_page=100', as: DEMO.admin });
    expect(rest.statusCode).toBe(200);
    const item = rest.json().data.find((row: { id: number }) => row.id === problemId);
    expect(item).toMatchObject({
      task_id: taskId,
      kind: 'not_fixed',
      text: 'Смеситель снова течёт',
      answer: 'Прокладка была старая',
      outcome: null,
      note: null,
      master: { contract_id: master.contractId },
      task: { id: taskId, status: 'completed', price: 150000, master_price: 150000 },
    });
    expect(item.history.map((step: { to: string }) => step.to)).toEqual([
      'new',
      'sent_to_masters',
      'in_progress',
      'completed',
    ]);
    const graphql = await t.gql(
      `{ adminProblems(state: open, perPage: 100) { total items { problem { id answer } task { price } history { to } } } }`,
      {},
      DEMO.admin,
    );
    const row = graphql.data.adminProblems.items.find(
      (entry: { problem: { id: number } }) => entry.problem.id === problemId,
    );
    expect(row).toMatchObject({ problem: { answer: 'Прокладка была старая' }, task: { price: 150000 } });
  });
});

describe('resolving', () => {
  it('a return visit is a new task offered to that master alone, audited, and the client is told', async () => {
    const { taskId, problemId, master, other, client } = await reported();
    const response = await resolve(problemId, { outcome: 'return_visit', note: 'Заменить прокладку' });
    expect([response.statusCode, response.json().message]).toEqual([200, 'Решение сохранено, клиенту сообщено']);
    const problem = await t.db.taskProblem.findUniqueOrThrow({ where: { id: problemId } });
    expect(problem).toMatchObject({ outcome: 'return_visit', note: 'Заменить прокладку' });
    const visit = await t.db.task.findUniqueOrThrow({ where: { id: problem.returnTaskId! } });
    expect(visit).toMatchObject({ returnOfTaskId: taskId, clientId: client.userId, status: 'sent_to_masters' });
    expect(visit.nextWaveAt).toBeNull();
    const offers = await t.db.taskOffer.findMany({ where: { taskId: visit.id } });
    expect(offers.map((offer) => offer.contractId)).toEqual([master.contractId]);
    // the other master of the trade coming on duty does not get it either
    await t.request({ method: 'POST', url: '/api/tg-webapp/master/duty', as: other.spec, payload: { on_duty: true } });
    expect(await t.db.taskOffer.count({ where: { taskId: visit.id, contractId: other.contractId } })).toBe(0);
    expect(
      await t.db.notification.count({
        where: { userId: master.userId, kind: 'offer_new', payload: { equals: { taskId: visit.id } } },
      }),
    ).toBe(1);
    expect(
      await t.db.notification.findMany({ where: { userId: client.userId, kind: 'problem_resolved' } }),
    ).toMatchObject([{ payload: { problemId, taskId } }]);
    expect(await t.db.auditLog.findMany({ where: { entity: 'TaskProblem', entityId: problemId } })).toMatchObject([
      { action: 'problem.resolve', data: { outcome: 'return_visit', upheld: true, returnTaskId: visit.id } },
    ]);
    // the client reads the outcome
    const read = await t.request({ method: 'GET', url: `/api/tg-webapp/tasks/${taskId}/problem`, as: client.spec });
    expect(read.json().data.problem).toMatchObject({
      outcome: 'return_visit',
      outcome_label: 'Мастер приедет повторно',
      return_task_id: visit.id,
    });
    expect(read.json().data.problem).not.toHaveProperty('note');
  });

  it('refuses a return visit while the client holds another active task, in ru and uz, changing nothing', async () => {
    const { problemId, client, categoryId } = await reported();
    const posted = await postTaskFor(t, place, client, categoryId, { text: 'Ещё и кран в ванной', phone: '901234567' });
    expect(posted.statusCode).toBe(200);
    const [tasks, audit] = [await t.db.task.count({ where: { clientId: client.userId } }), await t.db.auditLog.count()];
    const refused = await resolve(problemId, { outcome: 'return_visit' });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'У клиента уже есть активная задача: повторный визит можно назначить, когда она завершится',
    ]);
    // an admin who reads Uzbek, over GraphQL
    const admin = { telegramId: BigInt(DEMO.admin.id) };
    await t.db.user.update({ where: admin, data: { language: 'uz' } });
    const uz = await t
      .gql(
        'mutation ($id: Int!) { resolveProblem(id: $id, outcome: return_visit) { __typename ... on Error { message } } }',
        { id: problemId },
        DEMO.admin,
      )
      .finally(() => t.db.user.update({ where: admin, data: { language: 'ru' } }));
    expect(uz.data.resolveProblem).toEqual({
      __typename: 'ConflictError',
      message: 'Mijozda faol vazifa bor: takroriy tashrifni u tugagach belgilash mumkin',
    });
    expect(await t.db.task.count({ where: { clientId: client.userId } })).toBe(tasks);
    expect(await t.db.auditLog.count()).toBe(audit);
    expect((await t.db.taskProblem.findUniqueOrThrow({ where: { id: problemId } })).resolvedAt).toBeNull();
    // another outcome is still his to choose
    expect((await resolve(problemId, { outcome: 'warning' })).statusCode).toBe(200);
  });

  it("a suspension rejects the master's application: offers withdrawn, he is told, audited; refused while he is busy", async () => {
    const { problemId, master, other, categoryId } = await reported();
    const waiting = await postTaskFor(t, place, await createClient(t.db), categoryId, {
      text: 'Течёт бачок унитаза',
      phone: '901234568',
    });
    const waitingId = waiting.json().data.id as number;
    expect(await t.db.taskOffer.count({ where: { taskId: waitingId, contractId: master.contractId } })).toBe(1);
    // busy with another client's task: refused, nothing written
    const { taskId: busyId } = await postedTask(t, place);
    await t.db.task.update({ where: { id: busyId }, data: { status: 'in_progress', contractId: master.contractId } });
    const audit = await t.db.auditLog.count();
    const refused = await resolve(problemId, { outcome: 'suspend', note: 'Грубил клиенту' });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'У мастера есть задача в работе: сначала переназначьте или закройте её',
    ]);
    expect(await t.db.auditLog.count()).toBe(audit);
    expect((await t.db.taskProblem.findUniqueOrThrow({ where: { id: problemId } })).resolvedAt).toBeNull();
    expect((await t.db.contract.findUniqueOrThrow({ where: { id: master.contractId } })).status).toBe('approved');

    // the task moved on: suspended
    await t.db.task.update({ where: { id: busyId }, data: { status: 'closed' } });
    const response = await resolve(problemId, { outcome: 'suspend', note: 'Грубил клиенту' });
    expect(response.statusCode).toBe(200);
    expect(await t.db.contract.findUniqueOrThrow({ where: { id: master.contractId } })).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Грубил клиенту',
    });
    expect(
      await t.db.taskOffer.findFirstOrThrow({ where: { taskId: waitingId, contractId: master.contractId } }),
    ).toMatchObject({ state: 'withdrawn', withdrawal: 'master_left' });
    // the other master's offer stays
    expect(
      (await t.db.taskOffer.findFirstOrThrow({ where: { taskId: waitingId, contractId: other.contractId } })).state,
    ).toBe('pending');
    expect(await t.db.notification.count({ where: { userId: master.userId, kind: 'contract_rejected' } })).toBe(1);
    expect(
      await t.db.auditLog.findMany({
        where: { entity: 'Contract', entityId: master.contractId },
        select: { action: true, data: true },
      }),
    ).toMatchObject([{ action: 'contract.reject', data: { to: 'rejected', reason: 'Грубил клиенту', problemId } }]);
    // no new task reaches him
    const next = await postTaskFor(t, place, await createClient(t.db), categoryId, {
      text: 'Капает смеситель',
      phone: '901234569',
    });
    expect(
      await t.db.taskOffer.count({ where: { taskId: next.json().data.id as number, contractId: master.contractId } }),
    ).toBe(0);
  });

  it('refuses a second resolution, a bad outcome, a non-admin and an analyst token, writing nothing', async () => {
    const { problemId, master, client } = await reported();
    const issued = await t.gql(
      `mutation { createApiToken(name: "аналитик") { ... on MutationCreateApiTokenSuccess { data { token } } } }`,
      {},
      DEMO.admin,
    );
    const analyst = { authorization: `Bearer ${issued.data.createApiToken.data.token}` };
    const audit = await t.db.auditLog.count();
    expect((await resolve(problemId, { outcome: 'refund' })).json()).toMatchObject({
      errors: { outcome: ['Выберите решение'] },
    });
    for (const who of [master.spec, client.spec])
      expect((await resolve(problemId, { outcome: 'warning' }, who)).statusCode).toBe(403);
    const token = await t.request({
      method: 'POST',
      url: `/admin/api/problems/${problemId}/resolve`,
      headers: analyst,
      payload: { outcome: 'warning' },
    });
    expect(token.statusCode).toBe(403);
    expect((await t.db.taskProblem.findUniqueOrThrow({ where: { id: problemId } })).resolvedAt).toBeNull();
    expect(await t.db.auditLog.count()).toBe(audit);
    expect((await resolve(problemId, { outcome: 'dismissed' })).statusCode).toBe(200);
    const again = await resolve(problemId, { outcome: 'warning' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'По этой проблеме уже принято решение']);
    expect(await t.db.auditLog.count()).toBe(audit + 1);
  });
});

describe('the Top usta badge', () => {
  it('an upheld problem takes it away for 90 days; a dismissed one does not', async () => {
    const upheldCase = await reported();
    const dismissedCase = await reported();
    for (const scene of [upheldCase, dismissedCase]) await goodHistory(scene.master, scene.categoryId);
    await refreshTopUsta(t.app.services);
    const badge = async (contractId: number) =>
      (await t.db.contract.findUniqueOrThrow({ where: { id: contractId } })).topUsta;
    expect([await badge(upheldCase.master.contractId), await badge(dismissedCase.master.contractId)]).toEqual([
      true,
      true,
    ]);

    const gql = (id: number, outcome: string) =>
      t.gql(`mutation { resolveProblem(id: ${id}, outcome: ${outcome}) { __typename } }`, {}, DEMO.admin);
    expect((await gql(upheldCase.problemId, 'warning')).data.resolveProblem.__typename).toBe(
      'MutationResolveProblemSuccess',
    );
    await gql(dismissedCase.problemId, 'dismissed');
    // at once, and the timed refresh does not give it back
    expect(await badge(upheldCase.master.contractId)).toBe(false);
    await refreshTopUsta(t.app.services);
    expect([await badge(upheldCase.master.contractId), await badge(dismissedCase.master.contractId)]).toEqual([
      false,
      true,
    ]);
    const standards = await masterStandards(t.db, [upheldCase.master.contractId], 300);
    expect(standards.get(upheldCase.master.contractId)!.missing).toEqual(['problem']);

    // 91 days after the problem was closed the badge comes back
    await t.db.taskProblem.update({
      where: { id: upheldCase.problemId },
      data: { resolvedAt: new Date(Date.now() - 91 * DAY) },
    });
    await refreshTopUsta(t.app.services);
    expect(await badge(upheldCase.master.contractId)).toBe(true);
  });
});
