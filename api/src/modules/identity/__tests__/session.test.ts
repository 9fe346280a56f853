import { createTestApp, DEMO, TEST_BOT_TOKEN, type TestApp } from '../../../../../tests/support/test-app';
import { signInitData } from '../../../platform/auth/init-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Telegram init data', () => {
  it('signs in a valid user and returns the init payload', async () => {
    const response = await t.request({ method: 'GET', url: '/api/tg-webapp/init', as: DEMO.client });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      user: { name: 'Азиз Каримов', first_name: 'Азиз', currentRole: 0, isAdmin: false, Contract: null },
    });
  });

  it('creates a user it has not seen, with no role yet', async () => {
    const stranger = { id: 777000111, first_name: 'Новый', username: 'new_user' };
    const response = await t.request({ method: 'GET', url: '/api/tg-webapp/init', as: stranger });
    expect(response.json().user).toMatchObject({ name: 'Новый', currentRole: null });
    expect(await t.db.user.count({ where: { telegramId: 777000111n } })).toBe(1);
  });

  it('drops NUL and other control characters from the signed profile instead of failing (issue 26)', async () => {
    const user = {
      id: 777000112,
      first_name: 'Ali\u0000\u0007',
      last_name: '\u001bVali\u009f',
      username: 'ali\u0000_v',
      language_code: 'uz\u0000',
    };
    const response = await t.request({ method: 'GET', url: '/api/tg-webapp/init', as: user });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ name: 'Ali Vali', first_name: 'Ali' });
    const stored = await t.db.user.findUniqueOrThrow({ where: { telegramId: 777000112n } });
    expect(stored).toMatchObject({
      firstName: 'Ali',
      lastName: 'Vali',
      username: 'ali_v',
      languageCode: 'uz',
      language: 'uz',
    });
    // a name of control characters alone is no name; signing in again with the same data changes nothing
    const blank = { id: 777000113, first_name: '\u0000\u0001', last_name: 'Karimov\u0000' };
    for (let round = 0; round < 2; round += 1) {
      const again = await t.request({ method: 'GET', url: '/api/tg-webapp/init', as: blank });
      expect(again.statusCode).toBe(200);
    }
    expect(await t.db.user.findUniqueOrThrow({ where: { telegramId: 777000113n } })).toMatchObject({
      firstName: null,
      lastName: 'Karimov',
    });
  });

  it('answers 401 TELEGRAM_INIT_DATA_MISSING without init data', async () => {
    const response = await t.request({ method: 'GET', url: '/api/tg-webapp/init' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Telegram initData not provided',
      error: 'Telegram initData not provided',
      code: 'TELEGRAM_INIT_DATA_MISSING',
    });
  });

  const invalidBody = {
    success: false,
    message: 'Invalid Telegram data',
    error: 'Invalid Telegram data',
    code: 'TELEGRAM_DATA_INVALID',
  };

  it('answers 401 TELEGRAM_DATA_INVALID for tampered init data', async () => {
    const tampered = t.initData(DEMO.client).replace('%D0%90%D0%B7%D0%B8%D0%B7', '%D0%91%D0%B0%D0%B1');
    const response = await t.request({
      method: 'GET',
      url: '/api/tg-webapp/init',
      headers: { 'x-telegram-init-data': tampered },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalidBody);
  });

  it('answers 401 TELEGRAM_DATA_INVALID for init data signed with another bot token', async () => {
    const foreign = signInitData({ id: DEMO.client.id, first_name: 'Азиз' }, '999:another-token');
    const response = await t.request({
      method: 'GET',
      url: '/api/tg-webapp/init',
      headers: { 'x-telegram-init-data': foreign },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalidBody);
  });

  it('answers 401 TELEGRAM_DATA_INVALID for expired init data', async () => {
    const old = t.initData(DEMO.client, new Date(Date.now() - (t.config.initDataMaxAgeS + 60) * 1000));
    const response = await t.request({
      method: 'GET',
      url: '/api/tg-webapp/init',
      headers: { 'x-telegram-init-data': old },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalidBody);
  });

  it('answers 401 TELEGRAM_DATA_INVALID for signed init data naming user 0 or a negative id, creating no user', async () => {
    const users = await t.db.user.count();
    for (const id of [0, -1, -900000001]) {
      const response = await t.request({
        method: 'GET',
        url: '/api/tg-webapp/init',
        headers: { 'x-telegram-init-data': t.initData({ id, first_name: 'Никто' }) },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(invalidBody);
    }
    expect(await t.db.user.count()).toBe(users);
  });

  it('answers 401 TELEGRAM_DATA_INVALID for init data dated in the future, allowing a minute of clock skew', async () => {
    const ahead = (seconds: number) => t.initData(DEMO.client, new Date(Date.now() + seconds * 1000));
    const future = await t.request({
      method: 'GET',
      url: '/api/tg-webapp/init',
      headers: { 'x-telegram-init-data': ahead(3600) },
    });
    expect(future.statusCode).toBe(401);
    expect(future.json()).toEqual(invalidBody);
    const skewed = await t.request({
      method: 'GET',
      url: '/api/tg-webapp/init',
      headers: { 'x-telegram-init-data': ahead(30) },
    });
    expect(skewed.statusCode).toBe(200);
  });

  it('accepts the second header name and Authorization: tma', async () => {
    const initData = t.initData(DEMO.client);
    const second = await t.request({
      method: 'GET',
      url: '/api/tg-webapp/init',
      headers: { 'x-telegram-webapp-init-data': initData },
    });
    const tma = await t.request({
      method: 'GET',
      url: '/api/tg-webapp/init',
      headers: { authorization: `tma ${initData}` },
    });
    expect(second.statusCode).toBe(200);
    expect(tma.statusCode).toBe(200);
  });

  it('answers GraphQL with 401 and the same code for invalid init data', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-telegram-init-data': 'hash=abc&user=%7B%7D' },
      payload: { query: '{ me { id } }' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0]).toMatchObject({
      message: 'Invalid Telegram data',
      extensions: { code: 'TELEGRAM_DATA_INVALID' },
    });
  });

  it('uses the bot token it was given', () => {
    expect(t.config.botToken).toBe(TEST_BOT_TOKEN);
  });
});

describe('role change', () => {
  it('saves the role through REST', async () => {
    const user = { id: 777000222, first_name: 'Роль' };
    const response = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/user/set-role',
      as: user,
      payload: { role: 1 },
    });
    expect(response.json()).toEqual({ success: true, message: 'Роль обновлена', currentRole: 1 });
    const init = await t.request({ method: 'GET', url: '/api/tg-webapp/init', as: user });
    expect(init.json().user.currentRole).toBe(1);
  });

  it('refuses the admin role to a non-admin and changes nothing', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/user/set-role',
      as: DEMO.client,
      payload: { role: 2 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: 'Ошибка при обновлении роли пользователя',
      error: 'Недостаточно прав',
    });
    const user = await t.db.user.findUniqueOrThrow({ where: { telegramId: BigInt(DEMO.client.id) } });
    expect(user.currentRole).toBe(0);
  });

  it('refuses an unknown role', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/user/set-role',
      as: DEMO.client,
      payload: { role: 7 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Ошибка при обновлении роли пользователя',
      error: 'Недопустимая роль',
    });
  });

  it('lets an admin take the admin role through GraphQL', async () => {
    const result = await t.gql(
      'mutation { setRole(role: ADMIN) { ... on MutationSetRoleSuccess { data { currentRole isAdmin } } ... on Error { message } } }',
      {},
      DEMO.admin,
    );
    expect(result.data.setRole).toEqual({ data: { currentRole: 'ADMIN', isAdmin: true } });
  });

  it('returns a typed error to GraphQL for a non-admin asking for admin', async () => {
    const result = await t.gql(
      'mutation { setRole(role: ADMIN) { __typename ... on Error { message } } }',
      {},
      DEMO.client2,
    );
    expect(result.data.setRole).toEqual({ __typename: 'ForbiddenError', message: 'Недостаточно прав' });
  });

  it('treats ADMIN_TELEGRAM_IDS as admins', async () => {
    const withEnv = await createTestApp({ env: { ADMIN_TELEGRAM_IDS: ' 777000333 , 1' } });
    try {
      const response = await withEnv.request({
        method: 'GET',
        url: '/api/tg-webapp/init',
        as: { id: 777000333, first_name: 'Env' },
      });
      expect(response.json().user.isAdmin).toBe(true);
    } finally {
      await withEnv.close();
    }
  });
});
