// What a task screen needs in one read: the task with its category, address, client, master and review,
// plus the masters' statistics in one more statement for any number of tasks.
import type { Prisma } from '../../platform/db/generated/prisma/client';
import type { Db } from '../../platform/db/client';
import { masterStatsByUser, type Stats } from '../review';

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
  // by the master's user id
  masterStats: Map<number, Stats>;
}

// `known`: master statistics already read with something else (a dashboard's ids), by user id.
export async function loadTaskViews(
  db: Db,
  where: Prisma.TaskWhereInput,
  orderBy?: Prisma.TaskOrderByWithRelationInput[],
  known?: Map<number, Stats>,
): Promise<TaskViews> {
  const tasks = await db.task.findMany({
    where,
    include: taskViewInclude,
    orderBy: orderBy ?? [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return withStats(db, tasks, known);
}

export async function loadTaskView(db: Db, taskId: number, known?: Map<number, Stats>): Promise<TaskViews> {
  return loadTaskViews(db, { id: taskId }, undefined, known);
}

export async function withStats(db: Db, tasks: TaskView[], known = new Map<number, Stats>()): Promise<TaskViews> {
  const missing = tasks.flatMap((task) =>
    task.contract && !known.has(task.contract.userId) ? [task.contract.userId] : [],
  );
  const read = await masterStatsByUser(db, missing);
  return { tasks, masterStats: new Map([...known, ...read]) };
}
