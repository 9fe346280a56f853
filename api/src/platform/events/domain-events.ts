// Live events. Services publish them after their transaction commits; GraphQL subscriptions listen.
// The topics are the contract between the two sides (and between API nodes, through Redis).
import type { TaskStatus } from '../db/generated/prisma/client';
import type { EventBus } from './event-bus';

export const topics = {
  // the task's client (and admins looking at it)
  task: (taskId: number) => `task:${taskId}`,
  // one master's feed, keyed by contract id
  master: (contractId: number) => `master:${contractId}`,
  // every task change, for the admin stream
  adminTasks: 'admin:tasks',
  // the user's own account changed: role, or their master application decided or archived
  viewer: (userId: number) => `viewer:${userId}`,
  // the analyst token was revoked: sockets signed in with it close (on every node)
  apiTokenRevoked: (apiTokenId: number) => `api-token-revoked:${apiTokenId}`,
} as const;

export interface TaskEvent {
  taskId: number;
  status: TaskStatus;
  previousStatus: TaskStatus | null;
  at: string;
}

export type MasterFeedEventKind =
  | 'offer_added' // a new task was offered to this master
  | 'offer_withdrawn' // another master accepted, the client cancelled, an admin stepped in, or it timed out
  | 'current_task_changed'; // the task this master works on changed (assigned, cancelled by the client...)

export interface MasterFeedEvent {
  kind: MasterFeedEventKind;
  contractId: number;
  taskId: number;
  at: string;
}

export interface TaskChange {
  taskId: number;
  from: TaskStatus | null;
  to: TaskStatus;
  // masters whose feed changed, and how
  masters?: { contractId: number; kind: MasterFeedEventKind }[];
}

export interface ViewerEvent {
  userId: number;
}

// Tells the user's open sessions (any device, any node) to read their account again.
export async function publishViewerChange(bus: EventBus, userId: number): Promise<void> {
  await bus.publish(topics.viewer(userId), { userId } satisfies ViewerEvent);
}

export async function publishApiTokenRevoked(bus: EventBus, apiTokenId: number): Promise<void> {
  await bus.publish(topics.apiTokenRevoked(apiTokenId), { apiTokenId });
}

// The master's journey changed: only the task's own stream
// hears it (its client; the master himself), not the admin stream nor any master's feed. The status is
// in_progress throughout.
export async function publishJourneyChange(bus: EventBus, taskId: number): Promise<void> {
  const event: TaskEvent = {
    taskId,
    status: 'in_progress',
    previousStatus: 'in_progress',
    at: new Date().toISOString(),
  };
  await bus.publish(topics.task(taskId), event);
}

// Publishes one committed change to the task's subscribers, the masters concerned and the admin stream.
export async function publishTaskChange(bus: EventBus, change: TaskChange): Promise<void> {
  const at = new Date().toISOString();
  const event: TaskEvent = { taskId: change.taskId, status: change.to, previousStatus: change.from, at };
  await Promise.all([
    bus.publish(topics.task(change.taskId), event),
    bus.publish(topics.adminTasks, event),
    ...(change.masters ?? []).map(({ contractId, kind }) =>
      bus.publish(topics.master(contractId), { kind, contractId, taskId: change.taskId, at } satisfies MasterFeedEvent),
    ),
  ]);
}
