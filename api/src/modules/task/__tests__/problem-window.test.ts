// The problem window (docs/product.md "The problem window") over REST and GraphQL: only the task's client
// reports, once, within PROBLEM_WINDOW_H after completion; every other case is refused in the user's
// language with nothing written; nobody else reads a problem; the master answers once.
import sharp from 'sharp';
import { createTestApp, DEMO, type TelegramUserSpec, type TestApp } from '../../../../../tests/support/test-app';
import {
  createClient,
  createMaster,
  places,
  postedTask,
  takeTask,
  type Place,
} from '../../../../../tests/support/factories';
import { multipartBody } from '../../../../../tests/support/multipart';

let t: TestApp;
let place: Place;
let analyst: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_TASKS: 'off' } });
  place = await places(t.db);
  const issued = await t.gql(
    `mutation { createApiToken(name: "аналитик") { ... on MutationCreateApiTokenSuccess { data { token } } } }`,
    {},
    DEMO.admin,
  );
  analyst = { authorization: `Bearer ${issued.data.createApiToken.data.token}` };
});
afterAll(() => t.close());

// A client's task taken by a master (and completed unless told otherwise), with another master of the
// same trade who never had it.
async function scene(options: { complete?: boolean } = {}) {
  const { category, master, client, taskId } = await postedTask(t, place);
  await takeTask(t, master, taskId, { complete: options.complete, price: 150000 });
  const other = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
  return { taskId, master, client, other, categoryId: category.id };
}

const report = (as: TelegramUserSpec, taskId: number, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/tg-webapp/tasks/${taskId}/problem`, as, payload });

const GOOD = { kind: 'not_fixed', text: 'Смеситель снова течёт на следующее утро' };

async function uploadPhoto(as: TelegramUserSpec): Promise<string> {
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartBody({}, [
    { field: 'photo', filename: 'leak.png', contentType: 'image/png', data },
  ]);
  const response = await t.request({ method: 'POST', url: '/api/tg-webapp/tasks/photos', as, payload, headers });
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

// everything a refused report could have written
const written = async () => ({
  problems: await t.db.taskProblem.count(),
  notifications: await t.db.notification.count(),
  attached: await t.db.taskPhoto.count({ where: { problemId: { not: null } } }),
});

describe('reporting a problem', () => {
  it('the client reports one problem with photos; the master is told', async () => {
    const { taskId, client, master } = await scene();
    const photo = await uploadPhoto(client.spec);
    const response = await report(client.spec, taskId, { ...GOOD, text: `  ${GOOD.text} `, photo_ids: [photo] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Мы получили сообщение о проблеме: мастер и администратор уже знают',
      data: {
        task_id: taskId,
        can_report: false,
        problem: { kind: 'not_fixed', kind_label: 'Не исправлено', text: GOOD.text, answer: null, outcome: null },
      },
    });
    expect(response.json().data.problem).not.toHaveProperty('note');
    expect(response.json().data.problem.photos).toEqual([{ id: photo, url: `/api/tg-webapp/tasks/photos/${photo}` }]);
    const problem = await t.db.taskProblem.findUniqueOrThrow({ where: { taskId } });
    expect(problem).toMatchObject({ clientId: client.userId, contractId: master.contractId, kind: 'not_fixed' });
    expect(
      await t.db.notification.findMany({ where: { userId: master.userId, kind: 'problem_reported' } }),
    ).toMatchObject([{ payload: { problemId: problem.id, taskId } }]);
    // the photo is the problem's now: not a pending upload the clean-up would take, seen by the master
    const bytes = await t.request({ method: 'GET', url: `/api/tg-webapp/tasks/photos/${photo}`, as: master.spec });
    expect(bytes.statusCode).toBe(200);
  });

  it('GraphQL reportProblem does the same, and the window is open before it', async () => {
    const { taskId, client } = await scene();
    const before = await t.gql(
      `query ($id: Int!) { taskProblem(taskId: $id) { canReport windowEndsAt problem { id } } }`,
      { id: taskId },
      client.spec,
    );
    expect(before.data.taskProblem).toMatchObject({ canReport: true, problem: null });
    const completedAt = (await t.db.task.findUniqueOrThrow({ where: { id: taskId } })).completedAt!;
    expect(new Date(before.data.taskProblem.windowEndsAt).getTime()).toBe(completedAt.getTime() + 72 * 3_600_000);
    const result = await t.gql(
      `mutation ($id: Int!) { reportProblem(taskId: $id, kind: damage, text: "Поцарапал плитку") {
        __typename ... on MutationReportProblemSuccess { data { canReport problem { kind kindLabel text } } }
        ... on Error { message } } }`,
      { id: taskId },
      client.spec,
    );
    expect(result.data.reportProblem).toEqual({
      __typename: 'MutationReportProblemSuccess',
      data: { canReport: false, problem: { kind: 'damage', kindLabel: 'Что-то повреждено', text: 'Поцарапал плитку' } },
    });
  });

  it('refuses a second report, another person, a task not completed and a report after the window', async () => {
    const done = await scene();
    expect((await report(done.client.spec, done.taskId, GOOD)).statusCode).toBe(201);
    const open = await scene({ complete: false });
    const late = await scene();
    await t.db.task.update({
      where: { id: late.taskId },
      data: { completedAt: new Date(Date.now() - 73 * 3_600_000) },
    });
    const stranger = await createClient(t.db);
    const before = await written();
    const cases: [TelegramUserSpec, number, number, string][] = [
      [done.client.spec, done.taskId, 409, 'Вы уже сообщили о проблеме по этой задаче'],
      [stranger.spec, late.taskId, 404, 'Задача не найдена'],
      [late.master.spec, late.taskId, 404, 'Задача не найдена'],
      [open.client.spec, open.taskId, 409, 'Сообщить о проблеме можно только после завершения задачи'],
      [late.client.spec, late.taskId, 409, 'Сообщить о проблеме можно в течение 72 ч после завершения задачи'],
    ];
    for (const [as, taskId, status, message] of cases) {
      const response = await report(as, taskId, GOOD);
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    }
    expect(await written()).toEqual(before);
  });

  it('says the refusal in Uzbek to an Uzbek client, and refuses a bad form field by field', async () => {
    const late = await scene();
    await t.db.task.update({
      where: { id: late.taskId },
      data: { completedAt: new Date(Date.now() - 80 * 3_600_000) },
    });
    await t.db.user.update({ where: { id: late.client.userId }, data: { language: 'uz' } });
    const refused = await report(late.client.spec, late.taskId, GOOD);
    expect(refused.json().message).toBe('Muammo haqida vazifa bajarilgandan keyin 72 soat ichida xabar berish mumkin');
    const { taskId, client } = await scene();
    const before = await written();
    const bad = await report(client.spec, taskId, { kind: 'rude', text: '   ' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ kind: ['Выберите, что случилось'], text: ['Опишите проблему'] });
    const photos = await report(client.spec, taskId, { ...GOOD, photo_ids: ['a', 'b', 'c', 'd'] });
    expect(photos.json().errors).toEqual({ photo_ids: ['Можно прикрепить не более 3 фотографий'] });
    // somebody else's upload is no photo of this client's
    const foreign = await uploadPhoto(DEMO.client2);
    const taken = await report(client.spec, taskId, { ...GOOD, photo_ids: [foreign] });
    expect(taken.statusCode).toBe(422);
    expect(await written()).toEqual(before);
  });
});

describe('who reads a problem', () => {
  it('its client, its master and an admin; no other client, master or analyst token', async () => {
    const { taskId, client, master, other } = await scene();
    const photo = await uploadPhoto(client.spec);
    await report(client.spec, taskId, { ...GOOD, photo_ids: [photo] });
    const stranger = await createClient(t.db);
    for (const who of [client.spec, master.spec, DEMO.admin]) {
      const read = await t.request({ method: 'GET', url: `/api/tg-webapp/tasks/${taskId}/problem`, as: who });
      expect([who.id, read.statusCode, read.json().data.problem.text]).toEqual([who.id, 200, GOOD.text]);
    }
    for (const who of [stranger.spec, other.spec]) {
      const read = await t.request({ method: 'GET', url: `/api/tg-webapp/tasks/${taskId}/problem`, as: who });
      expect(read.statusCode).toBe(404);
      const graphql = await t.gql(`{ taskProblem(taskId: ${taskId}) { problem { text } } }`, {}, who);
      expect(graphql.data).toBeNull();
      expect((await t.gql('{ myProblems { text } }', {}, who)).data.myProblems).toEqual([]);
      const bytes = await t.request({ method: 'GET', url: `/api/tg-webapp/tasks/photos/${photo}`, as: who });
      expect(bytes.statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: '/admin/api/problems', as: who })).statusCode).toBe(403);
    }
    // an analyst token: no session in the Mini App, and not a reader of the queue on either face
    const rest = await t.request({ method: 'GET', url: `/api/tg-webapp/tasks/${taskId}/problem`, headers: analyst });
    expect(rest.statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/admin/api/problems', headers: analyst })).statusCode).toBe(403);
    const graphql = await t.request({
      method: 'POST',
      url: '/graphql',
      headers: { ...analyst, 'content-type': 'application/json' },
      payload: { query: `{ adminProblems { total } taskProblem(taskId: ${taskId}) { canReport } }` },
    });
    expect(graphql.json().data).toBeNull();
    expect(JSON.stringify(graphql.json())).not.toContain(GOOD.text);
  });
});

describe('the master answers', () => {
  it('once; the client is told; nobody else answers', async () => {
    const { taskId, client, master, other } = await scene();
    await report(client.spec, taskId, GOOD);
    const answer = (as: TelegramUserSpec, text: string) =>
      t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${taskId}/problem/answer`, as, payload: { text } });
    const mine = await t.gql('{ myProblems { taskId text answer } }', {}, master.spec);
    expect(mine.data.myProblems).toEqual([{ taskId, text: GOOD.text, answer: null }]);
    expect((await answer(other.spec, 'Не мой заказ')).statusCode).toBe(404);
    expect((await answer(client.spec, 'Сам себе отвечу')).statusCode).toBe(404);
    expect((await answer(master.spec, '  ')).statusCode).toBe(422);
    const first = await answer(master.spec, 'Приеду завтра и подтяну гайку');
    expect([first.statusCode, first.json().message]).toEqual([200, 'Ответ отправлен']);
    expect(first.json().data.problem.answer).toBe('Приеду завтра и подтяну гайку');
    const again = await answer(master.spec, 'Ещё раз');
    expect([again.statusCode, again.json().message]).toEqual([409, 'Вы уже ответили на эту проблему']);
    const graphql = await t.gql(
      `mutation { answerProblem(taskId: ${taskId}, text: "Ещё") { __typename ... on Error { message } } }`,
      {},
      master.spec,
    );
    expect(graphql.data.answerProblem).toEqual({
      __typename: 'ConflictError',
      message: 'Вы уже ответили на эту проблему',
    });
    expect(await t.db.notification.count({ where: { userId: client.userId, kind: 'problem_answered' } })).toBe(1);
    expect((await t.db.taskProblem.findUniqueOrThrow({ where: { taskId } })).answer).toBe(
      'Приеду завтра и подтяну гайку',
    );
  });
});
