// The outbox as a queue: claiming due rows with a lease (the claim count is the fencing token), handing
// them back, the pending -> sending step, and settling sends whose worker died mid-call.
import type { Db } from '../platform/db/client';
import type { Logger } from '../platform/logger';
import { Prisma } from '../platform/db/generated/prisma/client';
import { NOW, inMs, UNKNOWN_OUTCOME, type ClaimedNotification } from './delivery-outcomes';

export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<ClaimedNotification[]> {
  const rows = await db.$queryRaw<ClaimedNotification[]>`
    UPDATE "Notification"
    SET "lockedUntil" = ${inMs(leaseMs)}, "attempts" = "attempts" + 1
    WHERE "id" IN (
      SELECT "id" FROM "Notification"
      WHERE "state" = 'pending' AND "nextAttemptAt" <= ${NOW}
        AND ("lockedUntil" IS NULL OR "lockedUntil" < ${NOW})
      ORDER BY "id"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id", "userId", "chatId", "kind", "payload", "attempts"`;
  return rows
    .map((row) => ({ ...row, payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload }))
    .sort((a, b) => a.id - b.id);
}

// Claimed rows this worker will not get to: back to the queue at once, the claim not counted.
export async function releaseClaims(db: Db, rows: ClaimedNotification[]): Promise<void> {
  for (const row of rows) {
    await db.$executeRaw`
      UPDATE "Notification" SET "lockedUntil" = NULL, "attempts" = "attempts" - 1
      WHERE "id" = ${row.id} AND "attempts" = ${row.attempts} AND "state" = 'pending'`;
  }
}

// The pending -> sending step. False when the claim was lost to another worker.
export async function markSending(db: Db, row: ClaimedNotification, leaseMs: number): Promise<boolean> {
  const changed = await db.$executeRaw`
    UPDATE "Notification" SET "state" = 'sending', "lockedUntil" = ${inMs(leaseMs)}
    WHERE "id" = ${row.id} AND "attempts" = ${row.attempts} AND "state" = 'pending'`;
  return changed === 1;
}

// Rows left in `sending` past their lease belong to a worker that died during the call.
export async function failAbandonedSends(db: Db): Promise<number> {
  return db.$executeRaw`
    UPDATE "Notification" SET "state" = 'failed', "lastError" = ${UNKNOWN_OUTCOME}, "lockedUntil" = NULL
    WHERE "state" = 'sending' AND "lockedUntil" < ${NOW}`;
}

// A row ends without being sent: failed, or dropped (its task gone, its user unreachable).
export async function finishRow(
  db: Db,
  row: ClaimedNotification,
  state: 'failed' | 'dropped',
  reason: string,
  from: ('pending' | 'sending')[],
) {
  await db.$executeRaw`
    UPDATE "Notification" SET "state" = ${Prisma.raw(`'${state}'`)}, "lastError" = ${reason}, "lockedUntil" = NULL
    WHERE "id" = ${row.id} AND "attempts" = ${row.attempts} AND "state"::text IN (${Prisma.join(from)})`;
}

// The user blocked the bot: this row and everything waiting for them is dropped, and they are marked.
export async function dropUnreachable(db: Db, row: ClaimedNotification, reason: string): Promise<void> {
  // a group (the bot was removed from it): this message fails, the group's next ones are tried as they come
  if (row.userId === null) return finishRow(db, row, 'failed', reason, ['sending']);
  await db.$transaction([
    db.user.update({ where: { id: row.userId }, data: { botReachable: false } }),
    db.$executeRaw`
      UPDATE "Notification" SET "state" = 'dropped', "lastError" = ${reason}, "lockedUntil" = NULL
      WHERE ("id" = ${row.id} AND "attempts" = ${row.attempts} AND "state" = 'sending')
         OR ("userId" = ${row.userId} AND "state" = 'pending')`,
  ]);
}

// How many messages went out to this group in the last minute (Telegram allows about 20 a minute in one group).
export async function sentToGroupLastMinute(db: Db, chatId: bigint): Promise<number> {
  const [row] = await db.$queryRaw<{ sent: number }[]>`
    SELECT count(*)::int AS sent FROM "Notification"
    WHERE "chatId" = ${chatId} AND "sentAt" > ${NOW} - interval '60 seconds'`;
  return row?.sent ?? 0;
}

// A claimed group row whose group is at its pace: due again after `waitMs`, the claim not counted.
export async function deferClaim(db: Db, row: ClaimedNotification, waitMs: number): Promise<void> {
  await db.$executeRaw`
    UPDATE "Notification" SET "nextAttemptAt" = ${inMs(waitMs)}, "lockedUntil" = NULL, "attempts" = "attempts" - 1
    WHERE "id" = ${row.id} AND "attempts" = ${row.attempts} AND "state" = 'pending'`;
}

// The message went out: record it, insisting a little, since a row left `sending` ends as unknown.
// `failed` is accepted too: the sweep may have judged a call that was merely slow.
export async function recordSent(db: Db, row: ClaimedNotification, log: Logger): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.$executeRaw`
        UPDATE "Notification" SET "state" = 'sent', "sentAt" = ${NOW}, "lockedUntil" = NULL, "lastError" = NULL
        WHERE "id" = ${row.id} AND "attempts" = ${row.attempts} AND "state" IN ('sending', 'failed')`;
      return;
    } catch (error) {
      if (attempt >= 5) {
        log.error({ err: error, notificationId: row.id }, 'notification sent but not recorded');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

// 429: the row is due again after retry_after, the claim not counted
export async function postponeRateLimited(db: Db, row: ClaimedNotification, waitMs: number, reason: string) {
  await db.$executeRaw`
    UPDATE "Notification"
    SET "state" = 'pending', "nextAttemptAt" = ${inMs(waitMs)}, "lockedUntil" = NULL,
        "attempts" = "attempts" - 1, "lastError" = ${reason}
    WHERE "id" = ${row.id} AND "attempts" = ${row.attempts} AND "state" = 'sending'`;
}
