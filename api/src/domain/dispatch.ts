// The dispatcher (DESIGN.md "Task lifecycle"): which masters may receive a task, and sending it to them.
import { Prisma, type TaskStatus } from '../db/generated/prisma/client';
import type { Services } from './context';
import type { MasterFeedEventKind } from './events';
import { enqueueNotification, enqueueNotifications } from './outbox';
import { Role } from './roles';
import { ASSIGNED_STATUSES } from './task-status';
import { changeStatus, inTaskTransaction, type Actor, type TaskEffects, type Tx } from './task-transitions';

export interface DispatchableTask {
  id: number;
  status: TaskStatus;
  clientId: number;
  categoryId: number | null;
  cityId: number;
  districtId: number;
}

// contract statuses that receive tasks
export const WORKING_CONTRACT_STATUSES = ['approved', 'verified'] as const;

// Users who cancelled this task as its master: it never goes back to them.
export async function cancellersOf(tx: Tx, taskId: number): Promise<number[]> {
  const rows = await tx.taskStatusChange.findMany({
    where: { taskId, actorRole: Role.master, fromStatus: { in: ASSIGNED_STATUSES }, actorUserId: { not: null } },
    select: { actorUserId: true },
    distinct: ['actorUserId'],
  });
  return rows.map((row) => row.actorUserId!);
}

// A point on the map (degrees).
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

// Where the task counts (DESIGN.md): the client's point, else its district's centre, else its city's; null
// when none of them is known (then every distance is unknown and only the waiting time orders masters).
export async function taskPoint(tx: Tx, taskId: number): Promise<GeoPoint | null> {
  const [row] = await tx.$queryRaw<{ latitude: number | null; longitude: number | null }[]>`
    SELECT CASE WHEN t.latitude IS NOT NULL AND t.longitude IS NOT NULL THEN t.latitude
                WHEN d.latitude IS NOT NULL AND d.longitude IS NOT NULL THEN d.latitude
                WHEN c.latitude IS NOT NULL AND c.longitude IS NOT NULL THEN c.latitude END AS latitude,
           CASE WHEN t.latitude IS NOT NULL AND t.longitude IS NOT NULL THEN t.longitude
                WHEN d.latitude IS NOT NULL AND d.longitude IS NOT NULL THEN d.longitude
                WHEN c.latitude IS NOT NULL AND c.longitude IS NOT NULL THEN c.longitude END AS longitude
    FROM "Task" t JOIN "District" d ON d.id = t."districtId" JOIN "City" c ON c.id = t."cityId"
    WHERE t.id = ${taskId}`;
  return row && row.latitude !== null && row.longitude !== null
    ? { latitude: row.latitude, longitude: row.longitude }
    : null;
}

// Great-circle distance in metres from `point` to the columns lat/lon (haversine in plain SQL: the same on
// PostgreSQL and PGlite, no extension). NULL when either side is unknown.
export function distanceSql(point: GeoPoint | null, lat: Prisma.Sql, lon: Prisma.Sql): Prisma.Sql {
  if (!point) return Prisma.sql`NULL::float8`;
  const lat0 = Prisma.sql`${point.latitude}::float8`;
  const lon0 = Prisma.sql`${point.longitude}::float8`;
  return Prisma.sql`(12742017.6 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${lat0}) / 2), 2)
    + cos(radians(${lat0})) * cos(radians(${lat})) * power(sin(radians(${lon} - ${lon0}) / 2), 2)))))`;
}

// The distance from the task to a master (the alias c is their contract): the contract's point, else the
// nearest centre of their districts, else their city's centre.
function masterDistanceSql(point: GeoPoint | null): Prisma.Sql {
  if (!point) return Prisma.sql`NULL::float8`;
  return Prisma.sql`CASE WHEN c.latitude IS NOT NULL AND c.longitude IS NOT NULL
      THEN ${distanceSql(point, Prisma.sql`c.latitude`, Prisma.sql`c.longitude`)}
      ELSE coalesce(
        (SELECT min(${distanceSql(point, Prisma.sql`dc.latitude`, Prisma.sql`dc.longitude`)})
         FROM "ContractDistrict" cd JOIN "District" dc ON dc.id = cd."districtId"
         WHERE cd."contractId" = c.id AND dc.latitude IS NOT NULL AND dc.longitude IS NOT NULL),
        (SELECT ${distanceSql(point, Prisma.sql`cc.latitude`, Prisma.sql`cc.longitude`)} FROM "City" cc WHERE cc.id = c."cityId"))
    END`;
}

export interface Candidate {
  id: number;
  userId: number;
  // metres, rounded; null when a point is unknown
  distanceM: number | null;
}

interface CandidateQuery {
  point: GeoPoint | null;
  excludeUserIds?: number[];
  // masters holding an offer of this round are left out: a pending one, or any made at or after this time
  roundStart?: Date;
  // the nearest this many (ties: the longest wait since their last offer); null: all, nearest first
  limit?: number | null;
  // only these contracts (is a pending offer's master still eligible?)
  onlyContractIds?: number[];
}

// Eligible: approved or verified, not archived, the task's category among theirs, the same city, the
// task's district among theirs (none listed = the whole city), not busy with a task, not the client,
// and never a master who cancelled this task. One offer per person even if an old contract of theirs
// lingers unarchived: the newest wins.
export async function eligibleCandidates(tx: Tx, task: DispatchableTask, query: CandidateQuery): Promise<Candidate[]> {
  if (task.categoryId === null) return [];
  const excludedUsers = [task.clientId, ...(query.excludeUserIds ?? []), ...(await cancellersOf(tx, task.id))];
  const only = query.onlyContractIds ? Prisma.sql`AND c.id = ANY(${query.onlyContractIds}::int[])` : Prisma.empty;
  const held = query.roundStart
    ? Prisma.sql`WHERE NOT EXISTS (SELECT 1 FROM "TaskOffer" o WHERE o."taskId" = ${task.id} AND o."contractId" = u.id
        AND (o.state = 'pending' OR o."createdAt" >= ${query.roundStart}))`
    : Prisma.empty;
  // One hand-written statement: Prisma's shape of "no districts OR this district" kept PostgreSQL from
  // using joins (a scan of ContractDistrict per contract: 0.3 s for 5,000 masters); two disjoint halves
  // joined by UNION ALL run as an anti-join and a semi-join (10 ms).
  const fresh = Prisma.sql`
    WITH base AS (
      SELECT c.id, c."userId", ${masterDistanceSql(query.point)} AS dist FROM "Contract" c
      WHERE c.status = ANY(${[...WORKING_CONTRACT_STATUSES]}::text[]::"ContractStatus"[]) AND c."archivedAt" IS NULL
        AND c."cityId" = ${task.cityId} AND c."userId" <> ALL(${excludedUsers}::int[]) ${only}
        AND EXISTS (SELECT 1 FROM "ContractCategory" cc WHERE cc."contractId" = c.id AND cc."categoryId" = ${task.categoryId})
        AND NOT EXISTS (
          SELECT 1 FROM "Task" t WHERE t."contractId" = c.id AND t.status = ANY(${ASSIGNED_STATUSES}::text[]::"TaskStatus"[]))),
    eligible AS (
      SELECT * FROM base b WHERE NOT EXISTS (SELECT 1 FROM "ContractDistrict" d WHERE d."contractId" = b.id)
      UNION ALL
      SELECT * FROM base b
      WHERE EXISTS (SELECT 1 FROM "ContractDistrict" d WHERE d."contractId" = b.id AND d."districtId" = ${task.districtId})),
    unique_users AS (SELECT DISTINCT ON ("userId") id, "userId", dist FROM eligible ORDER BY "userId", id DESC),
    fresh AS (SELECT * FROM unique_users u ${held})`;
  type Row = { id: number; userId: number; dist: number | null };
  let rows: Row[];
  if (query.limit === null || query.limit === undefined) {
    rows = await tx.$queryRaw<Row[]>`${fresh} SELECT id, "userId", dist FROM fresh ORDER BY dist NULLS LAST, id DESC`;
  } else {
    // The waiting time (the master's latest offer) is read only for the masters that can make the cut:
    // everyone nearer than the (limit+1)-th distance, and those at exactly that distance.
    rows = await tx.$queryRaw<Row[]>`${fresh},
      cut AS (SELECT dist FROM fresh ORDER BY dist NULLS LAST LIMIT 1 OFFSET ${query.limit})
      SELECT f.id, f."userId", f.dist FROM fresh f
      LEFT JOIN LATERAL (SELECT max(o."createdAt") AS at FROM "TaskOffer" o WHERE o."contractId" = f.id) last ON true
      WHERE (SELECT dist FROM cut) IS NULL OR f.dist <= (SELECT dist FROM cut)
      ORDER BY f.dist NULLS LAST, last.at NULLS FIRST, f.id
      LIMIT ${query.limit + 1}`;
  }
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    distanceM: row.dist === null ? null : Math.round(Number(row.dist)),
  }));
}

export interface DispatchResult {
  status: TaskStatus;
  offeredContractIds: number[];
}

// Offers the task to these masters in this wave: new offer rows, or old ones (declined or withdrawn in an
// earlier round) opened again. Returns the feed events.
async function offerTo(tx: Tx, taskId: number, wave: number, candidates: Candidate[], now: Date) {
  if (!candidates.length) return [];
  // one statement whatever the number: INSERT ... SELECT unnest (Prisma's createMany costs ~0.1 ms of CPU
  // per row); an offer of an earlier round is opened again in place
  await tx.$executeRaw`
    INSERT INTO "TaskOffer" ("taskId", "contractId", "createdAt", wave, "distanceM")
    SELECT ${taskId}, o.id, ${now}, ${wave}, o.dist
    FROM unnest(${candidates.map((c) => c.id)}::int[], ${candidates.map((c) => c.distanceM)}::int[]) AS o(id, dist)
    ON CONFLICT ("taskId", "contractId") DO UPDATE
      SET state = 'pending', "respondedAt" = NULL, "createdAt" = EXCLUDED."createdAt", wave = EXCLUDED.wave,
          "distanceM" = EXCLUDED."distanceM", answer = NULL, "answeredAt" = NULL`;
  await enqueueNotifications(
    tx,
    candidates.map((candidate) => candidate.userId),
    'offer_new',
    { taskId },
  );
  return candidates.map((candidate) => ({ contractId: candidate.id, kind: 'offer_added' as const }));
}

// Sends the task (out) again, as a new round of waves: the nearest DISPATCH_WAVE_SIZE eligible masters
// get an offer now (everyone when it is `all`), pending offers of masters still eligible stay open, those
// of masters no longer eligible are withdrawn, and the next wave is due DISPATCH_WAVE_INTERVAL_S later
// while eligible masters are left. The task is `sent_to_masters`, or `awaiting_admin_attention` when
// nobody is eligible. The caller holds the task's row lock.
export async function dispatchTask(
  tx: Tx,
  effects: TaskEffects,
  task: DispatchableTask,
  actor: Actor,
  options: {
    reason?: string | null;
    cancelReasonId?: number | null;
    notifyClient?: 'task_requeued';
    // the master cancelling right now (their status change is written by this very call)
    excludeUserIds?: number[];
    // other masters whose feed this change touches
    alsoMasters?: { contractId: number; kind: MasterFeedEventKind }[];
  } = {},
): Promise<DispatchResult> {
  const now = new Date();
  const { config } = effects.services;
  const limit = config.dispatchWaveSize;
  const point = await taskPoint(tx, task.id);
  const pending = (
    await tx.taskOffer.findMany({ where: { taskId: task.id, state: 'pending' }, select: { contractId: true } })
  ).map((offer) => offer.contractId);
  const stillEligible = pending.length
    ? await eligibleCandidates(tx, task, { point, excludeUserIds: options.excludeUserIds, onlyContractIds: pending })
    : [];
  const keep = new Set(stillEligible.map((candidate) => candidate.id));
  const withdrawn = pending.filter((contractId) => !keep.has(contractId));
  if (withdrawn.length) {
    await tx.taskOffer.updateMany({
      where: { taskId: task.id, contractId: { in: withdrawn }, state: 'pending' },
      data: { state: 'withdrawn', respondedAt: now },
    });
  }
  const ranked = await eligibleCandidates(tx, task, {
    point,
    excludeUserIds: options.excludeUserIds,
    roundStart: now,
    limit,
  });
  const wave = limit === null ? ranked : ranked.slice(0, limit);
  const more = limit !== null && ranked.length > limit;
  const added = await offerTo(tx, task.id, 1, wave, now);
  if (options.notifyClient) await enqueueNotification(tx, task.clientId, options.notifyClient, { taskId: task.id });

  const offered = keep.size + wave.length > 0;
  const to: TaskStatus = offered ? 'sent_to_masters' : 'awaiting_admin_attention';
  const nextWaveAt = offered && more ? new Date(now.getTime() + config.dispatchWaveIntervalS * 1000) : null;
  const masters: { contractId: number; kind: MasterFeedEventKind }[] = [
    ...added,
    ...withdrawn.map((contractId) => ({ contractId, kind: 'offer_withdrawn' as const })),
    ...(options.alsoMasters ?? []),
  ];
  const moved = await changeStatus(tx, effects, {
    taskId: task.id,
    from: task.status,
    to,
    actor,
    reason: options.reason ?? (offered ? null : 'Нет подходящих мастеров'),
    cancelReasonId: options.cancelReasonId,
    data: { dispatchedAt: now, contractId: null, acceptedAt: null, dispatchWave: 1, lastWaveAt: now, nextWaveAt },
    masters,
  });
  // the caller holds the row lock, so the status it read is the status in the row
  if (!moved) throw new Error(`task ${task.id} changed while locked for dispatch`);
  if (nextWaveAt) effects.waveDue(nextWaveAt);
  return { status: to, offeredContractIds: [...keep, ...wave.map((candidate) => candidate.id)] };
}

interface WaveTask extends DispatchableTask {
  dispatchedAt: Date | null;
  dispatchWave: number;
}

// The next wave of a task in `sent_to_masters` (the caller holds its row lock): the nearest eligible
// masters who have no offer of this round yet. Returns how many were offered; 0 means the whole
// eligible set has it (no further wave is due).
export async function sendNextWave(tx: Tx, effects: TaskEffects, task: WaveTask, now: Date): Promise<number> {
  const { config } = effects.services;
  const limit = config.dispatchWaveSize;
  const ranked = await eligibleCandidates(tx, task, {
    point: await taskPoint(tx, task.id),
    roundStart: task.dispatchedAt ?? new Date(0),
    limit,
  });
  const wave = limit === null ? ranked : ranked.slice(0, limit);
  const more = limit !== null && ranked.length > limit;
  const number = task.dispatchWave + 1;
  const added = await offerTo(tx, task.id, number, wave, now);
  const nextWaveAt = wave.length && more ? new Date(now.getTime() + config.dispatchWaveIntervalS * 1000) : null;
  await tx.task.update({
    where: { id: task.id },
    data: wave.length ? { dispatchWave: number, lastWaveAt: now, nextWaveAt } : { nextWaveAt: null },
  });
  if (added.length) effects.touchMasters(task.id, task.status, added);
  if (nextWaveAt) effects.waveDue(nextWaveAt);
  return wave.length;
}

const WAVE_TASK_COLUMNS = Prisma.sql`id, status::text AS status, "clientId", "categoryId", "cityId", "districtId",
  "dispatchedAt", "dispatchWave"`;

// Nobody holds an open offer of the task any more (the last one declined or left): the next wave joins at
// once while eligible masters are left; otherwise the task waits for an admin. The caller holds the row lock.
export async function afterLastOfferClosed(
  tx: Tx,
  effects: TaskEffects,
  taskId: number,
  actor: Actor,
  reason: string,
  masters: { contractId: number; kind: MasterFeedEventKind }[],
): Promise<void> {
  const [task] = await tx.$queryRaw<(WaveTask & { nextWaveAt: Date | null })[]>`
    SELECT ${WAVE_TASK_COLUMNS}, "nextWaveAt" FROM "Task" WHERE id = ${taskId}`;
  if (task.status !== 'sent_to_masters') {
    effects.touchMasters(taskId, task.status, masters);
    return;
  }
  if (task.nextWaveAt && (await sendNextWave(tx, effects, task, new Date())) > 0) {
    effects.touchMasters(taskId, task.status, masters);
    return;
  }
  await changeStatus(tx, effects, {
    taskId,
    from: 'sent_to_masters',
    to: 'awaiting_admin_attention',
    actor,
    reason,
    masters,
  });
}

const WAVE_BATCH = 20;

// The waves that are due (every node calls this; each task's wave is taken by exactly one of them: its row
// is claimed with SKIP LOCKED and the due time checked again on the locked row). Returns how many waves
// went out and when the next one is due, if any.
export async function sendDueWaves(services: Services, now: Date = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const handled = await inTaskTransaction(services, async (tx, effects) => {
      const due = await tx.$queryRaw<WaveTask[]>`
        SELECT ${WAVE_TASK_COLUMNS} FROM "Task"
        WHERE "nextWaveAt" <= ${now} AND status = 'sent_to_masters'
        ORDER BY "nextWaveAt", id
        LIMIT ${WAVE_BATCH}
        FOR NO KEY UPDATE SKIP LOCKED`;
      for (const task of due) await sendNextWave(tx, effects, task, now);
      return due.length;
    });
    total += handled;
    if (handled < WAVE_BATCH) return total;
  }
}

// When this node should look next: the earliest due wave of any task (null: none).
export async function nextWaveDue(services: Services): Promise<Date | null> {
  const [row] = await services.db.$queryRaw<{ at: Date | null }[]>`
    SELECT min("nextWaveAt") AS at FROM "Task" WHERE "nextWaveAt" IS NOT NULL AND status = 'sent_to_masters'`;
  return row?.at ?? null;
}
