// Cities and districts: the reference lists every form reads, and the admin edits of SPEC §7.
import type { Db } from '../db/client';
import type { City, District } from '../db/generated/prisma/client';
import { localized, type Language } from './language';
import { NotFoundError, ValidationError, type FieldErrors, type MessageRef } from './errors';
import { parseId } from './paging';

export interface CentreInput {
  latitude?: unknown;
  longitude?: unknown;
}

const blankCoordinate = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function coordinate(value: unknown): number {
  const raw =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(',', '.') : '';
  return /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(raw) ? Number(raw) : NaN;
}

// A city's or district's centre (dispatch waves measure from it): both coordinates or neither; absent
// from the input: unchanged (undefined).
export function centreFrom(input: CentreInput): { latitude: number | null; longitude: number | null } | undefined {
  if (!('latitude' in input) && !('longitude' in input)) return undefined;
  const hasLat = !blankCoordinate(input.latitude);
  const hasLon = !blankCoordinate(input.longitude);
  if (!hasLat && !hasLon) return { latitude: null, longitude: null };
  if (!hasLat || !hasLon)
    throw ValidationError.fromFields({ [hasLat ? 'longitude' : 'latitude']: ['ADDRESS_CENTRE_TOGETHER'] });
  const latitude = coordinate(input.latitude);
  const longitude = coordinate(input.longitude);
  const errors: FieldErrors = {};
  if (!Number.isFinite(latitude) || Math.abs(latitude) > 90) errors.latitude = ['LATITUDE_INVALID'];
  if (!Number.isFinite(longitude) || Math.abs(longitude) > 180) errors.longitude = ['LONGITUDE_INVALID'];
  if (Object.keys(errors).length) throw ValidationError.fromFields(errors);
  return { latitude, longitude };
}

const NAME_MAX = 100;

export interface PlaceRef {
  id: number;
  name: string;
}

export async function listCities(db: Db, language: Language = 'ru'): Promise<PlaceRef[]> {
  const cities = await db.city.findMany({ select: { id: true, name: true, nameUz: true }, orderBy: { name: 'asc' } });
  return cities.map(({ id, name, nameUz }) => ({ id, name: localized(language, name, nameUz) }));
}

// An Uzbek name: optional (empty: Uzbek users read the Russian); undefined leaves the stored one as it is.
export function cleanUzbekName(raw: unknown, field = 'name_uz'): string | undefined {
  if (raw === undefined) return undefined;
  if (raw !== null && typeof raw !== 'string')
    throw ValidationError.fromFields({ [field]: ['ADDRESS_NAME_UZ_INVALID'] });
  const name = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (name.length > NAME_MAX)
    throw ValidationError.fromFields({ [field]: [{ code: 'NAME_TOO_LONG', params: { max: NAME_MAX } }] });
  return name;
}

// The id of an existing city, or 'Город не найден'.
export async function requireCityId(db: Db, rawCityId: unknown): Promise<number> {
  const cityId = parseId(rawCityId, 'city_id', 'CITY_NOT_FOUND');
  const city = await db.city.findUnique({ where: { id: cityId }, select: { id: true } });
  if (!city) throw new NotFoundError('CITY_NOT_FOUND');
  return cityId;
}

export async function listDistricts(db: Db, rawCityId: unknown, language: Language = 'ru'): Promise<PlaceRef[]> {
  const cityId = await requireCityId(db, rawCityId);
  const districts = await db.district.findMany({
    where: { cityId },
    select: { id: true, name: true, nameUz: true },
    orderBy: { name: 'asc' },
  });
  return districts.map(({ id, name, nameUz }) => ({ id, name: localized(language, name, nameUz) }));
}

export type CityWithDistricts = City & { districts: District[] };

// The admin screen shows every city with its districts at once.
export function listCitiesWithDistricts(db: Db): Promise<CityWithDistricts[]> {
  return db.city.findMany({ orderBy: { name: 'asc' }, include: { districts: { orderBy: { name: 'asc' } } } });
}

// Trimmed, inner spaces collapsed: "  Ташкент " and "Ташкент" are one city.
export function cleanName(raw: unknown, requiredText: MessageRef): string {
  const name = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (!name) throw ValidationError.fromFields({ name: [requiredText] });
  if (name.length > NAME_MAX)
    throw ValidationError.fromFields({ name: [{ code: 'NAME_TOO_LONG', params: { max: NAME_MAX } }] });
  return name;
}
