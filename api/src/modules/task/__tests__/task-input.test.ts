// The task form at the edge: what each field becomes, and the code each bad one is refused with.
import { checkContact } from '../task-checks';
import { isInputObjectType } from 'graphql';
import { wireName } from '../../../http/envelope';
import { schema } from '../../../graphql/schema';
import { parseContact, parseNewTask, parsePoint, parseTaskEdit, TASK_FORM_FIELDS, taskForm } from '../input/task-input';

const form = {
  text: '  Нужно заменить смеситель в ванной  ',
  categoryId: '12',
  cityId: 3,
  districtId: ' 7 ',
  tgUsername: '@my_login',
  phone: '90 111 22 33',
};

test('a good form becomes typed values: trimmed text, ids from digit strings, the contact normalised', () => {
  const { value, errors } = parseNewTask(form);
  expect(errors).toEqual({});
  expect(value).toEqual({
    text: 'Нужно заменить смеситель в ванной',
    categoryId: 12,
    cityId: 3,
    districtId: 7,
    tgUsername: 'my_login',
    phone: '+998901112233',
    latitude: null,
    longitude: null,
    address: null,
    schedule: { when: 'asap', scheduledFrom: null, scheduledTo: null },
    photoIds: [],
    preferredMasterId: null,
  });
});

test('every bad field is refused with its own code and becomes null, the good ones are kept', () => {
  const { value, errors } = parseNewTask({
    text: 12345678901,
    categoryId: -1,
    cityId: 1.5,
    districtId: null,
    tgUsername: 'ab',
    phone: 998901112233,
  });
  expect(errors).toEqual({
    text: [{ code: 'TASK_TEXT_TOO_SHORT', params: { min: 10 } }],
    categoryId: ['TASK_CHOOSE_CATEGORY'],
    cityId: ['TASK_CHOOSE_CITY'],
    districtId: ['TASK_CHOOSE_DISTRICT'],
    tgUsername: ['USERNAME_INVALID'],
    phone: ['PHONE_INVALID'],
  });
  expect(value).toMatchObject({ text: null, categoryId: null, cityId: null, districtId: null, phone: null });
});

test('a description counts what a reader sees, and is at most 500 characters', () => {
  const invisible = '\u200B\u200C\u200D\u2060\uFEFF'.repeat(4);
  expect(parseNewTask({ ...form, text: ` ${invisible} ` }).errors.text).toEqual([
    { code: 'TASK_TEXT_TOO_SHORT', params: { min: 10 } },
  ]);
  expect(parseNewTask({ ...form, text: '\u200BНужно повесить люстру\u200B' }).value.text).toBe('Нужно повесить люстру');
  expect(parseNewTask({ ...form, text: 'я'.repeat(500) }).errors).toEqual({});
  expect(parseNewTask({ ...form, text: 'я'.repeat(501) }).errors.text).toEqual([
    { code: 'TASK_TEXT_TOO_LONG', params: { max: 500 } },
  ]);
});

test('a description of emoji, digits or signs, with fewer than 3 letters, is refused', () => {
  for (const text of ['🔧🚿🔧🚿🔧🚿🔧🚿🔧🚿', '+998 90 123 45 67', '!!! ?? !!! ок'])
    expect(parseNewTask({ ...form, text }).errors.text).toEqual([{ code: 'TASK_TEXT_NO_LETTERS', params: { min: 3 } }]);
  expect(parseNewTask({ ...form, text: 'suv oqyapti 🚿🚿' }).errors).toEqual({});
});

test('a contact: a phone or a username; a refused one says its own error, none at all says contact', () => {
  const said = (raw: { phone?: unknown; tgUsername?: unknown }) => {
    const { value, errors } = parseContact(raw);
    checkContact(value, errors);
    return { value, errors };
  };
  expect(said({ phone: '', tgUsername: ' @@client_1 ' })).toEqual({
    value: { phone: null, tgUsername: 'client_1' },
    errors: {},
  });
  expect(said({ phone: '+7 999 123 45 67' }).errors).toEqual({ phone: ['PHONE_INVALID'] });
  expect(said({ phone: '', tgUsername: 'bad-name' }).errors).toEqual({ tgUsername: ['USERNAME_INVALID'] });
  expect(said({ phone: null, tgUsername: '' }).errors).toEqual({ contact: ['TASK_CONTACT_REQUIRED'] });
});

test('a point: both coordinates or neither, from numbers or numeric strings, within range', () => {
  expect(parsePoint({})).toEqual({ value: { latitude: null, longitude: null }, errors: {} });
  expect(parsePoint({ latitude: '41,3', longitude: 69.24 })).toEqual({
    value: { latitude: 41.3, longitude: 69.24 },
    errors: {},
  });
  expect(parsePoint({ latitude: 41.3, longitude: ' ' }).errors).toEqual({ longitude: ['TASK_POINT_TOGETHER'] });
  expect(parsePoint({ latitude: '-91', longitude: 'east' }).errors).toEqual({
    latitude: ['LATITUDE_INVALID'],
    longitude: ['LONGITUDE_INVALID'],
  });
  // a list, an object or a boolean is a malformed coordinate, not a point left out
  for (const bad of [[41.3], { value: 41.3 }, true, false])
    expect(parsePoint({ latitude: bad, longitude: bad }).errors).toEqual({
      latitude: ['LATITUDE_INVALID'],
      longitude: ['LONGITUDE_INVALID'],
    });
  expect(parsePoint({ latitude: [41.3], longitude: 69.2 }).errors).toEqual({ latitude: ['LATITUDE_INVALID'] });
});

test('photo ids: one or a list of distinct upload ids, at most five', () => {
  const photo = (n: number) => `${'a'.repeat(31)}${n}`;
  expect(parseNewTask({ ...form, photoIds: photo(1) }).value.photoIds).toEqual([photo(1)]);
  expect(parseNewTask({ ...form, photoIds: [photo(1), photo(2)] }).value.photoIds).toEqual([photo(1), photo(2)]);
  for (const bad of ['not-an-id', [1], [photo(1), photo(1)]])
    expect(parseNewTask({ ...form, photoIds: bad }).errors).toEqual({ photoIds: ['TASK_PHOTO_UNKNOWN'] });
  expect(parseNewTask({ ...form, photoIds: [1, 2, 3, 4, 5, 6].map(photo) }).errors).toEqual({
    photoIds: [{ code: 'TASK_PHOTO_TOO_MANY', params: { max: 5 } }],
  });
});

test("an admin's edit parses only the fields given: the rest stay undefined, a null is given", () => {
  expect(parseTaskEdit({ text: ' Покрасить стены ', phone: null })).toEqual({
    value: { text: 'Покрасить стены', phone: null },
    errors: {},
  });
  expect(parseTaskEdit({ districtId: 'x' })).toEqual({
    value: { districtId: null },
    errors: { districtId: ['TASK_CHOOSE_DISTRICT'] },
  });
});

test("one list of the form's fields for both faces: GraphQL's TaskInput has exactly these, REST spells them snake_case", () => {
  const input = schema.getType('TaskInput');
  if (!isInputObjectType(input)) throw new Error('TaskInput is not an input type');
  expect(Object.keys(input.getFields()).sort()).toEqual([...TASK_FORM_FIELDS].sort());

  const body = Object.fromEntries(TASK_FORM_FIELDS.map((field, index) => [wireName(field), `value ${index}`]));
  expect(Object.keys(body)).toEqual(
    expect.arrayContaining(['category_id', 'tg_username', 'photo_ids', 'scheduled_from', 'scheduled_to']),
  );
  expect(taskForm({ ...body, extra: 1 }, wireName)).toEqual(
    Object.fromEntries(TASK_FORM_FIELDS.map((field, index) => [field, `value ${index}`])),
  );
  // REST's null is given (an admin clears the username); GraphQL's null is not given (the edit keeps it)
  expect(taskForm({ tg_username: null }, wireName).tgUsername).toBeNull();
  expect(taskForm({ tgUsername: null }, (field) => field, { nullIsMissing: true }).tgUsername).toBeUndefined();
});
