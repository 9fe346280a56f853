// Cancel reasons (docs/product.md §3, §5): client reasons by step (1 before a master accepted, 2 after), master
// reasons (step 0). A client code containing 'other', or the master code OTHER, needs free text.
import { LIMITS } from '@usta/rules';
import type { CancelAudience, CancelReason } from '../../platform/db/generated/prisma/client';
import type { Db } from '../../platform/db/client';
import { ValidationError, type FieldErrors } from '../../platform/errors';
import { localized, type Language } from '../../platform/i18n/language';
import type { Tx } from './task-transitions';

export const CANCEL_TEXT_MAX = LIMITS.cancelTextMax;
export const MASTER_REASON_STEP = 0;

export async function listCancelReasons(db: Db, audience: CancelAudience, step: number, language: Language = 'ru') {
  const reasons = await db.cancelReason.findMany({
    where: { audience, step, isActive: true },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true, nameUz: true, code: true },
  });
  return reasons.map(({ id, name, nameUz, code }) => ({ id, name: localized(language, name, nameUz), code }));
}

export function needsText(reason: Pick<CancelReason, 'code' | 'audience'>): boolean {
  return reason.audience === 'master' ? reason.code === 'OTHER' : reason.code.toLowerCase().includes('other');
}

// the cancel form as the edge parsed it (modules/lifecycle/cancel-input.ts): the reason's id (null: refused, its error
// in `errors`) and the free text, trimmed ('' when none)
export interface CancelInput {
  value: { cancelReasonId: number | null; cancelReasonText: string };
  errors: FieldErrors;
}

export interface CheckedCancelReason {
  reason: CancelReason;
  // kept only for reasons that ask for it
  text: string | null;
}

// The reason must exist, be active and belong to this audience and step; 'other' reasons need 1..100 chars.
// Called once the task is found and may be cancelled: a bad form on a missing task is a missing task.
export async function checkCancelReason(
  tx: Tx,
  audience: CancelAudience,
  step: number,
  input: CancelInput,
): Promise<CheckedCancelReason> {
  const { value, errors } = input;
  if (Object.keys(errors).length) throw ValidationError.fromFields(errors);
  const reason =
    value.cancelReasonId === null
      ? null
      : await tx.cancelReason.findFirst({ where: { id: value.cancelReasonId, audience, step, isActive: true } });
  if (!reason) throw new ValidationError('CANCEL_UNKNOWN_REASON', { cancelReasonId: ['CANCEL_UNKNOWN_REASON'] });
  const text = value.cancelReasonText;
  if (!needsText(reason)) return { reason, text: null };
  // keyed by the domain's names, as every refusal: REST's envelope writes them snake_case (http/envelope.ts)
  if (!text) throw new ValidationError('CANCEL_TEXT_REQUIRED', { cancelReasonText: ['CANCEL_TEXT_REQUIRED'] });
  if (text.length > CANCEL_TEXT_MAX) {
    throw ValidationError.fromFields({
      cancelReasonText: [{ code: 'CANCEL_TEXT_TOO_LONG', params: { max: CANCEL_TEXT_MAX } }],
    });
  }
  return { reason, text };
}
