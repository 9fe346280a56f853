// GraphQL myMasters (docs/product.md §12): a thin adapter over modules/task/client-masters.ts.
import { builder } from '../../../graphql/builder';
import { formerMasters, type FormerMaster } from '../client-masters';

const FormerMasterCategoryRef = builder
  .objectRef<FormerMaster['categories'][number]>('FormerMasterCategory')
  .implement({ fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }) });

const FormerMasterRef = builder.objectRef<FormerMaster>('FormerMaster').implement({
  description: 'A master who completed a task of the viewer: what a client may see of him',
  fields: (t) => ({
    contractId: t.exposeInt('contractId'),
    name: t.exposeString('name'),
    categories: t.field({ type: [FormerMasterCategoryRef], resolve: (master) => master.categories }),
    rating: t.exposeFloat('rating'),
    topUsta: t.exposeBoolean('topUsta'),
    lastTaskAt: t.field({ type: 'DateTime', resolve: (master) => master.lastTaskAt }),
  }),
});

builder.queryFields((t) => ({
  myMasters: t.withAuth({ loggedIn: true }).field({
    type: [FormerMasterRef],
    resolve: (_root, _args, ctx) => formerMasters(ctx.db, ctx.viewer, ctx.language),
  }),
}));
