// Who may receive a task and how far they are from it (docs/product.md §10): the eligible masters
// ordered by distance (haversine in plain SQL), the task's point and the masters who cancelled it.
import { Prisma, type TaskStatus } from '../../platform/db/generated/prisma/client';
import { Role } from '../identity';
import { ASSIGNED_STATUSES, type Tx } from '../lifecycle';
import type { Db } from '../../platform/db/client';
import { onDutySql } from './duty-hours';
import { UNANSWERED_MAX, UNANSWERED_STEP_M } from './unanswered-offers';

export interface DispatchableTask {
  id: number;
  status: TaskStatus;
  clientId: number;
  categoryId: number | null;
  cityId: number;
  districtId: number;
  // an emergency is offered to every eligible master at once (dispatch.ts)
  emergency?: string | null;
  // the client's former master offered it alone first (preferred-master.ts)
  preferredContractId?: number | null;
}

// contract statuses that receive tasks
export const WORKING_CONTRACT_STATUSES = ['approved', 'verified'] as const;

// Users who cancelled this task as its master never get it again: their ids, for a statement of the
// dispatch (one array read once, not a lookup per master).
function cancellersSql(taskId: number): Prisma.Sql {
  return Prisma.sql`ARRAY(SELECT s."actorUserId" FROM "TaskStatusChange" s WHERE s."taskId" = ${taskId}
    AND s."actorRole" = ${Role.master} AND s."fromStatus" IN (${ASSIGNED_LIST}) AND s."actorUserId" IS NOT NULL)`;
}

// The statuses as SQL literals: constants of the code, never input. A parameter cast to the enum
// (ANY($1::text[]::"TaskStatus"[])) is only resolved when the statement runs, so PostgreSQL cannot estimate
// it: it took every contract for a possible holder of a task and probed the task index 5,000 times per
// dispatch (half the ranking's time); with literals it reads the few assigned tasks once.
export const sqlLiterals = (values: readonly string[]) => Prisma.raw(values.map((value) => `'${value}'`).join(', '));
export const ASSIGNED_LIST = sqlLiterals(ASSIGNED_STATUSES);

// The client's point as the dispatch and every master before acceptance read it: the centre of its cell of
// a grid TASK_CELL_DEGREES wide (about 2.2 km north-south and 2.1 km east-west in Tashkent). Whatever a
// master can observe before acceptance (the distance band of modules/dispatch/offer-distance.ts, which wave brings
// the offer, the distance an offer records) is then the same for every point of the cell: bands or ranks
// read from the true point would each draw a circle or a bisector through it, and enough masters'
// answers would meet within metres of the client's door. One cell is no more than a few
// streets: the nearest masters still get the task first.
export const TASK_CELL_DEGREES = { latitude: 0.02, longitude: 0.025 } as const;

const cellCentre = (degrees: Prisma.Sql, size: number) =>
  Prisma.sql`((floor(${degrees} / ${Prisma.raw(String(size))}) + 0.5) * ${Prisma.raw(String(size))})`;

// Where the task counts (docs/product.md §10): the client's point (its cell's centre unless `exact`), else its
// district's centre, else its city's; NULL when none of them is known (then every distance is unknown and
// only the waiting time orders masters). A one-row SQL source with the columns lat and lon.
export function taskPointSql(taskId: number, exact = false): Prisma.Sql {
  const latitude = exact ? Prisma.sql`t.latitude` : cellCentre(Prisma.sql`t.latitude`, TASK_CELL_DEGREES.latitude);
  const longitude = exact ? Prisma.sql`t.longitude` : cellCentre(Prisma.sql`t.longitude`, TASK_CELL_DEGREES.longitude);
  return Prisma.sql`SELECT CASE WHEN t.latitude IS NOT NULL AND t.longitude IS NOT NULL THEN ${latitude}
                WHEN d.latitude IS NOT NULL AND d.longitude IS NOT NULL THEN d.latitude
                WHEN c.latitude IS NOT NULL AND c.longitude IS NOT NULL THEN c.latitude END AS lat,
           CASE WHEN t.latitude IS NOT NULL AND t.longitude IS NOT NULL THEN ${longitude}
                WHEN d.latitude IS NOT NULL AND d.longitude IS NOT NULL THEN d.longitude
                WHEN c.latitude IS NOT NULL AND c.longitude IS NOT NULL THEN c.longitude END AS lon
    FROM "Task" t JOIN "District" d ON d.id = t."districtId" JOIN "City" c ON c.id = t."cityId"
    WHERE t.id = ${taskId}`;
}

// Great-circle distance in metres from the point (lat0, lon0) to the point (lat, lon), all SQL expressions
// in degrees (haversine in plain SQL: the same on PostgreSQL and PGlite, no extension). NULL when either
// side is unknown.
export function distanceSql(lat0: Prisma.Sql, lon0: Prisma.Sql, lat: Prisma.Sql, lon: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(12742017.6 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${lat0}) / 2), 2)
    + cos(radians(${lat0})) * cos(radians(${lat})) * power(sin(radians(${lon} - ${lon0}) / 2), 2)))))`;
}

// The master's point as the client may learn of it: the centre of its cell of a grid about 550 m by 530 m
// in Tashkent. The client's card shows the farthest notified master's distance (and later the accepting
// one's) read from this centre, so however many tasks a client posts from however many cells, the answers
// are the same for every point of the master's cell: three exact radii from three cells had placed a
// master's registered point within a metre.
export const MASTER_CELL_DEGREES = { latitude: 0.005, longitude: 0.00625 } as const;

// The distance from the task's point (the alias p) to a master (the alias c is their contract): the
// contract's point (its cell's centre when `cell`), else the nearest centre of their districts, else their
// city's centre (c carries the contract's id, cityId, latitude and longitude).
function masterDistanceSql(cell = false): Prisma.Sql {
  const from = (lat: Prisma.Sql, lon: Prisma.Sql) => distanceSql(Prisma.sql`p.lat`, Prisma.sql`p.lon`, lat, lon);
  const latitude = cell ? cellCentre(Prisma.sql`c.latitude`, MASTER_CELL_DEGREES.latitude) : Prisma.sql`c.latitude`;
  const longitude = cell ? cellCentre(Prisma.sql`c.longitude`, MASTER_CELL_DEGREES.longitude) : Prisma.sql`c.longitude`;
  return Prisma.sql`CASE WHEN p.lat IS NULL OR p.lon IS NULL THEN NULL::float8
    WHEN c.latitude IS NOT NULL AND c.longitude IS NOT NULL THEN ${from(latitude, longitude)}
      ELSE coalesce(
        (SELECT min(${from(Prisma.sql`dc.latitude`, Prisma.sql`dc.longitude`)})
         FROM "ContractDistrict" cd JOIN "District" dc ON dc.id = cd."districtId"
         WHERE cd."contractId" = c.id AND dc.latitude IS NOT NULL AND dc.longitude IS NOT NULL),
        (SELECT ${from(Prisma.sql`cc.latitude`, Prisma.sql`cc.longitude`)} FROM "City" cc WHERE cc.id = c."cityId"))
    END`;
}

// While a task's preferred master's turn lasts (preferred-master.ts), nobody else may be offered it:
// every path reads this through eligibleCandidates (the waves, a master coming on duty, the admin's list).
// An uncorrelated subquery: read once per statement, not once per master.
export function preferredTurnSql(taskId: number, at: Date): Prisma.Sql {
  return Prisma.sql`c.id = coalesce((SELECT pt."preferredContractId" FROM "Task" pt WHERE pt.id = ${taskId}
    AND pt."preferredOutcome" IS NULL AND pt."preferredUntil" > ${at}), c.id)`;
}

// A Top usta ranks as if he were this much nearer (docs/product.md §12): among masters at a similar
// distance he comes first, while a master more than this nearer still does.
export const TOP_USTA_LEAD_M = 1000;

export interface Candidate {
  id: number;
  userId: number;
  // metres, rounded; null when a point is unknown
  distanceM: number | null;
  // the same to the centre of the master's cell (MASTER_CELL_DEGREES), for the client's eyes
  cellDistanceM: number | null;
}

interface CandidateQuery {
  excludeUserIds?: number[];
  // masters holding an offer of this round are left out: a pending one, or any made at or after this time
  roundStart?: Date;
  // the nearest this many (ties: the longest wait since their last offer); null: all, nearest first
  limit?: number | null;
  // only these contracts (is a pending offer's master still eligible?)
  onlyContractIds?: number[];
  // the moment the masters' duty and hours are read for (default: now)
  at?: Date;
  // masters off duty or outside their hours too (who would take the task once on duty: duty-wait.ts)
  anyDuty?: boolean;
}

export const WORKING_LIST = sqlLiterals(WORKING_CONTRACT_STATUSES);

// Eligible: on duty and within their hours (duty-hours.ts), approved or verified, not archived, the task's category among theirs, the same city, the
// task's district among theirs (none listed = the whole city), not busy with a task, not the client,
// and never a master who cancelled this task. One offer per person even if an old contract of theirs
// lingers unarchived: the newest wins. Ordered by the distance from the task's point (read from the task,
// its district and city in the same statement; a Top usta TOP_USTA_LEAD_M nearer, a master who left offers
// unanswered UNANSWERED_STEP_M farther for each: unanswered-offers.ts). One statement per call: it is on the path of every
// dispatch and wave, where each round trip waits for PostgreSQL to be scheduled on a busy machine.
export async function eligibleCandidates(
  tx: Tx | Db,
  task: DispatchableTask,
  query: CandidateQuery,
): Promise<Candidate[]> {
  if (task.categoryId === null) return [];
  const excludedUsers = [task.clientId, ...(query.excludeUserIds ?? [])];
  const at = query.at ?? new Date();
  const only = query.onlyContractIds ? Prisma.sql`AND c.id = ANY(${query.onlyContractIds}::int[])` : Prisma.empty;
  const held = query.roundStart
    ? Prisma.sql`AND NOT EXISTS (SELECT 1 FROM "TaskOffer" o WHERE o."taskId" = ${task.id} AND o."contractId" = c.id
        AND (o.state = 'pending' OR o."createdAt" >= ${query.roundStart}))`
    : Prisma.empty;
  // One hand-written statement: Prisma's shape of "no districts OR this district" kept PostgreSQL from
  // using joins (a scan of ContractDistrict per contract: 0.3 s for 5,000 masters); two disjoint halves
  // joined by UNION ALL run as an anti-join and a semi-join (10 ms). The distance is computed only for the
  // masters left after every filter.
  const fresh = Prisma.sql`
    WITH base AS (
      SELECT c.id, c."userId", c."cityId", c.latitude, c.longitude, c."topUsta", c."unansweredInRow" FROM "Contract" c
      WHERE c.status IN (${WORKING_LIST}) AND c."archivedAt" IS NULL
        AND c."cityId" = ${task.cityId} AND ${query.anyDuty ? Prisma.sql`true` : onDutySql(task.id, at)} AND c."userId" <> ALL(${excludedUsers}::int[]) ${only}
        AND c."userId" <> ALL(${cancellersSql(task.id)}) AND ${preferredTurnSql(task.id, at)}
        AND EXISTS (SELECT 1 FROM "ContractCategory" cc WHERE cc."contractId" = c.id AND cc."categoryId" = ${task.categoryId})
        AND NOT EXISTS (SELECT 1 FROM "Task" t WHERE t."contractId" = c.id AND t.status IN (${ASSIGNED_LIST}))),
    eligible AS (
      SELECT * FROM base b WHERE NOT EXISTS (SELECT 1 FROM "ContractDistrict" d WHERE d."contractId" = b.id)
      UNION ALL
      SELECT * FROM base b
      WHERE EXISTS (SELECT 1 FROM "ContractDistrict" d WHERE d."contractId" = b.id AND d."districtId" = ${task.districtId})),
    unique_users AS (SELECT DISTINCT ON ("userId") * FROM eligible ORDER BY "userId", id DESC),
    fresh AS (
      SELECT c.id, c."userId", d.dist, d.cell_dist, d.dist - CASE WHEN c."topUsta" THEN ${TOP_USTA_LEAD_M} ELSE 0 END
        + least(c."unansweredInRow", ${UNANSWERED_MAX}) * ${UNANSWERED_STEP_M} AS rank
      FROM unique_users c CROSS JOIN (${taskPointSql(task.id)}) p
      CROSS JOIN LATERAL (SELECT ${masterDistanceSql()} AS dist, ${masterDistanceSql(true)} AS cell_dist) d
      WHERE true ${held})`;
  type Row = { id: number; userId: number; dist: number | null; cell_dist: number | null };
  let rows: Row[];
  if (query.limit === null || query.limit === undefined) {
    rows = await tx.$queryRaw<
      Row[]
    >`${fresh} SELECT id, "userId", dist, cell_dist FROM fresh ORDER BY rank NULLS LAST, id DESC`;
  } else {
    // The waiting time (the master's latest offer) is read only for the masters that can make the cut:
    // everyone nearer than the (limit+1)-th distance, and those at exactly that distance.
    rows = await tx.$queryRaw<Row[]>`${fresh},
      cut AS (SELECT rank FROM fresh ORDER BY rank NULLS LAST LIMIT 1 OFFSET ${query.limit})
      SELECT f.id, f."userId", f.dist, f.cell_dist FROM fresh f
      LEFT JOIN LATERAL (SELECT max(o."createdAt") AS at FROM "TaskOffer" o WHERE o."contractId" = f.id) last ON true
      WHERE (SELECT rank FROM cut) IS NULL OR f.rank <= (SELECT rank FROM cut)
      ORDER BY f.rank NULLS LAST, last.at NULLS FIRST, f.id
      LIMIT ${query.limit + 1}`;
  }
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    distanceM: row.dist === null ? null : Math.round(Number(row.dist)),
    cellDistanceM: row.cell_dist === null ? null : Math.round(Number(row.cell_dist)),
  }));
}

// The masters a dispatch round would offer the task to now, nearest first: the admin's assign dialog lists
// these, so the screen and the dispatcher never disagree on who is eligible.
export async function eligibleMastersFor(tx: Tx, taskId: number): Promise<Candidate[]> {
  const task = await tx.task.findUnique({
    where: { id: taskId },
    select: { id: true, status: true, clientId: true, categoryId: true, cityId: true, districtId: true },
  });
  if (!task) return [];
  return eligibleCandidates(tx, task, { limit: null });
}

// Metres from the client's exact point (its district's or city's centre when none was given) to the
// master of a contract, as the dispatch measures masters; null when a point is unknown. Only for the
// master who holds the task (modules/dispatch/offer-distance.ts).
export async function taskDistanceToContract(tx: Tx, taskId: number, contractId: number): Promise<number | null> {
  const rows = await tx.$queryRaw<{ dist: number | null }[]>`
    SELECT ${masterDistanceSql()} AS dist
    FROM "Contract" c CROSS JOIN (${taskPointSql(taskId, true)}) p WHERE c.id = ${contractId}`;
  const dist = rows[0]?.dist;
  return dist === null || dist === undefined ? null : Math.round(Number(dist));
}
