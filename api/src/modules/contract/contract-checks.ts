// A master application's form (the master's submission and an admin's edit): the checks that need the
// database, over the fields the edge has parsed (modules/contract/contract-input.ts), and every error said together.
import type { Db } from '../../platform/db/client';
import { ValidationError, addError, type FieldErrors } from '../../platform/errors';
import { type ContractWithRefs } from './contracts';

export interface ContractLocation {
  latitude: number | null;
  longitude: number | null;
  address: string | null;
}

// Each field: undefined when the form leaves it out (an edit keeps it), null when the edge refused it (its
// error is in `errors`). A description of '' and a location of nulls mean none.
export interface ContractFields {
  name?: string | null;
  phone?: string | null;
  description?: string | null;
  categoryIds?: number[] | null;
  cityId?: number | null;
  districtIds?: number[] | null;
  location?: ContractLocation | null;
}

// the parsed form and the edge's refusals, keyed by the domain's names (name, categoryIds, cityId...; REST writes them snake_case)
export interface ContractForm {
  value: ContractFields;
  errors: FieldErrors;
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

// the form's order: the first error is the answer's message
const FIELD_ORDER = [
  'name',
  'phone',
  'description',
  'categoryIds',
  'cityId',
  'districtIds',
  'latitude',
  'longitude',
  'address',
];

function inFormOrder(errors: FieldErrors): FieldErrors {
  const rank = (field: string) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)));
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

// Adds the database's refusals (an inactive category, an unknown city, a district of another city) to the
// edge's and reports all problems at once (field -> messages), as the form shows them. `current` fills the
// fields an admin edit leaves out.
export async function validateContractInput(
  db: Db,
  form: ContractForm,
  current?: ContractWithRefs,
): Promise<CleanContract> {
  const { value } = form;
  const errors: FieldErrors = { ...form.errors };

  const categoryIds =
    value.categoryIds === undefined ? (current?.categories.map((link) => link.categoryId) ?? []) : value.categoryIds;
  if (value.categoryIds) {
    const active = await db.category.count({ where: { id: { in: value.categoryIds }, isActive: true } });
    if (active !== value.categoryIds.length) addError(errors, 'categoryIds', 'CONTRACT_CATEGORY_UNKNOWN');
  }

  let cityId = current?.cityId ?? null;
  if (value.cityId !== undefined) {
    cityId = value.cityId;
    if (cityId !== null && !(await db.city.findUnique({ where: { id: cityId }, select: { id: true } }))) {
      addError(errors, 'cityId', 'CITY_NOT_FOUND');
      cityId = null;
    }
  }

  // a changed city without new districts keeps none of the old ones (they belong to the old city)
  let districtIds = current && cityId === current.cityId ? current.districts.map((link) => link.districtId) : [];
  if (value.districtIds !== undefined) districtIds = value.districtIds ?? [];
  if (districtIds.length && cityId !== null && !errors.districtIds) {
    const inCity = await db.district.count({ where: { id: { in: districtIds }, cityId } });
    if (inCity !== districtIds.length) addError(errors, 'districtIds', 'CONTRACT_DISTRICTS_WRONG_CITY');
  }

  if (Object.keys(errors).length) throw ValidationError.fromFields(inFormOrder(errors));
  const location = value.location === undefined ? current : value.location;
  const description = value.description === undefined ? current!.description : value.description || null;
  return {
    name: value.name ?? current!.name,
    phone: value.phone ?? current!.phone,
    description,
    categoryIds: categoryIds!,
    cityId: cityId!,
    districtIds,
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    address: location?.address ?? null,
  };
}
