// Admin review moderation (docs/product.md §7 admin reviews): list, one review, approve, reject.
import { approveReview, rejectReview, reviewListQuery, type ReviewListQuery } from './review-moderation';
import { parseReviewFilters } from './review-filter-input';
import { parseId } from '../../platform/input/ids';
import { builder } from '../../graphql/builder';
import { ReviewStateEnum } from './review-fields';

const ReviewPage = builder.objectRef<ReviewListQuery>('ReviewPage').implement({
  fields: (t) => ({
    items: t.prismaField({
      type: ['Review'],
      resolve: (query, list, _args, ctx) =>
        ctx.db.review.findMany({
          ...query,
          where: list.where,
          orderBy: list.orderBy,
          skip: list.page.skip,
          take: list.page.take,
        }),
    }),
    total: t.int({ resolve: (list, _args, ctx) => ctx.db.review.count({ where: list.where }) }),
    page: t.int({ resolve: (list) => list.page.page }),
    perPage: t.int({ resolve: (list) => list.page.perPage }),
  }),
});

builder.queryFields((t) => ({
  adminReviews: t.field({
    type: ReviewPage,
    authScopes: { adminReader: true },
    args: {
      state: t.arg({ type: ReviewStateEnum }),
      contractId: t.arg.int(),
      rating: t.arg.int(),
      page: t.arg.int(),
      perPage: t.arg.int(),
    },
    resolve: (_root, args, ctx) => reviewListQuery(ctx.viewer, parseReviewFilters(args)),
  }),
  adminReview: t.prismaField({
    type: 'Review',
    nullable: true,
    authScopes: { adminReader: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) => ctx.db.review.findUnique({ ...query, where: { id: parseId(args.id) } }),
  }),
}));

builder.mutationFields((t) => ({
  approveReview: t.withAuth({ admin: true }).prismaField({
    type: 'Review',
    errors: {},
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const review = await approveReview(ctx.db, ctx.viewer, parseId(args.id));
      return ctx.db.review.findUniqueOrThrow({ ...query, where: { id: review.id } });
    },
  }),
  rejectReview: t.withAuth({ admin: true }).prismaField({
    type: 'Review',
    errors: {},
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const review = await rejectReview(ctx.db, ctx.viewer, parseId(args.id));
      return ctx.db.review.findUniqueOrThrow({ ...query, where: { id: review.id } });
    },
  }),
}));
