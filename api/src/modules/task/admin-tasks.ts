// Admin work on client tasks (docs/product.md §10): list, details, edit, reject, send out again, assign a master,
// close. Every change is written to the audit log in its own transaction.
import type { Db } from '../../platform/db/client';
import { requireAdminWriter } from '../../platform/access';
import { recordAudit } from '../audit';
import type { Services, Viewer } from '../../platform/context';
import { dispatchTask, WORKING_CONTRACT_STATUSES } from '../dispatch';
import { ConflictError, NotFoundError, ValidationError, type ParsedForm } from '../../platform/errors';
import { recordedText } from '../../platform/i18n';
import type { MasterFeedEventKind } from '../../platform/events/domain-events';
import { enqueueNotification } from '../notification';
import {
  tellMastersItEnded,
  ACTIVE_STATUSES,
  ASSIGNED_STATUSES,
  changeStatus,
  inTaskTransaction,
  lockContract,
  lockTask,
  lockUser,
  type Actor,
  type Tx,
  statusAllows,
} from '../lifecycle';
import { Role } from '../identity';
import { checkTaskFields, type TaskFields } from './task-checks';
import { withdrawPendingOffers } from './client-tasks';

// the longest reason an admin may give for a rejection
export const REJECT_REASON_MAX = 500;

const adminActor = (viewer: Viewer): Actor => ({ userId: viewer.user.id, role: Role.admin });

async function lockedOrMissing(tx: Tx, taskId: number) {
  const task = await lockTask(tx, taskId);
  if (!task) throw new NotFoundError('TASK_NOT_FOUND');
  return task;
}

// an admin's edit as the edge parsed it: a field left out (undefined) keeps the task's value
export type TaskEdit = Partial<TaskFields>;

function editedFields(current: TaskFields, edit: TaskEdit): TaskFields {
  const keep = <K extends keyof TaskFields>(key: K) => (edit[key] === undefined ? current[key] : edit[key]);
  return {
    text: keep('text'),
    categoryId: keep('categoryId'),
    cityId: keep('cityId'),
    districtId: keep('districtId'),
    tgUsername: keep('tgUsername'),
    phone: keep('phone'),
  };
}

// Edit: any field left out keeps its value; the result obeys the same rules as a new task.
export async function adminUpdateTask(
  services: Services,
  viewer: Viewer | null,
  taskId: number,
  form: ParsedForm<TaskEdit>,
): Promise<void> {
  const admin = requireAdminWriter(viewer);
  await inTaskTransaction(services, async (tx, effects) => {
    const locked = await lockedOrMissing(tx, taskId);
    const current = await tx.task.findUniqueOrThrow({ where: { id: taskId } });
    const data = await checkTaskFields(tx, { value: editedFields(current, form.value), errors: form.errors });
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of Object.keys(data) as (keyof typeof data)[]) {
      if (current[key] !== data[key]) {
        before[key] = current[key];
        after[key] = data[key];
      }
    }
    if (Object.keys(after).length === 0) return;
    // a phone an admin typed is not the one Telegram confirmed
    const phoneVerified = current.phoneVerified && current.phone === data.phone;
    await tx.task.update({ where: { id: taskId }, data: { ...data, phoneVerified } });
    await recordAudit(tx, admin.user.id, 'task.update', 'Task', taskId, { before, after });
    // screens showing the task refresh; the status stays
    effects.touchMasters(taskId, locked.status, []);
  });
}

// Reject (rejected_by_admin): only an active task; open offers are withdrawn, the client is told.
export async function adminRejectTask(
  services: Services,
  viewer: Viewer | null,
  taskId: number,
  // trimmed, up to 500 characters (modules/task/input/admin-input.ts); null: none given
  reason: string | null = null,
): Promise<void> {
  const admin = requireAdminWriter(viewer);
  await inTaskTransaction(services, async (tx, effects) => {
    const task = await lockedOrMissing(tx, taskId);
    if (!statusAllows('reject', task.status)) throw new ConflictError('ADMIN_TASK_CANNOT_REJECT');
    const masters = await withdrawPendingOffers(tx, taskId, 'closed');
    if (task.contractId) masters.push({ contractId: task.contractId, kind: 'current_task_changed' });
    // the master holding it or an offer learns it was rejected, and why
    await tellMastersItEnded(
      tx,
      taskId,
      masters.map(({ contractId }) => contractId),
    );
    await changeStatus(tx, effects, {
      taskId,
      from: task.status,
      to: 'rejected_by_admin',
      actor: adminActor(admin),
      reason,
      masters,
    });
    await enqueueNotification(tx, task.clientId, 'task_rejected', { taskId });
    await recordAudit(tx, admin.user.id, 'task.reject', 'Task', taskId, { from: task.status, reason });
  });
}

// A task that becomes active again must not give its client a second active task.
async function assertClientFree(tx: Tx, clientId: number, taskId: number) {
  const other = await tx.task.count({ where: { clientId, id: { not: taskId }, status: { in: ACTIVE_STATUSES } } });
  if (other) throw new ConflictError('ADMIN_TASK_CLIENT_HAS_ACTIVE');
}

async function clientOf(db: Db, taskId: number): Promise<number> {
  const task = await db.task.findUnique({ where: { id: taskId }, select: { clientId: true } });
  if (!task) throw new NotFoundError('TASK_NOT_FOUND');
  return task.clientId;
}

// Send out again: a fresh round to every eligible master (never to one who cancelled it).
export async function adminRedispatchTask(
  services: Services,
  viewer: Viewer | null,
  taskId: number,
): Promise<'sent_to_masters' | 'awaiting_admin_attention'> {
  const admin = requireAdminWriter(viewer);
  const clientId = await clientOf(services.db, taskId);
  return inTaskTransaction(services, async (tx, effects) => {
    await lockUser(tx, clientId);
    const task = await lockedOrMissing(tx, taskId);
    if (!statusAllows('redispatch', task.status)) throw new ConflictError('ADMIN_TASK_CANNOT_REDISPATCH');
    if (task.status === 'expired') await assertClientFree(tx, clientId, taskId);
    const full = await tx.task.findUniqueOrThrow({ where: { id: taskId } });
    const result = await dispatchTask(tx, effects, full, adminActor(admin), {
      reason: recordedText('REASON_REDISPATCHED'),
    });
    await recordAudit(tx, admin.user.id, 'task.redispatch', 'Task', taskId, {
      from: task.status,
      to: result.status,
      offeredContractIds: result.offeredContractIds,
    });
    return result.status as 'sent_to_masters' | 'awaiting_admin_attention';
  });
}

// Assign a master (taken): the master sees it as the current task and starts it with `approve`.
export async function adminAssignTask(
  services: Services,
  viewer: Viewer | null,
  taskId: number,
  contractId: number,
): Promise<void> {
  const admin = requireAdminWriter(viewer);
  const clientId = await clientOf(services.db, taskId);
  await inTaskTransaction(services, async (tx, effects) => {
    // lock order everywhere: user, then task, then contract
    await lockUser(tx, clientId);
    const task = await lockedOrMissing(tx, taskId);
    await lockContract(tx, contractId);
    const contract = await tx.contract.findFirst({
      where: { id: contractId, archivedAt: null, status: { in: [...WORKING_CONTRACT_STATUSES] } },
      select: { id: true, userId: true },
    });
    if (!contract)
      throw new ValidationError('ADMIN_TASK_MASTER_NOT_WORKING', {
        contractId: ['ADMIN_TASK_MASTER_NOT_WORKING'],
      });
    if (contract.userId === task.clientId)
      throw new ValidationError('ADMIN_TASK_MASTER_IS_CLIENT', { contractId: ['ADMIN_TASK_MASTER_IS_CLIENT'] });
    if (!statusAllows('assign', task.status)) throw new ConflictError('ADMIN_TASK_CANNOT_ASSIGN');
    const busy = await tx.task.count({ where: { contractId, status: { in: ASSIGNED_STATUSES } } });
    if (busy) throw new ConflictError('ADMIN_TASK_MASTER_BUSY');
    if (task.status === 'expired') await assertClientFree(tx, clientId, taskId);

    const now = new Date();
    const masters: { contractId: number; kind: MasterFeedEventKind }[] = (
      await withdrawPendingOffers(tx, taskId, 'taken')
    ).filter((entry) => entry.contractId !== contractId);
    masters.push({ contractId, kind: 'current_task_changed' });
    await tx.taskOffer.upsert({
      where: { taskId_contractId: { taskId, contractId } },
      create: { taskId, contractId, state: 'accepted', respondedAt: now },
      update: { state: 'accepted', respondedAt: now },
    });
    await changeStatus(tx, effects, {
      taskId,
      from: task.status,
      to: 'taken',
      actor: adminActor(admin),
      reason: recordedText('REASON_ASSIGNED_BY_ADMIN'),
      data: { contractId, acceptedAt: null },
      masters,
    });
    await enqueueNotification(tx, contract.userId, 'task_assigned', { taskId });
    await enqueueNotification(tx, task.clientId, 'task_accepted', { taskId, contractId });
    await recordAudit(tx, admin.user.id, 'task.assign', 'Task', taskId, { from: task.status, contractId });
  });
}

// Close (closed): from any status but closed; open offers are withdrawn.
export async function adminCloseTask(services: Services, viewer: Viewer | null, taskId: number): Promise<void> {
  const admin = requireAdminWriter(viewer);
  await inTaskTransaction(services, async (tx, effects) => {
    const task = await lockedOrMissing(tx, taskId);
    if (!statusAllows('close', task.status)) throw new ConflictError('ADMIN_TASK_CANNOT_CLOSE');
    const masters = await withdrawPendingOffers(tx, taskId, 'closed');
    if (task.contractId && ASSIGNED_STATUSES.includes(task.status))
      masters.push({ contractId: task.contractId, kind: 'current_task_changed' });
    // the master holding it or an offer learns an admin closed it
    await tellMastersItEnded(
      tx,
      taskId,
      masters.map(({ contractId }) => contractId),
    );
    await changeStatus(tx, effects, {
      taskId,
      from: task.status,
      to: 'closed',
      actor: adminActor(admin),
      data: { closedAt: new Date() },
      masters,
    });
    await recordAudit(tx, admin.user.id, 'task.close', 'Task', taskId, { from: task.status });
  });
}
