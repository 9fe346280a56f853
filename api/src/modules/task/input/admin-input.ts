// An admin's actions on a task that carry a form: the rejection's reason and the master to assign (the
// edit's form is the task's own, modules/task/input/task-input.ts).
import { z } from 'zod';
import { REJECT_REASON_MAX } from '../admin-tasks';
import { parseOrThrow } from '../../../platform/input/parse';
import { id } from '../../../platform/input/fields';

// trimmed, null when none (anything but text is none)
const reasonSchema = z
  .string()
  .trim()
  .catch('')
  .pipe(z.string().max(REJECT_REASON_MAX, { error: 'REASON_TOO_LONG' }))
  .transform((reason) => reason || null);

export const parseRejectReason = (raw: unknown): string | null => parseOrThrow(reasonSchema, raw, 'reason');

export const parseAssignedContract = (raw: unknown): number =>
  parseOrThrow(id('ADMIN_TASK_CHOOSE_MASTER'), raw, 'contractId');
