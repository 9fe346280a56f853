-- The master statistics of docs/product.md §10 for one user: tasks completed (all time), approved
-- reviews, the average approved rating over the last window_size completed tasks that have one, counted
-- across the user's contracts. A PL/pgSQL function because PostgreSQL keeps the plans of its queries for
-- the connection: written inline, the three subqueries cost about 4 ms of planning on every read that
-- shows a master, more than running them. NULL user (no master shown): zeros, nothing read.
-- The body is an E'' string whose statement ends are written \073 (the octal escape of a semicolon):
-- `prisma migrate deploy` cuts a script at every semicolon, inside quotes and comments too, so the file
-- may hold none but the one that ends the CREATE.
CREATE OR REPLACE FUNCTION "usta_master_stats"(master_user_id integer, window_size integer)
RETURNS TABLE (completed integer, reviews integer, average double precision)
LANGUAGE plpgsql STABLE AS E'
BEGIN
  IF master_user_id IS NULL THEN
    RETURN QUERY SELECT 0, 0, NULL::double precision\073
    RETURN\073
  END IF\073
  RETURN QUERY SELECT
    (SELECT count(*) FROM "Task" t JOIN "Contract" c ON c.id = t."contractId"
      WHERE c."userId" = master_user_id AND t."completedAt" IS NOT NULL)::integer,
    (SELECT count(*) FROM "Review" r JOIN "Contract" c ON c.id = r."contractId"
      WHERE c."userId" = master_user_id AND r.state = ''approved'')::integer,
    (SELECT avg(recent.rating)::double precision FROM (
      SELECT r.rating FROM "Review" r
        JOIN "Task" t ON t.id = r."taskId"
        JOIN "Contract" c ON c.id = r."contractId"
      WHERE c."userId" = master_user_id AND r.state = ''approved'' AND t."completedAt" IS NOT NULL
      ORDER BY t."completedAt" DESC, t.id DESC
      LIMIT window_size) recent)\073
END
';
