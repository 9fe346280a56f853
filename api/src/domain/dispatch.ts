// The dispatcher (DESIGN.md "Task lifecycle"): which masters may receive a task, and sending it to them.
import type { TaskStatus } from '../db/generated/prisma/client';
import type { MasterFeedEventKind } from './events';
import { enqueueNotification, enqueueNotifications } from './outbox';
import { Role } from './roles';
import { ASSIGNED_STATUSES } from './task-status';
import { changeStatus, type Actor, type TaskEffects, type Tx } from './task-transitions';

export interface DispatchableTask {
  id: number;
  status: TaskStatus;
  clientId: number;
  categoryId: number | null;
  cityId: number;
  districtId: number;
}

// contract statuses that receive tasks
export const WORKING_CONTRACT_STATUSES = ['approved', 'verified'] as const;

// Users who cancelled this task as its master: it never goes back to them.
export async function cancellersOf(tx: Tx, taskId: number): Promise<number[]> {
  const rows = await tx.taskStatusChange.findMany({
    where: { taskId, actorRole: Role.master, fromStatus: { in: ASSIGNED_STATUSES }, actorUserId: { not: null } },
    select: { actorUserId: true },
    distinct: ['actorUserId'],
  });
  return rows.map((row) => row.actorUserId!);
}

// Eligible: approved or verified, not archived, the task's category among theirs, the same city, the
// task's district among theirs (none listed = the whole city), not busy with a task, not the client,
// and never a master who cancelled this task.
export async function eligibleContracts(
  tx: Tx,
  task: DispatchableTask,
  excludeUserIds: number[] = [],
): Promise<{ id: number; userId: number }[]> {
  if (task.categoryId === null) return [];
  const excludedUsers = [task.clientId, ...excludeUserIds, ...(await cancellersOf(tx, task.id))];
  // One hand-written statement: Prisma's shape of "no districts OR this district" kept PostgreSQL from
  // using joins (a scan of ContractDistrict per contract: 0.3 s for 5,000 masters); two disjoint halves
  // joined by UNION ALL run as an anti-join and a semi-join (10 ms).
  const contracts = await tx.$queryRaw<{ id: number; userId: number }[]>`
    WITH base AS (
      SELECT c.id, c."userId" FROM "Contract" c
      WHERE c.status = ANY(${[...WORKING_CONTRACT_STATUSES]}::text[]::"ContractStatus"[]) AND c."archivedAt" IS NULL
        AND c."cityId" = ${task.cityId} AND c."userId" <> ALL(${excludedUsers}::int[])
        AND EXISTS (SELECT 1 FROM "ContractCategory" cc WHERE cc."contractId" = c.id AND cc."categoryId" = ${task.categoryId})
        AND NOT EXISTS (
          SELECT 1 FROM "Task" t WHERE t."contractId" = c.id AND t.status = ANY(${ASSIGNED_STATUSES}::text[]::"TaskStatus"[])))
    SELECT id, "userId" FROM base b WHERE NOT EXISTS (SELECT 1 FROM "ContractDistrict" d WHERE d."contractId" = b.id)
    UNION ALL
    SELECT id, "userId" FROM base b
    WHERE EXISTS (SELECT 1 FROM "ContractDistrict" d WHERE d."contractId" = b.id AND d."districtId" = ${task.districtId})
    ORDER BY id DESC`;
  // one offer per person even if an old contract of theirs lingers unarchived: the newest wins
  const seen = new Set<number>();
  return contracts.filter((contract) => !seen.has(contract.userId) && seen.add(contract.userId));
}

export interface DispatchResult {
  status: TaskStatus;
  offeredContractIds: number[];
}

// Sends the task (out) again: every eligible master holds a pending offer afterwards, pending offers of
// masters no longer eligible are withdrawn, and the task is `sent_to_masters`, or
// `awaiting_admin_attention` when nobody is eligible. The caller holds the task's row lock.
export async function dispatchTask(
  tx: Tx,
  effects: TaskEffects,
  task: DispatchableTask,
  actor: Actor,
  options: {
    reason?: string | null;
    cancelReasonId?: number | null;
    notifyClient?: 'task_requeued';
    // the master cancelling right now (their status change is written by this very call)
    excludeUserIds?: number[];
    // other masters whose feed this change touches
    alsoMasters?: { contractId: number; kind: MasterFeedEventKind }[];
  } = {},
): Promise<DispatchResult> {
  const now = new Date();
  const eligible = await eligibleContracts(tx, task, options.excludeUserIds);
  const eligibleIds = eligible.map((contract) => contract.id);
  const existing = await tx.taskOffer.findMany({
    where: { taskId: task.id },
    select: { contractId: true, state: true },
  });
  const pendingBefore = new Set(existing.filter((offer) => offer.state === 'pending').map((offer) => offer.contractId));
  const known = new Set(existing.map((offer) => offer.contractId));

  const fresh = eligible.filter((contract) => !pendingBefore.has(contract.id));
  const withdrawn = [...pendingBefore].filter((contractId) => !eligibleIds.includes(contractId));

  if (withdrawn.length) {
    await tx.taskOffer.updateMany({
      where: { taskId: task.id, contractId: { in: withdrawn }, state: 'pending' },
      data: { state: 'withdrawn', respondedAt: now },
    });
  }
  const reopened = fresh.filter((contract) => known.has(contract.id)).map((contract) => contract.id);
  if (reopened.length) {
    await tx.taskOffer.updateMany({
      where: { taskId: task.id, contractId: { in: reopened } },
      data: { state: 'pending', respondedAt: null, createdAt: now, answer: null, answeredAt: null },
    });
  }
  const created = fresh.filter((contract) => !known.has(contract.id));
  if (created.length) {
    // one INSERT ... SELECT unnest: Prisma's createMany costs about 0.1 ms of CPU per row
    await tx.$executeRaw`
      INSERT INTO "TaskOffer" ("taskId", "contractId", "createdAt")
      SELECT ${task.id}, unnest(${created.map((contract) => contract.id)}::int[]), ${now}`;
  }
  await enqueueNotifications(
    tx,
    fresh.map((contract) => contract.userId),
    'offer_new',
    { taskId: task.id },
  );
  if (options.notifyClient) await enqueueNotification(tx, task.clientId, options.notifyClient, { taskId: task.id });

  const to: TaskStatus = eligible.length ? 'sent_to_masters' : 'awaiting_admin_attention';
  const masters: { contractId: number; kind: MasterFeedEventKind }[] = [
    ...fresh.map((contract) => ({ contractId: contract.id, kind: 'offer_added' as const })),
    ...withdrawn.map((contractId) => ({ contractId, kind: 'offer_withdrawn' as const })),
    ...(options.alsoMasters ?? []),
  ];
  const moved = await changeStatus(tx, effects, {
    taskId: task.id,
    from: task.status,
    to,
    actor,
    reason: options.reason ?? (eligible.length ? null : 'Нет подходящих мастеров'),
    cancelReasonId: options.cancelReasonId,
    data: { dispatchedAt: now, contractId: null, acceptedAt: null },
    masters,
  });
  // the caller holds the row lock, so the status it read is the status in the row
  if (!moved) throw new Error(`task ${task.id} changed while locked for dispatch`);
  return { status: to, offeredContractIds: eligibleIds };
}
