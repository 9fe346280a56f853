// A task's form (docs/product.md §5/§9) as the client creates it and an admin edits it, from a REST body or GraphQL's
// TaskInput. Each field is parsed alone: the domain adds what needs the database (the category is active,
// the district lies in the city) and the contact rule, and tells every error at once, after the active task
// check (modules/task/client-tasks.ts).
import { z } from 'zod';
import type { FieldErrors, ParsedForm } from '../../../platform/errors';
import type { TaskEdit } from '../admin-tasks';
import type { TaskFields, TaskPoint } from '../task-checks';
import { ID_PATTERN, TASK_PHOTOS_MAX } from '../task-photos';
import type { NewTaskFields } from '../client-tasks';
import {
  hasTooFewLetters,
  isDescriptionTooLong,
  isDescriptionTooShort,
  isValidPhone,
  isValidUsername,
  LIMITS,
  normalizePhone,
  normalizeUsername,
  trimText,
  usernameWithoutAt,
} from '@usta/rules';
import { id, isBlank, isBlankText, latitude, longitude, optionalId } from '../../../platform/input/fields';
import { parseFields } from '../../../platform/input/parse';
import { parseWhen, type WhenRaw } from './when-input';

// A description is text (a JSON number is none): blank and invisible characters at its ends go, and what a
// reader sees of it is 10 to 500 characters, with at least 3 letters.
const description = z
  .preprocess((value) => (typeof value === 'string' ? trimText(value) : ''), z.string())
  .refine((text) => !isDescriptionTooShort(text), {
    error: 'TASK_TEXT_TOO_SHORT',
    params: { min: LIMITS.descriptionMin },
    abort: true,
  })
  .refine((text) => !hasTooFewLetters(text), {
    error: 'TASK_TEXT_NO_LETTERS',
    params: { min: LIMITS.descriptionLettersMin },
    abort: true,
  })
  .refine((text) => !isDescriptionTooLong(text), {
    error: 'TASK_TEXT_TOO_LONG',
    params: { max: LIMITS.descriptionMax },
  });

// A phone is typed text (a JSON number has lost its '+' and leading zeros): stored as +998XXXXXXXXX; null
// when none is given.
const phone = z
  .string({ error: 'PHONE_INVALID' })
  .nullish()
  .transform((text) => (text ? normalizePhone(text) : '') || null)
  .refine((normalized) => normalized === null || isValidPhone(normalized), { error: 'PHONE_INVALID' });

// A Telegram username, with or without '@', stored without it; anything not text is none.
const username = z
  .preprocess((value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : ''), z.string())
  .transform(normalizeUsername)
  .refine((normalized) => normalized === '' || isValidUsername(normalized), { error: 'USERNAME_INVALID' })
  .transform((normalized) => (normalized ? usernameWithoutAt(normalized) : null));

// The door in the client's words: optional text, blank is none, at most 200 characters.
const address = z
  .preprocess((value) => (typeof value === 'string' ? trimText(value) : ''), z.string())
  .refine((text) => text.length <= LIMITS.taskAddressMax, {
    error: 'TASK_ADDRESS_TOO_LONG',
    params: { max: LIMITS.taskAddressMax },
  })
  .transform((text) => text || null);

const taskFieldsShape = {
  text: description,
  categoryId: id('TASK_CHOOSE_CATEGORY'),
  cityId: id('TASK_CHOOSE_CITY'),
  districtId: id('TASK_CHOOSE_DISTRICT'),
  tgUsername: username,
  phone,
};

// the form as it arrives (REST's snake_case keys renamed by the face)
export type TaskFieldsRaw = { [K in keyof TaskFields]?: unknown };
export type NewTaskRaw = TaskFieldsRaw &
  WhenRaw & {
    photoIds?: unknown;
    latitude?: unknown;
    longitude?: unknown;
    address?: unknown;
    preferredMasterId?: unknown;
  };

// The form's fields by the domain's names, which GraphQL's TaskInput uses too; REST's bodies spell them
// snake_case (category_id). Both faces read a form through taskForm, so a field added here reaches both.
export const TASK_FORM_FIELDS = [
  'text',
  'categoryId',
  'cityId',
  'districtId',
  'tgUsername',
  'phone',
  'photoIds',
  'when',
  'scheduledFrom',
  'scheduledTo',
  'latitude',
  'longitude',
  'address',
  'preferredMasterId',
] as const satisfies readonly (keyof NewTaskRaw)[];

// The form's fields read from a body or an input: `nameOf` spells a field as that face does, and with
// `nullIsMissing` a null is "not given" (GraphQL's optional fields; an admin's edit then keeps the value).
export function taskForm(
  source: Record<string, unknown>,
  nameOf: (field: string) => string,
  { nullIsMissing = false } = {},
): NewTaskRaw {
  return Object.fromEntries(
    TASK_FORM_FIELDS.map((field) => {
      const value = source[nameOf(field)];
      return [field, nullIsMissing && value === null ? undefined : value];
    }),
  );
}

// the phone and the username alone (the domain's checkContact says when neither is given)
export const parseContact = (raw: {
  phone?: unknown;
  tgUsername?: unknown;
}): ParsedForm<Pick<TaskFields, 'phone' | 'tgUsername'>> => parseFields({ phone, tgUsername: username }, raw);

const pointShape = { latitude, longitude };

// A coordinate is given unless it is absent, null or blank text: anything else (a list, an object, true) is
// a malformed coordinate the schema refuses, never a point left out (the task would go out from the
// district's centre without a word).
const given = (value: unknown) => !isBlankText(value);

// The client's point: both coordinates or neither.
export function parsePoint(raw: { latitude?: unknown; longitude?: unknown }): ParsedForm<TaskPoint> {
  const none = { latitude: null, longitude: null };
  const latitude = given(raw.latitude);
  const longitude = given(raw.longitude);
  if (latitude !== longitude)
    return { value: none, errors: { [latitude ? 'longitude' : 'latitude']: ['TASK_POINT_TOGETHER'] } };
  return latitude ? parseFields(pointShape, raw) : { value: none, errors: {} };
}

// The photos' ids: one or a list, at most 5, distinct, each an id as uploads are named (the domain checks
// they are the client's own fresh uploads).
const photoIds = z.preprocess(
  (value) => (isBlank(value) ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(z.unknown())
    .max(TASK_PHOTOS_MAX, { error: 'TASK_PHOTO_TOO_MANY', abort: true })
    .transform((list, ctx) => {
      const ids = list.filter((photo): photo is string => typeof photo === 'string' && ID_PATTERN.test(photo));
      if (ids.length === list.length && new Set(ids).size === ids.length) return ids;
      ctx.issues.push({ code: 'custom', message: 'TASK_PHOTO_UNKNOWN', input: list });
      return z.NEVER;
    }),
);

// A new task's form: every field parsed, the refusals collected for the domain to tell.
export function parseNewTask(raw: NewTaskRaw, now = new Date()): ParsedForm<NewTaskFields> {
  const fields = parseFields(taskFieldsShape, raw);
  const point = parsePoint(raw);
  const when = parseWhen(raw, now);
  const photos = parseFields({ photoIds }, raw);
  const door = parseFields({ address }, raw);
  // a former master's contract id (docs/product.md §12 "Your master again"); the domain checks he is one
  const preferred = parseFields({ preferredMasterId: optionalId('TASK_PREFERRED_MASTER_INVALID') }, raw);
  const errors: FieldErrors = {
    ...fields.errors,
    ...door.errors,
    ...point.errors,
    ...when.errors,
    ...photos.errors,
    ...preferred.errors,
  };
  return {
    value: {
      ...fields.value,
      ...point.value,
      address: door.value.address,
      schedule: when.value,
      photoIds: photos.value.photoIds,
      preferredMasterId: preferred.value.preferredMasterId ?? null,
    },
    errors,
  };
}

// An admin's edit: only the fields given (undefined: keep the task's value), each parsed as for a new task.
export function parseTaskEdit(raw: TaskFieldsRaw): ParsedForm<TaskEdit> {
  const given = (Object.keys(taskFieldsShape) as (keyof TaskFields)[]).filter((key) => raw[key] !== undefined);
  const shape = Object.fromEntries(given.map((key) => [key, taskFieldsShape[key]]));
  return parseFields(shape, raw) as ParsedForm<TaskEdit>;
}
