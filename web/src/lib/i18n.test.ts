import { applyLanguage, currentLanguage, startingLanguage } from './i18n';

describe('the starting language', () => {
  afterEach(async () => {
    await applyLanguage('ru');
    window.localStorage.clear();
  });

  it("is Telegram's language on a first launch: uz... gives Uzbek, anything else Russian", () => {
    expect(startingLanguage('uz')).toBe('uz');
    expect(startingLanguage('uz-UZ')).toBe('uz');
    expect(startingLanguage('en')).toBe('ru');
    expect(startingLanguage(null)).toBe('ru');
  });

  it('is the language shown last time on this device once there is one', async () => {
    await applyLanguage('uz');
    expect(currentLanguage()).toBe('uz');
    expect(startingLanguage('ru')).toBe('uz');
    await applyLanguage('ru');
    expect(startingLanguage('uz')).toBe('ru');
  });
});
