// docs/product.md §7 "Address reference": the city and district lists every form reads.
import type { FastifyInstance } from 'fastify';
import { listCities, listDistricts } from './places';
import { languageOf } from '../../platform/i18n/language';
import { parseCityId } from './place-input';
import { handle, ok } from '../../http/envelope';
import { pathParam } from '../../http/rest-input';

export function addressRoutes(app: FastifyInstance) {
  app.get(
    '/address/cities',
    handle('ADDRESS_CITIES_FAILED', async (request) =>
      ok({ data: await listCities(request.ctx.db, languageOf(request.ctx.viewer)) }),
    ),
  );

  app.get(
    '/address/districts/:cityId',
    handle('ADDRESS_DISTRICTS_FAILED', async (request) =>
      ok({
        data: await listDistricts(
          request.ctx.db,
          parseCityId(pathParam(request, 'cityId')),
          languageOf(request.ctx.viewer),
        ),
      }),
    ),
  );
}
