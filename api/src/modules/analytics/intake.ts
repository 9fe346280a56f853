// What the bot in groups did over the window (docs/product.md, "The bot in groups"): read from the
// per-group daily counters (modules/intake), the only trace it keeps. A day counts when it starts inside
// [from, to) or is the day `from` falls in; the filter's city, district and category do not apply (a group
// message has none of them until it becomes a task).
import { Prisma } from '../../platform/db/generated/prisma/client';
import { read, type AnalyticsScope } from './scope';

export interface IntakeFigures {
  // groups the bot read at least one message in
  groups: number;
  messagesRead: number;
  // requests it answered
  replies: number;
  // tasks created from its links
  tasksCreated: number;
}

const utc = (date: Date) => Prisma.sql`(${date.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

export async function intakeFigures({ snapshot, filter }: AnalyticsScope): Promise<IntakeFigures> {
  const conditions: Prisma.Sql[] = [Prisma.sql`true`];
  if (filter.from) conditions.push(Prisma.sql`d."day" >= date_trunc('day', ${utc(filter.from)})`);
  if (filter.to) conditions.push(Prisma.sql`d."day" < ${utc(filter.to)}`);
  const [row] = await read<IntakeFigures>(
    snapshot,
    Prisma.sql`
      SELECT count(DISTINCT d."chatId")::int AS groups,
        coalesce(sum(d."messagesRead"), 0)::int AS "messagesRead",
        coalesce(sum(d."replies"), 0)::int AS replies,
        coalesce(sum(d."tasksCreated"), 0)::int AS "tasksCreated"
      FROM "IntakeDaily" d WHERE ${Prisma.join(conditions, ' AND ')}`,
  );
  return row ?? { groups: 0, messagesRead: 0, replies: 0, tasksCreated: 0 };
}
