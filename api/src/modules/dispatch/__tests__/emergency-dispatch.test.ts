// An emergency task (docs/product.md §11 "Emergencies first"): the text's danger is read on the server at
// creation, kept on the task for the client and the masters (REST and GraphQL), and the task goes to every
// eligible master at once, with no waves, where an ordinary one goes a wave at a time.
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMasters,
  places,
  type Place,
} from '../../../../../tests/support/factories';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp({ env: { DISPATCH_WAVE_SIZE: '1', DISPATCH_WAVE_INTERVAL_S: '600' } });
  place = await places(t.db);
});
afterAll(() => t.close());

async function postTask(text: string) {
  const category = await createCategory(t.db);
  const masters = await createMasters(t.db, 3, { categoryIds: [category.id], cityId: place.cityId });
  const client = await createClient(t.db);
  const response = await t.request({
    method: 'POST',
    url: '/api/tg-webapp/tasks',
    as: client.spec,
    payload: {
      text,
      category_id: category.id,
      city_id: place.cityId,
      district_id: place.districtId,
      tg_username: 'client_contact',
    },
  });
  expect(response.statusCode).toBe(200);
  return { taskId: response.json().data.id as number, masters, client };
}

const pendingOffers = (taskId: number) => t.db.taskOffer.count({ where: { taskId, state: 'pending' } });

describe('an emergency task', () => {
  it('is offered to every eligible master at once, and remembers its kind', async () => {
    const { taskId, masters, client } = await postTask('В квартире пахнет газом, нужен газовщик');
    expect(await pendingOffers(taskId)).toBe(3);
    const task = await t.db.task.findUniqueOrThrow({ where: { id: taskId } });
    expect(task).toMatchObject({ emergency: 'gas', status: 'sent_to_masters', nextWaveAt: null });

    const own = await t.request({ method: 'GET', url: `/api/tg-webapp/tasks`, as: client.spec });
    expect(own.json().data.find((item: { id: number }) => item.id === taskId)).toMatchObject({ emergency: 'gas' });
    const { data, errors } = await t.gql(
      `query ($id: Int!) { task(id: $id) { id emergency } }`,
      { id: taskId },
      client.spec,
    );
    expect(errors).toBeUndefined();
    expect(data.task).toEqual({ id: taskId, emergency: 'gas' });

    for (const master of masters) {
      const pending = await t.request({ method: 'GET', url: '/api/tg-webapp/master/tasks/pending', as: master.spec });
      expect(pending.json().data).toMatchObject({ id: taskId, emergency: 'gas' });
      const offer = await t.gql('{ masterPendingTask { id emergency } }', {}, master.spec);
      expect(offer.data.masterPendingTask).toEqual({ id: taskId, emergency: 'gas' });
    }
  });

  it('leaves an ordinary job to the waves, with no emergency', async () => {
    const { taskId, client } = await postTask('Установить новую газовую плиту на кухне');
    expect(await pendingOffers(taskId)).toBe(1);
    expect((await t.db.task.findUniqueOrThrow({ where: { id: taskId } })).emergency).toBeNull();
    const { data } = await t.gql(`query ($id: Int!) { task(id: $id) { emergency } }`, { id: taskId }, client.spec);
    expect(data.task.emergency).toBeNull();
  });
});
