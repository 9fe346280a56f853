// Cancelling a task: the step whose reasons a client reads, and the cancel form of a client or a master.
import { z } from 'zod';
import type { CancelInput } from './cancel-reasons';
import { blankAs, id, isBlank, wholeNumber } from '../../platform/input/fields';
import { parseFields, parseOrThrow } from '../../platform/input/parse';

// 1 before a master accepted (the default), 2 after
const stepSchema = blankAs(
  1,
  wholeNumber('CANCEL_INVALID_STEP').pipe(z.union([z.literal(1), z.literal(2)], { error: 'CANCEL_INVALID_STEP' })),
);

export const parseCancelStep = (raw: unknown): 1 | 2 => parseOrThrow(stepSchema, raw, 'step');

const cancelShape = {
  // none given: choose one; anything but an id: not one of the list
  cancelReasonId: z
    .unknown()
    .refine((value) => !isBlank(value), { error: 'CANCEL_CHOOSE_REASON', abort: true })
    .pipe(id('CANCEL_UNKNOWN_REASON')),
  // only a reason that asks for it keeps it (the domain says which); anything but text is none
  cancelReasonText: z.string().trim().catch(''),
};

// The form is refused by the domain, after it found the task and knows it may be cancelled.
export const parseCancel = (raw: { cancelReasonId?: unknown; cancelReasonText?: unknown }): CancelInput => {
  const { value, errors } = parseFields(cancelShape, raw);
  return { value: { cancelReasonId: value.cancelReasonId, cancelReasonText: value.cancelReasonText ?? '' }, errors };
};
