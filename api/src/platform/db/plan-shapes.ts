// What of a query becomes a placeholder in a kept plan (plan-cache.ts, issue 30): the integers of a read's
// `where`, and a raw statement's values (its plan depends only on its text and their types).
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

// keys of a filter whose scalar value shapes the SQL (or is no column value): never placeholders
const SHAPING_KEYS = new Set([
  'mode',
  'in',
  'notIn',
  'has',
  'hasEvery',
  'hasSome',
  'isEmpty',
  'isSet',
  'search',
  'path',
  'string_contains',
  'string_starts_with',
  'string_ends_with',
  'array_contains',
  'array_starts_with',
  'array_ends_with',
]);
const LOGICAL_KEYS = new Set(['AND', 'OR', 'NOT']);
// keys whose value is written as given: a Json column's `equals` or `not` holds a JSON document (an integer in
// it is part of the document, not a column value; a placeholder there matched nothing), and a scalar's
// `not` may hold a nested filter. Left as they are, such reads only share their plan less often.
const VERBATIM_KEYS = new Set(['equals', 'not']);
// Reads only. A write's plan depends on its values: an upsert whose unique where is a placeholder is
// compiled as a read then an update or insert instead of INSERT ... ON CONFLICT (verify mode found it).
const READS = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'aggregate',
  'groupBy',
]);

export interface Parameterized {
  // the query with placeholders, as the compiler reads it: the cache key
  key: string;
  values: number[];
}

// the names of this cache's placeholders (the compiler has its own, for values one step of a plan passes to
// the next: those stay in the plan)
const PARAM_PREFIX = 'plan_cache_';
export const PARAM_NAME = /^plan_cache_(\d+)$/;

const isTagged = (value: JsonObject) => typeof value.$type === 'string';

function placeholder(value: number, values: number[]): JsonObject {
  values.push(value);
  return { $type: 'Param', value: `${PARAM_PREFIX}${values.length - 1}` };
}

function parameterizeWhere(where: JsonObject, values: number[]): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(where)) {
    if (VERBATIM_KEYS.has(key)) {
      out[key] = value;
    } else if (LOGICAL_KEYS.has(key)) {
      out[key] = Array.isArray(value)
        ? value.map((each) => (isPlainObject(each) ? parameterizeWhere(each, values) : each))
        : isPlainObject(value)
          ? parameterizeWhere(value, values)
          : value;
    } else if (typeof value === 'number' && Number.isSafeInteger(value)) {
      out[key] = SHAPING_KEYS.has(key) ? value : placeholder(value, values);
    } else if (isPlainObject(value) && !SHAPING_KEYS.has(key)) {
      out[key] = parameterizeWhere(value, values);
    } else {
      out[key] = value;
    }
  }
  return out;
}

function isPlainObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isTagged(value);
}

// a field's { arguments, selection } (the query's root, or a relation in a selection)
function parameterizeField(field: JsonObject, values: number[]): JsonObject {
  const out: JsonObject = { ...field };
  const args = field.arguments;
  if (isPlainObject(args) && isPlainObject(args.where)) {
    out.arguments = { ...args, where: parameterizeWhere(args.where, values) };
  }
  const selection = field.selection;
  if (isPlainObject(selection)) {
    const selected: JsonObject = {};
    for (const [name, value] of Object.entries(selection)) {
      selected[name] =
        isPlainObject(value) && ('selection' in value || 'arguments' in value)
          ? parameterizeField(value, values)
          : value;
    }
    out.selection = selected;
  }
  return out;
}

// The query with its where values as placeholders; null when it has none (nothing to gain: compiled as is).
export function parameterize(query: string): Parameterized | null {
  const parsed = JSON.parse(query) as JsonObject;
  if (typeof parsed.action !== 'string' || !READS.has(parsed.action) || !isPlainObject(parsed.query)) return null;
  const values: number[] = [];
  const shaped = { ...parsed, query: parameterizeField(parsed.query, values) };
  if (!values.length) return null;
  return { key: JSON.stringify(shaped), values };
}

// --- raw SQL ($queryRaw, $executeRaw) ---
// The compiler turns a raw query into one statement whose values are the parameters decoded (a bigint's and
// a date's text); its plan depends on the SQL text and on each parameter's type only. Parameters of other
// kinds (decimals, bytes, JSON objects) are compiled as before.
export interface RawShape {
  key: string;
  args: unknown[];
}

const RAW_ACTIONS = new Set(['queryRaw', 'executeRaw']);
const UNSUPPORTED = Symbol('unsupported');

function typeOf(value: unknown): string | typeof UNSUPPORTED {
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) return 'float';
    return Math.abs(value) < 2 ** 31 ? 'int' : 'bigint-number';
  }
  if (typeof value === 'string' || typeof value === 'boolean') return typeof value;
  if (Array.isArray(value)) {
    const kinds = new Set<string>();
    for (const each of value) {
      const kind = typeOf(each);
      if (kind === UNSUPPORTED) return UNSUPPORTED;
      kinds.add(kind);
    }
    return `list(${[...kinds].sort().join(',')})`;
  }
  const tag = (value as { prisma__type?: unknown }).prisma__type;
  return tag === 'bigint' || tag === 'date' ? tag : UNSUPPORTED;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (typeof value === 'object' && value !== null) return (value as { prisma__value: unknown }).prisma__value;
  return value;
}

export function rawShape(query: string): RawShape | null {
  const parsed = JSON.parse(query) as {
    action?: unknown;
    query?: { arguments?: { query?: unknown; parameters?: unknown } };
  };
  const args = parsed.query?.arguments;
  if (typeof parsed.action !== 'string' || !RAW_ACTIONS.has(parsed.action)) return null;
  if (typeof args?.query !== 'string' || typeof args.parameters !== 'string') return null;
  const parameters = JSON.parse(args.parameters) as unknown[];
  if (!Array.isArray(parameters)) return null;
  const types: string[] = [];
  for (const parameter of parameters) {
    const type = typeOf(parameter);
    if (type === UNSUPPORTED) return null;
    types.push(type);
  }
  return { key: `${parsed.action}\u0000${types.join(';')}\u0000${args.query}`, args: parameters.map(decode) };
}

// the raw plan's statement with these values (a fresh copy)
export function instantiateRaw(template: string, args: unknown[]): unknown {
  const plan = JSON.parse(template) as unknown;
  const statement = findRawSql(plan);
  if (!statement) throw new Error('plan cache: no raw statement in the plan');
  statement.args = args;
  return plan;
}

export function findRawSql(node: unknown): { args: unknown[] } | null {
  if (typeof node !== 'object' || node === null) return null;
  const record = node as Record<string, unknown>;
  if (record.type === 'rawSql' && Array.isArray(record.args)) return record as unknown as { args: unknown[] };
  for (const value of Object.values(record)) {
    const found = findRawSql(value);
    if (found) return found;
  }
  return null;
}
