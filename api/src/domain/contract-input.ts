// A master application's form, checked field by field (the master's submission and an admin's edit).
import type { Db } from '../db/client';
import { ValidationError, type FieldErrors, type MessageRef } from './errors';
import { LIMITS, isValidPhone, normalizePhone } from '@usta/rules';
import { type ContractWithRefs } from './contracts';

const NAME_MAX = LIMITS.applicationNameMax;
const DESCRIPTION_MAX = LIMITS.applicationDescriptionMax;
const ADDRESS_MAX = LIMITS.applicationAddressMax;
const CATEGORIES_MAX = LIMITS.applicationCategoriesMax;

// What the form sends (REST field names; GraphQL maps its input onto them).
export interface ContractInput {
  name?: unknown;
  phone?: unknown;
  description?: unknown;
  category_ids?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  address?: unknown;
  city_id?: unknown;
  district_ids?: unknown;
}

export interface CleanContract {
  name: string;
  phone: string;
  description: string | null;
  categoryIds: number[];
  cityId: number;
  districtIds: number[];
  latitude: number | null;
  longitude: number | null;
  address: string | null;
}

export const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

function idList(value: unknown): { ids: number[]; bad: boolean } {
  const list = value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value];
  const ids: number[] = [];
  let bad = false;
  for (const item of list) {
    if (blank(item)) continue;
    const id = typeof item === 'number' ? item : /^\d+$/.test(String(item).trim()) ? Number(String(item).trim()) : NaN;
    if (!Number.isInteger(id) || id <= 0 || id > 2147483647) bad = true;
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, bad };
}

function add(errors: FieldErrors, field: string, message: MessageRef) {
  (errors[field] ??= []).push(message);
}

// The columns and links a validated application writes (the old links are removed first on an update).
export function contractData(clean: CleanContract) {
  return {
    name: clean.name,
    phone: clean.phone,
    description: clean.description,
    latitude: clean.latitude,
    longitude: clean.longitude,
    address: clean.address,
    cityId: clean.cityId,
    categories: { create: clean.categoryIds.map((categoryId) => ({ categoryId })) },
    districts: { create: clean.districtIds.map((districtId) => ({ districtId })) },
  };
}

// Checks every field and reports all problems at once (field -> messages), as the form shows them.
// `current` fills the fields an admin edit leaves out.
export async function validateContractInput(
  db: Db,
  input: ContractInput,
  current?: ContractWithRefs,
): Promise<CleanContract> {
  const errors: FieldErrors = {};
  const has = (key: keyof ContractInput) => !current || input[key] !== undefined;

  const name = has('name') ? text(input.name).replace(/\s+/g, ' ') : current!.name;
  if (!name) add(errors, 'name', 'CONTRACT_NAME_REQUIRED');
  else if (name.length > NAME_MAX) add(errors, 'name', { code: 'CONTRACT_NAME_TOO_LONG', params: { max: NAME_MAX } });

  let phone = current?.phone ?? '';
  if (has('phone')) {
    phone = normalizePhone(text(input.phone));
    if (!phone) add(errors, 'phone', 'CONTRACT_PHONE_REQUIRED');
    else if (!isValidPhone(phone)) add(errors, 'phone', 'PHONE_INVALID_SHORT');
  }

  let description = current?.description ?? null;
  if (has('description')) {
    description = text(input.description) || null;
    if (description && description.length > DESCRIPTION_MAX)
      add(errors, 'description', { code: 'CONTRACT_DESCRIPTION_TOO_LONG', params: { max: DESCRIPTION_MAX } });
  }

  let categoryIds = current?.categories.map((link) => link.categoryId) ?? [];
  if (has('category_ids')) {
    const parsed = idList(input.category_ids);
    categoryIds = parsed.ids;
    if (parsed.bad) add(errors, 'category_ids', 'CONTRACT_CATEGORY_UNKNOWN');
    else if (categoryIds.length === 0) add(errors, 'category_ids', 'CONTRACT_CATEGORIES_REQUIRED');
    else if (categoryIds.length > CATEGORIES_MAX)
      add(errors, 'category_ids', { code: 'CONTRACT_CATEGORIES_TOO_MANY', params: { max: CATEGORIES_MAX } });
    else {
      const active = await db.category.count({ where: { id: { in: categoryIds }, isActive: true } });
      if (active !== categoryIds.length) add(errors, 'category_ids', 'CONTRACT_CATEGORY_UNKNOWN');
    }
  }

  let cityId: number | null = current?.cityId ?? null;
  if (has('city_id')) {
    cityId = null;
    if (blank(input.city_id)) add(errors, 'city_id', 'CITY_REQUIRED');
    else {
      const parsed = idList(input.city_id);
      if (
        parsed.bad ||
        parsed.ids.length !== 1 ||
        !(await db.city.findUnique({ where: { id: parsed.ids[0] }, select: { id: true } }))
      ) {
        add(errors, 'city_id', 'CITY_NOT_FOUND');
      } else cityId = parsed.ids[0];
    }
  }

  // a changed city without new districts keeps none of the old ones (they belong to the old city)
  let districtIds = current && cityId === current.cityId ? current.districts.map((link) => link.districtId) : [];
  if (has('district_ids')) {
    const parsed = idList(input.district_ids);
    districtIds = parsed.ids;
    if (parsed.bad) add(errors, 'district_ids', 'CONTRACT_DISTRICTS_WRONG_CITY');
  }
  if (districtIds.length && cityId !== null && !errors.district_ids) {
    const inCity = await db.district.count({ where: { id: { in: districtIds }, cityId } });
    if (inCity !== districtIds.length) add(errors, 'district_ids', 'CONTRACT_DISTRICTS_WRONG_CITY');
  }

  let latitude = current?.latitude ?? null;
  let longitude = current?.longitude ?? null;
  let address = current?.address ?? null;
  if (has('latitude') || has('longitude') || has('address')) {
    const given = {
      latitude: !blank(input.latitude),
      longitude: !blank(input.longitude),
      address: !blank(input.address),
    };
    const count = Object.values(given).filter(Boolean).length;
    latitude = longitude = address = null;
    if (count > 0 && count < 3) {
      for (const field of ['latitude', 'longitude', 'address'] as const) {
        if (!given[field]) add(errors, field, 'CONTRACT_LOCATION_TOGETHER');
      }
    } else if (count === 3) {
      latitude = Number(text(input.latitude).replace(',', '.'));
      longitude = Number(text(input.longitude).replace(',', '.'));
      address = text(input.address);
      if (!Number.isFinite(latitude) || Math.abs(latitude) > 90) add(errors, 'latitude', 'LATITUDE_INVALID');
      if (!Number.isFinite(longitude) || Math.abs(longitude) > 180) add(errors, 'longitude', 'LONGITUDE_INVALID');
      if (address.length > ADDRESS_MAX)
        add(errors, 'address', { code: 'CONTRACT_ADDRESS_TOO_LONG', params: { max: ADDRESS_MAX } });
    }
  }

  if (Object.keys(errors).length) throw ValidationError.fromFields(errors);
  return { name, phone, description, categoryIds, cityId: cityId!, districtIds, latitude, longitude, address };
}
