import { builder } from './builder';

builder.prismaObject('Category', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    isActive: t.exposeBoolean('isActive'),
    // search words are for admins; clients only need names
    keywords: t.exposeStringList('keywords', { authScopes: { adminReader: true } }),
  }),
});
