// Each master's figures for the window, and the paged, ordered list of them.
import { Prisma } from '../../platform/db/generated/prisma/client';
import { Role } from '../identity';
import { ASSIGNED_STATUSES, SEARCHING_STATUSES } from '../lifecycle';
import { AnalyticsFilter, AnalyticsScope, TASKS, read, taskWhere } from './scope';
import { NamedRef, roundSeconds } from './demand';

export interface MasterFigures {
  contract: NamedRef;
  offersReceived: number;
  accepted: number;
  declined: number;
  // offers that ran their whole time (DISPATCH_TIMEOUT_MIN) with no answer; one withdrawn because another
  // master accepted, the client cancelled, an admin closed it or the task expired is not counted
  // (docs/analytics.md)
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
  // the Top usta badge as it stands now (docs/product.md §12), whatever the window
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

// offer to answer, in seconds: the expression of TaskOffer_response_idx (answered offers by master, in order)
const RESPONSE_SECONDS = Prisma.sql`extract(epoch FROM o."answeredAt" - o."createdAt")::float8`;
// a master gave back a task they held (written out as the predicate of TaskStatusChange_master_cancel_idx)
const MASTER_GAVE_BACK = Prisma.raw(
  `s."actorRole" = ${Role.master} AND s."fromStatus" IN (${ASSIGNED_STATUSES.map((x) => `'${x}'`).join(', ')})
          AND s."toStatus" IN (${SEARCHING_STATUSES.map((x) => `'${x}'`).join(', ')})`,
);

const unfiltered = (filter: AnalyticsFilter) =>
  !filter.from && !filter.to && !filter.cityId && !filter.districtId && !filter.categoryId;

// Every master with an offer, a completed task or a cancellation among the window's tasks. Without a
// filter every task is in the window, so offers, reviews and status changes are read without the join
// (and the tasks only once, by the completed count: not materialized).
export async function masterFigures({ snapshot, filter }: AnalyticsScope): Promise<MasterFigures[]> {
  const inWindow = (alias: string) =>
    unfiltered(filter) ? Prisma.empty : Prisma.sql`JOIN tasks ON tasks.id = ${Prisma.raw(alias)}."taskId"`;
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
    snapshot,
    Prisma.sql`
      WITH tasks AS ${unfiltered(filter) ? Prisma.empty : Prisma.sql`MATERIALIZED`} (SELECT t."taskId" AS id, t."contractId", t."completeSeconds" FROM ${TASKS} WHERE ${taskWhere(filter)}),
      offers AS (
        SELECT o."contractId" AS id, count(*)::int AS received,
          count(*) FILTER (WHERE o.answer = 'accepted')::int AS accepted,
          count(*) FILTER (WHERE o.answer = 'declined')::int AS declined,
          count(*) FILTER (WHERE o.answer IS NULL AND o.withdrawal = 'timeout')::int AS unanswered
        FROM "TaskOffer" o ${inWindow('o')} GROUP BY 1),
      responses AS (
        SELECT o."contractId" AS id, percentile_cont(0.5) WITHIN GROUP (ORDER BY ${RESPONSE_SECONDS}) AS median
        FROM "TaskOffer" o ${inWindow('o')} WHERE o."answeredAt" IS NOT NULL GROUP BY 1),
      done AS (
        SELECT tasks."contractId" AS id, count(*)::int AS completed FROM tasks
        WHERE tasks."completeSeconds" IS NOT NULL AND tasks."contractId" IS NOT NULL GROUP BY 1),
      reviews AS (
        SELECT r."contractId" AS id, count(*)::int AS reviews, avg(r.rating)::float8 AS average
        FROM "Review" r ${inWindow('r')} WHERE r.state = 'approved' GROUP BY 1),
      cancels AS (
        SELECT c.id, count(*)::int AS cancelled
        FROM "TaskStatusChange" s ${inWindow('s')} JOIN "Contract" c ON c."userId" = s."actorUserId"
        WHERE ${MASTER_GAVE_BACK}
        GROUP BY 1),
      ids AS (SELECT id FROM offers UNION SELECT id FROM done UNION SELECT id FROM cancels)
      SELECT c.id, c.name, coalesce(o.received, 0) AS received, coalesce(o.accepted, 0) AS accepted,
        coalesce(o.declined, 0) AS declined, coalesce(o.unanswered, 0) AS unanswered, rs.median,
        coalesce(d.completed, 0) AS completed, coalesce(x.cancelled, 0) AS cancelled, r.average,
        coalesce(r.reviews, 0) AS reviews, c."topUsta"
      FROM ids JOIN "Contract" c ON c.id = ids.id
      LEFT JOIN offers o ON o.id = c.id LEFT JOIN responses rs ON rs.id = c.id LEFT JOIN done d ON d.id = c.id
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

export const DEFAULT_FIRST = 20;
export const MAX_FIRST = 100;

// a row's place in the order: its figure (null last) and its contract id
export type MasterKey = [number | null, number];

// A page of the list as the edge parsed it (modules/analytics/analytics-input.ts): `first` rows (at most MAX_FIRST) after
// the row `after` names, ordered by `field`.
export interface MasterPage {
  first: number;
  after: MasterKey | null;
  field: MasterOrderField;
  direction: OrderDirection;
}

// Masters ordered by one figure (nulls last either way), then by contract id; the cursor holds the
// figure and the id of the last row, so the next page starts after it whatever changed meanwhile.
export function masterConnection(
  rows: MasterFigures[],
  { first, after, field, direction }: MasterPage,
): ConnectionPage<MasterFigures> {
  const value = ORDER_VALUE[field];
  const sign = direction === 'ASC' ? 1 : -1;
  const compareKeys = (a: MasterKey, b: MasterKey) => {
    if (a[0] !== b[0]) {
      if (a[0] === null) return 1;
      if (b[0] === null) return -1;
      return (a[0] - b[0]) * sign;
    }
    return (a[1] - b[1]) * sign;
  };
  const keyOf = (row: MasterFigures): MasterKey => [value(row), row.contract.id];
  const sorted = [...rows].sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
  let start = 0;
  if (after) {
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

function encodeCursor(field: string, key: MasterKey): string {
  return Buffer.from(JSON.stringify([field, ...key])).toString('base64url');
}

// the row a cursor of the list ordered by `field` names, or null for anything that is not such a cursor
export function decodeMasterCursor(cursor: string, field: MasterOrderField): MasterKey | null {
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
    // not JSON: no cursor of this list
  }
  return null;
}
