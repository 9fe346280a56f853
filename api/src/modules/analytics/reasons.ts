// Why tasks were cancelled, and how the category detection did.
import { Prisma } from '../../platform/db/generated/prisma/client';
import { AnalyticsScope, TASKS, read, taskWhere } from './scope';
import { NamedRef } from './demand';

export interface CancelReasonCount {
  reason: { id: number; name: string; nameUz: string; code: string; step: number; audience: 'client' | 'master' };
  step: number;
  count: number;
}

// Why the window's tasks were cancelled: every cancellation with a reason, the client's and the master's.
export async function cancelReasons({ snapshot, filter }: AnalyticsScope): Promise<CancelReasonCount[]> {
  const rows = await read<{
    id: number;
    name: string;
    nameUz: string;
    code: string;
    step: number;
    audience: 'client' | 'master';
    count: number;
  }>(
    snapshot,
    Prisma.sql`
      SELECT r.id, r.name, r."nameUz", r.code, r.step, r.audience::text AS audience, count(*)::int AS count
      FROM "TaskStatusChange" s JOIN ${TASKS} ON t."taskId" = s."taskId" JOIN "CancelReason" r ON r.id = s."cancelReasonId"
      WHERE ${taskWhere(filter)} AND s."cancelReasonId" IS NOT NULL
      GROUP BY r.id ORDER BY count DESC, r.id`,
  );
  return rows.map(({ count, ...reason }) => ({ reason, step: reason.step, count }));
}

export interface DetectionFigures {
  // tasks whose proposal was recorded (created since the record exists)
  tasks: number;
  detected: number;
  changedByClient: number;
  undetected: number;
  pairs: { detected: NamedRef | null; chosen: NamedRef | null; count: number }[];
}

// How the category detection did: how often it proposed one, how often the client kept it; the pairs
// list where the client's choice differed (detected null: nothing was proposed).
export async function detection({ snapshot, filter }: AnalyticsScope): Promise<DetectionFigures> {
  // one pass: the tasks counted by (proposed, chosen) pair, the totals summed from the pairs
  const rows = await read<{
    detectedId: number | null;
    detectedName: string | null;
    detectedNameUz: string | null;
    chosenId: number | null;
    chosenName: string | null;
    chosenNameUz: string | null;
    count: number;
  }>(
    snapshot,
    Prisma.sql`
      WITH pairs AS (
        SELECT t."detectedCategoryId" AS detected, t."categoryId" AS chosen, count(*)::int AS count
        FROM ${TASKS} WHERE ${taskWhere(filter)} AND t."detectionRecorded" GROUP BY 1, 2)
      SELECT dc.id AS "detectedId", dc.name AS "detectedName", dc."nameUz" AS "detectedNameUz",
        cc.id AS "chosenId", cc.name AS "chosenName", cc."nameUz" AS "chosenNameUz", p.count
      FROM pairs p LEFT JOIN "Category" dc ON dc.id = p.detected LEFT JOIN "Category" cc ON cc.id = p.chosen
      ORDER BY p.count DESC, p.detected NULLS LAST, p.chosen NULLS LAST`,
  );
  let tasks = 0;
  let detected = 0;
  let changed = 0;
  for (const row of rows) {
    tasks += row.count;
    if (row.detectedId === null) continue;
    detected += row.count;
    if (row.chosenId !== row.detectedId) changed += row.count;
  }
  return {
    tasks,
    detected,
    changedByClient: changed,
    undetected: tasks - detected,
    pairs: rows
      .filter((row) => row.chosenId !== row.detectedId)
      .map((row) => ({
        detected:
          row.detectedId === null ? null : { id: row.detectedId, name: row.detectedName!, nameUz: row.detectedNameUz! },
        chosen: row.chosenId === null ? null : { id: row.chosenId, name: row.chosenName!, nameUz: row.chosenNameUz! },
        count: row.count,
      })),
  };
}
