// Cities and districts: the reference lists every form reads, and the admin edits of SPEC §7.
import type { Db } from '../db/client';
import type { City, District } from '../db/generated/prisma/client';
import { localized, type Language } from './language';
import { requireAdminWriter } from './admin-access';
import { recordAudit } from './audit';
import type { Viewer } from './context';
import { isForeignKeyViolation, isUniqueViolation } from './db-errors';
import { ConflictError, NotFoundError, ValidationError } from './errors';
import { parseId } from './paging';

export const ADDRESS_TEXTS = {
  // SPEC §8 defaults for failures without a server body
  citiesFailed: 'Ошибка при получении городов',
  districtsFailed: 'Ошибка при получении районов',
  dataFailed: 'Ошибка при получении данных',
  addressFailed: 'Ошибка при получении адресных данных',
  cityCreateFailed: 'Ошибка при создании города',
  cityUpdateFailed: 'Ошибка при обновлении города',
  cityDeleteFailed: 'Ошибка при удалении города',
  districtCreateFailed: 'Ошибка при создании района',
  districtUpdateFailed: 'Ошибка при обновлении района',
  districtDeleteFailed: 'Ошибка при удалении района',
  // our own
  cityNotFound: 'Город не найден',
  districtNotFound: 'Район не найден',
  cityRequired: 'Пожалуйста, выберите город',
  cityNameRequired: 'Введите название города',
  nameUzInvalid: 'Введите название на узбекском текстом',
  districtNameRequired: 'Введите название района',
  nameTooLong: 'Название не должно превышать 100 символов',
  cityDuplicate: 'Город с таким названием уже существует',
  districtDuplicate: 'Район с таким названием уже есть в этом городе',
  cityInUse: 'Нельзя удалить город: он указан в задачах или заявках мастеров',
  districtInUse: 'Нельзя удалить район: он указан в задачах или заявках мастеров',
  cityCreated: 'Город добавлен',
  cityUpdated: 'Город обновлён',
  cityDeleted: 'Город удалён',
  districtCreated: 'Район добавлен',
  districtUpdated: 'Район обновлён',
  districtDeleted: 'Район удалён',
  centreTogether: 'Широта и долгота центра указываются только вместе',
  latitudeInvalid: 'Неверная широта',
  longitudeInvalid: 'Неверная долгота',
} as const;

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
function centreFrom(input: CentreInput): { latitude: number | null; longitude: number | null } | undefined {
  if (!('latitude' in input) && !('longitude' in input)) return undefined;
  const hasLat = !blankCoordinate(input.latitude);
  const hasLon = !blankCoordinate(input.longitude);
  if (!hasLat && !hasLon) return { latitude: null, longitude: null };
  if (!hasLat || !hasLon)
    throw ValidationError.fromFields({ [hasLat ? 'longitude' : 'latitude']: [ADDRESS_TEXTS.centreTogether] });
  const latitude = coordinate(input.latitude);
  const longitude = coordinate(input.longitude);
  const errors: Record<string, string[]> = {};
  if (!Number.isFinite(latitude) || Math.abs(latitude) > 90) errors.latitude = [ADDRESS_TEXTS.latitudeInvalid];
  if (!Number.isFinite(longitude) || Math.abs(longitude) > 180) errors.longitude = [ADDRESS_TEXTS.longitudeInvalid];
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
function cleanUzbekName(raw: unknown, field = 'name_uz'): string | undefined {
  if (raw === undefined) return undefined;
  if (raw !== null && typeof raw !== 'string')
    throw ValidationError.fromFields({ [field]: [ADDRESS_TEXTS.nameUzInvalid] });
  const name = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (name.length > NAME_MAX) throw ValidationError.fromFields({ [field]: [ADDRESS_TEXTS.nameTooLong] });
  return name;
}

// The id of an existing city, or 'Город не найден'.
export async function requireCityId(db: Db, rawCityId: unknown): Promise<number> {
  const cityId = parseId(rawCityId, 'city_id', ADDRESS_TEXTS.cityNotFound);
  const city = await db.city.findUnique({ where: { id: cityId }, select: { id: true } });
  if (!city) throw new NotFoundError(ADDRESS_TEXTS.cityNotFound);
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
function cleanName(raw: unknown, requiredText: string): string {
  const name = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (!name) throw ValidationError.fromFields({ name: [requiredText] });
  if (name.length > NAME_MAX) throw ValidationError.fromFields({ name: [ADDRESS_TEXTS.nameTooLong] });
  return name;
}

const duplicateCity = () => ValidationError.fromFields({ name: [ADDRESS_TEXTS.cityDuplicate] });
const duplicateDistrict = () => ValidationError.fromFields({ name: [ADDRESS_TEXTS.districtDuplicate] });

async function assertCityNameFree(db: Db, name: string, exceptId?: number) {
  const clash = await db.city.findFirst({
    where: { name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw duplicateCity();
}

async function assertDistrictNameFree(db: Db, cityId: number, name: string, exceptId?: number) {
  const clash = await db.district.findFirst({
    where: { cityId, name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw duplicateDistrict();
}

export async function createCity(
  db: Db,
  viewer: Viewer,
  input: { name?: unknown; name_uz?: unknown } & CentreInput,
): Promise<City> {
  requireAdminWriter(viewer);
  const name = cleanName(input.name, ADDRESS_TEXTS.cityNameRequired);
  const nameUz = cleanUzbekName(input.name_uz);
  const centre = centreFrom(input);
  await assertCityNameFree(db, name);
  try {
    return await db.$transaction(async (tx) => {
      const city = await tx.city.create({ data: { name, nameUz, ...centre } });
      await recordAudit(tx, viewer.user.id, 'city.create', 'City', city.id, {
        name,
        ...(nameUz ? { nameUz } : {}),
        ...centre,
      });
      return city;
    });
  } catch (error) {
    // two admins adding the same city at once: the unique index decides
    if (isUniqueViolation(error)) throw duplicateCity();
    throw error;
  }
}

export async function updateCity(
  db: Db,
  viewer: Viewer,
  rawId: unknown,
  input: { name?: unknown; name_uz?: unknown } & CentreInput,
): Promise<City> {
  requireAdminWriter(viewer);
  const id = parseId(rawId);
  const before = await db.city.findUnique({ where: { id } });
  if (!before) throw new NotFoundError(ADDRESS_TEXTS.cityNotFound);
  const name = cleanName(input.name, ADDRESS_TEXTS.cityNameRequired);
  const nameUz = cleanUzbekName(input.name_uz);
  const centre = centreFrom(input);
  await assertCityNameFree(db, name, id);
  try {
    return await db.$transaction(async (tx) => {
      const city = await tx.city.update({ where: { id }, data: { name, nameUz, ...centre } });
      const uzChanged = nameUz !== undefined && nameUz !== before.nameUz;
      await recordAudit(tx, viewer.user.id, 'city.update', 'City', id, {
        before: {
          name: before.name,
          ...(uzChanged ? { nameUz: before.nameUz } : {}),
          ...(centre && { latitude: before.latitude, longitude: before.longitude }),
        },
        after: { name, ...(uzChanged ? { nameUz } : {}), ...centre },
      });
      return city;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCity();
    throw error;
  }
}

// A city goes with its districts, and only when no task or application (live or archived) names any of them.
export async function deleteCity(db: Db, viewer: Viewer, rawId: unknown): Promise<void> {
  requireAdminWriter(viewer);
  const id = parseId(rawId);
  const city = await db.city.findUnique({
    where: { id },
    include: { districts: { select: { id: true, name: true } } },
  });
  if (!city) throw new NotFoundError(ADDRESS_TEXTS.cityNotFound);
  const [tasks, contracts] = await Promise.all([
    db.task.count({ where: { cityId: id } }),
    db.contract.count({ where: { cityId: id } }),
  ]);
  if (tasks + contracts > 0) throw new ConflictError(ADDRESS_TEXTS.cityInUse);
  try {
    await db.$transaction(async (tx) => {
      await tx.district.deleteMany({ where: { cityId: id } });
      await tx.city.delete({ where: { id } });
      await recordAudit(tx, viewer.user.id, 'city.delete', 'City', id, {
        name: city.name,
        districts: city.districts.map((district) => district.name),
      });
    });
  } catch (error) {
    // a task or application named it between the check and the delete
    if (isForeignKeyViolation(error)) throw new ConflictError(ADDRESS_TEXTS.cityInUse);
    throw error;
  }
}

export async function createDistrict(
  db: Db,
  viewer: Viewer,
  input: { city_id?: unknown; name?: unknown; name_uz?: unknown } & CentreInput,
): Promise<District> {
  requireAdminWriter(viewer);
  const errors: Record<string, string[]> = {};
  let cityId: number | null = null;
  if (input.city_id === undefined || input.city_id === null || input.city_id === '') {
    errors.city_id = [ADDRESS_TEXTS.cityRequired];
  } else {
    try {
      cityId = parseId(input.city_id, 'city_id', ADDRESS_TEXTS.cityNotFound);
    } catch {
      errors.city_id = [ADDRESS_TEXTS.cityNotFound];
    }
  }
  let name = '';
  let nameUz: string | undefined;
  try {
    name = cleanName(input.name, ADDRESS_TEXTS.districtNameRequired);
    nameUz = cleanUzbekName(input.name_uz);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    Object.assign(errors, error.fieldErrors);
  }
  let centre: ReturnType<typeof centreFrom>;
  try {
    centre = centreFrom(input);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    Object.assign(errors, error.fieldErrors);
  }
  if (cityId !== null && !(await db.city.findUnique({ where: { id: cityId }, select: { id: true } }))) {
    errors.city_id = [ADDRESS_TEXTS.cityNotFound];
  }
  if (Object.keys(errors).length) throw ValidationError.fromFields(errors);
  await assertDistrictNameFree(db, cityId!, name);
  try {
    return await db.$transaction(async (tx) => {
      const district = await tx.district.create({ data: { cityId: cityId!, name, nameUz, ...centre } });
      await recordAudit(tx, viewer.user.id, 'district.create', 'District', district.id, {
        cityId,
        name,
        ...(nameUz ? { nameUz } : {}),
        ...centre,
      });
      return district;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateDistrict();
    if (isForeignKeyViolation(error)) throw ValidationError.fromFields({ city_id: [ADDRESS_TEXTS.cityNotFound] });
    throw error;
  }
}

export async function updateDistrict(
  db: Db,
  viewer: Viewer,
  rawId: unknown,
  input: { name?: unknown; name_uz?: unknown } & CentreInput,
): Promise<District> {
  requireAdminWriter(viewer);
  const id = parseId(rawId);
  const before = await db.district.findUnique({ where: { id } });
  if (!before) throw new NotFoundError(ADDRESS_TEXTS.districtNotFound);
  const name = cleanName(input.name, ADDRESS_TEXTS.districtNameRequired);
  const nameUz = cleanUzbekName(input.name_uz);
  const centre = centreFrom(input);
  await assertDistrictNameFree(db, before.cityId, name, id);
  try {
    return await db.$transaction(async (tx) => {
      const district = await tx.district.update({ where: { id }, data: { name, nameUz, ...centre } });
      const uzChanged = nameUz !== undefined && nameUz !== before.nameUz;
      await recordAudit(tx, viewer.user.id, 'district.update', 'District', id, {
        cityId: before.cityId,
        before: {
          name: before.name,
          ...(uzChanged ? { nameUz: before.nameUz } : {}),
          ...(centre && { latitude: before.latitude, longitude: before.longitude }),
        },
        after: { name, ...(uzChanged ? { nameUz } : {}), ...centre },
      });
      return district;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateDistrict();
    throw error;
  }
}

export async function deleteDistrict(db: Db, viewer: Viewer, rawId: unknown): Promise<void> {
  requireAdminWriter(viewer);
  const id = parseId(rawId);
  const district = await db.district.findUnique({ where: { id } });
  if (!district) throw new NotFoundError(ADDRESS_TEXTS.districtNotFound);
  const [tasks, contracts] = await Promise.all([
    db.task.count({ where: { districtId: id } }),
    db.contractDistrict.count({ where: { districtId: id } }),
  ]);
  if (tasks + contracts > 0) throw new ConflictError(ADDRESS_TEXTS.districtInUse);
  try {
    await db.$transaction(async (tx) => {
      // the count above can be stale: delete only if still unreferenced by applications (tasks: the FK refuses)
      if (await tx.contractDistrict.count({ where: { districtId: id } }))
        throw new ConflictError(ADDRESS_TEXTS.districtInUse);
      await tx.district.delete({ where: { id } });
      await recordAudit(tx, viewer.user.id, 'district.delete', 'District', id, {
        cityId: district.cityId,
        name: district.name,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ConflictError(ADDRESS_TEXTS.districtInUse);
    throw error;
  }
}
