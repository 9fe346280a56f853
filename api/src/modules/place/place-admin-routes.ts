// docs/product.md §7 "Admin" cities and districts, at the exact paths the city-district screen calls.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { City, District } from '../../platform/db/generated/prisma/client';
import { createCity, createDistrict, deleteCity, deleteDistrict, updateCity, updateDistrict } from './place-admin';
import { listCitiesWithDistricts } from './places';
import { parseCityForm, parseDistrictEdit, parseDistrictForm, parsePlaceId, type DistrictBody } from './place-input';
import { handle, ok, say, viewerOf } from '../../http/envelope';
import { bodyObject, pathParam } from '../../http/rest-input';

const districtView = (district: District) => ({
  id: district.id,
  name: district.name,
  city_id: district.cityId,
  latitude: district.latitude,
  longitude: district.longitude,
});
const cityView = (city: City & { districts?: District[] }) => ({
  id: city.id,
  name: city.name,
  latitude: city.latitude,
  longitude: city.longitude,
  ...(city.districts ? { districts: city.districts.map(districtView) } : {}),
});

// docs/product.md's snake_case body, as the edge's forms name the fields
function placeBody(request: FastifyRequest): DistrictBody {
  const body = bodyObject(request);
  return {
    cityId: body.city_id,
    name: body.name,
    nameUz: body.name_uz,
    latitude: body.latitude,
    longitude: body.longitude,
  };
}

const idOf = (request: FastifyRequest) => parsePlaceId(pathParam(request, 'id'));

export function adminAddressRoutes(app: FastifyInstance) {
  app.get(
    '/address/cities',
    handle('ADDRESS_CITIES_FAILED', async (request) => {
      const cities = await listCitiesWithDistricts(request.ctx.db);
      return ok({ data: cities.map(cityView) });
    }),
  );

  app.post(
    '/address/cities',
    handle('ADDRESS_CITY_CREATE_FAILED', async (request, reply) => {
      const city = await createCity(request.ctx.db, viewerOf(request), parseCityForm(placeBody(request)));
      return reply.code(201).send(ok({ message: say(request, 'ADDRESS_CITY_CREATED'), data: cityView(city) }));
    }),
  );

  app.put(
    '/address/cities/:id',
    handle('ADDRESS_CITY_UPDATE_FAILED', async (request) => {
      const city = await updateCity(
        request.ctx.db,
        viewerOf(request),
        idOf(request),
        parseCityForm(placeBody(request)),
      );
      return ok({ message: say(request, 'ADDRESS_CITY_UPDATED'), data: cityView(city) });
    }),
  );

  app.delete(
    '/address/cities/:id',
    handle('ADDRESS_CITY_DELETE_FAILED', async (request) => {
      await deleteCity(request.ctx.db, viewerOf(request), idOf(request));
      return ok({ message: say(request, 'ADDRESS_CITY_DELETED') });
    }),
  );

  app.post(
    '/address/districts',
    handle('ADDRESS_DISTRICT_CREATE_FAILED', async (request, reply) => {
      const district = await createDistrict(request.ctx.db, viewerOf(request), parseDistrictForm(placeBody(request)));
      return reply
        .code(201)
        .send(ok({ message: say(request, 'ADDRESS_DISTRICT_CREATED'), data: districtView(district) }));
    }),
  );

  app.put(
    '/address/districts/:id',
    handle('ADDRESS_DISTRICT_UPDATE_FAILED', async (request) => {
      const district = await updateDistrict(
        request.ctx.db,
        viewerOf(request),
        idOf(request),
        parseDistrictEdit(placeBody(request)),
      );
      return ok({ message: say(request, 'ADDRESS_DISTRICT_UPDATED'), data: districtView(district) });
    }),
  );

  app.delete(
    '/address/districts/:id',
    handle('ADDRESS_DISTRICT_DELETE_FAILED', async (request) => {
      await deleteDistrict(request.ctx.db, viewerOf(request), idOf(request));
      return ok({ message: say(request, 'ADDRESS_DISTRICT_DELETED') });
    }),
  );
}
