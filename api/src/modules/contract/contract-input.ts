// Master applications: the application form (the master's submission, an admin's edit), the admin list's
// filters and the decisions' reason. The checks that need the database are the domain's
// (modules/contract/contract-checks.ts), said together with these.
import { z } from 'zod';
import { LIMITS, isValidPhone, normalizePhone } from '@usta/rules';
import type { ContractStatus } from '../../platform/db/generated/prisma/client';
import type { ContractFields, ContractForm, ContractLocation } from './contract-checks';
import type { ContractFilters } from './contract-moderation';
import { CONTRACT_STATUS_CODES } from './contracts';
import type { FieldErrors, MessageCode } from '../../platform/errors';
import { id, isBlankText, latitude, longitude, oneOf } from '../../platform/input/fields';
import { parseOptionalId } from '../../platform/input/ids';
import { parsePage } from '../../platform/input/paging';
import { addError, parseFields, parseOrThrow } from '../../platform/input/parse';

const REASON_MAX = 500;

// nothing typed: absent, null or only blanks
// a form's text: a string (trimmed) or a number said as text; anything else is an empty field
const formText = z.union([z.string().trim(), z.number().transform(String)]).catch('');

// a refused item of an id list (ids start at 1)
const REFUSED = 0;

// Ids as a list field sends them: one value or an array of them; blank items are skipped and repeats
// dropped. Any other item refuses the list, once, with `code`.
function idList(code: MessageCode) {
  return z
    .preprocess(
      (value) => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value]),
      z.array(z.preprocess((item) => (isBlankText(item) ? null : item), id(code).nullable()).catch(REFUSED)),
    )
    .refine((ids) => !ids.includes(REFUSED), code)
    .transform((ids) => [...new Set(ids.filter((item) => item !== null))]);
}

// the fields checked each alone, in the form's order (its first error is the answer's message)
const FIELDS = {
  name: formText
    .transform((name) => name.replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(1, { error: 'CONTRACT_NAME_REQUIRED', abort: true })
        .max(LIMITS.applicationNameMax, 'CONTRACT_NAME_TOO_LONG'),
    ),
  phone: formText
    .transform(normalizePhone)
    .pipe(
      z.string().min(1, { error: 'CONTRACT_PHONE_REQUIRED', abort: true }).refine(isValidPhone, 'PHONE_INVALID_SHORT'),
    ),
  description: formText.pipe(z.string().max(LIMITS.applicationDescriptionMax, 'CONTRACT_DESCRIPTION_TOO_LONG')),
  categoryIds: idList('CONTRACT_CATEGORY_UNKNOWN').pipe(
    z
      .array(z.number())
      .min(1, { error: 'CONTRACT_CATEGORIES_REQUIRED', abort: true })
      .max(LIMITS.applicationCategoriesMax, 'CONTRACT_CATEGORIES_TOO_MANY'),
  ),
  cityId: z
    .unknown()
    .refine((value) => !isBlankText(value), { error: 'CITY_REQUIRED', abort: true })
    .pipe(idList('CITY_NOT_FOUND'))
    .refine((ids) => ids.length === 1, 'CITY_NOT_FOUND')
    .transform((ids) => ids[0]),
  districtIds: idList('CONTRACT_DISTRICTS_WRONG_CITY'),
};

const LOCATION = {
  latitude,
  longitude,
  address: formText.pipe(z.string().max(LIMITS.applicationAddressMax, 'CONTRACT_ADDRESS_TOO_LONG')),
};
const LOCATION_KEYS = ['latitude', 'longitude', 'address'] as const;

// What the form sends, named as GraphQL's ContractInput (the REST face maps its snake_case names onto it).
export type ContractFormInput = Partial<Record<keyof typeof FIELDS | (typeof LOCATION_KEYS)[number], unknown>>;

// Latitude, longitude and address come together or not at all; a location of nulls is none.
function parseLocation(raw: ContractFormInput, errors: FieldErrors): ContractLocation | null {
  const missing = LOCATION_KEYS.filter((key) => isBlankText(raw[key]));
  if (missing.length === LOCATION_KEYS.length) return { latitude: null, longitude: null, address: null };
  if (missing.length) {
    for (const key of missing) addError(errors, key, 'CONTRACT_LOCATION_TOGETHER');
    return null;
  }
  const parsed = parseFields(LOCATION, raw);
  for (const [field, messages] of Object.entries(parsed.errors))
    for (const message of messages) addError(errors, field, message);
  return Object.keys(parsed.errors).length ? null : (parsed.value as ContractLocation);
}

// `partial`: an admin's edit, where a left-out field keeps its value
function parseContractForm(raw: ContractFormInput, partial: boolean): ContractForm {
  const given = partial
    ? (Object.fromEntries(
        Object.entries(FIELDS).filter(([key]) => raw[key as keyof typeof FIELDS] !== undefined),
      ) as typeof FIELDS)
    : FIELDS;
  const { value, errors } = parseFields(given, raw);
  const fields: ContractFields = value;
  if (!partial || LOCATION_KEYS.some((key) => raw[key] !== undefined)) fields.location = parseLocation(raw, errors);
  return { value: fields, errors };
}

// the master's application: every field is checked, a left-out one as empty
export const parseContractSubmission = (raw: ContractFormInput) => parseContractForm(raw, false);

// an admin's edit of an application: only the fields given
export const parseContractEdit = (raw: ContractFormInput) => parseContractForm(raw, true);

// ---------------------------------------------------------------------------------------------------
// The admin's list and decisions

const CONTRACT_STATUSES = Object.keys(CONTRACT_STATUS_CODES) as [ContractStatus, ...ContractStatus[]];

const statusFilter = z.preprocess(
  (value) => (isBlankText(value) ? undefined : value),
  formText.pipe(oneOf(CONTRACT_STATUSES, 'CONTRACT_STATUS_INVALID')).optional(),
);

// '1' (or 'true'): archived applications; 'all': both; anything else: live ones
const archivedFilter = formText.transform((archived) =>
  archived === '1' || archived === 'true' ? 'archived' : archived === 'all' ? 'all' : 'live',
);

export interface ContractFiltersInput {
  status?: unknown;
  cityId?: unknown;
  categoryId?: unknown;
  search?: unknown;
  archived?: unknown;
  page?: unknown;
  perPage?: unknown;
}

// The list's filters, refused one at a time in this order: page numbers, status, city, category.
export function parseContractFilters(raw: ContractFiltersInput): ContractFilters {
  return {
    page: parsePage(raw),
    status: parseOrThrow(statusFilter, raw.status, 'status'),
    cityId: parseOptionalId(raw.cityId, 'cityId'),
    categoryId: parseOptionalId(raw.categoryId, 'categoryId'),
    search: formText.parse(raw.search),
    archived: archivedFilter.parse(raw.archived),
  };
}

// a rejection's reason: none when blank, at most 500 characters
export const parseRejectionReason = (raw: unknown) =>
  parseOrThrow(
    formText.pipe(z.string().max(REASON_MAX, 'REASON_TOO_LONG')).transform((reason) => reason || null),
    raw,
    'reason',
  );
