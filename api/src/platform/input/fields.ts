// The pieces input schemas are made of: ids, optional filters, page numbers, cursors, texts. Each names the
// catalogue code it is refused with.
import { z } from 'zod';
import type { MessageCode } from '../errors';

// ids are PostgreSQL int4
export const ID_MAX = 2147483647;

// nothing given: absent, null or an empty string (a query string's `?city_id=`)
export const isBlank = (value: unknown) => value === undefined || value === null || value === '';

// nothing typed: absent, null, or text of blanks only (a form's field left empty)
export const isBlankText = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

// `schema`'s value, or `fallback` when nothing is given (`isBlank`)
export function blankAs<S extends z.ZodType>(fallback: unknown, schema: S) {
  return z.preprocess((value) => (isBlank(value) ? fallback : value), schema);
}

// `schema`'s value, or undefined when nothing is given (no filter; a field an edit leaves as it is)
export const blankOr = <S extends z.ZodType>(schema: S) => blankAs(undefined, schema.optional());

const DIGITS = /^\s*\d+\s*$/;

// A whole number from a JSON number or a string of digits (blanks around allowed, as query strings and
// forms send them). Anything else, a fraction or a sign included, is refused with `code`, once: the check
// aborts, so the checks a caller adds (an id's range) do not say it again.
export function wholeNumber(code: MessageCode) {
  return z
    .union([z.number(), z.string().regex(DIGITS).transform(Number)], { error: code })
    .refine((value) => Number.isSafeInteger(value) && value >= 0, { error: code, abort: true });
}

// a positive int4 id
export function id(code: MessageCode = 'ID_INVALID') {
  return wholeNumber(code).refine((value) => value >= 1 && value <= ID_MAX, { error: code });
}

// an id or nothing (blank means no filter)
export function optionalId(code: MessageCode = 'ID_INVALID') {
  return blankOr(id(code));
}

// a positive whole number, or `fallback` when none is given
export function positiveOr(fallback: number, code: MessageCode) {
  return blankAs(
    fallback,
    wholeNumber(code).refine((value) => value >= 1, { error: code }),
  );
}

// a whole number from a JSON number or a non-blank string (as `Number` reads it), from `min` to `max`
export function wholeIn(min: number, max: number, code: MessageCode) {
  return z
    .union([z.number(), z.string().trim().min(1).transform(Number)], { error: code })
    .pipe(z.number({ error: code }).int({ error: code }).min(min, { error: code }).max(max, { error: code }));
}

// free text of a filter: trimmed (and cut at `max`); anything but a string is no filter
export function filterText(max = Infinity) {
  return z.unknown().transform((value) => (typeof value === 'string' ? value.trim().slice(0, max) : ''));
}

// text typed by a person: a string, or a JSON number said as text; anything else is no text
export function looseText(code: MessageCode) {
  return z.union([z.string(), z.number().transform(String)], { error: code });
}

// text, or nothing when absent or null
export function optionalText(code: MessageCode) {
  return looseText(code).nullish();
}

// one of a fixed set of words (a status, a role), refused with `code`
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, code: MessageCode) {
  return z.enum(values, { error: code });
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

// Degrees from a JSON number or its text (blanks around and a decimal comma allowed: ' 41,30'), within
// ±`limit`; anything else is refused with `code`.
function degrees(limit: number, code: MessageCode) {
  return looseText(code)
    .transform((text) => text.trim().replace(',', '.'))
    .pipe(
      z
        .string()
        .regex(DECIMAL, { error: code })
        .transform(Number)
        .refine((value) => Number.isFinite(value) && Math.abs(value) <= limit, { error: code }),
    );
}

// a point's coordinates: the client's, a master's, a city's or district's centre
export const latitude = degrees(90, 'LATITUDE_INVALID');
export const longitude = degrees(180, 'LONGITUDE_INVALID');
