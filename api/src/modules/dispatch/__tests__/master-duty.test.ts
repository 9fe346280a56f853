// On duty and working hours through the real server: the master's switch and hours over REST and GraphQL
// (bad hours refused in ru and uz, nothing changed), dispatch skipping masters off duty or outside their
// hours, a master coming on duty offered the open tasks nearest first, and automatic off duty after offers
// left unanswered (any answer resets the count; an offer withdrawn in time is no miss).
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMasterAt,
  LEAK_AT_POINT,
  places,
  POINT,
  postTaskFor,
  type Place,
  type TestUser,
} from '../../../../../tests/support/factories';
import { applyMissedOffers, offerToMastersWhoseHoursBegin, tashkentClock } from '..';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp({ env: { MASTER_ANSWER_WINDOW_S: '60', MASTER_AUTO_OFF_MISSED: '3' } });
  place = await places(t.db);
});
afterAll(() => t.close());

const masterAt = (categoryId: number, km: number) => createMasterAt(t.db, place, categoryId, km);

async function postTask(categoryId: number, extra: Record<string, unknown> = {}, client?: TestUser) {
  client ??= await createClient(t.db);
  const response = await postTaskFor(t, place, client, categoryId, { ...LEAK_AT_POINT, ...extra });
  expect(response.statusCode).toBe(200);
  return response.json().data.id as number;
}

const offeredTo = async (taskId: number) =>
  (await t.db.taskOffer.findMany({ where: { taskId, state: 'pending' }, orderBy: { id: 'asc' } })).map(
    (offer) => offer.contractId,
  );

describe('the duty switch and working hours', () => {
  it('answers a new master as on duty at any time, and keeps his switch and hours', async () => {
    const category = await createCategory(t.db);
    const master = await masterAt(category.id, 1);
    const first = await t.request({ method: 'GET', url: '/api/tg-webapp/master/duty', as: master.spec });
    expect(first.json()).toMatchObject({ success: true, data: { on_duty: true, hours: [], off_reason: null } });

    const off = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/master/duty',
      as: master.spec,
      payload: { on_duty: false },
    });
    expect(off.json()).toMatchObject({ success: true, data: { on_duty: false, off_reason: 'self' } });
    expect(off.json().message).toBe('Вы не на линии: заказы не придут, пока вы не вернётесь');

    const hours = await t.request({
      method: 'PUT',
      url: '/api/tg-webapp/master/duty/hours',
      as: master.spec,
      payload: {
        hours: [
          { weekday: 2, from: '14:00', to: '18:00' },
          { weekday: 2, from: '09:00', to: '13:00' },
          { weekday: 6, from: '10:00', to: '24:00' },
        ],
      },
    });
    expect(hours.statusCode).toBe(200);
    expect(hours.json().data.hours).toEqual([
      { weekday: 2, from: '09:00', to: '13:00' },
      { weekday: 2, from: '14:00', to: '18:00' },
      { weekday: 6, from: '10:00', to: '24:00' },
    ]);

    const read = await t.gql('{ myDuty { onDuty offReason hours { weekday from to } } }', {}, master.spec);
    expect(read.data.myDuty).toEqual({ onDuty: false, offReason: 'self', hours: hours.json().data.hours });

    const on = await t.gql(
      'mutation { setMyDuty(onDuty: true) { ... on MutationSetMyDutySuccess { data { onDuty offReason } } } }',
      {},
      master.spec,
    );
    expect(on.data.setMyDuty.data).toEqual({ onDuty: true, offReason: null });
  });

  it.each([
    [[{ weekday: 1, from: '25:00', to: '26:00' }], 'Время указывается как ЧЧ:ММ, от 00:00 до 24:00'],
    [[{ weekday: 1, from: '9:00', to: '18:00' }], 'Время указывается как ЧЧ:ММ, от 00:00 до 24:00'],
    [[{ weekday: 8, from: '09:00', to: '18:00' }], 'День недели — число от 1 (понедельник) до 7 (воскресенье)'],
    [[{ weekday: 1, from: '18:00', to: '09:00' }], 'Конец рабочего времени должен быть позже начала'],
    [
      [
        { weekday: 3, from: '09:00', to: '13:00' },
        { weekday: 3, from: '12:00', to: '18:00' },
      ],
      'Рабочие часы одного дня не должны пересекаться',
    ],
    ['always', 'Передайте список рабочих часов'],
  ])('refuses the hours %j with a clear message and changes nothing', async (hours, message) => {
    const category = await createCategory(t.db);
    const master = await masterAt(category.id, 1);
    await t.db.contractHours.create({ data: { contractId: master.contractId, weekday: 5, fromMin: 60, toMin: 120 } });
    const response = await t.request({
      method: 'PUT',
      url: '/api/tg-webapp/master/duty/hours',
      as: master.spec,
      payload: { hours },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, message });
    const kept = await t.db.contractHours.findMany({ where: { contractId: master.contractId } });
    expect(kept.map((row) => [row.weekday, row.fromMin, row.toMin])).toEqual([[5, 60, 120]]);
  });

  it('says a refusal in Uzbek to an Uzbek master, over GraphQL too', async () => {
    const category = await createCategory(t.db);
    const master = await masterAt(category.id, 1);
    await t.db.user.update({ where: { id: master.userId }, data: { language: 'uz' } });
    const response = await t.request({
      method: 'PUT',
      url: '/api/tg-webapp/master/duty/hours',
      as: master.spec,
      payload: { hours: [{ weekday: 1, from: '18:00', to: '09:00' }] },
    });
    expect(response.json().message).toBe('Ish vaqtining oxiri boshidan keyin boʻlishi kerak');
    const graphql = await t.gql(
      'mutation { setMyWorkingHours(hours: [{ weekday: 1, from: "10:00", to: "12:00" }, { weekday: 1, from: "11:00", to: "13:00" }]) { __typename ... on Error { message } } }',
      {},
      master.spec,
    );
    expect(graphql.data.setMyWorkingHours).toEqual({
      __typename: 'ValidationError',
      message: 'Bir kunning ish soatlari bir-birini qoplamasligi kerak',
    });
    expect(await t.db.contractHours.count({ where: { contractId: master.contractId } })).toBe(0);
  });

  it('refuses a user without an approved application', async () => {
    const client = await createClient(t.db);
    const response = await t.request({ method: 'GET', url: '/api/tg-webapp/master/duty', as: client.spec });
    expect(response.statusCode).toBe(403);
  });
});

describe('dispatch respects duty and hours', () => {
  it('skips a master off duty and one outside his hours for a task wanted as soon as possible', async () => {
    const category = await createCategory(t.db);
    const off = await masterAt(category.id, 0.5);
    const outside = await masterAt(category.id, 1);
    const inside = await masterAt(category.id, 2);
    const anyTime = await masterAt(category.id, 3);
    await t.db.contract.update({ where: { id: off.contractId }, data: { onDuty: false, offReason: 'self' } });
    const { weekday, minute } = tashkentClock(new Date());
    // outside: he works only tomorrow; inside: his hours today hold now
    await t.db.contractHours.createMany({
      data: [
        { contractId: outside.contractId, weekday: (weekday % 7) + 1, fromMin: 0, toMin: 1440 },
        {
          contractId: inside.contractId,
          weekday,
          fromMin: Math.max(0, minute - 30),
          toMin: Math.min(1440, minute + 30),
        },
      ],
    });
    const taskId = await postTask(category.id);
    expect((await offeredTo(taskId)).sort()).toEqual([inside.contractId, anyTime.contractId].sort());
  });

  it('offers a task with a chosen time to a master whose hours cover it, not to one whose hours do not', async () => {
    const category = await createCategory(t.db);
    const morning = await masterAt(category.id, 0.5);
    const evening = await masterAt(category.id, 1);
    // a window tomorrow 18:00-20:00 Tashkent time (13:00-15:00 UTC)
    const tomorrow = new Date(Date.now() + 86_400_000);
    const from = new Date(Date.UTC(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth(), tomorrow.getUTCDate(), 13));
    const to = new Date(from.getTime() + 2 * 3_600_000);
    const { weekday } = tashkentClock(from);
    await t.db.contractHours.createMany({
      data: [
        { contractId: morning.contractId, weekday, fromMin: 8 * 60, toMin: 12 * 60 },
        { contractId: evening.contractId, weekday, fromMin: 17 * 60, toMin: 21 * 60 },
      ],
    });
    const taskId = await postTask(category.id, {
      when: 'window',
      scheduled_from: from.toISOString(),
      scheduled_to: to.toISOString(),
    });
    expect(await offeredTo(taskId)).toEqual([evening.contractId]);
  });

  it('sends a task nobody on duty can take to the admins, and offers it to a master the moment he comes on duty', async () => {
    const category = await createCategory(t.db);
    const master = await masterAt(category.id, 1);
    await t.db.contract.update({ where: { id: master.contractId }, data: { onDuty: false, offReason: 'self' } });
    const taskId = await postTask(category.id);
    expect((await t.db.task.findUniqueOrThrow({ where: { id: taskId } })).status).toBe('awaiting_admin_attention');

    const on = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/master/duty',
      as: master.spec,
      payload: { on_duty: true },
    });
    expect(on.json().data.on_duty).toBe(true);
    expect(await offeredTo(taskId)).toEqual([master.contractId]);
    expect((await t.db.task.findUniqueOrThrow({ where: { id: taskId } })).status).toBe('sent_to_masters');
    const dashboard = await t.request({ method: 'GET', url: '/api/tg-webapp/master/tasks/pending', as: master.spec });
    expect(JSON.stringify(dashboard.json())).toContain(String(taskId));
  });

  it('offers the open tasks nearest first to a master coming on duty, each once', async () => {
    const category = await createCategory(t.db);
    const other = await masterAt(category.id, 0.1);
    const returning = await masterAt(category.id, 1);
    await t.db.contract.update({ where: { id: returning.contractId }, data: { onDuty: false, offReason: 'self' } });
    const far = await postTask(category.id, { latitude: POINT.latitude + 0.1, longitude: POINT.longitude });
    const near = await postTask(category.id);
    expect(await offeredTo(far)).toEqual([other.contractId]);

    await t.request({
      method: 'POST',
      url: '/api/tg-webapp/master/duty',
      as: returning.spec,
      payload: { on_duty: true },
    });
    const offers = await t.db.taskOffer.findMany({
      where: { contractId: returning.contractId, state: 'pending' },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    expect(offers.map((offer) => offer.taskId)).toEqual([near, far]);
    // going on duty again offers nothing twice
    await t.request({
      method: 'POST',
      url: '/api/tg-webapp/master/duty',
      as: returning.spec,
      payload: { on_duty: true },
    });
    expect(await t.db.taskOffer.count({ where: { contractId: returning.contractId } })).toBe(2);
  });

  it('offers the open tasks to a master whose hours begin', async () => {
    const category = await createCategory(t.db);
    const master = await masterAt(category.id, 1);
    const now = new Date();
    const { weekday, minute } = tashkentClock(now);
    // hours that begin in a minute, so now they do not cover the task's time
    const start = minute + 1;
    if (start >= 1440) return; // the last minute of a Tashkent day: nothing begins within it
    await t.db.contractHours.create({ data: { contractId: master.contractId, weekday, fromMin: start, toMin: 1440 } });
    const taskId = await postTask(category.id);
    expect(await offeredTo(taskId)).toEqual([]);

    expect(await offerToMastersWhoseHoursBegin(t.app.services, now)).toBe(0);
    const later = new Date(now.getTime() + 60_000);
    expect(await offerToMastersWhoseHoursBegin(t.app.services, later)).toBe(1);
    expect(await offeredTo(taskId)).toEqual([master.contractId]);
  });
});

describe('a task nobody on duty can take', () => {
  const card = async (client: TestUser) =>
    (await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/active', as: client.spec })).json().data.journey;

  it('tells the client honestly, with when the first master on duty begins his hours, until a master comes', async () => {
    const category = await createCategory(t.db);
    const away = await masterAt(category.id, 1);
    const later = await masterAt(category.id, 2);
    await t.db.contract.update({ where: { id: away.contractId }, data: { onDuty: false, offReason: 'self' } });
    const now = new Date();
    const { weekday, minute } = tashkentClock(now);
    // his hours are tomorrow from 08:00
    const tomorrow = (weekday % 7) + 1;
    await t.db.contractHours.create({
      data: { contractId: later.contractId, weekday: tomorrow, fromMin: 480, toMin: 1080 },
    });
    const client = await createClient(t.db);
    const taskId = await postTask(category.id, {}, client);

    const waiting = await card(client);
    const expected = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + (1440 - minute + 480) * 60_000);
    expect(waiting).toMatchObject({ stage: 'searching', waiting_for_duty: true });
    expect(Math.abs(new Date(waiting.next_on_duty_at).getTime() - expected.getTime())).toBeLessThanOrEqual(60_000);
    const graphql = await t.gql(`{ task(id: ${taskId}) { journey { waitingForDuty nextOnDutyAt } } }`, {}, client.spec);
    expect(graphql.data.task.journey).toEqual({ waitingForDuty: true, nextOnDutyAt: waiting.next_on_duty_at });

    await t.request({ method: 'POST', url: '/api/tg-webapp/master/duty', as: away.spec, payload: { on_duty: true } });
    expect(await card(client)).toMatchObject({ stage: 'searching', waiting_for_duty: false, next_on_duty_at: null });
  });

  it('does not say so when no master of the trade exists at all', async () => {
    const category = await createCategory(t.db);
    const client = await createClient(t.db);
    await postTask(category.id, {}, client);
    expect(await card(client)).toMatchObject({ stage: 'searching', waiting_for_duty: false, next_on_duty_at: null });
  });
});

describe('automatic off duty', () => {
  async function offeredTasks(categoryId: number, count: number) {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push(await postTask(categoryId));
    return ids;
  }

  it('puts a master off duty after three offers in a row left unanswered, tells him, and lets him back on', async () => {
    const category = await createCategory(t.db);
    const master = await masterAt(category.id, 1);
    await offeredTasks(category.id, 3);
    // within the window nothing is a miss yet
    expect(await applyMissedOffers(t.app.services, new Date(Date.now() + 30_000))).toBe(0);
    expect(await applyMissedOffers(t.app.services, new Date(Date.now() + 61_000))).toBe(1);
    const contract = await t.db.contract.findUniqueOrThrow({ where: { id: master.contractId } });
    expect(contract).toMatchObject({ onDuty: false, offReason: 'missed_offers', missedInRow: 3 });
    expect(await t.db.notification.count({ where: { userId: master.userId, kind: 'duty_off_missed' } })).toBe(1);
    // counted once
    expect(await applyMissedOffers(t.app.services, new Date(Date.now() + 120_000))).toBe(0);

    const duty = await t.request({ method: 'GET', url: '/api/tg-webapp/master/duty', as: master.spec });
    expect(duty.json().data).toMatchObject({ on_duty: false, off_reason: 'missed_offers' });
    // a new task is no longer offered to him
    const next = await postTask(category.id);
    expect(await offeredTo(next)).toEqual([]);
    await t.request({ method: 'POST', url: '/api/tg-webapp/master/duty', as: master.spec, payload: { on_duty: true } });
    expect(await t.db.contract.findUniqueOrThrow({ where: { id: master.contractId } })).toMatchObject({
      onDuty: true,
      offReason: null,
      missedInRow: 0,
    });
  });

  it('resets the count on any answer, and counts no offer withdrawn before its window ended', async () => {
    const category = await createCategory(t.db);
    const master = await masterAt(category.id, 1);
    await t.db.contract.update({ where: { id: master.contractId }, data: { missedInRow: 2 } });
    const [, second, third] = await offeredTasks(category.id, 3);
    // the second is declined (an answer), the third cancelled by its client within the window
    const declined = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/master/tasks/${second}/reject`,
      as: master.spec,
    });
    expect(declined.statusCode).toBe(200);
    await t.db.taskOffer.updateMany({
      where: { taskId: third, contractId: master.contractId },
      data: { state: 'withdrawn', respondedAt: new Date(), withdrawal: 'closed' },
    });
    expect(await applyMissedOffers(t.app.services, new Date(Date.now() + 61_000))).toBe(0);
    // two earlier misses, reset by the answer, then only the first offer missed
    const contract = await t.db.contract.findUniqueOrThrow({ where: { id: master.contractId } });
    expect(contract).toMatchObject({ onDuty: true, missedInRow: 1 });
    expect(await t.db.taskOffer.count({ where: { contractId: master.contractId, missedAt: { not: null } } })).toBe(1);
  });
});
