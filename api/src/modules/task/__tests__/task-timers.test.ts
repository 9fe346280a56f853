import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { usePglite } from '../../../../../tests/support/database';
import { createCategory, createClient, createMaster, places, type Place } from '../../../../../tests/support/factories';
import type { Services } from '../../../platform/context';
import { applyDispatchTimeouts, applyExpiry } from '../task-timers';
import { openDatabase } from '../../../platform/db/client';

let t: TestApp;
let place: Place;
let services: Services;

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
  services = t.app.services;
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function sentTask() {
  const category = await createCategory(t.db);
  const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
  const client = await createClient(t.db);
  const response = await t.request({
    method: 'POST',
    url: '/api/tg-webapp/tasks',
    as: client.spec,
    payload: {
      text: 'Заменить замок во входной двери',
      category_id: category.id,
      city_id: place.cityId,
      district_id: place.districtId,
      phone: '901234567',
    },
  });
  const task = await t.db.task.findUniqueOrThrow({ where: { id: response.json().data.id } });
  return { task, master, client };
}

describe('applyDispatchTimeouts', () => {
  it('moves tasks nobody accepted within DISPATCH_TIMEOUT_MIN to the admin, and leaves younger ones', async () => {
    const { task, master } = await sentTask();
    const dispatchedAt = task.dispatchedAt!;
    const early = await applyDispatchTimeouts(
      services,
      new Date(dispatchedAt.getTime() + (services.config.dispatchTimeoutMin - 1) * MINUTE),
    );
    expect(early).toBe(0);
    expect((await t.db.task.findUniqueOrThrow({ where: { id: task.id } })).status).toBe('sent_to_masters');

    const changed = await applyDispatchTimeouts(
      services,
      new Date(dispatchedAt.getTime() + services.config.dispatchTimeoutMin * MINUTE + 1000),
    );
    expect(changed).toBeGreaterThanOrEqual(1);
    const after = await t.db.task.findUniqueOrThrow({ where: { id: task.id }, include: { offers: true } });
    expect(after.status).toBe('awaiting_admin_attention');
    expect(after.offers).toEqual([expect.objectContaining({ contractId: master.contractId, state: 'withdrawn' })]);
    const last = await t.db.taskStatusChange.findFirstOrThrow({ where: { taskId: task.id }, orderBy: { id: 'desc' } });
    expect(last).toMatchObject({
      fromStatus: 'sent_to_masters',
      toStatus: 'awaiting_admin_attention',
      actorUserId: null,
      actorRole: null,
    });

    // the master can no longer take it
    const late = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/master/tasks/${task.id}/approve`,
      as: master.spec,
    });
    expect(late.statusCode).toBe(409);
  });

  it('leaves accepted tasks alone', async () => {
    const { task, master } = await sentTask();
    await t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${task.id}/approve`, as: master.spec });
    await applyDispatchTimeouts(services, new Date(Date.now() + 10 * HOUR));
    await applyExpiry(services, new Date(Date.now() + 100 * HOUR));
    expect((await t.db.task.findUniqueOrThrow({ where: { id: task.id } })).status).toBe('in_progress');
  });
});

describe('applyExpiry', () => {
  it('expires tasks still without a master after TASK_EXPIRY_H and tells the client', async () => {
    const { task, client } = await sentTask();
    const base = task.dispatchedAt!.getTime();
    expect(await applyExpiry(services, new Date(base + services.config.taskExpiryH * HOUR - MINUTE))).toBe(0);
    await applyDispatchTimeouts(services, new Date(base + HOUR));
    expect((await t.db.task.findUniqueOrThrow({ where: { id: task.id } })).status).toBe('awaiting_admin_attention');

    await applyExpiry(services, new Date(base + services.config.taskExpiryH * HOUR + MINUTE));
    expect((await t.db.task.findUniqueOrThrow({ where: { id: task.id } })).status).toBe('expired');
    expect(await t.db.notification.count({ where: { userId: client.userId, kind: 'task_expired' } })).toBe(1);
    const active = (await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/active', as: client.spec })).json();
    expect(active.data).toBeNull();
  });

  it('expires a task still sent to masters when the timeout job did not run', async () => {
    const { task } = await sentTask();
    await applyExpiry(services, new Date(task.dispatchedAt!.getTime() + 25 * HOUR));
    const after = await t.db.task.findUniqueOrThrow({ where: { id: task.id }, include: { offers: true } });
    expect(after.status).toBe('expired');
    expect(after.offers.every((offer) => offer.state === 'withdrawn')).toBe(true);
  });
});

describe('several nodes at once', () => {
  it('changes each due task exactly once when the jobs run concurrently', async () => {
    const tasks = [];
    for (let i = 0; i < 6; i += 1) tasks.push((await sentTask()).task);
    const later = new Date(Math.max(...tasks.map((task) => task.dispatchedAt!.getTime())) + 2 * HOUR);

    // on PostgreSQL a second node is a second connection pool to the same database
    let second: { services: Services; close(): Promise<void> } = { services, close: async () => {} };
    if (!usePglite) {
      const handle = await openDatabase({ databaseUrl: t.database.url!, dataDir: '' });
      second = { services: { ...services, db: handle.prisma }, close: () => handle.close() };
    }
    try {
      const counts = await Promise.all([
        applyDispatchTimeouts(services, later),
        applyDispatchTimeouts(second.services, later),
        applyDispatchTimeouts(services, later),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(tasks.length);
      for (const task of tasks) {
        const changes = await t.db.taskStatusChange.count({
          where: { taskId: task.id, toStatus: 'awaiting_admin_attention' },
        });
        expect(changes).toBe(1);
      }
      const expiry = await Promise.all([
        applyExpiry(services, new Date(later.getTime() + 30 * HOUR)),
        applyExpiry(second.services, new Date(later.getTime() + 30 * HOUR)),
      ]);
      expect(expiry.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(tasks.length);
      for (const task of tasks) {
        expect(await t.db.taskStatusChange.count({ where: { taskId: task.id, toStatus: 'expired' } })).toBe(1);
        expect(
          await t.db.notification.count({ where: { kind: 'task_expired', payload: { equals: { taskId: task.id } } } }),
        ).toBe(1);
      }
    } finally {
      await second.close();
    }
  });
});
