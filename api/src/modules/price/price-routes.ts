// docs/product.md "Prices" over REST: the usual range of a category in a place, and the client's figure for a
// completed task. Thin adapters over price-range.ts and task-price.ts.
import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../platform/i18n/language';
import { parseId, parseOptionalId } from '../../platform/input/ids';
import { handle, ok, say, viewerOf } from '../../http/envelope';
import { bodyObject, pathParam, queryParams } from '../../http/rest-input';
import { parsePrice } from './price-input';
import { priceRange, type PriceRange } from './price-range';
import { setTaskPrice } from './task-price';

// snake_case as the rest of the REST shapes; null: not enough jobs yet to say a price
export function priceRangeJson(range: PriceRange | null) {
  return range && { ...range };
}

export function priceRoutes(app: FastifyInstance) {
  app.get(
    '/prices/range',
    handle('PRICE_RANGE_FAILED', async (request) => {
      const query = queryParams(request);
      const range = await priceRange(
        request.ctx.db,
        request.ctx.config.priceRange,
        {
          categoryId: parseId(query.category_id, 'category_id'),
          cityId: parseId(query.city_id, 'city_id'),
          districtId: parseOptionalId(query.district_id, 'district_id') ?? null,
        },
        languageOf(request.ctx.viewer),
      );
      return ok({
        data: priceRangeJson(range),
        message: say(request, range ? 'PRICE_RANGE_FOUND' : 'PRICE_RANGE_NONE'),
      });
    }),
  );

  app.post(
    '/tasks/:id/price',
    handle('PRICE_SAVE_FAILED', async (request) => {
      const taskId = parseId(pathParam(request, 'id'));
      const pricePaid = parsePrice(bodyObject(request).price_paid, 'price_paid');
      await setTaskPrice(request.ctx, viewerOf(request), taskId, pricePaid);
      return ok({ message: say(request, 'PRICE_SAVED'), data: { id: taskId, price: pricePaid } });
    }),
  );
}
