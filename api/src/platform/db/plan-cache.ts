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
// request are the placeholders. Raw statements are kept by their text and their values' types. Which parts
// become placeholders: plan-shapes.ts.
//
// A plan compiled with placeholders is kept (LRU, PLAN_CACHE_SIZE) and each later query of the same shape
// gets a copy with its own values where the placeholders were: exactly what the interpreter would read
// from its placeholder values. PRISMA_PLAN_CACHE=off turns it off; PRISMA_PLAN_CACHE=verify also compiles
// every query as before and throws when the two plans differ (SQL, values, what is done with the rows).
import {
  findRawSql,
  instantiateRaw,
  PARAM_NAME,
  parameterize,
  rawShape,
  type Parameterized,
  type RawShape,
} from './plan-shapes';

interface Compiler {
  compile(query: string): unknown;
}
interface CompilerClass {
  prototype: Compiler & { [PATCHED]?: true };
}

const PATCHED = Symbol.for('usta.planCache');
const DEFAULT_SIZE = 1000;
export type PlanCacheMode = 'on' | 'off' | 'verify';

export function planCacheMode(env: NodeJS.ProcessEnv = process.env): PlanCacheMode {
  const value = (env.PRISMA_PLAN_CACHE ?? 'on').trim().toLowerCase();
  return value === 'off' || value === '0' ? 'off' : value === 'verify' ? 'verify' : 'on';
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

// The generated client loads the compiler with import() (its internal class module, under the output of prisma/schema.prisma): so does
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
