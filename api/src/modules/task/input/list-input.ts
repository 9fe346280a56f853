// The filters of the admin lists (tasks, reviews, the audit log) as the REST query strings and the GraphQL
// arguments give them. A list's filters are checked one after another and the first bad one is refused
// alone (page numbers first), as the lists always answered.
import { z } from 'zod';
import { TaskStatus, type ReviewState } from '../../../platform/db/generated/prisma/client';
import type { AdminTaskFilter } from '../admin-task-reads';
import type { AuditFilters } from '../../audit/audit';
import { REVIEW_STATE_CODES, type ReviewFilters } from '../../review/review-moderation';
import { ACTIVE_STATUSES } from '../../lifecycle/task-status';
import { blankOr, filterText, optionalId, wholeIn } from '../../../platform/input/fields';
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
  const categoryId = parseOrThrow(taskFilterId, raw.categoryId, 'category_id');
  const cityId = parseOrThrow(taskFilterId, raw.cityId, 'city_id');
  const search = filterText(200).parse(raw.search);
  return { page, statuses, categoryId, cityId, search };
}

const REVIEW_STATES = Object.keys(REVIEW_STATE_CODES) as [ReviewState, ...ReviewState[]];

const reviewState = blankOr(
  z
    .unknown()
    .transform(String)
    .pipe(z.enum(REVIEW_STATES, { error: 'MODERATION_STATE_INVALID' })),
);

const reviewRating = blankOr(wholeIn(1, 5, 'MODERATION_RATING_INVALID'));

export interface ReviewQueryInput {
  state?: unknown;
  contractId?: unknown;
  rating?: unknown;
  page?: unknown;
  perPage?: unknown;
}

// The moderation list's filters: a review state, a master's application, a rating from 1 to 5.
export function parseReviewFilters(raw: ReviewQueryInput): ReviewFilters {
  const page = parsePage(raw);
  const state = parseOrThrow(reviewState, raw.state, 'state');
  const contractId = parseOrThrow(optionalId(), raw.contractId, 'contract_id');
  const rating = parseOrThrow(reviewRating, raw.rating, 'rating');
  return { page, state, contractId, rating };
}

export interface AuditQueryInput {
  entity?: unknown;
  entityId?: unknown;
  action?: unknown;
  actorUserId?: unknown;
  page?: unknown;
  perPage?: unknown;
}

// The audit log's filters: an entity's name and id, an action (or a family of them, `task.`), an actor.
export function parseAuditFilters(raw: AuditQueryInput): AuditFilters {
  const page = parsePage(raw);
  const entity = filterText().parse(raw.entity);
  const entityId = parseOrThrow(optionalId(), raw.entityId, 'entity_id');
  const action = filterText().parse(raw.action);
  const actorUserId = parseOrThrow(optionalId(), raw.actorUserId, 'actor_user_id');
  return { page, entity, entityId, action, actorUserId };
}
