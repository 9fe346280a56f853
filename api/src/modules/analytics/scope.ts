// The window an analytics query reads (dates, city, district, category), checked once, and the SQL
// pieces every figure shares.
import { Prisma } from '../../platform/db/generated/prisma/client';
import type { Db } from '../../platform/db/client';
import { ReadSnapshot } from '../../platform/db/read-snapshot';
import { requireAggregateReader } from '../../platform/access';
import type { RequestContext } from '../../platform/context';

// the window as the edge parsed it (modules/analytics/analytics-input.ts): `to` after `from`, ids positive
export interface AnalyticsFilter {
  from: Date | null;
  to: Date | null;
  cityId: number | null;
  districtId: number | null;
  categoryId: number | null;
}

export interface AnalyticsScope {
  snapshot: ReadSnapshot;
  filter: AnalyticsFilter;
}

// What an admin or analyst reads: the figures of `filter`'s window. Every figure of the request (all
// aliases of `analytics` included) reads the request's one snapshot: one connection, one moment; the
// request's end closes it (graphql/reports.ts).
export function analyticsScope(ctx: Pick<RequestContext, 'db' | 'viewer' | 'snapshot'>, filter: AnalyticsFilter) {
  requireAggregateReader(ctx.viewer);
  ctx.snapshot ??= analyticsSnapshot(ctx.db);
  return { snapshot: ctx.snapshot, filter } satisfies AnalyticsScope;
}

// timestamps are stored as UTC without a zone
const utc = (date: Date) => Prisma.sql`(${date.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

// The tasks of the window, as a WHERE condition on alias t ("AnalyticsTask").
export function taskWhere(filter: AnalyticsFilter): Prisma.Sql {
  const conditions: Prisma.Sql[] = [Prisma.sql`true`];
  if (filter.from) conditions.push(Prisma.sql`t."createdAt" >= ${utc(filter.from)}`);
  if (filter.to) conditions.push(Prisma.sql`t."createdAt" < ${utc(filter.to)}`);
  if (filter.cityId) conditions.push(Prisma.sql`t."cityId" = ${filter.cityId}`);
  if (filter.districtId) conditions.push(Prisma.sql`t."districtId" = ${filter.districtId}`);
  if (filter.categoryId) conditions.push(Prisma.sql`t."categoryId" = ${filter.categoryId}`);
  return Prisma.join(conditions, ' AND ');
}

export const TASKS = Prisma.sql`"AnalyticsTask" t`;
// accepted: firstAcceptedAt set, completed: completedAt set (the seconds are null exactly when those are)
export const ACCEPTED = Prisma.sql`t."acceptSeconds" IS NOT NULL`;
export const COMPLETED = Prisma.sql`t."completeSeconds" IS NOT NULL`;
export const ACCEPT_SECONDS = Prisma.sql`t."acceptSeconds"`;
export const COMPLETE_SECONDS = Prisma.sql`t."completeSeconds"`;
export const UNSERVED = Prisma.sql`(NOT ${ACCEPTED} AND (t.status IN ('awaiting_admin_attention', 'expired') OR NOT t.offered))`;

export const FUNNEL_COLUMNS = Prisma.sql`
  count(*)::int AS created,
  count(*) FILTER (WHERE t.offered)::int AS offered,
  count(*) FILTER (WHERE ${ACCEPTED})::int AS accepted,
  count(*) FILTER (WHERE ${COMPLETED})::int AS completed,
  count(*) FILTER (WHERE t.reviewed)::int AS reviewed,
  count(*) FILTER (WHERE t.status = 'cancelled')::int AS cancelled,
  count(*) FILTER (WHERE t.status = 'expired')::int AS expired,
  count(*) FILTER (WHERE t.status = 'rejected_by_admin')::int AS rejected`;

// p50, p90, p99 (continuous, interpolated as PostgreSQL's percentile_cont) of a duration in seconds
export const percentiles = (seconds: Prisma.Sql, when: Prisma.Sql) => Prisma.sql`
  percentile_cont(ARRAY[0.5, 0.9, 0.99]) WITHIN GROUP (ORDER BY ${seconds}) FILTER (WHERE ${when})`;

export interface Funnel {
  created: number;
  offered: number;
  accepted: number;
  completed: number;
  reviewed: number;
  cancelled: number;
  expired: number;
  rejected: number;
}

export interface Durations {
  count: number;
  p50: number | null;
  p90: number | null;
  p99: number | null;
}

// Large aggregates cross PostgreSQL's JIT threshold; compiling costs more than running them here. No
// parallel workers: on a small machine they start late and take the cores the app serves users with (the
// bench saw 100+ ms before the first worker row). Sorts of a whole window fit in memory (the default 4 MB
// spilled the per-category sort of 100,000 rows to disk). Index reads priced as the cached reads they
// are (random_page_cost 4 made a 30-day window hash all 300,000 offers instead of probing its 2,500).
// The snapshot has its own time limit: a batch transaction is closed after Prisma's 5 s default, which a
// whole-history aggregate on a loaded machine passed in the bench (answered 500).
export const ANALYTICS_TIMEOUT_MS = 30_000;
export function analyticsSnapshot(db: Db): ReadSnapshot {
  return new ReadSnapshot(db, {
    timeoutMs: ANALYTICS_TIMEOUT_MS,
    maxWaitMs: 10_000,
    settings: { jit: 'off', max_parallel_workers_per_gather: '0', work_mem: '32MB', random_page_cost: '1.1' },
  });
}

export function read<T>(snapshot: ReadSnapshot, query: Prisma.Sql): Promise<T[]> {
  return snapshot.query<T>(query);
}
