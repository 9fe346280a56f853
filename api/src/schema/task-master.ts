// The master's tasks in GraphQL (SPEC §2 master dashboard): the current task, the open offer, statistics;
// accept, decline, complete, cancel. Thin adapters over domain/master-tasks.ts.
import { createContextCache } from '@pothos/core';
import { acceptTask, cancelTaskByMaster, completeTask, declineTask } from '../domain/master-tasks';
import { masterDashboard } from '../domain/master-dashboard';
import { masterResponseFigures, masterStats } from '../domain/stats';
import { parseCancel } from '../input/cancel';
import { parseId } from '../input/ids';
import { builder, type SignedInContext } from './builder';
import { byId, cancelArgs } from './task';
import { ResponseFiguresRef, StatsRef, statsLoader } from './task-types';

// masterCurrentTask and masterPendingTask come in one operation: one read of the ids for both (per request)
const masterDashboardIds = createContextCache((ctx: SignedInContext) => masterDashboard(ctx.db, ctx.viewer));

builder.queryFields((t) => ({
  masterStats: t.withAuth({ loggedIn: true }).field({
    type: StatsRef,
    resolve: (_root, _args, ctx) => masterStats(ctx.db, ctx.viewer.user.id),
  }),
  // the viewer's own answers to offers as a master (beside SPEC's statistics)
  masterResponse: t.withAuth({ loggedIn: true }).field({
    type: ResponseFiguresRef,
    resolve: (_root, _args, ctx) => masterResponseFigures(ctx.db, ctx.viewer.user.id),
  }),
  // the master's task in hand (taken or in progress)
  masterCurrentTask: t.withAuth({ loggedIn: true }).prismaField({
    type: 'Task',
    nullable: true,
    resolve: async (query, _root, _args, ctx) => {
      const { currentId, masterStats } = await masterDashboardIds(ctx);
      statsLoader(ctx).prime(masterStats);
      return currentId ? ctx.db.task.findUnique({ ...query, where: { id: currentId } }) : null;
    },
  }),
  // the viewer's distance from a task offered to them (metres; null: not offered, or a point unknown)
  myOfferDistance: t.withAuth({ loggedIn: true }).int({
    nullable: true,
    args: { taskId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const offer = await ctx.db.taskOffer.findFirst({
        where: { taskId: parseId(args.taskId, 'taskId'), contract: { userId: ctx.viewer.user.id } },
        orderBy: { id: 'desc' },
        select: { distanceM: true },
      });
      return offer?.distanceM ?? null;
    },
  }),
  // the oldest open offer, while the master has no current task
  masterPendingTask: t.withAuth({ loggedIn: true }).prismaField({
    type: 'Task',
    nullable: true,
    resolve: async (query, _root, _args, ctx) => {
      const { offeredId } = await masterDashboardIds(ctx);
      return offeredId ? ctx.db.task.findUnique({ ...query, where: { id: offeredId } }) : null;
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
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const id = parseId(args.id);
      await completeTask(ctx, ctx.viewer, id);
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
