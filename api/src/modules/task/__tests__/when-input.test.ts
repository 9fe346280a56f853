// When the work is wanted: the choice, and a window's two times against each other and now.
import { parseWhen } from '../input/when-input';

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
    scheduledFrom: ['WHEN_WINDOW_REQUIRED'],
    scheduledTo: ['WHEN_WINDOW_REQUIRED'],
  });
  expect(errors(inHours(-1), inHours(1))).toEqual({ scheduledFrom: ['WHEN_IN_PAST'] });
  expect(errors(inHours(5), inHours(5))).toEqual({ scheduledTo: ['WHEN_ORDER'] });
  expect(errors(inHours(24 * 29), inHours(24 * 31))).toEqual({
    scheduledTo: [{ code: 'WHEN_TOO_FAR', params: { days: 30 } }],
  });
});

test('a time that is not on the calendar is refused, not rolled over to the next day or month', () => {
  const later = inHours(24 * 3);
  for (const bad of [
    '2026-11-31T10:00:00Z',
    '2026-02-29T10:00:00Z',
    '2026-12-01T24:00:00Z',
    '2026-12-01T10:60:00Z',
    '2026-12-01T10:00:60Z',
    '2026-13-01T10:00:00Z',
    '2026-12-00T10:00:00Z',
    '2026-12-01T10:00:00+24:00',
  ])
    expect(parseWhen({ when: 'window', scheduledFrom: bad, scheduledTo: later }, now).errors).toEqual({
      scheduledFrom: ['WHEN_WINDOW_REQUIRED'],
    });
  // a leap day and an offset are fine
  const leap = new Date('2028-02-29T10:00:00+05:00');
  expect(
    parseWhen(
      { when: 'window', scheduledFrom: '2028-02-29T10:00:00+05:00', scheduledTo: '2028-02-29T12:00+05:00' },
      new Date(leap.getTime() - 3600e3),
    ).value,
  ).toEqual({ when: 'window', scheduledFrom: leap, scheduledTo: new Date('2028-02-29T07:00:00Z') });
});
