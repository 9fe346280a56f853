-- The client's own words for the door (street, house, flat, landmark): optional, shown to the task's master once
-- he has accepted it (docs/product.md §2)
ALTER TABLE "Task" ADD COLUMN "address" TEXT;
