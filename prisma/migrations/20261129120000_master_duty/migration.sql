-- masters on duty and their working hours (docs/product.md "On duty and working hours")
CREATE TYPE "DutyOffReason" AS ENUM ('self', 'missed_offers');

ALTER TABLE "Contract" ADD COLUMN "missedInRow" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "offReason" "DutyOffReason",
ADD COLUMN "onDuty" BOOLEAN NOT NULL DEFAULT true;

ALTER TABLE "TaskOffer" ADD COLUMN "missedAt" TIMESTAMP(3);

CREATE TABLE "ContractHours" (
    "contractId" INTEGER NOT NULL,
    "weekday" INTEGER NOT NULL,
    "fromMin" INTEGER NOT NULL,
    "toMin" INTEGER NOT NULL,

    CONSTRAINT "ContractHours_pkey" PRIMARY KEY ("contractId","weekday","fromMin")
);

ALTER TABLE "ContractHours" ADD CONSTRAINT "ContractHours_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- the automatic off duty job reads only the offers still waiting for an answer or a miss
CREATE INDEX "TaskOffer_unanswered_idx" ON "TaskOffer"("createdAt") WHERE answer IS NULL AND "missedAt" IS NULL;
