// The client's live card and the master's way, over REST and GraphQL. Each stage's data reaches
// only the task's client (and the master his own); every refusal of a position stores nothing.
import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';
import { eventually } from '../../../../../tests/support/eventually';
import {
  createCategory,
  createClient,
  createMasters,
  places,
  type Place,
  type TestMaster,
  type TestUser,
} from '../../../../../tests/support/factories';
import { etaMinutes, metresBetween } from '../journey/journey-model';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
});
afterAll(() => t.close());

// the client's point: Amir Temur square, Tashkent
const HOME = { latitude: 41.3111, longitude: 69.2797 };
// about 3 km north-west of it
const NEAR = { latitude: 41.3326, longitude: 69.2505 };
const NEARER = { latitude: 41.3201, longitude: 69.2689 };
// Chirchiq: about 30 km from the task
const CHIRCHIQ = { latitude: 41.4689, longitude: 69.5822 };
// Samarkand: in Uzbekistan, about 270 km from the task
const SAMARKAND = { latitude: 39.6542, longitude: 66.9597 };
// Almaty: outside Uzbekistan
const ALMATY = { latitude: 43.2389, longitude: 76.8897 };

const post = (as: { spec: TestUser['spec'] } | null, url: string, payload: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url: `/api/tg-webapp${url}`, ...(as ? { as: as.spec } : {}), payload });

const active = async (as: TestUser) =>
  (await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/active', as: as.spec })).json();

// a fresh category, its masters in Tashkent, a client's task (with a point) offered to them
async function scene(count = 2) {
  const category = await createCategory(t.db);
  const masters = await createMasters(t.db, count, { categoryIds: [category.id], cityId: place.cityId });
  const client = await createClient(t.db);
  const response = await post(client, '/tasks', {
    text: 'Потекла труба под раковиной на кухне',
    category_id: category.id,
    city_id: place.cityId,
    district_id: place.districtId,
    tg_username: 'client_contact',
    ...HOME,
  });
  expect(response.statusCode).toBe(200);
  return { masters, client, taskId: response.json().data.id as number };
}

async function accepted(count = 2) {
  const s = await scene(count);
  expect((await post(s.masters[0], `/master/tasks/${s.taskId}/approve`)).statusCode).toBe(200);
  return s;
}

// the master's last report, moved back so the next one is neither too soon nor too far for the time
// (10 minutes: 25 km at 150 km/h)
const age = (taskId: number, seconds = 600) =>
  t.db.$executeRaw`UPDATE "TaskJourney" SET "positionAt" = "positionAt" - make_interval(secs => ${seconds}),
    "etaGivenAt" = "etaGivenAt" - make_interval(secs => ${seconds}) WHERE "taskId" = ${taskId}`;

const journeyRow = (taskId: number) => t.db.taskJourney.findUnique({ where: { taskId } });

describe('stages on the client card (GET /tasks/active)', () => {
  it('searching: counts of masters told, no one named; accepted: the master; on the way: distance and ETA', async () => {
    const { masters, client, taskId } = await scene(3);
    let card = await active(client);
    expect(card.data.status).toBe('sent_to_masters');
    expect(card.data.journey).toMatchObject({
      stage: 'searching',
      masters_notified: 3,
      wave: 1,
      master: null,
      distance_m: null,
      eta_min: null,
    });

    await post(masters[0], `/master/tasks/${taskId}/approve`);
    card = await active(client);
    expect(card.data.status).toBe('in_progress');
    expect(card.data.journey).toMatchObject({
      stage: 'accepted',
      masters_notified: null,
      master: { first_name: 'Мастер', rating: 0, completed_count: 0 },
    });

    const started = await post(masters[0], `/master/tasks/${taskId}/on-the-way`, { ...NEAR, accuracy: 12.4 });
    expect(started.json()).toEqual({ success: true, message: 'Клиенту сообщили, что вы в пути' });
    card = await active(client);
    const metres = Math.round(metresBetween(NEAR, HOME));
    expect(card.data.status).toBe('in_progress');
    expect(card.data.journey).toMatchObject({ stage: 'on_the_way', distance_m: metres, eta_source: 'model' });
    expect(card.data.journey.eta_min).toBe(etaMinutes(metres, new Date(card.data.journey.updated_at)));
    // the raw point is nobody's to read but stored for the next distance only
    expect(JSON.stringify(card)).not.toContain(String(NEAR.latitude));

    await age(taskId);
    const moved = await post(masters[0], `/master/tasks/${taskId}/location`, NEARER);
    expect(moved.json()).toEqual({ success: true, message: 'Местоположение обновлено' });
    const closer = (await active(client)).data.journey;
    expect(closer.distance_m).toBe(Math.round(metresBetween(NEARER, HOME)));
    expect(closer.distance_m).toBeLessThan(metres);

    const there = await post(masters[0], `/master/tasks/${taskId}/arrived`);
    expect(there.json()).toEqual({ success: true, message: 'Клиенту сообщили, что вы на месте' });
    card = await active(client);
    expect(card.data.status).toBe('in_progress');
    expect(card.data.journey).toMatchObject({ stage: 'arrived', distance_m: null, eta_min: null });
    // arrival erases the point
    expect(await journeyRow(taskId)).toMatchObject({ stage: 'arrived', latitude: null, longitude: null });

    await post(masters[0], `/master/tasks/${taskId}/complete`);
    expect(await journeyRow(taskId)).toBeNull();
  });

  it('a master who shares no position gives his own minutes, shown as his estimate', async () => {
    const { masters, client, taskId } = await accepted();
    await post(masters[0], `/master/tasks/${taskId}/on-the-way`, { eta_min: 25 });
    expect((await active(client)).data.journey).toMatchObject({
      stage: 'on_the_way',
      distance_m: null,
      eta_min: 25,
      eta_source: 'master',
    });
    expect(await journeyRow(taskId)).toMatchObject({ latitude: null, masterEtaMin: 25 });
  });
});

describe('privacy: a master’s distance before he sets off', () => {
  // two points of one master cell (MASTER_CELL_DEGREES: 41.310..41.315 N, 69.27500..69.28125 E), 450 m apart
  const MASTER_POINTS = [
    { latitude: 41.3105, longitude: 69.276 },
    { latitude: 41.3145, longitude: 69.2808 },
  ];
  // three clients' points in three task cells around them
  const CLIENT_POINTS = [
    { latitude: 41.351, longitude: 69.301 },
    { latitude: 41.289, longitude: 69.221 },
    { latitude: 41.331, longitude: 69.333 },
  ];

  // the radius each client's searching card shows with the only master at `masterPoint`, and the
  // distance shown once he accepts the last task
  async function radii(masterPoint: { latitude: number; longitude: number }) {
    const category = await createCategory(t.db);
    const [master] = await createMasters(t.db, 1, { categoryIds: [category.id], cityId: place.cityId });
    await t.db.contract.update({ where: { id: master.contractId }, data: masterPoint });
    const shown: number[] = [];
    let last = { client: master as TestUser, taskId: 0 };
    for (const point of CLIENT_POINTS) {
      const client = await createClient(t.db);
      const response = await post(client, '/tasks', {
        text: 'Потекла труба под раковиной на кухне',
        category_id: category.id,
        city_id: place.cityId,
        district_id: place.districtId,
        tg_username: 'client_contact',
        ...point,
      });
      const taskId = response.json().data.id as number;
      const card = await active(client);
      expect(card.data.journey).toMatchObject({ stage: 'searching', masters_notified: 1 });
      shown.push(card.data.journey.radius_m);
      last = { client, taskId };
    }
    expect((await post(master, `/master/tasks/${last.taskId}/approve`)).statusCode).toBe(200);
    const accepted = (await active(last.client)).data.journey;
    expect(accepted.stage).toBe('accepted');
    return { shown, accepted: accepted.distance_m as number };
  }

  it('comes in 500 m bands read from cell to cell, so tasks from other cells cannot narrow where he is', async () => {
    const first = await radii(MASTER_POINTS[0]);
    const second = await radii(MASTER_POINTS[1]);
    for (const metres of [...first.shown, first.accepted]) {
      expect(metres).toBeGreaterThan(0);
      expect(metres % 500).toBe(0);
    }
    // the same answers wherever he is within his cell
    expect(second).toEqual(first);
  });
});

describe('privacy: only the task client, only while on the way', () => {
  it('another master, another client, an anonymous caller: refused, and no journey', async () => {
    const { masters, client, taskId } = await accepted();
    const stranger = await createClient(t.db);
    for (const action of ['on-the-way', 'location', 'arrived']) {
      expect((await post(masters[1], `/master/tasks/${taskId}/${action}`, NEAR)).statusCode).toBe(404);
      expect((await post(stranger, `/master/tasks/${taskId}/${action}`, NEAR)).statusCode).toBe(404);
      expect((await post(client, `/master/tasks/${taskId}/${action}`, NEAR)).statusCode).toBe(404);
      expect([401, 403]).toContain((await post(null, `/master/tasks/${taskId}/${action}`, NEAR)).statusCode);
    }
    expect(await journeyRow(taskId)).toBeNull();
    await post(masters[0], `/master/tasks/${taskId}/on-the-way`, NEAR);

    const query = `query($id: Int!) { task(id: $id) { id journey { stage distanceMeters etaMinutes } } }`;
    const own = await t.gql(query, { id: taskId }, client.spec);
    expect(own.data.task.journey).toMatchObject({ stage: 'ON_THE_WAY' });
    // an admin sees the task but not the master's way
    const admin = await t.gql(
      `query($id: Int!) { adminTask(id: $id) { id journey { stage } } }`,
      { id: taskId },
      DEMO.admin,
    );
    expect(admin.data.adminTask).toEqual({ id: taskId, journey: null });
    for (const other of [masters[1], stranger]) {
      const answer = await t.gql(query, { id: taskId }, other.spec);
      expect(answer.data?.task?.journey ?? null).toBeNull();
    }
    // the other client's own card has nothing of it
    expect((await active(stranger)).data).toBeNull();
  });

  it('the position is erased when the client cancels, and the stage ends', async () => {
    const { masters, client, taskId } = await accepted();
    await post(masters[0], `/master/tasks/${taskId}/on-the-way`, NEAR);
    expect(await journeyRow(taskId)).toMatchObject({ latitude: NEAR.latitude });
    const reason = await t.db.cancelReason.findFirstOrThrow({
      where: { audience: 'client', step: 2, code: { not: 'other' } },
    });
    const cancelled = await post(client, `/tasks/${taskId}/cancel`, {
      cancel_reason_id: reason.id,
      cancel_reason_text: 'Планы поменялись',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await journeyRow(taskId)).toBeNull();
    const late = await post(masters[0], `/master/tasks/${taskId}/location`, NEARER);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ success: false, message: 'Задача не в работе' });
    expect(await journeyRow(taskId)).toBeNull();
  });

  it('the position is erased when the master gives the task up', async () => {
    const { masters, taskId } = await accepted();
    await post(masters[0], `/master/tasks/${taskId}/on-the-way`, NEAR);
    const reason = await t.db.cancelReason.findFirstOrThrow({ where: { audience: 'master', code: { not: 'OTHER' } } });
    expect((await post(masters[0], `/master/tasks/${taskId}/cancel`, { cancel_reason_id: reason.id })).statusCode).toBe(
      200,
    );
    expect(await journeyRow(taskId)).toBeNull();
  });
});

describe('refusals: nothing stored, said in the master’s language', () => {
  async function onTheWay() {
    const s = await accepted();
    await post(s.masters[0], `/master/tasks/${s.taskId}/on-the-way`, NEAR);
    await age(s.taskId);
    return { ...s, before: await journeyRow(s.taskId) };
  }

  it('outside Uzbekistan', async () => {
    const { masters, taskId, before } = await onTheWay();
    const refused = await post(masters[0], `/master/tasks/${taskId}/location`, ALMATY);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ success: false, message: 'Местоположение за пределами Узбекистана' });
    expect(await journeyRow(taskId)).toEqual(before);
    // and on "on the way" itself
    const s = await accepted();
    expect((await post(s.masters[0], `/master/tasks/${s.taskId}/on-the-way`, ALMATY)).statusCode).toBe(422);
    expect(await journeyRow(s.taskId)).toBeNull();
  });

  it('more than 100 km from the task', async () => {
    const { masters, taskId, before } = await onTheWay();
    const refused = await post(masters[0], `/master/tasks/${taskId}/location`, SAMARKAND);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Местоположение дальше 100 км от задачи');
    expect(await journeyRow(taskId)).toEqual(before);
  });

  it('faster than 150 km/h since the previous point, in Russian and Uzbek; a walk of 200 m in 6 s passes', async () => {
    const { masters, taskId } = await accepted();
    await post(masters[0], `/master/tasks/${taskId}/on-the-way`, NEAR);
    await age(taskId, 6);
    const before = await journeyRow(taskId);
    const jump = await post(masters[0], `/master/tasks/${taskId}/location`, CHIRCHIQ);
    expect(jump.statusCode).toBe(422);
    expect(jump.json()).toMatchObject({
      success: false,
      message: 'Местоположение слишком далеко от предыдущего: быстрее 150 км/ч не бывает',
    });
    expect(await journeyRow(taskId)).toEqual(before);
    await t.db.user.update({ where: { id: masters[0].userId }, data: { language: 'uz' } });
    expect((await post(masters[0], `/master/tasks/${taskId}/location`, CHIRCHIQ)).json().message).toBe(
      'Joylashuv oldingisidan juda uzoqda: soatiga 150 km dan tez yurib boʻlmaydi',
    );
    // 200 m north of NEAR, claimed with 20 m accuracy
    const walked = await post(masters[0], `/master/tasks/${taskId}/location`, {
      latitude: NEAR.latitude + 0.0018,
      longitude: NEAR.longitude,
      accuracy: 20,
    });
    expect(walked.statusCode).toBe(200);
  });

  it('more often than once in 5 s', async () => {
    const { masters, taskId } = await onTheWay();
    expect((await post(masters[0], `/master/tasks/${taskId}/location`, NEARER)).statusCode).toBe(200);
    const stored = await journeyRow(taskId);
    const refused = await post(masters[0], `/master/tasks/${taskId}/location`, NEAR);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'Местоположение можно отправлять не чаще раза в 5 с',
    });
    expect(await journeyRow(taskId)).toEqual(stored);
  });

  it('two reports at once: one stored, one refused', async () => {
    const { masters, taskId } = await onTheWay();
    const answers = await Promise.all([
      post(masters[0], `/master/tasks/${taskId}/location`, NEARER),
      post(masters[0], `/master/tasks/${taskId}/location`, HOME),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
  });

  it('malformed bodies, and a position before "on the way"', async () => {
    const { masters, taskId } = await accepted();
    const url = `/master/tasks/${taskId}/location`;
    expect((await post(masters[0], url, NEAR)).json()).toMatchObject({ message: 'Сначала нажмите «Еду»' });
    const start = `/master/tasks/${taskId}/on-the-way`;
    expect((await post(masters[0], start, { latitude: 41.3 })).json().message).toBe('Нужны широта и долгота вместе');
    expect((await post(masters[0], start, { ...NEAR, eta_min: 5 })).statusCode).toBe(422);
    expect((await post(masters[0], start, { eta_min: 0 })).json().message).toBe(
      'Укажите время в пути от 1 до 180 минут',
    );
    expect((await post(masters[0], start, { ...NEAR, accuracy: -1 })).statusCode).toBe(422);
    expect((await post(masters[0], start, { latitude: 'x', longitude: 69 })).json().message).toBe('Неверная широта');
    expect(await journeyRow(taskId)).toBeNull();
    await post(masters[0], start, NEAR);
    await age(taskId);
    expect((await post(masters[0], url, {})).statusCode).toBe(422);
  });

  it('in Uzbek for an Uzbek master', async () => {
    const { masters, taskId } = await onTheWay();
    await t.db.user.update({ where: { id: masters[0].userId }, data: { language: 'uz' } });
    const refused = await post(masters[0], `/master/tasks/${taskId}/location`, ALMATY);
    expect(refused.json().message).toBe('Joylashuv Oʻzbekistondan tashqarida');
    const far = await post(masters[0], `/master/tasks/${taskId}/location`, SAMARKAND);
    expect(far.json().message).toBe('Joylashuv vazifadan 100 km dan uzoqda');
  });
});

describe('bot: through the outbox, no duplicates', () => {
  it('the client is told once that the master left and once that he arrived', async () => {
    const { masters, client, taskId } = await accepted();
    await Promise.all([
      post(masters[0], `/master/tasks/${taskId}/on-the-way`, NEAR),
      post(masters[0], `/master/tasks/${taskId}/on-the-way`, NEAR),
    ]);
    await age(taskId);
    await post(masters[0], `/master/tasks/${taskId}/on-the-way`, NEARER);
    await post(masters[0], `/master/tasks/${taskId}/arrived`);
    expect((await post(masters[0], `/master/tasks/${taskId}/arrived`)).statusCode).toBe(409);
    const notes = await t.db.notification.findMany({ where: { userId: client.userId }, orderBy: { id: 'asc' } });
    const kinds = notes.map((note) => note.kind);
    expect(kinds.filter((kind) => kind === 'master_on_the_way')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'master_arrived')).toHaveLength(1);
    const onTheWay = notes.find((note) => note.kind === 'master_on_the_way')!;
    expect(onTheWay.payload).toMatchObject({ taskId, etaSource: 'model' });
  });
});

describe('nobody left guessing: why a task left the master', () => {
  const ENDING = `query($id: Int!) { masterTaskEnding(taskId: $id) { kind message reason } }`;

  it('the client cancels with a reason: the master holding it and the one with an offer are told why', async () => {
    const { masters, client, taskId } = await accepted();
    const reason = await t.db.cancelReason.findFirstOrThrow({
      where: { audience: 'client', step: 2, code: { not: 'other' } },
    });
    await post(client, `/tasks/${taskId}/cancel`, { cancel_reason_id: reason.id });
    const holder = await t.gql(ENDING, { id: taskId }, masters[0].spec);
    expect(holder.data.masterTaskEnding).toEqual({
      kind: 'CANCELLED_BY_CLIENT',
      message: 'Клиент отменил задачу',
      reason: reason.name,
    });
    // the other master's offer was withdrawn when the first accepted: another master took it
    const other = await t.gql(ENDING, { id: taskId }, masters[1].spec);
    expect(other.data.masterTaskEnding).toMatchObject({
      kind: 'TAKEN_BY_OTHER',
      message: 'Задачу принял другой мастер',
    });
    const told = await t.db.notification.findMany({
      where: { userId: masters[0].userId, kind: 'task_cancelled_by_client' },
    });
    expect(told).toHaveLength(1);
  });

  it('an offer withdrawn by the client cancelling says so, in Uzbek too, and the bot tells him', async () => {
    const { masters, client, taskId } = await scene(2);
    // both offers written before the client cancels (the dispatch may finish after the creation answered)
    await eventually(async () => (await t.db.taskOffer.count({ where: { taskId } })) === 2, 15_000);
    await t.db.user.update({ where: { id: masters[1].userId }, data: { language: 'uz' } });
    const reason = await t.db.cancelReason.findFirstOrThrow({
      where: { audience: 'client', step: 1, code: { not: 'other' } },
    });
    await post(client, `/tasks/${taskId}/cancel`, { cancel_reason_id: reason.id, cancel_reason_text: 'Сам починил' });
    const ru = await t.gql(ENDING, { id: taskId }, masters[0].spec);
    expect(ru.data.masterTaskEnding.kind).toBe('CANCELLED_BY_CLIENT');
    const uz = await t.gql(ENDING, { id: taskId }, masters[1].spec);
    expect(uz.data.masterTaskEnding.message).toBe('Mijoz vazifani bekor qildi');
    for (const master of masters) {
      const notes = await t.db.notification.findMany({
        where: { userId: master.userId, kind: 'task_ended_for_master' },
      });
      expect(notes).toHaveLength(1);
    }
  });

  it('a stranger learns nothing; a master who declined is not told', async () => {
    const { masters, client, taskId } = await scene(2);
    await post(masters[1], `/master/tasks/${taskId}/reject`);
    const reason = await t.db.cancelReason.findFirstOrThrow({
      where: { audience: 'client', step: 1, code: { not: 'other' } },
    });
    await post(client, `/tasks/${taskId}/cancel`, { cancel_reason_id: reason.id });
    expect((await t.gql(ENDING, { id: taskId }, masters[1].spec)).data.masterTaskEnding).toBeNull();
    const [stranger] = await createMasters(t.db, 1, { categoryIds: [], cityId: place.cityId });
    expect((await t.gql(ENDING, { id: taskId }, stranger.spec)).data.masterTaskEnding).toBeNull();
  });
});

export type { TestMaster };
