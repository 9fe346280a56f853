// Automatic off duty (docs/product.md "On duty and working hours"): an offer left unanswered for
// MASTER_ANSWER_WINDOW_S is a miss; MASTER_AUTO_OFF_MISSED misses in a row put the master off duty with the
// reason missed_offers, and the bot tells him (a button brings him back). Any answer resets the count; an
// offer withdrawn before its window ended (taken, cancelled) is no miss.
import type { Services } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { enqueueNotification } from '../notification';
import { inTaskTransaction, type Tx } from '../lifecycle';

// The master answered an offer (accepted or declined): his misses in a row, and his offers left unanswered
// in a row (unanswered-offers.ts), start again from zero.
export async function resetMissedOffers(tx: Tx | Db, contractId: number): Promise<void> {
  await tx.$executeRaw`UPDATE "Contract" SET "missedInRow" = 0, "unansweredInRow" = 0
    WHERE id = ${contractId} AND ("missedInRow" > 0 OR "unansweredInRow" > 0)`;
}

// Counts the offers whose window ended unanswered since the last run, and puts off duty the masters who
// reached the limit. Offers older than the task's life (TASK_EXPIRY_H) are never pending: the scan stops
// there, so it reads a bounded range of the partial index (migration 20261129120000_master_duty). Returns
// how many masters went off duty.
export async function applyMissedOffers(services: Services, now: Date = new Date()): Promise<number> {
  const { config } = services;
  const cutoff = new Date(now.getTime() - config.masterAnswerWindowS * 1000);
  const oldest = new Date(cutoff.getTime() - (config.taskExpiryH + 1) * 3_600_000);
  const windowMs = config.masterAnswerWindowS * 1000;
  return inTaskTransaction(services, async (tx, effects) => {
    // one UPDATE of each contract (a row changed twice in one statement keeps only one change): a master
    // is newly off when the misses added now took him to the limit
    const limit = config.masterAutoOffMissed;
    const rows = await tx.$queryRaw<{ id: number; userId: number }[]>`
      WITH missed AS (
        UPDATE "TaskOffer" o SET "missedAt" = ${now}
        WHERE o.answer IS NULL AND o."missedAt" IS NULL AND o."createdAt" <= ${cutoff} AND o."createdAt" > ${oldest}
          AND (o.state = 'pending'
            OR (o.state = 'withdrawn' AND o."respondedAt" >= o."createdAt" + ${windowMs} * interval '1 millisecond'))
        RETURNING o."contractId"),
      m AS (SELECT "contractId", count(*)::int AS n FROM missed GROUP BY "contractId"),
      changed AS (
        UPDATE "Contract" c SET "missedInRow" = c."missedInRow" + m.n,
          "onDuty" = c."onDuty" AND c."missedInRow" + m.n < ${limit},
          "offReason" = CASE WHEN c."onDuty" AND c."missedInRow" + m.n >= ${limit} THEN 'missed_offers'::"DutyOffReason"
            ELSE c."offReason" END
        FROM m WHERE c.id = m."contractId"
        RETURNING c.id, c."userId", c."offReason", c."missedInRow" - m.n AS before)
      SELECT id, "userId" FROM changed WHERE "offReason" = 'missed_offers' AND before < ${limit}`;
    for (const row of rows) {
      await enqueueNotification(tx, row.userId, 'duty_off_missed', { contractId: row.id });
      effects.touchViewer(row.userId);
    }
    return rows.length;
  });
}
