// Cities and districts: the reference lists and the admin edits (docs/product.md §7 "Address reference", "Admin").
import { createCity, createDistrict, deleteCity, deleteDistrict, updateCity, updateDistrict } from './place-admin';
import { requireCityId } from './places';
import { localized } from '../../platform/i18n/language';
import { parseCityForm, parseCityId, parseDistrictEdit, parseDistrictForm, parsePlaceId } from './place-input';
import { builder } from '../../graphql/builder';

// Both in select mode: a task's city and district are their names (task screens read them in SQL,
// modules/task/task-view.ts), and only what a selection asks is read. The names are always read: `name`
// then answers from the row as it is, without Pothos' bookkeeping for a field with its own selection.
export const CityRef = builder.prismaObject('City', {
  select: { id: true, name: true, nameUz: true },
  fields: (t) => ({
    id: t.exposeInt('id'),
    // in the viewer's language (Uzbek where one is written); the two spellings for the admin screens
    name: t.string({ resolve: (city, _args, ctx) => localized(ctx.language, city.name, city.nameUz) }),
    nameRu: t.exposeString('name', { authScopes: { aggregateReader: true } }),
    nameUz: t.exposeString('nameUz', { authScopes: { aggregateReader: true } }),
    // the centre dispatch waves measure from when nothing nearer is known
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    districts: t.relation('districts', { query: { orderBy: { name: 'asc' } } }),
  }),
});

export const DistrictRef = builder.prismaObject('District', {
  select: { id: true, name: true, nameUz: true },
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.string({ resolve: (district, _args, ctx) => localized(ctx.language, district.name, district.nameUz) }),
    nameRu: t.exposeString('name', { authScopes: { aggregateReader: true } }),
    nameUz: t.exposeString('nameUz', { authScopes: { aggregateReader: true } }),
    // the centre dispatch waves measure from when nothing nearer is known
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    cityId: t.exposeInt('cityId'),
    city: t.relation('city'),
  }),
});

builder.queryFields((t) => ({
  cities: t.prismaField({
    type: ['City'],
    authScopes: { loggedIn: true },
    resolve: (query, _root, _args, ctx) => ctx.db.city.findMany({ ...query, orderBy: { name: 'asc' } }),
  }),
  districts: t.prismaField({
    type: ['District'],
    authScopes: { loggedIn: true },
    args: { cityId: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      // 'Город не найден' for an unknown city, as in REST
      const cityId = await requireCityId(ctx.db, parseCityId(args.cityId));
      return ctx.db.district.findMany({ ...query, where: { cityId }, orderBy: { name: 'asc' } });
    },
  }),
}));

// the arguments as the edge's forms name them; the centre (optional): both, or both null to clear; left
// out: unchanged. An Uzbek name given as null is left out too.
const placeArgs = (args: {
  name: string;
  nameUz?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}) => ({ name: args.name, nameUz: args.nameUz ?? undefined, latitude: args.latitude, longitude: args.longitude });

builder.mutationFields((t) => ({
  createCity: t.withAuth({ admin: true }).prismaField({
    type: 'City',
    errors: {},
    args: {
      name: t.arg.string({ required: true }),
      nameUz: t.arg.string(),
      latitude: t.arg.float(),
      longitude: t.arg.float(),
    },
    resolve: async (query, _root, args, ctx) => {
      const city = await createCity(ctx.db, ctx.viewer, parseCityForm(placeArgs(args)));
      return ctx.db.city.findUniqueOrThrow({ ...query, where: { id: city.id } });
    },
  }),
  updateCity: t.withAuth({ admin: true }).prismaField({
    type: 'City',
    errors: {},
    args: {
      id: t.arg.int({ required: true }),
      name: t.arg.string({ required: true }),
      nameUz: t.arg.string(),
      latitude: t.arg.float(),
      longitude: t.arg.float(),
    },
    resolve: async (query, _root, args, ctx) => {
      const city = await updateCity(ctx.db, ctx.viewer, parsePlaceId(args.id), parseCityForm(placeArgs(args)));
      return ctx.db.city.findUniqueOrThrow({ ...query, where: { id: city.id } });
    },
  }),
  deleteCity: t.withAuth({ admin: true }).boolean({
    errors: {},
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteCity(ctx.db, ctx.viewer, parsePlaceId(args.id));
      return true;
    },
  }),
  createDistrict: t.withAuth({ admin: true }).prismaField({
    type: 'District',
    errors: {},
    args: {
      cityId: t.arg.int({ required: true }),
      name: t.arg.string({ required: true }),
      nameUz: t.arg.string(),
      latitude: t.arg.float(),
      longitude: t.arg.float(),
    },
    resolve: async (query, _root, args, ctx) => {
      const district = await createDistrict(
        ctx.db,
        ctx.viewer,
        parseDistrictForm({ ...placeArgs(args), cityId: args.cityId }),
      );
      return ctx.db.district.findUniqueOrThrow({ ...query, where: { id: district.id } });
    },
  }),
  updateDistrict: t.withAuth({ admin: true }).prismaField({
    type: 'District',
    errors: {},
    args: {
      id: t.arg.int({ required: true }),
      name: t.arg.string({ required: true }),
      nameUz: t.arg.string(),
      latitude: t.arg.float(),
      longitude: t.arg.float(),
    },
    resolve: async (query, _root, args, ctx) => {
      const district = await updateDistrict(
        ctx.db,
        ctx.viewer,
        parsePlaceId(args.id),
        parseDistrictEdit(placeArgs(args)),
      );
      return ctx.db.district.findUniqueOrThrow({ ...query, where: { id: district.id } });
    },
  }),
  deleteDistrict: t.withAuth({ admin: true }).boolean({
    errors: {},
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteDistrict(ctx.db, ctx.viewer, parsePlaceId(args.id));
      return true;
    },
  }),
}));
