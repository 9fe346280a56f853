// The analytics reads as they were before the facts table (commit 95040c2): every figure computed directly
// from Task, TaskOffer and Review. Kept only as the reference the facts test compares the figures with.
// Marketplace analytics for admins and analyst tokens: each figure is one SQL aggregate over the
// tasks created in a window (and a city, district, category), read only when a query asks for it.
// Definitions (also in the GraphQL descriptions and docs/analytics.md):
// - offered: at least one master got an offer; accepted: a master accepted (or started an assigned task) at
//   least once (Task.firstAcceptedAt); completed: completedAt set; reviewed: the client left a review;
//   cancelled / expired / rejected: the task's status now (cancelled is the client's doing).
// - timeToAccept: creation to the first acceptance; timeToComplete: creation to completion, in seconds.
// - unserved: never accepted, and now waiting for an admin, expired, or never offered to anyone.
// - a master's answer to an offer is TaskOffer.answer (accepted/declined, kept when the offer is later
//   withdrawn); unanswered: withdrawn without an answer because the dispatch timed out (not because someone
//   else took it, the client cancelled or it expired: docs/analytics.md). Response time: offer to answer.
//   cancelledByMaster: the master gave a task they held back.
import { Prisma } from '../../../platform/db/generated/prisma/client';
import type { Db } from '../../../platform/db/client';
import { requireAdminReader } from '../../../platform/access';
import type { Viewer } from '../../../platform/context';
import { WORKING_CONTRACT_STATUSES } from '../../dispatch';
import { ValidationError, type FieldErrors } from '../../../platform/errors';
import { Role } from '../../identity';
import { ASSIGNED_STATUSES, SEARCHING_STATUSES } from '../../lifecycle';

// the message codes analytics.ts raises (they were sentences when this copy was taken)
export const ANALYTICS_TEXTS = {
  invalidPeriod: 'ANALYTICS_INVALID_PERIOD',
  invalidId: 'ID_INVALID',
  tooManyBuckets: 'ANALYTICS_TOO_MANY_BUCKETS',
  invalidCursor: 'CURSOR_INVALID',
  invalidFirst: 'PAGE_SIZE_INVALID',
} as const;

export interface AnalyticsFilterInput {
  from?: Date | null;
  to?: Date | null;
  cityId?: number | null;
  districtId?: number | null;
  categoryId?: number | null;
}

export interface AnalyticsFilter {
  from: Date | null;
  to: Date | null;
  cityId: number | null;
  districtId: number | null;
  categoryId: number | null;
}

export interface AnalyticsScope {
  db: Db;
  filter: AnalyticsFilter;
}

const MAX_INT4 = 2147483647;

function filterId(value: number | null | undefined, field: string, errors: FieldErrors) {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value <= 0 || value > MAX_INT4) errors[field] = [ANALYTICS_TEXTS.invalidId];
  return value;
}

export function analyticsScope(db: Db, viewer: Viewer | null, input: AnalyticsFilterInput | null | undefined) {
  requireAdminReader(viewer);
  const errors: FieldErrors = {};
  const from = input?.from ?? null;
  const to = input?.to ?? null;
  if (from && to && from.getTime() >= to.getTime()) errors.to = [ANALYTICS_TEXTS.invalidPeriod];
  const filter: AnalyticsFilter = {
    from,
    to,
    cityId: filterId(input?.cityId, 'cityId', errors),
    districtId: filterId(input?.districtId, 'districtId', errors),
    categoryId: filterId(input?.categoryId, 'categoryId', errors),
  };
  if (Object.keys(errors).length) throw ValidationError.fromFields(errors);
  return { db, filter } satisfies AnalyticsScope;
}

// timestamps are stored as UTC without a zone
const utc = (date: Date) => Prisma.sql`(${date.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

// The tasks of the window, as a WHERE condition on alias t.
function taskWhere(filter: AnalyticsFilter): Prisma.Sql {
  const conditions: Prisma.Sql[] = [Prisma.sql`true`];
  if (filter.from) conditions.push(Prisma.sql`t."createdAt" >= ${utc(filter.from)}`);
  if (filter.to) conditions.push(Prisma.sql`t."createdAt" < ${utc(filter.to)}`);
  if (filter.cityId) conditions.push(Prisma.sql`t."cityId" = ${filter.cityId}`);
  if (filter.districtId) conditions.push(Prisma.sql`t."districtId" = ${filter.districtId}`);
  if (filter.categoryId) conditions.push(Prisma.sql`t."categoryId" = ${filter.categoryId}`);
  return Prisma.join(conditions, ' AND ');
}

const OFFERED = Prisma.sql`EXISTS (SELECT 1 FROM "TaskOffer" o WHERE o."taskId" = t.id)`;
const ACCEPT_SECONDS = Prisma.sql`extract(epoch FROM t."firstAcceptedAt" - t."createdAt")::float8`;
const COMPLETE_SECONDS = Prisma.sql`extract(epoch FROM t."completedAt" - t."createdAt")::float8`;
const UNSERVED = Prisma.sql`(t."firstAcceptedAt" IS NULL
  AND (t.status IN ('awaiting_admin_attention', 'expired') OR NOT ${OFFERED}))`;

const FUNNEL_COLUMNS = Prisma.sql`
  count(t.id)::int AS created,
  count(t.id) FILTER (WHERE ${OFFERED})::int AS offered,
  count(t.id) FILTER (WHERE t."firstAcceptedAt" IS NOT NULL)::int AS accepted,
  count(t.id) FILTER (WHERE t."completedAt" IS NOT NULL)::int AS completed,
  count(t.id) FILTER (WHERE EXISTS (SELECT 1 FROM "Review" r WHERE r."taskId" = t.id))::int AS reviewed,
  count(t.id) FILTER (WHERE t.status = 'cancelled')::int AS cancelled,
  count(t.id) FILTER (WHERE t.status = 'expired')::int AS expired,
  count(t.id) FILTER (WHERE t.status = 'rejected_by_admin')::int AS rejected`;

// p50, p90, p99 (continuous, interpolated as PostgreSQL's percentile_cont) of a duration in seconds
const percentiles = (seconds: Prisma.Sql, when: Prisma.Sql) => Prisma.sql`
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

// Large aggregates cross PostgreSQL's JIT threshold; compiling costs more than running them here. An
// interactive transaction with its own time limit: a batch one is closed after Prisma's 5 s default, which
// a whole-history aggregate on a loaded machine passed in the bench (answered 500).
export const ANALYTICS_TIMEOUT_MS = 30_000;
async function read<T>(db: Db, query: Prisma.Sql): Promise<T[]> {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SET LOCAL jit = off`;
      return tx.$queryRaw<T[]>(query);
    },
    { timeout: ANALYTICS_TIMEOUT_MS, maxWait: 10_000 },
  );
}

function funnelOf(row: Funnel): Funnel {
  return {
    created: row.created,
    offered: row.offered,
    accepted: row.accepted,
    completed: row.completed,
    reviewed: row.reviewed,
    cancelled: row.cancelled,
    expired: row.expired,
    rejected: row.rejected,
  };
}

function durationsOf(count: number, values: number[] | null): Durations {
  const round = (value: number | undefined) =>
    value === undefined || value === null ? null : Math.round(value * 1000) / 1000;
  return { count, p50: round(values?.[0]), p90: round(values?.[1]), p99: round(values?.[2]) };
}

export async function funnel({ db, filter }: AnalyticsScope): Promise<Funnel> {
  const [row] = await read<Funnel>(db, Prisma.sql`SELECT ${FUNNEL_COLUMNS} FROM "Task" t WHERE ${taskWhere(filter)}`);
  return funnelOf(row);
}

export async function timeToAccept({ db, filter }: AnalyticsScope): Promise<Durations> {
  const [row] = await read<{ count: number; values: number[] | null }>(
    db,
    Prisma.sql`
      SELECT count(*) FILTER (WHERE t."firstAcceptedAt" IS NOT NULL)::int AS count,
        ${percentiles(ACCEPT_SECONDS, Prisma.sql`t."firstAcceptedAt" IS NOT NULL`)} AS values
      FROM "Task" t WHERE ${taskWhere(filter)}`,
  );
  return durationsOf(row.count, row.values);
}

export async function timeToComplete({ db, filter }: AnalyticsScope): Promise<Durations> {
  const [row] = await read<{ count: number; values: number[] | null }>(
    db,
    Prisma.sql`
      SELECT count(*) FILTER (WHERE t."completedAt" IS NOT NULL)::int AS count,
        ${percentiles(COMPLETE_SECONDS, Prisma.sql`t."completedAt" IS NOT NULL`)} AS values
      FROM "Task" t WHERE ${taskWhere(filter)}`,
  );
  return durationsOf(row.count, row.values);
}

export type SeriesInterval = 'DAY' | 'WEEK';
export const MAX_BUCKETS = 1000;

export interface SeriesPoint {
  start: Date;
  funnel: Funnel;
  timeToAccept: Durations;
}

const DAY_MS = 86_400_000;

// The start (UTC) of the day or ISO week (Monday) holding `date`, as PostgreSQL's date_trunc.
export function bucketStart(date: Date, interval: SeriesInterval): Date {
  const day = Math.floor(date.getTime() / DAY_MS) * DAY_MS;
  if (interval === 'DAY') return new Date(day);
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - weekday * DAY_MS);
}

// One point per day or week from the window's start to its end (or the first to the last task when
// open), empty ones included so a chart's axis is even.
export async function series({ db, filter }: AnalyticsScope, interval: SeriesInterval): Promise<SeriesPoint[]> {
  const unit = interval === 'DAY' ? 'day' : 'week';
  const step = interval === 'DAY' ? DAY_MS : 7 * DAY_MS;
  if (filter.from && filter.to) {
    const buckets = (bucketStart(filter.to, interval).getTime() - bucketStart(filter.from, interval).getTime()) / step;
    if (buckets > MAX_BUCKETS) throw ValidationError.fromFields({ interval: [ANALYTICS_TEXTS.tooManyBuckets] });
  }
  const rows = await read<Funnel & { start: Date; acceptCount: number; values: number[] | null }>(
    db,
    Prisma.sql`
      SELECT date_trunc(${unit}, t."createdAt") AS start, ${FUNNEL_COLUMNS},
        ${percentiles(ACCEPT_SECONDS, Prisma.sql`t."firstAcceptedAt" IS NOT NULL`)} AS values
      FROM "Task" t WHERE ${taskWhere(filter)}
      GROUP BY 1 ORDER BY 1`,
  );
  const byStart = new Map(rows.map((row) => [new Date(row.start).getTime(), row]));
  const first = filter.from ? bucketStart(filter.from, interval) : rows.length ? new Date(rows[0].start) : null;
  // `to` is exclusive: a window ending at midnight has no point for the day that starts then
  const last = filter.to
    ? bucketStart(new Date(filter.to.getTime() - 1), interval)
    : rows.length
      ? new Date(rows[rows.length - 1].start)
      : null;
  if (!first || !last) return [];
  if ((last.getTime() - first.getTime()) / step > MAX_BUCKETS)
    throw ValidationError.fromFields({ interval: [ANALYTICS_TEXTS.tooManyBuckets] });
  const points: SeriesPoint[] = [];
  const empty: Funnel = funnelOf({
    created: 0,
    offered: 0,
    accepted: 0,
    completed: 0,
    reviewed: 0,
    cancelled: 0,
    expired: 0,
    rejected: 0,
  });
  for (let at = first.getTime(); at <= last.getTime(); at += step) {
    const row = byStart.get(at);
    points.push({
      start: new Date(at),
      funnel: row ? funnelOf(row) : empty,
      timeToAccept: row ? durationsOf(row.accepted, row.values) : durationsOf(0, null),
    });
  }
  return points;
}

export interface NamedRef {
  id: number;
  name: string;
}

export interface DemandRow {
  created: number;
  accepted: number;
  unserved: number;
  medianSecondsToAccept: number | null;
  // approved (or verified), not archived masters who would receive such a task
  masters: number;
}

export interface CategoryDemand extends DemandRow {
  category: NamedRef | null;
}

export interface DistrictDemand extends DemandRow {
  district: NamedRef & { city: NamedRef };
}

const DEMAND_COLUMNS = Prisma.sql`
  count(t.id)::int AS created,
  count(t.id) FILTER (WHERE t."firstAcceptedAt" IS NOT NULL)::int AS accepted,
  count(t.id) FILTER (WHERE ${UNSERVED})::int AS unserved,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY ${ACCEPT_SECONDS}) FILTER (WHERE t."firstAcceptedAt" IS NOT NULL) AS median`;

const WORKING = Prisma.sql`c.status = ANY(${[...WORKING_CONTRACT_STATUSES]}::text[]::"ContractStatus"[]) AND c."archivedAt" IS NULL`;
// a contract with no districts covers its whole city
const covers = (
  district: Prisma.Sql,
) => Prisma.sql`(NOT EXISTS (SELECT 1 FROM "ContractDistrict" x WHERE x."contractId" = c.id)
  OR EXISTS (SELECT 1 FROM "ContractDistrict" x WHERE x."contractId" = c.id AND x."districtId" = ${district}))`;

const roundSeconds = (value: number | null) => (value === null ? null : Math.round(Number(value) * 1000) / 1000);

// Demand (tasks of the window) against supply (masters who would receive them) per category: every active
// category, and any other with tasks in the window.
export async function byCategory({ db, filter }: AnalyticsScope): Promise<CategoryDemand[]> {
  const supply: Prisma.Sql[] = [WORKING, Prisma.sql`cc."categoryId" = cat.id`];
  if (filter.cityId) supply.push(Prisma.sql`c."cityId" = ${filter.cityId}`);
  if (filter.districtId) {
    supply.push(Prisma.sql`c."cityId" = (SELECT "cityId" FROM "District" WHERE id = ${filter.districtId})`);
    supply.push(covers(Prisma.sql`${filter.districtId}::int`));
  }
  const rows = await read<
    { id: number | null; name: string | null; nameUz: string | null; masters: number } & Omit<
      DemandRow,
      'medianSecondsToAccept' | 'masters'
    > & { median: number | null }
  >(
    db,
    Prisma.sql`
      WITH demand AS (
        SELECT t."categoryId" AS id, ${DEMAND_COLUMNS} FROM "Task" t WHERE ${taskWhere(filter)} GROUP BY 1)
      SELECT cat.id, cat.name, cat."nameUz", coalesce(d.created, 0) AS created, coalesce(d.accepted, 0) AS accepted,
        coalesce(d.unserved, 0) AS unserved, d.median,
        (SELECT count(*) FROM "Contract" c JOIN "ContractCategory" cc ON cc."contractId" = c.id
          WHERE ${Prisma.join(supply, ' AND ')})::int AS masters
      FROM "Category" cat LEFT JOIN demand d ON d.id = cat.id
      WHERE (cat."isActive" ${filter.categoryId ? Prisma.sql`AND cat.id = ${filter.categoryId}` : Prisma.empty}) OR d.id IS NOT NULL
      UNION ALL
      SELECT NULL, NULL, NULL, d.created, d.accepted, d.unserved, d.median, 0 FROM demand d WHERE d.id IS NULL
      ORDER BY created DESC, id NULLS LAST`,
  );
  return rows.map((row) => ({
    category: row.id === null ? null : { id: row.id, name: row.name!, nameUz: row.nameUz! },
    created: row.created,
    accepted: row.accepted,
    unserved: row.unserved,
    medianSecondsToAccept: roundSeconds(row.median),
    masters: row.masters,
  }));
}

// The same per district: every district of the city filter (all cities without one).
export async function byDistrict({ db, filter }: AnalyticsScope): Promise<DistrictDemand[]> {
  const supply: Prisma.Sql[] = [WORKING, Prisma.sql`c."cityId" = d."cityId"`, covers(Prisma.sql`d.id`)];
  if (filter.categoryId)
    supply.push(
      Prisma.sql`EXISTS (SELECT 1 FROM "ContractCategory" cc WHERE cc."contractId" = c.id AND cc."categoryId" = ${filter.categoryId})`,
    );
  const districts: Prisma.Sql[] = [Prisma.sql`true`];
  if (filter.cityId) districts.push(Prisma.sql`d."cityId" = ${filter.cityId}`);
  if (filter.districtId) districts.push(Prisma.sql`d.id = ${filter.districtId}`);
  const rows = await read<{
    id: number;
    name: string;
    nameUz: string;
    cityId: number;
    cityName: string;
    cityNameUz: string;
    created: number;
    accepted: number;
    unserved: number;
    median: number | null;
    masters: number;
  }>(
    db,
    Prisma.sql`
      WITH demand AS (
        SELECT t."districtId" AS id, ${DEMAND_COLUMNS} FROM "Task" t WHERE ${taskWhere(filter)} GROUP BY 1)
      SELECT d.id, d.name, d."nameUz", city.id AS "cityId", city.name AS "cityName", city."nameUz" AS "cityNameUz", coalesce(dm.created, 0) AS created,
        coalesce(dm.accepted, 0) AS accepted, coalesce(dm.unserved, 0) AS unserved, dm.median,
        (SELECT count(*) FROM "Contract" c WHERE ${Prisma.join(supply, ' AND ')})::int AS masters
      FROM "District" d JOIN "City" city ON city.id = d."cityId" LEFT JOIN demand dm ON dm.id = d.id
      WHERE ${Prisma.join(districts, ' AND ')}
      ORDER BY created DESC, d.id`,
  );
  return rows.map((row) => ({
    district: {
      id: row.id,
      name: row.name,
      nameUz: row.nameUz,
      city: { id: row.cityId, name: row.cityName, nameUz: row.cityNameUz },
    },
    created: row.created,
    accepted: row.accepted,
    unserved: row.unserved,
    medianSecondsToAccept: roundSeconds(row.median),
    masters: row.masters,
  }));
}

export interface MasterFigures {
  contract: NamedRef;
  offersReceived: number;
  accepted: number;
  declined: number;
  unanswered: number;
  // accepted / (accepted + declined + unanswered); null before any offer closed
  acceptanceRate: number | null;
  // answered / closed offers
  responseRate: number | null;
  medianResponseSeconds: number | null;
  completed: number;
  cancelledByMaster: number;
  averageRating: number | null;
  reviewsCount: number;
  // the badge as it stands now, whatever the window (docs/product.md §12)
  topUsta: boolean;
}

export const MASTER_ORDER_FIELDS = [
  'OFFERS_RECEIVED',
  'ACCEPTED',
  'DECLINED',
  'UNANSWERED',
  'ACCEPTANCE_RATE',
  'MEDIAN_RESPONSE_SECONDS',
  'COMPLETED',
  'CANCELLED_BY_MASTER',
  'AVERAGE_RATING',
] as const;
export type MasterOrderField = (typeof MASTER_ORDER_FIELDS)[number];
export type OrderDirection = 'ASC' | 'DESC';

const ORDER_VALUE: Record<MasterOrderField, (row: MasterFigures) => number | null> = {
  OFFERS_RECEIVED: (row) => row.offersReceived,
  ACCEPTED: (row) => row.accepted,
  DECLINED: (row) => row.declined,
  UNANSWERED: (row) => row.unanswered,
  ACCEPTANCE_RATE: (row) => row.acceptanceRate,
  MEDIAN_RESPONSE_SECONDS: (row) => row.medianResponseSeconds,
  COMPLETED: (row) => row.completed,
  CANCELLED_BY_MASTER: (row) => row.cancelledByMaster,
  AVERAGE_RATING: (row) => row.averageRating,
};

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10000) / 10000 : null);

// Every master with an offer, a completed task or a cancellation among the window's tasks.
export async function masterFigures({ db, filter }: AnalyticsScope): Promise<MasterFigures[]> {
  const rows = await read<{
    id: number;
    name: string;
    received: number;
    accepted: number;
    declined: number;
    unanswered: number;
    median: number | null;
    completed: number;
    cancelled: number;
    average: number | null;
    reviews: number;
    topUsta: boolean;
  }>(
    db,
    Prisma.sql`
      WITH tasks AS MATERIALIZED (SELECT t.id, t."contractId", t."completedAt" FROM "Task" t WHERE ${taskWhere(filter)}),
      offers AS (
        SELECT o."contractId" AS id, count(*)::int AS received,
          count(*) FILTER (WHERE o.answer = 'accepted')::int AS accepted,
          count(*) FILTER (WHERE o.answer = 'declined')::int AS declined,
          count(*) FILTER (WHERE o.answer IS NULL AND o.withdrawal = 'timeout')::int AS unanswered,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM o."answeredAt" - o."createdAt")::float8)
            FILTER (WHERE o."answeredAt" IS NOT NULL) AS median
        FROM "TaskOffer" o JOIN tasks ON tasks.id = o."taskId" GROUP BY 1),
      done AS (
        SELECT tasks."contractId" AS id, count(*)::int AS completed FROM tasks
        WHERE tasks."completedAt" IS NOT NULL AND tasks."contractId" IS NOT NULL GROUP BY 1),
      reviews AS (
        SELECT r."contractId" AS id, count(*)::int AS reviews, avg(r.rating)::float8 AS average
        FROM "Review" r JOIN tasks ON tasks.id = r."taskId" WHERE r.state = 'approved' GROUP BY 1),
      cancels AS (
        SELECT c.id, count(*)::int AS cancelled
        FROM "TaskStatusChange" s JOIN tasks ON tasks.id = s."taskId" JOIN "Contract" c ON c."userId" = s."actorUserId"
        WHERE s."actorRole" = ${Role.master} AND s."fromStatus" = ANY(${ASSIGNED_STATUSES}::text[]::"TaskStatus"[])
          AND s."toStatus" = ANY(${SEARCHING_STATUSES}::text[]::"TaskStatus"[])
        GROUP BY 1),
      ids AS (SELECT id FROM offers UNION SELECT id FROM done UNION SELECT id FROM cancels)
      SELECT c.id, c.name, coalesce(o.received, 0) AS received, coalesce(o.accepted, 0) AS accepted,
        coalesce(o.declined, 0) AS declined, coalesce(o.unanswered, 0) AS unanswered, o.median,
        coalesce(d.completed, 0) AS completed, coalesce(x.cancelled, 0) AS cancelled, r.average,
        coalesce(r.reviews, 0) AS reviews, c."topUsta"
      FROM ids JOIN "Contract" c ON c.id = ids.id
      LEFT JOIN offers o ON o.id = c.id LEFT JOIN done d ON d.id = c.id
      LEFT JOIN reviews r ON r.id = c.id LEFT JOIN cancels x ON x.id = c.id`,
  );
  return rows.map((row) => {
    const closed = row.accepted + row.declined + row.unanswered;
    return {
      contract: { id: row.id, name: row.name },
      offersReceived: row.received,
      accepted: row.accepted,
      declined: row.declined,
      unanswered: row.unanswered,
      acceptanceRate: rate(row.accepted, closed),
      responseRate: rate(row.accepted + row.declined, closed),
      medianResponseSeconds: roundSeconds(row.median),
      completed: row.completed,
      cancelledByMaster: row.cancelled,
      averageRating: row.average === null ? null : Math.round(row.average * 100) / 100,
      reviewsCount: row.reviews,
      topUsta: row.topUsta,
    };
  });
}

export interface ConnectionPage<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

export const MAX_FIRST = 100;

export function checkFirst(first: number | null | undefined, fallback = 20): number {
  if (first === null || first === undefined) return fallback;
  if (!Number.isInteger(first) || first < 0)
    throw ValidationError.fromFields({ first: [ANALYTICS_TEXTS.invalidFirst] });
  return Math.min(first, MAX_FIRST);
}

// Masters ordered by one figure (nulls last either way), then by contract id; the cursor holds the
// figure and the id of the last row, so the next page starts after it whatever changed meanwhile.
export function masterConnection(
  rows: MasterFigures[],
  options: { first?: number | null; after?: string | null; field?: MasterOrderField; direction?: OrderDirection },
): ConnectionPage<MasterFigures> {
  const field = options.field ?? 'OFFERS_RECEIVED';
  const direction = options.direction ?? 'DESC';
  const first = checkFirst(options.first);
  const value = ORDER_VALUE[field];
  const sign = direction === 'ASC' ? 1 : -1;
  const compareKeys = (a: [number | null, number], b: [number | null, number]) => {
    if (a[0] !== b[0]) {
      if (a[0] === null) return 1;
      if (b[0] === null) return -1;
      return (a[0] - b[0]) * sign;
    }
    return (a[1] - b[1]) * sign;
  };
  const keyOf = (row: MasterFigures): [number | null, number] => [value(row), row.contract.id];
  const sorted = [...rows].sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
  let start = 0;
  if (options.after) {
    const after = decodeCursor(options.after, field);
    start = sorted.findIndex((row) => compareKeys(keyOf(row), after) > 0);
    if (start < 0) start = sorted.length;
  }
  const slice = sorted.slice(start, start + first);
  const edges = slice.map((node) => ({ cursor: encodeCursor(field, keyOf(node)), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: start + first < sorted.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: rows.length,
  };
}

function encodeCursor(field: string, key: [number | null, number]): string {
  return Buffer.from(JSON.stringify([field, ...key])).toString('base64url');
}

function decodeCursor(cursor: string, field: string): [number | null, number] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 3 &&
      parsed[0] === field &&
      (parsed[1] === null || typeof parsed[1] === 'number') &&
      Number.isInteger(parsed[2])
    )
      return [parsed[1] as number | null, parsed[2] as number];
  } catch {
    // falls through to the refusal
  }
  throw ValidationError.fromFields({ after: [ANALYTICS_TEXTS.invalidCursor] });
}

export interface CancelReasonCount {
  reason: { id: number; name: string; nameUz: string; code: string; step: number; audience: 'client' | 'master' };
  step: number;
  count: number;
}

// Why the window's tasks were cancelled: every cancellation with a reason, the client's and the master's.
export async function cancelReasons({ db, filter }: AnalyticsScope): Promise<CancelReasonCount[]> {
  const rows = await read<{
    id: number;
    name: string;
    nameUz: string;
    code: string;
    step: number;
    audience: 'client' | 'master';
    count: number;
  }>(
    db,
    Prisma.sql`
      SELECT r.id, r.name, r."nameUz", r.code, r.step, r.audience::text AS audience, count(*)::int AS count
      FROM "TaskStatusChange" s JOIN "Task" t ON t.id = s."taskId" JOIN "CancelReason" r ON r.id = s."cancelReasonId"
      WHERE ${taskWhere(filter)}
      GROUP BY r.id ORDER BY count DESC, r.id`,
  );
  return rows.map(({ count, ...reason }) => ({ reason, step: reason.step, count }));
}

export interface DetectionFigures {
  // tasks whose proposal was recorded (created since the record exists)
  tasks: number;
  detected: number;
  changedByClient: number;
  undetected: number;
  pairs: { detected: NamedRef | null; chosen: NamedRef | null; count: number }[];
}

// How the category detection did: how often it proposed one, how often the client kept it; the pairs
// list where the client's choice differed (detected null: nothing was proposed).
export async function detection({ db, filter }: AnalyticsScope): Promise<DetectionFigures> {
  const where = taskWhere(filter);
  const [[totals], pairs] = await Promise.all([
    read<{ tasks: number; detected: number; changed: number; undetected: number }>(
      db,
      Prisma.sql`
        SELECT count(*)::int AS tasks,
          count(*) FILTER (WHERE t."detectedCategoryId" IS NOT NULL)::int AS detected,
          count(*) FILTER (WHERE t."detectedCategoryId" IS NOT NULL
            AND t."categoryId" IS DISTINCT FROM t."detectedCategoryId")::int AS changed,
          count(*) FILTER (WHERE t."detectedCategoryId" IS NULL)::int AS undetected
        FROM "Task" t WHERE ${where} AND t."detectionRecorded"`,
    ),
    read<{
      detectedId: number | null;
      detectedName: string | null;
      detectedNameUz: string | null;
      chosenId: number | null;
      chosenName: string | null;
      chosenNameUz: string | null;
      count: number;
    }>(
      db,
      Prisma.sql`
        SELECT dc.id AS "detectedId", dc.name AS "detectedName", dc."nameUz" AS "detectedNameUz",
          cc.id AS "chosenId", cc.name AS "chosenName", cc."nameUz" AS "chosenNameUz",
          count(*)::int AS count
        FROM "Task" t LEFT JOIN "Category" dc ON dc.id = t."detectedCategoryId" LEFT JOIN "Category" cc ON cc.id = t."categoryId"
        WHERE ${where} AND t."detectionRecorded" AND t."categoryId" IS DISTINCT FROM t."detectedCategoryId"
        GROUP BY dc.id, cc.id ORDER BY count DESC, dc.id NULLS LAST, cc.id NULLS LAST`,
    ),
  ]);
  return {
    tasks: totals.tasks,
    detected: totals.detected,
    changedByClient: totals.changed,
    undetected: totals.undetected,
    pairs: pairs.map((row) => ({
      detected:
        row.detectedId === null ? null : { id: row.detectedId, name: row.detectedName!, nameUz: row.detectedNameUz! },
      chosen: row.chosenId === null ? null : { id: row.chosenId, name: row.chosenName!, nameUz: row.chosenNameUz! },
      count: row.count,
    })),
  };
}
