// When the client wants the work done (issue 19): as soon as possible (the default), today, tomorrow, or
// a window the client picks (scheduled_from < scheduled_to, in the future, within 30 days).
import { ValidationError, type FieldErrors } from './errors';

export const TASK_WHEN_VALUES = ['asap', 'today', 'tomorrow', 'window'] as const;
export type TaskWhen = (typeof TASK_WHEN_VALUES)[number];

export const WINDOW_MAX_DAYS = 30;

export interface WhenInput {
  when?: unknown;
  scheduledFrom?: unknown;
  scheduledTo?: unknown;
}

export interface WhenData {
  when: TaskWhen;
  scheduledFrom: Date | null;
  scheduledTo: Date | null;
}

// an ISO 8601 date and time with its offset (what Date.toISOString() gives); nothing else is a time
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

function timeFrom(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || !ISO_TIME.test(value.trim())) return null;
  const time = new Date(value.trim());
  return Number.isNaN(time.getTime()) ? null : time;
}

export function checkWhen(input: WhenInput, now = new Date()): WhenData {
  const raw = input.when;
  const when = raw === undefined || raw === null || raw === '' ? 'asap' : raw;
  if (typeof when !== 'string' || !(TASK_WHEN_VALUES as readonly string[]).includes(when))
    throw ValidationError.fromFields({ when: ['WHEN_INVALID'] });
  if (when !== 'window') return { when: when as TaskWhen, scheduledFrom: null, scheduledTo: null };

  const errors: FieldErrors = {};
  const from = timeFrom(input.scheduledFrom);
  const to = timeFrom(input.scheduledTo);
  if (!from) errors.scheduled_from = ['WHEN_WINDOW_REQUIRED'];
  if (!to) errors.scheduled_to = ['WHEN_WINDOW_REQUIRED'];
  if (from && to) {
    const latest = now.getTime() + WINDOW_MAX_DAYS * 24 * 60 * 60 * 1000;
    if (from.getTime() <= now.getTime()) errors.scheduled_from = ['WHEN_IN_PAST'];
    else if (from.getTime() >= to.getTime()) errors.scheduled_to = ['WHEN_ORDER'];
    else if (to.getTime() > latest) errors.scheduled_to = [{ code: 'WHEN_TOO_FAR', params: { days: WINDOW_MAX_DAYS } }];
  }
  if (Object.keys(errors).length) throw ValidationError.fromFields(errors);
  return { when: 'window', scheduledFrom: from, scheduledTo: to };
}

// "24.11 14:00–18:00" or "24.11 14:00 – 25.11 10:00" in Tashkent time (the product's only time zone)
export function formatWindow(from: Date, to: Date): string {
  const day = (date: Date) =>
    date.toLocaleDateString('ru-RU', { day: '2-digit', month: '2-digit', timeZone: 'Asia/Tashkent' });
  const time = (date: Date) =>
    date.toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tashkent' });
  return day(from) === day(to)
    ? `${day(from)} ${time(from)}–${time(to)}`
    : `${day(from)} ${time(from)} – ${day(to)} ${time(to)}`;
}
