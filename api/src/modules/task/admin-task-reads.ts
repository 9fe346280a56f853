// What an admin reads of client tasks: the list's filters and order, a task's existence, and the history and
// offers shown beside it.
import type { Prisma, TaskStatus } from '../../platform/db/generated/prisma/client';
import type { Db } from '../../platform/db/client';
import { requireAdminReader } from '../../platform/access';
import type { Viewer } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import type { PageRequest } from '../../platform/paging';

// The list's filters, parsed at the edge (modules/task/input/list-input.ts); absent: no filter.
export interface AdminTaskFilter {
  page: PageRequest;
  statuses?: TaskStatus[];
  categoryId?: number;
  cityId?: number;
  // trimmed, at most 200 characters
  search?: string;
}

// a search of digits only that fits an int4 id names a task
const taskIdSearched = (search: string) =>
  /^[1-9]\d{0,9}$/.test(search) && Number(search) <= 2147483647 ? Number(search) : null;

// `search` matches the text, contacts, the client's name and, for a number, the task id.
export function adminTaskQuery(
  viewer: Viewer | null,
  filter: AdminTaskFilter,
): { where: Prisma.TaskWhereInput; page: PageRequest } {
  requireAdminReader(viewer);
  const where: Prisma.TaskWhereInput = {};
  if (filter.statuses) where.status = { in: filter.statuses };
  if (filter.categoryId) where.categoryId = filter.categoryId;
  if (filter.cityId) where.cityId = filter.cityId;
  const search = filter.search ?? '';
  if (search) {
    const contains = { contains: search, mode: 'insensitive' as const };
    const id = taskIdSearched(search);
    where.OR = id
      ? // a number is a task id, or a piece of a phone number once it is long enough to mean one
        [{ id }, ...(search.length >= 4 ? [{ phone: { contains: search } }] : [])]
      : [
          { text: contains },
          { phone: { contains: search } },
          { tgUsername: contains },
          { client: { OR: [{ firstName: contains }, { lastName: contains }, { username: contains }] } },
        ];
  }
  return { where, page: filter.page };
}

export const ADMIN_ORDER: Prisma.TaskOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

export async function assertTaskExists(db: Db, viewer: Viewer | null, taskId: number): Promise<void> {
  requireAdminReader(viewer);
  if (!(await db.task.count({ where: { id: taskId } }))) throw new NotFoundError('TASK_NOT_FOUND');
}

// The history and offers an admin sees beside the task.
export const adminDetailsInclude = {
  statusChanges: {
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: {
      actor: { select: { id: true, firstName: true, lastName: true, username: true } },
      cancelReason: { select: { id: true, name: true, code: true } },
    },
  },
  offers: { orderBy: { id: 'asc' }, include: { contract: { select: { id: true, name: true, userId: true } } } },
  cancelReason: { select: { id: true, name: true, code: true } },
} satisfies Prisma.TaskInclude;
