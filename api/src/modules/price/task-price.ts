// The client's figure for a completed task (docs/product.md "Prices"): only the task's client, only once the
// master completed it. It counts over the master's; more than 30 % apart, the task leaves the ranges.
import { inTaskTransaction, lockTask } from '../lifecycle';
import type { Services, Viewer } from '../../platform/context';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { recordedPrice } from './price-rules';

export async function setTaskPrice(services: Services, viewer: Viewer, taskId: number, pricePaid: number) {
  await inTaskTransaction(services, async (tx) => {
    // the task's row lock: a figure and the completion never cross
    const task = await lockTask(tx, taskId);
    // another client's task is none of this viewer's business: the same answer as a task that does not exist
    if (!task || task.clientId !== viewer.user.id) throw new NotFoundError('TASK_NOT_FOUND');
    const row = await tx.task.findUniqueOrThrow({
      where: { id: taskId },
      select: { completedAt: true, masterPrice: true },
    });
    if (row.completedAt === null || task.contractId === null) throw new ConflictError('PRICE_NOT_COMPLETED');
    await tx.task.update({
      where: { id: taskId },
      data: { clientPrice: pricePaid, ...recordedPrice(row.masterPrice, pricePaid) },
    });
  });
}
