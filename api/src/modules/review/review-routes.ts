// docs/product.md §7 client reviews: send one for a completed task, read the review of a task.
import type { FastifyInstance } from 'fastify';
import type { Review } from '../../platform/db/generated/prisma/client';
import { parseId } from '../../platform/input/ids';
import { parseReview } from './review-input';
import { createReview, taskReviewId } from './reviews';
import { handle, ok, say, viewerOf } from '../../http/envelope';
import { bodyObject, pathParam } from '../../http/rest-input';

export function reviewJson(review: Review) {
  return {
    id: review.id,
    user_task_id: review.taskId,
    contract_id: review.contractId,
    rating: review.rating,
    comment: review.comment,
    state: review.state,
    createdAt: review.createdAt,
  };
}

export function reviewRoutes(app: FastifyInstance) {
  app.post(
    '/reviews',
    handle('REVIEW_SEND_FAILED', async (request) => {
      const body = bodyObject(request);
      const input = parseReview({
        userTaskId: body.user_task_id,
        contractId: body.contract_id,
        rating: body.rating,
        comment: body.comment,
      });
      const reviewId = await createReview(request.ctx.db, viewerOf(request), input);
      const review = await request.ctx.db.review.findUniqueOrThrow({ where: { id: reviewId } });
      return ok({ message: say(request, 'REVIEW_SENT'), data: reviewJson(review) });
    }),
  );

  app.get(
    '/tasks/:id/review',
    handle('DATA_LOAD_FAILED', async (request) => {
      const reviewId = await taskReviewId(request.ctx.db, viewerOf(request), parseId(pathParam(request, 'id')));
      const review = reviewId ? await request.ctx.db.review.findUniqueOrThrow({ where: { id: reviewId } }) : null;
      return ok({ data: review ? reviewJson(review) : null, message: review ? '' : say(request, 'REVIEW_NOT_FOUND') });
    }),
  );
}
