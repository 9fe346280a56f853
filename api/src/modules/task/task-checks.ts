// A task's fields as the client (or an admin editing) sends them, checked by every rule of docs/product.md §5/§9:
// the text, the category, the address, the contact, the client's point. The edge (modules/task/input/task-input.ts) parses
// the form; what is left here needs the database (the category is active, the district lies in the city)
// or the form as a whole (a phone or a username).
import type { Db } from '../../platform/db/client';
import { ValidationError, type FieldErrors, type MessageRef, type ParsedForm } from '../../platform/errors';
import type { Tx } from '../lifecycle';

// null: refused by the edge (its error is in the form's errors) or, for the contact, not given
export interface TaskFields {
  // trimmed, 10 to 500 visible characters
  text: string | null;
  categoryId: number | null;
  cityId: number | null;
  districtId: number | null;
  // without '@'
  tgUsername: string | null;
  // +998XXXXXXXXX
  phone: string | null;
}

// the client's point (create only): both or neither
export interface TaskPoint {
  latitude: number | null;
  longitude: number | null;
}

export interface TaskData {
  text: string;
  categoryId: number;
  cityId: number;
  districtId: number;
  tgUsername: string | null;
  phone: string | null;
}

// The form's fields in the order its errors are told (the answer's message is the first one's).
export const TASK_FORM_FIELDS = [
  'text',
  'categoryId',
  'cityId',
  'districtId',
  'phone',
  'tgUsername',
  'contact',
  'address',
  'latitude',
  'longitude',
] as const;

// a field's first refusal wins: the database's checks do not repeat what the edge said
function addOnce(errors: FieldErrors, field: string, message: MessageRef) {
  errors[field] ??= [message];
}

// The errors of `fields`, in that order, refused at once when there are any.
export function throwFieldErrors(errors: FieldErrors, fields: readonly string[]): void {
  const said: FieldErrors = {};
  for (const field of fields) if (errors[field]?.length) said[field] = errors[field];
  if (Object.keys(said).length) throw ValidationError.fromFields(said);
}

// docs/product.md §5: at least one of a phone and a username. A refused one was given: its own error says what is wrong.
export function checkContact(contact: Pick<TaskFields, 'phone' | 'tgUsername'>, errors: FieldErrors): void {
  if (contact.phone === null && contact.tgUsername === null && !errors.phone && !errors.tgUsername)
    addOnce(errors, 'contact', 'TASK_CONTACT_REQUIRED');
}

// Every rule of docs/product.md §5/§9 for a task, including that the category is active and the district lies in the
// city; the form's errors (the point's too, when it has one) are told together, in the form's order.
export async function checkTaskFields(tx: Tx | Db, form: ParsedForm<TaskFields>): Promise<TaskData> {
  const { value } = form;
  const errors: FieldErrors = { ...form.errors };
  // the category, the city and the district in one statement (a task's creation is on the dispatch path,
  // where every round trip counts)
  const [found] = await tx.$queryRaw<{ category: boolean; city: boolean; districtCityId: number | null }[]>`
    SELECT EXISTS (SELECT 1 FROM "Category" WHERE id = ${value.categoryId}::int AND "isActive") AS category,
      EXISTS (SELECT 1 FROM "City" WHERE id = ${value.cityId}::int) AS city,
      (SELECT "cityId" FROM "District" WHERE id = ${value.districtId}::int) AS "districtCityId"`;
  if (!found.category) addOnce(errors, 'categoryId', 'TASK_CHOOSE_CATEGORY');
  if (!found.city) addOnce(errors, 'cityId', 'TASK_CHOOSE_CITY');
  if (found.districtCityId === null) addOnce(errors, 'districtId', 'TASK_CHOOSE_DISTRICT');
  else if (found.city && found.districtCityId !== value.cityId)
    addOnce(errors, 'districtId', 'TASK_DISTRICT_NOT_IN_CITY');
  checkContact(value, errors);
  throwFieldErrors(errors, TASK_FORM_FIELDS);
  return {
    text: value.text!,
    categoryId: value.categoryId!,
    cityId: value.cityId!,
    districtId: value.districtId!,
    tgUsername: value.tgUsername,
    phone: value.phone,
  };
}
