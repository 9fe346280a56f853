// Analyst tokens: an admin issues one (the secret is shown once, only its hash is kept), the token reads
// admin queries and changes nothing, and a revoked token is refused with 401.
import { hashApiToken } from '../../../platform/auth/credentials';
import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CREATE = `mutation ($name: String!) {
  createApiToken(name: $name) {
    __typename
    ... on MutationCreateApiTokenSuccess { data { token apiToken { id name revokedAt createdBy { id } } } }
    ... on ValidationError { message fieldErrors { field messages } }
  }
}`;
const REVOKE = `mutation ($id: Int!) {
  revokeApiToken(id: $id) {
    __typename
    ... on MutationRevokeApiTokenSuccess { data { id revokedAt } }
    ... on Error { message }
  }
}`;

async function issue(name: string): Promise<{ id: number; token: string }> {
  const result = await t.gql(CREATE, { name }, DEMO.admin);
  expect(result.errors).toBeUndefined();
  const payload = result.data.createApiToken;
  expect(payload.__typename).toBe('MutationCreateApiTokenSuccess');
  return { id: payload.data.apiToken.id, token: payload.data.token };
}

// GraphQL over HTTP with the token instead of Telegram init data
async function asAnalyst(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await t.request({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: { query, variables },
  });
  return { status: response.statusCode, body: response.json() };
}

describe('analyst API tokens', () => {
  it('stores only the hash of a new token and writes the audit log', async () => {
    const { id, token } = await issue('  Отчёты   продаж ');
    const row = await t.db.apiToken.findUniqueOrThrow({ where: { id } });
    expect(row.name).toBe('Отчёты продаж');
    expect(row.tokenHash).toBe(hashApiToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const audit = await t.db.auditLog.findFirst({
      where: { entity: 'ApiToken', entityId: id, action: 'api_token.create' },
    });
    expect(audit?.data).toEqual({ name: 'Отчёты продаж' });
  });

  it('reads analytics and reference data with the token, no person’s records (issue 26)', async () => {
    const { token } = await issue('Аналитик');
    const { status, body } = await asAnalyst(token, '{ adminCategories { total } analytics { funnel { accepted } } }');
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.adminCategories.total).toBeGreaterThan(0);
    const people = await asAnalyst(token, '{ adminContracts { total } }');
    expect(people.body.errors[0].message).toBe('Недостаточно прав');
  });

  it('cannot mutate with the token: nothing changes', async () => {
    const { token } = await issue('Только чтение');
    const city = await t.db.city.findFirstOrThrow();
    const tokensBefore = await t.db.apiToken.count();
    const rename = await asAnalyst(
      token,
      'mutation ($id: Int!) { updateCity(id: $id, name: "Взлом") { __typename } }',
      { id: city.id },
    );
    expect(rename.body.errors[0].message).toBe('Недостаточно прав');
    const mint = await asAnalyst(token, CREATE, { name: 'Ещё один' });
    expect(mint.body.errors[0].message).toBe('Недостаточно прав');
    const list = await asAnalyst(token, '{ apiTokens { id } }');
    expect(list.body.errors[0].message).toBe('Недостаточно прав');
    expect((await t.db.city.findUniqueOrThrow({ where: { id: city.id } })).name).toBe(city.name);
    expect(await t.db.apiToken.count()).toBe(tokensBefore);
  });

  it('lists tokens for admins without their secrets, live ones first', async () => {
    const live = await issue('Живой');
    const revoked = await issue('Отозванный');
    await t.gql(REVOKE, { id: revoked.id }, DEMO.admin);
    const result = await t.gql('{ apiTokens { id name revokedAt } }', {}, DEMO.admin);
    const list: { id: number; revokedAt: string | null }[] = result.data.apiTokens;
    expect(list.map((token) => token.id)).toContain(live.id);
    const firstRevoked = list.findIndex((token) => token.revokedAt !== null);
    expect(list.slice(firstRevoked).every((token) => token.revokedAt !== null)).toBe(true);
    expect(JSON.stringify(result)).not.toContain(live.token);
  });

  it('refuses a revoked token with 401, and a second revocation with a conflict', async () => {
    const { id, token } = await issue('Временный');
    expect((await asAnalyst(token, '{ adminCategories { total } }')).status).toBe(200);
    const revoked = await t.gql(REVOKE, { id }, DEMO.admin);
    expect(revoked.data.revokeApiToken.__typename).toBe('MutationRevokeApiTokenSuccess');
    expect(revoked.data.revokeApiToken.data.revokedAt).not.toBeNull();

    const after = await asAnalyst(token, '{ adminCategories { total } }');
    expect(after.status).toBe(401);
    expect(after.body.errors[0].extensions.code).toBe('TELEGRAM_DATA_INVALID');
    const rest = await t.request({
      method: 'GET',
      url: '/admin/api/contracts',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rest.statusCode).toBe(401);

    const again = await t.gql(REVOKE, { id }, DEMO.admin);
    expect(again.data.revokeApiToken).toEqual({ __typename: 'ConflictError', message: 'Токен уже отозван' });
    expect(await t.db.auditLog.count({ where: { entity: 'ApiToken', entityId: id, action: 'api_token.revoke' } })).toBe(
      1,
    );
  });

  it('refuses an unknown token with 401', async () => {
    const { status } = await asAnalyst('usta_not-a-real-token', '{ adminReviews { total } }');
    expect(status).toBe(401);
  });

  it('answers a missing name with the field error', async () => {
    const result = await t.gql(CREATE, { name: '   ' }, DEMO.admin);
    expect(result.data.createApiToken).toEqual({
      __typename: 'ValidationError',
      message: 'Введите название токена',
      fieldErrors: [{ field: 'name', messages: ['Введите название токена'] }],
    });
  });

  it('refuses clients and masters', async () => {
    const before = await t.db.apiToken.count();
    for (const user of [DEMO.client, DEMO.plumber]) {
      const result = await t.gql(CREATE, { name: 'Чужой' }, user);
      expect(result.errors?.[0].message).toBe('Недостаточно прав');
      const list = await t.gql('{ apiTokens { id } }', {}, user);
      expect(list.errors?.[0].message).toBe('Недостаточно прав');
    }
    const { id } = await issue('Цель');
    const revoke = await t.gql(REVOKE, { id }, DEMO.client);
    expect(revoke.errors?.[0].message).toBe('Недостаточно прав');
    expect(await t.db.apiToken.count()).toBe(before + 1);
    expect((await t.db.apiToken.findUniqueOrThrow({ where: { id } })).revokedAt).toBeNull();
  });
});

describe('live tokens per admin (API_TOKENS_MAX)', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ env: { API_TOKENS_MAX: '2' } });
  });
  afterAll(() => small.close());

  it('refuses a third live token in the admin’s language, and mints again once one is revoked', async () => {
    const MINT = `mutation ($name: String!) {
      createApiToken(name: $name) {
        __typename
        ... on MutationCreateApiTokenSuccess { data { apiToken { id } } }
        ... on Error { message }
      }
    }`;
    const mint = (name: string, as = DEMO.admin) => small.gql(MINT, { name }, as);
    const first = await mint('Первый');
    expect((await mint('Второй')).data.createApiToken.__typename).toBe('MutationCreateApiTokenSuccess');
    const third = (await mint('Третий')).data.createApiToken;
    expect(third).toMatchObject({
      __typename: 'ConflictError',
      message: 'У вас уже 2 действующих токенов: отзовите ненужный, чтобы выпустить новый',
    });
    expect(await small.db.apiToken.count({ where: { revokedAt: null } })).toBe(2);
    await small.db.user.updateMany({ where: { telegramId: BigInt(DEMO.admin.id) }, data: { language: 'uz' } });
    expect((await mint('Uchinchi')).data.createApiToken.message).toBe(
      'Sizda allaqachon 2 ta amaldagi token bor: yangisini chiqarish uchun keraksizini bekor qiling',
    );
    await small.gql(REVOKE, { id: first.data.createApiToken.data.apiToken.id }, DEMO.admin);
    expect((await mint('Снова')).data.createApiToken.__typename).toBe('MutationCreateApiTokenSuccess');
  });
});
