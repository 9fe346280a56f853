// The master's duty switch and working hours as both faces send them: `on_duty` / `onDuty` a boolean; hours a
// list of { weekday 1..7, from "HH:MM", to "HH:MM" } in Tashkent time, `to` after `from` ("24:00" ends a
// day), entries of one day not overlapping. A bad list is refused whole, so nothing changes.
import { z } from 'zod';
import type { WorkingHours } from '../dispatch';
import { addError, parseOrThrow, throwIfAny } from '../../platform/input/parse';
import type { FieldErrors } from '../../platform/errors';

// a week of two or three shifts a day is far below it
export const WORKING_HOURS_MAX = 28;

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
const clock = z
  .string({ error: 'DUTY_HOURS_TIME_INVALID' })
  .trim()
  .regex(CLOCK, 'DUTY_HOURS_TIME_INVALID')
  .transform((text) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5)));

const entry = z.object(
  {
    weekday: z.coerce
      .number({ error: 'DUTY_HOURS_WEEKDAY_INVALID' })
      .int('DUTY_HOURS_WEEKDAY_INVALID')
      .min(1, 'DUTY_HOURS_WEEKDAY_INVALID')
      .max(7, 'DUTY_HOURS_WEEKDAY_INVALID'),
    from: clock,
    to: clock,
  },
  { error: 'DUTY_HOURS_INVALID' },
);

const hoursList = z.array(entry, { error: 'DUTY_HOURS_INVALID' }).max(WORKING_HOURS_MAX, 'DUTY_HOURS_TOO_MANY');

export function parseOnDuty(raw: unknown): boolean {
  return parseOrThrow(z.boolean({ error: 'DUTY_ON_INVALID' }), raw, 'on_duty');
}

// The entries in the domain's minutes, sorted by day and start; every refusal said at once under `hours`.
export function parseWorkingHours(raw: unknown): WorkingHours[] {
  const parsed = parseOrThrow(hoursList, raw, 'hours');
  const errors: FieldErrors = {};
  if (parsed.some((item) => item.to <= item.from)) addError(errors, 'hours', 'DUTY_HOURS_ORDER');
  throwIfAny(errors);
  const hours = parsed
    .map((item) => ({ weekday: item.weekday, fromMin: item.from, toMin: item.to }))
    .sort((a, b) => a.weekday - b.weekday || a.fromMin - b.fromMin);
  if (
    hours.some(
      (item, index) => index > 0 && hours[index - 1].weekday === item.weekday && hours[index - 1].toMin > item.fromMin,
    )
  )
    addError(errors, 'hours', 'DUTY_HOURS_OVERLAP');
  throwIfAny(errors);
  return hours;
}
