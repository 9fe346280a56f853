// docs/product.md §7 "Address reference": the city and district lists every form reads.
import type { FastifyInstance } from 'fastify';
import { listCities, listDistricts } from '../domain/address';
import { languageOf } from '../domain/language';
import { parseCityId } from '../input/place';
import { handle, ok } from './envelope';
import { pathParam } from './input';

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
