// What the server sends beside a task's status to the task's client (api/src/modules/lifecycle/task-actions.ts and
// task-status.ts), for the mocks: the screens read these fields and keep no status group of their own.
import type { TaskAction, TaskPhase, TaskStatus } from '../gql/graphql';

const PHASES: Record<TaskStatus, TaskPhase> = {
  new: 'searching',
  sent_to_masters: 'searching',
  awaiting_admin_attention: 'searching',
  taken: 'assigned',
  in_progress: 'assigned',
  completed: 'completed',
  closed: 'closed',
  cancelled: 'stopped',
  expired: 'stopped',
  rejected_by_admin: 'stopped',
};

export function clientTaskRules(status: TaskStatus, { hasReview = false, hasMaster = true } = {}) {
  const phase = PHASES[status];
  const active = phase === 'searching' || phase === 'assigned';
  const availableActions: TaskAction[] = active
    ? ['cancel']
    : status === 'completed' && !hasReview && hasMaster
      ? ['review']
      : [];
  return { phase, active, availableActions };
}
