// Cities and districts: the reference lists and the admin edits (SPEC §7 "Address reference", "Admin").
import {
  createCity,
  createDistrict,
  deleteCity,
  deleteDistrict,
  updateCity,
  updateDistrict,
} from '../domain/address-admin';
import { requireCityId } from '../domain/address';
import { localized } from '../domain/language';
import { builder } from './builder';

export const CityRef = builder.prismaObject('City', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    // in the viewer's language (Uzbek where one is written); the two spellings for the admin screens
    name: t.string({
      select: { name: true, nameUz: true },
      resolve: (city, _args, ctx) => localized(ctx.language, city.name, city.nameUz),
    }),
    nameRu: t.exposeString('name', { authScopes: { adminReader: true } }),
    nameUz: t.exposeString('nameUz', { authScopes: { adminReader: true } }),
    // the centre dispatch waves measure from when nothing nearer is known
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    districts: t.relation('districts', { query: { orderBy: { name: 'asc' } } }),
  }),
});

export const DistrictRef = builder.prismaObject('District', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.string({
      select: { name: true, nameUz: true },
      resolve: (district, _args, ctx) => localized(ctx.language, district.name, district.nameUz),
    }),
    nameRu: t.exposeString('name', { authScopes: { adminReader: true } }),
    nameUz: t.exposeString('nameUz', { authScopes: { adminReader: true } }),
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
      const cityId = await requireCityId(ctx.db, args.cityId);
      return ctx.db.district.findMany({ ...query, where: { cityId }, orderBy: { name: 'asc' } });
    },
  }),
}));

// the centre arguments (optional): both, or both null to clear; left out: unchanged
const centreOf = (args: { latitude?: number | null; longitude?: number | null }) =>
  args.latitude === undefined && args.longitude === undefined
    ? {}
    : { latitude: args.latitude, longitude: args.longitude };

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
      const city = await createCity(ctx.db, ctx.viewer, {
        ...centreOf(args),
        name: args.name,
        name_uz: args.nameUz ?? undefined,
      });
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
      const city = await updateCity(ctx.db, ctx.viewer, args.id, {
        ...centreOf(args),
        name: args.name,
        name_uz: args.nameUz ?? undefined,
      });
      return ctx.db.city.findUniqueOrThrow({ ...query, where: { id: city.id } });
    },
  }),
  deleteCity: t.withAuth({ admin: true }).boolean({
    errors: {},
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteCity(ctx.db, ctx.viewer, args.id);
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
      const district = await createDistrict(ctx.db, ctx.viewer, {
        ...centreOf(args),
        city_id: args.cityId,
        name: args.name,
        name_uz: args.nameUz ?? undefined,
      });
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
      const district = await updateDistrict(ctx.db, ctx.viewer, args.id, {
        ...centreOf(args),
        name: args.name,
        name_uz: args.nameUz ?? undefined,
      });
      return ctx.db.district.findUniqueOrThrow({ ...query, where: { id: district.id } });
    },
  }),
  deleteDistrict: t.withAuth({ admin: true }).boolean({
    errors: {},
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteDistrict(ctx.db, ctx.viewer, args.id);
      return true;
    },
  }),
}));
