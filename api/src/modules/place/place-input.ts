// Cities and districts as the faces receive them (docs/product.md §7): the city of a district list, and the admin's
// city and district forms. A form is parsed field by field: the domain adds a taken name or a city that does
// not exist, and every refusal is said in one answer.
import { z } from 'zod';
import { PLACE_NAME_MAX, type Centre, type DistrictFields, type PlaceFields } from './places';
import type { FieldErrors, MessageCode, ParsedForm } from '../../platform/errors';
import { id, isBlank, isBlankText, latitude, longitude } from '../../platform/input/fields';
import { addError, parseFields, parseOrThrow } from '../../platform/input/parse';

// the city or district a path or an argument names
export const parsePlaceId = (raw: unknown) => parseOrThrow(id('ID_INVALID'), raw, 'id');

// the city whose districts are asked for: a malformed id is a city that is not there
export const parseCityId = (raw: unknown) => parseOrThrow(id('CITY_NOT_FOUND'), raw, 'cityId');

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');

// A name, trimmed with inner spaces collapsed ("  Ташкент " and "Ташкент" are one city); anything but text
// is no name.
function placeName(required: MessageCode) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? collapse(value) : ''),
    z.string().min(1, required).max(PLACE_NAME_MAX, 'NAME_TOO_LONG'),
  );
}

// The Uzbek name: optional (empty: Uzbek users read the Russian); left out, the stored one stays.
const uzbekName = z
  .string({ error: 'ADDRESS_NAME_UZ_INVALID' })
  .nullish()
  .transform((value) => (value === undefined ? undefined : collapse(value ?? '')))
  .pipe(z.string().max(PLACE_NAME_MAX, 'NAME_TOO_LONG').optional());

// a value that must be given (blank: `required`), then parsed by `schema`
const given = <S extends z.ZodType>(required: MessageCode, schema: S) =>
  z
    .unknown()
    .refine((value) => !isBlank(value), { error: required, abort: true })
    .pipe(schema);

// (type aliases, not interfaces: a form is read as a record of its fields)
export type CentreBody = {
  latitude?: unknown;
  longitude?: unknown;
};

// The centre dispatch waves measure from: both coordinates or neither (blank both: none); both left out:
// unchanged (undefined); refused: null, with the refusals added to `errors`.
function parseCentre(raw: CentreBody, errors: FieldErrors): Centre | undefined | null {
  if (raw.latitude === undefined && raw.longitude === undefined) return undefined;
  const hasLatitude = !isBlankText(raw.latitude);
  const hasLongitude = !isBlankText(raw.longitude);
  if (!hasLatitude && !hasLongitude) return { latitude: null, longitude: null };
  if (!hasLatitude || !hasLongitude) {
    addError(errors, hasLatitude ? 'longitude' : 'latitude', 'ADDRESS_CENTRE_TOGETHER');
    return null;
  }
  const parsed = parseFields({ latitude, longitude }, raw);
  for (const [field, messages] of Object.entries(parsed.errors))
    for (const message of messages) addError(errors, field, message);
  const { latitude: lat, longitude: lon } = parsed.value;
  return lat === null || lon === null ? null : { latitude: lat, longitude: lon };
}

export type PlaceBody = CentreBody & {
  name?: unknown;
  nameUz?: unknown;
};

export type DistrictBody = PlaceBody & { cityId?: unknown };

function placeForm(raw: PlaceBody, required: MessageCode): ParsedForm<PlaceFields> {
  const { value, errors } = parseFields({ name: placeName(required), nameUz: uzbekName }, raw);
  return { value: { ...value, centre: parseCentre(raw, errors) }, errors };
}

// a new city, or a city's edit
export const parseCityForm = (raw: PlaceBody) => placeForm(raw, 'ADDRESS_CITY_NAME_REQUIRED');

// a district's edit (its city stays)
export const parseDistrictEdit = (raw: PlaceBody) => placeForm(raw, 'ADDRESS_DISTRICT_NAME_REQUIRED');

// a new district: its city, then the district's own fields
export function parseDistrictForm(raw: DistrictBody): ParsedForm<DistrictFields> {
  const city = parseFields({ cityId: given('CITY_REQUIRED', id('CITY_NOT_FOUND')) }, raw);
  const place = placeForm(raw, 'ADDRESS_DISTRICT_NAME_REQUIRED');
  return { value: { ...city.value, ...place.value }, errors: { ...city.errors, ...place.errors } };
}
