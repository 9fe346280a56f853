// What a master leaving the working set (archiving the application, or an admin rejecting it) does to the
// offers waiting for them, and the check that they are not in the middle of a task.
import { afterLastOfferClosed } from '../dispatch';
import { ConflictError, type MessageRef } from '../../platform/errors';
import { recordedText } from '../../platform/i18n';
import { ASSIGNED_STATUSES, lockContract, lockTask, type Actor, type TaskEffects, type Tx } from '../lifecycle';

// an offer still waits for the master's answer in this task status
const OFFERED_STATUS = 'sent_to_masters' as const;
const NO_OFFERS_LEFT_REASON = recordedText('REASON_MASTER_LEFT');

// Pending offers to this contract are withdrawn; a task left with no pending offer goes to the admins
// (awaiting_admin_attention, as when every offer is declined: docs/product.md §4). The caller has locked the tasks
// (before the contract, the order task accept uses) and the contract.
export async function withdrawOffers(
  tx: Tx,
  effects: TaskEffects,
  contractId: number,
  taskIds: number[],
  actor: Actor,
): Promise<void> {
  if (!taskIds.length) return;
  const now = new Date();
  await tx.taskOffer.updateMany({
    where: { contractId, taskId: { in: taskIds }, state: 'pending' },
    data: { state: 'withdrawn', respondedAt: now, withdrawal: 'master_left' },
  });
  for (const taskId of taskIds) {
    const task = await tx.task.findUniqueOrThrow({ where: { id: taskId }, select: { status: true } });
    const masters = [{ contractId, kind: 'offer_withdrawn' as const }];
    const othersWaiting = await tx.taskOffer.count({ where: { taskId, state: 'pending' } });
    if (task.status === OFFERED_STATUS && othersWaiting === 0) {
      await afterLastOfferClosed(tx, effects, taskId, actor, NO_OFFERS_LEFT_REASON, masters);
    } else {
      effects.touchMasters(taskId, task.status, masters);
    }
  }
}

// Locks, in order, the tasks holding a pending offer to the contract, then the contract itself.
export async function lockForWithdrawal(tx: Tx, contractId: number): Promise<number[]> {
  const offers = await tx.taskOffer.findMany({
    where: { contractId, state: 'pending' },
    select: { taskId: true },
    orderBy: { taskId: 'asc' },
  });
  const taskIds = offers.map((offer) => offer.taskId);
  for (const taskId of taskIds) await lockTask(tx, taskId);
  await lockContract(tx, contractId);
  return taskIds;
}

export async function assertNotBusy(tx: Tx, contractId: number, message: MessageRef) {
  const busy = await tx.task.count({ where: { contractId, status: { in: ASSIGNED_STATUSES } } });
  if (busy) throw new ConflictError(message);
}
