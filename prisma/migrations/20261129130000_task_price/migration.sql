-- What a job cost (docs/product.md "Prices"): the master's figure at completion, the client's after it, the
-- one that counts, and whether the two are more than 30 % apart.
ALTER TABLE "Task" ADD COLUMN "masterPrice" INTEGER,
ADD COLUMN "clientPrice" INTEGER,
ADD COLUMN "price" INTEGER,
ADD COLUMN "priceDisputed" BOOLEAN NOT NULL DEFAULT false;

-- The usual range of a category in a city (modules/price/price-range.ts) reads only priced, undisputed jobs
-- of a window: this partial index holds exactly those, in that order, with every column the statement reads,
-- so the range is one index-only range scan however many tasks there are.
CREATE INDEX "Task_price_range_idx" ON "Task" ("categoryId", "cityId", "completedAt")
  INCLUDE ("districtId", "contractId", "price") WHERE "price" IS NOT NULL AND NOT "priceDisputed";
