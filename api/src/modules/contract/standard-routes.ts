// The master's response standard over REST (docs/product.md §12): a thin adapter over
// modules/dispatch/master-standard.ts.
import type { FastifyInstance } from 'fastify';
import { myStandard, type MasterStandard } from '../dispatch';
import { handle, ok, viewerOf } from '../../http/envelope';

export function standardJson(standard: MasterStandard) {
  return {
    offers_count: standard.offersCount,
    answered_in_time_share: standard.answeredInTimeShare,
    accepted_share: standard.acceptedShare,
    cancelled_by_master_share: standard.cancelledByMasterShare,
    rating: standard.rating,
    reviews_count: standard.reviewsCount,
    top_usta: standard.topUsta,
    missing: standard.missing,
    unanswered_in_row: standard.unansweredInRow,
  };
}

export function standardRoutes(app: FastifyInstance) {
  app.get(
    '/master/standard',
    handle('DATA_LOAD_FAILED', async (request) =>
      ok({ data: standardJson(await myStandard(request.ctx, viewerOf(request))) }),
    ),
  );
}
