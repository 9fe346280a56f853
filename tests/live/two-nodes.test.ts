// Two API nodes in two processes (api/src/main.ts, as deployed), sharing one PostgreSQL database and
// Redis: live events published on one node reach subscribers on the other, a reconnecting subscriber
// gets the current state, closed subscriptions leave no Redis subscription behind, and the timers run
// once. Separate processes rather than two apps in this jest process: nothing can be shared by accident
// (one bus, one module cache, one pool), the way two containers share nothing.
//
// PostgreSQL only: two processes cannot share the embedded PGlite database (it has one owner).
import crypto from 'node:crypto';
import Redis from 'ioredis';
import { signInitData } from '../../api/src/platform/auth/init-data';
import type { Db } from '../../api/src/platform/db/client';
import { startApiNode, type ApiNode } from '../support/api-node';
import { createTestDatabase, usePglite, type TestDatabase } from '../support/database';
import {
  createCategory,
  createClient,
  createMaster,
  places,
  type Place,
  type TestMaster,
  type TestUser,
} from '../support/factories';
import { liveClient, type LiveClient } from '../support/live-client';
import { TEST_BOT_TOKEN } from '../support/test-app';
import { eventually } from '../support/eventually';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
// this run's channels only, so parallel runs on the same Redis never hear each other
const PREFIX = `usta-test-${crypto.randomBytes(5).toString('hex')}:`;

const TASK_UPDATED = `subscription Watch($id: Int!) { taskUpdated(id: $id) { id status } }`;
const MASTER_FEED = `subscription { masterFeed { kind taskId at task { id } offeredTask { id } currentTask { id status } } }`;
const ADMIN_EVENTS = `subscription { adminTaskEvents { taskId status previousStatus } }`;
const TEXT = 'Не работает розетка в спальне, искрит';

const describeNodes = usePglite ? describe.skip : describe;

describeNodes('two API nodes sharing PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let db: Db;
  let nodeA: ApiNode;
  let nodeB: ApiNode;
  let redis: Redis;
  let place: Place;
  const sockets: LiveClient[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.prisma;
    place = await places(db);
    // JOB_INTERVAL_S=1: both nodes try the timers every second
    const env = { DATABASE_URL: database.url!, REDIS_URL, REDIS_PREFIX: PREFIX, JOB_INTERVAL_S: '1' };
    [nodeA, nodeB] = await Promise.all([startApiNode('node-a', env), startApiNode('node-b', env)]);
    redis = new Redis(REDIS_URL);
  }, 120_000);

  // each test leaves with its sockets closed, and then no node may still listen on any channel
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
    await eventually(async () => (await channels()).length === 0);
  });

  afterAll(async () => {
    await Promise.all([nodeA?.stop(), nodeB?.stop()]);
    await redis?.quit();
    await database?.drop();
  }, 30_000);

  // Redis channels some node listens on for a subscriber. Not admin:tasks: each node's notification
  // delivery worker listens to every task change for as long as the node runs.
  const channels = async () =>
    ((await redis.pubsub('CHANNELS', `${PREFIX}*`)) as string[]).filter(
      (channel) => channel !== `${PREFIX}admin:tasks`,
    );

  const initData = (user: TestUser) => signInitData({ first_name: 'Тест', ...user.spec }, TEST_BOT_TOKEN, new Date());

  function connect(node: ApiNode, user: TestUser): LiveClient {
    const socket = liveClient(node.url, initData(user));
    sockets.push(socket);
    return socket;
  }

  async function rest(node: ApiNode, user: TestUser, method: string, url: string, body?: unknown) {
    const response = await fetch(`${node.url}${url}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-telegram-init-data': initData(user) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.json();
  }

  const createTask = (node: ApiNode, client: TestUser, categoryId: number) =>
    rest(node, client, 'POST', '/api/tg-webapp/tasks', {
      text: TEXT,
      category_id: categoryId,
      city_id: place.cityId,
      district_id: place.districtId,
      phone: '+998907654321',
    });

  const approve = (node: ApiNode, master: TestMaster, taskId: number) =>
    rest(node, master, 'POST', `/api/tg-webapp/master/tasks/${taskId}/approve`, {});

  async function mastersOf(count: number) {
    const category = await createCategory(db);
    const masters: TestMaster[] = [];
    for (let i = 0; i < count; i += 1)
      masters.push(await createMaster(db, { categoryIds: [category.id], cityId: place.cityId }));
    return { category, masters };
  }

  it("offers a task created through node B to a master on node A within 1 s, and shows node A's accept to the client on node B", async () => {
    const { category, masters } = await mastersOf(2);
    const [onA, onB] = masters;
    const client = await createClient(db);
    const feedA = connect(nodeA, onA).subscribe(MASTER_FEED);
    const feedB = connect(nodeB, onB).subscribe(MASTER_FEED);
    expect((await feedA.next()).data.masterFeed).toMatchObject({ kind: 'current_state', offeredTask: null });
    expect((await feedB.next()).data.masterFeed).toMatchObject({ kind: 'current_state', offeredTask: null });

    const requested = performance.now();
    const created = await createTask(nodeB, client, category.id);
    expect(created).toMatchObject({ success: true, data: { status: 'sent_to_masters' } });
    const taskId: number = created.data.id;
    const offer = await feedA.next(1000);
    const offerMs = offer.receivedAt - requested;
    const fanOutMs = offer.receivedAtMs - Date.parse(offer.data.masterFeed.at);
    expect(offer.data.masterFeed).toMatchObject({
      kind: 'offer_added',
      taskId,
      task: { id: taskId },
      offeredTask: { id: taskId },
      currentTask: null,
    });
    expect(offerMs).toBeLessThan(1000);
    expect((await feedB.next(1000)).data.masterFeed).toMatchObject({ kind: 'offer_added', taskId });

    const watch = connect(nodeB, client).subscribe(TASK_UPDATED, { id: taskId });
    expect((await watch.next()).data).toEqual({ taskUpdated: { id: taskId, status: 'sent_to_masters' } });

    const accepting = performance.now();
    expect(await approve(nodeA, onA, taskId)).toMatchObject({ success: true, message: 'Задача принята' });
    const update = await watch.next(1000);
    const acceptMs = update.receivedAt - accepting;
    expect(update.data).toEqual({ taskUpdated: { id: taskId, status: 'in_progress' } });
    expect(acceptMs).toBeLessThan(1000);

    expect((await feedA.next(1000)).data.masterFeed).toMatchObject({
      kind: 'current_task_changed',
      taskId,
      currentTask: { id: taskId, status: 'in_progress' },
      offeredTask: null,
    });
    // the master on node B saw the offer go, and pressing accept now is refused
    expect((await feedB.next(1000)).data.masterFeed).toMatchObject({
      kind: 'offer_withdrawn',
      taskId,
      task: null,
      offeredTask: null,
      currentTask: null,
    });
    expect(await approve(nodeB, onB, taskId)).toMatchObject({
      success: false,
      message: 'Задача уже принята другим мастером',
    });

    console.log(
      `cross-node latency: offer on node A ${offerMs.toFixed(1)} ms after node B was asked to create the task ` +
        `(${fanOutMs} ms from publish to receipt); accept on node A reached the client on node B after ${acceptMs.toFixed(1)} ms`,
    );
  });

  it('keeps the cross-node latency of offers and accepts under 1 s over ten tasks in a row', async () => {
    const { category, masters } = await mastersOf(1);
    const [master] = masters;
    const feed = connect(nodeA, master).subscribe(MASTER_FEED);
    await feed.next();
    const offers: number[] = [];
    const fanOuts: number[] = [];
    const accepts: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const client = await createClient(db);
      const requested = performance.now();
      const taskId: number = (await createTask(nodeB, client, category.id)).data.id;
      const offer = await feed.next(1000);
      expect(offer.data.masterFeed).toMatchObject({ kind: 'offer_added', taskId });
      offers.push(offer.receivedAt - requested);
      fanOuts.push(offer.receivedAtMs - Date.parse(offer.data.masterFeed.at));

      const watch = connect(nodeB, client).subscribe(TASK_UPDATED, { id: taskId });
      await watch.next();
      const accepting = performance.now();
      expect(await approve(nodeA, master, taskId)).toMatchObject({ success: true });
      expect((await watch.next(1000)).data.taskUpdated.status).toBe('in_progress');
      accepts.push(performance.now() - accepting);
      expect((await feed.next(1000)).data.masterFeed.kind).toBe('current_task_changed');

      // done, so the next task is offered to this master again
      expect(await rest(nodeA, master, 'POST', `/api/tg-webapp/master/tasks/${taskId}/complete`, {})).toMatchObject({
        success: true,
      });
      expect((await feed.next(1000)).data.masterFeed.kind).toBe('current_task_changed');
    }
    const summary = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`;
    };
    console.log(
      `cross-node latency over 10 tasks: create on B -> offer on A ${summary(offers)} ` +
        `(publish -> receipt ${summary(fanOuts)}); accept on A -> client on B ${summary(accepts)}`,
    );
    expect(Math.max(...offers, ...accepts)).toBeLessThan(1000);
  }, 60_000);

  it('lets exactly one of three masters on two nodes win an accept race; the others see the offer withdrawn', async () => {
    const { category, masters } = await mastersOf(3);
    const nodes = [nodeA, nodeB, nodeB];
    const client = await createClient(db);
    const feeds = masters.map((master, i) => connect(nodes[i], master).subscribe(MASTER_FEED));
    for (const feed of feeds) expect((await feed.next()).data.masterFeed.kind).toBe('current_state');

    const created = await createTask(nodeA, client, category.id);
    const taskId: number = created.data.id;
    for (const feed of feeds)
      expect((await feed.next(1000)).data.masterFeed).toMatchObject({ kind: 'offer_added', taskId });

    // each presses "Выполнить" on the node they are connected to, all at once
    const answers = await Promise.all(masters.map((master, i) => approve(nodes[i], master, taskId)));
    const winners = answers.map((answer, i) => (answer.success ? i : -1)).filter((i) => i >= 0);
    expect(winners).toHaveLength(1);
    const [winner] = winners;
    for (const [i, feed] of feeds.entries()) {
      if (i === winner) {
        expect((await feed.next(1000)).data.masterFeed).toMatchObject({
          kind: 'current_task_changed',
          currentTask: { id: taskId },
        });
      } else {
        expect(answers[i]).toMatchObject({ success: false, message: 'Задача уже принята другим мастером' });
        expect((await feed.next(1000)).data.masterFeed).toMatchObject({
          kind: 'offer_withdrawn',
          taskId,
          task: null,
          offeredTask: null,
        });
      }
    }
    const task = await db.task.findUniqueOrThrow({ where: { id: taskId } });
    expect(task).toMatchObject({ status: 'in_progress', contractId: masters[winner].contractId });
  });

  it('gives a subscriber who reconnects the current state: Redis kept nothing while nobody listened', async () => {
    const { category, masters } = await mastersOf(1);
    const client = await createClient(db);
    const created = await createTask(nodeB, client, category.id);
    const taskId: number = created.data.id;

    const first = connect(nodeB, client);
    expect((await first.subscribe(TASK_UPDATED, { id: taskId }).next()).data.taskUpdated.status).toBe(
      'sent_to_masters',
    );
    await first.close();
    // no node listens for this task any more
    await eventually(
      async () => Number(((await redis.pubsub('NUMSUB', `${PREFIX}task:${taskId}`)) as [string, number])[1]) === 0,
    );

    expect(await approve(nodeA, masters[0], taskId)).toMatchObject({ success: true });

    const again = connect(nodeB, client).subscribe(TASK_UPDATED, { id: taskId });
    expect((await again.next()).data).toEqual({ taskUpdated: { id: taskId, status: 'in_progress' } });
    // and on the other node just the same
    const elsewhere = connect(nodeA, client).subscribe(TASK_UPDATED, { id: taskId });
    expect((await elsewhere.next()).data).toEqual({ taskUpdated: { id: taskId, status: 'in_progress' } });
    const feed = connect(nodeB, masters[0]).subscribe(MASTER_FEED);
    expect((await feed.next()).data.masterFeed).toMatchObject({
      kind: 'current_state',
      currentTask: { id: taskId, status: 'in_progress' },
    });
  });

  it('leaves no listener behind after 1000 subscribe and close cycles', async () => {
    const { category, masters } = await mastersOf(1);
    const client = await createClient(db);
    const created = await createTask(nodeA, client, category.id);
    const taskId: number = created.data.id;

    const socket = connect(nodeA, client);
    for (let i = 0; i < 1000; i += 1) {
      const watch = socket.subscribe(TASK_UPDATED, { id: taskId });
      // every other one leaves before its first result, while the node may still be subscribing
      if (i % 2 === 0) await watch.next();
      watch.dispose();
    }
    // whole sockets closed while their subscriptions wait for events, on both nodes
    for (let i = 0; i < 20; i += 1) {
      const node = i % 2 ? nodeA : nodeB;
      const passing = liveClient(node.url, initData(i % 4 < 2 ? client : masters[0]));
      await (i % 4 < 2 ? passing.subscribe(TASK_UPDATED, { id: taskId }) : passing.subscribe(MASTER_FEED)).next();
      await passing.close();
    }
    const last = socket.subscribe(TASK_UPDATED, { id: taskId });
    expect((await last.next()).data).toEqual({ taskUpdated: { id: taskId, status: 'sent_to_masters' } });
    expect(await channels()).toEqual([`${PREFIX}task:${taskId}`]);
    last.dispose();
    await eventually(async () => (await channels()).length === 0);
  }, 120_000);

  it('runs a timed transition once although both nodes run the timers', async () => {
    const { masters } = await mastersOf(1);
    const client = await createClient(db);
    const admin = await createClient(db);
    await db.user.update({ where: { id: admin.userId }, data: { isAdmin: true } });
    const adminEvents = connect(nodeA, admin).subscribe(ADMIN_EVENTS);

    // offered to the master 3 s short of DISPATCH_TIMEOUT_MIN (30) ago: due while everyone watches
    const dispatchedAt = new Date(Date.now() - 30 * 60_000 + 3000);
    const task = await db.task.create({
      data: {
        clientId: client.userId,
        text: TEXT,
        status: 'sent_to_masters',
        cityId: place.cityId,
        districtId: place.districtId,
        phone: '+998907654321',
        dispatchedAt,
        offers: { create: { contractId: masters[0].contractId, createdAt: dispatchedAt } },
      },
    });
    const watch = connect(nodeA, client).subscribe(TASK_UPDATED, { id: task.id });
    const feed = connect(nodeB, masters[0]).subscribe(MASTER_FEED);
    expect((await watch.next()).data.taskUpdated.status).toBe('sent_to_masters');
    expect((await feed.next()).data.masterFeed).toMatchObject({ kind: 'current_state', offeredTask: { id: task.id } });

    // within a tick of being due one of the nodes moves it
    expect((await watch.next(6000)).data.taskUpdated.status).toBe('awaiting_admin_attention');
    expect((await adminEvents.next(1000)).data.adminTaskEvents).toEqual({
      taskId: task.id,
      status: 'awaiting_admin_attention',
      previousStatus: 'sent_to_masters',
    });
    expect((await feed.next(1000)).data.masterFeed).toMatchObject({
      kind: 'offer_withdrawn',
      taskId: task.id,
      offeredTask: null,
    });

    // more ticks on both nodes change nothing
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(adminEvents.next(100)).rejects.toThrow('no subscription result');
    const changes = await db.taskStatusChange.findMany({ where: { taskId: task.id } });
    expect(changes.map((change) => [change.fromStatus, change.toStatus])).toEqual([
      ['sent_to_masters', 'awaiting_admin_attention'],
    ]);
  }, 30_000);

  it('closes with 4403 a socket on node B when node A revokes its analyst token', async () => {
    const admin = await createClient(db);
    await db.user.update({ where: { id: admin.userId }, data: { isAdmin: true } });
    const gql = async (query: string) => {
      const response = await fetch(`${nodeA.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-init-data': initData(admin) },
        body: JSON.stringify({ query }),
      });
      return response.json();
    };
    const issued = await gql(
      'mutation { createApiToken(name: "Два узла") { ... on MutationCreateApiTokenSuccess { data { token apiToken { id } } } } }',
    );
    const { token, apiToken } = issued.data.createApiToken.data;
    const analyst = liveClient(nodeB.url, { authorization: `Bearer ${token}` });
    sockets.push(analyst);
    const closeCodes: number[] = [];
    analyst.client.on('closed', (event) => closeCodes.push((event as { code: number }).code));
    const events = analyst.subscribe(ADMIN_EVENTS);
    // node B listens for the revocation once the socket is open
    await eventually(async () => (await channels()).includes(`${PREFIX}api-token-revoked:${apiToken.id}`));

    const revoked = await gql(`mutation { revokeApiToken(id: ${apiToken.id}) { __typename } }`);
    expect(revoked.data.revokeApiToken.__typename).toBe('MutationRevokeApiTokenSuccess');
    await eventually(() => closeCodes.includes(4403), 3000);
    expect((await events.ended).error).toBeDefined();
  }, 30_000);
});
