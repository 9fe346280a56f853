// The client's review of a completed task (the Review type itself lives in review-fields.ts).
import { createReview, taskReviewId } from './reviews';
import { parseReview } from './review-input';
import { parseId } from '../../platform/input/ids';
import { builder } from '../../graphql/builder';

const ReviewInputType = builder.inputType('ReviewInput', {
  fields: (t) => ({
    taskId: t.int({ required: true }),
    contractId: t.int(),
    rating: t.int({ required: true }),
    comment: t.string(),
  }),
});

builder.queryFields((t) => ({
  // the reviews the signed-in client wrote, newest first, whatever their moderation state
  myReviews: t.withAuth({ loggedIn: true }).prismaField({
    type: ['Review'],
    resolve: (query, _root, _args, ctx) =>
      ctx.db.review.findMany({ ...query, where: { clientId: ctx.viewer.user.id }, orderBy: { id: 'desc' } }),
  }),
  // reviews of the signed-in master's work that moderation published, across all their applications
  masterReviews: t.withAuth({ loggedIn: true }).prismaField({
    type: ['Review'],
    resolve: (query, _root, _args, ctx) =>
      ctx.db.review.findMany({
        ...query,
        where: { state: 'approved', contract: { userId: ctx.viewer.user.id } },
        orderBy: { id: 'desc' },
      }),
  }),
  // the review of the client's own task; null while none was written
  taskReview: t.withAuth({ loggedIn: true }).prismaField({
    type: 'Review',
    nullable: true,
    args: { taskId: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const id = await taskReviewId(ctx.db, ctx.viewer, parseId(args.taskId, 'taskId'));
      return id ? ctx.db.review.findUnique({ ...query, where: { id } }) : null;
    },
  }),
}));

builder.mutationFields((t) => ({
  createReview: t.withAuth({ loggedIn: true }).prismaField({
    type: 'Review',
    errors: {},
    args: { input: t.arg({ type: ReviewInputType, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const review = parseReview({
        userTaskId: input.taskId,
        contractId: input.contractId,
        rating: input.rating,
        comment: input.comment,
      });
      const id = await createReview(ctx.db, ctx.viewer, review);
      return ctx.db.review.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));
