// Why a task or an offer left a master's screen ("nobody left guessing"): the client cancelled
// (and the reason chosen), an admin closed or rejected it (and why), it expired, the time to answer ran
// out, another master took it, or an admin gave it to another. Read from the task's final state, so the
// live feed, the query and the bot say the same.
import type { OfferWithdrawal, Prisma, TaskStatus } from '../../platform/db/generated/prisma/client';
import type { Db } from '../../platform/db/client';
import type { Language } from '../../platform/i18n/language';
import { localized } from '../../platform/i18n/language';
import { enqueueNotification } from '../notification';
import { Role } from '../identity';

export const ENDING_KINDS = [
  'cancelled_by_client',
  'closed_by_admin',
  'rejected_by_admin',
  'expired',
  'timed_out',
  'taken_by_other',
  'unassigned',
] as const;
export type EndingKind = (typeof ENDING_KINDS)[number];

// the catalogue's sentence for each kind
export const ENDING_CODES = {
  cancelled_by_client: 'ENDING_CANCELLED_BY_CLIENT',
  closed_by_admin: 'ENDING_CLOSED_BY_ADMIN',
  rejected_by_admin: 'ENDING_REJECTED_BY_ADMIN',
  expired: 'ENDING_EXPIRED',
  timed_out: 'ENDING_TIMED_OUT',
  taken_by_other: 'ENDING_TAKEN_BY_OTHER',
  unassigned: 'ENDING_UNASSIGNED',
} as const satisfies Record<EndingKind, string>;

export interface TaskEnding {
  taskId: number;
  kind: EndingKind;
  // the reason chosen (a client's cancel reason in both languages, or the text typed: for the master who held
  // the task only), null: none given
  reason: { ru: string; uz: string } | null;
  at: Date;
}

export function endingReason(ending: TaskEnding, language: Language): string | null {
  return ending.reason ? localized(language, ending.reason.ru, ending.reason.uz) : null;
}

// The status changes that withdraw an open offer, by the withdrawal the offer records (TaskOffer.withdrawal)
// (the master leaving no change of the task's: the nearest change, as without a recorded withdrawal)
const WITHDRAWN_BY: Record<OfferWithdrawal, TaskStatus[] | null> = {
  timeout: ['awaiting_admin_attention'],
  taken: ['taken', 'in_progress'],
  closed: ['cancelled', 'closed', 'rejected_by_admin'],
  expired: ['expired'],
  master_left: null,
};

const sameText = (text: string | null | undefined) => (text?.trim() ? { ru: text.trim(), uz: text.trim() } : null);

// The ending of `taskId` for the master of `contractId`: null while it is still his (offered or held), when
// he never had it, or when he let it go himself (declined, cancelled). A withdrawn offer is explained by the
// change that withdrew it (another master accepting, the client cancelling...), not by what came later.
export async function taskEnding(db: Db, taskId: number, contractId: number): Promise<TaskEnding | null> {
  const task = await db.task.findUnique({
    where: { id: taskId },
    select: {
      status: true,
      contractId: true,
      completedAt: true,
      cancelReasonText: true,
      cancelReason: { select: { name: true, nameUz: true } },
      offers: { where: { contractId }, select: { state: true, answer: true, respondedAt: true, withdrawal: true } },
      statusChanges: {
        orderBy: { id: 'asc' },
        select: { toStatus: true, actorRole: true, reason: true, createdAt: true },
      },
    },
  });
  if (!task) return null;
  const offer = task.offers[0];
  const mine = task.contractId === contractId;
  if (!offer && !mine) return null;
  if (offer?.state === 'declined' || offer?.state === 'pending') return null;
  // he accepted, then cancelled it himself
  if (!mine && offer?.state === 'withdrawn' && offer.answer === 'accepted') return null;
  const changes = task.statusChanges;
  let change = changes.at(-1);
  if (!mine && offer?.state === 'withdrawn' && offer.respondedAt) {
    // the change nearest to the withdrawal (both are written in the transaction that withdrew it)
    const when = offer.respondedAt.getTime();
    // among the changes that withdraw offers for the reason the offer recorded: a task dispatched and
    // cancelled within milliseconds has its dispatch nearer in time than its cancel
    const withdrawing = offer.withdrawal ? WITHDRAWN_BY[offer.withdrawal] : null;
    change = changes
      .filter((next) => !withdrawing || withdrawing.includes(next.toStatus))
      .reduce<(typeof changes)[number] | undefined>(
        (best, next) =>
          !best || Math.abs(next.createdAt.getTime() - when) < Math.abs(best.createdAt.getTime() - when) ? next : best,
        undefined,
      );
  }
  if (!change) return null;
  const at = change.createdAt;
  const ending = (kind: EndingKind, reason: TaskEnding['reason'] = null): TaskEnding => ({ taskId, kind, reason, at });
  switch (change.toStatus) {
    case 'cancelled': {
      const kind = task.cancelReason
        ? { ru: task.cancelReason.name, uz: localized('uz', task.cancelReason.name, task.cancelReason.nameUz) }
        : null;
      // the client's own words (an 'other' reason's text, also kept as the change's reason) reach only the
      // master who held the task; a master who merely had the offer learns the reason's kind
      if (!mine) return ending('cancelled_by_client', kind);
      return ending('cancelled_by_client', sameText(task.cancelReasonText) ?? kind ?? sameText(change.reason));
    }
    case 'closed':
      // closed after the work was done is no news to the master who did it
      return mine && task.completedAt ? null : ending('closed_by_admin');
    case 'rejected_by_admin':
      return ending('rejected_by_admin', sameText(change.reason));
    case 'expired':
      return ending('expired');
    case 'awaiting_admin_attention':
      return mine ? null : ending('timed_out');
    case 'taken':
    case 'in_progress':
      if (mine) return null;
      // an admin gave it to another master, or another master accepted first
      return ending(change.toStatus === 'taken' && change.actorRole === Role.admin ? 'unassigned' : 'taken_by_other');
    default:
      return null;
  }
}

// The bot tells these masters (their offer or their task) that the task ended; it says why when it sends
// (task_ended_for_master reads taskEnding then). One notification per master and task.
export async function tellMastersItEnded(tx: Prisma.TransactionClient, taskId: number, contractIds: number[]) {
  const ids = [...new Set(contractIds)];
  if (!ids.length) return;
  const contracts = await tx.contract.findMany({ where: { id: { in: ids } }, select: { id: true, userId: true } });
  for (const contract of contracts)
    await enqueueNotification(tx, contract.userId, 'task_ended_for_master', { taskId, contractId: contract.id });
}
