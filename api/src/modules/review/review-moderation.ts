// Review moderation (docs/product.md §6: approving or rejecting a review is an admin action). A client's review is
// stored pending; it counts in the master's rating only once approved.
import type { Db } from '../../platform/db/client';
import type { Language, Prisma, ReviewState } from '../../platform/db/generated/prisma/client';
import { translate } from '../../platform/i18n';
import { requireAdminReader, requireAdminWriter } from '../../platform/access';
import { recordAudit } from '../audit';
import type { Viewer } from '../../platform/context';
import { ConflictError, NotFoundError, type MessageCode } from '../../platform/errors';
import { enqueueNotification } from '../notification';
import type { PageRequest } from '../../platform/paging';

// the catalogue's label of each state
export const REVIEW_STATE_CODES = {
  pending: 'REVIEW_STATE_PENDING',
  approved: 'REVIEW_STATE_APPROVED',
  rejected: 'REVIEW_STATE_REJECTED',
} as const satisfies Record<ReviewState, MessageCode>;

export const REVIEW_INCLUDE = {
  task: { select: { id: true, text: true, status: true, createdAt: true } },
  contract: { select: { id: true, name: true, userId: true } },
  client: true,
  moderatedBy: true,
} satisfies Prisma.ReviewInclude;

export type ModeratedReview = Prisma.ReviewGetPayload<{ include: typeof REVIEW_INCLUDE }>;

// The list's filters, parsed at the edge (modules/task/input/list-input.ts); absent: no filter.
export interface ReviewFilters {
  page: PageRequest;
  state?: ReviewState;
  contractId?: number;
  // 1 to 5
  rating?: number;
}

export interface ReviewListQuery {
  where: Prisma.ReviewWhereInput;
  orderBy: Prisma.ReviewOrderByWithRelationInput[];
  page: PageRequest;
}

export function reviewListQuery(viewer: Viewer | null, filters: ReviewFilters): ReviewListQuery {
  requireAdminReader(viewer);
  const where: Prisma.ReviewWhereInput = {};
  if (filters.state) where.state = filters.state;
  if (filters.contractId) where.contractId = filters.contractId;
  if (filters.rating) where.rating = filters.rating;
  // oldest pending first would hide new ones behind a backlog: newest first, as every admin list
  return { where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], page: filters.page };
}

export async function getReview(db: Db, viewer: Viewer | null, id: number): Promise<ModeratedReview> {
  requireAdminReader(viewer);
  const review = await db.review.findUnique({ where: { id }, include: REVIEW_INCLUDE });
  if (!review) throw new NotFoundError('REVIEW_NOT_FOUND');
  return review;
}

// A conditional update on the state decides a race between two admins; the loser is told what happened.
async function moderate(db: Db, viewer: Viewer, id: number, to: 'approved' | 'rejected'): Promise<ModeratedReview> {
  requireAdminWriter(viewer);
  const from: ReviewState[] = to === 'approved' ? ['pending', 'rejected'] : ['pending', 'approved'];
  return db.$transaction(async (tx) => {
    // two admins deciding at once queue here, so the audit row's `from` is the state really replaced
    await tx.$queryRaw`SELECT id FROM "Review" WHERE id = ${id} FOR UPDATE`;
    const before = await tx.review.findUnique({ where: { id }, select: { state: true } });
    if (!before) throw new NotFoundError('REVIEW_NOT_FOUND');
    const { count } = await tx.review.updateMany({
      where: { id, state: { in: from } },
      data: { state: to, moderatedById: viewer.user.id, moderatedAt: new Date() },
    });
    if (count === 0) {
      throw new ConflictError(to === 'approved' ? 'MODERATION_ALREADY_APPROVED' : 'MODERATION_ALREADY_REJECTED');
    }
    const review = await tx.review.findUniqueOrThrow({ where: { id }, include: REVIEW_INCLUDE });
    await recordAudit(tx, viewer.user.id, to === 'approved' ? 'review.approve' : 'review.reject', 'Review', id, {
      from: before.state,
      to,
      taskId: review.taskId,
      contractId: review.contractId,
      rating: review.rating,
    });
    if (to === 'approved') {
      await enqueueNotification(tx, review.contract.userId, 'review_published', {
        reviewId: id,
        rating: review.rating,
      });
    }
    return review;
  });
}

export function approveReview(db: Db, viewer: Viewer, id: number) {
  return moderate(db, viewer, id, 'approved');
}

export function rejectReview(db: Db, viewer: Viewer, id: number) {
  return moderate(db, viewer, id, 'rejected');
}

// a review state's label in the viewer's language, for both faces
export function reviewStateLabel(state: ReviewState, language: Language = 'ru'): string {
  return translate(language, REVIEW_STATE_CODES[state]);
}
