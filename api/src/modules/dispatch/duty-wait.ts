// A task nobody on duty can take (docs/product.md §12): whether masters would be eligible but for their duty
// or hours, and when the first of those on duty begins his hours. Read only when a dispatch found nobody.
import type { Tx } from '../lifecycle';
import { eligibleCandidates, type DispatchableTask } from './dispatch-candidates';
import { nextHoursStart } from './duty-hours';

export interface DutyWait {
  waitingForDuty: boolean;
  nextOnDutyAt: Date | null;
}

export const NOT_WAITING: DutyWait = { waitingForDuty: false, nextOnDutyAt: null };

export async function dutyWaitOf(tx: Tx, task: DispatchableTask, at: Date): Promise<DutyWait> {
  const offDuty = await eligibleCandidates(tx, task, { anyDuty: true, limit: null, at });
  if (!offDuty.length) return NOT_WAITING;
  const onDuty = await tx.contract.findMany({
    where: { id: { in: offDuty.map((candidate) => candidate.id) }, onDuty: true },
    select: { hours: { select: { weekday: true, fromMin: true, toMin: true } } },
  });
  return {
    waitingForDuty: true,
    nextOnDutyAt: nextHoursStart(
      onDuty.flatMap((contract) => contract.hours),
      at,
    ),
  };
}
