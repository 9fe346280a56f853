-- The problem window (docs/product.md "The problem window"): one problem per completed task, its photos,
-- and the return visit a problem may bring.
CREATE TYPE "ProblemKind" AS ENUM ('not_fixed', 'damage', 'price', 'behaviour', 'other');
CREATE TYPE "ProblemOutcome" AS ENUM ('return_visit', 'refund_agreed', 'warning', 'suspend', 'dismissed');

CREATE TABLE "TaskProblem" (
    "id" SERIAL NOT NULL,
    "taskId" INTEGER NOT NULL,
    "clientId" INTEGER NOT NULL,
    "contractId" INTEGER NOT NULL,
    "kind" "ProblemKind" NOT NULL,
    "text" TEXT NOT NULL,
    "answer" TEXT,
    "answeredAt" TIMESTAMP(3),
    "outcome" "ProblemOutcome",
    "note" TEXT,
    "resolvedAt" TIMESTAMP(3),
    "resolvedById" INTEGER,
    "returnTaskId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "TaskProblem_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "TaskProblem_taskId_key" ON "TaskProblem"("taskId");
CREATE INDEX "TaskProblem_contractId_resolvedAt_idx" ON "TaskProblem"("contractId", "resolvedAt");
CREATE INDEX "TaskProblem_resolvedAt_createdAt_idx" ON "TaskProblem"("resolvedAt", "createdAt");
ALTER TABLE "TaskProblem" ADD CONSTRAINT "TaskProblem_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "Task"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "TaskProblem" ADD CONSTRAINT "TaskProblem_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "TaskPhoto" ADD COLUMN "problemId" INTEGER;
CREATE INDEX "TaskPhoto_problemId_idx" ON "TaskPhoto"("problemId");
ALTER TABLE "TaskPhoto" ADD CONSTRAINT "TaskPhoto_problemId_fkey" FOREIGN KEY ("problemId") REFERENCES "TaskProblem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "Task" ADD COLUMN "returnOfTaskId" INTEGER;
