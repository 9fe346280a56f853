import { builder } from './builder';

export const ContractStatusEnum = builder.enumType('ContractStatus', {
  values: ['pending', 'approved', 'verified', 'rejected'] as const,
});

builder.prismaObject('Contract', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    status: t.expose('status', { type: ContractStatusEnum }),
    name: t.exposeString('name'),
    phone: t.exposeString('phone'),
    description: t.exposeString('description', { nullable: true }),
    photoPath: t.exposeString('photoPath', { nullable: true }),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    cityId: t.exposeInt('cityId'),
    city: t.relation('city'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    user: t.relation('user'),
  }),
});
