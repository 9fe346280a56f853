// What a task screen needs in one read: the task with its category, address, client, master and review,
// plus the masters' statistics in one more statement for any number of tasks.
import { isDeepStrictEqual } from 'node:util';
import { Prisma } from '../../platform/db/generated/prisma/client';
import type { Db } from '../../platform/db/client';
import { modelColumns, readRows } from '../../platform/db/raw-reads';
import { masterRatingsByUser, masterRatingsOf, ratingsOf, type Ratings, type StatsRow } from '../review';

export const taskViewInclude = {
  category: { select: { id: true, name: true, nameUz: true } },
  city: { select: { id: true, name: true, nameUz: true } },
  district: { select: { id: true, name: true, nameUz: true } },
  client: { select: { id: true, firstName: true, lastName: true, username: true } },
  contract: {
    select: { id: true, userId: true, name: true, phone: true, photoPath: true, user: { select: { username: true } } },
  },
  review: { select: { id: true } },
  photos: { select: { id: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.TaskInclude;

export type TaskView = Prisma.TaskGetPayload<{ include: typeof taskViewInclude }>;

export interface TaskViews {
  tasks: TaskView[];
  // by the master's user id: his review numbers (all his statistics when read with Prisma's include)
  masterStats: Map<number, Ratings>;
}

// One task's view, with its master's statistics, in one statement (the SQL below).
export async function loadTaskView(db: Db, taskId: number): Promise<TaskViews> {
  return readTaskViews(db, Prisma.sql`t.id = ${taskId}`, Prisma.sql`t.id`);
}

// Task views Prisma's include read (the admin's screens), with their masters' review numbers in one statement.
export async function withStats(db: Db, tasks: TaskView[]): Promise<TaskViews> {
  const masterStats = await masterRatingsByUser(
    db,
    tasks.flatMap((task) => (task.contract ? [task.contract.userId] : [])),
  );
  return { tasks, masterStats };
}

// --- the same view in SQL, for the screens read on every visit ---

// What taskViewInclude reads, as one statement's select list and FROM clause (the task as `t`, its contract
// as `k`): the task's columns under their own names, each relation's under a prefix, the master's review
// numbers as stats.reviews and stats.average, and how many open offers of the task the viewer (`viewerId`,
// a user id) holds, as Prisma's `_count.offers` of availableActions (a master may accept what is offered
// to him). A statement adds its WHERE, or joins these to what it reads
// first. `stats`: where those numbers come from (usta_master_stats where the statement also wants the
// tasks completed).
const VIEW_COLUMNS = Prisma.sql`${modelColumns('t', Prisma.TaskScalarFieldEnum)},
  cat.id AS "cat_id", cat.name AS "cat_name", cat."nameUz" AS "cat_nameUz",
  ci.name AS "ci_name", ci."nameUz" AS "ci_nameUz", di.name AS "di_name", di."nameUz" AS "di_nameUz",
  cu."firstName" AS "cu_firstName", cu."lastName" AS "cu_lastName", cu.username AS "cu_username",
  k.id AS "k_id", k."userId" AS "k_userId", k.name AS "k_name", k.phone AS "k_phone", k."photoPath" AS "k_photoPath",
  ku.username AS "ku_username", rv.id AS "rv_id",
  ARRAY(SELECT p.id FROM "TaskPhoto" p WHERE p."taskId" = t.id ORDER BY p.position, p.id) AS "photoIds",
  k."userId" AS "masterUserId", stats.reviews, stats.average`;
export const taskViewColumns = (viewerId = 0) => Prisma.sql`${VIEW_COLUMNS},
  (SELECT count(*) FROM "TaskOffer" o JOIN "Contract" oc ON oc.id = o."contractId"
    WHERE o."taskId" = t.id AND o.state = 'pending' AND oc."userId" = ${viewerId})::int AS "viewerOffers"`;

export const taskViewFrom = (stats = masterRatingsOf(Prisma.sql`k."userId"`)) => Prisma.sql`"Task" t
  LEFT JOIN "Category" cat ON cat.id = t."categoryId"
  JOIN "City" ci ON ci.id = t."cityId"
  JOIN "District" di ON di.id = t."districtId"
  JOIN "User" cu ON cu.id = t."clientId"
  LEFT JOIN "Contract" k ON k.id = t."contractId"
  LEFT JOIN "User" ku ON ku.id = k."userId"
  LEFT JOIN "Review" rv ON rv."taskId" = t.id
  CROSS JOIN LATERAL ${stats}`;

export type TaskViewRow = Record<string, unknown> & { masterUserId: number | null } & Omit<
    StatsRow,
    'userId' | 'completed'
  >;

const TASK_FIELDS = Object.values(Prisma.TaskScalarFieldEnum);

// A row of taskViewColumns as the TaskView Prisma's include returns (tests compare the two). Built field by
// field: a list reads it for every task.
export function taskViewOfRow(row: TaskViewRow): TaskView {
  const task: Record<string, unknown> = {};
  for (const field of TASK_FIELDS) task[field] = row[field];
  task.category = row.cat_id === null ? null : { id: row.cat_id, name: row.cat_name, nameUz: row.cat_nameUz };
  task.city = { id: row.cityId, name: row.ci_name, nameUz: row.ci_nameUz };
  task.district = { id: row.districtId, name: row.di_name, nameUz: row.di_nameUz };
  task.client = { id: row.clientId, firstName: row.cu_firstName, lastName: row.cu_lastName, username: row.cu_username };
  task.contract =
    row.k_id === null
      ? null
      : {
          id: row.k_id,
          userId: row.k_userId,
          name: row.k_name,
          phone: row.k_phone,
          photoPath: row.k_photoPath,
          user: { username: row.ku_username },
        };
  task.review = row.rv_id === null ? null : { id: row.rv_id };
  task.photos = (row.photoIds as string[]).map((id) => ({ id }));
  task._count = { offers: row.viewerOffers };
  return task as unknown as TaskView;
}

// Rows of taskViewColumns as TaskViews (rows without a task, id null, are skipped).
export function taskViewsOfRows(rows: TaskViewRow[]): TaskViews {
  const tasks: TaskView[] = [];
  const masterStats = new Map<number, Ratings>();
  for (const row of rows) {
    if (row.id === null) continue;
    const task = taskViewOfRow(row);
    tasks.push(task);
    if (task.contract) masterStats.set(task.contract.userId, ratingsOf(row));
  }
  return { tasks, masterStats };
}

// The views of the tasks `where` selects (a condition on `t`), in `orderBy`'s order, in one statement.
export async function readTaskViews(db: Db, where: Prisma.Sql, orderBy: Prisma.Sql, viewerId = 0): Promise<TaskViews> {
  return taskViewsOfRows(
    await readRows<TaskViewRow>(
      db,
      Prisma.sql`SELECT ${taskViewColumns(viewerId)} FROM ${taskViewFrom()} WHERE ${where} ORDER BY ${orderBy}`,
    ),
  );
}

// --- which GraphQL selections the SQL view answers ---

type Holds = { [field: string]: true | Holds };

// What the view holds of each relation of the task; `whole`: every column (a relation asked as `true`).
const VIEW_HOLDS: Record<string, { holds: Holds; whole: boolean }> = {
  category: { holds: { id: true, name: true, nameUz: true }, whole: false },
  city: { holds: { id: true, name: true, nameUz: true }, whole: false },
  district: { holds: { id: true, name: true, nameUz: true }, whole: false },
  client: { holds: { id: true, firstName: true, lastName: true, username: true }, whole: false },
  contract: {
    holds: { id: true, userId: true, name: true, phone: true, photoPath: true, user: { username: true } },
    whole: false,
  },
  review: { holds: { id: true }, whole: false },
  photos: { holds: { id: true }, whole: false },
};
const PHOTO_ORDER = JSON.stringify(taskViewInclude.photos.orderBy);
// the one count the view holds: the viewer's open offers of the task (availableActions' select)
const viewerOffersCount = (viewerId: number) => ({
  select: { offers: { where: { state: 'pending', contract: { userId: viewerId } } } },
});

function selects(holds: Holds, value: unknown, relation?: string): boolean {
  if (!value || typeof value !== 'object') return false;
  const { select, orderBy, ...rest } = value as { select?: Record<string, unknown>; orderBy?: unknown };
  // a filter, a page, a count or an include is not what the view read
  if (!select || Object.keys(rest).length) return false;
  if (orderBy !== undefined && !(relation === 'photos' && JSON.stringify(orderBy) === PHOTO_ORDER)) return false;
  return Object.entries(select).every(([field, asked]) => {
    const held = holds[field];
    if (held === undefined) return false;
    return held === true ? asked === true : selects(held, asked);
  });
}

// Whether the SQL view (readTaskViews, loadTaskView) answers a Prisma query of tasks as Pothos builds it
// from a GraphQL selection: any of the task's columns, and of its relations no more than the view holds.
// The task screens' own selections are answered so; any other (offers, counts, the admin's details) goes
// to Prisma with the query as it is.
export function viewAnswers(query: object, viewerId = 0): boolean {
  const { include, select, ...extra } = query as { include?: object; select?: object };
  const asked = { ...include, ...select };
  if (Object.keys(extra).length) return false;
  return Object.entries(asked).every(([field, value]) => {
    if ((TASK_FIELDS as string[]).includes(field)) return value === true;
    if (field === '_count') return isDeepStrictEqual(value, viewerOffersCount(viewerId));
    const relation = VIEW_HOLDS[field];
    if (!relation) return false;
    return value === true ? relation.whole : selects(relation.holds, value, field);
  });
}
