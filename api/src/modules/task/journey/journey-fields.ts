// The live card's journey in GraphQL: Task.journey for the task's client (and the master on it),
// the master's reports (masterOnTheWay, masterLocation, masterArrived) and why a task or an offer left a
// master's screen (TaskEnding). Thin adapters over modules/task/journey/journey.ts and modules/lifecycle/task-endings.ts.
import { readJourney, type Journey, type JourneyMaster, type JourneyPreferred } from './journey-read';
import { markArrived, reportPosition, startJourney } from './journey';
import { workingContract } from '../../dispatch';
import { ENDING_CODES, endingReason, taskEnding, type TaskEnding } from '../../lifecycle';
import { parseId } from '../../../platform/input/ids';
import { parseJourneyReport } from './journey-input';
import { translate } from '../../../platform/i18n';
import { builder } from '../../../graphql/builder';
import { byId } from '../graphql/task-fields';

export const JourneyStageEnum = builder.enumType('JourneyStage', {
  description: 'searching (counts only) -> accepted -> on the way -> arrived; the status stays in_progress throughout',
  values: {
    SEARCHING: { value: 'searching' },
    ACCEPTED: { value: 'accepted' },
    ON_THE_WAY: { value: 'on_the_way' },
    ARRIVED: { value: 'arrived' },
  } as const,
});

export const JourneyEtaSourceEnum = builder.enumType('JourneyEtaSource', {
  description: "MODEL: approximate, from the remaining distance (docs/journey.md); MASTER: the master's own estimate",
  values: { MODEL: { value: 'model' }, MASTER: { value: 'master' } } as const,
});

const JourneyMasterRef = builder.objectRef<JourneyMaster>('JourneyMaster').implement({
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    // the average of approved reviews (0 while none), as docs/product.md's averageRating
    rating: t.exposeFloat('rating'),
    completedCount: t.exposeInt('completedCount'),
    // the Top usta badge beside his name (docs/product.md §12)
    topUsta: t.exposeBoolean('topUsta'),
  }),
});

export const PreferredMasterStateEnum = builder.enumType('PreferredMasterState', {
  description:
    'The master the client asked for again: OFFERED (his turn alone), or why the search widened (docs/product.md §12)',
  values: {
    OFFERED: { value: 'offered' },
    DECLINED: { value: 'declined' },
    NO_ANSWER: { value: 'no_answer' },
    UNAVAILABLE: { value: 'unavailable' },
  } as const,
});

const JourneyPreferredRef = builder.objectRef<JourneyPreferred>('JourneyPreferredMaster').implement({
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    state: t.field({ type: PreferredMasterStateEnum, resolve: (preferred) => preferred.state }),
  }),
});

const JourneyPointRef = builder
  .objectRef<{ latitude: number; longitude: number }>('JourneyPoint')
  .implement({ fields: (t) => ({ latitude: t.exposeFloat('latitude'), longitude: t.exposeFloat('longitude') }) });

export const TaskJourneyRef = builder.objectRef<Journey>('TaskJourney').implement({
  fields: (t) => ({
    stage: t.field({ type: JourneyStageEnum, resolve: (journey) => journey.stage }),
    // searching: masters told in this round, the last wave and its radius (metres); counts only, never who
    mastersNotified: t.exposeInt('mastersNotified', { nullable: true }),
    wave: t.exposeInt('wave', { nullable: true }),
    radiusMeters: t.exposeInt('radiusMeters', { nullable: true }),
    // from acceptance on
    master: t.field({ type: JourneyMasterRef, nullable: true, resolve: (journey) => journey.master }),
    // accepted: the master's distance when offered; on the way: from his latest position
    distanceMeters: t.exposeInt('distanceMeters', { nullable: true }),
    etaMinutes: t.exposeInt('etaMinutes', { nullable: true }),
    etaSource: t.field({ type: JourneyEtaSourceEnum, nullable: true, resolve: (journey) => journey.etaSource }),
    // on the way only: the master's latest point for the client's map (the journey is the client's and the
    // master's alone; arrival erases the point)
    masterPosition: t.field({ type: JourneyPointRef, nullable: true, resolve: (journey) => journey.masterPosition }),
    // on the way only: where his distance is counted to (the task's point, else its district's or city's
    // centre): the other end of the line on the client's map
    destination: t.field({ type: JourneyPointRef, nullable: true, resolve: (journey) => journey.destination }),
    // searching: no eligible master is on duty now (docs/product.md §12); the task is offered as masters come
    // on duty, and nextOnDutyAt says when the first one's working hours begin (null: not known)
    waitingForDuty: t.exposeBoolean('waitingForDuty'),
    nextOnDutyAt: t.field({ type: 'DateTime', nullable: true, resolve: (journey) => journey.nextOnDutyAt }),
    // searching: the former master the client asked for again and how his turn stands (null: none asked for)
    preferredMaster: t.field({
      type: JourneyPreferredRef,
      nullable: true,
      resolve: (journey) => journey.preferredMaster,
    }),
    updatedAt: t.field({ type: 'DateTime', resolve: (journey) => journey.updatedAt }),
  }),
});

builder.prismaObjectField('Task', 'journey', (t) =>
  t.field({
    type: TaskJourneyRef,
    nullable: true,
    description:
      "The client's live card; null for anyone but the task's client and its master, and once the task ended",
    select: { id: true },
    resolve: (task, _args, ctx) => readJourney(ctx.db, ctx.viewer, task.id),
  }),
);

export const TaskEndingKindEnum = builder.enumType('TaskEndingKind', {
  values: {
    CANCELLED_BY_CLIENT: { value: 'cancelled_by_client' },
    CLOSED_BY_ADMIN: { value: 'closed_by_admin' },
    REJECTED_BY_ADMIN: { value: 'rejected_by_admin' },
    EXPIRED: { value: 'expired' },
    TIMED_OUT: { value: 'timed_out' },
    TAKEN_BY_OTHER: { value: 'taken_by_other' },
    UNASSIGNED: { value: 'unassigned' },
  } as const,
});

export const TaskEndingRef = builder.objectRef<TaskEnding>('TaskEnding').implement({
  description: "Why a task or an offer left the master's screen",
  fields: (t) => ({
    taskId: t.exposeInt('taskId'),
    kind: t.field({ type: TaskEndingKindEnum, resolve: (ending) => ending.kind }),
    // what happened, in the viewer's language
    message: t.string({ resolve: (ending, _args, ctx) => translate(ctx.language, ENDING_CODES[ending.kind]) }),
    // the reason chosen (a client's cancel reason, an admin's rejection); null: none given
    reason: t.string({ nullable: true, resolve: (ending, _args, ctx) => endingReason(ending, ctx.language) }),
    at: t.field({ type: 'DateTime', resolve: (ending) => ending.at }),
  }),
});

builder.queryFields((t) => ({
  // why the viewer's offer or task `taskId` left his screen (null: still his, never his, or he let it go)
  masterTaskEnding: t.withAuth({ loggedIn: true }).field({
    type: TaskEndingRef,
    nullable: true,
    args: { taskId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const taskId = parseId(args.taskId, 'taskId');
      const contract = await workingContract(ctx.db, ctx.viewer);
      return taskEnding(ctx.db, taskId, contract.id);
    },
  }),
}));

const reportArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  id: t.arg.int({ required: true }),
  latitude: t.arg.float(),
  longitude: t.arg.float(),
  // metres, as the device reports it
  accuracy: t.arg.float(),
  // when he shares no position: his own minutes to arrival (1..180)
  etaMin: t.arg.int(),
});

builder.mutationFields((t) => ({
  // "On the way": with his position, his own minutes, or neither; the client is told once
  masterOnTheWay: t.withAuth({ loggedIn: true }).prismaField({
    type: 'Task',
    errors: {},
    args: reportArgs(t),
    resolve: async (query, _root, args, ctx) => {
      const id = parseId(args.id);
      await startJourney(ctx, ctx.viewer, id, parseJourneyReport(args, { required: false }));
      return byId(ctx, query, id);
    },
  }),
  // his latest position (or new minutes) while on the way: at most once in 5 s, in Uzbekistan, within 100 km
  masterLocation: t.withAuth({ loggedIn: true }).prismaField({
    type: 'Task',
    errors: {},
    args: reportArgs(t),
    resolve: async (query, _root, args, ctx) => {
      const id = parseId(args.id);
      await reportPosition(ctx, ctx.viewer, id, parseJourneyReport(args, { required: true }));
      return byId(ctx, query, id);
    },
  }),
  // "Arrived": his position is erased; the client is told once
  masterArrived: t.withAuth({ loggedIn: true }).prismaField({
    type: 'Task',
    errors: {},
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const id = parseId(args.id);
      await markArrived(ctx, ctx.viewer, id);
      return byId(ctx, query, id);
    },
  }),
}));
