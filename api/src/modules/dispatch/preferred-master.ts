// The client's own master again (docs/product.md §12 "Your master again"): a task posted for a former
// master is offered to him alone for DISPATCH_PREFERRED_S; when he declines, lets the time pass or cannot
// be offered it, the task goes on in the usual waves, the outcome stays on the task and the client is told.
import type { PreferredOutcome } from '../../platform/db/generated/prisma/client';
import { enqueueNotification } from '../notification';
import type { Tx } from '../lifecycle';
import { eligibleCandidates, type Candidate, type DispatchableTask } from './dispatch-candidates';

export interface PreferredTurn {
  preferredContractId?: number | null;
  preferredUntil?: Date | null;
  preferredOutcome?: PreferredOutcome | null;
}

// The preferred master as a candidate for a new task, when he may take it now (on duty within his hours,
// free, of its trade and place); null when he may not, which is recorded as `unavailable` by the caller.
export async function preferredCandidate(
  tx: Tx,
  task: DispatchableTask & PreferredTurn,
  now: Date,
): Promise<Candidate | null> {
  if (!task.preferredContractId) return null;
  const [candidate] = await eligibleCandidates(tx, task, {
    onlyContractIds: [task.preferredContractId],
    roundStart: now,
    at: now,
  });
  return candidate ?? null;
}

// The client learns that his master will not take the task and that the search widened (the bot's message;
// the live card reads Task.preferredOutcome).
export async function tellClientPreferredPassed(tx: Tx, task: { id: number; clientId: number }): Promise<void> {
  await enqueueNotification(tx, task.clientId, 'preferred_master_passed', { taskId: task.id });
}

// The preferred master's turn ends (his time passed, he declined, or his offer was withdrawn): the outcome is
// written on the task before anyone else is ranked, and the client is told. Nothing when it already ended.
export async function endPreferredTurn(tx: Tx, task: { id: number; clientId: number } & PreferredTurn): Promise<void> {
  if (!task.preferredContractId || task.preferredOutcome || !task.preferredUntil) return;
  const offer = await tx.taskOffer.findUnique({
    where: { taskId_contractId: { taskId: task.id, contractId: task.preferredContractId } },
    select: { state: true },
  });
  const outcome: PreferredOutcome =
    offer?.state === 'declined' ? 'declined' : offer?.state === 'pending' ? 'no_answer' : 'unavailable';
  await tx.task.update({ where: { id: task.id }, data: { preferredOutcome: outcome } });
  task.preferredOutcome = outcome;
  await tellClientPreferredPassed(tx, task);
}
