// Dispatch waves through the real server (REST, and a master's live feed over graphql-ws): nearest
// masters first, the next wave after DISPATCH_WAVE_INTERVAL_S without an acceptance and not before, at
// once when everyone offered so far declined; a task without the client's point counts at its district's
// centre; two nodes on one database send every wave exactly once.
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { createCategory, createClient, createMaster, places, type Place } from '../../../../../tests/support/factories';
import { liveClient, type LiveClient } from '../../../../../tests/support/live-client';
import { usePglite } from '../../../../../tests/support/database';
import { eventually } from '../../../../../tests/support/eventually';
import { applyDispatchTimeouts } from '../../task';

const WAVE_S = 3;
let t: TestApp;
let place: Place;
let baseUrl: string;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { DISPATCH_WAVE_SIZE: '1', DISPATCH_WAVE_INTERVAL_S: String(WAVE_S) } });
  place = await places(t.db);
  baseUrl = await t.listen();
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});
afterAll(() => t.close());

const FEED = 'subscription { masterFeed { kind taskId } }';
const TEXT = 'Потекла труба под раковиной на кухне';
// the client's point: near Amir Temur square, at the centre of its grid cell (the dispatch measures from the
// cell's centre, dispatch-candidates.ts), so the distances below are the masters' own; the masters 0.5 km,
// 3 km and 9 km north of it
const POINT = { latitude: 41.31, longitude: 69.2875 };
const north = (km: number) => ({ latitude: POINT.latitude + km / 111.2, longitude: POINT.longitude });

async function threeMasters(categoryId: number, app: TestApp = t) {
  const at = async (point: { latitude: number; longitude: number }) => {
    const master = await createMaster(app.db, { categoryIds: [categoryId], cityId: place.cityId });
    await app.db.contract.update({ where: { id: master.contractId }, data: { ...point, address: 'Адрес' } });
    return master;
  };
  // created far first, so neither id nor creation order makes the near one first
  const far = await at(north(9));
  const middle = await at(north(3));
  const near = await at(north(0.5));
  return { near, middle, far };
}

async function postTask(clientSpec: { id: number }, categoryId: number, extra: Record<string, unknown> = {}) {
  const response = await t.request({
    method: 'POST',
    url: '/api/tg-webapp/tasks',
    as: clientSpec,
    payload: {
      text: TEXT,
      category_id: categoryId,
      city_id: place.cityId,
      district_id: place.districtId,
      tg_username: 'client_contact',
      ...extra,
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.id as number;
}

const offersOf = (taskId: number, app: TestApp = t) =>
  app.db.taskOffer.findMany({
    where: { taskId },
    orderBy: { id: 'asc' },
    select: { contractId: true, state: true, wave: true, distanceM: true, createdAt: true },
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('dispatch waves (DISPATCH_WAVE_SIZE=1, DISPATCH_WAVE_INTERVAL_S=3)', () => {
  it('offers the nearest master first, the next one about 3 s later and not before, the farthest after that', async () => {
    const category = await createCategory(t.db);
    const { near, middle, far } = await threeMasters(category.id);
    const client = await createClient(t.db);
    // the middle master's feed is open: the offer arrives there on its wave, not with the POST
    const socket = liveClient(baseUrl, t.initData(middle.spec));
    sockets.push(socket);
    const feed = socket.subscribe<{ masterFeed: { kind: string; taskId: number | null } }>(FEED);
    expect((await feed.next()).data?.masterFeed.kind).toBe('current_state');

    const posted = Date.now();
    const taskId = await postTask(client.spec, category.id, POINT);
    const first = await offersOf(taskId);
    expect(first.map((offer) => offer.contractId)).toEqual([near.contractId]);
    expect(first[0]).toMatchObject({ state: 'pending', wave: 1 });
    expect(first[0].distanceM).toBeGreaterThan(450);
    expect(first[0].distanceM).toBeLessThan(550);

    // not before the interval: 2.5 s after the POST the middle master still has nothing
    await sleep(Math.max(0, posted + 2_500 - Date.now()));
    expect((await offersOf(taskId)).map((offer) => offer.contractId)).toEqual([near.contractId]);

    const pushed = await feed.next(10_000);
    expect(pushed.data?.masterFeed).toEqual({ kind: 'offer_added', taskId });
    expect(pushed.receivedAtMs - posted).toBeGreaterThanOrEqual(WAVE_S * 1000 - 50);
    const second = await offersOf(taskId);
    expect(second.map((offer) => [offer.contractId, offer.wave, offer.state])).toEqual([
      [near.contractId, 1, 'pending'],
      [middle.contractId, 2, 'pending'],
    ]);
    // the wave went out on time (the server's clock; the push may queue behind a busy machine)
    const late = second[1].createdAt.getTime() - second[0].createdAt.getTime() - WAVE_S * 1000;
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThan(1_500);
    expect(second[1].distanceM).toBeGreaterThan(2_900);
    expect(second[1].distanceM).toBeLessThan(3_100);

    // the far one on the third wave, another interval later
    await eventually(async () => (await offersOf(taskId)).length === 3, 6_000);
    const third = await offersOf(taskId);
    expect(third[2]).toMatchObject({ contractId: far.contractId, wave: 3, state: 'pending' });
    expect(third[2].createdAt.getTime() - second[1].createdAt.getTime()).toBeGreaterThanOrEqual(WAVE_S * 1000 - 50);
    const task = await t.db.task.findUniqueOrThrow({ where: { id: taskId } });
    // the whole eligible set has it: no wave is due any more, the dispatch timeout counts from this wave
    expect(task).toMatchObject({ status: 'sent_to_masters', dispatchWave: 3, nextWaveAt: null });
    expect(task.lastWaveAt).toEqual(third[2].createdAt);
  }, 30_000);

  it('brings the next wave at once when everyone offered so far has declined', async () => {
    const category = await createCategory(t.db);
    const { near, middle } = await threeMasters(category.id);
    const client = await createClient(t.db);
    const socket = liveClient(baseUrl, t.initData(middle.spec));
    sockets.push(socket);
    const feed = socket.subscribe<{ masterFeed: { kind: string; taskId: number | null } }>(FEED);
    await feed.next();

    const taskId = await postTask(client.spec, category.id, POINT);
    const declined = Date.now();
    const response = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/master/tasks/${taskId}/reject`,
      as: near.spec,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    // in the decline's own transaction: the middle master has it when the answer comes
    const offers = await offersOf(taskId);
    expect(offers.map((offer) => [offer.contractId, offer.state, offer.wave])).toEqual([
      [near.contractId, 'declined', 1],
      [middle.contractId, 'pending', 2],
    ]);
    const pushed = await feed.next(2_000);
    expect(pushed.data?.masterFeed).toEqual({ kind: 'offer_added', taskId });
    expect(pushed.receivedAtMs - declined).toBeLessThan(WAVE_S * 1000 - 500);
    const task = await t.db.task.findUniqueOrThrow({ where: { id: taskId } });
    expect(task.status).toBe('sent_to_masters');
    // the next wave is due an interval after this one
    expect(task.nextWaveAt!.getTime() - offers[1].createdAt.getTime()).toBe(WAVE_S * 1000);
  }, 20_000);

  it('waits for an admin when the last master of the last wave declines', async () => {
    const category = await createCategory(t.db);
    const only = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const client = await createClient(t.db);
    const taskId = await postTask(client.spec, category.id);
    expect((await t.db.task.findUniqueOrThrow({ where: { id: taskId } })).nextWaveAt).toBeNull();
    await t.request({
      method: 'POST',
      url: `/api/tg-webapp/master/tasks/${taskId}/reject`,
      as: only.spec,
      payload: {},
    });
    expect((await t.db.task.findUniqueOrThrow({ where: { id: taskId } })).status).toBe('awaiting_admin_attention');
  });

  it("orders a task without the client's point by its district's centre", async () => {
    const category = await createCategory(t.db);
    const district = await t.db.district.findUniqueOrThrow({ where: { id: place.districtId } });
    expect(district.latitude).not.toBeNull();
    const at = async (latitude: number, longitude: number) => {
      const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
      await t.db.contract.update({ where: { id: master.contractId }, data: { latitude, longitude, address: 'Адрес' } });
      return master;
    };
    // one at the city centre (about 6.5 km from the first district's), one 1 km from the district's centre
    const cityCentre = await at(41.3111, 69.2797);
    const nearCentre = await at(district.latitude! + 1 / 111.2, district.longitude!);
    const client = await createClient(t.db);
    const taskId = await postTask(client.spec, category.id);
    const [first] = await offersOf(taskId);
    expect(first.contractId).toBe(nearCentre.contractId);
    expect(first.distanceM).toBeGreaterThan(950);
    expect(first.distanceM).toBeLessThan(1_050);
    expect(first.contractId).not.toBe(cityCentre.contractId);
  });

  it('ranks a master without a point at the nearest centre of their districts', async () => {
    const category = await createCategory(t.db);
    const district = await t.db.district.findUniqueOrThrow({ where: { id: place.districtId } });
    const withPoint = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    await t.db.contract.update({
      where: { id: withPoint.contractId },
      data: { latitude: district.latitude! + 2 / 111.2, longitude: district.longitude!, address: 'Адрес' },
    });
    const atCentre = await createMaster(t.db, {
      categoryIds: [category.id],
      cityId: place.cityId,
      districtIds: [place.otherDistrictId, place.districtId],
    });
    const client = await createClient(t.db);
    const taskId = await postTask(client.spec, category.id);
    const [first] = await offersOf(taskId);
    expect(first).toMatchObject({ contractId: atCentre.contractId, distanceM: 0, wave: 1 });
  });

  it('starts the dispatch timeout only once the last wave went out', async () => {
    const category = await createCategory(t.db);
    await threeMasters(category.id);
    const client = await createClient(t.db);
    const taskId = await postTask(client.spec, category.id, POINT);
    const later = new Date(Date.now() + (t.config.dispatchTimeoutMin + 1) * 60_000);
    const status = async () => (await t.db.task.findUniqueOrThrow({ where: { id: taskId } })).status;
    // waves still due: the task stays with the masters (other tests' tasks may time out here)
    await applyDispatchTimeouts(t.app.services, later);
    expect(await status()).toBe('sent_to_masters');
    // the last wave went out a moment ago: still its full period
    await t.db.task.update({ where: { id: taskId }, data: { nextWaveAt: null, lastWaveAt: new Date() } });
    await applyDispatchTimeouts(t.app.services, new Date(Date.now() + 60_000));
    expect(await status()).toBe('sent_to_masters');
    await applyDispatchTimeouts(t.app.services, later);
    expect(await status()).toBe('awaiting_admin_attention');
  });

  it('refuses a half or out-of-range point and writes nothing', async () => {
    const category = await createCategory(t.db);
    const client = await createClient(t.db);
    const before = await t.db.task.count();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ latitude: 41.3 }, { longitude: ['Широта и долгота указываются только вместе'] }],
      [{ longitude: 69.2 }, { latitude: ['Широта и долгота указываются только вместе'] }],
      [{ latitude: 91, longitude: 69.2 }, { latitude: ['Неверная широта'] }],
      [{ latitude: 41.3, longitude: -180.5 }, { longitude: ['Неверная долгота'] }],
      [{ latitude: 'север', longitude: 69.2 }, { latitude: ['Неверная широта'] }],
    ];
    for (const [point, errors] of cases) {
      const response = await t.request({
        method: 'POST',
        url: '/api/tg-webapp/tasks',
        as: client.spec,
        payload: {
          text: TEXT,
          category_id: category.id,
          city_id: place.cityId,
          district_id: place.districtId,
          tg_username: 'client_contact',
          ...point,
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ success: false, errors });
    }
    expect(await t.db.task.count()).toBe(before);
  });

  it('takes the point on GraphQL createTask and shows it to the client', async () => {
    const category = await createCategory(t.db);
    const client = await createClient(t.db);
    const result = await t.gql(
      `mutation ($input: TaskInput!) { createTask(input: $input) {
        ... on MutationCreateTaskSuccess { data { id latitude longitude } } ... on Error { message } } }`,
      {
        input: {
          text: TEXT,
          categoryId: category.id,
          cityId: place.cityId,
          districtId: place.districtId,
          tgUsername: 'client_contact',
          ...POINT,
        },
      },
      client.spec,
    );
    expect(result.data.createTask.data).toMatchObject(POINT);
  });
});

// PostgreSQL only: two nodes cannot share the embedded PGlite database (it has one owner)
(usePglite ? describe.skip : describe)('two nodes on one database', () => {
  it('send every wave exactly once', async () => {
    // both nodes look at the database every second and each has its own clock
    const env = { DISPATCH_WAVE_SIZE: '1', DISPATCH_WAVE_INTERVAL_S: '1', JOB_INTERVAL_S: '1' };
    const first = await createTestApp({ env });
    const second = await createTestApp({ database: first.database, env });
    try {
      const category = await createCategory(first.db);
      const { near, middle, far } = await threeMasters(category.id, first);
      const client = await createClient(first.db);
      const response = await second.request({
        method: 'POST',
        url: '/api/tg-webapp/tasks',
        as: client.spec,
        payload: {
          text: TEXT,
          category_id: category.id,
          city_id: place.cityId,
          district_id: place.districtId,
          tg_username: 'client_contact',
          ...POINT,
        },
      });
      const taskId = response.json().data.id as number;
      const offers = () => offersOf(taskId, first);
      await eventually(async () => (await offers()).length === 3, 8_000);
      await sleep(1_500);
      expect((await offers()).map((offer) => [offer.contractId, offer.wave])).toEqual([
        [near.contractId, 1],
        [middle.contractId, 2],
        [far.contractId, 3],
      ]);
      const notifications = await first.db.notification.count({
        where: { kind: 'offer_new', userId: { in: [near.userId, middle.userId, far.userId] } },
      });
      expect(notifications).toBe(3);
      expect((await first.db.task.findUniqueOrThrow({ where: { id: taskId } })).dispatchWave).toBe(3);
    } finally {
      await second.close();
      await first.close();
    }
  }, 40_000);
});
