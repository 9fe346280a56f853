// The lifecycle module: a task's statuses and their labels, the transitions table (every change of status
// goes through it), the actions table (what each role may do in each status), cancel reasons and the
// endings of a task. Dispatch, contracts and the task module all change a task's status through it.
// Other modules and the faces import this file only (.dependency-cruiser.cjs).
export { parseCancel, parseCancelStep } from './cancel-input';
export {
  type CancelInput,
  checkCancelReason,
  listCancelReasons,
  MASTER_REASON_STEP,
  needsText,
} from './cancel-reasons';
export { availableActions, statusAllows, TASK_ACTIONS, type TaskActionFacts } from './task-actions';
export { ENDING_CODES, endingReason, taskEnding, type TaskEnding, tellMastersItEnded } from './task-endings';
export {
  ACTIVE_STATUSES,
  ASSIGNED_STATUSES,
  cancelStepFor,
  isActiveStatus,
  phaseOf,
  SEARCHING_STATUSES,
  STATUS_CODES,
  statusLabel,
  TASK_PHASES,
} from './task-status';
export {
  type Actor,
  changeStatus,
  claimOfferedTask,
  startAssignedTask,
  inTaskTransaction,
  lockContract,
  lockTask,
  lockUser,
  recordStatusChange,
  SYSTEM,
  type TaskEffects,
  type Tx,
} from './task-transitions';
