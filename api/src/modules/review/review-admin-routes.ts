// docs/product.md §7 admin reviews: the moderation list, one review in `data`, approve and reject.
import type { FastifyInstance } from 'fastify';
import { pageMeta } from '../../platform/paging';
import { parseReviewFilters } from './review-filter-input';
import { parseId } from '../../platform/input/ids';
import {
  approveReview,
  getReview,
  rejectReview,
  REVIEW_INCLUDE,
  reviewListQuery,
  type ModeratedReview,
} from './review-moderation';
import { displayName } from '../../platform/i18n/person-name';
import { reviewStateLabel } from './review-moderation';
import type { Language } from '../../platform/i18n/language';
import { handle, ok, requestLanguage, say, viewerOf } from '../../http/envelope';
import { reviewJson } from './review-routes';
import { pathParam, queryParams } from '../../http/rest-input';

export function reviewView(review: ModeratedReview, language: Language = 'ru') {
  return {
    ...reviewJson(review),
    state_label: reviewStateLabel(review.state, language),
    moderatedAt: review.moderatedAt,
    task: { id: review.task.id, text: review.task.text, status: review.task.status, createdAt: review.task.createdAt },
    master: { contract_id: review.contract.id, name: review.contract.name },
    client: { id: review.client.id, name: displayName(review.client), username: review.client.username },
    moderatedBy: review.moderatedBy ? { id: review.moderatedBy.id, name: displayName(review.moderatedBy) } : null,
  };
}

export function adminReviewRoutes(app: FastifyInstance) {
  app.get(
    '/reviews',
    handle('MODERATION_LOAD_FAILED', async (request) => {
      const query = queryParams(request);
      const filters = parseReviewFilters({
        state: query.state ?? query.status,
        contractId: query.contract_id ?? query.contract,
        rating: query.rating,
        page: query.page,
        perPage: query.per_page,
      });
      const { where, orderBy, page } = reviewListQuery(viewerOf(request), filters);
      const { db } = request.ctx;
      const [rows, total] = await Promise.all([
        db.review.findMany({ where, orderBy, skip: page.skip, take: page.take, include: REVIEW_INCLUDE }),
        db.review.count({ where }),
      ]);
      return ok({ data: rows.map((row) => reviewView(row, requestLanguage(request))), meta: pageMeta(page, total) });
    }),
  );

  app.get(
    '/reviews/:id',
    handle('MODERATION_LOAD_FAILED', async (request) => {
      const review = await getReview(request.ctx.db, viewerOf(request), parseId(pathParam(request, 'id')));
      return ok({ data: reviewView(review, requestLanguage(request)) });
    }),
  );

  app.post(
    '/reviews/:id/approve',
    handle('MODERATION_APPROVE_FAILED', async (request) => {
      const review = await approveReview(request.ctx.db, viewerOf(request), parseId(pathParam(request, 'id')));
      return ok({ message: say(request, 'MODERATION_APPROVED'), data: reviewView(review, requestLanguage(request)) });
    }),
  );

  app.post(
    '/reviews/:id/reject',
    handle('MODERATION_REJECT_FAILED', async (request) => {
      const review = await rejectReview(request.ctx.db, viewerOf(request), parseId(pathParam(request, 'id')));
      return ok({ message: say(request, 'MODERATION_REJECTED'), data: reviewView(review, requestLanguage(request)) });
    }),
  );
}
