// Task statuses, the codes of their docs/product.md §4 labels, and the groups the lifecycle rules speak about.
import type { Language, TaskStatus } from '../../platform/db/generated/prisma/client';
import type { MessageCode } from '../../platform/errors';
import { translate } from '../../platform/i18n';

// the catalogue's label of each status (docs/product.md §4's labels; the faces say them in the viewer's language)
export const STATUS_CODES = {
  new: 'TASK_STATUS_NEW',
  sent_to_masters: 'TASK_STATUS_SENT_TO_MASTERS',
  awaiting_admin_attention: 'TASK_STATUS_AWAITING_ADMIN_ATTENTION',
  taken: 'TASK_STATUS_TAKEN',
  in_progress: 'TASK_STATUS_IN_PROGRESS',
  completed: 'TASK_STATUS_COMPLETED',
  closed: 'TASK_STATUS_CLOSED',
  cancelled: 'TASK_STATUS_CANCELLED',
  expired: 'TASK_STATUS_EXPIRED',
  rejected_by_admin: 'TASK_STATUS_REJECTED_BY_ADMIN',
} as const satisfies Record<TaskStatus, MessageCode>;

// docs/product.md §4: a client has at most one task in these
export const ACTIVE_STATUSES: TaskStatus[] = [
  'new',
  'sent_to_masters',
  'taken',
  'in_progress',
  'awaiting_admin_attention',
];
// no master has taken it yet: client cancel reasons of step 1
export const SEARCHING_STATUSES: TaskStatus[] = ['new', 'sent_to_masters', 'awaiting_admin_attention'];
// a master holds it: client cancel reasons of step 2; the master is busy
export const ASSIGNED_STATUSES: TaskStatus[] = ['taken', 'in_progress'];

export function isActiveStatus(status: TaskStatus): boolean {
  return ACTIVE_STATUSES.includes(status);
}

// the client cancel-reason step for a task in this status (1 before a master accepted, 2 after)
export function cancelStepFor(status: TaskStatus): 1 | 2 | null {
  if (SEARCHING_STATUSES.includes(status)) return 1;
  if (ASSIGNED_STATUSES.includes(status)) return 2;
  return null;
}

// Where a task stands, as the screens group it (docs/product.md §4's colour groups): still searching for a master,
// held by one, done, closed by an admin, or ended without being done.
export const TASK_PHASES = ['searching', 'assigned', 'completed', 'closed', 'stopped'] as const;
export type TaskPhase = (typeof TASK_PHASES)[number];

export function phaseOf(status: TaskStatus): TaskPhase {
  if (SEARCHING_STATUSES.includes(status)) return 'searching';
  if (ASSIGNED_STATUSES.includes(status)) return 'assigned';
  if (status === 'completed' || status === 'closed') return status;
  return 'stopped';
}

// a status's label in the viewer's language, for both faces
export function statusLabel(status: TaskStatus, language: Language = 'ru'): string {
  return translate(language, STATUS_CODES[status]);
}
