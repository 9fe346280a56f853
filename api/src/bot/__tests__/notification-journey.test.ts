// The promise of docs/product.md's searching screen ("you may leave the page and will be notified"), end to end:
// real REST calls change a task, the services write the outbox in the same transaction, and the
// delivery worker brings each party the right message through the (fake) Bot API.
import { createCategory, createClient, createMasters, places } from '../../../../tests/support/factories';
import type { FakeBotApi, RecordedCall } from '../../../../tests/support/fake-bot-api';
import { createTestApp, type TestApp, type TelegramUserSpec } from '../../../../tests/support/test-app';
import type { DeliveryWorker } from '../delivery';
import { startDelivery } from './fixtures';

let t: TestApp;
let fake: FakeBotApi;
let worker: DeliveryWorker;

beforeAll(async () => {
  t = await createTestApp();
  ({ fake, worker } = await startDelivery(t));
});
afterAll(async () => {
  await worker.stop();
  await fake.close();
  await t.close();
});

const headline = (call: RecordedCall) => (call.params.text as string).split('\n')[0];

async function nextMessages(to: TelegramUserSpec, seen: number, count = 1) {
  const mine = () => fake.delivered().filter((call) => call.params.chat_id === to.id);
  await fake.waitFor(() => mine().length >= seen + count, 10_000, `${count} message(s) for ${to.id}`);
  return mine().slice(seen).map(headline);
}

it('keeps the client and the masters informed through a task that is accepted, dropped, taken again and completed', async () => {
  const place = await places(t.db);
  const category = await createCategory(t.db);
  const [first, second] = await createMasters(t.db, 2, { categoryIds: [category.id], cityId: place.cityId });
  const client = await createClient(t.db);
  const created = await t.request({
    method: 'POST',
    url: '/api/tg-webapp/tasks',
    as: client.spec,
    payload: {
      text: 'Потекла труба под раковиной на кухне',
      category_id: category.id,
      city_id: place.cityId,
      district_id: place.districtId,
      tg_username: 'client_contact',
    },
  });
  const taskId = created.json().data.id as number;
  const master = (who: typeof first, action: string, payload: Record<string, unknown> = {}) =>
    t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${taskId}/${action}`, as: who.spec, payload });

  expect(await nextMessages(first.spec, 0)).toEqual(['<b>Новая задача</b>']);
  expect(await nextMessages(second.spec, 0)).toEqual(['<b>Новая задача</b>']);

  expect((await master(first, 'approve')).statusCode).toBe(200);
  expect(await nextMessages(client.spec, 0)).toEqual(['<b>Мастер принял Вашу задачу и скоро свяжется с вами</b>']);

  const reason = await t.db.cancelReason.findFirstOrThrow({ where: { audience: 'master', code: 'CLIENT_NO_ANSWER' } });
  expect((await master(first, 'cancel', { cancel_reason_id: reason.id })).statusCode).toBe(200);
  expect(await nextMessages(client.spec, 1)).toEqual(['<b>Мастер отменил выполнение Вашей задачи</b>']);
  // searching again: the other master is offered the task anew
  expect(await nextMessages(second.spec, 1)).toEqual(['<b>Новая задача</b>']);

  expect((await master(second, 'approve')).statusCode).toBe(200);
  expect((await master(second, 'complete')).statusCode).toBe(200);
  expect(await nextMessages(client.spec, 2, 2)).toEqual([
    '<b>Мастер принял Вашу задачу и скоро свяжется с вами</b>',
    '<b>Задача завершена!</b>',
  ]);

  // nothing else went out, and nothing twice
  await new Promise((resolve) => setTimeout(resolve, 300));
  const rows = await t.db.notification.findMany({
    where: { userId: { in: [client.userId, first.userId, second.userId] } },
  });
  expect(rows.filter((row) => row.state === 'sent')).toHaveLength(fake.delivered().length);
  expect(fake.callsOf('sendMessage')).toHaveLength(fake.delivered().length);
});
