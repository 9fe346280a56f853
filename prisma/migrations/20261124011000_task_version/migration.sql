-- The version of a task: +1 on every UPDATE of its row, whoever makes it (Prisma or the raw SQL of accept,
-- start and the timers), so a client holding two answers about one task keeps the newer (GraphQL
-- Task.version, which the cache of the web app compares). A trigger rather than application code: no change can
-- forget it. The function body is an escaped string with its statement ends written as octal 073, since
-- prisma migrate deploy cuts a script at every semicolon (see 20261123220000_master_stats_function).
ALTER TABLE "Task" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION "usta_task_version"() RETURNS trigger
LANGUAGE plpgsql AS E'
BEGIN
  NEW.version := OLD.version + 1\073
  RETURN NEW\073
END
';

CREATE TRIGGER "Task_version" BEFORE UPDATE ON "Task" FOR EACH ROW EXECUTE FUNCTION "usta_task_version"();
