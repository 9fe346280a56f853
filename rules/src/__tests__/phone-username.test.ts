// docs/product.md §5 phone and username rules.
import { groupPhone, isValidPhone, isValidUsername, normalizePhone, normalizeUsername } from '../index';

describe('phone', () => {
  it.each([
    ['901234567', '+998901234567'],
    ['90 123 45 67', '+998901234567'],
    ['+998 (90) 123-45-67', '+998901234567'],
    ['998901234567', '+998901234567'],
    // operator code 99 followed by 8: nine digits are still a local number
    ['998123456', '+998998123456'],
    ['', ''],
    ['abc', ''],
  ])('normalises %j to %j', (raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected);
  });

  it('shows an Uzbek number grouped as it is written, a partial or foreign one as it is', () => {
    expect(groupPhone('+998901234567')).toBe('+998 90 123 45 67');
    expect(groupPhone('+9989012')).toBe('+998 90 12');
    expect(groupPhone('+998')).toBe('+998');
    expect(groupPhone('+99')).toBe('+99');
    expect(groupPhone('+79991234567')).toBe('+79991234567');
  });

  it('never cuts a longer or foreign number into a valid one', () => {
    expect(isValidPhone(normalizePhone('+7 999 123 45 67'))).toBe(false);
    expect(isValidPhone(normalizePhone('+998 90 123 45 678'))).toBe(false);
    expect(isValidPhone(normalizePhone('1234'))).toBe(false);
  });

  it('accepts only +998 and nine digits', () => {
    expect(isValidPhone('+998901234567')).toBe(true);
    expect(isValidPhone('+99890123456')).toBe(false);
    expect(isValidPhone('998901234567')).toBe(false);
  });
});

describe('messenger username', () => {
  it('forces one leading @ and accepts 5 to 32 letters, digits or underscores', () => {
    expect(normalizeUsername('aziz_client')).toBe('@aziz_client');
    expect(normalizeUsername('@@aziz_client')).toBe('@aziz_client');
    expect(normalizeUsername('  ')).toBe('');
    expect(isValidUsername('@aziz_client')).toBe(true);
    expect(isValidUsername('@abcd')).toBe(false);
    expect(isValidUsername(`@${'a'.repeat(33)}`)).toBe(false);
    expect(isValidUsername('@азиз_клиент')).toBe(false);
  });
});
