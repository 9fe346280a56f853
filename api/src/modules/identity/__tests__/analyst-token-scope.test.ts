// An analyst token reads analytics and reference data, never a person's phone, Telegram id,
// username, address, point, photo or free text, and it is no session: the Mini App's routes and task
// photos refuse it with 401.
import sharp from 'sharp';
import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';
import { multipartBody } from '../../../../../tests/support/multipart';

let t: TestApp;
let headers: Record<string, string>;

const CREATE_TOKEN = `mutation ($name: String!) {
  createApiToken(name: $name) { __typename ... on MutationCreateApiTokenSuccess { data { token } } }
}`;

beforeAll(async () => {
  t = await createTestApp();
  const issued = await t.gql(CREATE_TOKEN, { name: 'аналитик' }, DEMO.admin);
  headers = { authorization: `Bearer ${issued.data.createApiToken.data.token}` };
});
afterAll(() => t.close());

const asAnalyst = async (query: string) => {
  const response = await t.request({
    method: 'POST',
    url: '/graphql',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: { query },
  });
  return response.json();
};

describe('an analyst token over GraphQL', () => {
  it('reads analytics, categories, cities and districts', async () => {
    const body = await asAnalyst(`{
      analytics { funnel { accepted } byCategory { category { id } } masters(first: 1) { totalCount } }
      adminCategories { total items { id nameRu nameUz tasksCount } }
      cities { id nameRu districts { id nameUz } }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.adminCategories.total).toBeGreaterThan(0);
    expect(body.data.cities.length).toBeGreaterThan(0);
  });

  it('follows task changes by id and status, never the task itself', async () => {
    const events = await t.request({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: { query: 'subscription { adminTaskEvents { taskId task { text phone } } }' },
    });
    expect(JSON.stringify(events.json())).not.toContain('"task":{');
  });

  it.each([
    ['clients’ phones and Telegram ids', '{ adminTasks { items { phone clientUser { telegramId } } } }'],
    ['masters’ addresses and points', '{ adminContracts { items { phone address latitude longitude } } }'],
    ['a task’s free text', '{ adminTasksConnection(first: 5) { edges { node { text } } } }'],
    ['reviews’ texts', '{ adminReviews { items { comment } } }'],
    ['the audit log', '{ auditLog { items { id } } }'],
    ['a task by id', '{ adminTask(id: 1) { text phone } }'],
  ])('never reads %s', async (_what, query) => {
    const body = await asAnalyst(query);
    // a nullable field refused reads null, a required one takes the whole answer with it
    expect(Object.values(body.data ?? {}).every((value) => value === null)).toBe(true);
    expect(body.errors[0].message).toBe('Недостаточно прав');
  });
});

describe('an analyst token is no session', () => {
  it.each([
    ['GET', '/api/tg-webapp/init'],
    ['GET', '/api/tg-webapp/tasks'],
    ['GET', '/api/tg-webapp/tasks/active'],
    ['GET', '/api/tg-webapp/master/tasks/pending'],
    ['GET', '/api/tg-webapp/user/last-address'],
    ['POST', '/api/tg-webapp/tasks/1/cancel'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await t.request({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Токен аналитика не открывает Mini App: войдите через Telegram',
      code: 'API_TOKEN_NOT_A_SESSION',
    });
  });

  it('reads no task photo, not even one its admin may see', async () => {
    const data = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const { payload, headers: form } = multipartBody({}, [
      { field: 'photo', filename: 'a.png', contentType: 'image/png', data },
    ]);
    const uploaded = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks/photos',
      as: DEMO.admin,
      payload,
      headers: form,
    });
    const url: string = uploaded.json().data.url;
    expect((await t.request({ method: 'GET', url, as: DEMO.admin })).statusCode).toBe(200);
    const refused = await t.request({ method: 'GET', url, headers });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, code: 'API_TOKEN_NOT_A_SESSION' });
  });

  it('reads no admin REST list', async () => {
    for (const url of ['/admin/api/contracts', '/admin/api/tasks', '/admin/api/reviews']) {
      const response = await t.request({ method: 'GET', url, headers });
      expect([url, response.statusCode]).toEqual([url, 403]);
    }
  });
});
