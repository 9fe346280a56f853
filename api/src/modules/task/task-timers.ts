// Timed transitions (docs/product.md §10): no acceptance within DISPATCH_TIMEOUT_MIN of the wave that gave the
// whole eligible set the offer (with DISPATCH_WAVE_SIZE=all: of the dispatch) -> awaiting_admin_attention,
// so every master has the full period to answer and no task leaves while waves are still going; still
// nobody TASK_EXPIRY_H after the last dispatch (waves or not: a cap on a task's life that does not grow
// with the number of masters) -> expired. Safe on several nodes at once:
// each batch takes its rows with FOR NO KEY UPDATE SKIP LOCKED, so a row is handled by exactly one node.
// Scheduling them is the caller's business; both return how many tasks they changed.
import type { OfferWithdrawal, TaskStatus } from '../../platform/db/generated/prisma/client';
import { recordedText } from '../../platform/i18n';
import type { Services } from '../../platform/context';
import { enqueueNotification } from '../notification';
import { changeStatus, inTaskTransaction, SYSTEM, type Tx, tellMastersItEnded } from '../lifecycle';
import { withdrawPendingOffers } from './client-tasks';

const BATCH = 100;

interface DueTask {
  id: number;
  status: TaskStatus;
  clientId: number;
}

async function processDue(
  services: Services,
  pick: (tx: Tx) => Promise<DueTask[]>,
  to: TaskStatus,
  reason: string,
  notify: boolean,
  withdrawal: OfferWithdrawal,
): Promise<number> {
  let total = 0;
  for (;;) {
    const handled = await inTaskTransaction(services, async (tx, effects) => {
      const due = await pick(tx);
      for (const task of due) {
        const masters = await withdrawPendingOffers(tx, task.id, withdrawal);
        await changeStatus(tx, effects, { taskId: task.id, from: task.status, to, actor: SYSTEM, reason, masters });
        if (notify) {
          await enqueueNotification(tx, task.clientId, 'task_expired', { taskId: task.id });
          // masters whose offer it was learn it expired
          await tellMastersItEnded(
            tx,
            task.id,
            masters.map(({ contractId }) => contractId),
          );
        }
      }
      return due.length;
    });
    total += handled;
    if (handled < BATCH) return total;
  }
}

export async function applyDispatchTimeouts(services: Services, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - services.config.dispatchTimeoutMin * 60_000);
  return processDue(
    services,
    (tx) => tx.$queryRaw<DueTask[]>`
      SELECT id, status::text AS status, "clientId" FROM "Task"
      WHERE status = 'sent_to_masters' AND "nextWaveAt" IS NULL
        AND coalesce("lastWaveAt", "dispatchedAt") <= ${cutoff}
      ORDER BY coalesce("lastWaveAt", "dispatchedAt"), id
      LIMIT ${BATCH}
      FOR NO KEY UPDATE SKIP LOCKED`,
    'awaiting_admin_attention',
    recordedText('REASON_DISPATCH_TIMEOUT'),
    false,
    'timeout',
  );
}

// Counted from the last dispatch, so a task an admin sends out again gets a full period.
export async function applyExpiry(services: Services, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - services.config.taskExpiryH * 3_600_000);
  return processDue(
    services,
    (tx) => tx.$queryRaw<DueTask[]>`
      SELECT id, status::text AS status, "clientId" FROM "Task"
      WHERE status IN ('new', 'sent_to_masters', 'awaiting_admin_attention')
        AND COALESCE("dispatchedAt", "createdAt") <= ${cutoff}
      ORDER BY id
      LIMIT ${BATCH}
      FOR NO KEY UPDATE SKIP LOCKED`,
    'expired',
    recordedText('REASON_EXPIRED'),
    true,
    'expired',
  );
}
