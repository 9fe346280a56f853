// Cities and districts: the reference lists every form reads, and the admin edits of docs/product.md §7.
import type { Db } from '../../platform/db/client';
import type { City, District } from '../../platform/db/generated/prisma/client';
import { localized, type Language } from '../../platform/i18n/language';
import { NotFoundError } from '../../platform/errors';

// A city's or district's centre (dispatch waves measure from it): both coordinates, or both null (none).
export interface Centre {
  latitude: number | null;
  longitude: number | null;
}

// A city's form, and a district's edit: the name trimmed with inner spaces collapsed ("  Ташкент " and
// "Ташкент" are one city); the Uzbek name and the centre undefined when left out (the stored ones stay).
export interface PlaceFields {
  name: string;
  nameUz: string | undefined;
  centre: Centre | undefined;
}

export interface DistrictFields extends PlaceFields {
  cityId: number;
}

export const PLACE_NAME_MAX = 100;

export interface PlaceRef {
  id: number;
  name: string;
}

export async function listCities(db: Db, language: Language = 'ru'): Promise<PlaceRef[]> {
  const cities = await db.city.findMany({ select: { id: true, name: true, nameUz: true }, orderBy: { name: 'asc' } });
  return cities.map(({ id, name, nameUz }) => ({ id, name: localized(language, name, nameUz) }));
}

// The id of an existing city, or 'Город не найден'.
export async function requireCityId(db: Db, cityId: number): Promise<number> {
  const city = await db.city.findUnique({ where: { id: cityId }, select: { id: true } });
  if (!city) throw new NotFoundError('CITY_NOT_FOUND');
  return cityId;
}

export async function listDistricts(db: Db, cityId: number, language: Language = 'ru'): Promise<PlaceRef[]> {
  await requireCityId(db, cityId);
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
