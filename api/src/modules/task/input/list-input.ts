// The admin task list's filters as the REST query strings and the GraphQL arguments give them. A list's
// filters are checked one after another and the first bad one is refused alone (page numbers first), as the
// lists always answered (the reviews' and the audit log's filters: review/review-filter-input.ts,
// audit/audit-input.ts).
import { z } from 'zod';
import { TaskStatus } from '../../../platform/db/generated/prisma/client';
import type { AdminTaskFilter } from '../admin-task-reads';
import { ACTIVE_STATUSES } from '../../lifecycle';
import { blankOr, filterText, optionalId } from '../../../platform/input/fields';
import { parsePage } from '../../../platform/input/paging';
import { parseOrThrow } from '../../../platform/input/parse';

const TASK_STATUSES = Object.values(TaskStatus);

// one status, a comma list (a repeated query key counts as one), or `active` (docs/product.md §4's active statuses)
const taskStatuses = blankOr(
  z.unknown().transform((value, ctx) => {
    const raw = String(value).trim();
    const statuses = raw === 'active' ? ACTIVE_STATUSES : raw.split(',').map((part) => part.trim());
    if (statuses.every((status) => (TASK_STATUSES as string[]).includes(status))) return statuses as TaskStatus[];
    ctx.issues.push({ code: 'custom', message: 'ADMIN_TASK_INVALID_STATUS', input: value });
    return z.NEVER;
  }),
);

const taskFilterId = optionalId('ADMIN_TASK_INVALID_FILTER');

export interface AdminTaskQueryInput {
  page?: unknown;
  perPage?: unknown;
  status?: unknown;
  categoryId?: unknown;
  cityId?: unknown;
  search?: unknown;
}

// The admin task list's filters: `status` is one status, a comma list, or `active`; `search` is at most 200
// characters.
export function parseAdminTaskFilter(raw: AdminTaskQueryInput): AdminTaskFilter {
  const page = parsePage(raw);
  const statuses = parseOrThrow(taskStatuses, raw.status, 'status');
  const categoryId = parseOrThrow(taskFilterId, raw.categoryId, 'categoryId');
  const cityId = parseOrThrow(taskFilterId, raw.cityId, 'cityId');
  const search = filterText(200).parse(raw.search);
  return { page, statuses, categoryId, cityId, search };
}
