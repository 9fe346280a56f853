import { builder } from './builder';

builder.prismaObject('City', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    districts: t.relation('districts', { query: { orderBy: { name: 'asc' } } }),
  }),
});

builder.prismaObject('District', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    cityId: t.exposeInt('cityId'),
    city: t.relation('city'),
  }),
});
