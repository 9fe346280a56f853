// Offers left unanswered (docs/product.md "Response standard and Top usta"): a master who let his latest
// offers go by unanswered ranks farther in dispatch, UNANSWERED_STEP_M for each of them in a row (at most
// UNANSWERED_MAX), until he answers one. It is what the automatic off duty (missed-offers.ts) cannot see:
// an offer another master took after a minute is no miss, yet the master who let it pass held a place in
// the wave meanwhile. A timed job weighs every offer that ended unanswered once: withdrawn after at least
// UNANSWERED_AFTER_S, or still pending when its MASTER_ANSWER_WINDOW_S ended; withdrawn sooner, it does
// not count. Any answer (resetMissedOffers) and coming back on duty start the count again.
import type { Services } from '../../platform/context';
import { inTaskTransaction } from '../lifecycle';

export const UNANSWERED_AFTER_S = 60;
export const UNANSWERED_STEP_M = 2000;
export const UNANSWERED_MAX = 3;

// Weighs the offers that ended unanswered since the last run and adds them to their masters' counts, but
// not an offer that ended before the master's latest answer (he answered since: the row is broken).
// Offers older than the task's life (TASK_EXPIRY_H) have ended: the scan stops there, and reads only the
// unweighed range of a partial index (migration 20261129160000_unanswered_offers). Returns how many offers
// counted.
export async function weighUnansweredOffers(services: Services, now: Date = new Date()): Promise<number> {
  const { config } = services;
  const windowMs = config.masterAnswerWindowS * 1000;
  const windowEnded = new Date(now.getTime() - windowMs);
  const oldest = new Date(now.getTime() - (config.taskExpiryH + 1) * 3_600_000);
  return inTaskTransaction(services, async (tx) => {
    const rows = await tx.$queryRaw<{ n: number }[]>`
      WITH ended AS (
        UPDATE "TaskOffer" o SET "quietAt" = ${now}
        WHERE o.answer IS NULL AND o."quietAt" IS NULL AND o."createdAt" > ${oldest}
          AND (o.state <> 'pending' OR o."createdAt" <= ${windowEnded})
        RETURNING o."contractId", o.state, o."createdAt",
          coalesce(o."respondedAt", o."createdAt" + ${windowMs} * interval '1 millisecond') AS "endedAt"),
      counted AS (
        SELECT e."contractId", count(*)::int AS n FROM ended e
        WHERE (e.state = 'pending'
            OR (e.state = 'withdrawn' AND e."endedAt" >= e."createdAt" + ${UNANSWERED_AFTER_S} * interval '1 second'))
          AND NOT EXISTS (SELECT 1 FROM "TaskOffer" a
            WHERE a."contractId" = e."contractId" AND a."answeredAt" >= e."endedAt")
        GROUP BY e."contractId"),
      changed AS (
        UPDATE "Contract" c SET "unansweredInRow" = c."unansweredInRow" + counted.n
        FROM counted WHERE c.id = counted."contractId" RETURNING counted.n)
      SELECT coalesce(sum(n), 0)::int AS n FROM changed`;
    return rows[0]?.n ?? 0;
  });
}
