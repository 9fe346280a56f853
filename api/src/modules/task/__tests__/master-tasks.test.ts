import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMaster,
  createMasters,
  places,
  snapshot,
  type Place,
  type TestMaster,
  type TestUser,
} from '../../../../../tests/support/factories';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
});
afterAll(() => t.close());

const master = (as: TestMaster | TestUser, taskId: number, action: string, payload?: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: `/api/tg-webapp/master/tasks/${taskId}/${action}`,
    as: as.spec,
    payload: payload ?? {},
  });

// A fresh category, `count` approved masters of it in Ташкент, and one client's task sent to them.
async function scene(count = 2, options: { districtId?: number } = {}) {
  const category = await createCategory(t.db);
  const masters = await createMasters(t.db, count, { categoryIds: [category.id], cityId: place.cityId });
  const client = await createClient(t.db);
  const response = await t.request({
    method: 'POST',
    url: '/api/tg-webapp/tasks',
    as: client.spec,
    payload: {
      text: 'Потекла труба под раковиной на кухне',
      category_id: category.id,
      city_id: place.cityId,
      district_id: options.districtId ?? place.districtId,
      tg_username: 'client_contact',
    },
  });
  const task = response.json().data;
  return { category, masters, client, task, taskId: task.id as number };
}

async function reasonId(code: string) {
  return (await t.db.cancelReason.findFirstOrThrow({ where: { audience: 'master', code } })).id;
}

describe('dispatch', () => {
  it('offers a task only to eligible masters', async () => {
    const category = await createCategory(t.db);
    const other = await createCategory(t.db);
    const eligible = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const inDistrict = await createMaster(t.db, {
      categoryIds: [category.id],
      cityId: place.cityId,
      districtIds: [place.districtId],
    });
    const otherDistrict = await createMaster(t.db, {
      categoryIds: [category.id],
      cityId: place.cityId,
      districtIds: [place.otherDistrictId],
    });
    const otherCity = await createMaster(t.db, { categoryIds: [category.id], cityId: place.otherCityId });
    const otherCategory = await createMaster(t.db, { categoryIds: [other.id], cityId: place.cityId });
    const pending = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId, status: 'pending' });
    const rejected = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId, status: 'rejected' });
    const verified = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId, status: 'verified' });
    const archived = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    await t.db.contract.update({ where: { id: archived.contractId }, data: { archivedAt: new Date() } });
    const busy = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    // busy: give them a task in progress first
    const earlierClient = await createClient(t.db);
    const earlier = await t.db.task.create({
      data: {
        clientId: earlierClient.userId,
        text: 'Другая задача мастера',
        cityId: place.cityId,
        districtId: place.districtId,
        status: 'in_progress',
        contractId: busy.contractId,
      },
    });

    const client = await createClient(t.db);
    const response = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks',
      as: client.spec,
      payload: {
        text: 'Нужен мастер на завтра утром',
        category_id: category.id,
        city_id: place.cityId,
        district_id: place.districtId,
        phone: '901234567',
      },
    });
    const offers = await t.db.taskOffer.findMany({ where: { taskId: response.json().data.id } });
    expect(offers.map((offer) => offer.contractId).sort()).toEqual(
      [eligible.contractId, inDistrict.contractId, verified.contractId].sort(),
    );
    expect(earlier.id).toBeGreaterThan(0);
    for (const excluded of [otherDistrict, otherCity, otherCategory, pending, rejected, archived, busy]) {
      expect(offers.map((offer) => offer.contractId)).not.toContain(excluded.contractId);
    }
  });
});

describe('GET /api/tg-webapp/master/tasks/pending', () => {
  it('shows the offer without the client’s contacts, then the current task with them', async () => {
    const { masters, taskId, client } = await scene(1);
    const offer = (
      await t.request({ method: 'GET', url: '/api/tg-webapp/master/tasks/pending', as: masters[0].spec })
    ).json();
    expect(offer).toMatchObject({
      success: true,
      data: { id: taskId, status: 'sent_to_masters', client: null, tgUsername: null, phone: null },
    });

    await master(masters[0], taskId, 'approve');
    const current = (
      await t.request({ method: 'GET', url: '/api/tg-webapp/master/tasks/pending', as: masters[0].spec })
    ).json();
    expect(current).toMatchObject({
      success: true,
      data: {
        id: taskId,
        status: 'in_progress',
        status_label: 'В работе',
        client: { name: `Клиент ${client.spec.last_name}` },
        tgUsername: 'client_contact',
      },
    });
  });

  it('answers null with "Нет доступных задач" when there is nothing', async () => {
    const category = await createCategory(t.db);
    const idle = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const response = await t.request({ method: 'GET', url: '/api/tg-webapp/master/tasks/pending', as: idle.spec });
    expect(response.json()).toEqual({ success: true, data: null, message: 'Нет доступных задач' });
  });

  it('refuses a user without an approved application', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/tg-webapp/master/tasks/pending',
      as: DEMO.pendingMaster,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'Ваша заявка мастера ещё не подтверждена' });
  });
});

describe('approve (accept)', () => {
  it('gives the task to the master, withdraws the other offers and tells the client', async () => {
    const { masters, taskId, client } = await scene(3);
    const response = await master(masters[1], taskId, 'approve');
    expect(response.json()).toEqual({ success: true, message: 'Задача принята' });

    const task = await t.db.task.findUniqueOrThrow({ where: { id: taskId }, include: { offers: true } });
    expect(task).toMatchObject({ status: 'in_progress', contractId: masters[1].contractId });
    expect(task.acceptedAt).toBeInstanceOf(Date);
    expect(Math.abs(task.acceptedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const states = Object.fromEntries(task.offers.map((offer) => [offer.contractId, offer.state]));
    expect(states).toEqual({
      [masters[0].contractId]: 'withdrawn',
      [masters[1].contractId]: 'accepted',
      [masters[2].contractId]: 'withdrawn',
    });
    expect(await t.db.notification.count({ where: { userId: client.userId, kind: 'task_accepted' } })).toBe(1);
    const change = await t.db.taskStatusChange.findFirstOrThrow({ where: { taskId }, orderBy: { id: 'desc' } });
    expect(change).toMatchObject({
      fromStatus: 'sent_to_masters',
      toStatus: 'in_progress',
      actorUserId: masters[1].userId,
      actorRole: 1,
    });
  });

  it('lets exactly one of 20 masters win when they all accept at the same moment', async () => {
    const { masters, taskId, client } = await scene(20);
    const before = await snapshot(t.db);

    const responses = await Promise.all(masters.map((one) => master(one, taskId, 'approve')));

    const winners = responses.filter((response) => response.statusCode === 200);
    const losers = responses.filter((response) => response.statusCode !== 200);
    expect(winners).toHaveLength(1);
    expect(winners[0].json()).toEqual({ success: true, message: 'Задача принята' });
    expect(losers).toHaveLength(19);
    for (const loser of losers) {
      expect(loser.statusCode).toBe(409);
      expect(loser.json()).toEqual({ success: false, message: 'Задача уже принята другим мастером' });
    }
    const winner = masters[responses.indexOf(winners[0])];
    const task = await t.db.task.findUniqueOrThrow({
      where: { id: taskId },
      include: { offers: true, statusChanges: true },
    });
    expect(task).toMatchObject({ status: 'in_progress', contractId: winner.contractId });
    expect(task.offers.filter((offer) => offer.state === 'accepted').map((offer) => offer.contractId)).toEqual([
      winner.contractId,
    ]);
    expect(task.offers.filter((offer) => offer.state === 'withdrawn')).toHaveLength(19);
    const after = await snapshot(t.db);
    // one status change, one notification to the client, nothing else
    expect(after.changes).toBe(before.changes + 1);
    expect(after.notifications).toBe(before.notifications + 1);
    expect(await t.db.notification.count({ where: { userId: client.userId, kind: 'task_accepted' } })).toBe(1);
    expect(after.tasks.filter((row) => row.id !== taskId)).toEqual(before.tasks.filter((row) => row.id !== taskId));
  });

  it('refuses a master who already works on a task', async () => {
    const first = await scene(1);
    await master(first.masters[0], first.taskId, 'approve');
    // a second task offered to the same (now busy) master through a pending offer made before they got busy
    const second = await scene(1);
    await t.db.taskOffer.create({ data: { taskId: second.taskId, contractId: first.masters[0].contractId } });
    const before = await snapshot(t.db);
    const response = await master(first.masters[0], second.taskId, 'approve');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'У вас уже есть задача в работе' });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('gives a master only one of two offers accepted at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const first = await scene(1);
      const second = await scene(1);
      const solo = first.masters[0];
      await t.db.taskOffer.create({ data: { taskId: second.taskId, contractId: solo.contractId } });
      const responses = await Promise.all([
        master(solo, first.taskId, 'approve'),
        master(solo, second.taskId, 'approve'),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect(responses.find((response) => response.statusCode === 409)!.json()).toEqual({
        success: false,
        message: 'У вас уже есть задача в работе',
      });
      expect(await t.db.task.count({ where: { contractId: solo.contractId, status: 'in_progress' } })).toBe(1);
    }
  });

  it('never gives a master two current tasks when an admin assigns one while they accept another', async () => {
    for (let round = 0; round < 3; round += 1) {
      const offered = await scene(1);
      const other = await scene(0);
      const solo = offered.masters[0];
      const [accept, assign] = await Promise.all([
        master(solo, offered.taskId, 'approve'),
        t.request({
          method: 'POST',
          url: `/admin/api/tasks/${other.taskId}/assign`,
          as: DEMO.admin,
          payload: { contract_id: solo.contractId },
        }),
      ]);
      expect([accept.statusCode, assign.statusCode].sort()).toEqual([200, 409]);
      expect(
        await t.db.task.count({ where: { contractId: solo.contractId, status: { in: ['taken', 'in_progress'] } } }),
      ).toBe(1);
    }
  });

  it('refuses a master the task was never offered to, and changes nothing', async () => {
    const { taskId } = await scene(1);
    const stranger = await createMaster(t.db, { categoryIds: [(await createCategory(t.db)).id], cityId: place.cityId });
    const before = await snapshot(t.db);
    for (const action of ['approve', 'reject', 'complete']) {
      const response = await master(stranger, taskId, action);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Задача не найдена' });
    }
    const cancel = await master(stranger, taskId, 'cancel', { cancel_reason_id: await reasonId('CANNOT_COME') });
    expect(cancel.statusCode).toBe(404);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses a task the client has cancelled', async () => {
    const { masters, taskId, client } = await scene(1);
    const reason = await t.db.cancelReason.findFirstOrThrow({
      where: { audience: 'client', step: 1, code: 'changed_mind' },
    });
    await t.request({
      method: 'POST',
      url: `/api/tg-webapp/tasks/${taskId}/cancel`,
      as: client.spec,
      payload: { cancel_reason_id: reason.id },
    });
    const response = await master(masters[0], taskId, 'approve');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'Задача больше не доступна' });
  });

  it('refuses a client without a master application', async () => {
    const { taskId } = await scene(1);
    const response = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/master/tasks/${taskId}/approve`,
      as: DEMO.client2,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Ваша заявка мастера ещё не подтверждена');
  });
});

describe('reject (decline)', () => {
  it('closes that offer; when all declined the task waits for an admin', async () => {
    const { masters, taskId } = await scene(2);
    const first = await master(masters[0], taskId, 'reject');
    expect(first.json()).toEqual({ success: true, message: 'Вы отказались от задачи' });
    expect((await t.db.task.findUniqueOrThrow({ where: { id: taskId } })).status).toBe('sent_to_masters');

    await master(masters[1], taskId, 'reject');
    expect((await t.db.task.findUniqueOrThrow({ where: { id: taskId } })).status).toBe('awaiting_admin_attention');
    const offers = await t.db.taskOffer.findMany({ where: { taskId } });
    expect(offers.every((offer) => offer.state === 'declined')).toBe(true);
  });

  it('moves the task to the admin once when the last two decline at the same moment', async () => {
    const { masters, taskId } = await scene(4);
    await Promise.all(masters.map((one) => master(one, taskId, 'reject')));
    const task = await t.db.task.findUniqueOrThrow({ where: { id: taskId }, include: { statusChanges: true } });
    expect(task.status).toBe('awaiting_admin_attention');
    expect(task.statusChanges.filter((change) => change.toStatus === 'awaiting_admin_attention')).toHaveLength(1);
  });

  it('lets exactly one of the same master’s accept and decline sent at the same moment win (issue 26)', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 8; round += 1) {
      const { masters, taskId } = await scene(2);
      const actions = round % 2 ? (['reject', 'approve'] as const) : (['approve', 'reject'] as const);
      const responses = await Promise.all(actions.map((action) => master(masters[0], taskId, action)));
      const won = responses.filter((response) => response.statusCode === 200);
      expect(won).toHaveLength(1);
      const lost = responses.find((response) => response.statusCode !== 200)!;
      expect(lost.statusCode).toBe(409);
      expect(lost.json()).toEqual({ success: false, message: 'Задача больше не доступна' });
      const accepted = responses[actions.indexOf('approve')].statusCode === 200;
      outcomes.add(accepted ? 'approve' : 'reject');
      const task = await t.db.task.findUniqueOrThrow({ where: { id: taskId }, include: { offers: true } });
      const offer = task.offers.find((one) => one.contractId === masters[0].contractId)!;
      if (accepted) {
        expect(task).toMatchObject({ status: 'in_progress', contractId: masters[0].contractId });
        expect(offer.state).toBe('accepted');
      } else {
        // the other master's offer is still open
        expect(task).toMatchObject({ status: 'sent_to_masters', contractId: null });
        expect(offer.state).toBe('declined');
      }
    }
  });

  it('refuses to decline twice', async () => {
    const { masters, taskId } = await scene(2);
    await master(masters[0], taskId, 'reject');
    const again = await master(masters[0], taskId, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'Задача больше не доступна' });
  });
});

describe('complete', () => {
  it('completes the master’s task in progress and tells the client', async () => {
    const { masters, taskId, client } = await scene(1);
    await master(masters[0], taskId, 'approve');
    const response = await master(masters[0], taskId, 'complete');
    expect(response.json()).toEqual({ success: true, message: 'Задача завершена' });
    const task = await t.db.task.findUniqueOrThrow({ where: { id: taskId } });
    expect(task.status).toBe('completed');
    expect(task.completedAt).toBeInstanceOf(Date);
    expect(await t.db.notification.count({ where: { userId: client.userId, kind: 'task_completed' } })).toBe(1);
  });

  it('refuses a task that is not in progress, and another master’s task', async () => {
    const { masters, taskId } = await scene(2);
    const early = await master(masters[0], taskId, 'complete');
    expect(early.statusCode).toBe(404);
    await master(masters[0], taskId, 'approve');
    const before = await snapshot(t.db);
    const other = await master(masters[1], taskId, 'complete');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ success: false, message: 'Задача не найдена' });
    expect(await snapshot(t.db)).toEqual(before);
    await master(masters[0], taskId, 'complete');
    const twice = await master(masters[0], taskId, 'complete');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ success: false, message: 'Завершить можно только задачу в работе' });
  });
});

describe('master cancel', () => {
  it('needs a reason: "Выберите причину отмены", OTHER needs text, at most 100 characters', async () => {
    const { masters, taskId } = await scene(1);
    await master(masters[0], taskId, 'approve');
    const before = await snapshot(t.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'Выберите причину отмены', 'cancel_reason_id'],
      [{ cancel_reason_id: '' }, 'Выберите причину отмены', 'cancel_reason_id'],
      [{ cancel_reason_id: await reasonId('OTHER') }, 'Укажите причину отмены', 'cancel_reason_text'],
      [
        { cancel_reason_id: await reasonId('OTHER'), cancel_reason_text: 'я'.repeat(101) },
        'Причина отмены не должна превышать 100 символов',
        'cancel_reason_text',
      ],
      [{ cancel_reason_id: 999999 }, 'Выберите причину отмены из списка', 'cancel_reason_id'],
    ];
    for (const [payload, message, field] of cases) {
      const response = await master(masters[0], taskId, 'cancel', payload);
      expect(response.statusCode).toBe(422);
      // each refusal under the form's own field name
      expect(response.json()).toMatchObject({ success: false, message, errors: { [field]: [message] } });
    }
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('sends the task back to the other eligible masters, never to the one who cancelled', async () => {
    const { masters, taskId, client } = await scene(3);
    await master(masters[0], taskId, 'approve');

    const response = await master(masters[0], taskId, 'cancel', {
      cancel_reason_id: await reasonId('OTHER'),
      cancel_reason_text: 'Заболел',
    });

    expect(response.json()).toEqual({ success: true, message: 'Вы отказались от выполнения задачи' });
    const task = await t.db.task.findUniqueOrThrow({ where: { id: taskId }, include: { offers: true } });
    expect(task).toMatchObject({ status: 'sent_to_masters', contractId: null, acceptedAt: null });
    const pending = task.offers.filter((offer) => offer.state === 'pending').map((offer) => offer.contractId);
    expect(pending.sort()).toEqual([masters[1].contractId, masters[2].contractId].sort());
    expect(task.offers.find((offer) => offer.contractId === masters[0].contractId)!.state).toBe('withdrawn');
    expect(await t.db.notification.count({ where: { userId: client.userId, kind: 'task_requeued' } })).toBe(1);
    const change = await t.db.taskStatusChange.findFirstOrThrow({ where: { taskId }, orderBy: { id: 'desc' } });
    expect(change).toMatchObject({
      fromStatus: 'in_progress',
      toStatus: 'sent_to_masters',
      actorUserId: masters[0].userId,
      actorRole: 1,
      reason: 'Заболел',
    });

    // the canceller sees nothing, cannot take it back, and an admin resend skips them too
    const pendingView = (
      await t.request({ method: 'GET', url: '/api/tg-webapp/master/tasks/pending', as: masters[0].spec })
    ).json();
    expect(pendingView.data).toBeNull();
    expect((await master(masters[0], taskId, 'approve')).statusCode).toBe(409);
    await t.request({ method: 'POST', url: `/admin/api/tasks/${taskId}/redispatch`, as: DEMO.admin });
    const again = await t.db.taskOffer.findFirstOrThrow({ where: { taskId, contractId: masters[0].contractId } });
    expect(again.state).toBe('withdrawn');

    // another master takes it
    expect((await master(masters[2], taskId, 'approve')).json()).toEqual({ success: true, message: 'Задача принята' });
  });

  it('never deadlocks when the master cancels while the others press accept', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { masters, taskId } = await scene(8);
      await master(masters[0], taskId, 'approve');
      const reason = await reasonId('CANNOT_COME');
      const responses = await Promise.all([
        master(masters[0], taskId, 'cancel', { cancel_reason_id: reason }),
        ...masters.slice(1).flatMap((one) => [master(one, taskId, 'approve'), master(one, taskId, 'approve')]),
      ]);
      expect(responses[0].json()).toEqual({ success: true, message: 'Вы отказались от выполнения задачи' });
      for (const response of responses) expect(response.statusCode).toBeLessThan(500);
      const task = await t.db.task.findUniqueOrThrow({ where: { id: taskId } });
      expect(['sent_to_masters', 'in_progress']).toContain(task.status);
      expect(task.contractId).not.toBe(masters[0].contractId);
    }
  });

  it('waits for an admin when nobody else is eligible', async () => {
    const { masters, taskId } = await scene(1);
    await master(masters[0], taskId, 'approve');
    await master(masters[0], taskId, 'cancel', { cancel_reason_id: await reasonId('CLIENT_NO_ANSWER') });
    const task = await t.db.task.findUniqueOrThrow({ where: { id: taskId } });
    expect(task.status).toBe('awaiting_admin_attention');
  });

  it('refuses to cancel a task that is not in progress', async () => {
    const { masters, taskId } = await scene(1);
    await master(masters[0], taskId, 'approve');
    await master(masters[0], taskId, 'complete');
    const response = await master(masters[0], taskId, 'cancel', { cancel_reason_id: await reasonId('CANNOT_COME') });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'Отменить можно только задачу в работе' });
  });
});

describe('reasons and statistics', () => {
  it('lists the master cancel reasons as {id, name, code}', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/tg-webapp/master/tasks/cancel-reasons',
      as: DEMO.plumber,
    });
    expect(response.json().success).toBe(true);
    expect(response.json().data.map((reason: { code: string }) => reason.code)).toEqual([
      'CLIENT_NO_ANSWER',
      'CLIENT_REFUSED',
      'CANNOT_COME',
      'OUT_OF_SKILL',
      'OTHER',
    ]);
    expect(response.json().data[0]).toEqual({
      id: expect.any(Number),
      name: 'Клиент не отвечает',
      code: 'CLIENT_NO_ANSWER',
    });
  });

  it('counts completed tasks and approved reviews in /master/stats', async () => {
    const { masters, taskId, client } = await scene(1);
    await master(masters[0], taskId, 'approve');
    await master(masters[0], taskId, 'complete');
    await t.request({
      method: 'POST',
      url: '/api/tg-webapp/reviews',
      as: client.spec,
      payload: { user_task_id: taskId, contract_id: masters[0].contractId, rating: 4 },
    });
    const pendingReview = (
      await t.request({ method: 'GET', url: '/api/tg-webapp/master/stats', as: masters[0].spec })
    ).json();
    expect(pendingReview).toEqual({
      success: true,
      data: { completedTasksCount: 1, averageRating: 0, reviewsCount: 0 },
    });
    await t.db.review.updateMany({ where: { taskId }, data: { state: 'approved' } });
    const approved = (
      await t.request({ method: 'GET', url: '/api/tg-webapp/master/stats', as: masters[0].spec })
    ).json();
    expect(approved).toEqual({ success: true, data: { completedTasksCount: 1, averageRating: 4, reviewsCount: 1 } });
  });
});

describe('admin assign, then the master starts it', () => {
  it('goes taken -> in_progress through the master’s approve', async () => {
    const { masters, taskId } = await scene(2);
    const assign = await t.request({
      method: 'POST',
      url: `/admin/api/tasks/${taskId}/assign`,
      as: DEMO.admin,
      payload: { contract_id: masters[1].contractId },
    });
    expect(assign.json()).toMatchObject({
      success: true,
      message: 'Мастер назначен',
      data: { status: 'taken', status_label: 'Принята мастером' },
    });
    const current = (
      await t.request({ method: 'GET', url: '/api/tg-webapp/master/tasks/pending', as: masters[1].spec })
    ).json();
    expect(current.data).toMatchObject({ id: taskId, status: 'taken' });
    expect((await master(masters[0], taskId, 'approve')).statusCode).toBe(409);
    const start = await master(masters[1], taskId, 'approve');
    expect(start.json()).toEqual({ success: true, message: 'Задача в работе' });
    expect((await t.db.task.findUniqueOrThrow({ where: { id: taskId } })).status).toBe('in_progress');
  });
});
