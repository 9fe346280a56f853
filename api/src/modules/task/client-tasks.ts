// The client's side of a task: create (then dispatch at once), read own tasks, cancel, last address.
import { isDatabaseUnavailable, readAfterCommit } from '../../platform/db/errors';
import { Prisma, type OfferWithdrawal } from '../../platform/db/generated/prisma/client';
import type { Db } from '../../platform/db/client';
import { readsAsAdmin } from '../../platform/access';
import {
  checkCancelReason,
  type CancelInput,
  tellMastersItEnded,
  ACTIVE_STATUSES,
  cancelStepFor,
  changeStatus,
  inTaskTransaction,
  lockTask,
  recordStatusChange,
  SYSTEM,
  statusAllows,
  type Actor,
  type Tx,
} from '../lifecycle';
import { detectionSnapshot, detectWithSnapshot, type EmergencyKind } from '../category';
import type { Services, Viewer } from '../../platform/context';
import { dispatchTask } from '../dispatch';
import { ConflictError, NotFoundError, type ParsedForm } from '../../platform/errors';
import { enqueueNotification } from '../notification';
import { useIntakeToken } from '../intake';
import { Role } from '../identity';
import { attachTaskPhotos, checkPhotoIds, PHOTO_FIELDS } from './task-photos';
import { WHEN_FIELDS, type WhenData } from './task-when';
import { checkTaskFields, throwFieldErrors, type TaskFields, type TaskPoint } from './task-checks';
import { checkPreferredMaster } from './client-masters';

// The client already has an active task: it is returned with the refusal (docs/product.md §4, "active_task").
export class ActiveTaskExistsError extends ConflictError {
  constructor(readonly taskId: number) {
    super('TASK_ACTIVE_EXISTS');
  }
}

export const clientActor = (viewer: Viewer): Actor => ({ userId: viewer.user.id, role: Role.client });

// A new task's form as the edge parsed it (modules/task/input/task-input.ts); null where a field was refused.
export interface NewTaskFields extends TaskFields, TaskPoint {
  // asap (default) | today | tomorrow | a window
  schedule: WhenData | null;
  // ids of the client's uploaded photos
  photoIds: readonly string[] | null;
  // the door in the client's words (street, house, landmark), or null
  address: string | null;
  // one of the client's former masters (a contract id) to offer the task to alone first, or null
  preferredMasterId: number | null;
}

// Creates the task (status new) and dispatches it in the same transaction: either it is offered to
// masters or it waits for an admin. Returns the task id.
// The answer keeps docs/product.md's order: an active task wins over a bad form, then the task's fields (all their
// errors at once), then its time, then its photos.
// options.intakeToken: the task comes from a group reply's link (modules/intake): a live token records
// its source as a group and counts it for the group; an unknown or expired one changes nothing.
export interface CreateTaskOptions {
  intakeToken?: string | null;
}

export async function createTask(
  services: Services,
  viewer: Viewer,
  form: ParsedForm<NewTaskFields>,
  options: CreateTaskOptions = {},
): Promise<number> {
  const clientId = viewer.user.id;
  // outside the transaction: it holds no lock while the text is read
  const detected = await proposedCategory(services, form.value.text);
  // (a margin for the database clock, which stamps createdAt)
  const startedAt = new Date(Date.now() - 2000);
  try {
    return await createInTransaction(services, viewer, form, detected, options);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // The connection dropped: before the COMMIT (nothing was written) or after it, with its answer lost.
    // A task of this client created since this call began is this call's (a client has one active task,
    // a second call at the same time waits on the lock and is refused): the change is done, say so.
    const created = await readAfterCommit(() =>
      services.db.task.findFirst({ where: { clientId, createdAt: { gte: startedAt } }, select: { id: true } }),
    ).catch(() => null);
    if (created) return created.id;
    throw error;
  }
}

async function createInTransaction(
  services: Services,
  viewer: Viewer,
  form: ParsedForm<NewTaskFields>,
  detected: Proposed,
  options: CreateTaskOptions,
): Promise<number> {
  const clientId = viewer.user.id;
  return inTaskTransaction(services, async (tx, effects) => {
    // two submissions at once: the second waits here and then sees the first one's task (the lock also
    // reads the client's phone: the row as the lock found it)
    const [owner] = await tx.$queryRaw<{ phone: string | null; phoneVerified: boolean }[]>`
      SELECT phone, "phoneVerified" FROM "User" WHERE id = ${clientId} FOR NO KEY UPDATE`;
    if (!owner) throw new Error(`user ${clientId} not found`);
    const active = await tx.task.findFirst({
      where: { clientId, status: { in: ACTIVE_STATUSES } },
      select: { id: true },
    });
    if (active) throw new ActiveTaskExistsError(active.id);
    const data = await checkTaskFields(tx, form);
    const { value, errors } = form;
    throwFieldErrors(errors, WHEN_FIELDS);
    throwFieldErrors(errors, PHOTO_FIELDS);
    const photoIds = value.photoIds ?? [];
    await checkPhotoIds(tx, clientId, photoIds);
    throwFieldErrors(errors, ['preferredMasterId']);
    const preferredContractId = await checkPreferredMaster(tx, clientId, value.preferredMasterId);
    const fromGroup = options.intakeToken ? await useIntakeToken(tx, options.intakeToken) : false;
    const task = await tx.task.create({
      data: {
        ...data,
        // the phone is marked confirmed when it is the one Telegram confirmed for this client
        phoneVerified: !!data.phone && owner.phoneVerified && owner.phone === data.phone,
        ...value.schedule!,
        latitude: value.latitude,
        longitude: value.longitude,
        address: value.address,
        clientId,
        status: 'new',
        detectedCategoryId: detected.categoryId,
        emergency: detected.emergency,
        detectionRecorded: true,
        source: fromGroup ? 'group' : 'app',
        preferredContractId,
      },
    });
    await attachTaskPhotos(tx, task.id, photoIds);
    await recordStatusChange(tx, effects, { taskId: task.id, from: null, to: 'new', actor: clientActor(viewer) });
    await dispatchTask(tx, effects, task, SYSTEM, { created: true });
    return task.id;
  });
}

interface Proposed {
  categoryId: number | null;
  emergency: EmergencyKind | null;
}

// What category detection proposes for the task's text (both faces create tasks here, whatever the
// client's screen showed), kept on the task so analytics can tell how often clients change it; and the
// emergency the text reports, read on the server whatever the client's screen said (dispatch offers such a
// task to every eligible master at once). A refused text (null) proposes nothing.
async function proposedCategory(services: Services, text: string | null): Promise<Proposed> {
  if (text === null) return { categoryId: null, emergency: null };
  try {
    const found = detectWithSnapshot(await detectionSnapshot(services.db), text);
    return { categoryId: found.category?.id ?? null, emergency: found.emergency };
  } catch (error) {
    // a failed guess must not cost the client their task
    services.log.warn({ err: error }, 'category detection for a new task failed');
    return { categoryId: null, emergency: null };
  }
}

export function clientTasksWhere(viewer: Viewer): Prisma.TaskWhereInput {
  return { clientId: viewer.user.id };
}

// the same two for the task views read in SQL (task-view.ts, the task as `t`)
export const clientTasksCondition = (viewer: Viewer): Prisma.Sql => Prisma.sql`t."clientId" = ${viewer.user.id}`;

export const NEWEST_FIRST: Prisma.TaskOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];
export const NEWEST_FIRST_SQL = Prisma.sql`t."createdAt" DESC, t.id DESC`;

// Who may read a task: its client, its master, a master whose offer of it is still open, an admin (or
// analyst). A master who declined, or lost the accept race, no longer reads it: it would show the winner.
// GraphQL's task(id) and the task photos (REST /uploads) both ask here.
export async function assertCanViewTask(db: Db, viewer: Viewer, taskId: number): Promise<void> {
  if (readsAsAdmin(viewer)) {
    if (await db.task.count({ where: { id: taskId } })) return;
    throw new NotFoundError('TASK_NOT_FOUND');
  }
  const visible = await db.task.count({
    where: {
      id: taskId,
      OR: [
        { clientId: viewer.user.id },
        { contract: { userId: viewer.user.id } },
        { offers: { some: { state: 'pending', contract: { userId: viewer.user.id } } } },
      ],
    },
  });
  if (!visible) throw new NotFoundError('TASK_NOT_FOUND');
}

// Client cancel: allowed before completion; step 1 reasons before a master accepted, step 2 after.
// Pending offers are withdrawn and the master working on it is told.
export async function cancelTaskByClient(
  services: Services,
  viewer: Viewer,
  taskId: number,
  input: CancelInput,
): Promise<void> {
  await inTaskTransaction(services, async (tx, effects) => {
    const task = await lockTask(tx, taskId);
    if (!task || task.clientId !== viewer.user.id) throw new NotFoundError('TASK_NOT_FOUND');
    if (!statusAllows('cancel', task.status)) throw new ConflictError('TASK_NOT_CANCELLABLE');
    // which reasons the client chooses from: before a master accepted, or after
    const step = cancelStepFor(task.status) ?? 1;
    const { reason, text } = await checkCancelReason(tx, 'client', step, input);
    const masters = await withdrawPendingOffers(tx, taskId, 'closed');
    // masters holding an offer learn it was cancelled, and why (the holder: below)
    await tellMastersItEnded(
      tx,
      taskId,
      masters.map(({ contractId }) => contractId),
    );
    if (task.contractId) {
      const contract = await tx.contract.findUnique({ where: { id: task.contractId }, select: { userId: true } });
      if (contract) await enqueueNotification(tx, contract.userId, 'task_cancelled_by_client', { taskId });
      masters.push({ contractId: task.contractId, kind: 'current_task_changed' });
    }
    await changeStatus(tx, effects, {
      taskId,
      from: task.status,
      to: 'cancelled',
      actor: clientActor(viewer),
      reason: text ?? reason.name,
      cancelReasonId: reason.id,
      data: { cancelReasonId: reason.id, cancelReasonText: text },
      masters,
    });
  });
}

// Closes every pending offer of the task, saying why (analytics counts only a timeout as unanswered);
// returns the feed events for those masters.
export async function withdrawPendingOffers(tx: Tx, taskId: number, withdrawal: OfferWithdrawal) {
  const pending = await tx.taskOffer.findMany({ where: { taskId, state: 'pending' }, select: { contractId: true } });
  if (pending.length) {
    await tx.taskOffer.updateMany({
      where: { taskId, state: 'pending' },
      data: { state: 'withdrawn', respondedAt: new Date(), withdrawal },
    });
  }
  return pending.map(({ contractId }) => ({
    contractId,
    kind: 'offer_withdrawn' as 'offer_withdrawn' | 'current_task_changed',
  }));
}

export interface LastAddress {
  cityId: number;
  districtId: number;
  // the phone of the latest task that gave one (a task may have gone with a Telegram username)
  phone: string | null;
}

// The address and phone of the client's latest tasks, to prefill the next one.
export async function lastAddress(db: Db, viewer: Viewer): Promise<LastAddress | null> {
  const latest = await db.task.findFirst({
    where: { clientId: viewer.user.id },
    orderBy: NEWEST_FIRST,
    select: { cityId: true, districtId: true, phone: true },
  });
  if (!latest || latest.phone) return latest;
  const withPhone = await db.task.findFirst({
    where: { clientId: viewer.user.id, phone: { not: null } },
    orderBy: NEWEST_FIRST,
    select: { phone: true },
  });
  return { ...latest, phone: withPhone?.phone ?? null };
}
