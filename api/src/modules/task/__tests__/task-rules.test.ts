// Each task rule has one home in the domain, and both faces read it from there. What a
// task allows now (Task.availableActions), its status label and phase, who is eligible for it, who sees
// the client's contacts, and what an analyst token may do.
import crypto from 'node:crypto';
import { hashApiToken } from '../../../platform/auth/credentials';
import { TaskStatus } from '../../../platform/db/generated/prisma/client';
import type { Viewer } from '../../../platform/context';
import { availableActions, statusAllows, type TaskActionFacts } from '../../lifecycle';
import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMaster,
  createMasters,
  places,
  type Place,
} from '../../../../../tests/support/factories';

const viewerFor = (id: number, flags: Partial<Viewer> = {}): Viewer =>
  ({ user: { id }, isAdmin: false, isAnalyst: false, ...flags }) as Viewer;

const CLIENT = 1;
const MASTER = 2;
const OTHER = 3;
const facts = (status: TaskStatus, more: Partial<TaskActionFacts> = {}): TaskActionFacts => ({
  status,
  clientId: CLIENT,
  contract: { userId: MASTER },
  hasReview: false,
  offeredToViewer: false,
  ...more,
});
const EVERY = Object.values(TaskStatus);

describe('availableActions', () => {
  it('lets the client cancel exactly the active tasks and review a completed one without a review', () => {
    const client = viewerFor(CLIENT);
    const cancellable = EVERY.filter((status) => availableActions(facts(status), client).includes('cancel'));
    expect(cancellable.sort()).toEqual(
      ['new', 'sent_to_masters', 'awaiting_admin_attention', 'taken', 'in_progress'].sort(),
    );
    expect(availableActions(facts('completed'), client)).toEqual(['review']);
    expect(availableActions(facts('completed', { hasReview: true }), client)).toEqual([]);
    expect(availableActions(facts('completed', { contract: null }), client)).toEqual([]);
  });

  it('gives a master accept and decline on an open offer, and start, complete, cancel on their own task', () => {
    const master = viewerFor(MASTER);
    const offered = facts('sent_to_masters', { contract: null, offeredToViewer: true });
    expect(availableActions(offered, master)).toEqual(['accept', 'decline']);
    expect(availableActions(facts('sent_to_masters', { contract: null }), master)).toEqual([]);
    expect(availableActions(facts('taken'), master)).toEqual(['start', 'master_cancel']);
    expect(availableActions(facts('in_progress'), master)).toEqual(['complete', 'master_cancel']);
    expect(availableActions(facts('completed'), master)).toEqual([]);
    expect(availableActions(facts('in_progress'), viewerFor(OTHER))).toEqual([]);
  });

  it('gives an admin the admin actions by status, and an analyst token nothing at all', () => {
    const admin = viewerFor(OTHER, { isAdmin: true });
    expect(availableActions(facts('sent_to_masters'), admin)).toEqual([
      'edit',
      'redispatch',
      'assign',
      'reject',
      'close',
    ]);
    expect(availableActions(facts('expired'), admin)).toEqual(['edit', 'redispatch', 'assign', 'close']);
    expect(availableActions(facts('in_progress'), admin)).toEqual(['edit', 'reject', 'close']);
    expect(availableActions(facts('closed'), admin)).toEqual(['edit']);
    const analyst = viewerFor(CLIENT, { isAdmin: true, isAnalyst: true });
    for (const status of EVERY) expect(availableActions(facts(status), analyst)).toEqual([]);
  });

  it('is the table the services check', () => {
    expect(EVERY.filter((status) => statusAllows('redispatch', status)).sort()).toEqual(
      ['new', 'sent_to_masters', 'awaiting_admin_attention', 'expired'].sort(),
    );
    expect(statusAllows('close', 'closed')).toBe(false);
  });
});

describe('over the API', () => {
  let t: TestApp;
  let place: Place;

  beforeAll(async () => {
    t = await createTestApp();
    place = await places(t.db);
  });
  afterAll(() => t.close());

  const TASK = `query ($id: Int!) {
    task(id: $id) { id status statusLabel phase active availableActions phone tgUsername client { name } }
  }`;
  const readTask = async (id: number, as: { id: number }) => {
    const result = await t.gql(TASK, { id }, as);
    expect(result.errors).toBeUndefined();
    return result.data.task;
  };

  async function createTask(client: { spec: { id: number } }, categoryId: number) {
    const response = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks',
      as: client.spec,
      payload: {
        text: 'Потекла труба под раковиной на кухне',
        category_id: categoryId,
        city_id: place.cityId,
        district_id: place.districtId,
        tg_username: 'client_contact',
      },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.id as number;
  }

  it('sends each viewer the actions the task allows them now, with the status label and phase', async () => {
    const category = await createCategory(t.db);
    const [first, second] = await createMasters(t.db, 2, { categoryIds: [category.id], cityId: place.cityId });
    const client = await createClient(t.db);
    const taskId = await createTask(client, category.id);

    expect(await readTask(taskId, client.spec)).toMatchObject({
      status: 'sent_to_masters',
      statusLabel: 'Ищем мастера',
      phase: 'searching',
      active: true,
      availableActions: ['cancel'],
    });
    expect(await readTask(taskId, first.spec)).toMatchObject({ availableActions: ['accept', 'decline'], phone: null });
    const admin = await t.gql(
      `query ($id: Int!) { adminTask(id: $id) { availableActions } }`,
      { id: taskId },
      DEMO.admin,
    );
    expect(admin.data.adminTask.availableActions).toEqual(['edit', 'redispatch', 'assign', 'reject', 'close']);

    await t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${taskId}/approve`, as: first.spec });
    expect(await readTask(taskId, first.spec)).toMatchObject({
      statusLabel: 'В работе',
      phase: 'assigned',
      availableActions: ['complete', 'master_cancel'],
    });
    expect((await t.gql(TASK, { id: taskId }, second.spec)).errors?.[0].message).toBe('Задача не найдена');

    await t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${taskId}/complete`, as: first.spec });
    expect(await readTask(taskId, client.spec)).toMatchObject({
      statusLabel: 'Выполнена',
      phase: 'completed',
      active: false,
      availableActions: ['review'],
    });

    const history = await t.gql(
      `query ($id: Int!) { adminTask(id: $id) { statusHistory { toStatus toStatusLabel fromStatusLabel } } }`,
      { id: taskId },
      DEMO.admin,
    );
    expect(history.data.adminTask.statusHistory).toEqual([
      { toStatus: 'new', toStatusLabel: 'Новая заявка', fromStatusLabel: null },
      { toStatus: 'sent_to_masters', toStatusLabel: 'Ищем мастера', fromStatusLabel: 'Новая заявка' },
      { toStatus: 'in_progress', toStatusLabel: 'В работе', fromStatusLabel: 'Ищем мастера' },
      { toStatus: 'completed', toStatusLabel: 'Выполнена', fromStatusLabel: 'В работе' },
    ]);
  });

  it('lists every status with its label and phase', async () => {
    const result = await t.gql('{ taskStatuses { status label phase } }', {}, DEMO.admin);
    expect(result.data.taskStatuses).toHaveLength(10);
    expect(result.data.taskStatuses).toContainEqual({ status: 'expired', label: 'Не принята', phase: 'stopped' });
    expect(result.data.taskStatuses[0]).toEqual({ status: 'new', label: 'Новая заявка', phase: 'searching' });
  });

  it('filters the admin list by the active statuses', async () => {
    const category = await createCategory(t.db);
    await createTask(await createClient(t.db), category.id);
    const all = await t.gql('{ adminTasks(perPage: 100) { items { active } } }', {}, DEMO.admin);
    const active = await t.gql('{ adminTasks(active: true, perPage: 100) { items { active } } }', {}, DEMO.admin);
    expect(active.data.adminTasks.items.length).toBeGreaterThan(0);
    expect(active.data.adminTasks.items.every((task: { active: boolean }) => task.active)).toBe(true);
    expect(all.data.adminTasks.items.some((task: { active: boolean }) => !task.active)).toBe(true);
  });

  it('names as eligible exactly the masters dispatch offers the task to', async () => {
    const category = await createCategory(t.db);
    const inCity = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const inDistrict = await createMaster(t.db, {
      categoryIds: [category.id],
      cityId: place.cityId,
      districtIds: [place.districtId],
    });
    await createMaster(t.db, {
      categoryIds: [category.id],
      cityId: place.cityId,
      districtIds: [place.otherDistrictId],
    });
    await createMaster(t.db, { categoryIds: [category.id], cityId: place.otherCityId });
    await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId, status: 'pending' });
    const client = await createClient(t.db);
    const taskId = await createTask(client, category.id);

    const eligible = async () =>
      (
        await t.gql(
          `query ($id: Int!) { adminTask(id: $id) { eligibleMasters { contractId name } } }`,
          { id: taskId },
          DEMO.admin,
        )
      ).data.adminTask.eligibleMasters
        .map((master: { contractId: number }) => master.contractId)
        .sort();
    const offered = async () =>
      (await t.db.taskOffer.findMany({ where: { taskId, state: 'pending' } })).map((o) => o.contractId).sort();

    expect(await eligible()).toEqual([inCity.contractId, inDistrict.contractId].sort());
    expect(await eligible()).toEqual(await offered());

    // a master who gave the task back is never offered it again, and is no longer eligible
    await t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${taskId}/approve`, as: inCity.spec });
    const reason = await t.db.cancelReason.findFirstOrThrow({ where: { audience: 'master', code: { not: 'OTHER' } } });
    const cancel = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/master/tasks/${taskId}/cancel`,
      as: inCity.spec,
      payload: { cancel_reason_id: reason.id },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await eligible()).toEqual([inDistrict.contractId]);
    expect(await eligible()).toEqual(await offered());
    // nobody but staff reads the list
    const asMaster = await t.gql(
      `query ($id: Int!) { task(id: $id) { eligibleMasters { contractId } } }`,
      { id: taskId },
      inDistrict.spec,
    );
    expect(asMaster.errors?.[0].message).toBe('Недостаточно прав');
  });

  it('shows the client contacts to the same viewers over REST and GraphQL', async () => {
    const category = await createCategory(t.db);
    const plain = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const adminMaster = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    await t.db.user.update({ where: { id: adminMaster.userId }, data: { isAdmin: true } });
    const client = await createClient(t.db);
    const taskId = await createTask(client, category.id);

    const both = async (as: { id: number }) => {
      const rest = (await t.request({ method: 'GET', url: '/api/tg-webapp/master/tasks/pending', as })).json().data;
      const gql = (await t.gql('{ masterPendingTask { id tgUsername } }', {}, as)).data.masterPendingTask;
      return { rest: [rest.id, rest.tgUsername], gql: [gql.id, gql.tgUsername] };
    };
    // a master looking at an offer: no contacts on either face
    expect(await both(plain.spec)).toEqual({ rest: [taskId, null], gql: [taskId, null] });
    // an admin reads every contact, on either face, whatever screen they look from
    expect(await both(adminMaster.spec)).toEqual({
      rest: [taskId, 'client_contact'],
      gql: [taskId, 'client_contact'],
    });
  });

  it('lets an analyst token read only while the admin who issued it is one', async () => {
    const issuer = await createClient(t.db);
    await t.db.user.update({ where: { id: issuer.userId }, data: { isAdmin: true } });
    const token = crypto.randomBytes(16).toString('hex');
    await t.db.apiToken.create({
      data: { name: 'analyst', tokenHash: hashApiToken(token), createdById: issuer.userId },
    });
    const headers = { authorization: `Bearer ${token}` };
    // analytics and reference data (a token reads no person's record and the admin REST API refuses it)
    const read = async () =>
      (
        await t.request({
          method: 'POST',
          url: '/graphql',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: { query: '{ adminCategories { total } analytics { funnel { accepted } } }' },
        })
      ).json().errors?.[0]?.message ?? 'ok';
    expect(await read()).toBe('ok');
    await t.db.user.update({ where: { id: issuer.userId }, data: { isAdmin: false } });
    expect(await read()).toBe('Недостаточно прав');
  });
});
