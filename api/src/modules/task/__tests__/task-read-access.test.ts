// Who reads a task once masters have answered: the master who declined and the ones
// who lost the accept race read it no more, through GraphQL's task(id) nor the task's photos (REST), since
// it would show them the winning master's name and phone.
import sharp from 'sharp';
import { createTestApp, DEMO, type TelegramUserSpec, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMasters,
  places,
  type Place,
} from '../../../../../tests/support/factories';
import { multipartBody } from '../../../../../tests/support/multipart';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
});
afterAll(() => t.close());

const TASK = `query($id: Int!) { task(id: $id) { id status master { name phone } } }`;

async function uploadPhoto(as: TelegramUserSpec): Promise<{ id: string; url: string }> {
  const data = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00ff00' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartBody({}, [
    { field: 'photo', filename: 'leak.png', contentType: 'image/png', data },
  ]);
  const response = await t.request({ method: 'POST', url: '/api/tg-webapp/tasks/photos', as, payload, headers });
  return response.json().data;
}

async function readsOf(as: TelegramUserSpec, taskId: number, photoUrl: string) {
  const graphql = await t.gql(TASK, { id: taskId }, as);
  const photo = await t.request({ method: 'GET', url: photoUrl, as });
  const pending = await t.request({ method: 'GET', url: '/api/tg-webapp/master/tasks/pending', as });
  return {
    task: graphql.data?.task ?? null,
    error: graphql.errors?.[0]?.message ?? null,
    photoStatus: photo.statusCode,
    pendingTaskId: pending.json().data?.id ?? null,
  };
}

describe('reading a task after the masters answered', () => {
  it('refuses the task to the master who declined and to the one who lost the race, REST and GraphQL alike', async () => {
    const category = await createCategory(t.db);
    const [winner, decliner, loser] = await createMasters(t.db, 3, {
      categoryIds: [category.id],
      cityId: place.cityId,
    });
    const client = await createClient(t.db);
    const photo = await uploadPhoto(client.spec);
    const created = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks',
      as: client.spec,
      payload: {
        text: 'Не работает розетка на кухне',
        category_id: category.id,
        city_id: place.cityId,
        district_id: place.districtId,
        phone: '+998901112233',
        photo_ids: [photo.id],
      },
    });
    const taskId: number = created.json().data.id;

    // while the offers are open all three read it (no master on it yet)
    for (const master of [winner, decliner, loser]) {
      expect(await readsOf(master.spec, taskId, photo.url)).toEqual({
        task: { id: taskId, status: 'sent_to_masters', master: null },
        error: null,
        photoStatus: 200,
        pendingTaskId: taskId,
      });
    }

    const declined = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/master/tasks/${taskId}/reject`,
      as: decliner.spec,
    });
    expect(declined.json().success).toBe(true);
    const accepted = await t.gql(`mutation { acceptTask(id: ${taskId}) { __typename } }`, {}, winner.spec);
    expect(accepted.data.acceptTask.__typename).toBe('MutationAcceptTaskSuccess');
    const late = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/master/tasks/${taskId}/approve`,
      as: loser.spec,
    });
    expect(late.json()).toEqual({ success: false, message: 'Задача уже принята другим мастером' });

    const offers = await t.db.taskOffer.findMany({ where: { taskId }, select: { contractId: true, state: true } });
    expect(Object.fromEntries(offers.map((offer) => [offer.contractId, offer.state]))).toEqual({
      [winner.contractId]: 'accepted',
      [decliner.contractId]: 'declined',
      [loser.contractId]: 'withdrawn',
    });

    for (const master of [decliner, loser]) {
      expect(await readsOf(master.spec, taskId, photo.url)).toEqual({
        task: null,
        error: 'Задача не найдена',
        photoStatus: 404,
        pendingTaskId: null,
      });
    }
    // the winner and the client still read it, with the winner on it
    const winnerRead = await readsOf(winner.spec, taskId, photo.url);
    expect(winnerRead).toMatchObject({ task: { id: taskId, status: 'in_progress' }, photoStatus: 200 });
    expect(winnerRead.task.master.phone).toEqual(expect.any(String));
    const clientRead = await t.gql(TASK, { id: taskId }, client.spec);
    expect(clientRead.data.task.master).toEqual(winnerRead.task.master);
  });
});

describe("the door in the client's words", () => {
  const ADDRESS = 'ул. Навои, 12, кв. 34, домофон 34, напротив школы №110';
  const addressOf = async (as: TelegramUserSpec, taskId: number) =>
    (await t.gql(`query($id: Int!) { task(id: $id) { address } }`, { id: taskId }, as)).data?.task?.address ?? null;

  it('is shown to the master only once he accepted, never to another master, and to admins', async () => {
    const category = await createCategory(t.db);
    const [winner, other] = await createMasters(t.db, 2, { categoryIds: [category.id], cityId: place.cityId });
    const client = await createClient(t.db);
    const created = await t.gql(
      `mutation($input: TaskInput!) { createTask(input: $input) { __typename ... on MutationCreateTaskSuccess { data { id address } } } }`,
      {
        input: {
          text: 'Не работает розетка на кухне',
          categoryId: category.id,
          cityId: place.cityId,
          districtId: place.districtId,
          phone: '+998901112233',
          address: `  ${ADDRESS}  `,
        },
      },
      client.spec,
    );
    const { id: taskId, address } = created.data.createTask.data;
    expect(address).toBe(ADDRESS);

    // offered: neither master sees it, nor does the REST offer
    expect(await addressOf(winner.spec, taskId)).toBeNull();
    expect(await addressOf(other.spec, taskId)).toBeNull();
    const pending = await t.request({ method: 'GET', url: '/api/tg-webapp/master/tasks/pending', as: winner.spec });
    expect(JSON.stringify(pending.json())).not.toContain('Навои');

    await t.gql(`mutation { acceptTask(id: ${taskId}) { __typename } }`, {}, winner.spec);
    expect(await addressOf(winner.spec, taskId)).toBe(ADDRESS);
    expect(await addressOf(other.spec, taskId)).toBeNull();
    expect(await addressOf(DEMO.admin, taskId)).toBe(ADDRESS);
    const active = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/active', as: client.spec });
    expect(active.json().data).toMatchObject({ id: taskId, address: ADDRESS });
  });

  it('is optional, and refused over 200 characters in the client’s language, creating nothing', async () => {
    const client = await createClient(t.db);
    const category = await createCategory(t.db);
    const form = {
      text: 'Не работает розетка на кухне',
      category_id: category.id,
      city_id: place.cityId,
      district_id: place.districtId,
      phone: '+998901112233',
    };
    const long = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks',
      as: client.spec,
      payload: { ...form, address: 'д'.repeat(201) },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ success: false, message: 'Адрес должен быть не длиннее 200 символов' });
    expect(await t.db.task.count({ where: { clientId: client.userId } })).toBe(0);

    const none = await t.request({ method: 'POST', url: '/api/tg-webapp/tasks', as: client.spec, payload: form });
    expect(none.json()).toMatchObject({ success: true, data: { address: null } });
  });
});
