// Tasks in GraphQL: the Task type, the client's, master's and admin's queries and mutations, all thin
// adapters over domain/tasks.ts, master-tasks.ts and admin-tasks.ts (the same functions REST calls).
import type { RequestContext, Viewer } from '../domain/context';
import {
  adminAssignTask,
  adminCloseTask,
  adminRedispatchTask,
  adminRejectTask,
  adminTaskQuery,
  adminUpdateTask,
  ADMIN_ORDER,
} from '../domain/admin-tasks';
import { listCancelReasons, MASTER_REASON_STEP, needsText, parseClientStep } from '../domain/cancel-reasons';
import { acceptTask, cancelTaskByMaster, completeTask, declineTask, masterDashboard } from '../domain/master-tasks';
import type { PageRequest } from '../domain/paging';
import {
  clientStats,
  createMasterStatsLoader,
  masterResponseFigures,
  masterStats,
  type ResponseFigures,
  type Stats,
} from '../domain/stats';
import { cancelStepFor, statusLabel } from '../domain/task-status';
import { localized } from '../domain/language';
import {
  ActiveTaskExistsError,
  assertCanViewTask,
  cancelTaskByClient,
  clientTaskIds,
  clientTasksWhere,
  createTask,
  lastAddress,
  NEWEST_FIRST,
  type TaskInput,
} from '../domain/tasks';
import { taskPhotoUrl, type TaskPhotoRef } from '../domain/task-photos';
import { TASK_WHEN_VALUES } from '../domain/task-when';
import { displayName } from '../domain/users';
import type { Prisma } from '../db/generated/prisma/client';
import { builder, ErrorInterface } from './builder';

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

// One batching loader per request, so a list of tasks reads every master's numbers in one statement.
const statsLoaders = new WeakMap<object, ReturnType<typeof createMasterStatsLoader>>();
function statsLoader(ctx: RequestContext) {
  let loader = statsLoaders.get(ctx);
  if (!loader) statsLoaders.set(ctx, (loader = createMasterStatsLoader(ctx.db)));
  return loader;
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

// SPEC §3 "Master (shown on the active task)"
const TaskMaster = builder.objectRef<TaskMasterShape>('TaskMaster').implement({
  fields: (t) => ({
    contractId: t.int({ resolve: ({ contract }) => contract.id }),
    name: t.string({ resolve: ({ contract }) => contract.name }),
    photoPath: t.string({ nullable: true, resolve: ({ contract }) => contract.photoPath }),
    telegramUsername: t.string({ nullable: true, resolve: ({ contract }) => contract.user.username }),
    phone: t.string({ resolve: ({ contract }) => contract.phone }),
    reviewsCount: t.int({
      resolve: async ({ contract }, _args, ctx) => (await statsLoader(ctx).load(contract.userId)).reviewsCount,
    }),
    averageRating: t.float({
      resolve: async ({ contract }, _args, ctx) => (await statsLoader(ctx).load(contract.userId)).averageRating,
    }),
  }),
});

// a photo of the problem (issue 19): the url answers only those who may see the task
const TaskPhoto = builder.objectRef<TaskPhotoRef>('TaskPhoto').implement({
  fields: (t) => ({ id: t.exposeString('id'), url: t.exposeString('url') }),
});

const TaskClient = builder.objectRef<{ name: string }>('TaskClient').implement({
  fields: (t) => ({ name: t.exposeString('name') }),
});

const LastAddress = builder.objectRef<{ cityId: number; districtId: number }>('LastAddress').implement({
  fields: (t) => ({ cityId: t.exposeInt('cityId'), districtId: t.exposeInt('districtId') }),
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
    actor: t.relation('actor', { nullable: true }),
    actorRole: t.exposeInt('actorRole', { nullable: true }),
    reason: t.exposeString('reason', { nullable: true }),
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

// The client's contacts: for the client, admins, and the master the task is assigned to; a master
// looking at an offer does not see them (SPEC §2: the new-task card has no client info).
function seesContacts(task: { clientId: number; contract: { userId: number } | null }, viewer: Viewer | null): boolean {
  if (!viewer) return false;
  return (
    viewer.isAdmin || viewer.isAnalyst || task.clientId === viewer.user.id || task.contract?.userId === viewer.user.id
  );
}
const contactSelect = { clientId: true, contract: { select: { userId: true } } } as const;

builder.prismaObject('Task', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    text: t.exposeString('text'),
    status: t.expose('status', { type: TaskStatusEnum }),
    statusLabel: t.string({
      select: { status: true },
      resolve: (task, _args, ctx) => statusLabel(task.status, ctx.language),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    // grows with every change of the task row: of two answers about a task, the one with the higher version is newer
    version: t.exposeInt('version'),
    categoryId: t.exposeInt('categoryId', { nullable: true }),
    category: t.relation('category', { nullable: true }),
    cityId: t.exposeInt('cityId'),
    city: t.relation('city'),
    districtId: t.exposeInt('districtId'),
    district: t.relation('district'),
    tgUsername: t.string({
      nullable: true,
      select: { ...contactSelect, tgUsername: true },
      resolve: (task, _args, ctx) => (seesContacts(task, ctx.viewer) ? task.tgUsername : null),
    }),
    phone: t.string({
      nullable: true,
      select: { ...contactSelect, phone: true },
      resolve: (task, _args, ctx) => (seesContacts(task, ctx.viewer) ? task.phone : null),
    }),
    // the phone is the one Telegram confirmed for the client (issue 19)
    phoneVerified: t.boolean({
      select: { ...contactSelect, phoneVerified: true },
      resolve: (task, _args, ctx) => seesContacts(task, ctx.viewer) && task.phoneVerified,
    }),
    client: t.field({
      type: TaskClient,
      nullable: true,
      select: { ...contactSelect, client: { select: { firstName: true, lastName: true, username: true } } },
      resolve: (task, _args, ctx) =>
        seesContacts(task, ctx.viewer) ? { name: displayName(task.client) || task.client.username || 'Клиент' } : null,
    }),
    master: t.field({
      type: TaskMaster,
      nullable: true,
      select: {
        contract: {
          select: {
            id: true,
            userId: true,
            name: true,
            phone: true,
            photoPath: true,
            user: { select: { username: true } },
          },
        },
      },
      resolve: (task) => (task.contract ? { contract: task.contract } : null),
    }),
    hasReview: t.boolean({ select: { review: { select: { id: true } } }, resolve: (task) => task.review !== null }),
    when: t.expose('when', { type: TaskWhenEnum }),
    scheduledFrom: t.expose('scheduledFrom', { type: 'DateTime', nullable: true }),
    scheduledTo: t.expose('scheduledTo', { type: 'DateTime', nullable: true }),
    photos: t.field({
      type: [TaskPhoto],
      select: { photos: { select: { id: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] } },
      resolve: (task) => task.photos.map(({ id }) => ({ id, url: taskPhotoUrl(id) })),
    }),
    // which client cancel reasons apply now: 1 before a master accepted, 2 after; null: not cancellable
    cancelStep: t.int({ nullable: true, select: { status: true }, resolve: (task) => cancelStepFor(task.status) }),
    cancelReason: t.relation('cancelReason', { nullable: true }),
    cancelReasonText: t.exposeString('cancelReasonText', { nullable: true }),
    dispatchedAt: t.expose('dispatchedAt', { type: 'DateTime', nullable: true }),
    // the client's point: for those who see the contacts
    latitude: t.float({
      nullable: true,
      select: { ...contactSelect, latitude: true },
      resolve: (task, _args, ctx) => (seesContacts(task, ctx.viewer) ? task.latitude : null),
    }),
    longitude: t.float({
      nullable: true,
      select: { ...contactSelect, longitude: true },
      resolve: (task, _args, ctx) => (seesContacts(task, ctx.viewer) ? task.longitude : null),
    }),
    dispatchWave: t.exposeInt('dispatchWave', { authScopes: { adminReader: true } }),
    nextWaveAt: t.expose('nextWaveAt', { type: 'DateTime', nullable: true, authScopes: { adminReader: true } }),
    acceptedAt: t.expose('acceptedAt', { type: 'DateTime', nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    closedAt: t.expose('closedAt', { type: 'DateTime', nullable: true }),
    // admin views: the client's account, the master's contract, the history and the offers
    clientUser: t.relation('client', { authScopes: { adminReader: true } }),
    contract: t.relation('contract', { nullable: true, authScopes: { adminReader: true } }),
    statusHistory: t.relation('statusChanges', {
      authScopes: { adminReader: true },
      query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    }),
    offers: t.relation('offers', { authScopes: { adminReader: true }, query: { orderBy: { id: 'asc' } } }),
  }),
});

builder.objectType(ActiveTaskExistsError, {
  name: 'ActiveTaskExistsError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    // SPEC §4: the active task is shown instead
    task: t.prismaField({
      type: 'Task',
      resolve: (query, error, _args, ctx) => ctx.db.task.findUniqueOrThrow({ ...query, where: { id: error.taskId } }),
    }),
  }),
});

const TaskInputType = builder.inputType('TaskInput', {
  fields: (t) => ({
    text: t.string(),
    categoryId: t.int(),
    cityId: t.int(),
    districtId: t.int(),
    // without '@' (a leading '@' is dropped)
    tgUsername: t.string(),
    phone: t.string(),
    // ids from POST /api/tg-webapp/tasks/photos (task creation only)
    photoIds: t.stringList(),
    // task creation only: asap when left out; a window needs scheduledFrom and scheduledTo
    when: t.field({ type: TaskWhenEnum }),
    scheduledFrom: t.field({ type: 'DateTime' }),
    scheduledTo: t.field({ type: 'DateTime' }),
    // the client's point when creating (both or neither); an admin edit keeps the task's point
    latitude: t.float(),
    longitude: t.float(),
  }),
});

// null means "not given": the admin edit keeps the current value for it
const toTaskInput = (input: typeof TaskInputType.$inferInput): TaskInput => ({
  text: input.text ?? undefined,
  categoryId: input.categoryId ?? undefined,
  cityId: input.cityId ?? undefined,
  districtId: input.districtId ?? undefined,
  tgUsername: input.tgUsername ?? undefined,
  phone: input.phone ?? undefined,
  photoIds: input.photoIds ?? undefined,
  when: input.when ?? undefined,
  scheduledFrom: input.scheduledFrom ?? undefined,
  scheduledTo: input.scheduledTo ?? undefined,
  latitude: input.latitude ?? undefined,
  longitude: input.longitude ?? undefined,
});

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

const byId = (ctx: RequestContext, query: object, id: number) =>
  ctx.db.task.findUniqueOrThrow({ ...query, where: { id } });

// The screens ask masterCurrentTask with masterPendingTask, and activeTask with activeTaskCount, in one
// operation: one read of the ids for both fields.
function oncePerRequest<T>(read: (ctx: RequestContext) => Promise<T>): (ctx: RequestContext) => Promise<T> {
  const reads = new WeakMap<RequestContext, Promise<T>>();
  return (ctx) => {
    let result = reads.get(ctx);
    if (!result) reads.set(ctx, (result = read(ctx)));
    return result;
  };
}
const masterDashboardIds = oncePerRequest((ctx) => masterDashboard(ctx.db, ctx.viewer!));
const clientIds = oncePerRequest((ctx) => clientTaskIds(ctx.db, ctx.viewer!));

builder.queryFields((t) => ({
  // the client screen's task: the active one, or the latest completed one still waiting for a review
  activeTask: t.prismaField({
    type: 'Task',
    nullable: true,
    authScopes: { loggedIn: true },
    resolve: async (query, _root, _args, ctx) => {
      const { currentId: id, masterStats } = await clientIds(ctx);
      statsLoader(ctx).prime(masterStats);
      return id ? ctx.db.task.findUnique({ ...query, where: { id } }) : null;
    },
  }),
  activeTaskCount: t.int({
    authScopes: { loggedIn: true },
    resolve: async (_root, _args, ctx) => (await clientIds(ctx)).activeCount,
  }),
  myTasks: t.prismaField({
    type: ['Task'],
    authScopes: { loggedIn: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.db.task.findMany({ ...query, where: clientTasksWhere(ctx.viewer!), orderBy: NEWEST_FIRST }),
  }),
  task: t.prismaField({
    type: 'Task',
    authScopes: { loggedIn: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      await assertCanViewTask(ctx.db, ctx.viewer!, args.id);
      return byId(ctx, query, args.id);
    },
  }),
  cancelReasons: t.prismaField({
    type: ['CancelReason'],
    authScopes: { loggedIn: true },
    args: { audience: t.arg({ type: CancelAudienceEnum, defaultValue: 'client' }), step: t.arg.int() },
    resolve: async (query, _root, args, ctx) => {
      const audience = args.audience ?? 'client';
      const step = audience === 'master' ? MASTER_REASON_STEP : parseClientStep(args.step);
      const reasons = await listCancelReasons(ctx.db, audience, step);
      return ctx.db.cancelReason.findMany({
        ...query,
        where: { id: { in: reasons.map((reason) => reason.id) } },
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      });
    },
  }),
  lastAddress: t.field({
    type: LastAddress,
    nullable: true,
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => lastAddress(ctx.db, ctx.viewer!),
  }),
  clientStats: t.field({
    type: StatsRef,
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => clientStats(ctx.db, ctx.viewer!.user.id),
  }),
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
  adminTasks: t.field({
    type: TaskPage,
    authScopes: { adminReader: true },
    args: {
      status: t.arg({ type: [TaskStatusEnum] }),
      categoryId: t.arg.int(),
      cityId: t.arg.int(),
      search: t.arg.string(),
      page: t.arg.int(),
      perPage: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      adminTaskQuery(ctx.viewer, {
        status: args.status?.length ? args.status.join(',') : undefined,
        categoryId: args.categoryId,
        cityId: args.cityId,
        search: args.search,
        page: args.page,
        perPage: args.perPage,
      }),
  }),
  adminTask: t.prismaField({
    type: 'Task',
    nullable: true,
    authScopes: { adminReader: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) => ctx.db.task.findUnique({ ...query, where: { id: args.id } }),
  }),
}));

const cancelArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  id: t.arg.int({ required: true }),
  cancelReasonId: t.arg.int(),
  cancelReasonText: t.arg.string(),
});

builder.mutationFields((t) => ({
  createTask: t.prismaField({
    type: 'Task',
    authScopes: { loggedIn: true },
    errors: { types: [ActiveTaskExistsError] },
    args: { input: t.arg({ type: TaskInputType, required: true }) },
    resolve: async (query, _root, args, ctx) =>
      byId(ctx, query, await createTask(ctx, ctx.viewer!, toTaskInput(args.input))),
  }),
  cancelTask: t.prismaField({
    type: 'Task',
    authScopes: { loggedIn: true },
    errors: {},
    args: cancelArgs(t),
    resolve: async (query, _root, args, ctx) => {
      await cancelTaskByClient(ctx, ctx.viewer!, args.id, {
        cancelReasonId: args.cancelReasonId,
        cancelReasonText: args.cancelReasonText,
      });
      return byId(ctx, query, args.id);
    },
  }),
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
  adminUpdateTask: t.prismaField({
    type: 'Task',
    authScopes: { admin: true },
    errors: {},
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: TaskInputType, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      await adminUpdateTask(ctx, ctx.viewer, args.id, toTaskInput(args.input));
      return byId(ctx, query, args.id);
    },
  }),
  adminRejectTask: t.prismaField({
    type: 'Task',
    authScopes: { admin: true },
    errors: {},
    args: { id: t.arg.int({ required: true }), reason: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      await adminRejectTask(ctx, ctx.viewer, args.id, { reason: args.reason });
      return byId(ctx, query, args.id);
    },
  }),
  adminRedispatchTask: t.prismaField({
    type: 'Task',
    authScopes: { admin: true },
    errors: {},
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      await adminRedispatchTask(ctx, ctx.viewer, args.id);
      return byId(ctx, query, args.id);
    },
  }),
  adminAssignTask: t.prismaField({
    type: 'Task',
    authScopes: { admin: true },
    errors: {},
    args: { id: t.arg.int({ required: true }), contractId: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      await adminAssignTask(ctx, ctx.viewer, args.id, { contractId: args.contractId });
      return byId(ctx, query, args.id);
    },
  }),
  adminCloseTask: t.prismaField({
    type: 'Task',
    authScopes: { admin: true },
    errors: {},
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      await adminCloseTask(ctx, ctx.viewer, args.id);
      return byId(ctx, query, args.id);
    },
  }),
}));
