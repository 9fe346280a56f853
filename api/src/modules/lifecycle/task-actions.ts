// Which actions a task allows now, and to whom: the one table the services check and the screens read
// (GraphQL Task.availableActions), so no screen re-derives a status group.
import { TaskStatus } from '../../platform/db/generated/prisma/client';
import { mayWrite, writesAsAdmin } from '../../platform/access';
import type { Viewer } from '../../platform/context';
import { ACTIVE_STATUSES, ASSIGNED_STATUSES, SEARCHING_STATUSES } from './task-status';

export const TASK_ACTIONS = [
  // the client's: cancel while active (docs/product.md §4), review once completed
  'cancel',
  'review',
  // a master's: an open offer is accepted or declined, a task an admin assigned is started, the master's
  // own task is completed or given back (cancel with a reason)
  'accept',
  'decline',
  'start',
  'complete',
  'master_cancel',
  // an admin's
  'edit',
  'redispatch',
  'assign',
  'reject',
  'close',
] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

const EVERY_STATUS = Object.values(TaskStatus);

// The statuses in which each action is open (who may take it: availableActions below).
export const STATUSES_ALLOWING: Record<TaskAction, readonly TaskStatus[]> = {
  cancel: ACTIVE_STATUSES,
  review: ['completed'],
  accept: ['sent_to_masters'],
  decline: ['sent_to_masters'],
  start: ['taken'],
  complete: ['in_progress'],
  master_cancel: ASSIGNED_STATUSES,
  // an admin edits a task in any status
  edit: EVERY_STATUS,
  // sent out again or given a master from here; expired tasks too, so an admin can rescue one nobody took
  redispatch: [...SEARCHING_STATUSES, 'expired'],
  assign: [...SEARCHING_STATUSES, 'expired'],
  reject: ACTIVE_STATUSES,
  close: EVERY_STATUS.filter((status) => status !== 'closed'),
};

export function statusAllows(action: TaskAction, status: TaskStatus): boolean {
  return STATUSES_ALLOWING[action].includes(status);
}

// What the rules need to know of a task and the viewer's place in it.
export interface TaskActionFacts {
  status: TaskStatus;
  clientId: number;
  // the contract of the master the task is assigned to
  contract: { userId: number } | null;
  hasReview: boolean;
  // the viewer holds an open offer of it
  offeredToViewer: boolean;
}

const CLIENT_ACTIONS: TaskAction[] = ['cancel', 'review'];
const OFFER_ACTIONS: TaskAction[] = ['accept', 'decline'];
const HOLDER_ACTIONS: TaskAction[] = ['start', 'complete', 'master_cancel'];
const ADMIN_ACTIONS: TaskAction[] = ['edit', 'redispatch', 'assign', 'reject', 'close'];

// The actions this viewer may take on the task now, in TASK_ACTIONS order. An analyst token takes none.
export function availableActions(task: TaskActionFacts, viewer: Viewer | null): TaskAction[] {
  if (!viewer || !mayWrite(viewer)) return [];
  const mine = new Set<TaskAction>();
  if (task.clientId === viewer.user.id) {
    for (const action of CLIENT_ACTIONS) mine.add(action);
    if (task.hasReview || !task.contract) mine.delete('review');
  }
  if (task.offeredToViewer) for (const action of OFFER_ACTIONS) mine.add(action);
  if (task.contract?.userId === viewer.user.id) for (const action of HOLDER_ACTIONS) mine.add(action);
  if (writesAsAdmin(viewer)) for (const action of ADMIN_ACTIONS) mine.add(action);
  return TASK_ACTIONS.filter((action) => mine.has(action) && statusAllows(action, task.status));
}
