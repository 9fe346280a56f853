// When the client wants the work done: the labels every screen shows, one copy for the
// client's form and list, the master's cards and the admin's details. Times are Tashkent's, the product's
// only time zone (the server's bot texts read the same).
import { formatWindow as formatWindowIn } from '@usta/rules';
import { currentLanguage } from './i18n';
import { UI_TEXTS } from './ui-texts';

export type TaskWhenName = 'asap' | 'today' | 'tomorrow' | 'window';

// "24.11 14:00–18:00", or "24.11 14:00 – 25.11 10:00" across days; in Uzbek "24-noyabr, 14:00–18:00"
export function formatWindow(from: Date, to: Date): string {
  return formatWindowIn(from, to, currentLanguage());
}

export interface TaskWhenValue {
  when: string;
  scheduledFrom?: string | null;
  scheduledTo?: string | null;
}

export function whenLabel({ when, scheduledFrom, scheduledTo }: TaskWhenValue): string {
  if (when === 'window') {
    const from = scheduledFrom ? new Date(scheduledFrom) : null;
    const to = scheduledTo ? new Date(scheduledTo) : null;
    if (from && to && !Number.isNaN(from.getTime()) && !Number.isNaN(to.getTime())) return formatWindow(from, to);
    return UI_TEXTS.whenWindow;
  }
  return when === 'today' ? UI_TEXTS.whenToday : when === 'tomorrow' ? UI_TEXTS.whenTomorrow : UI_TEXTS.whenAsap;
}

// <input type="datetime-local"> speaks Tashkent wall time ("2026-11-24T14:00"); the server takes ISO with
// an offset. Tashkent has no daylight saving: always +05:00.
export function tashkentLocalToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const date = new Date(`${local}:00+05:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function isoToTashkentLocal(date: Date): string {
  const shifted = new Date(date.getTime() + 5 * 60 * 60 * 1000);
  return shifted.toISOString().slice(0, 16);
}
