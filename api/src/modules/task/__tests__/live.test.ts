// Live task status on one node (in-process bus): who may subscribe, what arrives first and after each
// change, and that a closed subscription or socket leaves no listener behind.
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMaster,
  places,
  type Place,
  type TestMaster,
  type TestUser,
} from '../../../../../tests/support/factories';
import { liveClient, type LiveClient } from '../../../../../tests/support/live-client';
import type { TelegramUserSpec } from '../../../../../tests/support/test-app';
import { eventually } from '../../../../../tests/support/eventually';

let t: TestApp;
let baseUrl: string;
let place: Place;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  place = await places(t.db);
});
// every test ends with its sockets closed, and the server must then hold no listener
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await eventually(() => listeners() === 0);
});
afterAll(() => t.close());

const listeners = () => t.app.services.bus.listenerCount();

function connect(user: { spec: TelegramUserSpec } | TelegramUserSpec): LiveClient {
  const client = liveClient(baseUrl, t.initData('spec' in user ? user.spec : user));
  clients.push(client);
  return client;
}

const TASK_UPDATED = `subscription Watch($id: Int!) { taskUpdated(id: $id) { id status } }`;
const MASTER_FEED = `subscription {
  masterFeed { kind taskId task { id text statusLabel phone } offeredTask { id phone } currentTask { id status phone } }
}`;
const ADMIN_EVENTS = `subscription { adminTaskEvents { taskId status previousStatus statusLabel task { id } } }`;

// A fresh category with its own masters (so only they are eligible) and a client.
async function scene(masterCount = 2) {
  const category = await createCategory(t.db);
  const masters: TestMaster[] = [];
  for (let i = 0; i < masterCount; i += 1)
    masters.push(await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId }));
  const client = await createClient(t.db);
  return { category, masters, client };
}

async function createTask(client: TestUser, categoryId: number): Promise<number> {
  const response = await t.request({
    method: 'POST',
    url: '/api/tg-webapp/tasks',
    as: client.spec,
    payload: {
      text: 'Потекла труба под раковиной на кухне',
      category_id: categoryId,
      city_id: place.cityId,
      district_id: place.districtId,
      phone: '+998901234567',
    },
  });
  expect(response.json()).toMatchObject({ success: true });
  return response.json().data.id;
}

const masterAction = (master: TestMaster, taskId: number, action: string, payload: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${taskId}/${action}`, as: master.spec, payload });

describe('taskUpdated', () => {
  it('sends the client the current state first, then each change', async () => {
    const { category, masters, client } = await scene();
    const taskId = await createTask(client, category.id);
    const watch = connect(client).subscribe(TASK_UPDATED, { id: taskId });
    expect((await watch.next()).data).toEqual({ taskUpdated: { id: taskId, status: 'sent_to_masters' } });

    expect((await masterAction(masters[0], taskId, 'approve')).json()).toMatchObject({ success: true });
    expect((await watch.next()).data).toEqual({ taskUpdated: { id: taskId, status: 'in_progress' } });
  });

  it("refuses another client's task: an error, no data, and no listener", async () => {
    const { category, client } = await scene(1);
    const stranger = await createClient(t.db);
    const taskId = await createTask(client, category.id);
    const watch = connect(stranger).subscribe(TASK_UPDATED, { id: taskId });
    const result = await watch.next();
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
      ['Задача не найдена', 'TASK_NOT_FOUND'],
    ]);
    await watch.ended;
    expect(listeners()).toBe(0);
  });

  it('answers a missing task the same way as a foreign one', async () => {
    const stranger = await createClient(t.db);
    const watch = connect(stranger).subscribe(TASK_UPDATED, { id: 2_000_000_000 });
    const result = await watch.next();
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.map((error) => error.message)).toEqual(['Задача не найдена']);
  });

  it('lets the assigned master and an admin watch, not a master the task was only offered to', async () => {
    const { category, masters, client } = await scene();
    const admin = await createClient(t.db);
    await t.db.user.update({ where: { id: admin.userId }, data: { isAdmin: true } });
    const taskId = await createTask(client, category.id);

    const offered = await connect(masters[0]).subscribe(TASK_UPDATED, { id: taskId }).next();
    expect(offered.errors?.map((error) => error.message)).toEqual(['Задача не найдена']);

    await masterAction(masters[0], taskId, 'approve');
    const assigned = await connect(masters[0]).subscribe(TASK_UPDATED, { id: taskId }).next();
    expect(assigned.data).toEqual({ taskUpdated: { id: taskId, status: 'in_progress' } });
    const other = await connect(masters[1]).subscribe(TASK_UPDATED, { id: taskId }).next();
    expect(other.errors?.map((error) => error.message)).toEqual(['Задача не найдена']);
    const byAdmin = await connect(admin).subscribe(TASK_UPDATED, { id: taskId }).next();
    expect(byAdmin.data).toEqual({ taskUpdated: { id: taskId, status: 'in_progress' } });
  });

  it('ends the stream of a master who gives the task up, and keeps the client informed', async () => {
    const { category, masters, client } = await scene(1);
    const taskId = await createTask(client, category.id);
    await masterAction(masters[0], taskId, 'approve');
    const byMaster = connect(masters[0]).subscribe(TASK_UPDATED, { id: taskId });
    const byClient = connect(client).subscribe(TASK_UPDATED, { id: taskId });
    expect((await byMaster.next()).data?.taskUpdated.status).toBe('in_progress');
    expect((await byClient.next()).data?.taskUpdated.status).toBe('in_progress');

    const reason = await t.db.cancelReason.findFirstOrThrow({
      where: { audience: 'master', code: 'CLIENT_NO_ANSWER' },
    });
    expect((await masterAction(masters[0], taskId, 'cancel', { cancel_reason_id: reason.id })).json()).toMatchObject({
      success: true,
    });

    // nobody else is eligible: the task waits for an admin
    expect((await byClient.next()).data?.taskUpdated.status).toBe('awaiting_admin_attention');
    expect(await byMaster.ended).toEqual({});
    await expect(byMaster.next(200)).rejects.toThrow('the subscription ended');
  });
});

describe('each event', () => {
  it("is resolved afresh: the master's numbers are not the ones cached when the socket opened", async () => {
    const { category, masters, client } = await scene(1);
    const [master] = masters;
    const admin = await createClient(t.db);
    await t.db.user.update({ where: { id: admin.userId }, data: { isAdmin: true } });

    // a first task done and reviewed; the review waits for moderation
    const firstTask = await createTask(client, category.id);
    await masterAction(master, firstTask, 'approve');
    await masterAction(master, firstTask, 'complete');
    const review = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/reviews',
      as: client.spec,
      payload: { user_task_id: firstTask, contract_id: master.contractId, rating: 5, comment: 'Быстро и аккуратно' },
    });
    expect(review.json()).toMatchObject({ success: true });

    const nextClient = await createClient(t.db);
    const secondTask = await createTask(nextClient, category.id);
    await masterAction(master, secondTask, 'approve');
    const watch = connect(nextClient).subscribe(
      `subscription Watch($id: Int!) { taskUpdated(id: $id) { status master { reviewsCount } } }`,
      {
        id: secondTask,
      },
    );
    expect((await watch.next()).data).toEqual({ taskUpdated: { status: 'in_progress', master: { reviewsCount: 0 } } });

    const { id: reviewId } = await t.db.review.findUniqueOrThrow({ where: { taskId: firstTask } });
    expect(
      (
        await t.request({ method: 'POST', url: `/admin/api/reviews/${reviewId}/approve`, as: admin.spec, payload: {} })
      ).json(),
    ).toMatchObject({
      success: true,
    });
    await masterAction(master, secondTask, 'complete');
    expect((await watch.next()).data).toEqual({ taskUpdated: { status: 'completed', master: { reviewsCount: 1 } } });
  });
});

describe('masterFeed', () => {
  it('refuses a user without an approved application', async () => {
    const { category } = await scene(0);
    const pending = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId, status: 'pending' });
    const result = await connect(pending).subscribe(MASTER_FEED).next();
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.map((error) => error.message)).toEqual(['Ваша заявка мастера ещё не подтверждена']);
  });

  it('starts with the current state, brings offers as they are made, and withdraws them from the master who lost', async () => {
    const { category, masters, client } = await scene();
    const feeds = masters.map((master) => connect(master).subscribe(MASTER_FEED));
    const idle = { kind: 'current_state', taskId: null, task: null, offeredTask: null, currentTask: null };
    for (const feed of feeds) expect((await feed.next()).data?.masterFeed).toEqual(idle);

    const taskId = await createTask(client, category.id);
    const text = 'Потекла труба под раковиной на кухне';
    for (const feed of feeds) {
      expect((await feed.next()).data?.masterFeed).toEqual({
        kind: 'offer_added',
        taskId,
        // an offer shows no client contacts
        task: { id: taskId, text, statusLabel: 'Ищем мастера', phone: null },
        offeredTask: { id: taskId, phone: null },
        currentTask: null,
      });
    }

    // both press "Выполнить" at once: one wins
    const answers = (await Promise.all(masters.map((master) => masterAction(master, taskId, 'approve')))).map(
      (answer) => answer.json(),
    );
    const winner = answers.findIndex((answer) => answer.success);
    const loser = 1 - winner;
    expect(answers[winner]).toMatchObject({ success: true });
    expect(answers[loser]).toMatchObject({ success: false, message: 'Задача уже принята другим мастером' });

    expect((await feeds[winner].next()).data?.masterFeed).toEqual({
      kind: 'current_task_changed',
      taskId,
      task: { id: taskId, text, statusLabel: 'В работе', phone: '+998901234567' },
      offeredTask: null,
      currentTask: { id: taskId, status: 'in_progress', phone: '+998901234567' },
    });
    expect((await feeds[loser].next()).data?.masterFeed).toEqual({
      kind: 'offer_withdrawn',
      taskId,
      task: null,
      offeredTask: null,
      currentTask: null,
    });
  });

  it('withdraws the offer when the client cancels', async () => {
    const { category, masters, client } = await scene(1);
    const feed = connect(masters[0]).subscribe(MASTER_FEED);
    await feed.next();
    const taskId = await createTask(client, category.id);
    expect((await feed.next()).data?.masterFeed.kind).toBe('offer_added');

    const reason = await t.db.cancelReason.findFirstOrThrow({
      where: { audience: 'client', step: 1, code: 'changed_mind' },
    });
    const cancel = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/tasks/${taskId}/cancel`,
      as: client.spec,
      payload: { cancel_reason_id: reason.id },
    });
    expect(cancel.json()).toMatchObject({ success: true });
    expect((await feed.next()).data?.masterFeed).toMatchObject({
      kind: 'offer_withdrawn',
      taskId,
      task: null,
      offeredTask: null,
    });
  });
});

describe('adminTaskEvents', () => {
  it('is refused to a user who is not an admin', async () => {
    const { client } = await scene(0);
    const result = await connect(client).subscribe(ADMIN_EVENTS).next();
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
      ['Недостаточно прав', 'FORBIDDEN'],
    ]);
  });

  it('streams every status change to an admin', async () => {
    const { category, client } = await scene(1);
    const admin = await createClient(t.db);
    await t.db.user.update({ where: { id: admin.userId }, data: { isAdmin: true } });
    const events = connect(admin).subscribe(ADMIN_EVENTS);
    // the stream has no current state: wait until the server holds its listener
    await eventually(() => listeners() > 0);
    const taskId = await createTask(client, category.id);
    expect((await events.next()).data?.adminTaskEvents).toEqual({
      taskId,
      status: 'new',
      previousStatus: null,
      statusLabel: 'Новая заявка',
      task: { id: taskId },
    });
    expect((await events.next()).data?.adminTaskEvents).toEqual({
      taskId,
      status: 'sent_to_masters',
      previousStatus: 'new',
      statusLabel: 'Ищем мастера',
      task: { id: taskId },
    });
  });
});

describe('listeners', () => {
  it('are released when the socket closes, also while the server waits for the next event', async () => {
    const { category, masters, client } = await scene(1);
    const taskId = await createTask(client, category.id);
    const admin = await createClient(t.db);
    await t.db.user.update({ where: { id: admin.userId }, data: { isAdmin: true } });
    expect(listeners()).toBe(0);

    const clientSocket = connect(client);
    const masterSocket = connect(masters[0]);
    const adminSocket = connect(admin);
    await clientSocket.subscribe(TASK_UPDATED, { id: taskId }).next();
    await masterSocket.subscribe(MASTER_FEED).next();
    adminSocket.subscribe(ADMIN_EVENTS);
    // task (topic + resync), feed (topic + resync), admin stream
    await eventually(() => listeners() === 5);

    await Promise.all([clientSocket.close(), masterSocket.close(), adminSocket.close()]);
    await eventually(() => listeners() === 0);
  });

  it('are all gone after 1000 subscribe and complete cycles', async () => {
    const { category, client } = await scene(0);
    const taskId = await createTask(client, category.id);
    const socket = connect(client);
    for (let i = 0; i < 1000; i += 1) {
      const watch = socket.subscribe(TASK_UPDATED, { id: taskId });
      // half of them leave before the first result (the server may still be checking access)
      if (i % 2 === 0) await watch.next();
      watch.dispose();
    }
    // the socket is still usable, and only its newest subscription listens
    const last = socket.subscribe(TASK_UPDATED, { id: taskId });
    expect((await last.next()).data).toEqual({ taskUpdated: { id: taskId, status: 'awaiting_admin_attention' } });
    await eventually(() => listeners() === 2);
    last.dispose();
    await eventually(() => listeners() === 0);
  }, 120_000);
});
