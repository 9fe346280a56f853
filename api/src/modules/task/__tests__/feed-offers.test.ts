// An offer is pushed to a master's feed once. A feed shows its state (the first one, and again after the
// bus lost events) by reading the dashboard when it goes out; under load that read came seconds after
// offer events still queued behind the state were published, so the state already showed the offer and
// its offer_added followed: the soak's "offers pushed twice" (docs/reliability.md), 1-64 per run at 300
// clients and 150 masters, each one a resync or first state followed by the offer_added it already showed.
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { createCategory, createClient, createMaster, places, type Place } from '../../../../../tests/support/factories';
import { liveClient, type LiveClient, type LiveSubscription } from '../../../../../tests/support/live-client';
import { topics, type MasterFeedEvent } from '../../../platform/events/domain-events';
import { BUS_RESYNC_TOPIC } from '../../../platform/events/event-bus';

let t: TestApp;
let place: Place;
let live: LiveClient | undefined;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
  base = await t.listen();
});
afterAll(async () => {
  await live?.close();
  await t.close();
});
afterEach(async () => {
  await live?.close();
  live = undefined;
});

const FEED = 'subscription { masterFeed { kind taskId offeredTask { id } } }';

async function setUp() {
  const category = await createCategory(t.db);
  const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
  const client = await createClient(t.db);
  // an offer committed whose event has not reached the feed yet: the rows only, nothing published
  const offered = async () => {
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
    return task.id;
  };
  const publish = (kind: MasterFeedEvent['kind'], taskId: number) =>
    t.app.services.bus.publish(topics.master(master.contractId), {
      kind,
      contractId: master.contractId,
      taskId,
      at: new Date().toISOString(),
    } satisfies MasterFeedEvent);
  const withdraw = async (taskId: number) => {
    await t.db.taskOffer.updateMany({ where: { taskId }, data: { state: 'withdrawn' } });
    await publish('offer_withdrawn', taskId);
  };
  return { master, offered, publish, withdraw };
}

async function nextEvent(feed: LiveSubscription) {
  const { data, errors } = await feed.next();
  expect(errors).toBeUndefined();
  const { kind, taskId, offeredTask } = data?.masterFeed ?? {};
  return { kind, taskId, offered: offeredTask?.id ?? null };
}

describe('an offer the feed already showed is not pushed again', () => {
  it('after a resync whose state read came after the offer, its late offer_added is not pushed', async () => {
    const { master, offered, publish, withdraw } = await setUp();
    live = liveClient(base, t.initData(master.spec));
    const feed = live.subscribe(FEED);
    expect(await nextEvent(feed)).toEqual({ kind: 'current_state', taskId: null, offered: null });

    const taskId = await offered();
    // the bus came back: the state is read again, now showing the offer
    await t.app.services.bus.publish(BUS_RESYNC_TOPIC, { at: new Date().toISOString() });
    expect(await nextEvent(feed)).toEqual({ kind: 'current_state', taskId: null, offered: taskId });
    // then the offer's own event, published before that read, arrives: nothing new for the master
    await publish('offer_added', taskId);
    await withdraw(taskId);
    expect(await nextEvent(feed)).toEqual({ kind: 'offer_withdrawn', taskId, offered: null });

    // offered again later (a new round): pushed again
    await t.db.taskOffer.updateMany({ where: { taskId }, data: { state: 'pending' } });
    await publish('offer_added', taskId);
    expect(await nextEvent(feed)).toEqual({ kind: 'offer_added', taskId, offered: taskId });
  });

  it('when the resync and the offer_added wait in one backlog, the offer goes out once', async () => {
    const { master, offered, publish, withdraw } = await setUp();
    live = liveClient(base, t.initData(master.spec));
    const feed = live.subscribe(FEED);
    expect(await nextEvent(feed)).toEqual({ kind: 'current_state', taskId: null, offered: null });

    const taskId = await offered();
    const other = await offered();
    // in one tick: the feed takes all three as one backlog and reads the dashboard once after them
    void t.app.services.bus.publish(BUS_RESYNC_TOPIC, { at: new Date().toISOString() });
    void publish('offer_added', taskId);
    void publish('offer_added', other);
    expect(await nextEvent(feed)).toEqual({ kind: 'current_state', taskId: null, offered: taskId });
    // the offer the state did not show is pushed; the one it showed is not
    expect(await nextEvent(feed)).toEqual({ kind: 'offer_added', taskId: other, offered: taskId });
    await withdraw(taskId);
    expect(await nextEvent(feed)).toEqual({ kind: 'offer_withdrawn', taskId, offered: other });
  });

  it('the first state shows an offer whose event was still on its way: the event is not pushed', async () => {
    const { master, offered, publish, withdraw } = await setUp();
    const taskId = await offered();
    live = liveClient(base, t.initData(master.spec));
    const feed = live.subscribe(FEED);
    expect(await nextEvent(feed)).toEqual({ kind: 'current_state', taskId: null, offered: taskId });
    await publish('offer_added', taskId);
    await withdraw(taskId);
    expect(await nextEvent(feed)).toEqual({ kind: 'offer_withdrawn', taskId, offered: null });
  });
});
