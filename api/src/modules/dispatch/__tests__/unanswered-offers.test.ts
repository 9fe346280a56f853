// Offers left unanswered through the real server: the timed job weighs each offer that ended unanswered
// once (withdrawn after a minute or more, or still pending when its window ended; not one withdrawn
// sooner, nor one that ended before the master's latest answer), dispatch ranks such a master
// UNANSWERED_STEP_M farther for each, and an answer or coming back on duty starts his count again.
import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMasterAt,
  LEAK_AT_POINT,
  places,
  postTaskFor,
  type Place,
} from '../../../../../tests/support/factories';
import { UNANSWERED_AFTER_S, UNANSWERED_MAX, UNANSWERED_STEP_M, weighUnansweredOffers } from '..';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp({ env: { MASTER_ANSWER_WINDOW_S: '300', DISPATCH_WAVE_SIZE: '1' } });
  place = await places(t.db);
});
afterAll(() => t.close());

const SECOND = 1000;
const masterAt = (categoryId: number, km: number) => createMasterAt(t.db, place, categoryId, km);

// a task of the category, posted over REST by a client of its own: offered to the one nearest master
async function postTask(categoryId: number) {
  const response = await postTaskFor(t, place, await createClient(t.db), categoryId, LEAK_AT_POINT);
  expect(response.statusCode).toBe(200);
  return response.json().data.id as number;
}

const offersOf = async (taskId: number) =>
  (await t.db.taskOffer.findMany({ where: { taskId }, orderBy: { id: 'asc' } })).map((offer) => offer.contractId);

const countOf = async (contractId: number) =>
  (await t.db.contract.findUniqueOrThrow({ where: { id: contractId } })).unansweredInRow;

// the master's pending offer of this task, made `ageS` seconds ago, withdrawn now as taken by another
async function takenAfter(taskId: number, contractId: number, ageS: number) {
  const now = Date.now();
  await t.db.taskOffer.updateMany({
    where: { taskId, contractId },
    data: {
      createdAt: new Date(now - ageS * SECOND),
      state: 'withdrawn',
      respondedAt: new Date(now),
      withdrawal: 'taken',
    },
  });
}

describe('offers left unanswered', () => {
  it('counts an offer taken by another after a minute, and one whose window ended, each once; not one withdrawn sooner', async () => {
    const category = await createCategory(t.db);
    const master = await masterAt(category.id, 1);
    const [slow, quick, silent] = [
      await postTask(category.id),
      await postTask(category.id),
      await postTask(category.id),
    ];
    expect([await offersOf(slow), await offersOf(quick), await offersOf(silent)]).toEqual([
      [master.contractId],
      [master.contractId],
      [master.contractId],
    ]);
    await takenAfter(slow, master.contractId, UNANSWERED_AFTER_S + 5);
    await takenAfter(quick, master.contractId, UNANSWERED_AFTER_S - 20);
    // the third is still pending, within its window: not weighed yet
    expect(await weighUnansweredOffers(t.app.services)).toBe(1);
    expect(await countOf(master.contractId)).toBe(1);
    // its window ends
    expect(await weighUnansweredOffers(t.app.services, new Date(Date.now() + 301 * SECOND))).toBe(1);
    expect(await countOf(master.contractId)).toBe(2);
    // he sees his count on his standard, over REST and GraphQL
    const rest = await t.request({ method: 'GET', url: '/api/tg-webapp/master/standard', as: master.spec });
    expect(rest.json().data.unanswered_in_row).toBe(2);
    const graphql = await t.gql('{ myStandard { unansweredInRow } }', {}, master.spec);
    expect(graphql.data.myStandard).toEqual({ unansweredInRow: 2 });
    // nothing is weighed twice
    expect(await weighUnansweredOffers(t.app.services, new Date(Date.now() + 400 * SECOND))).toBe(0);
    expect(await countOf(master.contractId)).toBe(2);
    const marks = await t.db.taskOffer.findMany({
      where: { contractId: master.contractId },
      select: { quietAt: true },
    });
    expect(marks.every((offer) => offer.quietAt !== null)).toBe(true);
  });

  it('ranks a master who left offers unanswered farther, by a step each, at most UNANSWERED_MAX steps', async () => {
    const category = await createCategory(t.db);
    const near = await masterAt(category.id, 1);
    const stepKm = UNANSWERED_STEP_M / 1000;
    // nearer by less than one step
    const farther = await masterAt(category.id, 1 + stepKm * 0.8);
    expect(await offersOf(await postTask(category.id))).toEqual([near.contractId]);
    // the offer above is taken by another after two minutes
    const first = (await t.db.taskOffer.findFirstOrThrow({ where: { contractId: near.contractId } })).taskId;
    await takenAfter(first, near.contractId, 120);
    await weighUnansweredOffers(t.app.services);
    expect(await countOf(near.contractId)).toBe(1);
    expect(await offersOf(await postTask(category.id))).toEqual([farther.contractId]);

    // the steps stop at UNANSWERED_MAX: a master more than that many steps farther still comes after him
    const other = await createCategory(t.db);
    const absent = await masterAt(other.id, 1);
    await t.db.contract.update({ where: { id: absent.contractId }, data: { unansweredInRow: UNANSWERED_MAX + 5 } });
    const beyond = await masterAt(other.id, 1 + stepKm * UNANSWERED_MAX + 0.5);
    expect(await offersOf(await postTask(other.id))).toEqual([absent.contractId]);
    const within = await masterAt(other.id, 1 + stepKm * UNANSWERED_MAX - 0.5);
    expect(await offersOf(await postTask(other.id))).toEqual([within.contractId]);
    expect(await offersOf(await postTask(other.id))).not.toContain(beyond.contractId);
  });

  it('starts the count again on any answer and on coming back on duty, and skips an offer that ended before his answer', async () => {
    const category = await createCategory(t.db);
    const master = await masterAt(category.id, 1);
    await t.db.contract.update({ where: { id: master.contractId }, data: { unansweredInRow: 2 } });
    const [ended, declined] = [await postTask(category.id), await postTask(category.id)];
    // the first offer ended unanswered after two minutes; then he declines the second
    await takenAfter(ended, master.contractId, 120);
    const answer = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/master/tasks/${declined}/reject`,
      as: master.spec,
    });
    expect(answer.statusCode).toBe(200);
    expect(await countOf(master.contractId)).toBe(0);
    // the job runs after the answer: the offer that ended before it does not count
    expect(await weighUnansweredOffers(t.app.services)).toBe(0);
    expect(await countOf(master.contractId)).toBe(0);

    await t.db.contract.update({
      where: { id: master.contractId },
      data: { unansweredInRow: 3, onDuty: false, offReason: 'missed_offers' },
    });
    const back = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/master/duty',
      as: master.spec,
      payload: { on_duty: true },
    });
    expect(back.statusCode).toBe(200);
    expect(await countOf(master.contractId)).toBe(0);
  });

  it('weighs an offer sent again as a new one', async () => {
    const category = await createCategory(t.db);
    const master = await masterAt(category.id, 1);
    const taskId = await postTask(category.id);
    await takenAfter(taskId, master.contractId, 120);
    expect(await weighUnansweredOffers(t.app.services)).toBe(1);
    // nobody took it after all and an admin sends it out again: the old offer is opened again, unweighed
    await t.db.task.update({ where: { id: taskId }, data: { status: 'awaiting_admin_attention' } });
    const again = await t.request({ method: 'POST', url: `/admin/api/tasks/${taskId}/redispatch`, as: DEMO.admin });
    expect(again.statusCode).toBe(200);
    const reopened = await t.db.taskOffer.findFirstOrThrow({ where: { taskId, contractId: master.contractId } });
    expect(reopened).toMatchObject({ state: 'pending', quietAt: null });
    await takenAfter(taskId, master.contractId, 90);
    expect(await weighUnansweredOffers(t.app.services)).toBe(1);
    expect(await countOf(master.contractId)).toBe(2);
  });
});
