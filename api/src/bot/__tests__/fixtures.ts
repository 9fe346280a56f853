// Shared set-up for the bot tests: a fresh database (PostgreSQL copy or PGlite), the fake Bot API, a
// config pointing at it, a test app's outbox delivered to it, and small factories over the seeded demo data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../platform/config';
import type { Db } from '../../platform/db/client';
import type { TaskStatus } from '../../platform/db/generated/prisma/client';
import { logger } from '../../platform/logger';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/database';
import { FakeBotApi } from '../../../../tests/support/fake-bot-api';
import { DEMO, TEST_BOT_TOKEN, type TelegramUserSpec, type TestApp } from '../../../../tests/support/test-app';
import { DeliveryWorker, type DeliveryOptions } from '../delivery';

export { DEMO, TEST_BOT_TOKEN };
export const WEBAPP_URL = 'https://usta.test';
export const SUPPORT_URL = 'https://t.me/usta_support_test';

export interface BotFixture {
  database: TestDatabase;
  db: Db;
  fake: FakeBotApi;
  config: Config;
  close(): Promise<void>;
}

export async function botFixture(env: Record<string, string> = {}): Promise<BotFixture> {
  const [database, fake] = await Promise.all([createTestDatabase(), FakeBotApi.start(TEST_BOT_TOKEN)]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usta-bot-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
    TELEGRAM_API_ROOT: fake.apiRoot,
    WEBAPP_URL,
    SUPPORT_URL,
    NOTIFICATION_LEASE_S: '2',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  return {
    database,
    db: database.handle.prisma,
    fake,
    config,
    async close() {
      await fake.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// fast retries for tests; everything else as in production
export function testWorker(fixture: Pick<BotFixture, 'db' | 'config'>, options: Partial<DeliveryOptions> = {}) {
  return new DeliveryWorker({
    db: fixture.db,
    config: fixture.config,
    log: logger,
    backoffBaseMs: 20,
    backoffCapMs: 200,
    pollIntervalMs: 50,
    ...options,
  });
}

// A test app's outbox delivered through a fake Bot API by a running worker, as the server would (the
// notification lease short); stop the worker, then close the fake.
export async function startDelivery(t: TestApp) {
  const fake = await FakeBotApi.start(t.config.botToken);
  const worker = new DeliveryWorker({
    db: t.db,
    config: { ...t.config, telegramApiRoot: fake.apiRoot, webappUrl: WEBAPP_URL, notificationLeaseS: 2 },
    log: logger,
    pollIntervalMs: 50,
  });
  worker.start();
  return { fake, worker };
}

export async function userOf(db: Db, spec: TelegramUserSpec) {
  return db.user.findUniqueOrThrow({ where: { telegramId: BigInt(spec.id) } });
}

export async function contractOf(db: Db, spec: TelegramUserSpec) {
  const user = await userOf(db, spec);
  return db.contract.findFirstOrThrow({ where: { userId: user.id }, include: { user: true } });
}

let taskSequence = 0;

// A task of a demo client in Ташкент / Чиланзарский район, plumbing, optionally with a master.
export async function createTask(
  db: Db,
  options: {
    client?: TelegramUserSpec;
    text?: string;
    status?: TaskStatus;
    master?: TelegramUserSpec;
    offerTo?: TelegramUserSpec[];
  } = {},
) {
  const client = await userOf(db, options.client ?? DEMO.client);
  const city = await db.city.findUniqueOrThrow({ where: { name: 'Ташкент' } });
  const district = await db.district.findUniqueOrThrow({
    where: { cityId_name: { cityId: city.id, name: 'Чиланзарский район' } },
  });
  const category = await db.category.findUniqueOrThrow({ where: { slug: 'plumbing' } });
  const contract = options.master ? await contractOf(db, options.master) : null;
  const task = await db.task.create({
    data: {
      clientId: client.id,
      text: options.text ?? `Течёт кран в ванной, нужен сантехник (задача ${++taskSequence})`,
      status: options.status ?? 'sent_to_masters',
      categoryId: category.id,
      cityId: city.id,
      districtId: district.id,
      contractId: contract?.id ?? null,
      tgUsername: client.username,
    },
  });
  for (const spec of options.offerTo ?? []) {
    const offered = await contractOf(db, spec);
    await db.taskOffer.create({ data: { taskId: task.id, contractId: offered.id } });
  }
  return task;
}

export function buttons(call: {
  params: Record<string, any>;
}): { text: string; url?: string; web_app?: { url: string } }[] {
  return (call.params.reply_markup?.inline_keyboard ?? []).flat();
}
