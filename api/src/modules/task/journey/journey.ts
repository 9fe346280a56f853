// The master's way to the task (docs/journey.md): "on the way" (with his point, his own minutes or
// neither), his latest point while coming, "arrived". His point is kept only while he is on the way, one row
// per task (TaskJourney); what the client reads of it: journey-read.ts.
import { Prisma, type TaskStatus } from '../../../platform/db/generated/prisma/client';
import { readRows, writeRows } from '../../../platform/db/raw-reads';
import type { Db } from '../../../platform/db/client';
import type { Services, Viewer } from '../../../platform/context';
import { taskPointSql } from '../../dispatch';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../../platform/errors';
import { publishJourneyChange } from '../../../platform/events/domain-events';
import {
  etaMinutes,
  impliesTeleport,
  inUzbekistan,
  MAX_DISTANCE_FROM_TASK_M,
  MAX_SPEED_KMH,
  metresBetween,
  MIN_REPORT_INTERVAL_MS,
} from './journey-model';
import { enqueueNotification } from '../../notification';

export interface JourneyPoint {
  latitude: number;
  longitude: number;
  // metres, as the device reports it; null: not said
  accuracyM: number | null;
}

// what a master sends: his point, or his own minutes when he shares none (or neither, on "on the way")
export interface JourneyReport {
  point: JourneyPoint | null;
  etaMin: number | null;
}

// --- the master's reports ---

// as task-transitions.ts waits for a connection: a busy node queues, it does not fail
const TX_OPTIONS = { maxWait: 15_000, timeout: 30_000 };

// sent more often than once in MIN_REPORT_INTERVAL_MS
export class TooFrequentError extends AppError {
  readonly status = 429;
}

interface ReportContext {
  status: TaskStatus;
  clientId: number;
  contractId: number | null;
  masterUserId: number | null;
  stage: 'on_the_way' | 'arrived' | null;
  reportedAt: Date | null;
  lat: number | null;
  lon: number | null;
  // his previous point while on the way, and when he sent it
  lastLatitude: number | null;
  lastLongitude: number | null;
  lastAccuracyM: number | null;
  positionAt: Date | null;
}

// The task as the master's report needs it: his, in progress, its journey, where it is (the client's point,
// else its district's or city's centre) and when he last reported. One statement.
async function reportContext(db: Db, viewer: Viewer, taskId: number): Promise<ReportContext & { contractId: number }> {
  const [row] = await readRows<ReportContext>(
    db,
    Prisma.sql`
    SELECT t.status::text AS status, t."clientId", t."contractId", c."userId" AS "masterUserId",
      j.stage::text AS stage, greatest(j."positionAt", j."etaGivenAt") AS "reportedAt", p.lat, p.lon,
      j.latitude AS "lastLatitude", j.longitude AS "lastLongitude", j."accuracyM" AS "lastAccuracyM", j."positionAt"
    FROM "Task" t
    LEFT JOIN "Contract" c ON c.id = t."contractId"
    LEFT JOIN "TaskJourney" j ON j."taskId" = t.id AND j."contractId" = t."contractId"
    CROSS JOIN (${taskPointSql(taskId, true)}) p
    WHERE t.id = ${taskId}`,
  );
  // somebody else's task answers like a missing one
  if (!row || row.contractId === null || row.masterUserId !== viewer.user.id) throw new NotFoundError('TASK_NOT_FOUND');
  if (row.status !== 'in_progress') throw new ConflictError('JOURNEY_NOT_IN_PROGRESS');
  return row as ReportContext & { contractId: number };
}

interface Measured {
  latitude: number | null;
  longitude: number | null;
  accuracyM: number | null;
  positionAt: Date | null;
  distanceM: number | null;
  etaMin: number | null;
  masterEtaMin: number | null;
  etaGivenAt: Date | null;
}

// The report checked against the task (in Uzbekistan, within 100 km) and his previous point (no faster than
// MAX_SPEED_KMH) and measured; refused: nothing stored.
function measure(context: ReportContext, report: JourneyReport, now: Date): Measured {
  if (!report.point) {
    return {
      latitude: null,
      longitude: null,
      accuracyM: null,
      positionAt: null,
      distanceM: null,
      etaMin: null,
      masterEtaMin: report.etaMin,
      etaGivenAt: report.etaMin === null ? null : now,
    };
  }
  const point = report.point;
  if (!inUzbekistan(point))
    throw new ValidationError('JOURNEY_OUTSIDE_UZBEKISTAN', { latitude: ['JOURNEY_OUTSIDE_UZBEKISTAN'] });
  const target =
    context.lat !== null && context.lon !== null ? { latitude: context.lat, longitude: context.lon } : null;
  const metres = target ? Math.round(metresBetween(point, target)) : null;
  if (metres !== null && metres > MAX_DISTANCE_FROM_TASK_M)
    throw new ValidationError(
      { code: 'JOURNEY_TOO_FAR', params: { km: MAX_DISTANCE_FROM_TASK_M / 1000 } },
      { latitude: [{ code: 'JOURNEY_TOO_FAR', params: { km: MAX_DISTANCE_FROM_TASK_M / 1000 } }] },
    );
  if (
    context.lastLatitude !== null &&
    context.lastLongitude !== null &&
    context.positionAt !== null &&
    impliesTeleport(
      { latitude: context.lastLatitude, longitude: context.lastLongitude, accuracyM: context.lastAccuracyM },
      context.positionAt,
      point,
      now,
    )
  )
    throw new ValidationError(
      { code: 'JOURNEY_TOO_FAST', params: { kmh: MAX_SPEED_KMH } },
      { latitude: [{ code: 'JOURNEY_TOO_FAST', params: { kmh: MAX_SPEED_KMH } }] },
    );
  return {
    latitude: point.latitude,
    longitude: point.longitude,
    accuracyM: point.accuracyM,
    positionAt: now,
    distanceM: metres,
    etaMin: metres === null ? null : etaMinutes(metres, now),
    masterEtaMin: null,
    etaGivenAt: null,
  };
}

function tooSoon(reportedAt: Date | null, now: Date): boolean {
  return reportedAt !== null && now.getTime() - reportedAt.getTime() < MIN_REPORT_INTERVAL_MS;
}

const tooFrequent = () =>
  new TooFrequentError({ code: 'JOURNEY_TOO_FREQUENT', params: { seconds: MIN_REPORT_INTERVAL_MS / 1000 } });

// "On the way": the journey starts (with his point, his minutes, or neither) and the client is told once.
// Pressed again while on the way it is a position report.
export async function startJourney(services: Services, viewer: Viewer, taskId: number, report: JourneyReport) {
  const now = new Date();
  const context = await reportContext(services.db, viewer, taskId);
  if (context.stage === 'arrived') throw new ConflictError('JOURNEY_ALREADY_ARRIVED');
  if (context.stage === 'on_the_way') {
    if (report.point || report.etaMin !== null) await reportPosition(services, viewer, taskId, report);
    return;
  }
  const measured = measure(context, report, now);
  const started = await services.db.$transaction(async (tx) => {
    // the first press wins; a second one at the same moment changes nothing and tells nobody again
    const inserted = await tx.$executeRaw`
      INSERT INTO "TaskJourney" ("taskId", "contractId", stage, latitude, longitude, "accuracyM", "positionAt",
        "distanceM", "etaMin", "masterEtaMin", "etaGivenAt", "startedAt", "updatedAt")
      SELECT t.id, t."contractId", 'on_the_way', ${measured.latitude}, ${measured.longitude}, ${measured.accuracyM},
        ${measured.positionAt}, ${measured.distanceM}, ${measured.etaMin}, ${measured.masterEtaMin},
        ${measured.etaGivenAt}, ${now}, ${now}
      FROM "Task" t WHERE t.id = ${taskId} AND t."contractId" = ${context.contractId} AND t.status = 'in_progress'
      ON CONFLICT ("taskId") DO NOTHING`;
    if (inserted) {
      await enqueueNotification(tx, context.clientId, 'master_on_the_way', {
        taskId,
        etaMin: measured.masterEtaMin ?? measured.etaMin,
        etaSource: measured.masterEtaMin !== null ? 'master' : measured.etaMin !== null ? 'model' : null,
      });
    }
    return inserted > 0;
  }, TX_OPTIONS);
  if (started) await publishJourneyChange(services.bus, taskId);
}

// A position (or new minutes) while on the way: checked, then the latest point replaces the one before.
// Two statements, one row written (docs/performance.md).
export async function reportPosition(services: Services, viewer: Viewer, taskId: number, report: JourneyReport) {
  if (!report.point && report.etaMin === null) throw new ValidationError('JOURNEY_POINT_REQUIRED');
  const now = new Date();
  const context = await reportContext(services.db, viewer, taskId);
  if (context.stage !== 'on_the_way') throw new ConflictError('JOURNEY_NOT_ON_THE_WAY');
  if (tooSoon(context.reportedAt, now)) throw tooFrequent();
  const m = measure(context, report, now);
  const earliest = new Date(now.getTime() - MIN_REPORT_INTERVAL_MS);
  // The interval is checked again by the update itself: of two reports at once, one is stored.
  // Committed without waiting for the WAL to reach the disk (synchronous_commit off for this statement's
  // own transaction): a position is replaced 10-30 s later and erased at arrival, so a crash may lose the
  // latest one and nothing else, and the wait for the disk was the whole tail of the client's live
  // card (p99 from the POST to the client's event 251-418 ms, 38 ms without it: docs/performance.md).
  const updated = await writeRows(
    services.db,
    Prisma.sql`
    UPDATE "TaskJourney" SET latitude = ${m.latitude}, longitude = ${m.longitude}, "accuracyM" = ${m.accuracyM},
      "positionAt" = ${m.positionAt}, "distanceM" = ${m.distanceM}, "etaMin" = ${m.etaMin},
      "masterEtaMin" = ${m.masterEtaMin}, "etaGivenAt" = ${m.etaGivenAt}, "updatedAt" = ${now}
    FROM (SELECT set_config('synchronous_commit', 'off', true)) AS relaxed
    WHERE "taskId" = ${taskId} AND "contractId" = ${context.contractId} AND stage = 'on_the_way'
      AND coalesce(greatest("positionAt", "etaGivenAt"), '-infinity') <= ${earliest}`,
  );
  if (!updated) {
    // the task left progress meanwhile (the row went with it), or another report took the slot
    const again = await reportContext(services.db, viewer, taskId);
    if (again.stage !== 'on_the_way') throw new ConflictError('JOURNEY_NOT_ON_THE_WAY');
    throw tooFrequent();
  }
  await publishJourneyChange(services.bus, taskId);
}

// "Arrived": his point is erased, the client is told once. Allowed straight from acceptance too (a master
// who lives next door never pressed "on the way").
export async function markArrived(services: Services, viewer: Viewer, taskId: number) {
  const now = new Date();
  const context = await reportContext(services.db, viewer, taskId);
  if (context.stage === 'arrived') throw new ConflictError('JOURNEY_ALREADY_ARRIVED');
  const arrived = await services.db.$transaction(async (tx) => {
    const rows = await tx.$executeRaw`
      INSERT INTO "TaskJourney" ("taskId", "contractId", stage, "startedAt", "arrivedAt", "updatedAt")
      SELECT t.id, t."contractId", 'arrived', ${now}, ${now}, ${now}
      FROM "Task" t WHERE t.id = ${taskId} AND t."contractId" = ${context.contractId} AND t.status = 'in_progress'
      ON CONFLICT ("taskId") DO UPDATE SET stage = 'arrived', latitude = NULL, longitude = NULL, "accuracyM" = NULL,
        "positionAt" = NULL, "distanceM" = NULL, "etaMin" = NULL, "masterEtaMin" = NULL, "etaGivenAt" = NULL,
        "arrivedAt" = ${now}, "updatedAt" = ${now}
      WHERE "TaskJourney".stage = 'on_the_way' AND "TaskJourney"."contractId" = EXCLUDED."contractId"`;
    if (rows) await enqueueNotification(tx, context.clientId, 'master_arrived', { taskId });
    return rows > 0;
  }, TX_OPTIONS);
  if (!arrived) throw new ConflictError('JOURNEY_ALREADY_ARRIVED');
  await publishJourneyChange(services.bus, taskId);
}
