-- offers left unanswered in a row, which rank a master farther in dispatch (docs/product.md "Response
-- standard and Top usta"; api/src/modules/dispatch/unanswered-offers.ts)
ALTER TABLE "Contract" ADD COLUMN "unansweredInRow" INTEGER NOT NULL DEFAULT 0;

ALTER TABLE "TaskOffer" ADD COLUMN "quietAt" TIMESTAMP(3);

-- the job that weighs ended offers reads only the unanswered ones not weighed yet: the pending offers and
-- those that ended since its last run
CREATE INDEX "TaskOffer_unweighed_idx" ON "TaskOffer"("createdAt") WHERE answer IS NULL AND "quietAt" IS NULL;

-- the offers of the past ended long ago: weighed already, so the index starts empty of them
UPDATE "TaskOffer" SET "quietAt" = coalesce("respondedAt", "createdAt") WHERE answer IS NULL AND state <> 'pending';
