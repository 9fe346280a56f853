// The Review object, shared by the client's reviews (tasks area) and moderation (review-moderation.ts).
import { reviewStateLabel } from './review-moderation';
import { builder } from '../../graphql/builder';

export const ReviewStateEnum = builder.enumType('ReviewState', {
  values: ['pending', 'approved', 'rejected'] as const,
});

export const ReviewRef = builder.prismaObject('Review', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    taskId: t.exposeInt('taskId'),
    contractId: t.exposeInt('contractId'),
    rating: t.exposeInt('rating'),
    comment: t.exposeString('comment', { nullable: true }),
    state: t.expose('state', { type: ReviewStateEnum }),
    stateLabel: t.string({
      select: { state: true },
      resolve: (review, _args, ctx) => reviewStateLabel(review.state, ctx.language),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    task: t.relation('task'),
    contract: t.relation('contract'),
    client: t.relation('client'),
    // who moderated is for admins
    moderatedAt: t.expose('moderatedAt', { type: 'DateTime', nullable: true, authScopes: { adminReader: true } }),
    moderatedBy: t.relation('moderatedBy', { nullable: true, authScopes: { adminReader: true } }),
  }),
});
