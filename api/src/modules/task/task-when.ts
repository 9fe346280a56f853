// When the client wants the work done: as soon as possible (the default), today, tomorrow, or
// a window the client picks (scheduledFrom < scheduledTo, in the future, within 30 days; the edge checks it).
import { formatWindow as formatWindowIn } from '@usta/rules';
import type { Language } from '../../platform/i18n/language';

export const TASK_WHEN_VALUES = ['asap', 'today', 'tomorrow', 'window'] as const;
export type TaskWhen = (typeof TASK_WHEN_VALUES)[number];

export const WINDOW_MAX_DAYS = 30;

export interface WhenData {
  when: TaskWhen;
  scheduledFrom: Date | null;
  scheduledTo: Date | null;
}

// the form's fields about it (modules/task/input/when-input.ts parses them), told after the task's own fields
export const WHEN_FIELDS = ['when', 'scheduledFrom', 'scheduledTo'] as const;

// "24.11 14:00–18:00" or "24.11 14:00 – 25.11 10:00" in Tashkent time (the product's only time zone); in
// Uzbek "24-noyabr, 14:00–18:00": the web's screens write it the same (@usta/rules dates.ts)
export function formatWindow(from: Date, to: Date, language: Language = 'ru'): string {
  return formatWindowIn(from, to, language);
}
