// A client's cancel reason in his own words ('Код домофона 1234#') reaches only the master who held the
// task; a master who merely had the offer learns that the client cancelled and the reason's kind, on every
// path: the query, the live feed, the task itself, the REST calls and the bot (task-endings.ts).
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMasters,
  places,
  type Place,
} from '../../../../../tests/support/factories';
import type { FakeBotApi } from '../../../../../tests/support/fake-bot-api';
import { liveClient, type LiveClient, type LiveSubscription } from '../../../../../tests/support/live-client';
import { eventually } from '../../../../../tests/support/eventually';
import type { DeliveryWorker } from '../../../bot/delivery';
import { startDelivery } from '../../../bot/__tests__/fixtures';

let t: TestApp;
let baseUrl: string;
let place: Place;
let fake: FakeBotApi;
let worker: DeliveryWorker;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  place = await places(t.db);
  ({ fake, worker } = await startDelivery(t));
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});
afterAll(async () => {
  await worker.stop();
  await fake.close();
  await t.close();
});

const ENDING = `query($id: Int!) { masterTaskEnding(taskId: $id) { kind reason } }`;
const FEED = `subscription { masterFeed { kind taskId ending { kind reason } } }`;
const TASK = `query($id: Int!) { task(id: $id) { cancelReasonText } }`;

const post = (as: { spec: Parameters<TestApp['initData']>[0] }, url: string, payload: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url: `/api/tg-webapp${url}`, as: as.spec, payload });

async function scene() {
  const category = await createCategory(t.db);
  const masters = await createMasters(t.db, 2, { categoryIds: [category.id], cityId: place.cityId });
  const client = await createClient(t.db);
  const feeds = masters.map((master) => {
    const socket = liveClient(baseUrl, t.initData(master.spec));
    sockets.push(socket);
    return socket.subscribe<FeedResult>(FEED);
  });
  for (const feed of feeds) await feed.next();
  const response = await post(client, '/tasks', {
    text: 'Потекла труба под раковиной на кухне',
    category_id: category.id,
    city_id: place.cityId,
    district_id: place.districtId,
    phone: '+998901234567',
  });
  const taskId: number = response.json().data.id;
  await eventually(async () => (await t.db.taskOffer.count({ where: { taskId } })) === 2, 15_000);
  return { masters, client, taskId, feeds };
}

// the next feed event about the task that ended it for the master
interface FeedResult {
  masterFeed: { kind: string; taskId: number | null; ending: { kind: string; reason: string | null } | null };
}
async function endingEvent(feed: LiveSubscription<FeedResult>, taskId: number) {
  for (;;) {
    const event = (await feed.next(10_000)).data?.masterFeed;
    if (event?.taskId === taskId && event.ending) return event;
  }
}

// every bot message to a user, once one starting with `headline` has arrived (an offer's message may be
// skipped when the task ended before the worker sent it)
async function botTexts(telegramId: number, headline: string) {
  const mine = () => fake.delivered().filter((call) => call.params.chat_id === telegramId);
  const texts = () => mine().map((call) => String(call.params.text));
  await fake.waitFor(() => texts().some((text) => text.startsWith(headline)), 10_000, `${headline} for ${telegramId}`);
  return texts();
}

const reasonOf = (step: number) =>
  t.db.cancelReason.findFirstOrThrow({ where: { audience: 'client', step, code: 'other' } });

it('masters who only had the offer learn the kind of the reason, never the typed words', async () => {
  const { masters, client, taskId, feeds } = await scene();
  const other = await reasonOf(1);
  const cancelled = await post(client, `/tasks/${taskId}/cancel`, {
    cancel_reason_id: other.id,
    cancel_reason_text: 'Код домофона 1234#',
  });
  expect(cancelled.json()).toMatchObject({ success: true });
  for (const [index, master] of masters.entries()) {
    const told = { kind: 'CANCELLED_BY_CLIENT', reason: other.name };
    expect((await t.gql(ENDING, { id: taskId }, master.spec)).data.masterTaskEnding).toEqual(told);
    expect((await endingEvent(feeds[index], taskId)).ending).toEqual(told);
    expect((await t.gql(TASK, { id: taskId }, master.spec)).data?.task?.cancelReasonText ?? null).toBeNull();
    for (const url of ['/master/tasks/pending', '/master/stats', '/tasks/active']) {
      const read = await t.request({ method: 'GET', url: `/api/tg-webapp${url}`, as: master.spec });
      expect(read.body).not.toContain('1234');
    }
    const texts = await botTexts(Number(master.spec.id), '<b>Клиент отменил задачу</b>');
    expect(texts.some((text) => text.includes(other.name))).toBe(true);
    expect(texts.join('\n')).not.toContain('1234');
  }
  // the client reads his own words
  expect((await t.gql(TASK, { id: taskId }, client.spec)).data.task.cancelReasonText).toBe('Код домофона 1234#');
});

it('the master who held the task reads the words, in the query, the feed, the task and the bot', async () => {
  const { masters, client, taskId, feeds } = await scene();
  const [holder, outrun] = masters;
  expect((await post(holder, `/master/tasks/${taskId}/approve`)).statusCode).toBe(200);
  const other = await reasonOf(2);
  await post(client, `/tasks/${taskId}/cancel`, {
    cancel_reason_id: other.id,
    cancel_reason_text: 'Код домофона 5678#',
  });

  const words = { kind: 'CANCELLED_BY_CLIENT', reason: 'Код домофона 5678#' };
  expect((await t.gql(ENDING, { id: taskId }, holder.spec)).data.masterTaskEnding).toEqual(words);
  expect((await endingEvent(feeds[0], taskId)).ending).toEqual(words);
  expect((await t.gql(TASK, { id: taskId }, holder.spec)).data.task.cancelReasonText).toBe('Код домофона 5678#');
  const holderTexts = await botTexts(Number(holder.spec.id), '<b>Клиент отменил задачу</b>');
  expect(holderTexts.some((text) => text.includes('Код домофона 5678#'))).toBe(true);

  // the other master lost the race before the cancel: taken by another, and nothing of the words
  expect((await t.gql(ENDING, { id: taskId }, outrun.spec)).data.masterTaskEnding.kind).toBe('TAKEN_BY_OTHER');
  expect((await t.gql(TASK, { id: taskId }, outrun.spec)).data?.task?.cancelReasonText ?? null).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const outrunTexts = fake.delivered().filter((call) => call.params.chat_id === Number(outrun.spec.id));
  expect(JSON.stringify(outrunTexts)).not.toContain('5678');
});
