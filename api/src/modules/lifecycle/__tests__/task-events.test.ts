// Live events of task changes: published after the commit, to the task, the masters concerned and the
// admin stream; a refused (rolled back) change publishes nothing.
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMasters,
  places,
  type Place,
} from '../../../../../tests/support/factories';
import { topics } from '../../../platform/events/domain-events';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
});
afterAll(() => t.close());

// Collects every event of the given topics until stopped.
async function record(topicNames: string[]) {
  const controller = new AbortController();
  const events: { topic: string; payload: Record<string, unknown> }[] = [];
  const subscriptions = topicNames.map((topic) => ({
    topic,
    stream: t.app.services.bus.subscribe<Record<string, unknown>>(topic, controller.signal),
  }));
  await Promise.all(subscriptions.map(({ stream }) => stream.ready));
  const done = subscriptions.map(async ({ topic, stream }) => {
    for await (const payload of stream) events.push({ topic, payload });
  });
  return {
    events,
    async stop() {
      // let published events reach the queues first
      await new Promise((resolve) => setTimeout(resolve, 20));
      controller.abort();
      await Promise.all(done);
      return events;
    },
  };
}

it('publishes offers, the winner, the withdrawn and the client’s task change', async () => {
  const category = await createCategory(t.db);
  const masters = await createMasters(t.db, 3, { categoryIds: [category.id], cityId: place.cityId });
  const client = await createClient(t.db);
  const admin = await record([topics.adminTasks, ...masters.map((master) => topics.master(master.contractId))]);
  const created = await t.request({
    method: 'POST',
    url: '/api/tg-webapp/tasks',
    as: client.spec,
    payload: {
      text: 'Повесить полки на кухне',
      category_id: category.id,
      city_id: place.cityId,
      district_id: place.districtId,
      phone: '901234567',
    },
  });
  const taskId = created.json().data.id;
  const taskFeed = await record([topics.task(taskId)]);

  await t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${taskId}/approve`, as: masters[0].spec });
  // refused: rolled back, publishes nothing
  await t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${taskId}/approve`, as: masters[1].spec });

  const all = await admin.stop();
  const taskEvents = await taskFeed.stop();

  const adminStream = all
    .filter((event) => event.topic === topics.adminTasks)
    .map((event) => [event.payload.previousStatus, event.payload.status]);
  expect(adminStream).toEqual([
    [null, 'new'],
    ['new', 'sent_to_masters'],
    ['sent_to_masters', 'in_progress'],
  ]);
  expect(taskEvents.map((event) => event.payload.status)).toEqual(['in_progress']);
  const feed = (contractId: number) =>
    all.filter((event) => event.topic === topics.master(contractId)).map((event) => event.payload.kind);
  expect(feed(masters[0].contractId)).toEqual(['offer_added', 'current_task_changed']);
  expect(feed(masters[1].contractId)).toEqual(['offer_added', 'offer_withdrawn']);
  expect(feed(masters[2].contractId)).toEqual(['offer_added', 'offer_withdrawn']);
});

it('tells the master when the client cancels the task they work on', async () => {
  const category = await createCategory(t.db);
  const [master] = await createMasters(t.db, 1, { categoryIds: [category.id], cityId: place.cityId });
  const client = await createClient(t.db);
  const created = await t.request({
    method: 'POST',
    url: '/api/tg-webapp/tasks',
    as: client.spec,
    payload: {
      text: 'Заменить розетку в коридоре',
      category_id: category.id,
      city_id: place.cityId,
      district_id: place.districtId,
      phone: '901234567',
    },
  });
  const taskId = created.json().data.id;
  await t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${taskId}/approve`, as: master.spec });
  const feed = await record([topics.master(master.contractId), topics.task(taskId)]);
  const reason = await t.db.cancelReason.findFirstOrThrow({ where: { audience: 'client', step: 2, code: 'price' } });
  await t.request({
    method: 'POST',
    url: `/api/tg-webapp/tasks/${taskId}/cancel`,
    as: client.spec,
    payload: { cancel_reason_id: reason.id },
  });
  const events = await feed.stop();
  expect(events.map((event) => [event.topic, event.payload.kind ?? event.payload.status])).toEqual([
    [topics.task(taskId), 'cancelled'],
    [topics.master(master.contractId), 'current_task_changed'],
  ]);
});
