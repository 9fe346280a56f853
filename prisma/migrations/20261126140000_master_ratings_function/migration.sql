-- A master's review numbers alone (approved reviews, the average approved rating over the last
-- window_size completed tasks that have one), as usta_master_stats counts them but without the tasks
-- completed: the task screens show a master's rating beside every task of a list, and counting each
-- master's completed tasks there was most of the list's database work (docs/performance.md). One SQL
-- SELECT, so PostgreSQL inlines it into the statement that calls it (a list's 11 rows: 0.67 ms, against
-- 0.96 ms as PL/pgSQL, which runs its queries apart for each row). NULL user: zeros (no row matches).
CREATE OR REPLACE FUNCTION "usta_master_ratings"(master_user_id integer, window_size integer)
RETURNS TABLE (reviews integer, average double precision)
LANGUAGE sql STABLE AS $body$
  SELECT
    (SELECT count(*) FROM "Review" r JOIN "Contract" c ON c.id = r."contractId"
      WHERE c."userId" = master_user_id AND r.state = 'approved')::integer,
    (SELECT avg(recent.rating)::double precision FROM (
      SELECT r.rating FROM "Review" r
        JOIN "Task" t ON t.id = r."taskId"
        JOIN "Contract" c ON c.id = r."contractId"
      WHERE c."userId" = master_user_id AND r.state = 'approved' AND t."completedAt" IS NOT NULL
      ORDER BY t."completedAt" DESC, t.id DESC
      LIMIT window_size) recent)
$body$;

-- usta_master_stats reads its review numbers here, so the rating rule is written once.
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
    ratings.reviews, ratings.average
  FROM "usta_master_ratings"(master_user_id, window_size) ratings\073
END
';
