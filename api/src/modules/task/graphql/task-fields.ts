// The Task type in GraphQL: what every audience reads of a task (the client's contacts only for those
// modules/task/client-contacts.ts names). Its queries and mutations by audience: modules/task/graphql/client-fields.ts, modules/task/graphql/master-fields.ts,
// modules/task/graphql/admin-fields.ts; the pieces around it: task-types.ts.
import { contactHolderSelect, seesClientContacts } from '../client-contacts';
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../../platform/context';
import { Prisma, type Task } from '../../../platform/db/generated/prisma/client';
import { readTaskViews, viewAnswers, type TaskViews } from '../task-view';
import { availableActions, cancelStepFor, isActiveStatus, phaseOf, statusLabel } from '../../lifecycle';
import { EmergencyKindEnum } from '../../category';
import { translate } from '../../../platform/i18n';
import { ActiveTaskExistsError } from '../client-tasks';
import { taskPhotoUrl } from '../task-photos';
import { displayName } from '../../../platform/i18n/person-name';
import { taskForm, type NewTaskRaw } from '../input/task-input';
import { builder, ErrorInterface } from '../../../graphql/builder';
import { priceHolderSelect, PriceRangeRef, priceRangeOfTask, seesTaskPrice } from '../../price';
import { readsAsAdmin } from '../../../platform/access';
import {
  TaskActionEnum,
  TaskClient,
  TaskMaster,
  TaskPhaseEnum,
  TaskPhoto,
  TaskStatusEnum,
  TaskWhenEnum,
  statsLoader,
} from './task-types';

export { CancelAudienceEnum, TaskStatusEnum } from './task-types';

export const TaskRef = builder.prismaObject('Task', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    text: t.exposeString('text'),
    status: t.expose('status', { type: TaskStatusEnum }),
    // Fields of the task's own columns need no `select`: a Task row always carries all of them, and a field
    // without one is resolved as it is, without Pothos' bookkeeping of the query that loaded its row.
    statusLabel: t.string({ resolve: (task, _args, ctx) => statusLabel(task.status, ctx.language) }),
    phase: t.field({ type: TaskPhaseEnum, resolve: (task) => phaseOf(task.status) }),
    // docs/product.md §4's active statuses: a client has at most one task in them
    active: t.boolean({ resolve: (task) => isActiveStatus(task.status) }),
    // what the viewer may do with the task now (modules/lifecycle/task-actions.ts): the screens show these buttons
    availableActions: t.field({
      type: [TaskActionEnum],
      select: (_args, ctx) => ({
        status: true,
        ...contactHolderSelect,
        review: { select: { id: true } },
        _count: {
          select: { offers: { where: { state: 'pending', contract: { userId: ctx.viewer?.user.id ?? 0 } } } },
        },
      }),
      resolve: (task, _args, ctx) =>
        availableActions(
          { ...task, hasReview: task.review !== null, offeredToViewer: task._count.offers > 0 },
          ctx.viewer,
        ),
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
      select: { ...contactHolderSelect, tgUsername: true },
      resolve: (task, _args, ctx) => (seesClientContacts(task, ctx.viewer) ? task.tgUsername : null),
    }),
    phone: t.string({
      nullable: true,
      select: { ...contactHolderSelect, phone: true },
      resolve: (task, _args, ctx) => (seesClientContacts(task, ctx.viewer) ? task.phone : null),
    }),
    // the phone is the one Telegram confirmed for the client
    phoneVerified: t.boolean({
      select: { ...contactHolderSelect, phoneVerified: true },
      resolve: (task, _args, ctx) => seesClientContacts(task, ctx.viewer) && task.phoneVerified,
    }),
    client: t.field({
      type: TaskClient,
      nullable: true,
      select: { ...contactHolderSelect, client: { select: { firstName: true, lastName: true, username: true } } },
      resolve: (task, _args, ctx) =>
        seesClientContacts(task, ctx.viewer)
          ? { name: displayName(task.client) || task.client.username || translate(ctx.language, 'CLIENT_DEFAULT_NAME') }
          : null,
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
    emergency: t.expose('emergency', {
      type: EmergencyKindEnum,
      nullable: true,
      description:
        'Danger to life the text reported when the task was created (offered to every eligible master at once); null for an ordinary job.',
    }),
    scheduledFrom: t.expose('scheduledFrom', { type: 'DateTime', nullable: true }),
    scheduledTo: t.expose('scheduledTo', { type: 'DateTime', nullable: true }),
    photos: t.field({
      type: [TaskPhoto],
      select: { photos: { select: { id: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] } },
      resolve: (task) => task.photos.map(({ id }) => ({ id, url: taskPhotoUrl(id) })),
    }),
    // which client cancel reasons apply now: 1 before a master accepted, 2 after; null: not cancellable
    cancelStep: t.int({ nullable: true, resolve: (task) => cancelStepFor(task.status) }),
    cancelReason: t.relation('cancelReason', { nullable: true }),
    // the client's own words: for the client, the master who held the task and admins (task-endings.ts)
    cancelReasonText: t.string({
      nullable: true,
      select: { ...contactHolderSelect, cancelReasonText: true },
      resolve: (task, _args, ctx) => (seesClientContacts(task, ctx.viewer) ? task.cancelReasonText : null),
    }),
    dispatchedAt: t.expose('dispatchedAt', { type: 'DateTime', nullable: true }),
    address: t.string({
      nullable: true,
      description:
        "The door in the client's words (street, house, flat, landmark): for the client, the master who accepted the task and admins; null for anyone else.",
      select: { ...contactHolderSelect, address: true },
      resolve: (task, _args, ctx) => (seesClientContacts(task, ctx.viewer) ? task.address : null),
    }),
    // the client's point: for those who see the contacts
    latitude: t.float({
      nullable: true,
      select: { ...contactHolderSelect, latitude: true },
      resolve: (task, _args, ctx) => (seesClientContacts(task, ctx.viewer) ? task.latitude : null),
    }),
    longitude: t.float({
      nullable: true,
      select: { ...contactHolderSelect, longitude: true },
      resolve: (task, _args, ctx) => (seesClientContacts(task, ctx.viewer) ? task.longitude : null),
    }),
    acceptedAt: t.expose('acceptedAt', { type: 'DateTime', nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    closedAt: t.expose('closedAt', { type: 'DateTime', nullable: true }),
    // what the job cost in whole so'm (the client's figure when given, else the master's): for its client, its
    // master and admins only, null for everyone else (modules/price/price-rules.ts)
    price: t.int({
      nullable: true,
      select: { ...priceHolderSelect, price: true },
      resolve: (task, _args, ctx) => (seesTaskPrice(task, ctx.viewer) ? task.price : null),
    }),
    masterPrice: t.int({
      nullable: true,
      select: { ...priceHolderSelect, masterPrice: true },
      resolve: (task, _args, ctx) => (seesTaskPrice(task, ctx.viewer) ? task.masterPrice : null),
    }),
    clientPrice: t.int({
      nullable: true,
      select: { ...priceHolderSelect, clientPrice: true },
      resolve: (task, _args, ctx) => (seesTaskPrice(task, ctx.viewer) ? task.clientPrice : null),
    }),
    // the two figures are more than 30 % apart (the task is left out of the ranges): admins only
    priceDisputed: t.boolean({
      nullable: true,
      resolve: (task, _args, ctx) => (readsAsAdmin(ctx.viewer) ? task.priceDisputed : null),
    }),
    // the usual price of the task's category in its district (or city); null: not enough jobs yet
    priceRange: t.field({
      type: PriceRangeRef,
      nullable: true,
      resolve: (task, _args, ctx) => priceRangeOfTask(ctx, task),
    }),
  }),
});

builder.objectType(ActiveTaskExistsError, {
  name: 'ActiveTaskExistsError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    // docs/product.md §4: the active task is shown instead
    task: t.prismaField({
      type: 'Task',
      resolve: (query, error, _args, ctx) => ctx.db.task.findUniqueOrThrow({ ...query, where: { id: error.taskId } }),
    }),
  }),
});

export const TaskInputType = builder.inputType('TaskInput', {
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
    // task creation only: the door in the client's words (street, house, flat, landmark), up to 200 characters
    address: t.string(),
    // task creation only: one of the client's former masters (myMasters' contractId), offered it alone first
    // for DISPATCH_PREFERRED_S (docs/product.md §12 "Your master again")
    preferredMasterId: t.int(),
  }),
});

// null means "not given": the admin edit keeps the current value for it
export const toTaskInput = (input: typeof TaskInputType.$inferInput): NewTaskRaw =>
  taskForm(input, (field) => field, { nullIsMissing: true });

export const byId = (ctx: RequestContext, query: object, id: number) =>
  ctx.db.task.findUniqueOrThrow({ ...query, where: { id } });

// The tasks a screen's field shows (`where`: a condition on `t`, in `orderBy`'s order), read by the SQL view
// when it answers the field's selection (task-view.ts viewAnswers), their masters' review numbers handed to
// TaskMaster; any other selection is read by Prisma with Pothos's query (`prisma`: the same tasks).
// Both answer alike (task-view-sql.test.ts).
export async function screenTasks(
  ctx: RequestContext,
  query: object,
  sql: { where: Prisma.Sql; orderBy: Prisma.Sql },
  prisma: { where: Prisma.TaskWhereInput; orderBy?: Prisma.TaskOrderByWithRelationInput[] },
): Promise<Task[]> {
  const viewerId = ctx.viewer?.user.id ?? 0;
  if (!viewAnswers(query, viewerId)) return ctx.db.task.findMany({ ...query, ...prisma });
  const views = await readTaskViews(ctx.db, sql.where, sql.orderBy, viewerId);
  statsLoader(ctx).prime(views.masterStats);
  return views.tasks;
}

// The task a screen's statement already read with its view (client-screen.ts clientScreen,
// master-tasks.ts masterScreen): answered from it when the view answers the selection, else by Prisma.
export async function shownTask(
  ctx: RequestContext,
  query: object,
  views: TaskViews,
  id: number | null,
): Promise<Task | null> {
  if (id === null) return null;
  statsLoader(ctx).prime(views.masterStats);
  if (!viewAnswers(query, ctx.viewer?.user.id ?? 0)) return ctx.db.task.findUnique({ ...query, where: { id } });
  return views.tasks.find((task) => task.id === id) ?? null;
}

// shownTask for a field declared with t.field: its query is planned from the selection only when there is a
// task to show (a prismaField's is planned before its resolver runs). The master's dashboard asks for two
// fields and shows one task between them.
export async function plannedShownTask(
  ctx: RequestContext,
  info: GraphQLResolveInfo,
  views: TaskViews,
  id: number | null,
): Promise<Task | null> {
  if (id === null) return null;
  return shownTask(ctx, queryFromInfo({ context: ctx, info }), views, id);
}

// One task of a screen (its id known), as screenTasks reads it.
export async function screenTask(ctx: RequestContext, query: object, id: number): Promise<Task | null> {
  const [task] = await screenTasks(
    ctx,
    query,
    { where: Prisma.sql`t.id = ${id}`, orderBy: Prisma.sql`t.id` },
    { where: { id } },
  );
  return task ?? null;
}

export const cancelArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  id: t.arg.int({ required: true }),
  cancelReasonId: t.arg.int(),
  cancelReasonText: t.arg.string(),
});
