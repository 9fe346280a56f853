-- the client's own master again (docs/product.md §12 "Your master again"): the master a task is offered to
-- alone first, until when, and how that ended when he did not take it
CREATE TYPE "PreferredOutcome" AS ENUM ('declined', 'no_answer', 'unavailable');
ALTER TABLE "Task" ADD COLUMN "preferredContractId" INTEGER,
  ADD COLUMN "preferredUntil" TIMESTAMP(3),
  ADD COLUMN "preferredOutcome" "PreferredOutcome";
