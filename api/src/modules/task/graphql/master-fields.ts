// The master's tasks in GraphQL (docs/product.md §2 master dashboard): the current task, the open offer, statistics;
// accept, decline, complete, cancel. Thin adapters over modules/task/master-tasks.ts.
import { createContextCache } from '@pothos/core';
import { acceptTask, cancelTaskByMaster, completeTask, declineTask, masterScreen } from '../master-tasks';
import { DISTANCE_BAND_CODES, DISTANCE_BANDS, offerDistance, type DistanceBand } from '../../dispatch';
import { masterResponseFigures, masterStats } from '../../review';
import { parseCancel } from '../../lifecycle';
import { parseOptionalPrice } from '../../price';
import { parseId } from '../../../platform/input/ids';
import { translate } from '../../../platform/i18n';
import { builder, type SignedInContext } from '../../../graphql/builder';
import { byId, cancelArgs, plannedShownTask, TaskRef } from './task-fields';
import { ResponseFiguresRef, StatsRef } from './task-types';
import { isPreferredMaster } from '../client-masters';

// masterCurrentTask and masterPendingTask come in one operation: one read of the ids for both (per request)
const masterDashboardIds = createContextCache((ctx: SignedInContext) => masterScreen(ctx.db, ctx.viewer));

const DistanceBandEnum = builder.enumType('DistanceBandCode', {
  description: 'How far an offered task is: under 1 km, 1-3, 3-5, 5-10, over 10 km (domain/offer-distance.ts)',
  values: DISTANCE_BANDS,
});

const DistanceBandRef = builder.objectRef<DistanceBand>('DistanceBand').implement({
  fields: (t) => ({
    code: t.field({ type: DistanceBandEnum, resolve: (band) => band }),
    // "до 1 км", "1–3 км"... in the viewer's language
    label: t.string({ resolve: (band, _args, ctx) => translate(ctx.language, DISTANCE_BAND_CODES[band]) }),
  }),
});

// the viewer is the master this task's client asked for again (docs/product.md §12 "Your master again")
builder.prismaObjectField('Task', 'formerClient', (t) =>
  t.boolean({
    select: { preferredContractId: true },
    resolve: (task, _args, ctx) =>
      ctx.viewer ? isPreferredMaster(ctx.db, task.preferredContractId, ctx.viewer.user.id) : false,
  }),
);

builder.queryFields((t) => ({
  masterStats: t.withAuth({ loggedIn: true }).field({
    type: StatsRef,
    resolve: (_root, _args, ctx) => masterStats(ctx.db, ctx.viewer.user.id),
  }),
  // the viewer's own answers to offers as a master (beside docs/product.md's statistics)
  masterResponse: t.withAuth({ loggedIn: true }).field({
    type: ResponseFiguresRef,
    resolve: (_root, _args, ctx) => masterResponseFigures(ctx.db, ctx.viewer.user.id),
  }),
  // the master's task in hand (taken or in progress)
  masterCurrentTask: t.withAuth({ loggedIn: true }).field({
    type: TaskRef,
    nullable: true,
    resolve: async (_root, _args, ctx, info) => {
      const { currentId, views } = await masterDashboardIds(ctx);
      return plannedShownTask(ctx, info, views, currentId);
    },
  }),
  // Metres from the client's point, only for the master who holds the task (taken or in progress); null
  // for everyone else: a master with an open offer reads myOfferDistanceBand
  myOfferDistance: t.withAuth({ loggedIn: true }).int({
    nullable: true,
    args: { taskId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) =>
      (await offerDistance(ctx.db, ctx.viewer, parseId(args.taskId, 'taskId'))).metres,
  }),
  // how far a task offered to the viewer is, as a band, while the offer is open (null otherwise, or
  // when a point is unknown)
  myOfferDistanceBand: t.withAuth({ loggedIn: true }).field({
    type: DistanceBandRef,
    nullable: true,
    args: { taskId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => (await offerDistance(ctx.db, ctx.viewer, parseId(args.taskId, 'taskId'))).band,
  }),
  // the oldest open offer, while the master has no current task
  masterPendingTask: t.withAuth({ loggedIn: true }).field({
    type: TaskRef,
    nullable: true,
    resolve: async (_root, _args, ctx, info) => {
      const { offeredId, views } = await masterDashboardIds(ctx);
      return plannedShownTask(ctx, info, views, offeredId);
    },
  }),
}));

builder.mutationFields((t) => ({
  acceptTask: t.withAuth({ loggedIn: true }).prismaField({
    type: 'Task',
    errors: {},
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const id = parseId(args.id);
      await acceptTask(ctx, ctx.viewer, id);
      return byId(ctx, query, id);
    },
  }),
  declineTask: t.withAuth({ loggedIn: true }).boolean({
    errors: {},
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = parseId(args.id);
      await declineTask(ctx, ctx.viewer, id);
      return true;
    },
  }),
  completeTask: t.withAuth({ loggedIn: true }).prismaField({
    type: 'Task',
    errors: {},
    // price: what the client paid, whole so'm (optional)
    args: { id: t.arg.int({ required: true }), price: t.arg.int() },
    resolve: async (query, _root, args, ctx) => {
      const id = parseId(args.id);
      await completeTask(ctx, ctx.viewer, id, parseOptionalPrice(args.price));
      return byId(ctx, query, id);
    },
  }),
  masterCancelTask: t.withAuth({ loggedIn: true }).prismaField({
    type: 'Task',
    errors: {},
    args: cancelArgs(t),
    resolve: async (query, _root, args, ctx) => {
      const id = parseId(args.id);
      const form = parseCancel({ cancelReasonId: args.cancelReasonId, cancelReasonText: args.cancelReasonText });
      await cancelTaskByMaster(ctx, ctx.viewer, id, form);
      return byId(ctx, query, id);
    },
  }),
}));
