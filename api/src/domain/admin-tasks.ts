// Admin work on client tasks (DESIGN.md): list, details, edit, reject, send out again, assign a master,
// close. Every change is written to the audit log in its own transaction.
import { TaskStatus, type Prisma } from '../db/generated/prisma/client';
import type { Db } from '../db/client';
import { requireAdminReader, requireAdminWriter } from './admin-access';
import { recordAudit } from './audit';
import type { Services, Viewer } from './context';
import { dispatchTask } from './dispatch';
import { WORKING_CONTRACT_STATUSES } from './dispatch-candidates';
import { ConflictError, NotFoundError, ValidationError } from './errors';
import { recordedText } from '../messages';
import type { MasterFeedEventKind } from './events';
import { enqueueNotification } from './outbox';
import { pageRequest, type PageRequest } from './paging';
import { Role } from './roles';
import { STATUSES_ALLOWING } from './task-actions';
import { ACTIVE_STATUSES, ASSIGNED_STATUSES } from './task-status';
import {
  changeStatus,
  inTaskTransaction,
  lockContract,
  lockTask,
  lockUser,
  type Actor,
  type Tx,
} from './task-transitions';
import { checkTaskInput, idFrom, withdrawPendingOffers, type TaskInput } from './tasks';

// the statuses these actions are open in: domain/task-actions.ts, which the screens read too
const REDISPATCHABLE = STATUSES_ALLOWING.redispatch;
const ASSIGNABLE = STATUSES_ALLOWING.assign;
const REASON_MAX = 500;

const adminActor = (viewer: Viewer): Actor => ({ userId: viewer.user.id, role: Role.admin });

export interface AdminTaskFilter {
  page?: unknown;
  perPage?: unknown;
  status?: unknown;
  categoryId?: unknown;
  cityId?: unknown;
  search?: unknown;
}

function blank(value: unknown) {
  return value === undefined || value === null || value === '';
}

function filterId(value: unknown, field: string): number | undefined {
  if (blank(value)) return undefined;
  const id = idFrom(value);
  if (!id) throw new ValidationError('ADMIN_TASK_INVALID_FILTER', { [field]: ['ADMIN_TASK_INVALID_FILTER'] });
  return id;
}

// `status` is one status, a comma list, or `active`; `search` matches the text, contacts, the client's
// name and, for a number, the task id.
export function adminTaskQuery(
  viewer: Viewer | null,
  filter: AdminTaskFilter,
): { where: Prisma.TaskWhereInput; page: PageRequest } {
  requireAdminReader(viewer);
  const page = pageRequest({ page: filter.page, perPage: filter.perPage });
  const where: Prisma.TaskWhereInput = {};
  if (!blank(filter.status)) {
    const raw = String(filter.status).trim();
    const statuses = raw === 'active' ? ACTIVE_STATUSES : raw.split(',').map((part) => part.trim());
    if (!statuses.every((status) => status in TaskStatus)) {
      throw new ValidationError('ADMIN_TASK_INVALID_STATUS', { status: ['ADMIN_TASK_INVALID_STATUS'] });
    }
    where.status = { in: statuses as TaskStatus[] };
  }
  const categoryId = filterId(filter.categoryId, 'category_id');
  if (categoryId) where.categoryId = categoryId;
  const cityId = filterId(filter.cityId, 'city_id');
  if (cityId) where.cityId = cityId;
  const search = typeof filter.search === 'string' ? filter.search.trim().slice(0, 200) : '';
  if (search) {
    const contains = { contains: search, mode: 'insensitive' as const };
    const id = /^\d+$/.test(search) ? idFrom(search) : null;
    where.OR = id
      ? // a number is a task id, or a piece of a phone number once it is long enough to mean one
        [{ id }, ...(search.length >= 4 ? [{ phone: { contains: search } }] : [])]
      : [
          { text: contains },
          { phone: { contains: search } },
          { tgUsername: contains },
          { client: { OR: [{ firstName: contains }, { lastName: contains }, { username: contains }] } },
        ];
  }
  return { where, page };
}

export const ADMIN_ORDER: Prisma.TaskOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

export async function assertTaskExists(db: Db, viewer: Viewer | null, taskId: number): Promise<void> {
  requireAdminReader(viewer);
  if (!(await db.task.count({ where: { id: taskId } }))) throw new NotFoundError('TASK_NOT_FOUND');
}

// The history and offers an admin sees beside the task.
export const adminDetailsInclude = {
  statusChanges: {
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: {
      actor: { select: { id: true, firstName: true, lastName: true, username: true } },
      cancelReason: { select: { id: true, name: true, code: true } },
    },
  },
  offers: { orderBy: { id: 'asc' }, include: { contract: { select: { id: true, name: true, userId: true } } } },
  cancelReason: { select: { id: true, name: true, code: true } },
} satisfies Prisma.TaskInclude;

async function lockedOrMissing(tx: Tx, taskId: number) {
  const task = await lockTask(tx, taskId);
  if (!task) throw new NotFoundError('TASK_NOT_FOUND');
  return task;
}

function taskInputFrom(
  current: {
    text: string;
    categoryId: number | null;
    cityId: number;
    districtId: number;
    tgUsername: string | null;
    phone: string | null;
  },
  input: TaskInput,
): TaskInput {
  const pick = (value: unknown, fallback: unknown) => (value === undefined ? fallback : value);
  return {
    text: pick(input.text, current.text),
    categoryId: pick(input.categoryId, current.categoryId),
    cityId: pick(input.cityId, current.cityId),
    districtId: pick(input.districtId, current.districtId),
    tgUsername: pick(input.tgUsername, current.tgUsername),
    phone: pick(input.phone, current.phone),
  };
}

// Edit: any field left out keeps its value; the result obeys the same rules as a new task.
export async function adminUpdateTask(
  services: Services,
  viewer: Viewer | null,
  taskId: number,
  input: TaskInput,
): Promise<void> {
  const admin = requireAdminWriter(viewer);
  await inTaskTransaction(services, async (tx, effects) => {
    const locked = await lockedOrMissing(tx, taskId);
    const current = await tx.task.findUniqueOrThrow({ where: { id: taskId } });
    const data = await checkTaskInput(tx, taskInputFrom(current, input));
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
  input: { reason?: unknown } = {},
): Promise<void> {
  const admin = requireAdminWriter(viewer);
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (reason.length > REASON_MAX)
    throw ValidationError.fromFields({ reason: [{ code: 'REASON_TOO_LONG', params: { max: REASON_MAX } }] });
  await inTaskTransaction(services, async (tx, effects) => {
    const task = await lockedOrMissing(tx, taskId);
    if (!ACTIVE_STATUSES.includes(task.status)) throw new ConflictError('ADMIN_TASK_CANNOT_REJECT');
    const masters = await withdrawPendingOffers(tx, taskId);
    if (task.contractId) masters.push({ contractId: task.contractId, kind: 'current_task_changed' });
    await changeStatus(tx, effects, {
      taskId,
      from: task.status,
      to: 'rejected_by_admin',
      actor: adminActor(admin),
      reason: reason || null,
      masters,
    });
    await enqueueNotification(tx, task.clientId, 'task_rejected', { taskId });
    await recordAudit(tx, admin.user.id, 'task.reject', 'Task', taskId, { from: task.status, reason: reason || null });
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
    if (!REDISPATCHABLE.includes(task.status)) throw new ConflictError('ADMIN_TASK_CANNOT_REDISPATCH');
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
  input: { contractId?: unknown },
): Promise<void> {
  const admin = requireAdminWriter(viewer);
  const contractId = idFrom(input.contractId);
  if (!contractId) throw new ValidationError('ADMIN_TASK_CHOOSE_MASTER', { contract_id: ['ADMIN_TASK_CHOOSE_MASTER'] });
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
        contract_id: ['ADMIN_TASK_MASTER_NOT_WORKING'],
      });
    if (contract.userId === task.clientId)
      throw new ValidationError('ADMIN_TASK_MASTER_IS_CLIENT', { contract_id: ['ADMIN_TASK_MASTER_IS_CLIENT'] });
    if (!ASSIGNABLE.includes(task.status)) throw new ConflictError('ADMIN_TASK_CANNOT_ASSIGN');
    const busy = await tx.task.count({ where: { contractId, status: { in: ASSIGNED_STATUSES } } });
    if (busy) throw new ConflictError('ADMIN_TASK_MASTER_BUSY');
    if (task.status === 'expired') await assertClientFree(tx, clientId, taskId);

    const now = new Date();
    const masters: { contractId: number; kind: MasterFeedEventKind }[] = (
      await withdrawPendingOffers(tx, taskId)
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
    if (task.status === 'closed') throw new ConflictError('ADMIN_TASK_CANNOT_CLOSE');
    const masters = await withdrawPendingOffers(tx, taskId);
    if (task.contractId && ASSIGNED_STATUSES.includes(task.status))
      masters.push({ contractId: task.contractId, kind: 'current_task_changed' });
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
