// A master feed that falls behind (a busy node, a burst of offers) catches up: the events waiting in its
// queue share one working check and dashboard read, instead of one database round trip each. Under the
// soak's load a round trip per event let feeds lag 4 s at the median and 30 s at worst, and a node killed
// then took the waiting offers with it.
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { createCategory, createClient, createMaster, places } from '../../../../../tests/support/factories';
import { liveClient, type LiveClient } from '../../../../../tests/support/live-client';
import { topics } from '../../../platform/events/domain-events';

let t: TestApp;
let live: LiveClient | undefined;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.listen();
});
afterAll(async () => {
  await live?.close();
  await t.close();
});

it('reads the dashboard once for a backlog of events, and delivers every one in order', async () => {
  const place = await places(t.db);
  const category = await createCategory(t.db);
  const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
  live = liveClient(base, t.initData(master.spec));
  const feed = live.subscribe('subscription { masterFeed { kind taskId offeredTask { id } currentTask { id } } }');
  expect((await feed.next()).data?.masterFeed.kind).toBe('current_state');

  // the feed's dashboard read (working check, current task and oldest offer in one statement)
  const dashboardReads = () =>
    read.mock.calls.filter(([sql]) => Array.isArray(sql) && sql.join('?').includes('AS working')).length;
  const read = jest.spyOn(t.db, '$queryRaw');
  try {
    const at = new Date().toISOString();
    const burst = Array.from({ length: 30 }, (_, i) => 1_000_000 + i);
    for (const taskId of burst)
      void t.app.services.bus.publish(topics.master(master.contractId), {
        kind: 'offer_added',
        contractId: master.contractId,
        taskId,
        at,
      });
    const received: number[] = [];
    for (let i = 0; i < burst.length; i += 1) {
      const event = (await feed.next()).data?.masterFeed;
      expect(event).toMatchObject({ kind: 'offer_added', offeredTask: null, currentTask: null });
      received.push(event.taskId);
    }
    expect(received).toEqual(burst);
    // the first event's read, then one for everything that waited meanwhile (one per event before)
    expect(dashboardReads()).toBeLessThanOrEqual(3);
  } finally {
    read.mockRestore();
  }
});

it('reads the task the dashboard shows once for a backlog, not once per event', async () => {
  const place = await places(t.db);
  const category = await createCategory(t.db);
  const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
  const client = await createClient(t.db);
  const task = await t.db.task.create({
    data: {
      clientId: client.userId,
      text: 'Течёт кран в ванной',
      categoryId: category.id,
      cityId: place.cityId,
      districtId: place.districtId,
      phone: '+998901112233',
      status: 'sent_to_masters',
    },
  });
  await t.db.taskOffer.create({ data: { taskId: task.id, contractId: master.contractId } });
  await live?.close();
  live = liveClient(base, t.initData(master.spec));
  const feed = live.subscribe('subscription { masterFeed { kind taskId offeredTask { id status } } }');
  expect((await feed.next()).data?.masterFeed).toMatchObject({ kind: 'current_state', offeredTask: { id: task.id } });

  const taskReads = jest.spyOn(t.db.task, 'findMany');
  try {
    const at = new Date().toISOString();
    const burst = Array.from({ length: 30 }, (_, i) => 2_000_000 + i);
    for (const taskId of burst)
      void t.app.services.bus.publish(topics.master(master.contractId), {
        kind: 'offer_added',
        contractId: master.contractId,
        taskId,
        at,
      });
    for (const taskId of burst)
      expect((await feed.next()).data?.masterFeed).toEqual({
        kind: 'offer_added',
        taskId,
        offeredTask: { id: task.id, status: 'sent_to_masters' },
      });
    // the first event's backlog, then the rest (one read per event before)
    expect(taskReads.mock.calls.length).toBeLessThanOrEqual(3);
  } finally {
    taskReads.mockRestore();
  }
});
