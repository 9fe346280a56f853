// Display helpers shared by the screens: dates and numbers through Intl in the interface language.
import { clipText, firstCharacter, formatDateTime as formatMoment } from '@usta/rules';
import { currentLanguage } from './i18n';
import { UI_TEXTS } from './ui-texts';

// docs/product.md §2: creation date in ru-RU format with time ('26.11.2026, 18:00'; in Uzbek '26-noyabr, 18:00'),
// Tashkent time (@usta/rules dates.ts, shared with the bot)
export function formatDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return formatMoment(date, currentLanguage());
}

// `text` cut to its first `max` characters as a reader counts them (an emoji with its modifiers, a letter
// with its accents: @usta/rules text.ts), with an ellipsis; cutting UTF-16 units split an emoji in half
export function truncate(text: string, max: number): { text: string; truncated: boolean } {
  return clipText(text, max);
}

// the avatar's letter: the name's first character, whole (an emoji's two halves are one)
export function initialOf(name: string | null | undefined): string {
  return firstCharacter((name ?? '').trim()).toUpperCase() || '?';
}

// docs/product.md: the rating with one decimal
export function formatRating(value: number): string {
  return value.toFixed(1);
}

// a messenger chat link for a username given with or without '@'
export function telegramChatUrl(username: string): string {
  return `https://t.me/${username.replace(/^@/, '')}`;
}

// the server keeps uploads under /uploads; absolute addresses (Telegram photos) pass through
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `/uploads/${path}`;
}

// A duration in seconds, short: '45 с', '12 мин', '2 ч 5 мин', '3 дн 4 ч' (Uzbek: '12 daq', '2 soat 5 daq')
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '—';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return UI_TEXTS.seconds({ s });
  const minutes = Math.round(s / 60);
  if (minutes < 60) return UI_TEXTS.minutes({ m: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24)
    return minutes % 60 ? UI_TEXTS.hoursMinutes({ h: hours, m: minutes % 60 }) : UI_TEXTS.hours({ h: hours });
  const days = Math.floor(hours / 24);
  return hours % 24 ? UI_TEXTS.daysHours({ d: days, h: hours % 24 }) : UI_TEXTS.days({ d: days });
}

// A share 0..1 as a whole percent: '75 %'
export function formatPercent(share: number | null | undefined): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return '—';
  return `${Math.round(share * 100)} %`;
}
