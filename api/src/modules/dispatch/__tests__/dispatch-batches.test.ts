// The batched reads and writes a dispatch to many masters uses answer exactly what the one-at-a-time
// versions answer (npm run bench measures why they exist).
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { createCategory, createClient, createMaster, places, type Place } from '../../../../../tests/support/factories';
import { sharedParse } from '../../../graphql/subscribe';
import { tickBatch } from '../../../platform/events/tick-batch';
import { masterFeedStates, masterTaskIds } from '../master-dashboard';
import { contractsSeeingTask, isWorkingContract, workingContractIds } from '../../task';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
});
afterAll(() => t.close());

async function task(
  clientId: number,
  status: 'sent_to_masters' | 'in_progress' | 'cancelled',
  contractId: number | null = null,
  minutesAgo = 0,
) {
  return t.db.task.create({
    data: {
      clientId,
      text: 'Нужно заменить розетку в комнате',
      cityId: place.cityId,
      districtId: place.districtId,
      status,
      contractId,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    },
  });
}

async function offer(
  taskId: number,
  contractId: number,
  minutesAgo: number,
  state: 'pending' | 'declined' = 'pending',
) {
  await t.db.taskOffer.create({
    data: { taskId, contractId, state, createdAt: new Date(Date.now() - minutesAgo * 60_000) },
  });
}

describe('feed reads for many masters at once', () => {
  it('give each contract the dashboard and the working state its single read gives', async () => {
    const category = await createCategory(t.db);
    const master = () => createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const [busy, offered, declinedOnly, idle, archived] = await Promise.all([
      master(),
      master(),
      master(),
      master(),
      master(),
    ]);
    const pendingApplication = await createMaster(t.db, {
      categoryIds: [category.id],
      cityId: place.cityId,
      status: 'pending',
    });
    await t.db.contract.update({ where: { id: archived.contractId }, data: { archivedAt: new Date() } });
    const client = await createClient(t.db);

    const current = await task(client.userId, 'in_progress', busy.contractId);
    const older = await task(client.userId, 'sent_to_masters', null, 30);
    const newer = await task(client.userId, 'sent_to_masters', null, 10);
    const gone = await task(client.userId, 'cancelled', null, 60);
    await offer(newer.id, offered.contractId, 5);
    await offer(older.id, offered.contractId, 20);
    // an offer on a task no longer searching is not shown
    await offer(gone.id, offered.contractId, 50);
    await offer(older.id, busy.contractId, 20);
    await offer(older.id, declinedOnly.contractId, 20, 'declined');

    const everyone = [busy, offered, declinedOnly, idle, archived, pendingApplication];
    const ids = everyone.map((m) => m.contractId);
    const batched = await masterFeedStates(t.db, ids);
    for (const m of everyone) {
      expect(batched.get(m.contractId)).toEqual({
        ...(await masterTaskIds(t.db, { id: m.contractId, userId: m.userId })),
        working: await isWorkingContract(t.db, m.contractId),
      });
    }
    expect(batched.get(offered.contractId)).toEqual({ working: true, currentId: null, offeredId: older.id });
    expect(batched.get(archived.contractId)?.working).toBe(false);
    expect(batched.get(busy.contractId)?.offeredId).toBeNull();

    const working = await workingContractIds(t.db, ids);
    for (const id of ids) expect(working.has(id)).toBe(await isWorkingContract(t.db, id));
    expect(working.has(archived.contractId)).toBe(false);
    expect(working.has(pendingApplication.contractId)).toBe(false);

    // whose feed may show a task: an open offer of a searching task, or the master's own task
    expect([...(await contractsSeeingTask(t.db, older.id, ids))].sort()).toEqual(
      [busy.contractId, offered.contractId].sort(),
    );
    expect([...(await contractsSeeingTask(t.db, newer.id, ids))]).toEqual([offered.contractId]);
    expect([...(await contractsSeeingTask(t.db, current.id, ids))]).toEqual([busy.contractId]);
    expect([...(await contractsSeeingTask(t.db, gone.id, ids))]).toEqual([]);
    expect([...(await contractsSeeingTask(t.db, current.id, [offered.contractId]))]).toEqual([]);
    expect(await masterFeedStates(t.db, [])).toEqual(new Map());
    expect(await workingContractIds(t.db, [])).toEqual(new Set());
  });
});

describe('a dispatch to several masters', () => {
  it('writes one pending offer and one offer_new notification per eligible master, stamped with the dispatch time', async () => {
    const category = await createCategory(t.db);
    const masters = await Promise.all(
      [1, 2, 3].map(() => createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId })),
    );
    const client = await createClient(t.db);
    const response = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks',
      as: client.spec,
      payload: {
        text: 'Нужно заменить розетку в комнате',
        category_id: category.id,
        city_id: place.cityId,
        district_id: place.districtId,
        phone: '+998901234567',
      },
    });
    expect(response.statusCode).toBe(200);
    const taskId = response.json().data.id as number;
    const created = await t.db.task.findUniqueOrThrow({ where: { id: taskId } });
    const offers = await t.db.taskOffer.findMany({ where: { taskId }, orderBy: { contractId: 'asc' } });
    expect(offers.map((o) => [o.contractId, o.state, o.createdAt.getTime()])).toEqual(
      masters
        .map((m) => [m.contractId, 'pending', created.dispatchedAt!.getTime()])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    const notifications = await t.db.notification.findMany({
      where: { kind: 'offer_new', userId: { in: masters.map((m) => m.userId) } },
    });
    expect(notifications.map((n) => n.userId).sort()).toEqual(masters.map((m) => m.userId).sort());
    for (const n of notifications) {
      expect(n.payload).toEqual({ taskId });
      expect(n.state).toBe('pending');
    }
  });
});

describe('tickBatch', () => {
  it('sends the keys asked in one tick as one call, each caller gets its own value, and the next tick reads again', async () => {
    const calls: number[][] = [];
    let version = 1;
    const load = tickBatch(async (keys: number[]) => {
      calls.push(keys);
      return new Map(keys.filter((key) => key !== 3).map((key) => [key, key * 10 + version]));
    }, -1);
    expect(await Promise.all([load(1), load(2), load(1), load(3)])).toEqual([11, 21, 11, -1]);
    expect(calls).toEqual([[1, 2, 3]]);
    version = 2;
    expect(await load(1)).toBe(12);
    expect(calls).toHaveLength(2);
  });

  it('rejects every caller of a batch that failed', async () => {
    const load = tickBatch<number, number>(async () => {
      throw new Error('database gone');
    }, 0);
    await expect(Promise.all([load(1), load(2)])).rejects.toThrow('database gone');
  });
});

describe('sharedParse', () => {
  it('gives one syntax tree per document text', () => {
    const text = 'subscription { masterFeed { kind taskId } }';
    expect(sharedParse(text)).toBe(sharedParse(`${text}`));
    expect(sharedParse(text)).not.toBe(sharedParse('subscription { masterFeed { kind } }'));
    expect(() => sharedParse('subscription {')).toThrow();
  });
});
