// Cancel reasons (SPEC §3, §5): client reasons by step (1 before a master accepted, 2 after), master
// reasons (step 0). A client code containing 'other', or the master code OTHER, needs free text.
import { LIMITS } from '@usta/rules';
import type { CancelAudience, CancelReason } from '../db/generated/prisma/client';
import type { Db } from '../db/client';
import { ValidationError } from './errors';
import { localized, type Language } from './language';
import type { Tx } from './task-transitions';

export const CANCEL_TEXT_MAX = LIMITS.cancelTextMax;
export const MASTER_REASON_STEP = 0;

export function parseClientStep(raw: unknown): 1 | 2 {
  if (raw === undefined || raw === null || raw === '') return 1;
  const step = Number(raw);
  if (step === 1 || step === 2) return step;
  throw new ValidationError('CANCEL_INVALID_STEP', { step: ['CANCEL_INVALID_STEP'] });
}

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

export interface CancelInput {
  cancelReasonId?: unknown;
  cancelReasonText?: unknown;
}

export interface CheckedCancelReason {
  reason: CancelReason;
  // kept only for reasons that ask for it
  text: string | null;
}

// The reason must exist, be active and belong to this audience and step; 'other' reasons need 1..100 chars.
export async function checkCancelReason(
  tx: Tx,
  audience: CancelAudience,
  step: number,
  input: CancelInput,
): Promise<CheckedCancelReason> {
  const rawId = input.cancelReasonId;
  const id =
    typeof rawId === 'number' ? rawId : typeof rawId === 'string' && /^\d+$/.test(rawId.trim()) ? Number(rawId) : NaN;
  if (rawId === undefined || rawId === null || rawId === '') {
    throw new ValidationError('CANCEL_CHOOSE_REASON', { cancel_reason_id: ['CANCEL_CHOOSE_REASON'] });
  }
  const reason =
    Number.isSafeInteger(id) && id > 0 && id <= 2147483647
      ? await tx.cancelReason.findFirst({ where: { id, audience, step, isActive: true } })
      : null;
  if (!reason) throw new ValidationError('CANCEL_UNKNOWN_REASON', { cancel_reason_id: ['CANCEL_UNKNOWN_REASON'] });
  const text = typeof input.cancelReasonText === 'string' ? input.cancelReasonText.trim() : '';
  if (!needsText(reason)) return { reason, text: null };
  if (!text) throw new ValidationError('CANCEL_TEXT_REQUIRED', { cancel_reason_text: ['CANCEL_TEXT_REQUIRED'] });
  if (text.length > CANCEL_TEXT_MAX) {
    throw ValidationError.fromFields({
      cancel_reason_text: [{ code: 'CANCEL_TEXT_TOO_LONG', params: { max: CANCEL_TEXT_MAX } }],
    });
  }
  return { reason, text };
}
