// How the screens show a task's status. Which actions a status allows, whether it is active and where it
// stands (Task.availableActions, active, phase) and its label (statusLabel) come from the server; the web
// keeps only the colours and the polling of docs/product.md §4 and §9.
import type { TaskPhase, TaskStatus } from '../gql/graphql';

export type StatusTone = 'blue' | 'yellow' | 'green' | 'red' | 'none';

// docs/product.md §4's colour groups, by the phase the server sends (Task.phase)
export const PHASE_TONES: Record<TaskPhase, StatusTone> = {
  searching: 'blue',
  assigned: 'yellow',
  completed: 'green',
  closed: 'none',
  stopped: 'red',
};

// docs/product.md §4, §9: the client's task is polled every 5000 ms in these while the socket is down
export const POLLED_STATUSES: readonly TaskStatus[] = ['new', 'sent_to_masters'];
export const POLL_INTERVAL_MS = 5000;
