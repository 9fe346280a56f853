// Dates in the user's language, the same on the web's screens and in the bot's messages.
import { formatDateTime, formatDay, formatTime, formatWindow, UZBEK_MONTHS } from '../index';

// 26 November 2026, 18:05 in Tashkent (UTC+5)
const EVENING = new Date('2026-11-26T13:05:00Z');
const NOW = new Date('2026-11-20T08:00:00Z');

describe('dates in Tashkent time, in the reader language', () => {
  it('writes Russian as ru-RU does, as SPEC shows it', () => {
    expect(formatDateTime(EVENING, 'ru', NOW)).toBe('26.11.2026, 18:05');
    expect(formatDay(EVENING, 'ru')).toBe('26.11');
    expect(formatWindow(new Date('2026-11-24T09:00:00Z'), new Date('2026-11-24T13:00:00Z'), 'ru')).toBe(
      '24.11 14:00–18:00',
    );
    expect(formatWindow(new Date('2026-11-24T09:00:00Z'), new Date('2026-11-25T05:00:00Z'), 'ru')).toBe(
      '24.11 14:00 – 25.11 10:00',
    );
  });

  it('writes Uzbek with the month named, day first, never ISO or month first', () => {
    expect(formatDateTime(EVENING, 'uz', NOW)).toBe('26-noyabr, 18:05');
    // another year says which
    expect(formatDateTime(new Date('2025-03-03T04:30:00Z'), 'uz', NOW)).toBe('2025-yil 3-mart, 09:30');
    expect(formatWindow(new Date('2026-11-26T13:00:00Z'), new Date('2026-11-26T15:00:00Z'), 'uz')).toBe(
      '26-noyabr, 18:00–20:00',
    );
    expect(formatWindow(new Date('2026-11-24T09:00:00Z'), new Date('2026-11-25T05:00:00Z'), 'uz')).toBe(
      '24-noyabr, 14:00 – 25-noyabr, 10:00',
    );
  });

  it('takes the Tashkent day and time, whatever the machine zone', () => {
    // 23:30 UTC on 31 December is already 1 January in Tashkent
    const newYear = new Date('2026-12-31T23:30:00Z');
    expect(formatDay(newYear, 'uz')).toBe('1-yanvar');
    expect(formatDay(newYear, 'ru')).toBe('01.01');
    expect(formatTime(newYear)).toBe('04:30');
  });

  it('names every month', () => {
    const days = UZBEK_MONTHS.map((_, index) => formatDay(new Date(Date.UTC(2026, index, 15, 7)), 'uz'));
    expect(days).toEqual([
      '15-yanvar',
      '15-fevral',
      '15-mart',
      '15-aprel',
      '15-may',
      '15-iyun',
      '15-iyul',
      '15-avgust',
      '15-sentabr',
      '15-oktabr',
      '15-noyabr',
      '15-dekabr',
    ]);
  });
});
