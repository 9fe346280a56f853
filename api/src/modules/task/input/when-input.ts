// When the client wants the work done: `when` (asap when left out) and, for a window,
// `scheduledFrom` < `scheduledTo`, in the future, within 30 days.
import { z } from 'zod';
import type { FieldErrors } from '../../../platform/errors';
import { TASK_WHEN_VALUES, WINDOW_MAX_DAYS, type WhenData } from '../task-when';
import { blankAs, oneOf } from '../../../platform/input/fields';
import { addError, parseFields } from '../../../platform/input/parse';

const DAY_MS = 24 * 60 * 60 * 1000;

// an ISO 8601 date and time with its offset (what Date.toISOString() gives); nothing else is a time
const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

// The text's own date and time exist on the calendar: Date rolls 31 November over to 1 December and
// 24:00 to the next day, where GraphQL's DateTime refuses them; both faces refuse the same texts.
function onCalendar(text: string): boolean {
  const parts = ISO_TIME.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second = 0] = parts.slice(1, 7).map((part) => Number(part ?? 0));
  const [offsetHours, offsetMinutes] = (parts[7].match(/\d{2}/g) ?? []).map(Number);
  if (offsetHours > 23 || offsetMinutes > 59) return false;
  const utc = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    utc.getUTCFullYear() === year &&
    utc.getUTCMonth() === month - 1 &&
    utc.getUTCDate() === day &&
    utc.getUTCHours() === hour &&
    utc.getUTCMinutes() === minute &&
    utc.getUTCSeconds() === second
  );
}

const whenSchema = blankAs('asap', oneOf(TASK_WHEN_VALUES, 'WHEN_INVALID'));

// a Date (GraphQL's DateTime) or an ISO string (REST)
const timeSchema = z
  .union(
    [
      z.date(),
      z
        .string()
        .trim()
        .regex(ISO_TIME)
        .refine(onCalendar)
        .transform((text) => new Date(text)),
    ],
    {
      error: 'WHEN_WINDOW_REQUIRED',
    },
  )
  .refine((time) => !Number.isNaN(time.getTime()), { error: 'WHEN_WINDOW_REQUIRED' });

export type WhenRaw = { when?: unknown; scheduledFrom?: unknown; scheduledTo?: unknown };

// The task's time (null when refused: it is taken whole or not at all). A bad `when` is the only error said;
// a window's times are checked against each other and `now` once both are times.
export function parseWhen(raw: WhenRaw, now = new Date()): { value: WhenData | null; errors: FieldErrors } {
  const chosen = whenSchema.safeParse(raw.when);
  if (!chosen.success) return { value: null, errors: { when: ['WHEN_INVALID'] } };
  if (chosen.data !== 'window')
    return { value: { when: chosen.data, scheduledFrom: null, scheduledTo: null }, errors: {} };

  const times = parseFields({ scheduledFrom: timeSchema, scheduledTo: timeSchema }, raw);
  const { scheduledFrom: from, scheduledTo: to } = times.value;
  const errors: FieldErrors = times.errors;
  if (from && to) {
    if (from.getTime() <= now.getTime()) addError(errors, 'scheduledFrom', 'WHEN_IN_PAST');
    else if (from.getTime() >= to.getTime()) addError(errors, 'scheduledTo', 'WHEN_ORDER');
    else if (to.getTime() > now.getTime() + WINDOW_MAX_DAYS * DAY_MS)
      addError(errors, 'scheduledTo', { code: 'WHEN_TOO_FAR', params: { days: WINDOW_MAX_DAYS } });
  }
  if (Object.keys(errors).length) return { value: null, errors };
  return { value: { when: 'window', scheduledFrom: from, scheduledTo: to }, errors };
}
