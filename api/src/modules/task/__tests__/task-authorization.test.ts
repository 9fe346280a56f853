// The authorization matrix: every refused call answers clearly and leaves the database as it was.
import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMaster,
  places,
  snapshot,
  type Place,
  type TestMaster,
  type TestUser,
} from '../../../../../tests/support/factories';

let t: TestApp;
let place: Place;
let clientReason: number;
let clientReason2: number;
let masterReason: number;

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
  clientReason = (
    await t.db.cancelReason.findFirstOrThrow({ where: { audience: 'client', step: 1, code: 'changed_mind' } })
  ).id;
  clientReason2 = (await t.db.cancelReason.findFirstOrThrow({ where: { audience: 'client', step: 2, code: 'price' } }))
    .id;
  masterReason = (await t.db.cancelReason.findFirstOrThrow({ where: { audience: 'master', code: 'CANNOT_COME' } })).id;
});
afterAll(() => t.close());

type Stage = 'sent_to_masters' | 'in_progress' | 'completed';

// Client A's task at the given stage; masters[0] accepted it from in_progress on, masters[1] was offered it.
async function scene(stage: Stage) {
  const category = await createCategory(t.db);
  const masters = [
    await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId }),
    await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId }),
  ];
  const owner = await createClient(t.db);
  const created = await t.request({
    method: 'POST',
    url: '/api/tg-webapp/tasks',
    as: owner.spec,
    payload: {
      text: 'Прочистить засор в ванной',
      category_id: category.id,
      city_id: place.cityId,
      district_id: place.districtId,
      phone: '+998901234567',
    },
  });
  const taskId = created.json().data.id as number;
  if (stage !== 'sent_to_masters')
    await t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${taskId}/approve`, as: masters[0].spec });
  if (stage === 'completed')
    await t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${taskId}/complete`, as: masters[0].spec });
  return { owner, masters, taskId };
}

async function expectUnchanged(run: () => Promise<void>) {
  const before = await snapshot(t.db);
  await run();
  expect(await snapshot(t.db)).toEqual(before);
}

describe.each<Stage>(['sent_to_masters', 'in_progress', 'completed'])('another client, task %s', (stage) => {
  it('cannot read, cancel or review it', async () => {
    const { taskId, masters } = await scene(stage);
    const intruder = await createClient(t.db);
    await expectUnchanged(async () => {
      const list = (await t.request({ method: 'GET', url: '/api/tg-webapp/tasks', as: intruder.spec })).json();
      expect(list).toEqual({ success: true, data: [] });
      const active = (await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/active', as: intruder.spec })).json();
      expect(active.data).toBeNull();
      const review = await t.request({
        method: 'GET',
        url: `/api/tg-webapp/tasks/${taskId}/review`,
        as: intruder.spec,
      });
      expect([review.statusCode, review.json()]).toEqual([404, { success: false, message: 'Задача не найдена' }]);
      for (const reason of [clientReason, clientReason2]) {
        const cancel = await t.request({
          method: 'POST',
          url: `/api/tg-webapp/tasks/${taskId}/cancel`,
          as: intruder.spec,
          payload: { cancel_reason_id: reason },
        });
        expect([cancel.statusCode, cancel.json()]).toEqual([404, { success: false, message: 'Задача не найдена' }]);
      }
      const write = await t.request({
        method: 'POST',
        url: '/api/tg-webapp/reviews',
        as: intruder.spec,
        payload: { user_task_id: taskId, contract_id: masters[0].contractId, rating: 1, comment: 'Плохо' },
      });
      expect([write.statusCode, write.json()]).toEqual([
        404,
        { success: false, message: 'Активная задача не найдена' },
      ]);
      const gqlTask = await t.gql(`{ task(id: ${taskId}) { id phone } }`, {}, intruder.spec);
      expect(gqlTask.errors?.map((error) => error.message)).toEqual(['Задача не найдена']);
      const gqlReview = await t.gql(`{ taskReview(taskId: ${taskId}) { id } }`, {}, intruder.spec);
      expect(gqlReview.errors?.map((error) => error.message)).toEqual(['Задача не найдена']);
      const cancelGql = await t.gql(
        `mutation { cancelTask(id: ${taskId}, cancelReasonId: ${clientReason}) { __typename ... on Error { message } } }`,
        {},
        intruder.spec,
      );
      expect(cancelGql.data.cancelTask).toEqual({ __typename: 'NotFoundError', message: 'Задача не найдена' });
    });
  });
});

describe.each<Stage>(['sent_to_masters', 'in_progress', 'completed'])(
  'a master it is not assigned to, task %s',
  (stage) => {
    async function refusals(master: TestMaster | TestUser, taskId: number, expected: Record<string, number>) {
      for (const action of ['approve', 'reject', 'complete', 'cancel'] as const) {
        const response = await t.request({
          method: 'POST',
          url: `/api/tg-webapp/master/tasks/${taskId}/${action}`,
          as: master.spec,
          payload: action === 'cancel' ? { cancel_reason_id: masterReason } : {},
        });
        expect([action, response.statusCode]).toEqual([action, expected[action]]);
        expect(response.json().success).toBe(false);
      }
    }

    it('a master it was never offered to can do nothing with it', async () => {
      const { taskId } = await scene(stage);
      const stranger = await createMaster(t.db, {
        categoryIds: [(await createCategory(t.db)).id],
        cityId: place.cityId,
      });
      await expectUnchanged(() =>
        refusals(stranger, taskId, { approve: 404, reject: 404, complete: 404, cancel: 404 }),
      );
      const gql = await t.gql(`{ task(id: ${taskId}) { id } }`, {}, stranger.spec);
      expect(gql.errors![0].message).toBe('Задача не найдена');
    });

    it('an offered master who did not get it cannot complete or cancel it', async () => {
      const { taskId, masters } = await scene(stage);
      if (stage === 'sent_to_masters') {
        // still open for them: they may accept or decline, but not complete or cancel
        await expectUnchanged(async () => {
          for (const action of ['complete', 'cancel'] as const) {
            const response = await t.request({
              method: 'POST',
              url: `/api/tg-webapp/master/tasks/${taskId}/${action}`,
              as: masters[1].spec,
              payload: { cancel_reason_id: masterReason },
            });
            expect([response.statusCode, response.json()]).toEqual([
              404,
              { success: false, message: 'Задача не найдена' },
            ]);
          }
        });
        return;
      }
      await expectUnchanged(() =>
        refusals(masters[1], taskId, { approve: 409, reject: 409, complete: 404, cancel: 404 }),
      );
      // their offer was withdrawn when the other master took it: the task is no longer theirs to read
      //
      const gql = await t.gql(`{ task(id: ${taskId}) { id phone tgUsername client { name } } }`, {}, masters[1].spec);
      expect(gql.errors![0].message).toBe('Задача не найдена');
    });

    it('a client without an application is not a master at all', async () => {
      const { taskId } = await scene(stage);
      await expectUnchanged(async () => {
        for (const action of ['approve', 'reject', 'complete', 'cancel']) {
          const response = await t.request({
            method: 'POST',
            url: `/api/tg-webapp/master/tasks/${taskId}/${action}`,
            as: DEMO.client2,
            payload: {},
          });
          expect([response.statusCode, response.json()]).toEqual([
            403,
            { success: false, message: 'Ваша заявка мастера ещё не подтверждена' },
          ]);
        }
      });
    });
  },
);

describe('the owner and the assigned master', () => {
  it('the owner cannot act as the master of their own task', async () => {
    const { taskId, owner } = await scene('sent_to_masters');
    await expectUnchanged(async () => {
      const response = await t.request({
        method: 'POST',
        url: `/api/tg-webapp/master/tasks/${taskId}/approve`,
        as: owner.spec,
      });
      expect(response.statusCode).toBe(403);
    });
  });

  it('the assigned master cannot cancel the task as a client or review it', async () => {
    const { taskId, masters } = await scene('completed');
    await expectUnchanged(async () => {
      const cancel = await t.request({
        method: 'POST',
        url: `/api/tg-webapp/tasks/${taskId}/cancel`,
        as: masters[0].spec,
        payload: { cancel_reason_id: clientReason2 },
      });
      expect(cancel.statusCode).toBe(404);
      const review = await t.request({
        method: 'POST',
        url: '/api/tg-webapp/reviews',
        as: masters[0].spec,
        payload: { user_task_id: taskId, contract_id: masters[0].contractId, rating: 5 },
      });
      expect(review.statusCode).toBe(404);
    });
  });
});
