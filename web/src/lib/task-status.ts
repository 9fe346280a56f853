import type { TaskPhase } from '../gql/graphql';

// SPEC §4 task statuses: which are active, which look like a search, and their colour groups.
export type TaskStatusName =
  | 'new'
  | 'sent_to_masters'
  | 'awaiting_admin_attention'
  | 'taken'
  | 'in_progress'
  | 'completed'
  | 'closed'
  | 'cancelled'
  | 'expired'
  | 'rejected_by_admin';

export type StatusTone = 'blue' | 'yellow' | 'green' | 'red' | 'none';

// SPEC §4's colour groups, by the phase the server sends (Task.phase)
export const PHASE_TONES: Record<TaskPhase, StatusTone> = {
  searching: 'blue',
  assigned: 'yellow',
  completed: 'green',
  closed: 'none',
  stopped: 'red',
};

export const STATUS_TONES: Record<TaskStatusName, StatusTone> = {
  new: 'blue',
  sent_to_masters: 'blue',
  awaiting_admin_attention: 'blue',
  taken: 'yellow',
  in_progress: 'yellow',
  completed: 'green',
  closed: 'none',
  cancelled: 'red',
  expired: 'red',
  rejected_by_admin: 'red',
};

export const ACTIVE_STATUSES: readonly TaskStatusName[] = [
  'new',
  'sent_to_masters',
  'taken',
  'in_progress',
  'awaiting_admin_attention',
];
// a master has not taken it yet
export const SEARCHING_STATUSES: readonly TaskStatusName[] = ['new', 'sent_to_masters', 'awaiting_admin_attention'];
export const ASSIGNED_STATUSES: readonly TaskStatusName[] = ['taken', 'in_progress'];
// SPEC §9: polled every 5000 ms while the socket is down
export const POLLED_STATUSES: readonly TaskStatusName[] = ['new', 'sent_to_masters'];
export const POLL_INTERVAL_MS = 5000;
// ended without being done
export const STOPPED_STATUSES: readonly TaskStatusName[] = ['cancelled', 'expired', 'rejected_by_admin'];

export function isActiveStatus(status: TaskStatusName): boolean {
  return ACTIVE_STATUSES.includes(status);
}

// client cancel reasons: step 1 before a master accepted, step 2 after; null when not cancellable
export function cancelStepFor(status: TaskStatusName): 1 | 2 | null {
  if (SEARCHING_STATUSES.includes(status)) return 1;
  if (ASSIGNED_STATUSES.includes(status)) return 2;
  return null;
}
