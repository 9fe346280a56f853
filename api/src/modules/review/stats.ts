// Statistics (docs/product.md §10), each read in one SQL statement.
// Master: tasks completed (all time), the average of APPROVED review ratings over the last 30 completed
// tasks that have one, the count of approved reviews. Counted per person across their contracts, so a
// master who re-applies keeps their record.
// Client: tasks completed (all time), the average rating they gave over their last 30 reviews, reviews written.
import { Prisma } from '../../platform/db/generated/prisma/client';
import type { Db } from '../../platform/db/client';
import { readRows } from '../../platform/db/raw-reads';

export interface Stats {
  completedTasksCount: number;
  averageRating: number;
  reviewsCount: number;
}

export const STATS_WINDOW = 30;
export const EMPTY_STATS: Stats = { completedTasksCount: 0, averageRating: 0, reviewsCount: 0 };

type Reader = Db | Prisma.TransactionClient;

export interface StatsRow {
  userId: number;
  completed: number;
  reviews: number;
  average: number | null;
}

function toStats(row: Omit<StatsRow, 'userId'> | undefined): Stats {
  if (!row) return { ...EMPTY_STATS };
  return { completedTasksCount: Number(row.completed), ...ratingsOf(row) };
}

// The master statistics of the user whose id `userId` yields, for the FROM list of any statement (as
// `stats`, NULL user: zeros): the dashboard reads put them beside the ids they already read. The SQL
// function (migration 20261123220000) keeps its plans per connection; inline subqueries were re-planned
// on every request.
export function masterStatsOf(userId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`"usta_master_stats"(${userId}, ${STATS_WINDOW}::int) AS stats`;
}
export const MASTER_STATS_COLUMNS = Prisma.sql`stats.completed, stats.reviews, stats.average`;

// A master's review numbers alone (usta_master_ratings, migration 20261126140000), for screens that show a
// rating beside each task and never the tasks completed: as `stats` with `stats.reviews, stats.average`.
export function masterRatingsOf(userId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`"usta_master_ratings"(${userId}, ${STATS_WINDOW}::int) AS stats`;
}
export type Ratings = Pick<Stats, 'reviewsCount' | 'averageRating'>;
const EMPTY_RATINGS: Ratings = { reviewsCount: 0, averageRating: 0 };

// The review numbers of these masters, by user id, in one statement (platform/db/raw-reads.ts).
export async function masterRatingsByUser(db: Reader, userIds: number[]): Promise<Map<number, Ratings>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await readRows<{ masterUserId: number; reviews: number; average: number | null }>(
    db,
    Prisma.sql`SELECT u.id AS "masterUserId", stats.reviews, stats.average
      FROM unnest(${ids}::int[]) AS u(id) CROSS JOIN LATERAL ${masterRatingsOf(Prisma.sql`u.id`)}`,
  );
  return new Map(rows.flatMap((row) => [...ratingsOfRow(row)]));
}

// The review numbers of a row with stats.reviews and stats.average.
export function ratingsOf(row: Omit<StatsRow, 'userId' | 'completed'>): Ratings {
  return {
    reviewsCount: Number(row.reviews),
    // two decimals are plenty for a screen that shows one
    averageRating: row.average === null ? 0 : Math.round(Number(row.average) * 100) / 100,
  };
}

// The review numbers a row with stats.reviews and stats.average carries, by the master's user id.
export function ratingsOfRow(row: { masterUserId: number | null } & Omit<StatsRow, 'userId' | 'completed'>) {
  if (row.masterUserId === null) return new Map<number, Ratings>();
  return new Map<number, Ratings>([[row.masterUserId, ratingsOf(row)]]);
}

export async function masterStatsByUser(db: Reader, userIds: number[]): Promise<Map<number, Stats>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<StatsRow[]>`
    SELECT u.id AS "userId", ${MASTER_STATS_COLUMNS}
    FROM unnest(${ids}::int[]) AS u(id) CROSS JOIN LATERAL ${masterStatsOf(Prisma.sql`u.id`)}`;
  return new Map(ids.map((id) => [id, toStats(rows.find((row) => Number(row.userId) === id))]));
}

export async function masterStats(db: Reader, userId: number): Promise<Stats> {
  return (await masterStatsByUser(db, [userId])).get(userId)!;
}

// The client statistics of `userId` as one row (completed, reviews, average) for the FROM list of any
// statement, as `cstats`: clientStats reads them alone, the client's screen beside its task when one
// GraphQL operation asks for both (modules/task/client-screen.ts clientScreen).
export function clientStatsOf(userId: number): Prisma.Sql {
  return Prisma.sql`(SELECT
      (SELECT count(*) FROM "Task" WHERE "clientId" = ${userId} AND "completedAt" IS NOT NULL)::int AS completed,
      (SELECT count(*) FROM "Review" WHERE "clientId" = ${userId})::int AS reviews,
      (SELECT avg(recent.rating)::float8 FROM (
        SELECT rating FROM "Review" WHERE "clientId" = ${userId}
        ORDER BY "createdAt" DESC, id DESC
        LIMIT ${STATS_WINDOW}) recent) AS average) AS cstats`;
}

export async function clientStats(db: Reader, userId: number): Promise<Stats> {
  const rows = await readRows<StatsRow>(
    db,
    Prisma.sql`SELECT ${userId}::int AS "userId", cstats.* FROM ${clientStatsOf(userId)}`,
  );
  return toStats(rows[0]);
}

// Statistics from a row's completed, reviews and average columns
export const statsOfRow = (row: Omit<StatsRow, 'userId'>): Stats => toStats(row);

// Batches the masters' review numbers a GraphQL response asks for (one statement per tick, not one per task).
// Numbers already at hand (primed, or read earlier in the request) are also given as they are by `known`,
// so a field can answer without a promise: graphql-js then completes a list of tasks without waiting.
export function createMasterRatingsLoader(db: Reader) {
  const cache = new Map<number, Promise<Ratings>>();
  const settled = new Map<number, Ratings>();
  let queue: { userId: number; resolve: (ratings: Ratings) => void; reject: (error: unknown) => void }[] = [];
  const flush = async () => {
    const batch = queue;
    queue = [];
    try {
      const ratings = await masterRatingsByUser(
        db,
        batch.map((item) => item.userId),
      );
      for (const item of batch) {
        const found = ratings.get(item.userId) ?? { ...EMPTY_RATINGS };
        settled.set(item.userId, found);
        item.resolve(found);
      }
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
  };
  return {
    // numbers already read with something else (a dashboard's ids): no statement of their own
    prime(known: Map<number, Ratings>): void {
      for (const [userId, stats] of known) {
        if (cache.has(userId)) continue;
        cache.set(userId, Promise.resolve(stats));
        settled.set(userId, stats);
      }
    },
    known(userId: number): Ratings | undefined {
      return settled.get(userId);
    },
    load(userId: number): Promise<Ratings> {
      let promise = cache.get(userId);
      if (!promise) {
        promise = new Promise<Ratings>((resolve, reject) => {
          if (queue.length === 0) setImmediate(() => void flush());
          queue.push({ userId, resolve, reject });
        });
        cache.set(userId, promise);
      }
      return promise;
    },
  };
}

// The master's own answers to offers, beside docs/product.md's statistics: how fast they answer (median,
// offer to accept or decline) and what share of the offers that closed they accepted; all time, across
// their contracts, as analytics counts them (an offer that timed out unanswered counts as not accepted; one
// withdrawn for another reason, e.g. taken by another master, does not count).
export interface ResponseFigures {
  offersClosed: number;
  medianResponseSeconds: number | null;
  acceptanceRate: number | null;
}

export async function masterResponseFigures(db: Reader, userId: number): Promise<ResponseFigures> {
  const [row] = await db.$queryRaw<{ accepted: number; closed: number; median: number | null }[]>`
    SELECT count(*) FILTER (WHERE o.answer = 'accepted')::int AS accepted,
      count(*) FILTER (WHERE o.answer IS NOT NULL OR o.withdrawal = 'timeout')::int AS closed,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM o."answeredAt" - o."createdAt")::float8)
        FILTER (WHERE o."answeredAt" IS NOT NULL) AS median
    FROM "TaskOffer" o JOIN "Contract" c ON c.id = o."contractId"
    WHERE c."userId" = ${userId}`;
  return {
    offersClosed: row.closed,
    medianResponseSeconds: row.median === null ? null : Math.round(Number(row.median)),
    acceptanceRate: row.closed > 0 ? Math.round((row.accepted / row.closed) * 10000) / 10000 : null,
  };
}
