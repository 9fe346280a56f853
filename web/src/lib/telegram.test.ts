import { parseLaunchQuery, telegramLanguageCode } from './telegram';

describe('Telegram launch parameters', () => {
  it('reads init data, theme and start parameter from the launch hash', () => {
    const query = new URLSearchParams({
      tgWebAppData: 'user=%7B%22id%22%3A1%7D&auth_date=1&hash=abc',
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'android',
      tgWebAppThemeParams: JSON.stringify({ bg_color: '#17212b', text_color: '#f5f5f5' }),
      tgWebAppStartParam: 'task_7',
    }).toString();
    expect(parseLaunchQuery(query)).toEqual({
      initData: 'user=%7B%22id%22%3A1%7D&auth_date=1&hash=abc',
      themeParams: { bg_color: '#17212b', text_color: '#f5f5f5' },
      startParam: 'task_7',
    });
  });

  it('finds nothing in an ordinary address', () => {
    expect(parseLaunchQuery('redirect=/client')).toBeNull();
    expect(parseLaunchQuery('')).toBeNull();
  });

  it('survives a broken palette', () => {
    const query = new URLSearchParams({
      tgWebAppData: 'auth_date=1',
      tgWebAppVersion: '8.0',
      tgWebAppThemeParams: '{oops',
    }).toString();
    expect(parseLaunchQuery(query)?.themeParams).toEqual({});
  });
});

describe('telegramLanguageCode', () => {
  it("reads the language of the user's Telegram from the init data", () => {
    const user = (fields: object) => new URLSearchParams({ user: JSON.stringify({ id: 1, ...fields }) }).toString();
    expect(telegramLanguageCode(user({ language_code: 'uz' }))).toBe('uz');
    expect(telegramLanguageCode(user({}))).toBeNull();
    expect(telegramLanguageCode('user=%7Boops&auth_date=1')).toBeNull();
    expect(telegramLanguageCode('auth_date=1')).toBeNull();
  });
});
