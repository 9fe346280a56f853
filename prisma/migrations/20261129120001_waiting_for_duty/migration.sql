-- a task nobody on duty could take (docs/product.md §12)
ALTER TABLE "Task" ADD COLUMN "nextOnDutyAt" TIMESTAMP(3),
ADD COLUMN "waitingForDuty" BOOLEAN NOT NULL DEFAULT false;
