// The master's side of a task: the offer or current task, accept (first wins), decline, complete, cancel.
import {
  checkCancelReason,
  MASTER_REASON_STEP,
  type CancelInput,
  ASSIGNED_STATUSES,
  changeStatus,
  claimOfferedTask,
  startAssignedTask,
  inTaskTransaction,
  lockContract,
  lockTask,
  recordStatusChange,
  type Actor,
  type TaskEffects,
  type Tx,
  statusAllows,
} from '../lifecycle';
import type { Services, Viewer } from '../../platform/context';
import {
  dispatchTask,
  afterLastOfferClosed,
  masterDashboardSql,
  resetMissedOffers,
  workingContract,
} from '../dispatch';
import { Prisma } from '../../platform/db/generated/prisma/client';
import type { Db } from '../../platform/db/client';
import { readRows } from '../../platform/db/raw-reads';
import { taskViewColumns, taskViewFrom, taskViewsOfRows, type TaskViewRow, type TaskViews } from './task-view';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import { recordedText } from '../../platform/i18n';
import type { MasterFeedEventKind } from '../../platform/events/domain-events';
import { enqueueNotification } from '../notification';
import { Role } from '../identity';
import { recordedPrice } from '../price';

const masterActor = (viewer: Viewer): Actor => ({ userId: viewer.user.id, role: Role.master });

export type AcceptOutcome = 'accepted' | 'started';

// Accept (`approve`). The first master wins: the lifecycle's claimOfferedTask decides in one conditional
// UPDATE, so of many masters pressing at once exactly one changes the row. A task an admin assigned
// (taken) is started by its master the same way (startAssignedTask).
export async function acceptTask(services: Services, viewer: Viewer, taskId: number): Promise<AcceptOutcome> {
  const contract = await workingContract(services.db, viewer);
  return inTaskTransaction(services, async (tx, effects) => {
    // Lock order everywhere: user, then task, then contract. Each claim below takes the task's row lock.
    if (await startAssignedTask(tx, taskId, contract.id)) {
      await markAccepted(tx, effects, taskId, new Date());
      await recordStatusChange(tx, effects, {
        taskId,
        from: 'taken',
        to: 'in_progress',
        actor: masterActor(viewer),
        masters: [{ contractId: contract.id, kind: 'current_task_changed' }],
      });
      return 'started';
    }

    const won = await claimOfferedTask(tx, taskId, contract.id);
    if (!won) throw await acceptRefusal(tx, taskId, contract.id);
    // this master's accepts of different tasks (and admin assignments to them) queue here; the loser
    // sees the winner's task and rolls its own UPDATE back: never two current tasks
    await lockContract(tx, contract.id);
    const busy = await tx.task.count({
      where: { contractId: contract.id, status: { in: ASSIGNED_STATUSES }, id: { not: taskId } },
    });
    if (busy) throw new ConflictError('MASTER_BUSY');

    const now = new Date();
    await markAccepted(tx, effects, taskId, now);
    const others = await tx.taskOffer.findMany({
      where: { taskId, state: 'pending', contractId: { not: contract.id } },
      select: { contractId: true },
    });
    // The task's UPDATE above checked the offer on the snapshot taken before it waited for the task's row
    // lock: the same master's decline may have committed meanwhile. This statement reads the offer as it
    // is now, so of an accept and a decline of one offer exactly one wins (the decline takes the task's
    // lock before it touches the offer).
    const { count: mine } = await tx.taskOffer.updateMany({
      where: { taskId, contractId: contract.id, state: 'pending' },
      data: { state: 'accepted', respondedAt: now, answer: 'accepted', answeredAt: now },
    });
    if (mine === 0) throw new ConflictError('MASTER_NO_LONGER_AVAILABLE');
    await resetMissedOffers(tx, contract.id);
    await tx.taskOffer.updateMany({
      where: { taskId, state: 'pending' },
      data: { state: 'withdrawn', respondedAt: now, withdrawal: 'taken' },
    });
    await enqueueNotification(tx, won.clientId, 'task_accepted', { taskId, contractId: contract.id });
    await recordStatusChange(tx, effects, {
      taskId,
      from: 'sent_to_masters',
      to: 'in_progress',
      actor: masterActor(viewer),
      masters: [
        { contractId: contract.id, kind: 'current_task_changed' },
        ...others.map(({ contractId }) => ({ contractId, kind: 'offer_withdrawn' as const })),
      ],
    });
    return 'accepted';
  });
}

// acceptedAt is the current master's; firstAcceptedAt keeps the first one for analytics (a master who
// cancels clears acceptedAt when the task goes out again). The first acceptance's wait from posting goes
// to the metrics after commit (`before` reads the row as it was before this statement).
async function markAccepted(tx: Tx, effects: TaskEffects, taskId: number, now: Date): Promise<void> {
  const [row] = await tx.$queryRaw<{ createdAt: Date; first: boolean }[]>`
    WITH before AS (SELECT "firstAcceptedAt" IS NULL AS first FROM "Task" WHERE id = ${taskId})
    UPDATE "Task" SET "acceptedAt" = ${now}, "updatedAt" = ${now}, "firstAcceptedAt" = coalesce("firstAcceptedAt", ${now})
    WHERE id = ${taskId} RETURNING "createdAt", (SELECT first FROM before) AS first`;
  if (row?.first) effects.measure((metrics) => metrics.accepted((now.getTime() - row.createdAt.getTime()) / 1000));
}

// Why the conditional update matched nothing, in words the master understands.
async function acceptRefusal(tx: Tx, taskId: number, contractId: number): Promise<Error> {
  const task = await tx.task.findUnique({
    where: { id: taskId },
    select: { status: true, contractId: true, offers: { where: { contractId }, select: { state: true } } },
  });
  if (!task || (task.offers.length === 0 && task.contractId !== contractId)) return new NotFoundError('TASK_NOT_FOUND');
  if (task.contractId !== null && task.contractId !== contractId) return new ConflictError('MASTER_TAKEN_BY_OTHER');
  return new ConflictError('MASTER_NO_LONGER_AVAILABLE');
}

// Decline (`reject`): closes this master's offer; when no offer is left open the task waits for an admin.
export async function declineTask(services: Services, viewer: Viewer, taskId: number): Promise<void> {
  const contract = await workingContract(services.db, viewer);
  await inTaskTransaction(services, async (tx, effects) => {
    // decliners of one task queue here, so the last one sees that nobody is left
    const task = await lockTask(tx, taskId);
    if (!task) throw new NotFoundError('TASK_NOT_FOUND');
    const now = new Date();
    const { count } = await tx.taskOffer.updateMany({
      where: { taskId, contractId: contract.id, state: 'pending' },
      data: { state: 'declined', respondedAt: now, answer: 'declined', answeredAt: now },
    });
    if (count === 0) {
      const offered = await tx.taskOffer.count({ where: { taskId, contractId: contract.id } });
      if (!offered) throw new NotFoundError('TASK_NOT_FOUND');
      throw new ConflictError(
        task.contractId && task.contractId !== contract.id ? 'MASTER_TAKEN_BY_OTHER' : 'MASTER_NO_LONGER_AVAILABLE',
      );
    }
    await resetMissedOffers(tx, contract.id);
    const mine = [{ contractId: contract.id, kind: 'offer_withdrawn' as MasterFeedEventKind }];
    const open = await tx.taskOffer.count({ where: { taskId, state: 'pending' } });
    if (open === 0 && task.status === 'sent_to_masters') {
      // the next wave joins at once, or, with nobody left, the task waits for an admin
      await afterLastOfferClosed(tx, effects, taskId, masterActor(viewer), recordedText('REASON_ALL_DECLINED'), mine);
    } else {
      effects.touchMasters(taskId, task.status, mine);
    }
  });
}

// Complete: only the master working on it, only while in progress; with the price he was paid when he gives
// it (docs/product.md "Prices": parsed at the edge, price-input.ts).
export async function completeTask(
  services: Services,
  viewer: Viewer,
  taskId: number,
  price: number | null = null,
): Promise<void> {
  const contract = await workingContract(services.db, viewer);
  await inTaskTransaction(services, async (tx, effects) => {
    const task = await lockTask(tx, taskId);
    if (!task || task.contractId !== contract.id) throw new NotFoundError('TASK_NOT_FOUND');
    if (!statusAllows('complete', task.status)) throw new ConflictError('MASTER_CANNOT_COMPLETE');
    await changeStatus(tx, effects, {
      taskId,
      from: 'in_progress',
      to: 'completed',
      actor: masterActor(viewer),
      data: { completedAt: new Date(), masterPrice: price, ...recordedPrice(price, null) },
      masters: [{ contractId: contract.id, kind: 'current_task_changed' }],
    });
    await enqueueNotification(tx, task.clientId, 'task_completed', { taskId, contractId: contract.id });
  });
}

// Master cancel (with a reason): the task goes back to the other eligible masters, never to this one,
// and the client is told.
export async function cancelTaskByMaster(
  services: Services,
  viewer: Viewer,
  taskId: number,
  input: CancelInput,
): Promise<void> {
  const contract = await workingContract(services.db, viewer);
  await inTaskTransaction(services, async (tx, effects) => {
    const task = await lockTask(tx, taskId);
    if (!task || task.contractId !== contract.id) throw new NotFoundError('TASK_NOT_FOUND');
    if (!statusAllows('master_cancel', task.status)) throw new ConflictError('MASTER_CANNOT_CANCEL');
    const { reason, text } = await checkCancelReason(tx, 'master', MASTER_REASON_STEP, input);
    await tx.taskOffer.updateMany({
      where: { taskId, contractId: contract.id },
      data: { state: 'withdrawn', respondedAt: new Date(), withdrawal: 'master_left' },
    });
    const full = await tx.task.findUniqueOrThrow({ where: { id: taskId } });
    await dispatchTask(tx, effects, full, masterActor(viewer), {
      reason: text ?? reason.name,
      cancelReasonId: reason.id,
      notifyClient: 'task_requeued',
      excludeUserIds: [viewer.user.id],
      alsoMasters: [{ contractId: contract.id, kind: 'current_task_changed' }],
    });
  });
}

// The master's screen (REST GET /master/tasks/pending, GraphQL masterCurrentTask and masterPendingTask)
// in one statement: his working contract's current task, or else the oldest offer he may still answer
// (modules/dispatch masterDashboard's ids), with its view. 403 without a working contract.
export async function masterScreen(
  db: Db,
  viewer: Viewer,
): Promise<{ currentId: number | null; offeredId: number | null; views: TaskViews }> {
  const rows = await readRows<TaskViewRow & { currentTaskId: number | null; offeredTaskId: number | null }>(
    db,
    Prisma.sql`SELECT d."currentId" AS "currentTaskId", d."offeredId" AS "offeredTaskId", v.*
    FROM ${masterDashboardSql(viewer)} d
    LEFT JOIN LATERAL (
      SELECT ${taskViewColumns(viewer.user.id)} FROM ${taskViewFrom()} WHERE t.id = coalesce(d."currentId", d."offeredId")
    ) v ON true`,
  );
  if (!rows.length) throw new ForbiddenError('MASTER_NOT_APPROVED');
  const [{ currentTaskId, offeredTaskId }] = rows;
  // a master with a task in hand is shown that task, never an offer (masterDashboard)
  return {
    currentId: currentTaskId,
    offeredId: currentTaskId === null ? offeredTaskId : null,
    views: taskViewsOfRows(rows),
  };
}
