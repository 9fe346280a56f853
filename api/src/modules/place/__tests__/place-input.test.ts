// The city and district forms and the city of a district list, as both faces parse them.
import { parseCityForm, parseCityId, parseDistrictEdit, parseDistrictForm, parsePlaceId } from '../place-input';
import { refusal } from '../../../platform/input/__tests__/refusal';

describe('the city of a district list', () => {
  it('is a positive id, from a path segment or a number', () => {
    expect(parseCityId('12')).toBe(12);
    expect(parseCityId(7)).toBe(7);
  });

  it('is a city that is not there when malformed', () => {
    for (const bad of ['abc', '-1', '0', -1, 1.5, undefined]) {
      const error = refusal(() => parseCityId(bad));
      expect(error.code).toBe('CITY_NOT_FOUND');
      expect(error.fieldErrors).toEqual({ cityId: ['CITY_NOT_FOUND'] });
    }
  });
});

it('the city or district of a path or an argument is refused once, whatever is wrong with it', () => {
  expect(parsePlaceId('41')).toBe(41);
  for (const bad of ['x', -4, 0, 2147483648, null])
    expect(refusal(() => parsePlaceId(bad)).fieldErrors).toEqual({ id: ['ID_INVALID'] });
});

describe('a city form', () => {
  it('collapses the name and leaves out what was not given', () => {
    expect(parseCityForm({ name: '  Нижний   Ташкент ' })).toEqual({
      value: { name: 'Нижний Ташкент', nameUz: undefined, centre: undefined },
      errors: {},
    });
  });

  it('refuses a missing, blank, non-text or long name with the name codes', () => {
    for (const name of [undefined, '   ', 123, null])
      expect(parseCityForm({ name }).errors).toEqual({ name: ['ADDRESS_CITY_NAME_REQUIRED'] });
    expect(parseCityForm({ name: 'я'.repeat(101) }).errors).toEqual({
      name: [{ code: 'NAME_TOO_LONG', params: { max: 100 } }],
    });
    expect(parseCityForm({ name: ` ${'я'.repeat(100)}  ` }).value.name).toHaveLength(100);
  });

  it('reads an Uzbek name as text, null as none, and refuses anything else', () => {
    expect(parseCityForm({ name: 'Бухара', nameUz: '  Buxoro ' }).value.nameUz).toBe('Buxoro');
    expect(parseCityForm({ name: 'Бухара', nameUz: null }).value.nameUz).toBe('');
    expect(parseCityForm({ name: 'Бухара', nameUz: 5 }).errors).toEqual({ nameUz: ['ADDRESS_NAME_UZ_INVALID'] });
    expect(parseCityForm({ name: 'Бухара', nameUz: 'x'.repeat(101) }).errors).toEqual({
      nameUz: [{ code: 'NAME_TOO_LONG', params: { max: 100 } }],
    });
  });

  it('reads a centre from numbers or text with a decimal comma, or clears it', () => {
    expect(parseCityForm({ name: 'Х', latitude: '41,30', longitude: ' 69.25 ' }).value.centre).toEqual({
      latitude: 41.3,
      longitude: 69.25,
    });
    expect(parseCityForm({ name: 'Х', latitude: -90, longitude: '1e2' }).value.centre).toEqual({
      latitude: -90,
      longitude: 100,
    });
    expect(parseCityForm({ name: 'Х', latitude: null, longitude: ' ' }).value.centre).toEqual({
      latitude: null,
      longitude: null,
    });
  });

  it('refuses half a centre on the missing half, and each bad coordinate', () => {
    expect(parseCityForm({ name: 'Х', latitude: 'junk' }).errors).toEqual({ longitude: ['ADDRESS_CENTRE_TOGETHER'] });
    expect(parseCityForm({ name: 'Х', latitude: '', longitude: 69 }).errors).toEqual({
      latitude: ['ADDRESS_CENTRE_TOGETHER'],
    });
    const bad = parseCityForm({ name: 'Х', latitude: 95, longitude: 'восток' });
    expect(bad.value.centre).toBeNull();
    expect(bad.errors).toEqual({ latitude: ['LATITUDE_INVALID'], longitude: ['LONGITUDE_INVALID'] });
    for (const longitude of [181, '1,2,3', true, [1], '0x10'])
      expect(parseCityForm({ name: 'Х', latitude: 0, longitude }).errors).toEqual({ longitude: ['LONGITUDE_INVALID'] });
  });

  it('names every refused field at once, in the order of the form', () => {
    const parsed = parseCityForm({ name: '', nameUz: 1, latitude: 91, longitude: 0 });
    expect(parsed.value).toEqual({ name: null, nameUz: null, centre: null });
    expect(Object.keys(parsed.errors)).toEqual(['name', 'nameUz', 'latitude']);
  });
});

describe('a district form', () => {
  it('takes the city as a number or a string of digits', () => {
    expect(parseDistrictForm({ cityId: '3', name: 'Центр' })).toEqual({
      value: { cityId: 3, name: 'Центр', nameUz: undefined, centre: undefined },
      errors: {},
    });
  });

  it('asks for a city when none is given and refuses a malformed one as not found', () => {
    for (const cityId of [undefined, null, ''])
      expect(parseDistrictForm({ cityId, name: 'Центр' }).errors).toEqual({ cityId: ['CITY_REQUIRED'] });
    for (const cityId of ['abc', 0, -4, 1.5, {}])
      expect(parseDistrictForm({ cityId, name: 'Центр' }).errors).toEqual({ cityId: ['CITY_NOT_FOUND'] });
  });

  it('says the district name codes, on creation and on an edit', () => {
    expect(parseDistrictForm({ cityId: 1 }).errors).toEqual({ name: ['ADDRESS_DISTRICT_NAME_REQUIRED'] });
    expect(parseDistrictEdit({ name: ' ' }).errors).toEqual({ name: ['ADDRESS_DISTRICT_NAME_REQUIRED'] });
    expect(parseDistrictEdit({ name: 'Центр', latitude: 1 }).errors).toEqual({
      longitude: ['ADDRESS_CENTRE_TOGETHER'],
    });
  });
});
