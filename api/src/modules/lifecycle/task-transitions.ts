// The one way a task changes status: a conditional update, a TaskStatusChange row and, after the
// transaction commits, the live events. Notifications are written by the callers in the same transaction.
import type { Prisma, TaskStatus } from '../../platform/db/generated/prisma/client';
import type { Services } from '../../platform/context';
import type { ServiceMetrics } from '../../platform/metrics/app-metrics';
import { STATUSES_ALLOWING } from './task-actions';
import {
  publishTaskChange,
  publishViewerChange,
  type MasterFeedEventKind,
  type TaskChange,
} from '../../platform/events/domain-events';

export type Tx = Prisma.TransactionClient;

export interface Actor {
  userId: number | null;
  // Role value (0 client, 1 master, 2 admin); null for the system (dispatcher, timers)
  role: number | null;
}

export const SYSTEM: Actor = { userId: null, role: null };

// Collects the changes of one transaction; they are published only once it has committed.
export class TaskEffects {
  private readonly changes: TaskChange[] = [];
  private readonly viewers = new Set<number>();
  // the earliest dispatch wave this transaction made due: this node's wave clock hears of it after commit
  private nextWaveAt: Date | null = null;
  // dispatch figures for the metrics, counted only once the transaction has committed
  private readonly figures: ((metrics: ServiceMetrics) => void)[] = [];

  constructor(readonly services: Services) {}

  measure(figure: (metrics: ServiceMetrics) => void): void {
    this.figures.push(figure);
  }

  waveDue(at: Date): void {
    if (!this.nextWaveAt || at < this.nextWaveAt) this.nextWaveAt = at;
  }

  add(change: TaskChange): void {
    this.changes.push(change);
  }

  // a master's feed changed without a status change (an offer declined)
  touchMasters(taskId: number, status: TaskStatus, masters: { contractId: number; kind: MasterFeedEventKind }[]): void {
    this.changes.push({ taskId, from: status, to: status, masters });
  }

  // a user's account changed (their application approved, rejected or archived)
  touchViewer(userId: number): void {
    this.viewers.add(userId);
  }

  async publish(services: Services = this.services): Promise<void> {
    if (this.nextWaveAt) services.waves?.due(this.nextWaveAt);
    const metrics = services.metrics;
    if (metrics) for (const figure of this.figures) figure(metrics);
    for (const userId of this.viewers) {
      try {
        await publishViewerChange(services.bus, userId);
      } catch (error) {
        services.log.warn({ err: error, userId }, 'viewer event not published');
      }
    }
    for (const change of this.changes) {
      try {
        await publishTaskChange(services.bus, change);
      } catch (error) {
        // the change is committed; a lost live event only delays a screen until its next poll
        services.log.warn({ err: error, taskId: change.taskId }, 'task event not published');
      }
    }
  }
}

// Long enough for 20 masters racing for one task on the single-connection embedded database.
const TX_OPTIONS = { maxWait: 15_000, timeout: 30_000 };

export async function inTaskTransaction<T>(
  services: Services,
  work: (tx: Tx, effects: TaskEffects) => Promise<T>,
): Promise<T> {
  const effects = new TaskEffects(services);
  const result = await services.db.$transaction((tx) => work(tx, effects), TX_OPTIONS);
  await effects.publish(services);
  return result;
}

export interface LockedTask {
  id: number;
  status: TaskStatus;
  clientId: number;
  contractId: number | null;
}

// Row locks are FOR NO KEY UPDATE: they queue writers of the same row, but let other transactions insert
// rows that reference it (an offer for a locked contract, a notification for a locked user), which
// FOR UPDATE would block, turning a master cancel and an accept into a deadlock.

// Row lock on the task for the rest of the transaction: concurrent changes of one task queue up here.
export async function lockTask(tx: Tx, taskId: number): Promise<LockedTask | null> {
  const rows = await tx.$queryRaw<LockedTask[]>`
    SELECT id, status::text AS status, "clientId", "contractId" FROM "Task" WHERE id = ${taskId} FOR NO KEY UPDATE`;
  return rows[0] ?? null;
}

// Serialises everything that could give one master two current tasks (accept, admin assign).
export async function lockContract(tx: Tx, contractId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Contract" WHERE id = ${contractId} FOR NO KEY UPDATE`;
}

// Serialises a client's task creation (one active task per client).
export async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR NO KEY UPDATE`;
}

export interface StatusChangeInput {
  taskId: number;
  from: TaskStatus;
  to: TaskStatus;
  actor: Actor;
  reason?: string | null;
  cancelReasonId?: number | null;
  // other columns written together with the status
  data?: Omit<Prisma.TaskUncheckedUpdateManyInput, 'status'>;
  masters?: TaskChange['masters'];
}

// A master starts the task an admin assigned him (the actions table's `start`): false when it is not in
// a status that allows it any more, or not his. The history row is the caller's (recordStatusChange).
export async function startAssignedTask(tx: Tx, taskId: number, contractId: number): Promise<boolean> {
  const started = await tx.$queryRaw<{ id: number }[]>`
    UPDATE "Task" SET status = 'in_progress'
    WHERE id = ${taskId} AND status::text = ANY(${[...STATUSES_ALLOWING.start]}) AND "contractId" = ${contractId}
    RETURNING id`;
  return started.length > 0;
}

// A master accepts an offered task (the actions table's `accept`): the first of many wins. One conditional
// UPDATE decides, with the status and the master's pending offer in its WHERE, so of many masters pressing
// at once exactly one changes the row (PostgreSQL checks the WHERE again on the row another accept
// changed). Returns the task's client, or null when it lost. The history row is the caller's.
export async function claimOfferedTask(
  tx: Tx,
  taskId: number,
  contractId: number,
): Promise<{ clientId: number } | null> {
  const won = await tx.$queryRaw<{ clientId: number }[]>`
    UPDATE "Task" SET status = 'in_progress', "contractId" = ${contractId}, "nextWaveAt" = NULL
    WHERE id = ${taskId} AND status::text = ANY(${[...STATUSES_ALLOWING.accept]})
      AND EXISTS (SELECT 1 FROM "TaskOffer" o
                  WHERE o."taskId" = ${taskId} AND o."contractId" = ${contractId} AND o.state = 'pending')
    RETURNING "clientId"`;
  return won[0] ?? null;
}

// Moves the task from `from` to `to` only if it is still in `from`; false when someone else moved it first.
export async function changeStatus(tx: Tx, effects: TaskEffects, input: StatusChangeInput): Promise<boolean> {
  const { count } = await tx.task.updateMany({
    where: { id: input.taskId, status: input.from },
    // waves are due only while the task is offered
    data: { ...(input.to === 'sent_to_masters' ? {} : { nextWaveAt: null }), ...input.data, status: input.to },
  });
  if (count === 0) return false;
  await recordStatusChange(tx, effects, input);
  return true;
}

// The history row and the live event of a change already written (by a conditional update of the caller).
export async function recordStatusChange(
  tx: Tx,
  effects: TaskEffects,
  input: Pick<StatusChangeInput, 'taskId' | 'to' | 'actor' | 'reason' | 'cancelReasonId' | 'masters'> & {
    from: TaskStatus | null;
  },
): Promise<void> {
  await tx.taskStatusChange.create({
    data: {
      taskId: input.taskId,
      fromStatus: input.from,
      toStatus: input.to,
      actorUserId: input.actor.userId,
      actorRole: input.actor.role,
      reason: input.reason ?? null,
      cancelReasonId: input.cancelReasonId ?? null,
    },
  });
  effects.add({ taskId: input.taskId, from: input.from, to: input.to, masters: input.masters ?? [] });
}
