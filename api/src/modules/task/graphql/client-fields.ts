// The client's tasks in GraphQL (docs/product.md §2 client routes): the active task, the list, one task, cancel
// reasons, the last address, statistics; create and cancel. Thin adapters over modules/task/client-tasks.ts.
import { createContextCache } from '@pothos/core';
import type { GraphQLResolveInfo } from 'graphql';
import { operationAsks } from '../../../graphql/operation-fields';
import { readAfterCommit } from '../../../platform/db/errors';
import { listCancelReasons, MASTER_REASON_STEP, parseCancel, parseCancelStep } from '../../lifecycle';
import { clientStats } from '../../review';
import {
  ActiveTaskExistsError,
  assertCanViewTask,
  cancelTaskByClient,
  clientTasksCondition,
  clientTasksWhere,
  createTask,
  lastAddress,
  NEWEST_FIRST,
  NEWEST_FIRST_SQL,
} from '../client-tasks';
import { clientScreen, type ClientScreen } from '../client-screen';
import { parseNewTask } from '../input/task-input';
import { parseIntakeToken } from '../../intake';
import { parseId } from '../../../platform/input/ids';
import { builder, type SignedInContext } from '../../../graphql/builder';
import { byId, cancelArgs, screenTasks, shownTask, toTaskInput, TaskInputType } from './task-fields';
import { CancelAudienceEnum, LastAddress, StatsRef } from './task-types';

// activeTask and activeTaskCount come in one operation: one read for both (per request), the task's view
// with it (client-screen.ts clientScreen), and the client's statistics when the operation asks for those too
// (the web app's ClientHome).
const clientScreens = createContextCache((): { screen?: Promise<ClientScreen> } => ({}));
const SCREEN_FIELDS = ['activeTask', 'activeTaskCount'];

function clientScreenOf(ctx: SignedInContext, info: GraphQLResolveInfo): Promise<ClientScreen> {
  const kept = clientScreens(ctx);
  kept.screen ??= clientScreen(ctx.db, ctx.viewer, { clientStats: operationAsks(info, 'clientStats') });
  return kept.screen;
}

builder.queryFields((t) => ({
  // the client screen's task: the active one, or the latest completed one still waiting for a review
  activeTask: t.withAuth({ loggedIn: true }).prismaField({
    type: 'Task',
    nullable: true,
    resolve: async (query, _root, _args, ctx, info) => {
      const { views } = await clientScreenOf(ctx, info);
      return shownTask(ctx, query, views, views.tasks[0]?.id ?? null);
    },
  }),
  activeTaskCount: t.withAuth({ loggedIn: true }).int({
    resolve: async (_root, _args, ctx, info) => (await clientScreenOf(ctx, info)).activeCount,
  }),
  myTasks: t.withAuth({ loggedIn: true }).prismaField({
    type: ['Task'],
    resolve: (query, _root, _args, ctx) =>
      screenTasks(
        ctx,
        query,
        { where: clientTasksCondition(ctx.viewer), orderBy: NEWEST_FIRST_SQL },
        { where: clientTasksWhere(ctx.viewer), orderBy: NEWEST_FIRST },
      ),
  }),
  task: t.withAuth({ loggedIn: true }).prismaField({
    type: 'Task',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const id = parseId(args.id);
      await assertCanViewTask(ctx.db, ctx.viewer, id);
      return byId(ctx, query, id);
    },
  }),
  cancelReasons: t.prismaField({
    type: ['CancelReason'],
    authScopes: { loggedIn: true },
    args: { audience: t.arg({ type: CancelAudienceEnum, defaultValue: 'client' }), step: t.arg.int() },
    resolve: async (query, _root, args, ctx) => {
      const audience = args.audience ?? 'client';
      const step = audience === 'master' ? MASTER_REASON_STEP : parseCancelStep(args.step);
      const reasons = await listCancelReasons(ctx.db, audience, step);
      return ctx.db.cancelReason.findMany({
        ...query,
        where: { id: { in: reasons.map((reason) => reason.id) } },
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      });
    },
  }),
  lastAddress: t.withAuth({ loggedIn: true }).field({
    type: LastAddress,
    nullable: true,
    resolve: (_root, _args, ctx) => lastAddress(ctx.db, ctx.viewer),
  }),
  clientStats: t.withAuth({ loggedIn: true }).field({
    type: StatsRef,
    resolve: async (_root, _args, ctx, info) =>
      SCREEN_FIELDS.some((field) => operationAsks(info, field))
        ? (await clientScreenOf(ctx, info)).clientStats!
        : clientStats(ctx.db, ctx.viewer.user.id),
  }),
}));

builder.mutationFields((t) => ({
  createTask: t.withAuth({ loggedIn: true }).prismaField({
    type: 'Task',
    errors: { types: [ActiveTaskExistsError] },
    args: {
      input: t.arg({ type: TaskInputType, required: true }),
      intakeToken: t.arg.string({
        description:
          "The `startapp` token of a group reply's link the form was filled from: the task's source is recorded as a group.",
      }),
    },
    resolve: async (query, _root, args, ctx) => {
      const id = await createTask(ctx, ctx.viewer, parseNewTask(toTaskInput(args.input)), {
        intakeToken: parseIntakeToken(args.intakeToken),
      });
      return readAfterCommit(() => byId(ctx, query, id));
    },
  }),
  cancelTask: t.withAuth({ loggedIn: true }).prismaField({
    type: 'Task',
    errors: {},
    args: cancelArgs(t),
    resolve: async (query, _root, args, ctx) => {
      const id = parseId(args.id);
      const form = parseCancel({ cancelReasonId: args.cancelReasonId, cancelReasonText: args.cancelReasonText });
      await cancelTaskByClient(ctx, ctx.viewer, id, form);
      return byId(ctx, query, id);
    },
  }),
}));
