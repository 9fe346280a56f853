// The response standard (docs/product.md §12 "Response standard and Top usta"): for each master over the
// last STANDARD_DAYS days, the offers he had, the share answered within MASTER_ANSWER_WINDOW_S, the share
// accepted, the share of accepted tasks he cancelled himself, and his rating with its published reviews.
// One statement for any number of masters; the Top usta badge is kept on the contract by a timed job
// (every STANDARD_REFRESH_MIN), so dispatch and every screen read one column.
import { Prisma } from '../../platform/db/generated/prisma/client';
import type { Db } from '../../platform/db/client';
import type { Services, Viewer } from '../../platform/context';
import { masterRatingsOf } from '../review';
import { Role } from '../identity';
import type { Tx } from '../lifecycle';
import { workingContract } from './master-dashboard';
import { ASSIGNED_LIST } from './dispatch-candidates';

export const STANDARD_DAYS = 90;
// an upheld problem (docs/product.md "The problem window") keeps the badge away this long after it was closed
export const PROBLEM_BADGE_DAYS = 90;
export const STANDARD_REFRESH_MIN = 10;

// what Top usta asks (Thumbtack's Top Pro and TaskRabbit's Elite ask alike)
export const TOP_USTA = {
  minRating: 4.7,
  minReviews: 5,
  minOffers: 10,
  minAnsweredInTimeShare: 0.75,
  maxCancelledByMasterShare: 0.1,
} as const;

// what a master still lacks for the badge, in the order his screen lists it (problem: a problem upheld
// against him in the last PROBLEM_BADGE_DAYS)
export const STANDARD_GAPS = ['rating', 'reviews', 'offers', 'answered_in_time', 'cancelled', 'problem'] as const;
export type StandardGap = (typeof STANDARD_GAPS)[number];

export interface MasterStandard {
  offersCount: number;
  // shares 0..1, rounded to two decimals; 0 with nothing to count
  answeredInTimeShare: number;
  acceptedShare: number;
  cancelledByMasterShare: number;
  // the product's rating (docs/product.md §4 statistics), 0 while no review
  rating: number;
  reviewsCount: number;
  topUsta: boolean;
  missing: StandardGap[];
  // offers in a row he left unanswered now (unanswered-offers.ts): while above 0, dispatch ranks him farther
  unansweredInRow: number;
}

interface StandardRow {
  contractId: number;
  offers: number;
  answered: number;
  accepted: number;
  cancelled: number;
  reviews: number;
  average: number | null;
  upheld: number;
  unanswered: number;
}

// The figures of the contracts in the int[] expression `ids`, one row each. An offer withdrawn unanswered
// before its window ended (taken by another, cancelled) is no offer he could answer: it is not counted.
function standardSql(ids: Prisma.Sql, now: Date, windowS: number): Prisma.Sql {
  const since = new Date(now.getTime() - STANDARD_DAYS * 86_400_000);
  const windowMs = Math.round(windowS * 1000);
  const upheldSince = new Date(now.getTime() - PROBLEM_BADGE_DAYS * 86_400_000);
  const inWindow = Prisma.sql`o."createdAt" + ${windowMs} * interval '1 millisecond'`;
  return Prisma.sql`
    SELECT c.id AS "contractId", coalesce(f.offers, 0)::int AS offers, coalesce(f.answered, 0)::int AS answered,
      coalesce(f.accepted, 0)::int AS accepted, coalesce(f.cancelled, 0)::int AS cancelled, stats.reviews, stats.average,
      (SELECT count(*) FROM "TaskProblem" p WHERE p."contractId" = c.id AND p.outcome <> 'dismissed'
        AND p."resolvedAt" >= ${upheldSince})::int AS upheld, c."unansweredInRow" AS unanswered
    FROM unnest(${ids}) AS k(id) JOIN "Contract" c ON c.id = k.id
    LEFT JOIN LATERAL (
      SELECT count(*) AS offers,
        count(*) FILTER (WHERE o."answeredAt" IS NOT NULL AND o."answeredAt" <= ${inWindow}) AS answered,
        count(*) FILTER (WHERE o.answer = 'accepted') AS accepted,
        count(*) FILTER (WHERE o.answer = 'accepted' AND EXISTS (
          SELECT 1 FROM "TaskStatusChange" s WHERE s."taskId" = o."taskId" AND s."actorUserId" = c."userId"
            AND s."actorRole" = ${Role.master} AND s."fromStatus" IN (${ASSIGNED_LIST}) AND s."createdAt" >= o."answeredAt"))
          AS cancelled
      FROM "TaskOffer" o
      WHERE o."contractId" = c.id AND o."createdAt" >= ${since}
        AND NOT (o.answer IS NULL AND o.state = 'withdrawn' AND o."respondedAt" < ${inWindow})
        AND NOT (o.state = 'pending' AND ${inWindow} > ${now})) f ON true
    CROSS JOIN LATERAL ${masterRatingsOf(Prisma.sql`c."userId"`)}`;
}

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) / 100 : 0);

function standardOfRow(row: StandardRow): MasterStandard {
  const rating = row.average === null ? 0 : Math.round(Number(row.average) * 100) / 100;
  const figures = {
    offersCount: row.offers,
    answeredInTimeShare: share(row.answered, row.offers),
    acceptedShare: share(row.accepted, row.offers),
    cancelledByMasterShare: share(row.cancelled, row.accepted),
    rating,
    reviewsCount: Number(row.reviews),
  };
  const missing: StandardGap[] = [];
  if (rating < TOP_USTA.minRating) missing.push('rating');
  if (figures.reviewsCount < TOP_USTA.minReviews) missing.push('reviews');
  if (row.offers < TOP_USTA.minOffers) missing.push('offers');
  // the exact fractions decide, not the rounded ones
  if (row.offers === 0 || row.answered / row.offers < TOP_USTA.minAnsweredInTimeShare) missing.push('answered_in_time');
  if (row.accepted > 0 && row.cancelled / row.accepted > TOP_USTA.maxCancelledByMasterShare) missing.push('cancelled');
  if (row.upheld > 0) missing.push('problem');
  return { ...figures, topUsta: missing.length === 0, missing, unansweredInRow: row.unanswered };
}

// The standards of these contracts (by contract id), in one statement.
export async function masterStandards(
  db: Db | Tx,
  contractIds: number[],
  windowS: number,
  now: Date = new Date(),
): Promise<Map<number, MasterStandard>> {
  const ids = [...new Set(contractIds)];
  if (!ids.length) return new Map();
  const rows = await db.$queryRaw<StandardRow[]>(standardSql(Prisma.sql`${ids}::int[]`, now, windowS));
  return new Map(rows.map((row) => [row.contractId, standardOfRow(row)]));
}

export async function myStandard(services: Services, viewer: Viewer): Promise<MasterStandard> {
  const contract = await workingContract(services.db, viewer);
  const standard = (await masterStandards(services.db, [contract.id], services.config.masterAnswerWindowS)).get(
    contract.id,
  )!;
  // his own screen and the badge others see agree at once
  if (standard.topUsta !== (await services.db.contract.findUniqueOrThrow({ where: { id: contract.id } })).topUsta) {
    await services.db.contract.update({ where: { id: contract.id }, data: { topUsta: standard.topUsta } });
  }
  return standard;
}

// Every working master's badge from his figures now: one statement computes the figures of all of them,
// another writes the badges that changed. Returns how many changed.
export async function refreshTopUsta(services: Services, now: Date = new Date()): Promise<number> {
  const ids = (
    await services.db.contract.findMany({
      where: { archivedAt: null, status: { in: ['approved', 'verified'] } },
      select: { id: true },
    })
  ).map((contract) => contract.id);
  const standards = await masterStandards(services.db, ids, services.config.masterAnswerWindowS, now);
  const top = ids.filter((id) => standards.get(id)?.topUsta);
  const [gained, lost] = await services.db.$transaction([
    services.db.contract.updateMany({ where: { id: { in: top }, topUsta: false }, data: { topUsta: true } }),
    services.db.contract.updateMany({ where: { topUsta: true, id: { notIn: top } }, data: { topUsta: false } }),
  ]);
  return gained.count + lost.count;
}
