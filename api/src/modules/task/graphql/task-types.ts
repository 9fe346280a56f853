// The pieces around a task in GraphQL: its enums, the master and client shown on it, statistics, cancel
// reasons, the status history and the offers. The Task type itself: task-fields.ts.
import { createContextCache } from '@pothos/core';
import type { TaskStatus } from '../../../platform/db/generated/prisma/client';
import { needsText, TASK_ACTIONS, TASK_PHASES, phaseOf, statusLabel } from '../../lifecycle';
import type { RequestContext } from '../../../platform/context';
import { localized } from '../../../platform/i18n/language';
import { recordedReason } from '../../../platform/i18n/recorded';
import { createMasterRatingsLoader, type Ratings, type ResponseFigures, type Stats } from '../../review';
import type { LastAddress as LastAddressValue } from '../client-tasks';
import type { TaskPhotoRef } from '../task-photos';
import { TASK_WHEN_VALUES } from '../task-when';
import { builder } from '../../../graphql/builder';

export const TaskStatusEnum = builder.enumType('TaskStatus', {
  values: [
    'new',
    'sent_to_masters',
    'awaiting_admin_attention',
    'taken',
    'in_progress',
    'completed',
    'closed',
    'cancelled',
    'expired',
    'rejected_by_admin',
  ] as const,
});

export const TaskPhaseEnum = builder.enumType('TaskPhase', {
  description:
    'Where a task stands (docs/product.md §4 colour groups): searching, assigned, completed, closed, stopped',
  values: TASK_PHASES,
});

export const TaskActionEnum = builder.enumType('TaskAction', {
  description: 'An action the viewer may take on a task now (domain/task-actions.ts)',
  values: TASK_ACTIONS,
});

// a status with its label in the viewer's language (the admin filter lists them all)
export const TaskStatusInfo = builder.objectRef<TaskStatus>('TaskStatusInfo').implement({
  fields: (t) => ({
    status: t.field({ type: TaskStatusEnum, resolve: (status) => status }),
    label: t.string({ resolve: (status, _args, ctx) => statusLabel(status, ctx.language) }),
    phase: t.field({ type: TaskPhaseEnum, resolve: (status) => phaseOf(status) }),
  }),
});

export const TaskWhenEnum = builder.enumType('TaskWhen', {
  description: 'When the client wants the work done; window: scheduledFrom..scheduledTo',
  values: TASK_WHEN_VALUES,
});

export const CancelAudienceEnum = builder.enumType('CancelAudience', { values: ['client', 'master'] as const });
export const OfferStateEnum = builder.enumType('OfferState', {
  values: ['pending', 'accepted', 'declined', 'withdrawn'] as const,
});

export const StatsRef = builder.objectRef<Stats>('Stats').implement({
  fields: (t) => ({
    completedTasksCount: t.exposeInt('completedTasksCount'),
    // 0 while there are no reviews (reviewsCount tells the two apart)
    averageRating: t.exposeFloat('averageRating'),
    reviewsCount: t.exposeInt('reviewsCount'),
  }),
});

export const ResponseFiguresRef = builder.objectRef<ResponseFigures>('MasterResponse').implement({
  fields: (t) => ({
    // offers answered, or withdrawn before an answer
    offersClosed: t.exposeInt('offersClosed'),
    // offer to accept or decline, seconds (null before any answer)
    medianResponseSeconds: t.exposeInt('medianResponseSeconds', { nullable: true }),
    // accepted / offersClosed, 0..1 (null before any)
    acceptanceRate: t.exposeFloat('acceptanceRate', { nullable: true }),
  }),
});

// One batching loader per request, so a list of tasks reads every master's review numbers in one statement.
export const statsLoader = createContextCache((ctx: RequestContext) => createMasterRatingsLoader(ctx.db));

// A master's number as it is when the request already read it (a screen's view primes them), else loaded
function ratingOf<K extends keyof Ratings>(
  ctx: RequestContext,
  userId: number,
  key: K,
): Ratings[K] | Promise<Ratings[K]> {
  const loader = statsLoader(ctx);
  const known = loader.known(userId);
  return known ? known[key] : loader.load(userId).then((ratings) => ratings[key]);
}

interface TaskMasterShape {
  contract: {
    id: number;
    userId: number;
    name: string;
    phone: string;
    photoPath: string | null;
    user: { username: string | null };
  };
}

// docs/product.md §3 "Master (shown on the active task)"
export const TaskMaster = builder.objectRef<TaskMasterShape>('TaskMaster').implement({
  fields: (t) => ({
    contractId: t.int({ resolve: ({ contract }) => contract.id }),
    name: t.string({ resolve: ({ contract }) => contract.name }),
    photoPath: t.string({ nullable: true, resolve: ({ contract }) => contract.photoPath }),
    telegramUsername: t.string({ nullable: true, resolve: ({ contract }) => contract.user.username }),
    phone: t.string({ resolve: ({ contract }) => contract.phone }),
    reviewsCount: t.int({ resolve: ({ contract }, _args, ctx) => ratingOf(ctx, contract.userId, 'reviewsCount') }),
    averageRating: t.float({ resolve: ({ contract }, _args, ctx) => ratingOf(ctx, contract.userId, 'averageRating') }),
  }),
});

// a photo of the problem: the url answers only those who may see the task
export const TaskPhoto = builder.objectRef<TaskPhotoRef>('TaskPhoto').implement({
  fields: (t) => ({ id: t.exposeString('id'), url: t.exposeString('url') }),
});

export const TaskClient = builder.objectRef<{ name: string }>('TaskClient').implement({
  fields: (t) => ({ name: t.exposeString('name') }),
});

export const LastAddress = builder.objectRef<LastAddressValue>('LastAddress').implement({
  fields: (t) => ({
    cityId: t.exposeInt('cityId'),
    districtId: t.exposeInt('districtId'),
    phone: t.exposeString('phone', {
      nullable: true,
      description: 'The phone of the latest task that gave one (+998XXXXXXXXX), to prefill the next.',
    }),
  }),
});

builder.prismaObject('CancelReason', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.string({
      select: { name: true, nameUz: true },
      resolve: (reason, _args, ctx) => localized(ctx.language, reason.name, reason.nameUz),
    }),
    code: t.exposeString('code'),
    step: t.exposeInt('step'),
    audience: t.expose('audience', { type: CancelAudienceEnum }),
    // a reason whose code asks for free text ('other' for clients, OTHER for masters)
    needsText: t.boolean({ select: { code: true, audience: true }, resolve: (reason) => needsText(reason) }),
  }),
});

builder.prismaObject('TaskStatusChange', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    fromStatus: t.expose('fromStatus', { type: TaskStatusEnum, nullable: true }),
    toStatus: t.expose('toStatus', { type: TaskStatusEnum }),
    fromStatusLabel: t.string({
      nullable: true,
      select: { fromStatus: true },
      resolve: (change, _args, ctx) => (change.fromStatus ? statusLabel(change.fromStatus, ctx.language) : null),
    }),
    toStatusLabel: t.string({
      select: { toStatus: true },
      resolve: (change, _args, ctx) => statusLabel(change.toStatus, ctx.language),
    }),
    actor: t.relation('actor', { nullable: true }),
    actorRole: t.exposeInt('actorRole', { nullable: true }),
    // the system's reasons and a listed cancel reason's name in the reader's language; typed text as written
    reason: t.string({
      nullable: true,
      select: { reason: true, cancelReason: { select: { name: true, nameUz: true } } },
      resolve: (change, _args, ctx) =>
        change.cancelReason && change.reason === change.cancelReason.name
          ? localized(ctx.language, change.cancelReason.name, change.cancelReason.nameUz)
          : recordedReason(change.reason, ctx.language),
    }),
    cancelReason: t.relation('cancelReason', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObject('TaskOffer', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    state: t.expose('state', { type: OfferStateEnum }),
    contract: t.relation('contract'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    respondedAt: t.expose('respondedAt', { type: 'DateTime', nullable: true }),
    // the dispatch wave that brought it and the master's distance from the task then (metres)
    wave: t.exposeInt('wave'),
    distanceM: t.exposeInt('distanceM', { nullable: true }),
  }),
});
