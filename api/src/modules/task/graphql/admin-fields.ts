// The admin's tasks in GraphQL (docs/product.md §10): the list with filters, one task with its history,
// offers and eligible masters; edit, reject, send out again, assign, close. Thin adapters over
// modules/task/admin-tasks.ts; who may read or write: platform/access.ts through the builder's scopes.
import { TaskStatus, type Prisma } from '../../../platform/db/generated/prisma/client';
import { adminAssignTask, adminCloseTask, adminRedispatchTask, adminRejectTask, adminUpdateTask } from '../admin-tasks';
import { adminTaskQuery, ADMIN_ORDER } from '../admin-task-reads';
import { eligibleMastersFor } from '../../dispatch';
import type { PageRequest } from '../../../platform/paging';
import { parseAdminTaskFilter } from '../input/list-input';
import { parseAssignedContract, parseRejectReason } from '../input/admin-input';
import { parseTaskEdit } from '../input/task-input';
import { parseId } from '../../../platform/input/ids';
import { builder } from '../../../graphql/builder';
import { byId, toTaskInput, TaskInputType } from './task-fields';
import { TaskStatusEnum, TaskStatusInfo } from './task-types';

interface EligibleMasterShape {
  contractId: number;
  name: string;
  phone: string;
  // from the task's point (metres); null when a point is unknown
  distanceM: number | null;
}

// a master dispatch would offer the task to now (modules/dispatch/dispatch-candidates.ts eligibleMastersFor)
const EligibleMaster = builder.objectRef<EligibleMasterShape>('EligibleMaster').implement({
  fields: (t) => ({
    contractId: t.exposeInt('contractId'),
    name: t.exposeString('name'),
    phone: t.exposeString('phone'),
    distanceM: t.exposeInt('distanceM', { nullable: true }),
  }),
});

builder.prismaObjectFields('Task', (t) => ({
  dispatchWave: t.exposeInt('dispatchWave', { authScopes: { adminReader: true } }),
  nextWaveAt: t.expose('nextWaveAt', { type: 'DateTime', nullable: true, authScopes: { adminReader: true } }),
  // admin views: the client's account, the master's contract, the history and the offers
  clientUser: t.relation('client', { authScopes: { adminReader: true } }),
  contract: t.relation('contract', { nullable: true, authScopes: { adminReader: true } }),
  statusHistory: t.relation('statusChanges', {
    authScopes: { adminReader: true },
    query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  }),
  offers: t.relation('offers', { authScopes: { adminReader: true }, query: { orderBy: { id: 'asc' } } }),

  // nearest first; the assign dialog offers these
  eligibleMasters: t.field({
    type: [EligibleMaster],
    authScopes: { adminReader: true },
    select: { id: true },
    resolve: async (task, _args, ctx) => {
      const candidates = await eligibleMastersFor(ctx.db, task.id);
      const contracts = await ctx.db.contract.findMany({
        where: { id: { in: candidates.map((candidate) => candidate.id) } },
        select: { id: true, name: true, phone: true },
      });
      const byContract = new Map(contracts.map((contract) => [contract.id, contract]));
      return candidates.flatMap((candidate) => {
        const contract = byContract.get(candidate.id);
        return contract
          ? [{ contractId: contract.id, name: contract.name, phone: contract.phone, distanceM: candidate.distanceM }]
          : [];
      });
    },
  }),
}));

interface TaskPageShape {
  where: Prisma.TaskWhereInput;
  page: PageRequest;
}

const TaskPage = builder.objectRef<TaskPageShape>('TaskPage').implement({
  fields: (t) => ({
    items: t.prismaField({
      type: ['Task'],
      resolve: (query, list, _args, ctx) =>
        ctx.db.task.findMany({
          ...query,
          where: list.where,
          orderBy: ADMIN_ORDER,
          skip: list.page.skip,
          take: list.page.take,
        }),
    }),
    total: t.int({ resolve: (list, _args, ctx) => ctx.db.task.count({ where: list.where }) }),
    page: t.int({ resolve: (list) => list.page.page }),
    perPage: t.int({ resolve: (list) => list.page.perPage }),
  }),
});

builder.queryFields((t) => ({
  adminTasks: t.field({
    type: TaskPage,
    authScopes: { adminReader: true },
    args: {
      status: t.arg({ type: [TaskStatusEnum] }),
      // docs/product.md §4's active statuses (instead of listing them)
      active: t.arg.boolean(),
      categoryId: t.arg.int(),
      cityId: t.arg.int(),
      search: t.arg.string(),
      page: t.arg.int(),
      perPage: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      adminTaskQuery(
        ctx.viewer,
        parseAdminTaskFilter({
          status: args.active ? 'active' : args.status?.length ? args.status.join(',') : undefined,
          categoryId: args.categoryId,
          cityId: args.cityId,
          search: args.search,
          page: args.page,
          perPage: args.perPage,
        }),
      ),
  }),
  adminTask: t.prismaField({
    type: 'Task',
    nullable: true,
    authScopes: { adminReader: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) => ctx.db.task.findUnique({ ...query, where: { id: parseId(args.id) } }),
  }),

  // every status with its label, in lifecycle order (the admin list's filter)
  taskStatuses: t.field({
    type: [TaskStatusInfo],
    authScopes: { loggedIn: true },
    resolve: () => Object.values(TaskStatus),
  }),
}));

builder.mutationFields((t) => ({
  adminUpdateTask: t.prismaField({
    type: 'Task',
    authScopes: { admin: true },
    errors: {},
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: TaskInputType, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const id = parseId(args.id);
      await adminUpdateTask(ctx, ctx.viewer, id, parseTaskEdit(toTaskInput(args.input)));
      return byId(ctx, query, id);
    },
  }),
  adminRejectTask: t.prismaField({
    type: 'Task',
    authScopes: { admin: true },
    errors: {},
    args: { id: t.arg.int({ required: true }), reason: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      const id = parseId(args.id);
      await adminRejectTask(ctx, ctx.viewer, id, parseRejectReason(args.reason));
      return byId(ctx, query, id);
    },
  }),
  adminRedispatchTask: t.prismaField({
    type: 'Task',
    authScopes: { admin: true },
    errors: {},
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const id = parseId(args.id);
      await adminRedispatchTask(ctx, ctx.viewer, id);
      return byId(ctx, query, id);
    },
  }),
  adminAssignTask: t.prismaField({
    type: 'Task',
    authScopes: { admin: true },
    errors: {},
    args: { id: t.arg.int({ required: true }), contractId: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const id = parseId(args.id);
      await adminAssignTask(ctx, ctx.viewer, id, parseAssignedContract(args.contractId));
      return byId(ctx, query, id);
    },
  }),
  adminCloseTask: t.prismaField({
    type: 'Task',
    authScopes: { admin: true },
    errors: {},
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const id = parseId(args.id);
      await adminCloseTask(ctx, ctx.viewer, id);
      return byId(ctx, query, id);
    },
  }),
}));
