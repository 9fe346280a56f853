// docs/product.md §8 defaults: when a call fails for a reason nobody expected, it answers 500 with its route's
// text. The failure here is real: the task tables are renamed away in this file's own database.
import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const table of ['Task', 'Category', 'CancelReason', 'Review']) {
    await t.db.$executeRawUnsafe(`ALTER TABLE "${table}" RENAME TO "${table}_unavailable"`);
  }
});
afterAll(() => t.close());

it.each([
  ['GET', '/api/tg-webapp/user/last-address', DEMO.client, 'Ошибка при получении адресных данных'],
  ['GET', '/api/tg-webapp/tasks/categories', DEMO.client, 'Ошибка при загрузке категорий'],
  ['GET', '/api/tg-webapp/categories', DEMO.client, 'Произошла ошибка при получении категорий'],
  ['GET', '/api/tg-webapp/tasks/active', DEMO.client, 'Ошибка при получении активной задачи'],
  ['POST', '/api/tg-webapp/tasks', DEMO.client, 'Не удалось создать задачу'],
  ['GET', '/api/tg-webapp/tasks', DEMO.client, 'Ошибка при загрузке задач'],
  ['POST', '/api/tg-webapp/tasks/1/cancel', DEMO.client, 'Не удалось отменить задачу'],
  ['GET', '/api/tg-webapp/tasks/cancel-reasons?step=1', DEMO.client, 'Ошибка при загрузке причин отмены'],
  ['POST', '/api/tg-webapp/reviews', DEMO.client, 'Ошибка при отправке отзыва'],
  ['GET', '/api/tg-webapp/tasks/1/review', DEMO.client, 'Ошибка при получении данных'],
  ['GET', '/api/tg-webapp/client/stats', DEMO.client, 'Ошибка при загрузке статистики'],
  ['GET', '/api/tg-webapp/master/tasks/pending', DEMO.plumber, 'Ошибка при загрузке задач'],
  ['POST', '/api/tg-webapp/master/tasks/1/approve', DEMO.plumber, 'Ошибка при принятии задачи'],
  ['POST', '/api/tg-webapp/master/tasks/1/reject', DEMO.plumber, 'Ошибка при отказе от задачи'],
  ['POST', '/api/tg-webapp/master/tasks/1/complete', DEMO.plumber, 'Ошибка при завершении задачи'],
  ['POST', '/api/tg-webapp/master/tasks/1/cancel', DEMO.plumber, 'Ошибка при отмене задачи'],
  ['GET', '/api/tg-webapp/master/stats', DEMO.plumber, 'Ошибка при загрузке статистики'],
  ['GET', '/api/tg-webapp/master/tasks/cancel-reasons', DEMO.plumber, 'Ошибка при загрузке причин отмены'],
  ['GET', '/admin/api/tasks', DEMO.admin, 'Ошибка при загрузке задач'],
  ['GET', '/admin/api/tasks/1', DEMO.admin, 'Ошибка при получении данных'],
  ['POST', '/admin/api/tasks/1/close', DEMO.admin, 'Ошибка при изменении задачи'],
] as const)('%s %s answers 500 with its default text', async (method, url, as, message) => {
  // a valid review, so the request gets past validation to the database
  const payload = method === 'POST' ? { rating: 5, user_task_id: 1, contract_id: 1 } : undefined;
  const response = await t.request({ method, url, as, payload });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ success: false, message });
});
