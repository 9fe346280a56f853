// GET /client/masters (docs/product.md §12): a thin adapter over modules/task/client-masters.ts.
import type { FastifyInstance } from 'fastify';
import { formerMasters } from '../client-masters';
import { handle, ok, viewerOf } from '../../../http/envelope';
import { languageOf } from '../../../platform/i18n/language';

export function clientMastersRoutes(app: FastifyInstance) {
  app.get(
    '/client/masters',
    handle('DATA_LOAD_FAILED', async (request) => {
      const masters = await formerMasters(request.ctx.db, viewerOf(request), languageOf(request.ctx.viewer));
      return ok({
        data: masters.map((master) => ({
          contract_id: master.contractId,
          name: master.name,
          categories: master.categories,
          rating: master.rating,
          top_usta: master.topUsta,
          last_task_at: master.lastTaskAt,
        })),
      });
    }),
  );
}
