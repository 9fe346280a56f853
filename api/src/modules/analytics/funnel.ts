// How far the window's tasks got and how long it took: the funnel, the waits, and both per day or week.
import { Prisma } from '../../platform/db/generated/prisma/client';
import { ValidationError } from '../../platform/errors';
import {
  ACCEPTED,
  ACCEPT_SECONDS,
  AnalyticsScope,
  COMPLETED,
  COMPLETE_SECONDS,
  Durations,
  FUNNEL_COLUMNS,
  Funnel,
  TASKS,
  percentiles,
  read,
  taskWhere,
} from './scope';

function funnelOf(row: Funnel): Funnel {
  return {
    created: row.created,
    offered: row.offered,
    accepted: row.accepted,
    completed: row.completed,
    reviewed: row.reviewed,
    cancelled: row.cancelled,
    expired: row.expired,
    rejected: row.rejected,
  };
}

function durationsOf(count: number, values: number[] | null): Durations {
  const round = (value: number | undefined) =>
    value === undefined || value === null ? null : Math.round(value * 1000) / 1000;
  return { count, p50: round(values?.[0]), p90: round(values?.[1]), p99: round(values?.[2]) };
}

export async function funnel({ snapshot, filter }: AnalyticsScope): Promise<Funnel> {
  const [row] = await read<Funnel>(
    snapshot,
    Prisma.sql`SELECT ${FUNNEL_COLUMNS} FROM ${TASKS} WHERE ${taskWhere(filter)}`,
  );
  return funnelOf(row);
}

export async function timeToAccept({ snapshot, filter }: AnalyticsScope): Promise<Durations> {
  const [row] = await read<{ count: number; values: number[] | null }>(
    snapshot,
    Prisma.sql`
      SELECT count(*) FILTER (WHERE ${ACCEPTED})::int AS count,
        ${percentiles(ACCEPT_SECONDS, ACCEPTED)} AS values
      FROM ${TASKS} WHERE ${taskWhere(filter)}`,
  );
  return durationsOf(row.count, row.values);
}

export async function timeToComplete({ snapshot, filter }: AnalyticsScope): Promise<Durations> {
  const [row] = await read<{ count: number; values: number[] | null }>(
    snapshot,
    Prisma.sql`
      SELECT count(*) FILTER (WHERE ${COMPLETED})::int AS count,
        ${percentiles(COMPLETE_SECONDS, COMPLETED)} AS values
      FROM ${TASKS} WHERE ${taskWhere(filter)}`,
  );
  return durationsOf(row.count, row.values);
}

export type SeriesInterval = 'DAY' | 'WEEK';
export const MAX_BUCKETS = 1000;

export interface SeriesPoint {
  start: Date;
  funnel: Funnel;
  timeToAccept: Durations;
}

const DAY_MS = 86_400_000;

// The start (UTC) of the day or ISO week (Monday) holding `date`, as PostgreSQL's date_trunc.
export function bucketStart(date: Date, interval: SeriesInterval): Date {
  const day = Math.floor(date.getTime() / DAY_MS) * DAY_MS;
  if (interval === 'DAY') return new Date(day);
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - weekday * DAY_MS);
}

// One point per day or week from the window's start to its end (or the first to the last task when
// open), empty ones included so a chart's axis is even.
export async function series({ snapshot, filter }: AnalyticsScope, interval: SeriesInterval): Promise<SeriesPoint[]> {
  const unit = interval === 'DAY' ? 'day' : 'week';
  const step = interval === 'DAY' ? DAY_MS : 7 * DAY_MS;
  if (filter.from && filter.to) {
    const buckets = (bucketStart(filter.to, interval).getTime() - bucketStart(filter.from, interval).getTime()) / step;
    if (buckets > MAX_BUCKETS) throw ValidationError.fromFields({ interval: ['ANALYTICS_TOO_MANY_BUCKETS'] });
  }
  const rows = await read<Funnel & { start: Date; acceptCount: number; values: number[] | null }>(
    snapshot,
    Prisma.sql`
      SELECT date_trunc(${unit}, t."createdAt") AS start, ${FUNNEL_COLUMNS},
        ${percentiles(ACCEPT_SECONDS, ACCEPTED)} AS values
      FROM ${TASKS} WHERE ${taskWhere(filter)}
      GROUP BY 1 ORDER BY 1`,
  );
  const byStart = new Map(rows.map((row) => [new Date(row.start).getTime(), row]));
  const first = filter.from ? bucketStart(filter.from, interval) : rows.length ? new Date(rows[0].start) : null;
  // `to` is exclusive: a window ending at midnight has no point for the day that starts then
  const last = filter.to
    ? bucketStart(new Date(filter.to.getTime() - 1), interval)
    : rows.length
      ? new Date(rows[rows.length - 1].start)
      : null;
  if (!first || !last) return [];
  if ((last.getTime() - first.getTime()) / step > MAX_BUCKETS)
    throw ValidationError.fromFields({ interval: ['ANALYTICS_TOO_MANY_BUCKETS'] });
  const points: SeriesPoint[] = [];
  const empty: Funnel = funnelOf({
    created: 0,
    offered: 0,
    accepted: 0,
    completed: 0,
    reviewed: 0,
    cancelled: 0,
    expired: 0,
    rejected: 0,
  });
  for (let at = first.getTime(); at <= last.getTime(); at += step) {
    const row = byStart.get(at);
    points.push({
      start: new Date(at),
      funnel: row ? funnelOf(row) : empty,
      timeToAccept: row ? durationsOf(row.accepted, row.values) : durationsOf(0, null),
    });
  }
  return points;
}
