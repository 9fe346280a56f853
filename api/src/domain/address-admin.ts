// The admin's edits of cities and districts (SPEC §7): names unique within their scope, centres for
// dispatch, and deletion only of what no task or application names.
import type { Db } from '../db/client';
import type { City, District } from '../db/generated/prisma/client';
import { requireAdminWriter } from './admin-access';
import { recordAudit } from './audit';
import type { Viewer } from './context';
import { isForeignKeyViolation, isUniqueViolation } from './db-errors';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from './errors';
import { parseId } from './paging';
import { type CentreInput, centreFrom, cleanName, cleanUzbekName } from './address';

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
