-- Analytics (issue 18): what detection proposed for each task, a task's first acceptance, and a
-- master's own answer to an offer. Older rows keep nulls (detectionRecorded false).

-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "detectedCategoryId" INTEGER,
ADD COLUMN     "detectionRecorded" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "firstAcceptedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "TaskOffer" ADD COLUMN     "answer" "OfferState",
ADD COLUMN     "answeredAt" TIMESTAMP(3);

-- AddForeignKey
ALTER TABLE "Task" ADD CONSTRAINT "Task_detectedCategoryId_fkey" FOREIGN KEY ("detectedCategoryId") REFERENCES "Category"("id") ON DELETE SET NULL ON UPDATE CASCADE;
