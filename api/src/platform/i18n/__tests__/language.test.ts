// the interface language, from Telegram's language_code at the first sign-in, then the user's choice.
import { createTestApp, DEMO, type TelegramUserSpec, type TestApp } from '../../../../../tests/support/test-app';
import { languageFromTelegram } from '../../../modules/identity';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextId = 777100000;
const stranger = (language_code?: string) => ({ id: nextId++, first_name: 'Til', language_code });

async function init(user: TelegramUserSpec) {
  const response = await t.request({ method: 'GET', url: '/api/tg-webapp/init', as: user });
  expect(response.statusCode).toBe(200);
  return response.json().user;
}

describe("Telegram's language_code at the first sign-in", () => {
  it('reads uz, uz-UZ and uz-Latn as Uzbek and anything else as Russian', () => {
    expect(languageFromTelegram('uz')).toBe('uz');
    expect(languageFromTelegram('UZ-uz')).toBe('uz');
    expect(languageFromTelegram('uz-Latn')).toBe('uz');
    expect(languageFromTelegram('ru')).toBe('ru');
    expect(languageFromTelegram('en')).toBe('ru');
    expect(languageFromTelegram('')).toBe('ru');
    expect(languageFromTelegram(null)).toBe('ru');
    expect(languageFromTelegram('tr-uz')).toBe('ru');
  });

  it('gives a new Uzbek user uz and a new Russian or unknown user ru in init and me', async () => {
    const uzbek = stranger('uz');
    const russian = stranger('ru');
    const english = stranger('en');
    const unknown = stranger();
    expect((await init(uzbek)).language).toBe('uz');
    expect((await init(russian)).language).toBe('ru');
    expect((await init(english)).language).toBe('ru');
    expect((await init(unknown)).language).toBe('ru');
    expect((await t.gql('{ me { language } }', {}, uzbek)).data.me).toEqual({ language: 'UZ' });
    expect((await t.gql('{ me { language } }', {}, english)).data.me).toEqual({ language: 'RU' });
  });

  it("keeps the user's choice when Telegram later reports another language_code", async () => {
    const user = stranger('uz');
    await init(user);
    const chosen = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/user/set-language',
      as: user,
      payload: { language: 'ru' },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await init(user)).language).toBe('ru');
    expect((await init({ ...user, language_code: 'uz-UZ' })).language).toBe('ru');
  });
});

describe('set-language', () => {
  it('saves the language through REST and answers like set-role', async () => {
    const user = stranger('ru');
    const response = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/user/set-language',
      as: user,
      payload: { language: 'uz' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.any(String), language: 'uz' });
    expect((await init(user)).language).toBe('uz');
  });

  it.each([['en'], ['UZ'], [''], [null], [1], [['uz']], [{ language: 'uz' }]])(
    'refuses %j with a clear error and changes nothing',
    async (language) => {
      const user = stranger('uz');
      await init(user);
      const response = await t.request({
        method: 'POST',
        url: '/api/tg-webapp/user/set-language',
        as: user,
        payload: { language },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String), error: expect.any(String) });
      expect(response.json().errors.language).toHaveLength(1);
      expect((await init(user)).language).toBe('uz');
    },
  );

  it('refuses a missing body and a missing sign-in', async () => {
    const user = stranger('ru');
    const empty = await t.request({ method: 'POST', url: '/api/tg-webapp/user/set-language', as: user });
    expect(empty.statusCode).toBe(422);
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/user/set-language',
      payload: { language: 'uz' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await init(user)).language).toBe('ru');
  });

  it('saves the language through GraphQL setLanguage', async () => {
    const user = stranger('ru');
    await init(user);
    const result = await t.gql(
      'mutation { setLanguage(language: UZ) { ... on MutationSetLanguageSuccess { data { language } } ... on Error { message } } }',
      {},
      user,
    );
    expect(result.data.setLanguage).toEqual({ data: { language: 'UZ' } });
    expect((await init(user)).language).toBe('uz');
    const invalid = await t.gql('mutation { setLanguage(language: EN) { __typename } }', {}, user);
    expect(invalid.errors?.length).toBeGreaterThan(0);
    expect((await init(user)).language).toBe('uz');
  });

  it('leaves the seeded Russian demo users in Russian', async () => {
    expect((await init(DEMO.client)).language).toBe('ru');
  });
});
