// Dates and times as people read them, one copy for the web's screens and the bot's messages,
// always in Tashkent time (the product's only time zone). Russian through Intl's ru-RU ('26.11.2026, 18:00',
// '24.11 14:00–18:00'). Uzbek as Uzbeks write it ('26-noyabr, 18:00', '2025-yil 3-mart, 09:30'): Intl gives
// the day, month, year and time, the month's name comes from the table below, because Chromium's ICU
// (and a small-ICU Node) has no Uzbek data and prints '2026-11-26 18:05' or 'M11 26'.
export const TIME_ZONE = 'Asia/Tashkent';

export type DateLanguage = 'ru' | 'uz';

export const UZBEK_MONTHS = [
  'yanvar',
  'fevral',
  'mart',
  'aprel',
  'may',
  'iyun',
  'iyul',
  'avgust',
  'sentabr',
  'oktabr',
  'noyabr',
  'dekabr',
] as const;

const numeric = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// the date's wall-clock parts in Tashkent
function partsOf(date: Date): { year: number; month: number; day: number; time: string } {
  const parts: Record<string, string> = {};
  for (const part of numeric.formatToParts(date)) parts[part.type] = part.value;
  return { year: +parts.year, month: +parts.month, day: +parts.day, time: `${parts.hour}:${parts.minute}` };
}

const ru = (date: Date, options: Intl.DateTimeFormatOptions) =>
  date.toLocaleString('ru-RU', { timeZone: TIME_ZONE, ...options });

// the day: '24.11' / '24-noyabr'
export function formatDay(date: Date, language: DateLanguage): string {
  if (language === 'ru') return ru(date, { day: '2-digit', month: '2-digit' });
  const { month, day } = partsOf(date);
  return `${day}-${UZBEK_MONTHS[month - 1]}`;
}

// the time of day, 24 hours: '18:00'
export function formatTime(date: Date): string {
  return partsOf(date).time;
}

// a moment with its date and time: '26.11.2026, 18:00' (docs/product.md's ru-RU with time) / '26-noyabr, 18:00' in
// the current year, '2025-yil 3-mart, 09:30' in another (`now` for tests)
export function formatDateTime(date: Date, language: DateLanguage, now: Date = new Date()): string {
  if (language === 'ru')
    return ru(date, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  const { year, time } = partsOf(date);
  const day = formatDay(date, 'uz');
  return year === partsOf(now).year ? `${day}, ${time}` : `${year}-yil ${day}, ${time}`;
}

// a window: '24.11 14:00–18:00' or '24.11 14:00 – 25.11 10:00' / '24-noyabr, 14:00–18:00' or
// '24-noyabr, 14:00 – 25-noyabr, 10:00'
export function formatWindow(from: Date, to: Date, language: DateLanguage): string {
  const gap = language === 'uz' ? ', ' : ' ';
  const [fromDay, toDay] = [formatDay(from, language), formatDay(to, language)];
  return fromDay === toDay
    ? `${fromDay}${gap}${formatTime(from)}–${formatTime(to)}`
    : `${fromDay}${gap}${formatTime(from)} – ${toDay}${gap}${formatTime(to)}`;
}
