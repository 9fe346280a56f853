// The analytics explorer's arguments (GraphQL only): the window of `analytics(filter:)` and a page of
// `masters(first:, after:, orderBy:)`.
import {
  DEFAULT_FIRST,
  MAX_FIRST,
  decodeMasterCursor,
  type AnalyticsFilter,
  type MasterOrderField,
  type MasterPage,
  type OrderDirection,
} from './analytics';
import { addError, throwIfAny, type FieldErrors } from '../../platform/errors';
import { optionalId } from '../../platform/input/fields';
import { cursor, pageSize } from '../../platform/input/paging';
import { parseFields, parseOrThrow } from '../../platform/input/parse';

// (a type alias, not an interface: parseFields reads it as a record of its fields)
export type AnalyticsFilterArgs = {
  from?: Date | null;
  to?: Date | null;
  cityId?: unknown;
  districtId?: unknown;
  categoryId?: unknown;
};

const filterIds = { cityId: optionalId(), districtId: optionalId(), categoryId: optionalId() };

// The window: `to` after `from`, and each id filter a positive int4 (refusals keyed by the argument's
// camelCase name, the period's first). Every refusal is said together.
export function parseAnalyticsFilter(raw: AnalyticsFilterArgs | null | undefined): AnalyticsFilter {
  const from = raw?.from ?? null;
  const to = raw?.to ?? null;
  const errors: FieldErrors = {};
  if (from && to && from.getTime() >= to.getTime()) addError(errors, 'to', 'ANALYTICS_INVALID_PERIOD');
  const ids = parseFields(filterIds, raw ?? {});
  for (const [field, messages] of Object.entries(ids.errors))
    for (const message of messages) addError(errors, field, message);
  throwIfAny(errors);
  const { cityId, districtId, categoryId } = ids.value;
  return { from, to, cityId: cityId ?? null, districtId: districtId ?? null, categoryId: categoryId ?? null };
}

export interface MasterPageArgs {
  first?: unknown;
  after?: unknown;
  orderBy?: { field?: MasterOrderField | null; direction?: OrderDirection | null } | null;
}

// A page of the masters' list: a cursor names a row of the list in the same order, or is refused (after a
// bad `first`, which is said alone).
export function parseMasterPage(raw: MasterPageArgs): MasterPage {
  const field = raw.orderBy?.field ?? 'OFFERS_RECEIVED';
  const direction = raw.orderBy?.direction ?? 'DESC';
  return {
    first: parseOrThrow(pageSize(DEFAULT_FIRST, MAX_FIRST), raw.first, 'first'),
    after: parseOrThrow(
      cursor((text) => decodeMasterCursor(text, field)),
      raw.after,
      'after',
    ),
    field,
    direction,
  };
}
