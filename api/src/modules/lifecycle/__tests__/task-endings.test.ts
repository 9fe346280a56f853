// Why an offer left a master (task-endings.ts taskEnding): the change that withdrew it, chosen by the
// withdrawal the offer recorded, not only by time (a task dispatched and cancelled within milliseconds
// has its dispatch nearer to the withdrawal than its cancel).
import { taskEnding } from '../task-endings';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { createCategory, createClient, createMaster, places } from '../../../../../tests/support/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('an offer closed by a cancel right after the dispatch says the client cancelled, and why', async () => {
  const place = await places(t.db);
  const category = await createCategory(t.db);
  const client = await createClient(t.db);
  const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
  const reason = await t.db.cancelReason.findFirstOrThrow({ where: { audience: 'client', step: 1 } });
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 26, 12, 0, 0, ms));
  const task = await t.db.task.create({
    data: {
      clientId: client.userId,
      cityId: place.cityId,
      districtId: place.districtId,
      categoryId: category.id,
      text: 'Течёт кран',
      status: 'cancelled',
      cancelReasonId: reason.id,
    },
  });
  await t.db.taskStatusChange.createMany({
    data: [
      { taskId: task.id, fromStatus: null, toStatus: 'new', createdAt: at(0) },
      { taskId: task.id, fromStatus: 'new', toStatus: 'sent_to_masters', createdAt: at(10) },
      {
        taskId: task.id,
        fromStatus: 'sent_to_masters',
        toStatus: 'cancelled',
        createdAt: at(40),
        cancelReasonId: reason.id,
      },
    ],
  });
  await t.db.taskOffer.create({
    data: {
      taskId: task.id,
      contractId: master.contractId,
      state: 'withdrawn',
      withdrawal: 'closed',
      createdAt: at(10),
      // nearer the dispatch (10 ms) than the cancel (40 ms)
      respondedAt: at(23),
    },
  });
  expect(await taskEnding(t.db, task.id, master.contractId)).toMatchObject({
    kind: 'cancelled_by_client',
    reason: { ru: reason.name },
    at: at(40),
  });
});
