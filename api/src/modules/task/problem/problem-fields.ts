// docs/product.md "The problem window" in GraphQL: taskProblem(taskId) for the task's client and master,
// myProblems for a master, adminProblems for admins (never an analyst token); reportProblem, answerProblem
// and resolveProblem beside the REST calls of problem-routes.ts (both through problem-actions.ts).
import { builder } from '../../../graphql/builder';
import { parseId } from '../../../platform/input/ids';
import { changeAndRead, readProblemState, resolveAndRead } from './problem-actions';
import { parseProblemAnswer, parseProblemQueue, parseProblemReport, parseProblemResolution } from './problem-input';
import {
  adminProblemQueue,
  masterProblems,
  type AdminProblemView,
  type ProblemView,
  type TaskProblemState,
} from './problem-read';
import { PROBLEM_KINDS, PROBLEM_OUTCOMES } from './problem-model';

export const ProblemKindEnum = builder.enumType('ProblemKind', { values: PROBLEM_KINDS });
export const ProblemOutcomeEnum = builder.enumType('ProblemOutcome', { values: PROBLEM_OUTCOMES });
const ProblemQueueStateEnum = builder.enumType('ProblemQueueState', { values: ['open', 'resolved', 'all'] as const });

const ProblemPhoto = builder.objectRef<{ id: string; url: string }>('ProblemPhoto').implement({
  fields: (t) => ({ id: t.exposeString('id'), url: t.exposeString('url') }),
});

export const TaskProblemRef = builder.objectRef<ProblemView>('TaskProblem').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    taskId: t.exposeInt('taskId'),
    kind: t.field({ type: ProblemKindEnum, resolve: (problem) => problem.kind }),
    kindLabel: t.exposeString('kindLabel'),
    text: t.exposeString('text'),
    photos: t.field({ type: [ProblemPhoto], resolve: (problem) => problem.photos }),
    masterName: t.exposeString('masterName'),
    answer: t.exposeString('answer', { nullable: true }),
    answeredAt: t.expose('answeredAt', { type: 'DateTime', nullable: true }),
    outcome: t.field({ type: ProblemOutcomeEnum, nullable: true, resolve: (problem) => problem.outcome }),
    outcomeLabel: t.exposeString('outcomeLabel', { nullable: true }),
    // the admin's note: null for the client and the master
    note: t.exposeString('note', { nullable: true }),
    resolvedAt: t.expose('resolvedAt', { type: 'DateTime', nullable: true }),
    returnTaskId: t.exposeInt('returnTaskId', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const TaskProblemStateRef = builder.objectRef<TaskProblemState>('TaskProblemState').implement({
  fields: (t) => ({
    taskId: t.exposeInt('taskId'),
    // the task's client may report now: completed, within the window, nothing reported yet
    canReport: t.exposeBoolean('canReport'),
    windowEndsAt: t.expose('windowEndsAt', { type: 'DateTime', nullable: true }),
    problem: t.field({ type: TaskProblemRef, nullable: true, resolve: (state) => state.problem }),
  }),
});

type Item = AdminProblemView;
const ProblemPerson = builder.objectRef<Item['client']>('ProblemClient').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    username: t.exposeString('username', { nullable: true }),
  }),
});
const ProblemMaster = builder.objectRef<Item['master']>('ProblemMaster').implement({
  fields: (t) => ({
    contractId: t.exposeInt('contractId'),
    name: t.exposeString('name'),
    phone: t.exposeString('phone'),
  }),
});
const ProblemTask = builder.objectRef<Item['task']>('ProblemTask').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    text: t.exposeString('text'),
    status: t.exposeString('status'),
    statusLabel: t.exposeString('statusLabel'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    acceptedAt: t.expose('acceptedAt', { type: 'DateTime', nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    price: t.exposeInt('price', { nullable: true }),
    masterPrice: t.exposeInt('masterPrice', { nullable: true }),
    clientPrice: t.exposeInt('clientPrice', { nullable: true }),
  }),
});
const ProblemJourney = builder.objectRef<NonNullable<Item['journey']>>('ProblemJourney').implement({
  fields: (t) => ({
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    arrivedAt: t.expose('arrivedAt', { type: 'DateTime', nullable: true }),
  }),
});
const ProblemHistory = builder.objectRef<Item['history'][number]>('ProblemHistoryEntry').implement({
  fields: (t) => ({
    from: t.exposeString('from', { nullable: true }),
    to: t.exposeString('to'),
    reason: t.exposeString('reason', { nullable: true }),
    at: t.expose('at', { type: 'DateTime' }),
  }),
});

const AdminProblemRef = builder.objectRef<Item>('AdminProblem').implement({
  fields: (t) => ({
    problem: t.field({ type: TaskProblemRef, resolve: (item) => item }),
    client: t.field({ type: ProblemPerson, resolve: (item) => item.client }),
    master: t.field({ type: ProblemMaster, resolve: (item) => item.master }),
    task: t.field({ type: ProblemTask, resolve: (item) => item.task }),
    journey: t.field({ type: ProblemJourney, nullable: true, resolve: (item) => item.journey }),
    history: t.field({ type: [ProblemHistory], resolve: (item) => item.history }),
  }),
});

const AdminProblemPage = builder
  .objectRef<{ items: Item[]; total: number; page: number; perPage: number }>('AdminProblemPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [AdminProblemRef], resolve: (page) => page.items }),
      total: t.exposeInt('total'),
      page: t.exposeInt('page'),
      perPage: t.exposeInt('perPage'),
    }),
  });

builder.queryFields((t) => ({
  taskProblem: t.withAuth({ loggedIn: true }).field({
    type: TaskProblemStateRef,
    args: { taskId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => readProblemState(ctx, ctx.viewer, parseId(args.taskId), ctx.language),
  }),
  myProblems: t.withAuth({ loggedIn: true }).field({
    type: [TaskProblemRef],
    resolve: (_root, _args, ctx) => masterProblems(ctx.db, ctx.viewer, ctx.language),
  }),
  adminProblems: t.field({
    type: AdminProblemPage,
    authScopes: { adminReader: true },
    args: {
      state: t.arg({ type: ProblemQueueStateEnum }),
      page: t.arg.int(),
      perPage: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const filter = parseProblemQueue(args);
      const { items, total } = await adminProblemQueue(ctx.db, ctx.viewer, filter, ctx.language);
      return { items, total, page: filter.page.page, perPage: filter.page.perPage };
    },
  }),
}));

builder.mutationFields((t) => ({
  reportProblem: t.withAuth({ loggedIn: true }).field({
    type: TaskProblemStateRef,
    errors: {},
    args: {
      taskId: t.arg.int({ required: true }),
      kind: t.arg({ type: ProblemKindEnum, required: true }),
      text: t.arg.string({ required: true }),
      photoIds: t.arg.stringList(),
    },
    resolve: async (_root, args, ctx) => {
      const taskId = parseId(args.taskId);
      return changeAndRead(ctx, ctx.viewer, taskId, { report: parseProblemReport(args) }, ctx.language);
    },
  }),
  answerProblem: t.withAuth({ loggedIn: true }).field({
    type: TaskProblemStateRef,
    errors: {},
    args: { taskId: t.arg.int({ required: true }), text: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const taskId = parseId(args.taskId);
      return changeAndRead(ctx, ctx.viewer, taskId, { answer: parseProblemAnswer(args.text) }, ctx.language);
    },
  }),
  resolveProblem: t.withAuth({ admin: true }).field({
    type: AdminProblemRef,
    errors: {},
    args: {
      id: t.arg.int({ required: true }),
      outcome: t.arg({ type: ProblemOutcomeEnum, required: true }),
      note: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const id = parseId(args.id);
      return resolveAndRead(ctx, ctx.viewer, id, parseProblemResolution(args), ctx.language);
    },
  }),
}));
