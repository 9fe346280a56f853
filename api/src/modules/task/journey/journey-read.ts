// What the client's live card shows of a task: the stage and what goes with it, read in one
// statement, only for the task's client and the master on it (docs/journey.md).
import { Prisma, type TaskStatus } from '../../../platform/db/generated/prisma/client';
import type { Db } from '../../../platform/db/client';
import { readRows } from '../../../platform/db/raw-reads';
import type { Viewer } from '../../../platform/context';
import { MASTER_STATS_COLUMNS, masterStatsOf } from '../../review';
import { SEARCHING_STATUSES } from '../../lifecycle';

export type JourneyStageName = 'searching' | 'accepted' | 'on_the_way' | 'arrived';
export const JOURNEY_STAGES = ['searching', 'accepted', 'on_the_way', 'arrived'] as const;
// where the ETA comes from: the city model over the remaining distance, or the master's own minutes
export const ETA_SOURCES = ['model', 'master'] as const;
export type EtaSource = (typeof ETA_SOURCES)[number];

export interface JourneyMaster {
  firstName: string;
  // 0 while no review (as docs/product.md's averageRating)
  rating: number;
  completedCount: number;
  // the Top usta badge (docs/product.md §12); never his figures
  topUsta: boolean;
}

// The master the client asked for again (docs/product.md §12 "Your master again") while the task is sought:
// offered (his turn alone), or why the search widened (declined, no_answer, unavailable)
export const PREFERRED_STATES = ['offered', 'declined', 'no_answer', 'unavailable'] as const;
export interface JourneyPreferred {
  firstName: string;
  state: (typeof PREFERRED_STATES)[number];
}

export interface Journey {
  taskId: number;
  stage: JourneyStageName;
  // searching: the masters told in this round, the last wave and the farthest of them (metres, banded:
  // clientDistanceBand)
  mastersNotified: number | null;
  wave: number | null;
  radiusMeters: number | null;
  // from acceptance on
  master: JourneyMaster | null;
  // accepted: the master's distance when the offer reached him (banded); on the way: from his latest point
  distanceMeters: number | null;
  etaMinutes: number | null;
  etaSource: EtaSource | null;
  // on the way only: the master's latest point, for the client's map (erased at arrival, docs/journey.md)
  masterPosition: { latitude: number; longitude: number } | null;
  // on the way only: where his distance is counted to (the task's point, else its district's or city's
  // centre), the other end of the map's line
  destination: { latitude: number; longitude: number } | null;
  // searching: nobody eligible is on duty (docs/product.md §12), and when a master's hours begin next
  waitingForDuty: boolean;
  nextOnDutyAt: Date | null;
  // searching: the former master the client asked for, and how his turn stands
  preferredMaster: JourneyPreferred | null;
  updatedAt: Date;
}

// --- who sees it ---

// The task's client sees the journey; the master on it sees his own. Nobody else (other masters, other
// clients, admins): his position is the client's to know, and only while he is coming.
export function seesJourney(task: { clientId: number; masterUserId: number | null }, viewer: Viewer | null): boolean {
  if (!viewer) return false;
  return task.clientId === viewer.user.id || (task.masterUserId !== null && task.masterUserId === viewer.user.id);
}

// --- reading it ---

interface JourneyRow {
  id: number;
  status: TaskStatus;
  clientId: number;
  masterUserId: number | null;
  masterName: string | null;
  dispatchWave: number;
  updatedAt: Date;
  notified: bigint | number;
  radius: number | null;
  offerDistanceM: number | null;
  stage: 'on_the_way' | 'arrived' | null;
  distanceM: number | null;
  etaMin: number | null;
  masterEtaMin: number | null;
  etaGivenAt: Date | null;
  journeyAt: Date | null;
  masterLatitude: number | null;
  masterLongitude: number | null;
  destLatitude: number | null;
  destLongitude: number | null;
  waitingForDuty: boolean;
  nextOnDutyAt: Date | null;
  masterTopUsta: boolean | null;
  prefName: string | null;
  prefOutcome: 'declined' | 'no_answer' | 'unavailable' | null;
  prefUntil: Date | null;
  completed: number;
  reviews: number;
  average: number | null;
}

// the task's point, else its district's centre, else its city's (the point his distance is counted to)
function destinationSql(axis: 'latitude' | 'longitude'): Prisma.Sql {
  const column = Prisma.raw(axis);
  return Prisma.sql`(SELECT CASE WHEN t.latitude IS NOT NULL AND t.longitude IS NOT NULL THEN t.${column}
      WHEN d.latitude IS NOT NULL AND d.longitude IS NOT NULL THEN d.${column}
      WHEN c.latitude IS NOT NULL AND c.longitude IS NOT NULL THEN c.${column} END
    FROM "District" d JOIN "City" c ON c.id = d."cityId" WHERE d.id = t."districtId")`;
}

// What the journey adds to a read of the task (`t`) and its contract (`k`): the round's offers and the
// journey row. A task screen's statement reads these beside the task's view (client-screen.ts clientScreen).
export const JOURNEY_COLUMNS = Prisma.sql`
  (SELECT count(*) FROM "TaskOffer" o
    WHERE o."taskId" = t.id AND o."createdAt" >= coalesce(t."dispatchedAt", t."createdAt")) AS notified,
  (SELECT max(o."cellDistanceM") FROM "TaskOffer" o
    WHERE o."taskId" = t.id AND o."createdAt" >= coalesce(t."dispatchedAt", t."createdAt")) AS radius,
  (SELECT o."cellDistanceM" FROM "TaskOffer" o WHERE o."taskId" = t.id AND o."contractId" = t."contractId")
    AS "offerDistanceM",
  j.stage::text AS stage, j."distanceM", j."etaMin", j."masterEtaMin", j."etaGivenAt", j."updatedAt" AS "journeyAt",
  j.latitude AS "masterLatitude", j.longitude AS "masterLongitude", t."waitingForDuty", t."nextOnDutyAt",
  ${destinationSql('latitude')} AS "destLatitude", ${destinationSql('longitude')} AS "destLongitude",
  (SELECT b."topUsta" FROM "Contract" b WHERE b.id = t."contractId") AS "masterTopUsta",
  (SELECT pc.name FROM "Contract" pc WHERE pc.id = t."preferredContractId") AS "prefName",
  t."preferredOutcome"::text AS "prefOutcome", t."preferredUntil" AS "prefUntil"`;
export const JOURNEY_FROM = Prisma.sql`LEFT JOIN "TaskJourney" j ON j."taskId" = t.id AND j."contractId" = t."contractId"`;

// One statement: the task, its master and his numbers, the round's offers and the journey row.
async function journeyRows(db: Db, taskIds: number[]): Promise<JourneyRow[]> {
  return readRows<JourneyRow>(
    db,
    Prisma.sql`
    SELECT t.id, t.status::text AS status, t."clientId", k."userId" AS "masterUserId", k.name AS "masterName",
      t."dispatchWave", t."updatedAt", ${JOURNEY_COLUMNS}, ${MASTER_STATS_COLUMNS}
    FROM "Task" t
    LEFT JOIN "Contract" k ON k.id = t."contractId"
    ${JOURNEY_FROM}
    CROSS JOIN LATERAL ${masterStatsOf(Prisma.sql`k."userId"`)}
    WHERE t.id = ANY(${taskIds}::int[])`,
  );
}

const later = (a: Date, b: Date | null) => (b && b > a ? b : a);

// A master's distance before he is on the way, as the client reads it: from the centres of the two cells
// (TaskOffer.cellDistanceM), rounded up to the next 500 m.
export const CLIENT_DISTANCE_BAND_M = 500;
export function clientDistanceBand(metres: number | null): number | null {
  if (metres === null) return null;
  return Math.max(1, Math.ceil(metres / CLIENT_DISTANCE_BAND_M)) * CLIENT_DISTANCE_BAND_M;
}

// The master's own minutes, counted down from when he gave them (never below one while he is coming).
function masterMinutesLeft(minutes: number, givenAt: Date, now: Date): number {
  return Math.max(1, Math.ceil(minutes - (now.getTime() - givenAt.getTime()) / 60_000));
}

// his turn alone while it lasts, or its outcome; null when the task asked for nobody
function preferredOf(row: JourneyRow): JourneyPreferred | null {
  if (row.prefName === null || (row.prefOutcome === null && row.prefUntil === null)) return null;
  return { firstName: row.prefName.trim().split(/\s+/)[0] ?? '', state: row.prefOutcome ?? 'offered' };
}

function journeyOfRow(row: JourneyRow, now: Date): Journey | null {
  const base = {
    taskId: row.id,
    updatedAt: later(row.updatedAt, row.journeyAt),
    waitingForDuty: false,
    nextOnDutyAt: null,
    preferredMaster: null,
  };
  const none = {
    mastersNotified: null,
    wave: null,
    radiusMeters: null,
    master: null,
    masterPosition: null,
    destination: null,
  };
  const noEta = { distanceMeters: null, etaMinutes: null, etaSource: null };
  if (SEARCHING_STATUSES.includes(row.status)) {
    // counts only: who was told is not the client's to know before one of them accepts
    return {
      ...base,
      ...noEta,
      stage: 'searching',
      // still nobody on duty: no offer of this round is open (a master coming on duty ends the wait)
      waitingForDuty: row.waitingForDuty && row.status === 'awaiting_admin_attention',
      nextOnDutyAt: row.waitingForDuty && row.status === 'awaiting_admin_attention' ? row.nextOnDutyAt : null,
      mastersNotified: Number(row.notified),
      wave: row.dispatchWave,
      radiusMeters: clientDistanceBand(row.radius),
      master: null,
      masterPosition: null,
      destination: null,
      preferredMaster: preferredOf(row),
    };
  }
  if (row.status !== 'taken' && row.status !== 'in_progress') return null;
  const master: JourneyMaster = {
    firstName: (row.masterName ?? '').trim().split(/\s+/)[0] ?? '',
    rating: row.average === null ? 0 : Math.round(Number(row.average) * 100) / 100,
    completedCount: Number(row.completed),
    topUsta: row.masterTopUsta === true,
  };
  if (row.stage === 'arrived') return { ...base, ...none, ...noEta, stage: 'arrived', master };
  if (row.stage === 'on_the_way') {
    const own = row.masterEtaMin !== null && row.etaGivenAt !== null;
    return {
      ...base,
      ...none,
      stage: 'on_the_way',
      master,
      distanceMeters: row.distanceM,
      etaMinutes: own ? masterMinutesLeft(row.masterEtaMin!, row.etaGivenAt!, now) : row.etaMin,
      etaSource: own ? 'master' : row.etaMin !== null ? 'model' : null,
      masterPosition:
        row.masterLatitude !== null && row.masterLongitude !== null
          ? { latitude: row.masterLatitude, longitude: row.masterLongitude }
          : null,
      destination:
        row.destLatitude !== null && row.destLongitude !== null
          ? { latitude: row.destLatitude, longitude: row.destLongitude }
          : null,
    };
  }
  return {
    ...base,
    ...none,
    ...noEta,
    stage: 'accepted',
    master,
    distanceMeters: clientDistanceBand(row.offerDistanceM),
  };
}

// The journeys of these tasks the viewer may see (by task id; absent: none, or not theirs).
export async function readJourneys(db: Db, viewer: Viewer | null, taskIds: number[]): Promise<Map<number, Journey>> {
  const shown = new Map<number, Journey>();
  if (!viewer || !taskIds.length) return shown;
  const now = new Date();
  for (const row of await journeyRows(db, [...new Set(taskIds)])) {
    if (!seesJourney(row, viewer)) continue;
    const journey = journeyOfRow(row, now);
    if (journey) shown.set(row.id, journey);
  }
  return shown;
}

// A row that read JOURNEY_COLUMNS beside a task's view (task-view.ts TASK_VIEW_COLUMNS): the master's name
// is the view's.
export type JourneyViewRow = Omit<JourneyRow, 'masterName'> & { k_name: string | null };

// That row's journey, if the viewer may see it.
export function journeyOfViewRow(row: JourneyViewRow, viewer: Viewer | null): Journey | null {
  if (!seesJourney(row, viewer)) return null;
  return journeyOfRow({ ...row, masterName: row.k_name }, new Date());
}

export async function readJourney(db: Db, viewer: Viewer | null, taskId: number): Promise<Journey | null> {
  return (await readJourneys(db, viewer, [taskId])).get(taskId) ?? null;
}
