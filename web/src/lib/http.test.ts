import { isInitDataRejection } from './http';

describe('401 about Telegram init data (docs/product.md §7)', () => {
  it('recognises the REST and GraphQL forms', () => {
    expect(isInitDataRejection({ success: false, message: 'Invalid Telegram data' })).toBe(true);
    expect(isInitDataRejection({ error: 'Telegram initData not provided' })).toBe(true);
    expect(isInitDataRejection({ code: 'TELEGRAM_DATA_INVALID' })).toBe(true);
    expect(
      isInitDataRejection({ errors: [{ message: 'x', extensions: { code: 'TELEGRAM_INIT_DATA_MISSING' } }] }),
    ).toBe(true);
  });

  it('ignores other failures', () => {
    expect(isInitDataRejection({ message: 'Недостаточно прав' })).toBe(false);
    expect(isInitDataRejection(null)).toBe(false);
    expect(isInitDataRejection('Invalid Telegram data')).toBe(false);
  });
});
