// When the work is wanted: the choice, and a window's two times against each other and now.
import { parseWhen } from '../task-when';

const now = new Date('2026-11-24T10:00:00Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 3600 * 1000).toISOString();

test('asap when left out; today and tomorrow as chosen; anything else is refused alone', () => {
  expect(parseWhen({}, now)).toEqual({ value: { when: 'asap', scheduledFrom: null, scheduledTo: null }, errors: {} });
  expect(parseWhen({ when: 'tomorrow', scheduledFrom: 'junk' }, now).value).toEqual({
    when: 'tomorrow',
    scheduledFrom: null,
    scheduledTo: null,
  });
  for (const bad of ['someday', 5, ['asap']])
    expect(parseWhen({ when: bad, scheduledFrom: 'junk' }, now)).toEqual({
      value: null,
      errors: { when: ['WHEN_INVALID'] },
    });
});

test('a window takes ISO strings (REST) and dates (GraphQL)', () => {
  const from = inHours(2);
  expect(parseWhen({ when: 'window', scheduledFrom: ` ${from} `, scheduledTo: new Date(inHours(4)) }, now)).toEqual({
    value: { when: 'window', scheduledFrom: new Date(from), scheduledTo: new Date(inHours(4)) },
    errors: {},
  });
});

test('a window is refused by the first rule it breaks', () => {
  const errors = (scheduledFrom: unknown, scheduledTo: unknown) =>
    parseWhen({ when: 'window', scheduledFrom, scheduledTo }, now).errors;
  expect(errors(undefined, '2026-11-25')).toEqual({
    scheduled_from: ['WHEN_WINDOW_REQUIRED'],
    scheduled_to: ['WHEN_WINDOW_REQUIRED'],
  });
  expect(errors(inHours(-1), inHours(1))).toEqual({ scheduled_from: ['WHEN_IN_PAST'] });
  expect(errors(inHours(5), inHours(5))).toEqual({ scheduled_to: ['WHEN_ORDER'] });
  expect(errors(inHours(24 * 29), inHours(24 * 31))).toEqual({
    scheduled_to: [{ code: 'WHEN_TOO_FAR', params: { days: 30 } }],
  });
});
