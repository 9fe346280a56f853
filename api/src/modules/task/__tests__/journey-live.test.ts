// The live task over GraphQL: the master's reports as mutations, the journey pushed by taskUpdated to the task's
// client only, and a master's feed saying why his task left him.
import { createTestApp, DEMO, type TestApp, type TelegramUserSpec } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMasters,
  places,
  type Place,
} from '../../../../../tests/support/factories';
import { liveClient, type LiveClient } from '../../../../../tests/support/live-client';

let t: TestApp;
let baseUrl: string;
let place: Place;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  place = await places(t.db);
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});
afterAll(() => t.close());

const connect = (spec: TelegramUserSpec) => {
  const socket = liveClient(baseUrl, t.initData(spec));
  sockets.push(socket);
  return socket;
};

const HOME = { latitude: 41.3111, longitude: 69.2797 };
const NEAR = { latitude: 41.3326, longitude: 69.2505 };
const NEARER = { latitude: 41.3201, longitude: 69.2689 };

async function acceptedTask() {
  const category = await createCategory(t.db);
  const masters = await createMasters(t.db, 2, { categoryIds: [category.id], cityId: place.cityId });
  const client = await createClient(t.db);
  const created = await t.request({
    method: 'POST',
    url: '/api/tg-webapp/tasks',
    as: client.spec,
    payload: {
      text: 'Не работает розетка в спальне',
      category_id: category.id,
      city_id: place.cityId,
      district_id: place.districtId,
      tg_username: 'client_contact',
      ...HOME,
    },
  });
  const taskId = created.json().data.id as number;
  const accept = await t.gql(
    `mutation($id: Int!) { acceptTask(id: $id) { __typename } }`,
    { id: taskId },
    masters[0].spec,
  );
  expect(accept.errors).toBeUndefined();
  return { masters, client, taskId };
}

const WATCH = `subscription($id: Int!) {
  taskUpdated(id: $id) {
    id status
    journey { stage mastersNotified master { firstName } distanceMeters etaMinutes etaSource masterPosition { latitude longitude } destination { latitude longitude } }
  }
}`;

const ON_THE_WAY = `mutation($id: Int!, $latitude: Float, $longitude: Float, $accuracy: Float, $etaMin: Int) {
  masterOnTheWay(id: $id, latitude: $latitude, longitude: $longitude, accuracy: $accuracy, etaMin: $etaMin) {
    __typename
    ... on MutationMasterOnTheWaySuccess { data { id status journey { stage distanceMeters } } }
    ... on Error { code message }
  }
}`;
const LOCATION = `mutation($id: Int!, $latitude: Float, $longitude: Float) {
  masterLocation(id: $id, latitude: $latitude, longitude: $longitude) {
    __typename
    ... on Error { code message }
  }
}`;
const ARRIVED = `mutation($id: Int!) { masterArrived(id: $id) { __typename ... on Error { code message } } }`;

const age = (taskId: number) =>
  t.db
    .$executeRaw`UPDATE "TaskJourney" SET "positionAt" = "positionAt" - interval '10 minutes' WHERE "taskId" = ${taskId}`;

it('the client watching the task sees every stage live; the master sees his own', async () => {
  const { masters, client, taskId } = await acceptedTask();
  const watching = connect(client.spec).subscribe(WATCH, { id: taskId });
  const first = await watching.next();
  expect(first.data.taskUpdated.journey).toMatchObject({ stage: 'ACCEPTED', master: { firstName: 'Мастер' } });
  // before he sets off, the client has no point of his on the map
  expect(first.data.taskUpdated.journey.masterPosition).toBeNull();

  const started = await t.gql(ON_THE_WAY, { id: taskId, ...NEAR, accuracy: 20 }, masters[0].spec);
  expect(started.data.masterOnTheWay.data).toMatchObject({ status: 'in_progress', journey: { stage: 'ON_THE_WAY' } });
  const onTheWay = (await watching.next()).data.taskUpdated;
  expect(onTheWay.status).toBe('in_progress');
  expect(onTheWay.journey).toMatchObject({ stage: 'ON_THE_WAY', etaSource: 'MODEL', masterPosition: NEAR });
  // the other end of the map's line: the task's own point
  expect(onTheWay.journey.destination).toEqual(HOME);
  const far = onTheWay.journey.distanceMeters;

  await age(taskId);
  const moved = await t.gql(LOCATION, { id: taskId, ...NEARER }, masters[0].spec);
  expect(moved.data.masterLocation.__typename).toBe('MutationMasterLocationSuccess');
  const closer = (await watching.next()).data.taskUpdated.journey;
  expect(closer.distanceMeters).toBeLessThan(far);
  expect(closer.etaMinutes).toBeLessThanOrEqual(onTheWay.journey.etaMinutes);
  expect(closer.masterPosition).toEqual(NEARER);

  await t.gql(ARRIVED, { id: taskId }, masters[0].spec);
  // arrival erases his point: the client's map no longer has it
  expect((await watching.next()).data.taskUpdated.journey).toMatchObject({
    stage: 'ARRIVED',
    distanceMeters: null,
    masterPosition: null,
    destination: null,
  });
});

it('an admin watching the task gets its events but no journey; another master or client may not watch', async () => {
  const { masters, client, taskId } = await acceptedTask();
  const admin = connect(DEMO.admin).subscribe(WATCH, { id: taskId });
  expect((await admin.next()).data.taskUpdated.journey).toBeNull();
  await t.gql(ON_THE_WAY, { id: taskId, ...NEAR }, masters[0].spec);
  const seen = (await admin.next()).data.taskUpdated;
  expect(seen.status).toBe('in_progress');
  expect(seen.journey).toBeNull();

  const stranger = await createClient(t.db);
  for (const spec of [masters[1].spec, stranger.spec]) {
    const refused = await connect(spec).subscribe(WATCH, { id: taskId }).next();
    expect(refused.errors?.[0].message).toBe('Задача не найдена');
  }
  expect(client).toBeDefined();
});

it('refusals as typed errors in the master’s language, nothing stored', async () => {
  const { masters, taskId } = await acceptedTask();
  const before = await t.gql(LOCATION, { id: taskId, ...NEAR }, masters[0].spec);
  expect(before.data.masterLocation).toMatchObject({
    code: 'JOURNEY_NOT_ON_THE_WAY',
    message: 'Сначала нажмите «Еду»',
  });
  const outside = await t.gql(ON_THE_WAY, { id: taskId, latitude: 55.75, longitude: 37.62 }, masters[0].spec);
  expect(outside.data.masterOnTheWay).toMatchObject({ code: 'JOURNEY_OUTSIDE_UZBEKISTAN' });
  expect(await t.db.taskJourney.findUnique({ where: { taskId } })).toBeNull();
  const other = await t.gql(ON_THE_WAY, { id: taskId, ...NEAR }, masters[1].spec);
  expect(other.data.masterOnTheWay).toMatchObject({ code: 'TASK_NOT_FOUND' });
  await t.gql(ON_THE_WAY, { id: taskId, ...NEAR }, masters[0].spec);
  const soon = await t.gql(LOCATION, { id: taskId, ...NEARER }, masters[0].spec);
  expect(soon.data.masterLocation).toMatchObject({ code: 'JOURNEY_TOO_FREQUENT' });
});

it("the master's feed says why his task left him: the client cancelled, and the reason", async () => {
  const { masters, client, taskId } = await acceptedTask();
  const feed = connect(masters[0].spec).subscribe(
    `subscription { masterFeed { kind taskId currentTask { id } ending { kind message reason } } }`,
  );
  expect((await feed.next()).data.masterFeed.currentTask.id).toBe(taskId);
  const reason = await t.db.cancelReason.findFirstOrThrow({ where: { audience: 'client', step: 2, code: 'other' } });
  const cancelled = await t.request({
    method: 'POST',
    url: `/api/tg-webapp/tasks/${taskId}/cancel`,
    as: client.spec,
    payload: { cancel_reason_id: reason.id, cancel_reason_text: 'Нашёл мастера сам' },
  });
  expect(cancelled.statusCode).toBe(200);
  const event = (await feed.next()).data.masterFeed;
  expect(event).toMatchObject({
    kind: 'current_task_changed',
    taskId,
    currentTask: null,
    ending: { kind: 'CANCELLED_BY_CLIENT', message: 'Клиент отменил задачу', reason: 'Нашёл мастера сам' },
  });
});
