// The analytics explorer's arguments: the window and a page of the masters' list.
import { parseAnalyticsFilter, parseMasterPage } from '../analytics-input';
import { refusal } from '../../../platform/input/__tests__/refusal';

const cursorOf = (json: unknown) => Buffer.from(JSON.stringify(json)).toString('base64url');

describe('the window', () => {
  it('is everything when no filter is given', () => {
    expect(parseAnalyticsFilter(undefined)).toEqual({
      from: null,
      to: null,
      cityId: null,
      districtId: null,
      categoryId: null,
    });
  });

  it('takes a period and positive ids', () => {
    const from = new Date('2026-01-01T00:00:00Z');
    const to = new Date('2026-02-01T00:00:00Z');
    expect(parseAnalyticsFilter({ from, to, cityId: 1, districtId: null, categoryId: 7 })).toEqual({
      from,
      to,
      cityId: 1,
      districtId: null,
      categoryId: 7,
    });
  });

  it('refuses a period that ends before it starts and ids below 1, all together, the period first', () => {
    const from = new Date('2026-02-01T00:00:00Z');
    const error = refusal(() => parseAnalyticsFilter({ from, to: from, cityId: 0, categoryId: -3 }));
    expect(error.code).toBe('ANALYTICS_INVALID_PERIOD');
    expect(error.fieldErrors).toEqual({
      to: ['ANALYTICS_INVALID_PERIOD'],
      cityId: ['ID_INVALID'],
      categoryId: ['ID_INVALID'],
    });
  });
});

describe('a page of masters', () => {
  it('is the first 20 by offers received, newest figure first, when nothing is asked', () => {
    expect(parseMasterPage({})).toEqual({ first: 20, after: null, field: 'OFFERS_RECEIVED', direction: 'DESC' });
  });

  it('serves a larger page as the largest allowed and refuses a negative one', () => {
    expect(parseMasterPage({ first: 1000 }).first).toBe(100);
    expect(parseMasterPage({ first: 0 }).first).toBe(0);
    expect(refusal(() => parseMasterPage({ first: -1, after: 'junk' })).fieldErrors).toEqual({
      first: ['PAGE_SIZE_INVALID'],
    });
  });

  it('reads a cursor of the same order and refuses one of another order or none at all', () => {
    const orderBy = { field: 'COMPLETED' as const, direction: 'ASC' as const };
    expect(parseMasterPage({ after: cursorOf(['COMPLETED', 3, 12]), orderBy })).toEqual({
      first: 20,
      after: [3, 12],
      field: 'COMPLETED',
      direction: 'ASC',
    });
    expect(parseMasterPage({ after: cursorOf(['COMPLETED', null, 12]), orderBy }).after).toEqual([null, 12]);
    expect(parseMasterPage({ after: '', orderBy }).after).toBeNull();
    for (const after of [cursorOf(['OFFERS_RECEIVED', 3, 12]), cursorOf(['COMPLETED', 3, 1.5]), 'bm90IGEgY3Vyc29y', 7])
      expect(refusal(() => parseMasterPage({ after, orderBy })).fieldErrors).toEqual({ after: ['CURSOR_INVALID'] });
  });
});
