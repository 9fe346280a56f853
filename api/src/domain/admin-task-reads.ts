// What an admin reads of client tasks: the list's filters and order, a task's existence, and the history and
// offers shown beside it.
import { TaskStatus, type Prisma } from '../db/generated/prisma/client';
import type { Db } from '../db/client';
import { requireAdminReader } from './admin-access';
import type { Viewer } from './context';
import { NotFoundError, ValidationError } from './errors';
import { pageRequest, type PageRequest } from './paging';
import { ACTIVE_STATUSES } from './task-status';
import { idFrom } from './task-input';

export interface AdminTaskFilter {
  page?: unknown;
  perPage?: unknown;
  status?: unknown;
  categoryId?: unknown;
  cityId?: unknown;
  search?: unknown;
}

function blank(value: unknown) {
  return value === undefined || value === null || value === '';
}

function filterId(value: unknown, field: string): number | undefined {
  if (blank(value)) return undefined;
  const id = idFrom(value);
  if (!id) throw new ValidationError('ADMIN_TASK_INVALID_FILTER', { [field]: ['ADMIN_TASK_INVALID_FILTER'] });
  return id;
}

// `status` is one status, a comma list, or `active`; `search` matches the text, contacts, the client's
// name and, for a number, the task id.
export function adminTaskQuery(
  viewer: Viewer | null,
  filter: AdminTaskFilter,
): { where: Prisma.TaskWhereInput; page: PageRequest } {
  requireAdminReader(viewer);
  const page = pageRequest({ page: filter.page, perPage: filter.perPage });
  const where: Prisma.TaskWhereInput = {};
  if (!blank(filter.status)) {
    const raw = String(filter.status).trim();
    const statuses = raw === 'active' ? ACTIVE_STATUSES : raw.split(',').map((part) => part.trim());
    if (!statuses.every((status) => Object.hasOwn(TaskStatus, status))) {
      throw new ValidationError('ADMIN_TASK_INVALID_STATUS', { status: ['ADMIN_TASK_INVALID_STATUS'] });
    }
    where.status = { in: statuses as TaskStatus[] };
  }
  const categoryId = filterId(filter.categoryId, 'category_id');
  if (categoryId) where.categoryId = categoryId;
  const cityId = filterId(filter.cityId, 'city_id');
  if (cityId) where.cityId = cityId;
  const search = typeof filter.search === 'string' ? filter.search.trim().slice(0, 200) : '';
  if (search) {
    const contains = { contains: search, mode: 'insensitive' as const };
    const id = /^\d+$/.test(search) ? idFrom(search) : null;
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
  return { where, page };
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
