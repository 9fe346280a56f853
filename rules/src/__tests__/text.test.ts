// The text rules both sides check: blank and invisible characters, a description's length, a rating.
import {
  LIMITS,
  clipText,
  firstCharacter,
  isBlankText,
  isCancelTextValid,
  isDescriptionTooLong,
  isDescriptionTooShort,
  hasTooFewLetters,
  isValidRating,
} from '../index';

test('a description counts only what a reader sees', () => {
  expect(isDescriptionTooShort('\u200B'.repeat(20))).toBe(true);
  expect(isDescriptionTooShort(`  ${'а'.repeat(9)}\u200B  `)).toBe(true);
  expect(isDescriptionTooShort('течёт кран в ванной')).toBe(false);
  expect(isDescriptionTooLong(`${'a'.repeat(LIMITS.descriptionMax)}   `)).toBe(false);
  expect(isDescriptionTooLong('a'.repeat(LIMITS.descriptionMax + 1))).toBe(true);
});

test('a description needs 3 letters of any script', () => {
  expect(hasTooFewLetters('🔧🚿🔧🚿🔧🚿🔧🚿🔧🚿')).toBe(true);
  expect(hasTooFewLetters('+998 90 123 45 67 !!')).toBe(true);
  expect(hasTooFewLetters('кр 1234567')).toBe(true);
  expect(hasTooFewLetters('кра 1234567')).toBe(false);
  expect(hasTooFewLetters('suv 🔧🔧🔧🔧')).toBe(false);
  expect(hasTooFewLetters('сув қувури')).toBe(false);
});

test('blank texts and cancellation texts', () => {
  expect(isBlankText(' \u2060\uFEFF ')).toBe(true);
  expect(isBlankText(' x ')).toBe(false);
  expect(isCancelTextValid('   ')).toBe(false);
  expect(isCancelTextValid('x'.repeat(LIMITS.cancelTextMax))).toBe(true);
  expect(isCancelTextValid('x'.repeat(LIMITS.cancelTextMax + 1))).toBe(false);
});

test('a rating is a whole number of stars from 1 to 5', () => {
  expect([0, 1, 5, 6, 2.5, Number.NaN].map(isValidRating)).toEqual([false, true, true, false, false, false]);
});

describe('clipText', () => {
  it('keeps a text within the limit whole', () => {
    expect(clipText('кран', 4)).toEqual({ text: 'кран', truncated: false });
    // five UTF-16 units, three characters
    expect(clipText('а🔧б', 3)).toEqual({ text: 'а🔧б', truncated: false });
  });

  it('cuts between characters: an emoji, a flag and a family stay whole', () => {
    expect(clipText('аб🔧вг', 3)).toEqual({ text: 'аб🔧…', truncated: true });
    expect(clipText('а🇺🇿б', 2)).toEqual({ text: 'а🇺🇿…', truncated: true });
    expect(clipText('👨‍👩‍👧 дома', 1)).toEqual({ text: '👨‍👩‍👧…', truncated: true });
  });

  it('trims the blank end of the cut', () => {
    expect(clipText('кран течёт', 5)).toEqual({ text: 'кран…', truncated: true });
  });
});

describe('firstCharacter', () => {
  it('is a whole character: an emoji, a flag, a family; nothing for no text', () => {
    expect(firstCharacter('🔧 кран')).toBe('🔧');
    expect(firstCharacter('🇺🇿 Ташкент')).toBe('🇺🇿');
    expect(firstCharacter('👨‍👩‍👧 дома')).toBe('👨‍👩‍👧');
    expect(firstCharacter('кран')).toBe('к');
    expect(firstCharacter('')).toBe('');
  });
});
