// Query plans by shape (issue 30). Prisma 6.19 compiles every query in its WebAssembly query compiler, values
// included: a task screen's include took about 5 ms of CPU to compile on every request, for a plan that
// differs from the previous request's only in the task id (CPU profiles in docs/performance.md). Prisma 7.4+
// keeps plans by shape; this does the same with the compiler of 6.19, which already understands
// placeholders ({ $type: 'Param' }, resolved by its own interpreter from placeholder values).
//
// What is a placeholder: only an integer compared to a column in a `where` (the query's or a relation's in
// its selection): ids and counts, by equality, not, lt/lte/gt/gte. Everything else stays in the plan and in
// the cache key, as written: strings (an enum value compared through a placeholder loses its CAST, which
// verify mode found), null (IS NULL), booleans, lists (`in` has one placeholder per element), `mode`, dates
// and other tagged values, take/skip/cursor/orderBy and the selection. The values the
// code writes as constants (statuses, flags) make a handful of shapes; the ids that change with every
// request are the placeholders.
//
// A plan compiled with placeholders is kept (LRU, PLAN_CACHE_SIZE) and each later query of the same shape
// gets a copy with its own values where the placeholders were: exactly what the interpreter would read
// from its placeholder values. PRISMA_PLAN_CACHE=off turns it off; PRISMA_PLAN_CACHE=verify also compiles
// every query as before and throws when the two plans differ (SQL, values, what is done with the rows).
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface Compiler {
  compile(query: string): unknown;
}
interface CompilerClass {
  prototype: Compiler & { [PATCHED]?: true };
}

const PATCHED = Symbol.for('usta.planCache');
const DEFAULT_SIZE = 1000;

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

export type PlanCacheMode = 'on' | 'off' | 'verify';

export function planCacheMode(env: NodeJS.ProcessEnv = process.env): PlanCacheMode {
  const value = (env.PRISMA_PLAN_CACHE ?? 'on').trim().toLowerCase();
  return value === 'off' || value === '0' ? 'off' : value === 'verify' ? 'verify' : 'on';
}

export interface Parameterized {
  // the query with placeholders, as the compiler reads it: the cache key
  key: string;
  values: number[];
}

// the names of this cache's placeholders (the compiler has its own, for values one step of a plan passes to
// the next: those stay in the plan)
const PARAM_PREFIX = 'plan_cache_';
const PARAM_NAME = /^plan_cache_(\d+)$/;

const isTagged = (value: JsonObject) => typeof value.$type === 'string';

function placeholder(value: number, values: number[]): JsonObject {
  values.push(value);
  return { $type: 'Param', value: `${PARAM_PREFIX}${values.length - 1}` };
}

function parameterizeWhere(where: JsonObject, values: number[]): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(where)) {
    if (LOGICAL_KEYS.has(key)) {
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

function findRawSql(node: unknown): { args: unknown[] } | null {
  if (typeof node !== 'object' || node === null) return null;
  const record = node as Record<string, unknown>;
  if (record.type === 'rawSql' && Array.isArray(record.args)) return record as unknown as { args: unknown[] };
  for (const value of Object.values(record)) {
    const found = findRawSql(value);
    if (found) return found;
  }
  return null;
}

interface ParamNode {
  prisma__type: 'param';
  prisma__value: { name: string };
}
const isParamNode = (value: unknown): value is ParamNode =>
  typeof value === 'object' && value !== null && (value as { prisma__type?: unknown }).prisma__type === 'param';

// A plan compiled with placeholders, kept as its JSON text cut where the placeholders were: a copy with
// this query's values is that text joined with the values and parsed (V8's JSON.parse, no walk in JS),
// so no two executions share a plan object.
export interface PlanTemplate {
  parts: string[];
  // which value goes after each part but the last
  slots: number[];
}

const MARK = '\u0000plan-cache-param:';
const SLOT = /"\\u0000plan-cache-param:(\d+)"/g;

export function toTemplate(plan: unknown, count: number): PlanTemplate {
  const text = JSON.stringify(plan, (_key, value: unknown) => {
    if (!isParamNode(value)) return value;
    const name = PARAM_NAME.exec(value.prisma__value.name);
    if (!name) return value;
    const index = Number(name[1]);
    if (!(index < count)) throw new Error(`plan cache: unknown placeholder ${value.prisma__value.name}`);
    return `${MARK}${index}`;
  });
  const parts: string[] = [];
  const slots: number[] = [];
  let from = 0;
  for (const match of text.matchAll(SLOT)) {
    parts.push(text.slice(from, match.index));
    slots.push(Number(match[1]));
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return { parts, slots };
}

export function instantiate(template: PlanTemplate, values: number[]): unknown {
  let text = template.parts[0];
  for (let i = 0; i < template.slots.length; i++) {
    text += JSON.stringify(values[template.slots[i]]) + template.parts[i + 1];
  }
  return JSON.parse(text);
}

// The whole plan as text, for comparing two plans: the same but for what a placeholder changes in the types
// of a statement's values (a literal integer goes as the text of a bigint, a placeholder's as an int).
export function comparablePlan(plan: unknown): string {
  return JSON.stringify(plan, (_key, value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const node = value as Record<string, unknown>;
    if ((node.type !== 'templateSql' && node.type !== 'rawSql') || !Array.isArray(node.args)) return value;
    return {
      ...node,
      args: node.args.map((arg: unknown) => (typeof arg === 'object' && arg !== null ? arg : String(arg))),
      argTypes: Array.isArray(node.argTypes)
        ? node.argTypes.map((type: { arity?: unknown; dbType?: unknown }) => [type.arity, type.dbType])
        : node.argTypes,
    };
  });
}

class PlanCache {
  private readonly plans = new Map<string, PlanTemplate>();
  constructor(private readonly size: number) {}

  get(key: string): PlanTemplate | undefined {
    const plan = this.plans.get(key);
    if (plan !== undefined) {
      this.plans.delete(key);
      this.plans.set(key, plan);
    }
    return plan;
  }

  set(key: string, plan: PlanTemplate) {
    this.plans.set(key, plan);
    if (this.plans.size > this.size) this.plans.delete(this.plans.keys().next().value!);
  }
}

const UNCACHEABLE: PlanTemplate = { parts: [], slots: [] };

// how the compiler was used since the process started (tests, and anyone profiling a node)
export const planCacheStats = { hits: 0, misses: 0, uncacheable: 0 };

// the compiler of a client keeps its own plans (clients may differ in what their database supports)
const caches = new WeakMap<Compiler, PlanCache>();

export function cachingCompile(
  original: (this: Compiler, query: string) => unknown,
  mode: PlanCacheMode,
  size: number,
) {
  return function compile(this: Compiler, query: string): unknown {
    let raw: RawShape | null;
    try {
      raw = rawShape(query);
    } catch {
      raw = null;
    }
    if (raw) return compileRaw.call(this, original, mode, size, query, raw);
    let shaped: Parameterized | null;
    try {
      shaped = parameterize(query);
    } catch {
      shaped = null;
    }
    if (!shaped) return original.call(this, query);
    let cache = caches.get(this);
    if (!cache) caches.set(this, (cache = new PlanCache(size)));
    let template = cache.get(shaped.key);
    if (template === undefined) {
      planCacheStats.misses += 1;
      // the query as written first: a refused query is refused with the compiler's own error, never cached
      const literal = original.call(this, query);
      try {
        template = toTemplate(original.call(this, shaped.key), shaped.values.length);
      } catch {
        // a shape the compiler cannot take with placeholders: compiled as written from now on
        template = UNCACHEABLE;
        planCacheStats.uncacheable += 1;
      }
      cache.set(shaped.key, template);
      if (mode === 'verify' && template !== UNCACHEABLE) verify(literal, instantiate(template, shaped.values), query);
      return literal;
    }
    if (template === UNCACHEABLE) return original.call(this, query);
    planCacheStats.hits += 1;
    const plan = instantiate(template, shaped.values);
    if (mode === 'verify') verify(original.call(this, query), plan, query);
    return plan;
  };
}

const rawCaches = new WeakMap<Compiler, Map<string, string>>();

function compileRaw(
  this: Compiler,
  original: (this: Compiler, query: string) => unknown,
  mode: PlanCacheMode,
  size: number,
  query: string,
  raw: RawShape,
): unknown {
  let cache = rawCaches.get(this);
  if (!cache) rawCaches.set(this, (cache = new Map()));
  const template = cache.get(raw.key);
  if (template === undefined) {
    planCacheStats.misses += 1;
    const literal = original.call(this, query);
    const statement = findRawSql(literal);
    if (statement && JSON.stringify(statement.args) === JSON.stringify(raw.args)) {
      cache.set(raw.key, JSON.stringify(literal));
      if (cache.size > size) cache.delete(cache.keys().next().value!);
    }
    return literal;
  }
  cache.delete(raw.key);
  cache.set(raw.key, template);
  planCacheStats.hits += 1;
  const plan = instantiateRaw(template, raw.args);
  if (mode === 'verify') {
    const literal = JSON.stringify(original.call(this, query));
    if (literal !== JSON.stringify(plan)) {
      throw new Error(
        `plan cache: the cached raw plan differs for ${query}\nexpected: ${literal}\nactual:   ${JSON.stringify(plan)}`,
      );
    }
  }
  return plan;
}

function verify(literal: unknown, cached: unknown, query: string) {
  const expected = comparablePlan(literal);
  const actual = comparablePlan(cached);
  if (expected !== actual) {
    throw new Error(`plan cache: the cached plan differs for ${query}\nexpected: ${expected}\nactual:   ${actual}`);
  }
}

// Installs the cache on Prisma's query compiler (once per process; every client compiles through it).
// the compiler's JavaScript half (the package declares no types for it)
const COMPILER_MODULE: string = '@prisma/client/runtime/query_compiler_bg.postgresql.js';

// The generated client loads the compiler with import() (db/generated/prisma/internal/class.ts): so does
// this, for the same module instance under every loader (tsx, jest).
export async function installPlanCache(env: NodeJS.ProcessEnv = process.env): Promise<PlanCacheMode> {
  const mode = planCacheMode(env);
  if (mode === 'off') return mode;
  const runtime = (await import(COMPILER_MODULE)) as {
    QueryCompiler?: CompilerClass;
    default?: { QueryCompiler?: CompilerClass };
  };
  const proto = (runtime.QueryCompiler ?? runtime.default?.QueryCompiler)?.prototype;
  if (!proto || typeof proto.compile !== 'function' || proto[PATCHED]) return mode;
  const size = Number(env.PLAN_CACHE_SIZE) || DEFAULT_SIZE;
  proto.compile = cachingCompile(proto.compile, mode, size);
  proto[PATCHED] = true;
  return mode;
}
