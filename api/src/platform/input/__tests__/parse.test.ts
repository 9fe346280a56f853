// The edge's parsers: codes and limits from zod issues, a form's fields parsed each alone, page numbers,
// cursors and ids as the REST shim and the GraphQL schema receive them.
import { z } from 'zod';
import { encodeIdCursor } from '../../paging';
import { id, latitude, longitude, looseText } from '../fields';
import { parseId } from '../ids';
import { parseKeyset, parsePage } from '../paging';
import { parseFields, parseOrThrow } from '../parse';
import { refusal } from './refusal';

test('an issue says its code, with the limit as the parameter, under the field it was found at', () => {
  const schema = z.object({
    cityName: looseText('ID_INVALID').pipe(z.string().min(10, 'TASK_TEXT_TOO_SHORT')),
  });
  const error = refusal(() => parseOrThrow(schema, { cityName: 'short' }));
  expect(error.fieldErrors).toEqual({ cityName: [{ code: 'TASK_TEXT_TOO_SHORT', params: { min: 10 } }] });
  expect(error.code).toBe('TASK_TEXT_TOO_SHORT');
});

test('a form parsed field by field keeps the good fields and names every bad one', () => {
  const parsed = parseFields(
    { categoryId: id('TASK_CHOOSE_CATEGORY'), cityId: id('TASK_CHOOSE_CITY'), text: looseText('TASK_TEXT_TOO_SHORT') },
    { categoryId: ' 12 ', cityId: 1.5, text: 12345 },
  );
  expect(parsed.value).toEqual({ categoryId: 12, cityId: null, text: '12345' });
  expect(parsed.errors).toEqual({ cityId: ['TASK_CHOOSE_CITY'] });
});

test('ids are positive int4 numbers or digit strings', () => {
  expect(parseId('42')).toBe(42);
  expect(parseId(7)).toBe(7);
  for (const bad of ['-1', -1, '0', 0, '1e3', '2147483648', 2147483648, 1.5, -1.5, null, {}, ['1']])
    expect(refusal(() => parseId(bad, 'task_id')).fieldErrors).toEqual({ task_id: ['ID_INVALID'] });
});

test('page numbers default, cap the page size and refuse junk by field', () => {
  expect(parsePage({})).toEqual({ page: 1, perPage: 20, skip: 0, take: 20 });
  expect(parsePage({ page: '3', perPage: 500 })).toEqual({ page: 3, perPage: 100, skip: 200, take: 100 });
  expect(refusal(() => parsePage({ page: 'x', perPage: 0 })).fieldErrors).toEqual({
    page: ['PAGE_INVALID'],
    perPage: ['PAGE_SIZE_INVALID'],
  });
});

test('a cursor of another list or of nothing is refused', () => {
  expect(parseKeyset('task', { first: 10, after: encodeIdCursor('task', 5) })).toEqual({ take: 10, beforeId: 5 });
  expect(parseKeyset('task', {})).toEqual({ take: 50, beforeId: null });
  expect(refusal(() => parseKeyset('task', { after: encodeIdCursor('review', 5) })).fieldErrors).toEqual({
    after: ['CURSOR_INVALID'],
  });
  expect(refusal(() => parseKeyset('task', { first: -1 })).fieldErrors).toEqual({ first: ['PAGE_SIZE_INVALID'] });
});

test('a coordinate is a number or its text, a decimal comma allowed, within its range; nothing else', () => {
  expect(latitude.parse(41.31)).toBe(41.31);
  expect(latitude.parse(' 41,31 ')).toBe(41.31);
  expect(longitude.parse('-69.2e0')).toBe(-69.2);
  expect(longitude.parse(180)).toBe(180);
  for (const bad of [90.5, '91', 'abc', '0x10', '1_0', '', {}, [41], true, null])
    expect(latitude.safeParse(bad).error?.issues.map((issue) => issue.message)).toEqual(['LATITUDE_INVALID']);
  expect(longitude.safeParse(-180.1).error?.issues.map((issue) => issue.message)).toEqual(['LONGITUDE_INVALID']);
});
