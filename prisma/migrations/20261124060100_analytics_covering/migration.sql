-- Analytics (issue 18, point 6): the grouped figures (series by day and week, demand by category and by
-- district) read every task of the window ordered by the group, then the waits in order for the
-- percentiles. Covering indexes give the rows in that order with every column the figures read, so a
-- whole year is an index-only scan with no sort (the sort of 100,000 rows was most of their time).
-- A roll-up by day, district and category would not be smaller here: 100,000 tasks over a year, 16
-- districts and 20 categories fill about as many cells as there are tasks.
DROP INDEX "AnalyticsTask_day_idx";
DROP INDEX "AnalyticsTask_week_idx";
CREATE INDEX "AnalyticsTask_day_idx" ON "AnalyticsTask" (date_trunc('day', "createdAt"), "acceptSeconds")
  INCLUDE ("createdAt", "cityId", "districtId", "categoryId", "status", "offered", "reviewed", "completeSeconds");
CREATE INDEX "AnalyticsTask_week_idx" ON "AnalyticsTask" (date_trunc('week', "createdAt"), "acceptSeconds")
  INCLUDE ("createdAt", "cityId", "districtId", "categoryId", "status", "offered", "reviewed", "completeSeconds");
CREATE INDEX "AnalyticsTask_category_wait_idx" ON "AnalyticsTask" ("categoryId", "acceptSeconds")
  INCLUDE ("createdAt", "cityId", "districtId", "status", "offered");
CREATE INDEX "AnalyticsTask_district_wait_idx" ON "AnalyticsTask" ("districtId", "acceptSeconds")
  INCLUDE ("createdAt", "cityId", "categoryId", "status", "offered");

-- the masters figures count every offer of a master by answer: the dashboard index of offers carries the
-- answer and the task too (same entries, same order), so those counts are an index-only scan
DROP INDEX "TaskOffer_contractId_state_createdAt_id_idx";
CREATE INDEX "TaskOffer_contractId_state_createdAt_id_idx" ON "TaskOffer" ("contractId", "state", "createdAt", "id")
  INCLUDE ("answer", "taskId");
