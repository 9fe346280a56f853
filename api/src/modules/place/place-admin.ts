// The admin's edits of cities and districts (docs/product.md §7): names unique within their scope, centres for
// dispatch, and deletion only of what no task or application names.
import type { Db } from '../../platform/db/client';
import type { City, District } from '../../platform/db/generated/prisma/client';
import { requireAdminWriter } from '../../platform/access';
import { recordAudit } from '../audit';
import type { Viewer } from '../../platform/context';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db/errors';
import {
  ConflictError,
  NotFoundError,
  ValidationError,
  accepted,
  addError,
  type ParsedForm,
} from '../../platform/errors';
import type { DistrictFields, PlaceFields } from './places';

const duplicateCity = () => ValidationError.fromFields({ name: ['ADDRESS_CITY_DUPLICATE'] });
const duplicateDistrict = () => ValidationError.fromFields({ name: ['ADDRESS_DISTRICT_DUPLICATE'] });

const cityNameTaken = async (db: Db, name: string, exceptId?: number) =>
  !!(await db.city.findFirst({
    where: { name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  }));

const districtNameTaken = async (db: Db, cityId: number, name: string, exceptId?: number) =>
  !!(await db.district.findFirst({
    where: { cityId, name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  }));

// the form's own refusals and a taken name, said together
async function acceptedCity(db: Db, form: ParsedForm<PlaceFields>, exceptId?: number): Promise<PlaceFields> {
  const errors = { ...form.errors };
  const { name } = form.value;
  if (name !== null && (await cityNameTaken(db, name, exceptId))) addError(errors, 'name', 'ADDRESS_CITY_DUPLICATE');
  return accepted(form, errors);
}

export async function createCity(db: Db, viewer: Viewer, form: ParsedForm<PlaceFields>): Promise<City> {
  requireAdminWriter(viewer);
  const { name, nameUz, centre } = await acceptedCity(db, form);
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

export async function updateCity(db: Db, viewer: Viewer, id: number, form: ParsedForm<PlaceFields>): Promise<City> {
  requireAdminWriter(viewer);
  const before = await db.city.findUnique({ where: { id } });
  if (!before) throw new NotFoundError('CITY_NOT_FOUND');
  const { name, nameUz, centre } = await acceptedCity(db, form, id);
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
export async function deleteCity(db: Db, viewer: Viewer, id: number): Promise<void> {
  requireAdminWriter(viewer);
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

// Every refusal at once: the form's, a city that does not exist, a name the city already has.
export async function createDistrict(db: Db, viewer: Viewer, form: ParsedForm<DistrictFields>): Promise<District> {
  requireAdminWriter(viewer);
  const errors = { ...form.errors };
  const { cityId: givenCityId, name: givenName } = form.value;
  const cityFound =
    givenCityId !== null && !!(await db.city.findUnique({ where: { id: givenCityId }, select: { id: true } }));
  if (givenCityId !== null && !cityFound) addError(errors, 'cityId', 'CITY_NOT_FOUND');
  if (cityFound && givenName !== null && (await districtNameTaken(db, givenCityId, givenName)))
    addError(errors, 'name', 'ADDRESS_DISTRICT_DUPLICATE');
  const { cityId, name, nameUz, centre } = accepted(form, errors);
  try {
    return await db.$transaction(async (tx) => {
      const district = await tx.district.create({ data: { cityId, name, nameUz, ...centre } });
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
    if (isForeignKeyViolation(error)) throw ValidationError.fromFields({ cityId: ['CITY_NOT_FOUND'] });
    throw error;
  }
}

export async function updateDistrict(
  db: Db,
  viewer: Viewer,
  id: number,
  form: ParsedForm<PlaceFields>,
): Promise<District> {
  requireAdminWriter(viewer);
  const before = await db.district.findUnique({ where: { id } });
  if (!before) throw new NotFoundError('ADDRESS_DISTRICT_NOT_FOUND');
  const errors = { ...form.errors };
  const given = form.value.name;
  if (given !== null && (await districtNameTaken(db, before.cityId, given, id)))
    addError(errors, 'name', 'ADDRESS_DISTRICT_DUPLICATE');
  const { name, nameUz, centre } = accepted(form, errors);
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

export async function deleteDistrict(db: Db, viewer: Viewer, id: number): Promise<void> {
  requireAdminWriter(viewer);
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
