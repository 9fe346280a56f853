// Client reviews of a completed task (docs/product.md §5): one per task, stored pending until an admin approves it.
import { LIMITS } from '@usta/rules';
import type { Db } from '../../platform/db/client';
import { readsAsAdmin } from '../../platform/access';
import type { Viewer } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/errors';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { statusAllows } from '../lifecycle';

export const RATING_MIN = LIMITS.ratingMin;
export const RATING_MAX = LIMITS.ratingMax;
export const COMMENT_MAX = LIMITS.reviewCommentMax;

// A review as the edge parsed it (modules/review/review-input.ts): the rating and comment are checked there; the ids are
// null when none was given (or not an id), which the checks below answer in their order.
export interface ReviewInput {
  userTaskId: number | null;
  contractId: number | null;
  // RATING_MIN to RATING_MAX
  rating: number;
  // trimmed, at most COMMENT_MAX characters; empty: no comment
  comment: string;
}

export async function createReview(db: Db, viewer: Viewer, input: ReviewInput): Promise<number> {
  const { userTaskId: taskId, contractId, rating, comment } = input;
  const task = taskId
    ? await db.task.findFirst({
        where: { id: taskId, clientId: viewer.user.id },
        select: { id: true, status: true, contractId: true, review: { select: { id: true } } },
      })
    : null;
  if (!task) throw new NotFoundError('REVIEW_TASK_NOT_FOUND');
  if (!statusAllows('review', task.status)) throw new ConflictError('REVIEW_NOT_COMPLETED');
  if (task.contractId === null)
    throw new ValidationError('REVIEW_MASTER_NOT_FOUND', { contractId: ['REVIEW_MASTER_NOT_FOUND'] });
  if (!contractId)
    throw new ValidationError('REVIEW_CONTRACT_ID_MISSING', { contractId: ['REVIEW_CONTRACT_ID_MISSING'] });
  if (contractId !== task.contractId) {
    throw new ValidationError('REVIEW_CONTRACT_MISMATCH', { contractId: ['REVIEW_CONTRACT_MISMATCH'] });
  }
  if (task.review) throw new ConflictError('REVIEW_DUPLICATE');
  try {
    const review = await db.review.create({
      data: {
        taskId: task.id,
        contractId,
        clientId: viewer.user.id,
        rating,
        comment: comment || null,
        state: 'pending',
      },
      select: { id: true },
    });
    return review.id;
  } catch (error) {
    // two submissions at once: the unique index on taskId lets one through
    if (isUniqueViolation(error)) throw new ConflictError('REVIEW_DUPLICATE');
    throw error;
  }
}

// The review of the client's own task, or null when none was written yet.
export async function taskReviewId(db: Db, viewer: Viewer, taskId: number): Promise<number | null> {
  const task = await db.task.findFirst({
    where: readsAsAdmin(viewer) ? { id: taskId } : { id: taskId, clientId: viewer.user.id },
    select: { review: { select: { id: true } } },
  });
  if (!task) throw new NotFoundError('TASK_NOT_FOUND');
  return task.review?.id ?? null;
}
