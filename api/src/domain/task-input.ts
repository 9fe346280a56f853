// A task's fields as the client (or an admin editing) sends them, checked by every rule of SPEC §5/§9:
// the text, the category, the address, the contact, the client's point.
import type { Db } from '../db/client';
import { ValidationError, type FieldErrors, type MessageRef } from './errors';
import type { Tx } from './task-transitions';
import { LIMITS, isValidPhone, isValidUsername, normalizePhone, normalizeUsername } from '@usta/rules';

export const TEXT_MIN = LIMITS.descriptionMin;
export const TEXT_MAX = LIMITS.descriptionMax;

export interface TaskInput {
  text?: unknown;
  categoryId?: unknown;
  cityId?: unknown;
  districtId?: unknown;
  tgUsername?: unknown;
  phone?: unknown;
  // ids of the client's uploaded photos (task creation only)
  photoIds?: unknown;
  // asap (default) | today | tomorrow | window with scheduledFrom/scheduledTo (task creation only)
  when?: unknown;
  scheduledFrom?: unknown;
  scheduledTo?: unknown;
  // the client's point (create only; both or neither)
  latitude?: unknown;
  longitude?: unknown;
}

export interface TaskData {
  text: string;
  categoryId: number;
  cityId: number;
  districtId: number;
  tgUsername: string | null;
  phone: string | null;
}

// a positive int4 from a JSON number or a digit string; anything else is "not chosen"
export function idFrom(value: unknown): number | null {
  const id =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2147483647 ? id : null;
}

function stringFrom(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

// Characters that show nothing: zero-width spaces and joiners, the word joiner, the byte order mark
const INVISIBLE = '\\u200B-\\u200D\\u2060\\uFEFF';
const INVISIBLE_ANYWHERE = new RegExp(`[${INVISIBLE}]`, 'g');
const BLANK_ENDS = new RegExp(`^[\\s${INVISIBLE}]+|[\\s${INVISIBLE}]+$`, 'g');

// A description is text: a JSON number is no description. Blank and invisible characters at its ends go;
// `visible` is what a reader sees (SPEC refuses an empty or whitespace-only description).
function descriptionFrom(value: unknown): { text: string; visible: string } {
  const text = typeof value === 'string' ? value.replace(BLANK_ENDS, '') : '';
  return { text, visible: text.replace(INVISIBLE_ANYWHERE, '') };
}

function addError(errors: FieldErrors, field: string, message: MessageRef) {
  (errors[field] ??= []).push(message);
}

// SPEC §5 contact rules: the phone normalised to +998XXXXXXXXX, the username stored without '@';
// at least one of them.
export function checkContact(input: { tgUsername?: unknown; phone?: unknown }, errors: FieldErrors) {
  // a phone is typed text: a JSON number has lost its '+' and leading zeros, so it is refused
  const phoneGiven = input.phone !== undefined && input.phone !== null;
  const phone = typeof input.phone === 'string' ? normalizePhone(input.phone) : '';
  if ((phone && !isValidPhone(phone)) || (phoneGiven && typeof input.phone !== 'string'))
    addError(errors, 'phone', 'PHONE_INVALID');
  const username = normalizeUsername(stringFrom(input.tgUsername));
  if (username && !isValidUsername(username)) addError(errors, 'tg_username', 'USERNAME_INVALID');
  if (!phone && !username) addError(errors, 'contact', 'TASK_CONTACT_REQUIRED');
  return { phone: phone || null, tgUsername: username ? username.slice(1) : null };
}

const blankValue = (value: unknown) => value === undefined || value === null || stringFrom(value).trim() === '';

// A coordinate from a JSON number or a numeric string (a decimal comma too), NaN for anything else.
function coordinateFrom(value: unknown): number {
  const raw = stringFrom(value).trim().replace(',', '.');
  return /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(raw) ? Number(raw) : NaN;
}

// The client's point: both coordinates or neither, latitude within ±90 and longitude within ±180.
export function checkTaskPoint(
  input: { latitude?: unknown; longitude?: unknown },
  errors: FieldErrors,
): { latitude: number | null; longitude: number | null } {
  const given = { latitude: !blankValue(input.latitude), longitude: !blankValue(input.longitude) };
  if (!given.latitude && !given.longitude) return { latitude: null, longitude: null };
  if (!given.latitude || !given.longitude) {
    addError(errors, given.latitude ? 'longitude' : 'latitude', 'TASK_POINT_TOGETHER');
    return { latitude: null, longitude: null };
  }
  const latitude = coordinateFrom(input.latitude);
  const longitude = coordinateFrom(input.longitude);
  if (!Number.isFinite(latitude) || Math.abs(latitude) > 90) addError(errors, 'latitude', 'LATITUDE_INVALID');
  if (!Number.isFinite(longitude) || Math.abs(longitude) > 180) addError(errors, 'longitude', 'LONGITUDE_INVALID');
  return { latitude, longitude };
}

// Every rule of SPEC §5/§9 for a task, including that the category is active and the district lies in the city.
export async function checkTaskInput(tx: Tx | Db, input: TaskInput): Promise<TaskData> {
  const errors: FieldErrors = {};
  const { text, visible } = descriptionFrom(input.text);
  if (visible.trim().length < TEXT_MIN)
    addError(errors, 'text', { code: 'TASK_TEXT_TOO_SHORT', params: { min: TEXT_MIN } });
  else if (text.length > TEXT_MAX) addError(errors, 'text', { code: 'TASK_TEXT_TOO_LONG', params: { max: TEXT_MAX } });

  // the category, the city and the district in one statement (a task's creation is on the dispatch path,
  // where every round trip counts)
  const categoryId = idFrom(input.categoryId);
  const cityId = idFrom(input.cityId);
  const districtId = idFrom(input.districtId);
  const [found] = await tx.$queryRaw<{ category: boolean; city: boolean; districtCityId: number | null }[]>`
    SELECT EXISTS (SELECT 1 FROM "Category" WHERE id = ${categoryId}::int AND "isActive") AS category,
      EXISTS (SELECT 1 FROM "City" WHERE id = ${cityId}::int) AS city,
      (SELECT "cityId" FROM "District" WHERE id = ${districtId}::int) AS "districtCityId"`;
  if (!found.category) addError(errors, 'category_id', 'TASK_CHOOSE_CATEGORY');
  if (!found.city) addError(errors, 'city_id', 'TASK_CHOOSE_CITY');
  if (found.districtCityId === null) addError(errors, 'district_id', 'TASK_CHOOSE_DISTRICT');
  else if (found.city && found.districtCityId !== cityId) addError(errors, 'district_id', 'TASK_DISTRICT_NOT_IN_CITY');

  const contact = checkContact(input, errors);
  if (Object.keys(errors).length) throw ValidationError.fromFields(errors);
  return { text, categoryId: categoryId!, cityId: cityId!, districtId: districtId!, ...contact };
}
