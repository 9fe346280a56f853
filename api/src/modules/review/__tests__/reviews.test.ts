import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';
import {
  createClient,
  createMaster,
  places,
  postedTask,
  snapshot,
  takeTask,
  type Place,
} from '../../../../../tests/support/factories';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
});
afterAll(() => t.close());

// A client's task taken by a master; `complete` finishes it.
async function scene(options: { complete?: boolean } = { complete: true }) {
  const { master, client, taskId } = await postedTask(t, place, { text: 'Собрать шкаф из ИКЕА в прихожей' });
  await takeTask(t, master, taskId, { complete: !!options.complete });
  return { master, client, taskId };
}

const send = (as: { id: number }, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/tg-webapp/reviews', as, payload });

describe('POST /api/tg-webapp/reviews', () => {
  it('stores a pending review of the completed task', async () => {
    const { master, client, taskId } = await scene();
    const response = await send(client.spec, {
      user_task_id: taskId,
      contract_id: master.contractId,
      rating: 4,
      comment: '  Быстро и аккуратно  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Отзыв отправлен',
      data: {
        user_task_id: taskId,
        contract_id: master.contractId,
        rating: 4,
        comment: 'Быстро и аккуратно',
        state: 'pending',
      },
    });
    const review = await t.db.review.findUniqueOrThrow({ where: { taskId } });
    expect(review).toMatchObject({
      clientId: client.userId,
      contractId: master.contractId,
      rating: 4,
      state: 'pending',
    });
  });

  it('accepts string numbers as a form would send them, and no comment', async () => {
    const { master, client, taskId } = await scene();
    const response = await send(client.spec, {
      user_task_id: String(taskId),
      contract_id: String(master.contractId),
      rating: '5',
    });
    expect(response.json()).toMatchObject({ success: true, data: { rating: 5, comment: null } });
  });

  it.each([
    ['rating 0', { rating: 0 }, 422, 'Пожалуйста, выберите оценку'],
    ['rating 6', { rating: 6 }, 422, 'Пожалуйста, выберите оценку'],
    ['rating 3.5', { rating: 3.5 }, 422, 'Пожалуйста, выберите оценку'],
    ['no rating', { rating: undefined }, 422, 'Пожалуйста, выберите оценку'],
    [
      'a comment over 1000 characters',
      { comment: 'о'.repeat(1001) },
      422,
      'Комментарий не должен превышать 1000 символов',
    ],
    ['no task', { user_task_id: undefined }, 404, 'Активная задача не найдена'],
    ['an unknown task', { user_task_id: 99999999 }, 404, 'Активная задача не найдена'],
    ['no contract id', { contract_id: undefined }, 422, 'ID контракта мастера не найден'],
    ['another contract id', { contract_id: 'other' }, 422, 'Этот мастер не выполнял эту задачу'],
  ])('refuses %s and writes nothing', async (_name, overrides: Record<string, unknown>, status, message) => {
    const { master, client, taskId } = await scene();
    const other = await createMaster(t.db, { categoryIds: [], cityId: place.cityId });
    const payload = { user_task_id: taskId, contract_id: master.contractId, rating: 5, ...overrides };
    if (overrides.contract_id === 'other') payload.contract_id = other.contractId;
    const before = await snapshot(t.db);
    const response = await send(client.spec, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, message });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('exactly 1000 characters of comment are fine', async () => {
    const { master, client, taskId } = await scene();
    const response = await send(client.spec, {
      user_task_id: taskId,
      contract_id: master.contractId,
      rating: 3,
      comment: 'о'.repeat(1000),
    });
    expect(response.json().success).toBe(true);
  });

  it('needs the task to be completed', async () => {
    const { master, client, taskId } = await scene({ complete: false });
    const response = await send(client.spec, { user_task_id: taskId, contract_id: master.contractId, rating: 5 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'Отзыв можно оставить только после завершения задачи' });
  });

  it('answers "Информация о мастере не найдена" for a completed task without a master', async () => {
    const client = await createClient(t.db);
    const task = await t.db.task.create({
      data: {
        clientId: client.userId,
        text: 'Задача без мастера',
        cityId: place.cityId,
        districtId: place.districtId,
        status: 'completed',
        completedAt: new Date(),
      },
    });
    const response = await send(client.spec, { user_task_id: task.id, contract_id: 1, rating: 5 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, message: 'Информация о мастере не найдена' });
  });

  it('allows one review per task, also when two are sent at once', async () => {
    const { master, client, taskId } = await scene();
    const payload = { user_task_id: taskId, contract_id: master.contractId, rating: 5 };
    const [a, b] = await Promise.all([send(client.spec, payload), send(client.spec, payload)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((response) => response.statusCode === 409)!.json()).toEqual({
      success: false,
      message: 'Вы уже оставили отзыв на эту задачу',
    });
    expect(await t.db.review.count({ where: { taskId } })).toBe(1);
  });

  it('refuses a review of another client’s task and writes nothing', async () => {
    const { master, taskId } = await scene();
    const stranger = await createClient(t.db);
    const before = await snapshot(t.db);
    const response = await send(stranger.spec, { user_task_id: taskId, contract_id: master.contractId, rating: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Активная задача не найдена' });
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('GET /api/tg-webapp/tasks/{id}/review', () => {
  it('returns the review, or null before one exists, to the task’s client only', async () => {
    const { master, client, taskId } = await scene();
    const none = await t.request({ method: 'GET', url: `/api/tg-webapp/tasks/${taskId}/review`, as: client.spec });
    expect(none.json()).toMatchObject({ success: true, data: null, message: 'Отзыв не найден' });
    await send(client.spec, { user_task_id: taskId, contract_id: master.contractId, rating: 2, comment: 'Опоздал' });
    const some = await t.request({ method: 'GET', url: `/api/tg-webapp/tasks/${taskId}/review`, as: client.spec });
    expect(some.json()).toMatchObject({
      success: true,
      data: { rating: 2, comment: 'Опоздал', state: 'pending', user_task_id: taskId },
    });

    const stranger = await t.request({ method: 'GET', url: `/api/tg-webapp/tasks/${taskId}/review`, as: DEMO.client2 });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ success: false, message: 'Задача не найдена' });
  });
});
