import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMaster,
  places,
  snapshot,
  type Place,
  type TestMaster,
  type TestUser,
} from '../../../../../tests/support/factories';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
});
afterAll(() => t.close());

const TASK_FIELDS = `id text status statusLabel cancelStep hasReview tgUsername phone client { name }
  category { id name } city { name } district { name }
  master { contractId name telegramUsername phone reviewsCount averageRating }`;

const CREATE = `mutation Create($input: TaskInput!) {
  createTask(input: $input) {
    __typename
    ... on MutationCreateTaskSuccess { data { ${TASK_FIELDS} } }
    ... on ActiveTaskExistsError { message task { id status } }
    ... on ValidationError { message fieldErrors { field messages } }
    ... on Error { message }
  }
}`;

async function scene(masterCount = 1) {
  const category = await createCategory(t.db);
  const masters: TestMaster[] = [];
  for (let i = 0; i < masterCount; i += 1)
    masters.push(await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId }));
  const client = await createClient(t.db);
  const input = {
    text: 'Сломалась розетка в спальне',
    categoryId: category.id,
    cityId: place.cityId,
    districtId: place.districtId,
    phone: '+998 90 555 44 33',
  };
  const result = await t.gql(CREATE, { input }, client.spec);
  return { category, masters, client, input, task: result.data.createTask.data };
}

const gqlAs = (user: TestUser, query: string, variables: Record<string, unknown> = {}) =>
  t.gql(query, variables, user.spec);

describe('client mutations and queries', () => {
  it('creates a task and answers it in the SPEC shape', async () => {
    const { task, category } = await scene();
    expect(task).toMatchObject({
      status: 'sent_to_masters',
      statusLabel: 'Ищем мастера',
      cancelStep: 1,
      hasReview: false,
      phone: '+998905554433',
      category: { id: category.id },
      city: { name: 'Ташкент' },
      master: null,
    });
  });

  it('answers a second task with ActiveTaskExistsError carrying the active task', async () => {
    const { client, input, task } = await scene();
    const result = await t.gql(CREATE, { input }, client.spec);
    expect(result.data.createTask).toEqual({
      __typename: 'ActiveTaskExistsError',
      message: 'У вас уже есть активная задача',
      task: { id: task.id, status: 'sent_to_masters' },
    });
  });

  it('answers bad input with a ValidationError listing the fields', async () => {
    const client = await createClient(t.db);
    const result = await t.gql(
      CREATE,
      { input: { text: 'мало', cityId: place.cityId, districtId: place.districtId, tgUsername: 'x' } },
      client.spec,
    );
    expect(result.data.createTask).toEqual({
      __typename: 'ValidationError',
      message: 'Описание задачи должно быть не менее 10 символов',
      fieldErrors: [
        { field: 'text', messages: ['Описание задачи должно быть не менее 10 символов'] },
        { field: 'categoryId', messages: ['Выберите категорию'] },
        { field: 'tgUsername', messages: ['Неверный формат логина. Используйте формат @username'] },
      ],
    });
  });

  it('reads activeTask, myTasks and task(id) for the owner only', async () => {
    const { client, task } = await scene();
    const own = await gqlAs(
      client,
      `{ activeTask { id } activeTaskCount myTasks { id } task(id: ${task.id}) { id phone } }`,
    );
    expect(own.data).toEqual({
      activeTask: { id: task.id },
      activeTaskCount: 1,
      myTasks: [{ id: task.id }],
      task: { id: task.id, phone: '+998905554433' },
    });

    const stranger = await createClient(t.db);
    const other = await gqlAs(stranger, `{ task(id: ${task.id}) { id phone } }`);
    expect(other.data).toBeNull();
    expect(other.errors![0].message).toBe('Задача не найдена');
    const list = await gqlAs(stranger, '{ activeTask { id } myTasks { id } }');
    expect(list.data).toEqual({ activeTask: null, myTasks: [] });
  });

  it('cancels with a typed error for a missing reason, then with a reason', async () => {
    const { client, task } = await scene();
    const CANCEL = `mutation($id: Int!, $reason: Int, $text: String) {
      cancelTask(id: $id, cancelReasonId: $reason, cancelReasonText: $text) {
        __typename ... on MutationCancelTaskSuccess { data { status statusLabel } } ... on Error { message }
      }
    }`;
    const missing = await gqlAs(client, CANCEL, { id: task.id });
    expect(missing.data.cancelTask).toEqual({ __typename: 'ValidationError', message: 'Выберите причину отмены' });
    const reasons = await gqlAs(client, '{ cancelReasons(step: 1) { id code needsText } }');
    const other = reasons.data.cancelReasons.find((reason: { code: string }) => reason.code === 'other');
    expect(other.needsText).toBe(true);
    const noText = await gqlAs(client, CANCEL, { id: task.id, reason: other.id });
    expect(noText.data.cancelTask).toEqual({ __typename: 'ValidationError', message: 'Укажите причину отмены' });
    const done = await gqlAs(client, CANCEL, { id: task.id, reason: other.id, text: 'Передумал' });
    expect(done.data.cancelTask).toEqual({
      __typename: 'MutationCancelTaskSuccess',
      data: { status: 'cancelled', statusLabel: 'Отменена' },
    });

    const stranger = await createClient(t.db);
    const foreign = await gqlAs(stranger, CANCEL, { id: task.id, reason: other.id, text: 'x' });
    expect(foreign.data.cancelTask).toEqual({ __typename: 'NotFoundError', message: 'Задача не найдена' });
  });

  it('lists master cancel reasons and rejects an unknown client step', async () => {
    const result = await t.gql('{ cancelReasons(audience: master) { code step } }', {}, DEMO.plumber);
    expect(result.data.cancelReasons.map((reason: { code: string }) => reason.code)).toContain('OTHER');
    const bad = await t.gql('{ cancelReasons(step: 3) { id } }', {}, DEMO.client);
    expect(bad.errors![0].message).toBe('Неверный шаг отмены');
  });

  it('gives lastAddress and clientStats', async () => {
    const { client } = await scene();
    const result = await gqlAs(
      client,
      '{ lastAddress { cityId districtId phone } clientStats { completedTasksCount averageRating reviewsCount } }',
    );
    expect(result.data).toEqual({
      lastAddress: { cityId: place.cityId, districtId: place.districtId, phone: '+998905554433' },
      clientStats: { completedTasksCount: 0, averageRating: 0, reviewsCount: 0 },
    });
  });
});

describe('master mutations', () => {
  const ACCEPT = `mutation($id: Int!) { acceptTask(id: $id) { __typename ... on MutationAcceptTaskSuccess { data { status tgUsername phone client { name } master { contractId } } } ... on Error { message } } }`;

  it('hides the client from a master looking at an offer, shows it once accepted', async () => {
    const { masters, task } = await scene(2);
    const offered = await gqlAs(
      masters[0],
      `{ masterPendingTask { id phone tgUsername client { name } } masterCurrentTask { id } task(id: ${task.id}) { phone } }`,
    );
    expect(offered.data).toEqual({
      masterPendingTask: { id: task.id, phone: null, tgUsername: null, client: null },
      masterCurrentTask: null,
      task: { phone: null },
    });

    const accepted = await gqlAs(masters[0], ACCEPT, { id: task.id });
    expect(accepted.data.acceptTask).toMatchObject({
      __typename: 'MutationAcceptTaskSuccess',
      data: {
        status: 'in_progress',
        phone: '+998905554433',
        client: { name: expect.any(String) },
        master: { contractId: masters[0].contractId },
      },
    });

    const late = await gqlAs(masters[1], ACCEPT, { id: task.id });
    expect(late.data.acceptTask).toEqual({
      __typename: 'ConflictError',
      message: 'Задача уже принята другим мастером',
    });
    const current = await gqlAs(masters[0], '{ masterCurrentTask { id } masterPendingTask { id } }');
    expect(current.data).toEqual({ masterCurrentTask: { id: task.id }, masterPendingTask: null });
  });

  it('declines, completes and cancels through GraphQL with typed errors', async () => {
    const { masters, task, client } = await scene(2);
    const decline = await gqlAs(
      masters[1],
      `mutation { declineTask(id: ${task.id}) { __typename ... on MutationDeclineTaskSuccess { data } } }`,
    );
    expect(decline.data.declineTask).toEqual({ __typename: 'MutationDeclineTaskSuccess', data: true });
    await gqlAs(masters[0], ACCEPT, { id: task.id });

    const reasons = await gqlAs(masters[0], '{ cancelReasons(audience: master) { id code } }');
    const other = reasons.data.cancelReasons.find((reason: { code: string }) => reason.code === 'OTHER');
    const noText = await gqlAs(
      masters[0],
      `mutation { masterCancelTask(id: ${task.id}, cancelReasonId: ${other.id}) { __typename ... on Error { message } ... on ValidationError { fieldErrors { field messages } } } }`,
    );
    // the field is named as the mutation's argument (REST's envelope names it cancel_reason_text)
    expect(noText.data.masterCancelTask).toEqual({
      __typename: 'ValidationError',
      message: 'Укажите причину отмены',
      fieldErrors: [{ field: 'cancelReasonText', messages: ['Укажите причину отмены'] }],
    });

    const complete = await gqlAs(
      masters[0],
      `mutation { completeTask(id: ${task.id}) { __typename ... on MutationCompleteTaskSuccess { data { status } } } }`,
    );
    expect(complete.data.completeTask).toEqual({
      __typename: 'MutationCompleteTaskSuccess',
      data: { status: 'completed' },
    });

    const review = await gqlAs(
      client,
      `mutation($input: ReviewInput!) { createReview(input: $input) { __typename ... on MutationCreateReviewSuccess { data { rating comment state } } ... on Error { message } } }`,
      { input: { taskId: task.id, contractId: masters[0].contractId, rating: 5, comment: 'Отлично' } },
    );
    expect(review.data.createReview).toEqual({
      __typename: 'MutationCreateReviewSuccess',
      data: { rating: 5, comment: 'Отлично', state: 'pending' },
    });
    const read = await gqlAs(
      client,
      `{ taskReview(taskId: ${task.id}) { rating } task(id: ${task.id}) { hasReview } clientStats { completedTasksCount averageRating reviewsCount } }`,
    );
    expect(read.data).toEqual({
      taskReview: { rating: 5 },
      task: { hasReview: true },
      clientStats: { completedTasksCount: 1, averageRating: 5, reviewsCount: 1 },
    });
    const stats = await gqlAs(masters[0], '{ masterStats { completedTasksCount averageRating reviewsCount } }');
    expect(stats.data.masterStats).toEqual({ completedTasksCount: 1, averageRating: 0, reviewsCount: 0 });

    // the client sees the review at once; the master only once moderation publishes it
    const mine = await gqlAs(client, '{ myReviews { taskId rating state } }');
    expect(mine.data.myReviews).toEqual([{ taskId: task.id, rating: 5, state: 'pending' }]);
    expect((await gqlAs(masters[0], '{ masterReviews { id } }')).data.masterReviews).toEqual([]);
    const otherClient = await createClient(t.db);
    expect((await gqlAs(otherClient, '{ myReviews { id } }')).data.myReviews).toEqual([]);
    await t.db.review.updateMany({ where: { taskId: task.id }, data: { state: 'approved' } });
    const published = await gqlAs(masters[0], '{ masterReviews { rating comment } }');
    expect(published.data.masterReviews).toEqual([{ rating: 5, comment: 'Отлично' }]);
  });

  it('accepts, completes and reviews when the caller asks only for __typename', async () => {
    const { masters, task, client } = await scene();
    const accept = await gqlAs(masters[0], `mutation($id: Int!) { acceptTask(id: $id) { __typename } }`, {
      id: task.id,
    });
    expect(accept.errors).toBeUndefined();
    expect(accept.data.acceptTask).toEqual({ __typename: 'MutationAcceptTaskSuccess' });
    const complete = await gqlAs(masters[0], `mutation($id: Int!) { completeTask(id: $id) { __typename } }`, {
      id: task.id,
    });
    expect(complete.data.completeTask).toEqual({ __typename: 'MutationCompleteTaskSuccess' });
    const review = await gqlAs(
      client,
      `mutation($input: ReviewInput!) { createReview(input: $input) { __typename } }`,
      {
        input: { taskId: task.id, contractId: masters[0].contractId, rating: 4 },
      },
    );
    expect(review.errors).toBeUndefined();
    expect(review.data.createReview).toEqual({ __typename: 'MutationCreateReviewSuccess' });
  });

  it('tells a user without an approved application that they are not a master', async () => {
    const result = await t.gql('{ masterPendingTask { id } }', {}, DEMO.pendingMaster);
    expect(result.errors![0].message).toBe('Ваша заявка мастера ещё не подтверждена');
  });

  it('refuses an id below 1 as a malformed id, as the REST routes do, before looking for the record', async () => {
    const invalid = [{ field: 'id', messages: ['Неверный идентификатор'] }];
    for (const mutation of ['acceptTask', 'completeTask', 'declineTask']) {
      const result = await t.gql(
        `mutation { ${mutation}(id: -4) { __typename ... on ValidationError { message fieldErrors { field messages } } } }`,
        {},
        DEMO.plumber,
      );
      expect(result.data![mutation]).toEqual({
        __typename: 'ValidationError',
        message: 'Неверный идентификатор',
        fieldErrors: invalid,
      });
    }
    const read = await t.gql('{ task(id: 0) { id } }', {}, DEMO.client);
    expect(read.errors![0].message).toBe('Неверный идентификатор');
    const distance = await t.gql('{ myOfferDistance(taskId: -1) }', {}, DEMO.plumber);
    expect(distance.errors![0].message).toBe('Неверный идентификатор');
    // the admin's reads by id answer null for an id that is not there, and refuse one that cannot be
    for (const field of ['adminTask', 'adminCategory', 'adminContract', 'adminReview']) {
      const missing = await t.gql(`{ ${field}(id: 2000000000) { id } }`, {}, DEMO.admin);
      expect(missing.data![field]).toBeNull();
      const malformed = await t.gql(`{ ${field}(id: -7) { id } }`, {}, DEMO.admin);
      expect(malformed.errors![0].message).toBe('Неверный идентификатор');
    }
    const rest = await t.request({ method: 'POST', url: '/api/tg-webapp/master/tasks/-4/approve', as: DEMO.plumber });
    expect(rest.json()).toMatchObject({ success: false, message: 'Неверный идентификатор' });
  });
});

describe('admin', () => {
  it('lists, filters and shows the history of tasks', async () => {
    const { task, masters } = await scene(1);
    const result = await t.gql(
      `query($search: String) { adminTasks(status: [sent_to_masters], search: $search, perPage: 5) {
        total page perPage items { id statusHistory { fromStatus toStatus actorRole } offers { state contract { id } } clientUser { id } }
      } adminTask(id: ${task.id}) { id phone } }`,
      { search: String(task.id) },
      DEMO.admin,
    );
    expect(result.data.adminTasks).toMatchObject({ total: 1, page: 1, perPage: 5 });
    expect(result.data.adminTasks.items[0]).toMatchObject({
      id: task.id,
      statusHistory: [
        { fromStatus: null, toStatus: 'new', actorRole: 0 },
        { fromStatus: 'new', toStatus: 'sent_to_masters', actorRole: null },
      ],
      offers: [{ state: 'pending', contract: { id: masters[0].contractId } }],
    });
    expect(result.data.adminTask).toEqual({ id: task.id, phone: '+998905554433' });
  });

  it('runs the admin mutations and refuses them to everyone else, changing nothing', async () => {
    const { task, client, masters } = await scene(1);
    const mutations = [
      `adminRejectTask(id: ${task.id}, reason: "Спам")`,
      `adminRedispatchTask(id: ${task.id})`,
      `adminAssignTask(id: ${task.id}, contractId: ${masters[0].contractId})`,
      `adminCloseTask(id: ${task.id})`,
      `adminUpdateTask(id: ${task.id}, input: { text: "Новый текст задачи" })`,
    ];
    const before = await snapshot(t.db);
    for (const field of mutations) {
      for (const user of [client.spec, masters[0].spec]) {
        const result = await t.gql(`mutation { ${field} { __typename ... on Error { message } } }`, {}, user);
        expect(result.data).toBeNull();
        expect(result.errors![0].message).toBe('Недостаточно прав');
      }
    }
    const reads = await gqlAs(client, `{ adminTasks { total } }`);
    expect(reads.errors![0].message).toBe('Недостаточно прав');
    const history = await gqlAs(client, `{ task(id: ${task.id}) { statusHistory { id } } }`);
    expect(history.errors![0].message).toBe('Недостаточно прав');
    expect(await snapshot(t.db)).toEqual(before);

    const edit = await t.gql(
      `mutation { adminUpdateTask(id: ${task.id}, input: { text: "Новый текст задачи", phone: "901112233" }) { __typename ... on MutationAdminUpdateTaskSuccess { data { text phone } } } }`,
      {},
      DEMO.admin,
    );
    expect(edit.data.adminUpdateTask).toEqual({
      __typename: 'MutationAdminUpdateTaskSuccess',
      data: { text: 'Новый текст задачи', phone: '+998901112233' },
    });
    const assign = await t.gql(
      `mutation { adminAssignTask(id: ${task.id}, contractId: ${masters[0].contractId}) { __typename ... on MutationAdminAssignTaskSuccess { data { status master { contractId } } } } }`,
      {},
      DEMO.admin,
    );
    expect(assign.data.adminAssignTask).toEqual({
      __typename: 'MutationAdminAssignTaskSuccess',
      data: { status: 'taken', master: { contractId: masters[0].contractId } },
    });
    const close = await t.gql(
      `mutation { adminCloseTask(id: ${task.id}) { __typename ... on MutationAdminCloseTaskSuccess { data { status } } } }`,
      {},
      DEMO.admin,
    );
    expect(close.data.adminCloseTask).toEqual({
      __typename: 'MutationAdminCloseTaskSuccess',
      data: { status: 'closed' },
    });
    const again = await t.gql(
      `mutation { adminCloseTask(id: ${task.id}) { __typename ... on Error { message } } }`,
      {},
      DEMO.admin,
    );
    expect(again.data.adminCloseTask).toEqual({ __typename: 'ConflictError', message: 'Задача уже закрыта' });
    const audit = await t.db.auditLog.findMany({
      where: { entity: 'Task', entityId: task.id },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((row) => row.action)).toEqual(['task.update', 'task.assign', 'task.close']);
  });
});
