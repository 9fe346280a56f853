// Who may watch what live (GraphQL subscriptions). Checked when the subscription starts and again at
// every event, so a master who gives a task up stops seeing it at once.
import type { Prisma } from '../../platform/db/generated/prisma/client';
import type { Db } from '../../platform/db/client';
import { readsAsAdmin } from '../../platform/access';
import type { Viewer } from '../../platform/context';
import { WORKING_CONTRACT_STATUSES } from '../dispatch';
import { NotFoundError } from '../../platform/errors';

// A task's live status: its client, the master it is assigned to, admins (and analysts, who read).
function watchableTask(viewer: Viewer, taskId: number): Prisma.TaskWhereInput {
  if (readsAsAdmin(viewer)) return { id: taskId };
  return { id: taskId, OR: [{ clientId: viewer.user.id }, { contract: { userId: viewer.user.id } }] };
}

export async function canWatchTask(db: Db, viewer: Viewer, taskId: number): Promise<boolean> {
  return (await db.task.count({ where: watchableTask(viewer, taskId) })) > 0;
}

// Somebody else's task answers like a missing one: its existence is not theirs to learn.
export async function assertCanWatchTask(db: Db, viewer: Viewer, taskId: number): Promise<void> {
  if (!(await canWatchTask(db, viewer, taskId))) throw new NotFoundError('TASK_NOT_FOUND');
}

// The masters' feeds (of these contracts) that may show this task: an offer to them still open, or a task
// that is theirs. One statement for all of them (the feeds one event wakes ask together).
export async function contractsSeeingTask(db: Db, taskId: number, contractIds: number[]): Promise<Set<number>> {
  const task = await db.task.findUnique({
    where: { id: taskId },
    select: {
      contractId: true,
      status: true,
      offers: { where: { contractId: { in: contractIds }, state: 'pending' }, select: { contractId: true } },
    },
  });
  const seeing = new Set<number>();
  if (!task) return seeing;
  if (task.contractId !== null && contractIds.includes(task.contractId)) seeing.add(task.contractId);
  if (task.status === 'sent_to_masters') for (const offer of task.offers) seeing.add(offer.contractId);
  return seeing;
}

// The contract a master's feed was opened with still receives tasks (not archived, still approved).
export async function isWorkingContract(db: Db, contractId: number): Promise<boolean> {
  const count = await db.contract.count({
    where: { id: contractId, archivedAt: null, status: { in: [...WORKING_CONTRACT_STATUSES] } },
  });
  return count > 0;
}

// isWorkingContract for many contracts in one statement (the feeds woken by one dispatch ask together).
// The ids as one array: Prisma's `in` with 5,000 ids costs about 80 ms of CPU, this 5 ms.
export async function workingContractIds(db: Db, contractIds: number[]): Promise<Set<number>> {
  if (!contractIds.length) return new Set();
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT id FROM "Contract"
    WHERE id = ANY(${contractIds}::int[]) AND "archivedAt" IS NULL
      AND status = ANY(${[...WORKING_CONTRACT_STATUSES]}::text[]::"ContractStatus"[])`;
  return new Set(rows.map((row) => row.id));
}
