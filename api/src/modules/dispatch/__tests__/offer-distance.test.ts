// Before acceptance a master learns the district and a distance band read from the client's
// grid cell, never metres nor anything that moves with the client's point inside the cell; after
// acceptance the master holding the task learns the metres and the point; a master whose offer ended,
// nothing.
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMaster,
  places,
  type Place,
  type TestMaster,
} from '../../../../../tests/support/factories';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp({ env: { DISPATCH_WAVE_SIZE: 'all' } });
  place = await places(t.db);
});
afterAll(() => t.close());

// the client and three masters, and two masters near the client: 407 m and 1,673 m from the
// client's door, 1,276 m and 594 m from the centre of its cell (41.29, 69.2375)
const CLIENT = { latitude: 41.299531, longitude: 69.240173 };
// another point of the same cell, 2.4 km from CLIENT
const NEIGHBOUR = { latitude: 41.2805, longitude: 69.227 };
const MASTERS = [
  { latitude: 41.35, longitude: 69.2, band: { code: 'KM_5_10', label: '5–10 км' } },
  { latitude: 41.34, longitude: 69.34, band: { code: 'OVER_10_KM', label: 'больше 10 км' } },
  { latitude: 41.23, longitude: 69.27, band: { code: 'KM_5_10', label: '5–10 км' } },
  { latitude: 41.3, longitude: 69.245, band: { code: 'KM_1_3', label: '1–3 км' } },
  { latitude: 41.285, longitude: 69.235, band: { code: 'UNDER_1_KM', label: 'до 1 км' } },
];

const READ = `query ($taskId: Int!) {
  myOfferDistance(taskId: $taskId)
  myOfferDistanceBand(taskId: $taskId) { code label }
  task(id: $taskId) { id latitude longitude district { id } }
}`;

async function scene() {
  const category = await createCategory(t.db);
  const masters: TestMaster[] = [];
  for (const point of MASTERS) {
    const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    await t.db.contract.update({
      where: { id: master.contractId },
      data: { latitude: point.latitude, longitude: point.longitude, address: 'Адрес' },
    });
    masters.push(master);
  }
  const post = async (point: { latitude: number; longitude: number }) => {
    const client = await createClient(t.db);
    const response = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks',
      as: client.spec,
      payload: {
        text: 'Потекла труба под раковиной на кухне',
        category_id: category.id,
        city_id: place.cityId,
        district_id: place.districtId,
        phone: '+998901112233',
        ...point,
      },
    });
    expect(response.json().data.status).toBe('sent_to_masters');
    return response.json().data.id as number;
  };
  return { masters, post };
}

const read = async (master: TestMaster, taskId: number) => {
  const result = await t.gql(READ, { taskId }, master.spec);
  expect(result.errors).toBeUndefined();
  return result.data;
};

// a master whose offer ended may not read the task at all: the distance fields alone
const DISTANCE_ONLY = `query ($taskId: Int!) {
  myOfferDistance(taskId: $taskId)
  myOfferDistanceBand(taskId: $taskId) { code label }
}`;
const readEnded = async (master: TestMaster, taskId: number) => {
  const result = await t.gql(DISTANCE_ONLY, { taskId }, master.spec);
  expect(result.errors).toBeUndefined();
  const task = await t.gql('query ($taskId: Int!) { task(id: $taskId) { latitude } }', { taskId }, master.spec);
  expect(task.errors![0].message).toBe('Задача не найдена');
  return result.data;
};

describe('before acceptance', () => {
  it('tells each master a band from the client’s cell, never metres nor the point', async () => {
    const { masters, post } = await scene();
    const taskId = await post(CLIENT);
    for (const [index, master] of masters.entries()) {
      expect(await read(master, taskId)).toEqual({
        myOfferDistance: null,
        myOfferDistanceBand: MASTERS[index].band,
        task: { id: taskId, latitude: null, longitude: null, district: { id: place.districtId } },
      });
    }
    // in the master's language
    await t.db.user.update({ where: { id: masters[1].userId }, data: { language: 'uz' } });
    expect((await read(masters[1], taskId)).myOfferDistanceBand).toEqual({
      code: 'OVER_10_KM',
      label: '10 km dan ortiq',
    });
  });

  it('answers every master the same for two client points 2.4 km apart in one cell: nothing to trilaterate', async () => {
    const { masters, post } = await scene();
    const near = await post(CLIENT);
    const far = await post(NEIGHBOUR);
    const seen = async (taskId: number) => {
      const offers = await t.db.taskOffer.findMany({
        where: { taskId },
        orderBy: { contractId: 'asc' },
        select: { contractId: true, wave: true, distanceM: true },
      });
      const bands = [];
      for (const master of masters) bands.push((await read(master, taskId)).myOfferDistanceBand);
      return { offers, bands };
    };
    const a = await seen(near);
    const b = await seen(far);
    expect(a.offers).toHaveLength(MASTERS.length);
    // the bands, the waves and even the recorded distances (the admin's) are the cell's, not the point's
    expect(b).toEqual(a);
  });
});

describe('after acceptance', () => {
  it('tells the master holding the task the metres and the point; the others whose offers ended, nothing', async () => {
    const { masters, post } = await scene();
    const taskId = await post(CLIENT);
    const [winner, ...others] = masters;
    const declined = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/master/tasks/${taskId}/reject`,
      as: others[0].spec,
      payload: {},
    });
    expect(declined.statusCode).toBe(200);
    expect(await readEnded(others[0], taskId)).toEqual({ myOfferDistance: null, myOfferDistanceBand: null });

    const accepted = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/master/tasks/${taskId}/approve`,
      as: winner.spec,
      payload: {},
    });
    expect(accepted.statusCode).toBe(200);
    // the 6,538 m: from the client's door, not from the cell's centre (7,370 m)
    expect(await read(winner, taskId)).toEqual({
      myOfferDistance: 6538,
      myOfferDistanceBand: null,
      task: { id: taskId, ...CLIENT, district: { id: place.districtId } },
    });
    for (const master of others)
      expect(await readEnded(master, taskId)).toEqual({ myOfferDistance: null, myOfferDistanceBand: null });
  });

  it('tells no distance at all for a task without the client’s point, offered or accepted', async () => {
    const { masters, post } = await scene();
    const taskId = await post({} as { latitude: number; longitude: number });
    const [winner, other] = masters;
    expect(await read(other, taskId)).toMatchObject({ myOfferDistance: null, myOfferDistanceBand: null });
    const accepted = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/master/tasks/${taskId}/approve`,
      as: winner.spec,
      payload: {},
    });
    expect(accepted.statusCode).toBe(200);
    expect(await read(winner, taskId)).toMatchObject({
      myOfferDistance: null,
      myOfferDistanceBand: null,
      task: { latitude: null, district: { id: place.districtId } },
    });
  });
});
