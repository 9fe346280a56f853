// Live task status over graphql-ws: a client watches their task, a master their feed of offers and
// current task, admins every task change. Each stream that shows a state sends it first (and again after
// the bus lost events), then one event per committed change; fields re-read the database, so every
// subscriber sees what a query would show at that moment.
import type { Db } from '../../../platform/db/client';
import { workingContract, type MasterTaskIds } from '../../dispatch';
import { topics, type MasterFeedEventKind, type TaskEvent } from '../../../platform/events/domain-events';
import { statusLabel, taskEnding, type TaskEnding } from '../../lifecycle';
import { assertCanWatchTask, canWatchTask } from '../watch';
import { BUS_RESYNC_TOPIC } from '../../../platform/events/event-bus';
import { selectedUnder, SHARED_ROOT, type ShareableEvent } from '../../../graphql/subscribe';
import { liveStream, subscribeTopics, settledUnlessAborted } from '../../../platform/events/live-stream';
import { builder } from '../../../graphql/builder';
import { parseId } from '../../../platform/input/ids';
import { feedReadsOf, readTask, type BacklogRows } from './feed-reads';
import { FeedOffers } from './feed-offers';
import { TaskStatusEnum } from './task-types';
import { screenTask } from './task-fields';
import { TaskEndingRef } from '../journey/journey-fields';

interface TaskUpdate {
  taskId: number;
}

// A feed event as its stream yields it (with its master's contract), or as data shared by the masters
// whose results are the same (lib/graphql-subscribe/): the reads that depend on the master already
// done (`shown`, `visible`) and no contract.
interface FeedEvent {
  kind: 'current_state' | MasterFeedEventKind;
  taskId: number | null;
  at: string;
  contractId?: number;
  shown?: MasterTaskIds;
  visible?: boolean;
  ending?: TaskEnding | null;
}

export const MasterFeedEventKindEnum = builder.enumType('MasterFeedEventKind', {
  values: ['current_state', 'offer_added', 'offer_withdrawn', 'current_task_changed'] as const,
});

// the event's master: a shared event has none, and its fields must not read as if it had
function contractOf(event: FeedEvent): number {
  if (event.contractId === undefined) throw new Error('masterFeed: a shared event read a master of its own');
  return event.contractId;
}

// the dashboard's two tasks, read once per event however many fields ask
const dashboards = new WeakMap<FeedEvent, Promise<MasterTaskIds>>();
function dashboardOf(event: FeedEvent, db: Db): Promise<MasterTaskIds> {
  if (event.shown) return Promise.resolve(event.shown);
  let ids = dashboards.get(event);
  if (!ids) {
    ids = feedReadsOf(db).state(contractOf(event));
    dashboards.set(event, ids);
  }
  return ids;
}

// the task rows read for one backlog's dashboard, shared by its events (feed-reads.ts)
const backlogRows = new WeakMap<MasterTaskIds, BacklogRows>();
function rowsOf(shown: MasterTaskIds | undefined): BacklogRows | undefined {
  if (!shown) return undefined;
  let rows = backlogRows.get(shown);
  if (!rows) backlogRows.set(shown, (rows = new Map()));
  return rows;
}

// why the event's task left this master's screen: only for a withdrawn offer or a change of his task
async function endingOf(event: FeedEvent, db: Db): Promise<TaskEnding | null> {
  if (event.ending !== undefined) return event.ending;
  if (event.taskId === null || (event.kind !== 'offer_withdrawn' && event.kind !== 'current_task_changed')) return null;
  return taskEnding(db, event.taskId, contractOf(event));
}

async function taskVisible(event: FeedEvent, db: Db): Promise<boolean> {
  if (event.taskId === null) return false;
  if (event.visible !== undefined) return event.visible;
  return feedReadsOf(db).sees(`${event.taskId}:${contractOf(event)}`);
}

// The event of one master's stream. Masters whose events have the same kind, task, time and the same
// reads for the fields selected share one execution of the document (lib/graphql-subscribe/).
class MasterEvent implements FeedEvent, ShareableEvent {
  constructor(
    readonly kind: FeedEvent['kind'],
    readonly taskId: number | null,
    readonly at: string,
    readonly contractId: number,
    private readonly db: Db,
    // read with the working check that let this event through
    readonly shown?: MasterTaskIds,
  ) {}

  async [SHARED_ROOT](selected: ReadonlySet<string>): Promise<FeedEvent> {
    const shared: FeedEvent = { kind: this.kind, taskId: this.taskId, at: this.at };
    if (selected.has('currentTask') || selected.has('offeredTask')) {
      const shown = await dashboardOf(this, this.db);
      shared.shown = { currentId: shown.currentId, offeredId: shown.offeredId };
      backlogRows.set(shared.shown, rowsOf(shown)!);
    }
    if (selected.has('task')) shared.visible = await taskVisible(this, this.db);
    if (selected.has('ending')) shared.ending = await endingOf(this, this.db);
    return shared;
  }
}

export const MasterFeedEventRef = builder.objectRef<FeedEvent>('MasterFeedEvent').implement({
  fields: (t) => ({
    kind: t.field({ type: MasterFeedEventKindEnum, resolve: (event) => event.kind }),
    // the task this event is about; null for current_state
    taskId: t.int({ nullable: true, resolve: (event) => event.taskId }),
    at: t.field({ type: 'DateTime', resolve: (event) => new Date(event.at) }),
    // the event's task while this master may still see it (null once withdrawn or taken by another);
    // Task shows the client's contacts only once the task is this master's
    task: t.prismaField({
      type: 'Task',
      nullable: true,
      resolve: async (query, event, _args, ctx) =>
        event.taskId !== null && (await taskVisible(event, ctx.db))
          ? readTask(ctx.db, query, event.taskId, rowsOf(event.shown))
          : null,
    }),
    // why the event's task left this master's screen, and the reason chosen; null: it did not
    ending: t.field({
      type: TaskEndingRef,
      nullable: true,
      resolve: (event, _args, ctx) => endingOf(event, ctx.db),
    }),
    // the task this master works on (taken or in progress), with the client's contacts
    currentTask: t.prismaField({
      type: 'Task',
      nullable: true,
      resolve: async (query, event, _args, ctx) => {
        const { currentId } = await dashboardOf(event, ctx.db);
        return currentId === null ? null : readTask(ctx.db, query, currentId, rowsOf(event.shown));
      },
    }),
    // with no current task: the oldest open offer, as GET /master/tasks/pending shows it
    offeredTask: t.prismaField({
      type: 'Task',
      nullable: true,
      resolve: async (query, event, _args, ctx) => {
        const { offeredId } = await dashboardOf(event, ctx.db);
        return offeredId === null ? null : readTask(ctx.db, query, offeredId, rowsOf(event.shown));
      },
    }),
  }),
});

export const TaskEventRef = builder.objectRef<TaskEvent>('TaskEvent').implement({
  fields: (t) => ({
    taskId: t.exposeInt('taskId'),
    status: t.field({ type: TaskStatusEnum, resolve: (event) => event.status }),
    statusLabel: t.string({ resolve: (event, _args, ctx) => statusLabel(event.status, ctx.language) }),
    previousStatus: t.field({ type: TaskStatusEnum, nullable: true, resolve: (event) => event.previousStatus }),
    at: t.field({ type: 'DateTime', resolve: (event) => new Date(event.at) }),
    // the task itself (its text, the client's contacts): admins only, never an analyst token
    task: t.prismaField({
      type: 'Task',
      nullable: true,
      authScopes: { adminReader: true },
      resolve: (query, event, _args, ctx) => ctx.db.task.findUnique({ ...query, where: { id: event.taskId } }),
    }),
  }),
});

builder.subscriptionFields((t) => ({
  // The task's client (or the master assigned to it, or an admin) sees its status without polling.
  taskUpdated: t.withAuth({ loggedIn: true }).prismaField({
    type: 'Task',
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      const id = parseId(args.id);
      const viewer = ctx.viewer;
      await assertCanWatchTask(ctx.db, viewer, id);
      return liveStream<TaskUpdate>(async function* (signal) {
        const events = subscribeTopics(ctx.bus, [topics.task(id), BUS_RESYNC_TOPIC], signal);
        // subscribed before the first read (or read again once the bus listens): no change slips between
        // the state and the stream, and no first state waits on Redis
        if (!(await settledUnlessAborted(events.started, signal))) return;
        yield { taskId: id };
        for await (const _event of events) {
          // a master who gave the task up stops seeing it
          if (!(await canWatchTask(ctx.db, viewer, id))) return;
          yield { taskId: id };
        }
      });
    },
    resolve: (query, _update, { id }, ctx) => screenTask(ctx, query, id),
  }),

  // A master with an approved or verified application: offers arriving and withdrawn, the current task.
  masterFeed: t.withAuth({ loggedIn: true }).field({
    type: MasterFeedEventRef,
    subscribe: async (_root, _args, ctx, info) => {
      const viewer = ctx.viewer;
      const contract = await workingContract(ctx.db, viewer);
      // a feed that shows the dashboard reads it in the same statement as its working check
      const selected = selectedUnder(info);
      const withDashboard = selected.has('currentTask') || selected.has('offeredTask');
      const reads = feedReadsOf(ctx.db);
      const currentState = (shown?: MasterTaskIds) =>
        new MasterEvent('current_state', null, new Date().toISOString(), contract.id, ctx.db, shown);
      return liveStream<FeedEvent>(async function* (signal) {
        const events = subscribeTopics(ctx.bus, [topics.master(contract.id), BUS_RESYNC_TOPIC], signal);
        if (!(await settledUnlessAborted(events.started, signal))) return;
        const offers = new FeedOffers();
        // read before it goes out, to know the offer it shows (failed: read when it executes, as before)
        const first = withDashboard ? await reads.state(contract.id).catch(() => undefined) : undefined;
        offers.shown(first?.offeredId);
        yield currentState(first && { currentId: first.currentId, offeredId: first.offeredId });
        for await (const next of events) {
          // the events that queued up meanwhile (a busy node, a burst of offers) share one working check
          // and dashboard read, made after all of them were published: one round trip per backlog, not per
          // event, or a feed that falls behind stays behind (seconds, under load)
          const batch = [next, ...events.takeQueued()];
          // the application was archived or is no longer approved: the feed ends
          const state = withDashboard ? await reads.state(contract.id) : null;
          if (!(state ? state.working : await reads.isWorking(contract.id))) return;
          const shown = state ? { currentId: state.currentId, offeredId: state.offeredId } : undefined;
          for (const { topic, payload } of batch) {
            if (topic === BUS_RESYNC_TOPIC) {
              offers.shown(shown?.offeredId);
              yield currentState(shown);
            } else {
              const { kind, taskId, at } = payload as { kind: MasterFeedEventKind; taskId: number; at: string };
              if (offers.admit(kind, taskId)) yield new MasterEvent(kind, taskId, at, contract.id, ctx.db, shown);
            }
          }
        }
      });
    },
    resolve: (event) => event,
  }),

  // Every task change, for the admin screens; analyst tokens read the ids and statuses, not the task
  adminTaskEvents: t.field({
    type: TaskEventRef,
    authScopes: { aggregateReader: true },
    subscribe: (_root, _args, ctx) =>
      liveStream<TaskEvent>(async function* (signal) {
        for await (const event of ctx.bus.subscribe<TaskEvent>(topics.adminTasks, signal)) yield { ...event };
      }),
    resolve: (event) => event,
  }),
}));
