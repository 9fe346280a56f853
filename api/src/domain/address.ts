// Cities and districts: the reference lists every form reads, and the admin edits of SPEC §7.
import type { Db } from '../db/client';
import type { City, District } from '../db/generated/prisma/client';
import { localized, type Language } from './language';
import { requireAdminWriter } from './admin-access';
import { recordAudit } from './audit';
import type { Viewer } from './context';
import { isForeignKeyViolation, isUniqueViolation } from './db-errors';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors, type MessageRef } from './errors';
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
function centreFrom(input: CentreInput): { latitude: number | null; longitude: number | null } | undefined {
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
function cleanUzbekName(raw: unknown, field = 'name_uz'): string | undefined {
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
function cleanName(raw: unknown, requiredText: MessageRef): string {
  const name = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (!name) throw ValidationError.fromFields({ name: [requiredText] });
  if (name.length > NAME_MAX)
    throw ValidationError.fromFields({ name: [{ code: 'NAME_TOO_LONG', params: { max: NAME_MAX } }] });
  return name;
}

const duplicateCity = () => ValidationError.fromFields({ name: ['ADDRESS_CITY_DUPLICATE'] });
const duplicateDistrict = () => ValidationError.fromFields({ name: ['ADDRESS_DISTRICT_DUPLICATE'] });

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
  const name = cleanName(input.name, 'ADDRESS_CITY_NAME_REQUIRED');
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
  if (!before) throw new NotFoundError('CITY_NOT_FOUND');
  const name = cleanName(input.name, 'ADDRESS_CITY_NAME_REQUIRED');
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
  if (!city) throw new NotFoundError('CITY_NOT_FOUND');
  const [tasks, contracts] = await Promise.all([
    db.task.count({ where: { cityId: id } }),
    db.contract.count({ where: { cityId: id } }),
  ]);
  if (tasks + contracts > 0) throw new ConflictError('ADDRESS_CITY_IN_USE');
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
    if (isForeignKeyViolation(error)) throw new ConflictError('ADDRESS_CITY_IN_USE');
    throw error;
  }
}

export async function createDistrict(
  db: Db,
  viewer: Viewer,
  input: { city_id?: unknown; name?: unknown; name_uz?: unknown } & CentreInput,
): Promise<District> {
  requireAdminWriter(viewer);
  const errors: FieldErrors = {};
  let cityId: number | null = null;
  if (input.city_id === undefined || input.city_id === null || input.city_id === '') {
    errors.city_id = ['CITY_REQUIRED'];
  } else {
    try {
      cityId = parseId(input.city_id, 'city_id', 'CITY_NOT_FOUND');
    } catch {
      errors.city_id = ['CITY_NOT_FOUND'];
    }
  }
  let name = '';
  let nameUz: string | undefined;
  try {
    name = cleanName(input.name, 'ADDRESS_DISTRICT_NAME_REQUIRED');
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
    errors.city_id = ['CITY_NOT_FOUND'];
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
    if (isForeignKeyViolation(error)) throw ValidationError.fromFields({ city_id: ['CITY_NOT_FOUND'] });
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
  if (!before) throw new NotFoundError('ADDRESS_DISTRICT_NOT_FOUND');
  const name = cleanName(input.name, 'ADDRESS_DISTRICT_NAME_REQUIRED');
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
  if (!district) throw new NotFoundError('ADDRESS_DISTRICT_NOT_FOUND');
  const [tasks, contracts] = await Promise.all([
    db.task.count({ where: { districtId: id } }),
    db.contractDistrict.count({ where: { districtId: id } }),
  ]);
  if (tasks + contracts > 0) throw new ConflictError('ADDRESS_DISTRICT_IN_USE');
  try {
    await db.$transaction(async (tx) => {
      // the count above can be stale: delete only if still unreferenced by applications (tasks: the FK refuses)
      if (await tx.contractDistrict.count({ where: { districtId: id } }))
        throw new ConflictError('ADDRESS_DISTRICT_IN_USE');
      await tx.district.delete({ where: { id } });
      await recordAudit(tx, viewer.user.id, 'district.delete', 'District', id, {
        cityId: district.cityId,
        name: district.name,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ConflictError('ADDRESS_DISTRICT_IN_USE');
    throw error;
  }
}
