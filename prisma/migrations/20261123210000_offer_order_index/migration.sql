-- DropIndex
DROP INDEX "TaskOffer_contractId_state_idx";

-- CreateIndex
CREATE INDEX "TaskOffer_contractId_state_createdAt_id_idx" ON "TaskOffer"("contractId", "state", "createdAt", "id");
