-- CreateEnum
CREATE TYPE "JourneyStage" AS ENUM ('on_the_way', 'arrived');

-- CreateTable
CREATE TABLE "TaskJourney" (
    "taskId" INTEGER NOT NULL,
    "contractId" INTEGER NOT NULL,
    "stage" "JourneyStage" NOT NULL,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "accuracyM" INTEGER,
    "positionAt" TIMESTAMP(3),
    "distanceM" INTEGER,
    "etaMin" INTEGER,
    "masterEtaMin" INTEGER,
    "etaGivenAt" TIMESTAMP(3),
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "arrivedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TaskJourney_pkey" PRIMARY KEY ("taskId")
);

-- CreateIndex
CREATE INDEX "TaskJourney_contractId_idx" ON "TaskJourney"("contractId");

-- AddForeignKey
ALTER TABLE "TaskJourney" ADD CONSTRAINT "TaskJourney_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "Task"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaskJourney" ADD CONSTRAINT "TaskJourney_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Issue 28: the master's journey (and his last point) ends with his hold of the task: when the task leaves
-- in_progress (completed, cancelled, given up, closed, rejected) or goes to another master, its row is
-- deleted, whoever changes the task (Prisma or the raw SQL of accept and the timers). A trigger rather
-- than application code: no path can forget to erase the position. Statement ends as octal 073 (see
-- 20261124011000_task_version).
CREATE OR REPLACE FUNCTION "usta_task_journey_end"() RETURNS trigger
LANGUAGE plpgsql AS E'
BEGIN
  DELETE FROM "TaskJourney" WHERE "taskId" = NEW.id\073
  RETURN NULL\073
END
';

CREATE TRIGGER "Task_journey_end" AFTER UPDATE OF status, "contractId" ON "Task" FOR EACH ROW
WHEN (NEW.status <> 'in_progress' OR NEW."contractId" IS DISTINCT FROM OLD."contractId")
EXECUTE FUNCTION "usta_task_journey_end"();
