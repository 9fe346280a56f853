// Analyst tokens record when they were last used: stamped when a token signs a request in, at most once
// a minute per token (no write on every request), shown to admins in the token list.
import { API_TOKEN_USE_STAMP_MS } from '../sign-in';
import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CREATE = `mutation ($name: String!) {
  createApiToken(name: $name) { ... on MutationCreateApiTokenSuccess { data { token apiToken { id lastUsedAt } } } }
}`;
const LIST = `{ apiTokens { id lastUsedAt } }`;

async function issue(name: string) {
  const result = await t.gql(CREATE, { name }, DEMO.admin);
  const { token, apiToken } = result.data.createApiToken.data;
  expect(apiToken.lastUsedAt).toBeNull();
  return { id: apiToken.id as number, token: token as string };
}

const asAnalyst = (token: string) =>
  t.request({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: { query: '{ categories { id } }' },
  });

const lastUsed = async (id: number) => (await t.db.apiToken.findUniqueOrThrow({ where: { id } })).lastUsedAt;

describe('API token lastUsedAt', () => {
  it('is stamped on the first use and listed for admins', async () => {
    const { id, token } = await issue('Стамп');
    const before = Date.now();
    expect((await asAnalyst(token)).statusCode).toBe(200);
    const stamped = await lastUsed(id);
    expect(stamped).not.toBeNull();
    expect(stamped!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stamped!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const listed = await t.gql(LIST, {}, DEMO.admin);
    expect(listed.data.apiTokens.find((row: { id: number }) => row.id === id).lastUsedAt).toBe(stamped!.toISOString());
  });

  it('is not written again within the minute, whatever the number of requests', async () => {
    const { id, token } = await issue('Часто');
    await asAnalyst(token);
    const first = await lastUsed(id);
    for (let i = 0; i < 5; i += 1) expect((await asAnalyst(token)).statusCode).toBe(200);
    // REST requests by an analyst token count as use too (refused: the admin REST API lists people),
    // and are throttled the same way
    expect(
      (await t.request({ method: 'GET', url: '/admin/api/tasks', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(403);
    expect(await lastUsed(id)).toEqual(first);
  });

  it('is written again once the stamp is older than the throttle', async () => {
    const { id, token } = await issue('Давно');
    const old = new Date(Date.now() - API_TOKEN_USE_STAMP_MS - 5000);
    await t.db.apiToken.update({ where: { id }, data: { lastUsedAt: old } });
    expect(
      (await t.request({ method: 'GET', url: '/admin/api/tasks', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(403);
    const stamped = await lastUsed(id);
    expect(stamped!.getTime()).toBeGreaterThan(old.getTime() + API_TOKEN_USE_STAMP_MS);

    // a stamp just inside the window stays
    const recent = new Date(Date.now() - API_TOKEN_USE_STAMP_MS + 10_000);
    await t.db.apiToken.update({ where: { id }, data: { lastUsedAt: recent } });
    await asAnalyst(token);
    expect(await lastUsed(id)).toEqual(recent);
  });

  it('is not touched by a refused (revoked) token', async () => {
    const { id, token } = await issue('Отозван');
    await t.db.apiToken.update({ where: { id }, data: { revokedAt: new Date() } });
    expect((await asAnalyst(token)).statusCode).toBe(401);
    expect(await lastUsed(id)).toBeNull();
  });
});
