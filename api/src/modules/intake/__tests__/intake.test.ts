// A group reply's link, end to end: the bot answers a request in a group, the link's token gives the form
// its text and category (REST and GraphQL), a task created with it records a group as its source and is
// counted, and analytics { intake } shows it. An unknown or expired token says so clearly.
import type { Update, UserFromGetMe } from 'grammy/types';
import { createBot } from '../../../bot/bot';
import { logger } from '../../../platform/logger';
import { createTestApp, DEMO, type TelegramUserSpec, type TestApp } from '../../../../../tests/support/test-app';
import { createClient, places, type Place } from '../../../../../tests/support/factories';
import { purgeExpiredIntake } from '../intake';

let t: TestApp;
let place: Place;
beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
});
afterAll(() => t.close());

const BOT_INFO = {
  id: 7000000001,
  is_bot: true,
  first_name: 'Usta',
  username: 'usta_test_bot',
  can_join_groups: true,
  can_read_all_group_messages: true,
  supports_inline_queries: false,
} as UserFromGetMe;

let messageId = 1;
// a group message read by the bot; resolves to the token of its reply's link, or null when it stayed silent
async function groupSays(chatId: number, text: string, fromId: number): Promise<string | null> {
  const bot = createBot({ db: t.db, config: t.config, log: logger });
  bot.botInfo = BOT_INFO;
  const before = await t.db.notification.count({ where: { chatId: BigInt(chatId) } });
  await bot.handleUpdate({
    update_id: messageId,
    message: {
      message_id: messageId++,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: 'supergroup', title: 'Mahalla' },
      from: { id: fromId, is_bot: false, first_name: 'Member' },
      text,
    },
  } as unknown as Update);
  const rows = await t.db.notification.findMany({ where: { chatId: BigInt(chatId) }, orderBy: { id: 'asc' } });
  if (rows.length === before) return null;
  const url = (rows.at(-1)!.payload as { button: { url: string } }).button.url;
  return new URL(url).searchParams.get('startapp');
}

const intake = (token: string, as: TelegramUserSpec = DEMO.client) =>
  t.request({ method: 'GET', url: `/api/tg-webapp/intake/${encodeURIComponent(token)}`, as });

const INTAKE_QUERY = `query ($token: String!) { intakeRequest(token: $token) { text categoryId } }`;
const ANALYTICS = `query ($filter: AnalyticsFilter) { analytics(filter: $filter) { intake { groups messagesRead replies tasksCreated } } }`;

describe('the link', () => {
  it('gives the signed-in user the text and category, by REST and GraphQL', async () => {
    const text = 'Нужен сантехник, течёт кран на кухне, Чиланзар';
    const token = (await groupSays(-1001, text, 5001))!;
    const plumbing = await t.db.category.findUniqueOrThrow({ where: { slug: 'plumbing' } });

    const response = await intake(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, text, category_id: plumbing.id });

    const gql = await t.gql(INTAKE_QUERY, { token }, DEMO.client2);
    expect(gql.data.intakeRequest).toEqual({ text, categoryId: plumbing.id });

    // signed in only
    expect((await t.request({ method: 'GET', url: `/api/tg-webapp/intake/${token}` })).statusCode).toBe(401);
  });

  it('says clearly when the token is unknown or expired, in the viewer language', async () => {
    const token = (await groupSays(-1002, 'Ищу электрика, в квартире нет света', 5002))!;
    await t.db.intakeToken.update({ where: { id: token }, data: { expiresAt: new Date(Date.now() - 1000) } });
    for (const unknown of [token, 'in_AAAAAAAAAAAAAAAAAAAAAA', 'task_42', 'in_' + 'x'.repeat(80)]) {
      const response = await intake(unknown);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Ссылка устарела или неверна. Опишите задачу заново.',
      });
    }
    const uzbek = await createClient(t.db);
    await t.db.user.update({ where: { id: uzbek.userId }, data: { language: 'uz' } });
    expect((await intake(token, uzbek.spec)).json().message).toBe(
      'Havola eskirgan yoki notoʻgʻri. Vazifani qaytadan yozing.',
    );
    const gql = await t.gql(INTAKE_QUERY, { token }, DEMO.client);
    expect(gql.errors?.[0]?.message).toBe('Ссылка устарела или неверна. Опишите задачу заново.');

    // the timed job deletes the expired text, even with no new token to sweep it
    expect(await t.db.intakeToken.count({ where: { id: token } })).toBe(1);
    await purgeExpiredIntake(t.db);
    expect(await t.db.intakeToken.count({ where: { id: token } })).toBe(0);
  });
});

describe('a task from the link', () => {
  it('records a group as its source, is counted, and shows in analytics { intake }', async () => {
    const from = new Date(Date.now() - 60_000).toISOString();
    const before = (await t.gql(ANALYTICS, { filter: { from } }, DEMO.admin)).data.analytics.intake;

    const chat = -1003;
    await groupSays(chat, 'Всем добрый вечер!', 5003);
    const text = 'Нужен сантехник, засорилась раковина на кухне';
    const token = (await groupSays(chat, text, 5004))!;
    const form = (await intake(token)).json();

    const client = await createClient(t.db);
    const created = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks',
      as: client.spec,
      payload: {
        text: form.text,
        category_id: form.category_id,
        city_id: place.cityId,
        district_id: place.districtId,
        tg_username: 'from_group',
        intake_token: token,
      },
    });
    expect(created.statusCode).toBe(200);
    const task = await t.db.task.findUniqueOrThrow({ where: { id: created.json().data.id } });
    expect(task).toMatchObject({ text, source: 'group' });

    // GraphQL alike; a task without a token (or with a dead one) stays an app task
    const other = await createClient(t.db);
    const viaGraphql = await t.gql(
      `mutation ($input: TaskInput!, $token: String) { createTask(input: $input, intakeToken: $token) {
         ... on MutationCreateTaskSuccess { data { id } } } }`,
      {
        input: {
          text,
          categoryId: form.category_id,
          cityId: place.cityId,
          districtId: place.districtId,
          tgUsername: 'from_group2',
        },
        token,
      },
      other.spec,
    );
    const second = await t.db.task.findUniqueOrThrow({ where: { id: Number(viaGraphql.data.createTask.data.id) } });
    expect(second.source).toBe('group');
    const plain = await createClient(t.db);
    const app = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks',
      as: plain.spec,
      payload: {
        text,
        category_id: form.category_id,
        city_id: place.cityId,
        district_id: place.districtId,
        tg_username: 'plain_client',
        intake_token: 'in_AAAAAAAAAAAAAAAAAAAAAA',
      },
    });
    expect((await t.db.task.findUniqueOrThrow({ where: { id: app.json().data.id } })).source).toBe('app');

    const after = (await t.gql(ANALYTICS, { filter: { from } }, DEMO.admin)).data.analytics.intake;
    expect(after).toEqual({
      groups: before.groups + 1,
      messagesRead: before.messagesRead + 2,
      replies: before.replies + 1,
      tasksCreated: before.tasksCreated + 2,
    });
    // a window before today holds none of it
    const old = await t.gql(
      ANALYTICS,
      { filter: { from: '2020-01-01T00:00:00Z', to: '2020-02-01T00:00:00Z' } },
      DEMO.admin,
    );
    expect(old.data.analytics.intake).toEqual({ groups: 0, messagesRead: 0, replies: 0, tasksCreated: 0 });
  });
});
