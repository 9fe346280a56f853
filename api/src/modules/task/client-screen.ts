// The client's screen (REST GET /tasks/active, GraphQL activeTask, activeTaskCount and, with them, clientStats)
// in one statement: which task it shows, how many are active, that task's view and journey.
import { Prisma } from '../../platform/db/generated/prisma/client';
import type { Db } from '../../platform/db/client';
import { readRows } from '../../platform/db/raw-reads';
import type { Viewer } from '../../platform/context';
import { ACTIVE_STATUSES } from '../lifecycle';
import { clientStatsOf, masterStatsOf, statsOfRow, type Stats } from '../review';
import { taskViewColumns, taskViewFrom, taskViewsOfRows, type TaskViewRow, type TaskViews } from './task-view';
import {
  JOURNEY_COLUMNS,
  JOURNEY_FROM,
  journeyOfViewRow,
  type Journey,
  type JourneyViewRow,
} from './journey/journey-read';

// The client screen's ids as a statement's first part (`ids`): "currentId", the task the screen shows (the
// active one, or else the latest task when it is completed and still waits for the client's review,
// docs/product.md §2 "Leave-review" mode), and "activeCount".
function clientIdsSql(clientId: number): Prisma.Sql {
  return Prisma.sql`
    WITH ids AS (
      SELECT
        coalesce(
          (SELECT id FROM "Task" WHERE "clientId" = ${clientId} AND status = ANY(${ACTIVE_STATUSES}::text[]::"TaskStatus"[])
            ORDER BY "createdAt" DESC, id DESC LIMIT 1),
          CASE WHEN latest.status = 'completed' AND NOT EXISTS (SELECT 1 FROM "Review" r WHERE r."taskId" = latest.id)
            THEN latest.id END) AS "currentId",
        (SELECT count(*) FROM "Task" WHERE "clientId" = ${clientId} AND status = ANY(${ACTIVE_STATUSES}::text[]::"TaskStatus"[]))::int AS "activeCount"
      FROM (SELECT 1) one
      LEFT JOIN LATERAL (SELECT id, status FROM "Task" WHERE "clientId" = ${clientId} ORDER BY "createdAt" DESC, id DESC LIMIT 1) latest ON true)`;
}

export interface ClientScreen {
  activeCount: number;
  views: TaskViews;
  journey: Journey | null;
  // the client's own statistics, when asked for with the screen
  clientStats?: Stats;
}

interface ClientStatsColumns {
  clientCompleted: number;
  clientReviews: number;
  clientAverage: number | null;
}

// The client screen (REST GET /tasks/active, GraphQL activeTask and activeTaskCount) in one statement: the ids, the shown task's view and its
// journey; with `clientStats`, the client's statistics too
// (the web app's home screen shows them beside the task).
export async function clientScreen(
  db: Db,
  viewer: Viewer,
  options: { clientStats?: boolean } = {},
): Promise<ClientScreen> {
  const clientId = viewer.user.id;
  const statsColumns = options.clientStats
    ? Prisma.sql`cstats.completed AS "clientCompleted", cstats.reviews AS "clientReviews", cstats.average AS "clientAverage",`
    : Prisma.empty;
  const rows = await readRows<TaskViewRow & JourneyViewRow & ClientStatsColumns & { activeCount: number }>(
    db,
    Prisma.sql`${clientIdsSql(clientId)}
    SELECT ids."activeCount", ${statsColumns} v.* FROM ids
    ${options.clientStats ? Prisma.sql`CROSS JOIN ${clientStatsOf(clientId)}` : Prisma.empty}
    LEFT JOIN LATERAL (
      SELECT ${taskViewColumns(clientId)}, ${JOURNEY_COLUMNS}, stats.completed
      FROM ${taskViewFrom(masterStatsOf(Prisma.sql`k."userId"`))} ${JOURNEY_FROM} WHERE t.id = ids."currentId"
    ) v ON true`,
  );
  const [row] = rows;
  return {
    activeCount: Number(row.activeCount),
    views: taskViewsOfRows(rows),
    journey: row.id === null ? null : journeyOfViewRow(row, viewer),
    ...(options.clientStats
      ? {
          clientStats: statsOfRow({
            completed: row.clientCompleted,
            reviews: row.clientReviews,
            average: row.clientAverage,
          }),
        }
      : {}),
  };
}
