// The master's response standard over GraphQL (docs/product.md §12): a thin adapter over
// modules/dispatch/master-standard.ts.
import { builder } from '../../graphql/builder';
import { myStandard, STANDARD_GAPS, type MasterStandard } from '../dispatch';

export const StandardGapEnum = builder.enumType('StandardGap', {
  description: 'What a master still lacks for Top usta',
  values: STANDARD_GAPS,
});

const MasterStandardRef = builder.objectRef<MasterStandard>('MasterStandard').implement({
  description: 'The last 90 days: offers, shares 0..1, the rating and published reviews, and the Top usta badge',
  fields: (t) => ({
    offersCount: t.exposeInt('offersCount'),
    answeredInTimeShare: t.exposeFloat('answeredInTimeShare'),
    acceptedShare: t.exposeFloat('acceptedShare'),
    cancelledByMasterShare: t.exposeFloat('cancelledByMasterShare'),
    rating: t.exposeFloat('rating'),
    reviewsCount: t.exposeInt('reviewsCount'),
    topUsta: t.exposeBoolean('topUsta'),
    missing: t.field({ type: [StandardGapEnum], resolve: (standard) => standard.missing }),
    unansweredInRow: t.exposeInt('unansweredInRow', {
      description: 'Offers in a row he left unanswered (a minute or more): while above 0, dispatch ranks him farther',
    }),
  }),
});

builder.queryFields((t) => ({
  myStandard: t.withAuth({ loggedIn: true }).field({
    type: MasterStandardRef,
    resolve: (_root, _args, ctx) => myStandard(ctx, ctx.viewer),
  }),
}));
