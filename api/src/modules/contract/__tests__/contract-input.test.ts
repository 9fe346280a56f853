// The application form's edge: every field refused with its catalogue code, lists and ids as forms send
// them, an edit that parses only the fields it gives; the admin list's filters and a rejection's reason.
import { pageOf } from '../../../platform/paging';
import {
  parseContractEdit,
  parseContractFilters,
  parseContractSubmission,
  parseRejectionReason,
} from '../contract-input';
import { refusal } from '../../../platform/input/__tests__/refusal';

describe('the application form', () => {
  it('cleans a good form into typed values: digit strings are ids, repeats dropped, a comma is a point', () => {
    const parsed = parseContractSubmission({
      name: '  Иван   Мастеров ',
      phone: '90 123 45 67',
      description: 12345,
      categoryIds: ['3', 3, ' 7 ', ''],
      cityId: ' 2 ',
      districtIds: '15',
      latitude: '41,3',
      longitude: 69.25,
      address: ' дом 1 ',
    });
    expect(parsed).toEqual({
      value: {
        name: 'Иван Мастеров',
        phone: '+998901234567',
        description: '12345',
        categoryIds: [3, 7],
        cityId: 2,
        districtIds: [15],
        location: { latitude: 41.3, longitude: 69.25, address: 'дом 1' },
      },
      errors: {},
    });
  });

  it('says every refused field of an empty form at once, keyed by the REST names', () => {
    const parsed = parseContractSubmission({ name: '  ', phone: '' });
    expect(parsed.errors).toEqual({
      name: ['CONTRACT_NAME_REQUIRED'],
      phone: ['CONTRACT_PHONE_REQUIRED'],
      categoryIds: ['CONTRACT_CATEGORIES_REQUIRED'],
      cityId: ['CITY_REQUIRED'],
    });
    expect(parsed.value).toMatchObject({ name: null, phone: null, categoryIds: null, cityId: null, description: '' });
    expect(parsed.value.location).toEqual({ latitude: null, longitude: null, address: null });
  });

  it('refuses each malformed field once, with the limit as a parameter', () => {
    const parsed = parseContractSubmission({
      name: 'я'.repeat(101),
      phone: '12345',
      description: 'а'.repeat(201),
      categoryIds: ['abc', 'def', -1, 1.5],
      cityId: [1, 2],
      districtIds: [true],
    });
    expect(parsed.errors).toEqual({
      name: [{ code: 'CONTRACT_NAME_TOO_LONG', params: { max: 100 } }],
      phone: ['PHONE_INVALID_SHORT'],
      description: [{ code: 'CONTRACT_DESCRIPTION_TOO_LONG', params: { max: 200 } }],
      categoryIds: ['CONTRACT_CATEGORY_UNKNOWN'],
      cityId: ['CITY_NOT_FOUND'],
      districtIds: ['CONTRACT_DISTRICTS_WRONG_CITY'],
    });
    expect(parseContractSubmission({ categoryIds: [1, 2, 3, 4, 5, 6] }).errors.categoryIds).toEqual([
      { code: 'CONTRACT_CATEGORIES_TOO_MANY', params: { max: 5 } },
    ]);
    expect(parseContractSubmission({ cityId: 2147483648 }).errors.cityId).toEqual(['CITY_NOT_FOUND']);
  });

  it('takes latitude, longitude and address together or not at all', () => {
    expect(parseContractSubmission({ latitude: '41.3', longitude: '69.2' }).errors).toMatchObject({
      address: ['CONTRACT_LOCATION_TOGETHER'],
    });
    const bad = parseContractSubmission({ latitude: '141', longitude: 'x', address: 'а'.repeat(256) });
    expect(bad.errors).toMatchObject({
      latitude: ['LATITUDE_INVALID'],
      longitude: ['LONGITUDE_INVALID'],
      address: [{ code: 'CONTRACT_ADDRESS_TOO_LONG', params: { max: 255 } }],
    });
    expect(bad.value.location).toBeNull();
  });

  it('parses only the fields an edit gives, so the others keep their values', () => {
    expect(parseContractEdit({ name: 'Новое имя', categoryIds: undefined })).toEqual({
      value: { name: 'Новое имя' },
      errors: {},
    });
    expect(parseContractEdit({ phone: '1', latitude: '41' })).toEqual({
      value: { phone: null, location: null },
      errors: {
        phone: ['PHONE_INVALID_SHORT'],
        longitude: ['CONTRACT_LOCATION_TOGETHER'],
        address: ['CONTRACT_LOCATION_TOGETHER'],
      },
    });
    // null is given: the field is emptied, and a required one refused
    expect(parseContractEdit({ name: null, description: null }).errors).toEqual({ name: ['CONTRACT_NAME_REQUIRED'] });
  });
});

describe('the admin list', () => {
  it('types the filters: a known status, ids from digits, the archive state', () => {
    expect(
      parseContractFilters({ status: ' pending ', cityId: '4', categoryId: '', search: ' Иван ', archived: '1' }),
    ).toEqual({
      page: pageOf(1, 20),
      status: 'pending',
      cityId: 4,
      categoryId: undefined,
      search: 'Иван',
      archived: 'archived',
    });
    expect(parseContractFilters({ archived: 'all', page: '2', perPage: 500 })).toMatchObject({
      archived: 'all',
      page: pageOf(2, 100),
    });
    expect(parseContractFilters({ archived: 'x', status: '' })).toMatchObject({ archived: 'live', status: undefined });
  });

  it('refuses one filter at a time: the page numbers first, then the status, the city, the category', () => {
    const all = { page: 'x', status: 'unknown', cityId: 'abc', categoryId: '0' };
    expect(refusal(() => parseContractFilters(all)).fieldErrors).toEqual({ page: ['PAGE_INVALID'] });
    const { page: _page, ...noPage } = all;
    expect(refusal(() => parseContractFilters(noPage)).fieldErrors).toEqual({ status: ['CONTRACT_STATUS_INVALID'] });
    expect(refusal(() => parseContractFilters({ status: ['pending', 'approved'] })).fieldErrors).toEqual({
      status: ['CONTRACT_STATUS_INVALID'],
    });
    expect(refusal(() => parseContractFilters({ cityId: 'abc', categoryId: '0' })).fieldErrors).toEqual({
      cityId: ['ID_INVALID'],
    });
    expect(refusal(() => parseContractFilters({ categoryId: '0' })).fieldErrors).toEqual({
      categoryId: ['ID_INVALID'],
    });
  });

  it('takes a rejection reason of up to 500 characters, none when blank', () => {
    expect(parseRejectionReason('  Жалобы клиентов ')).toBe('Жалобы клиентов');
    expect(parseRejectionReason('  ')).toBeNull();
    expect(parseRejectionReason(undefined)).toBeNull();
    expect(parseRejectionReason('п'.repeat(500))).toHaveLength(500);
    expect(refusal(() => parseRejectionReason('п'.repeat(501))).fieldErrors).toEqual({
      reason: [{ code: 'REASON_TOO_LONG', params: { max: 500 } }],
    });
  });
});
