-- Analytics (issue 18, point 6): one narrow row per task with what the analytics figures read, so an
-- aggregate over a window reads these rows alone, not the wide Task rows with an offer and a review probe
-- per task. Kept by triggers on Task, TaskOffer and Review, so any change (Prisma, raw SQL, the bench seed)
-- updates it in the same transaction and the figures stay exact. Seconds are computed exactly as the
-- reads computed them from Task (extract epoch of the difference, float8).
-- offered: the task has an offer (any state), reviewed: it has a review (any state).
-- Function bodies are escaped strings with statement ends written as octal 073: prisma migrate deploy cuts
-- a script at every semicolon (see 20261123220000_master_stats_function).
CREATE TABLE "AnalyticsTask" (
  "taskId" INTEGER NOT NULL,
  "createdAt" TIMESTAMP(3) NOT NULL,
  "acceptSeconds" DOUBLE PRECISION,
  "completeSeconds" DOUBLE PRECISION,
  "cityId" INTEGER NOT NULL,
  "districtId" INTEGER NOT NULL,
  "categoryId" INTEGER,
  "contractId" INTEGER,
  "detectedCategoryId" INTEGER,
  "status" "TaskStatus" NOT NULL,
  "offered" BOOLEAN NOT NULL DEFAULT false,
  "reviewed" BOOLEAN NOT NULL DEFAULT false,
  "detectionRecorded" BOOLEAN NOT NULL DEFAULT false,
  CONSTRAINT "AnalyticsTask_pkey" PRIMARY KEY ("taskId"),
  CONSTRAINT "AnalyticsTask_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "Task"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- the backfill of the tasks that exist
INSERT INTO "AnalyticsTask" ("taskId", "createdAt", "acceptSeconds", "completeSeconds", "cityId", "districtId",
  "categoryId", "contractId", "detectedCategoryId", "status", "offered", "reviewed", "detectionRecorded")
SELECT t.id, t."createdAt", extract(epoch FROM t."firstAcceptedAt" - t."createdAt")::float8,
  extract(epoch FROM t."completedAt" - t."createdAt")::float8, t."cityId", t."districtId", t."categoryId",
  t."contractId", t."detectedCategoryId", t.status,
  EXISTS (SELECT 1 FROM "TaskOffer" o WHERE o."taskId" = t.id),
  EXISTS (SELECT 1 FROM "Review" r WHERE r."taskId" = t.id), t."detectionRecorded"
FROM "Task" t;

-- windows by creation time, alone or in one district or category
CREATE INDEX "AnalyticsTask_createdAt_idx" ON "AnalyticsTask" ("createdAt");
CREATE INDEX "AnalyticsTask_districtId_createdAt_idx" ON "AnalyticsTask" ("districtId", "createdAt");
CREATE INDEX "AnalyticsTask_categoryId_createdAt_idx" ON "AnalyticsTask" ("categoryId", "createdAt");
-- the series read the rows of a day or an ISO week together, waits in order: no sort of the whole window
CREATE INDEX "AnalyticsTask_day_idx" ON "AnalyticsTask" (date_trunc('day', "createdAt"), "acceptSeconds");
CREATE INDEX "AnalyticsTask_week_idx" ON "AnalyticsTask" (date_trunc('week', "createdAt"), "acceptSeconds");

-- the analytics of masters: answered offers by master with the answer time in order (the median per master
-- without sorting every offer), only answered ones so a dispatch writes no entry here
CREATE INDEX "TaskOffer_response_idx" ON "TaskOffer" ("contractId", (extract(epoch FROM "answeredAt" - "createdAt")::float8))
  INCLUDE ("taskId", "answeredAt", "createdAt") WHERE "answeredAt" IS NOT NULL;
-- tasks a master gave back, and cancellations with a reason: a few rows out of every status change
CREATE INDEX "TaskStatusChange_master_cancel_idx" ON "TaskStatusChange" ("taskId") INCLUDE ("actorUserId")
  WHERE "actorRole" = 1 AND "fromStatus" IN ('taken', 'in_progress')
    AND "toStatus" IN ('new', 'sent_to_masters', 'awaiting_admin_attention');
CREATE INDEX "TaskStatusChange_cancelReason_idx" ON "TaskStatusChange" ("taskId") INCLUDE ("cancelReasonId")
  WHERE "cancelReasonId" IS NOT NULL;

CREATE OR REPLACE FUNCTION "usta_analytics_task"() RETURNS trigger
LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''INSERT'' THEN
    INSERT INTO "AnalyticsTask" ("taskId", "createdAt", "acceptSeconds", "completeSeconds", "cityId", "districtId",
      "categoryId", "contractId", "detectedCategoryId", "status", "offered", "reviewed", "detectionRecorded")
    VALUES (NEW.id, NEW."createdAt", extract(epoch FROM NEW."firstAcceptedAt" - NEW."createdAt")::float8,
      extract(epoch FROM NEW."completedAt" - NEW."createdAt")::float8, NEW."cityId", NEW."districtId",
      NEW."categoryId", NEW."contractId", NEW."detectedCategoryId", NEW.status,
      EXISTS (SELECT 1 FROM "TaskOffer" o WHERE o."taskId" = NEW.id),
      EXISTS (SELECT 1 FROM "Review" r WHERE r."taskId" = NEW.id), NEW."detectionRecorded")\073
  ELSE
    UPDATE "AnalyticsTask" SET "createdAt" = NEW."createdAt",
      "acceptSeconds" = extract(epoch FROM NEW."firstAcceptedAt" - NEW."createdAt")::float8,
      "completeSeconds" = extract(epoch FROM NEW."completedAt" - NEW."createdAt")::float8,
      "cityId" = NEW."cityId", "districtId" = NEW."districtId", "categoryId" = NEW."categoryId",
      "contractId" = NEW."contractId", "detectedCategoryId" = NEW."detectedCategoryId", "status" = NEW.status,
      "detectionRecorded" = NEW."detectionRecorded"
    WHERE "taskId" = NEW.id\073
  END IF\073
  RETURN NULL\073
END
';

CREATE OR REPLACE FUNCTION "usta_analytics_offers_added"() RETURNS trigger
LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "AnalyticsTask" a SET "offered" = true
  WHERE NOT a."offered" AND a."taskId" IN (SELECT DISTINCT n."taskId" FROM new_rows n)\073
  RETURN NULL\073
END
';

CREATE OR REPLACE FUNCTION "usta_analytics_offers_removed"() RETURNS trigger
LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "AnalyticsTask" a SET "offered" = EXISTS (SELECT 1 FROM "TaskOffer" o WHERE o."taskId" = a."taskId")
  WHERE a."offered" AND a."taskId" IN (SELECT DISTINCT x."taskId" FROM old_rows x)\073
  RETURN NULL\073
END
';

CREATE OR REPLACE FUNCTION "usta_analytics_offer_moved"() RETURNS trigger
LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "AnalyticsTask" a SET "offered" = EXISTS (SELECT 1 FROM "TaskOffer" o WHERE o."taskId" = a."taskId")
  WHERE a."taskId" IN (OLD."taskId", NEW."taskId")\073
  RETURN NULL\073
END
';

CREATE OR REPLACE FUNCTION "usta_analytics_reviews_added"() RETURNS trigger
LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "AnalyticsTask" a SET "reviewed" = true
  WHERE NOT a."reviewed" AND a."taskId" IN (SELECT n."taskId" FROM new_rows n)\073
  RETURN NULL\073
END
';

CREATE OR REPLACE FUNCTION "usta_analytics_reviews_removed"() RETURNS trigger
LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "AnalyticsTask" a SET "reviewed" = EXISTS (SELECT 1 FROM "Review" r WHERE r."taskId" = a."taskId")
  WHERE a."reviewed" AND a."taskId" IN (SELECT x."taskId" FROM old_rows x)\073
  RETURN NULL\073
END
';

CREATE OR REPLACE FUNCTION "usta_analytics_review_moved"() RETURNS trigger
LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "AnalyticsTask" a SET "reviewed" = EXISTS (SELECT 1 FROM "Review" r WHERE r."taskId" = a."taskId")
  WHERE a."taskId" IN (OLD."taskId", NEW."taskId")\073
  RETURN NULL\073
END
';

-- a task row: its facts row is written with it, and updated when a column it copies changes
CREATE TRIGGER "Task_analytics_insert" AFTER INSERT ON "Task" FOR EACH ROW EXECUTE FUNCTION "usta_analytics_task"();
CREATE TRIGGER "Task_analytics_update" AFTER UPDATE ON "Task" FOR EACH ROW
  WHEN ((OLD."createdAt", OLD."firstAcceptedAt", OLD."completedAt", OLD."cityId", OLD."districtId", OLD."categoryId", OLD."contractId", OLD."detectedCategoryId", OLD."status", OLD."detectionRecorded") IS DISTINCT FROM (NEW."createdAt", NEW."firstAcceptedAt", NEW."completedAt", NEW."cityId", NEW."districtId", NEW."categoryId", NEW."contractId", NEW."detectedCategoryId", NEW."status", NEW."detectionRecorded"))
  EXECUTE FUNCTION "usta_analytics_task"();

-- offers and reviews: once per statement (a dispatch inserts thousands of offers in one), the tasks they touch
CREATE TRIGGER "TaskOffer_analytics_insert" AFTER INSERT ON "TaskOffer" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "usta_analytics_offers_added"();
CREATE TRIGGER "TaskOffer_analytics_delete" AFTER DELETE ON "TaskOffer" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "usta_analytics_offers_removed"();
-- an offer or a review moved to another task (the app never does it): both tasks are counted again
CREATE TRIGGER "TaskOffer_analytics_update" AFTER UPDATE OF "taskId" ON "TaskOffer" FOR EACH ROW
  WHEN (OLD."taskId" IS DISTINCT FROM NEW."taskId") EXECUTE FUNCTION "usta_analytics_offer_moved"();
CREATE TRIGGER "Review_analytics_insert" AFTER INSERT ON "Review" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "usta_analytics_reviews_added"();
CREATE TRIGGER "Review_analytics_delete" AFTER DELETE ON "Review" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "usta_analytics_reviews_removed"();
CREATE TRIGGER "Review_analytics_update" AFTER UPDATE OF "taskId" ON "Review" FOR EACH ROW
  WHEN (OLD."taskId" IS DISTINCT FROM NEW."taskId") EXECUTE FUNCTION "usta_analytics_review_moved"();
