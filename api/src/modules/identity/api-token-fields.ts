// Analyst API tokens (admin scope): issue one (its secret is returned once), list, revoke.
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens';
import { parseApiTokenName } from './api-token-input';
import { parseId } from '../../platform/input/ids';
import { builder } from '../../graphql/builder';

builder.prismaObject('ApiToken', {
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    createdBy: t.relation('createdBy'),
  }),
});

interface Issued {
  apiTokenId: number;
  token: string;
}

const IssuedApiToken = builder.objectRef<Issued>('IssuedApiToken').implement({
  fields: (t) => ({
    // shown once: only its hash is stored
    token: t.exposeString('token'),
    apiToken: t.prismaField({
      type: 'ApiToken',
      resolve: (query, issued, _args, ctx) =>
        ctx.db.apiToken.findUniqueOrThrow({ ...query, where: { id: issued.apiTokenId } }),
    }),
  }),
});

builder.queryFields((t) => ({
  apiTokens: t.prismaField({
    type: ['ApiToken'],
    authScopes: { admin: true },
    resolve: (query, _root, _args, ctx) => listApiTokens(ctx.db, ctx.viewer, query),
  }),
}));

builder.mutationFields((t) => ({
  createApiToken: t.field({
    type: IssuedApiToken,
    authScopes: { admin: true },
    errors: {},
    args: { name: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { apiToken, token } = await createApiToken(
        ctx.db,
        ctx.viewer,
        parseApiTokenName(args.name),
        ctx.config.apiTokensMax,
      );
      return { apiTokenId: apiToken.id, token };
    },
  }),
  revokeApiToken: t.prismaField({
    type: 'ApiToken',
    authScopes: { admin: true },
    errors: {},
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const token = await revokeApiToken(ctx, ctx.viewer, parseId(args.id));
      return ctx.db.apiToken.findUniqueOrThrow({ ...query, where: { id: token.id } });
    },
  }),
}));
