// The master's tasks in GraphQL (SPEC §2 master dashboard): the current task, the open offer, statistics;
// accept, decline, complete, cancel. Thin adapters over domain/master-tasks.ts.
import { acceptTask, cancelTaskByMaster, completeTask, declineTask, masterDashboard } from '../domain/master-tasks';
import { masterResponseFigures, masterStats } from '../domain/stats';
import { builder } from './builder';
import { byId, cancelArgs, oncePerRequest } from './task';
import { ResponseFiguresRef, StatsRef, statsLoader } from './task-types';

const masterDashboardIds = oncePerRequest((ctx) => masterDashboard(ctx.db, ctx.viewer!));

builder.queryFields((t) => ({
  masterStats: t.field({
    type: StatsRef,
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => masterStats(ctx.db, ctx.viewer!.user.id),
  }),
  // the viewer's own answers to offers as a master (beside SPEC's statistics)
  masterResponse: t.field({
    type: ResponseFiguresRef,
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => masterResponseFigures(ctx.db, ctx.viewer!.user.id),
  }),
  // the master's task in hand (taken or in progress)
  masterCurrentTask: t.prismaField({
    type: 'Task',
    nullable: true,
    authScopes: { loggedIn: true },
    resolve: async (query, _root, _args, ctx) => {
      const { currentId, masterStats } = await masterDashboardIds(ctx);
      statsLoader(ctx).prime(masterStats);
      return currentId ? ctx.db.task.findUnique({ ...query, where: { id: currentId } }) : null;
    },
  }),
  // the viewer's distance from a task offered to them (metres; null: not offered, or a point unknown)
  myOfferDistance: t.int({
    nullable: true,
    authScopes: { loggedIn: true },
    args: { taskId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const offer = await ctx.db.taskOffer.findFirst({
        where: { taskId: args.taskId, contract: { userId: ctx.viewer!.user.id } },
        orderBy: { id: 'desc' },
        select: { distanceM: true },
      });
      return offer?.distanceM ?? null;
    },
  }),
  // the oldest open offer, while the master has no current task
  masterPendingTask: t.prismaField({
    type: 'Task',
    nullable: true,
    authScopes: { loggedIn: true },
    resolve: async (query, _root, _args, ctx) => {
      const { offeredId } = await masterDashboardIds(ctx);
      return offeredId ? ctx.db.task.findUnique({ ...query, where: { id: offeredId } }) : null;
    },
  }),
}));

builder.mutationFields((t) => ({
  acceptTask: t.prismaField({
    type: 'Task',
    authScopes: { loggedIn: true },
    errors: {},
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      await acceptTask(ctx, ctx.viewer!, args.id);
      return byId(ctx, query, args.id);
    },
  }),
  declineTask: t.boolean({
    authScopes: { loggedIn: true },
    errors: {},
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await declineTask(ctx, ctx.viewer!, args.id);
      return true;
    },
  }),
  completeTask: t.prismaField({
    type: 'Task',
    authScopes: { loggedIn: true },
    errors: {},
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      await completeTask(ctx, ctx.viewer!, args.id);
      return byId(ctx, query, args.id);
    },
  }),
  masterCancelTask: t.prismaField({
    type: 'Task',
    authScopes: { loggedIn: true },
    errors: {},
    args: cancelArgs(t),
    resolve: async (query, _root, args, ctx) => {
      await cancelTaskByMaster(ctx, ctx.viewer!, args.id, {
        cancelReasonId: args.cancelReasonId,
        cancelReasonText: args.cancelReasonText,
      });
      return byId(ctx, query, args.id);
    },
  }),
}));
