// Where the metrics' figures come from: a task's wait for its first offer (counted once, however often it is
// sent out again), the bot's delivery outcomes as main.ts starts the bot, and the event bus's Redis.
import crypto from 'node:crypto';
import Fastify from 'fastify';
import { createTestApp, DEMO, TEST_BOT_TOKEN, type TestApp } from '../../../../../tests/support/test-app';
import { createCategory, createClient, createMasters, places } from '../../../../../tests/support/factories';
import { eventually } from '../../../../../tests/support/eventually';
import { FakeBotApi } from '../../../../../tests/support/fake-bot-api';
import { startOwnRedis } from '../../../../../tests/support/redis-server';
import { setupTelegram } from '../../../bot/telegram';
import { enqueueNotification } from '../../../modules/notification';
import { RedisEventBus } from '../../events/redis-event-bus';
import { logger } from '../../logger';
import { scrape, valueOf } from './scrape';

let t: TestApp;
let fake: FakeBotApi;
beforeAll(async () => {
  fake = await FakeBotApi.start(TEST_BOT_TOKEN);
  t = await createTestApp({ env: { TELEGRAM_API_ROOT: fake.apiRoot } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const read = async (app = t) => (await scrape(app.app.metricsPort)).text;
const figure = (text: string, name: string) => valueOf(text, name) ?? 0;

it("times a task's wait for its first offer once, from its posting, however often it goes out again", async () => {
  const place = await places(t.db);
  const category = await createCategory(t.db);
  const client = await createClient(t.db);
  const before = await read();
  // nobody is eligible yet: the task waits for an admin
  const created = await t.request({
    method: 'POST',
    url: '/api/tg-webapp/tasks',
    as: client.spec,
    payload: {
      text: 'Нужен мастер по дверям',
      category_id: category.id,
      city_id: place.cityId,
      district_id: place.districtId,
      tg_username: 'door_client',
    },
  });
  const taskId = created.json().data.id as number;
  expect((await t.db.task.findUniqueOrThrow({ where: { id: taskId } })).status).toBe('awaiting_admin_attention');
  expect(figure(await read(), 'usta_dispatch_first_offer_seconds_count')).toBe(
    figure(before, 'usta_dispatch_first_offer_seconds_count'),
  );

  await new Promise((resolve) => setTimeout(resolve, 1200));
  await createMasters(t.db, 1, { categoryIds: [category.id], cityId: place.cityId });
  const redispatch = () => t.request({ method: 'POST', url: `/admin/api/tasks/${taskId}/redispatch`, as: DEMO.admin });
  expect((await redispatch()).statusCode).toBe(200);
  const offered = await read();
  expect(figure(offered, 'usta_dispatch_first_offer_seconds_count')).toBe(
    figure(before, 'usta_dispatch_first_offer_seconds_count') + 1,
  );
  const waited =
    figure(offered, 'usta_dispatch_first_offer_seconds_sum') - figure(before, 'usta_dispatch_first_offer_seconds_sum');
  expect(waited).toBeGreaterThanOrEqual(1.2);
  expect(waited).toBeLessThan(30);

  // sent out again with another master eligible: another wave, not another first offer
  await createMasters(t.db, 1, { categoryIds: [category.id], cityId: place.cityId });
  expect((await redispatch()).statusCode).toBe(200);
  const again = await read();
  expect(figure(again, 'usta_dispatch_first_offer_seconds_count')).toBe(
    figure(offered, 'usta_dispatch_first_offer_seconds_count'),
  );
  expect(figure(again, 'usta_dispatch_waves_total')).toBe(figure(offered, 'usta_dispatch_waves_total') + 1);
});

it("counts the bot's deliveries by outcome, as main.ts starts the bot", async () => {
  const telegram = setupTelegram({ services: t.app.services, database: t.database.handle, fastify: Fastify() })!;
  const before = valueOf(await read(), 'usta_bot_deliveries_total', { outcome: 'sent' }) ?? 0;
  telegram.start();
  try {
    const client = await createClient(t.db);
    await enqueueNotification(t.db, client.userId, 'contract_approved', { contractId: 0 });
    await eventually(
      async () => (valueOf(await read(), 'usta_bot_deliveries_total', { outcome: 'sent' }) ?? 0) > before,
      10_000,
      100,
    );
  } finally {
    await telegram.stop();
  }
  expect(fake.delivered().length).toBeGreaterThan(0);
});

it('says whether the event bus reaches Redis', async () => {
  const redis = await startOwnRedis();
  const bus = new RedisEventBus({
    url: redis.url,
    prefix: `metrics-${crypto.randomBytes(4).toString('hex')}:`,
    log: logger,
  });
  const node = await createTestApp({ bus, database: t.database });
  try {
    const up = async () => valueOf(await read(node), 'usta_event_bus_up');
    await eventually(async () => (await up()) === 1, 10_000, 100);
    await redis.kill();
    await eventually(async () => (await up()) === 0, 10_000, 100);
    await redis.start();
    await eventually(async () => (await up()) === 1, 15_000, 100);
  } finally {
    await node.close();
    await bus.close();
    await redis.stop();
  }
}, 60_000);
