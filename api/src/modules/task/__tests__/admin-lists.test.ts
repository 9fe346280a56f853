// The admin lists' filters as query strings and GraphQL arguments give them: digit strings and numbers,
// blanks as no filter, and the first bad filter refused alone with its code under its field.
import { ACTIVE_STATUSES } from '../../lifecycle';
import { parseAdminTaskFilter } from '../input/list-input';
import { parseAuditFilters } from '../../audit';
import { parseReviewFilters } from '../../review';
import { refusal } from '../../../platform/input/__tests__/refusal';

const FIRST_PAGE = { page: 1, perPage: 20, skip: 0, take: 20 };

describe('admin task list filters', () => {
  it('reads a status, a comma list or `active`, ids as digits and a trimmed search', () => {
    expect(
      parseAdminTaskFilter({
        page: '2',
        perPage: '10',
        status: 'new, taken',
        categoryId: ' 3 ',
        cityId: 4,
        search: ' 55 ',
      }),
    ).toEqual({
      page: { page: 2, perPage: 10, skip: 10, take: 10 },
      statuses: ['new', 'taken'],
      categoryId: 3,
      cityId: 4,
      search: '55',
    });
    expect(parseAdminTaskFilter({ status: 'active' }).statuses).toEqual(ACTIVE_STATUSES);
    // a repeated query key
    expect(parseAdminTaskFilter({ status: ['new', 'closed'] }).statuses).toEqual(['new', 'closed']);
  });

  it('takes blanks as no filter, and anything but text as no search', () => {
    expect(parseAdminTaskFilter({ status: '', categoryId: '', cityId: null, search: ['x'] })).toEqual({
      page: FIRST_PAGE,
      statuses: undefined,
      categoryId: undefined,
      cityId: undefined,
      search: '',
    });
    expect(parseAdminTaskFilter({ search: 'х'.repeat(300) }).search).toHaveLength(200);
  });

  it('refuses an unknown status and a bad id with the filter codes, page numbers first', () => {
    expect(refusal(() => parseAdminTaskFilter({ status: 'new,lost' })).fieldErrors).toEqual({
      status: ['ADMIN_TASK_INVALID_STATUS'],
    });
    expect(refusal(() => parseAdminTaskFilter({ status: 5 })).fieldErrors).toEqual({
      status: ['ADMIN_TASK_INVALID_STATUS'],
    });
    for (const bad of ['x', '0', '-2', 1.5, '2147483648'])
      expect(refusal(() => parseAdminTaskFilter({ categoryId: bad })).fieldErrors).toEqual({
        categoryId: ['ADMIN_TASK_INVALID_FILTER'],
      });
    const error = refusal(() => parseAdminTaskFilter({ cityId: 'x' }));
    expect(error.fieldErrors).toEqual({ cityId: ['ADMIN_TASK_INVALID_FILTER'] });
    expect(error.code).toBe('ADMIN_TASK_INVALID_FILTER');
    expect(refusal(() => parseAdminTaskFilter({ page: '0', status: 'lost' })).fieldErrors).toEqual({
      page: ['PAGE_INVALID'],
    });
  });
});

describe('review moderation filters', () => {
  it('reads a state, an application id and a rating from text or numbers', () => {
    expect(parseReviewFilters({ state: 'approved', contractId: '7', rating: ' 4 ' })).toEqual({
      page: FIRST_PAGE,
      state: 'approved',
      contractId: 7,
      rating: 4,
    });
    expect(parseReviewFilters({ state: '', contractId: '', rating: null })).toEqual({
      page: FIRST_PAGE,
      state: undefined,
      contractId: undefined,
      rating: undefined,
    });
  });

  it('refuses an unknown state, a bad id and a rating outside 1 to 5', () => {
    expect(refusal(() => parseReviewFilters({ state: 'lost' })).fieldErrors).toEqual({
      state: ['MODERATION_STATE_INVALID'],
    });
    expect(refusal(() => parseReviewFilters({ contractId: 'x' })).fieldErrors).toEqual({
      contractId: ['ID_INVALID'],
    });
    for (const bad of [0, 6, '3.5', 'x', ' '])
      expect(refusal(() => parseReviewFilters({ rating: bad })).fieldErrors).toEqual({
        rating: ['MODERATION_RATING_INVALID'],
      });
    expect(refusal(() => parseReviewFilters({ perPage: 'x', state: 'lost' })).fieldErrors).toEqual({
      perPage: ['PAGE_SIZE_INVALID'],
    });
  });
});

describe('audit log filters', () => {
  it('reads trimmed texts and ids as digits', () => {
    expect(
      parseAuditFilters({ entity: ' Task ', entityId: '12', action: 'task.', actorUserId: 3, page: 2, perPage: 500 }),
    ).toEqual({
      page: { page: 2, perPage: 100, skip: 100, take: 100 },
      entity: 'Task',
      entityId: 12,
      action: 'task.',
      actorUserId: 3,
    });
    expect(parseAuditFilters({ entity: 5, entityId: '' })).toMatchObject({ entity: '', entityId: undefined });
  });

  it('refuses a bad id under its field', () => {
    expect(refusal(() => parseAuditFilters({ entityId: 'x' })).fieldErrors).toEqual({ entityId: ['ID_INVALID'] });
    expect(refusal(() => parseAuditFilters({ actorUserId: 0 })).fieldErrors).toEqual({
      actorUserId: ['ID_INVALID'],
    });
  });
});
