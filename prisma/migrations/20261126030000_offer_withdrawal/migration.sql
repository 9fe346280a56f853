-- why an offer was withdrawn (issue 29): analytics counts only a dispatch timeout as unanswered
CREATE TYPE "OfferWithdrawal" AS ENUM ('timeout', 'taken', 'closed', 'expired', 'master_left');

ALTER TABLE "TaskOffer" ADD COLUMN "withdrawal" "OfferWithdrawal";

-- offers withdrawn before this column: the reason is the task's status change made with the withdrawal
-- (the same transaction, within seconds), and one the master answered, or none found, did not end by a timeout
UPDATE "TaskOffer" o SET withdrawal = (
  CASE
    WHEN o.answer IS NOT NULL THEN 'master_left'
    ELSE coalesce((
      SELECT CASE
        WHEN s."toStatus" IN ('in_progress', 'taken') THEN 'taken'
        WHEN s."toStatus" IN ('cancelled', 'rejected_by_admin', 'closed') THEN 'closed'
        WHEN s."toStatus" = 'expired' THEN 'expired'
        WHEN s."toStatus" = 'awaiting_admin_attention' AND s."actorUserId" IS NULL THEN 'timeout'
        ELSE 'master_left'
      END
      FROM "TaskStatusChange" s
      WHERE s."taskId" = o."taskId"
        AND s."createdAt" BETWEEN o."respondedAt" - interval '5 seconds' AND o."respondedAt" + interval '5 seconds'
      ORDER BY abs(extract(epoch FROM s."createdAt" - o."respondedAt")), s.id
      LIMIT 1
    ), 'master_left')
  END
)::"OfferWithdrawal"
WHERE o.state = 'withdrawn';
