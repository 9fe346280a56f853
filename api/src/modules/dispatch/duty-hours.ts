// Who is on duty for a task (docs/product.md "On duty and working hours"): on duty, and within his working
// hours when he keeps any. onDutySql is the one statement of "eligible on duty" that every dispatch path
// reads (the waves, the admin's assign list, a master coming on duty).
import { Prisma } from '../../platform/db/generated/prisma/client';

// Tashkent is UTC+5 all year: working hours are in its time
export const TASHKENT_OFFSET_MIN = 300;
export const MINUTES_PER_DAY = 1440;

// one entry of a master's hours: a weekday (1 = Monday .. 7 = Sunday) and [fromMin, toMin) in minutes
// since midnight, Tashkent time
export interface WorkingHours {
  weekday: number;
  fromMin: number;
  toMin: number;
}

// "09:00" for 540; 1440 (the end of a day) is "24:00"
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

// The moment in Tashkent time as a weekday (1..7) and minutes since its midnight.
export function tashkentClock(at: Date): { weekday: number; minute: number } {
  const local = new Date(at.getTime() + TASHKENT_OFFSET_MIN * 60_000);
  return { weekday: ((local.getUTCDay() + 6) % 7) + 1, minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

// The task's time as intervals of Tashkent weekdays (wd, f, t: minutes [f, t)): for "as soon as possible"
// the minute `at`, for today the rest of today, for tomorrow the whole of tomorrow, for a window the window.
function taskTimeSql(taskId: number, at: Date): Prisma.Sql {
  const local = Prisma.sql`(${at}::timestamp + interval '${Prisma.raw(String(TASHKENT_OFFSET_MIN))} minutes')`;
  const shift = Prisma.raw(`interval '${TASHKENT_OFFSET_MIN} minutes'`);
  const minuteOf = (x: Prisma.Sql) => Prisma.sql`(extract(hour FROM ${x}) * 60 + extract(minute FROM ${x}))::int`;
  return Prisma.sql`SELECT extract(isodow FROM g.d)::int AS wd,
      CASE WHEN g.d = date_trunc('day', w.s) THEN ${minuteOf(Prisma.sql`w.s`)} ELSE 0 END AS f,
      CASE WHEN g.d = date_trunc('day', w.e) THEN ${minuteOf(Prisma.sql`w.e`)} ELSE ${MINUTES_PER_DAY} END AS t
    FROM (SELECT
        CASE t."when" WHEN 'window' THEN t."scheduledFrom" + ${shift}
          WHEN 'tomorrow' THEN date_trunc('day', ${local}) + interval '1 day' ELSE ${local} END AS s,
        CASE t."when" WHEN 'window' THEN t."scheduledTo" + ${shift}
          WHEN 'tomorrow' THEN date_trunc('day', ${local}) + interval '2 days'
          WHEN 'today' THEN date_trunc('day', ${local}) + interval '1 day'
          ELSE ${local} + interval '1 minute' END AS e
      FROM "Task" t WHERE t.id = ${taskId}) w,
      generate_series(date_trunc('day', w.s), date_trunc('day', w.e), interval '1 day') AS g(d)`;
}

// Eligible on duty: the master (the contract aliased c) is on duty and keeps no hours, or his hours meet the
// task's time (taskTimeSql). A condition for the WHERE of a statement over contracts.
export function onDutySql(taskId: number, at: Date): Prisma.Sql {
  return Prisma.sql`c."onDuty" AND (
    NOT EXISTS (SELECT 1 FROM "ContractHours" h WHERE h."contractId" = c.id)
    OR EXISTS (SELECT 1 FROM "ContractHours" h JOIN (${taskTimeSql(taskId, at)}) n
      ON h.weekday = n.wd AND n.f < n.t AND h."fromMin" < n.t AND h."toMin" > n.f
      WHERE h."contractId" = c.id))`;
}

// The first moment after `after` at which one of these entries begins (within a week); null: none.
export function nextHoursStart(hours: WorkingHours[], after: Date): Date | null {
  const { weekday, minute } = tashkentClock(after);
  let best: number | null = null;
  for (const entry of hours) {
    let days = (entry.weekday - weekday + 7) % 7;
    if (days === 0 && entry.fromMin <= minute) days = 7;
    const ahead = days * MINUTES_PER_DAY + entry.fromMin - minute;
    if (best === null || ahead < best) best = ahead;
  }
  if (best === null) return null;
  const startOfMinute = Math.floor(after.getTime() / 60_000) * 60_000;
  return new Date(startOfMinute + best * 60_000);
}
