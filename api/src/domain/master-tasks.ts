// The master's side of a task: the offer or current task, accept (first wins), decline, complete, cancel.
import { Prisma } from '../db/generated/prisma/client';
import type { Db } from '../db/client';
import { checkCancelReason, MASTER_REASON_STEP, type CancelInput } from './cancel-reasons';
import type { Services, Viewer } from './context';
import { dispatchTask } from './dispatch';
import { ASSIGNED_LIST, WORKING_CONTRACT_STATUSES, WORKING_LIST } from './dispatch-candidates';
import { afterLastOfferClosed } from './dispatch-waves';
import { ConflictError, ForbiddenError, NotFoundError } from './errors';
import { recordedText } from '../messages';
import type { MasterFeedEventKind } from './events';
import { enqueueNotification } from './outbox';
import { Role } from './roles';
import { MASTER_STATS_COLUMNS, masterStatsOf, statsOfRow, type Stats, type StatsRow } from './stats';
import { ASSIGNED_STATUSES } from './task-status';
import {
  changeStatus,
  inTaskTransaction,
  lockContract,
  lockTask,
  recordStatusChange,
  type Actor,
  type Tx,
} from './task-transitions';

export interface WorkingContract {
  id: number;
  userId: number;
}

// The viewer's contract that receives tasks (approved or verified, not archived), or 403.
export async function workingContract(db: Db | Tx, viewer: Viewer): Promise<WorkingContract> {
  const contract = await db.contract.findFirst({
    where: { userId: viewer.user.id, archivedAt: null, status: { in: [...WORKING_CONTRACT_STATUSES] } },
    orderBy: { id: 'desc' },
    select: { id: true, userId: true },
  });
  if (!contract) throw new ForbiddenError('MASTER_NOT_APPROVED');
  return contract;
}

const masterActor = (viewer: Viewer): Actor => ({ userId: viewer.user.id, role: Role.master });

// The task on the master's dashboard: the current one (taken or in progress), else the oldest open offer.
// A busy master sees no offers until the current task is done.
export async function masterTaskIds(
  db: Db,
  contract: WorkingContract,
): Promise<{ currentId: number | null; offeredId: number | null }> {
  const current = await db.task.findFirst({
    where: { contractId: contract.id, status: { in: ASSIGNED_STATUSES } },
    orderBy: { id: 'desc' },
    select: { id: true },
  });
  if (current) return { currentId: current.id, offeredId: null };
  const offer = await db.taskOffer.findFirst({
    where: { contractId: contract.id, state: 'pending', task: { status: 'sent_to_masters' } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { taskId: true },
  });
  return { currentId: null, offeredId: offer?.taskId ?? null };
}

export type MasterTaskIds = Awaited<ReturnType<typeof masterTaskIds>>;

export interface MasterDashboard extends MasterTaskIds {
  contract: WorkingContract;
  // the viewer's own statistics while they have a current task (its screen shows them; empty otherwise)
  masterStats: Map<number, Stats>;
}

// The viewer's working contract, dashboard ids (workingContract, then masterTaskIds) and, with a current
// task, their statistics, in one statement, for the screens that read them on every visit. 403 without a
// working contract.
export async function masterDashboard(db: Db, viewer: Viewer): Promise<MasterDashboard> {
  // The task reads are subqueries of the contract row. `id + 0`: sorting by the bare id, PostgreSQL walks
  // the whole Task primary key backwards looking for this contract's row (22 ms) instead of using
  // ("contractId", status) and sorting the one or two rows it finds (0.1 ms). The statistics are read only
  // for a master with a current task (the function gets NULL otherwise).
  const [row] = await db.$queryRaw<
    ({
      id: number;
      userId: number;
      currentId: number | null;
      offeredId: number | null;
      masterUserId: number | null;
    } & Omit<StatsRow, 'userId'>)[]
  >`
    SELECT d.*, shown."userId" AS "masterUserId", ${MASTER_STATS_COLUMNS}
    FROM (
      SELECT k.id, k."userId",
        (SELECT t.id FROM "Task" t WHERE t."contractId" = k.id AND t.status = ANY(${ASSIGNED_STATUSES}::text[]::"TaskStatus"[])
          ORDER BY t.id + 0 DESC LIMIT 1) AS "currentId",
        (SELECT o."taskId" FROM "TaskOffer" o JOIN "Task" t ON t.id = o."taskId"
          WHERE o."contractId" = k.id AND o.state = 'pending' AND t.status = 'sent_to_masters'
          ORDER BY o."createdAt", o.id LIMIT 1) AS "offeredId"
      FROM (
        SELECT id, "userId" FROM "Contract"
        WHERE "userId" = ${viewer.user.id} AND "archivedAt" IS NULL AND status = ANY(${[...WORKING_CONTRACT_STATUSES]}::text[]::"ContractStatus"[])
        ORDER BY id DESC LIMIT 1) k
      OFFSET 0) d
    CROSS JOIN LATERAL (SELECT CASE WHEN d."currentId" IS NOT NULL THEN d."userId" END AS "userId") shown
    CROSS JOIN LATERAL ${masterStatsOf(Prisma.sql`shown."userId"`)}`;
  if (!row) throw new ForbiddenError('MASTER_NOT_APPROVED');
  const contract = { id: row.id, userId: row.userId };
  const masterStats = statsOfRow(row);
  return row.currentId !== null
    ? { contract, currentId: row.currentId, offeredId: null, masterStats }
    : { contract, currentId: null, offeredId: row.offeredId, masterStats };
}

export interface MasterFeedState extends MasterTaskIds {
  // the contract still receives tasks (not archived, still approved): isWorkingContract
  working: boolean;
}

// isWorkingContract and masterTaskIds for many contracts in one statement: the live feeds a dispatch
// wakes read them together. Raw SQL with the ids as one array (Prisma's `in` with 5,000 ids costs about
// 75 ms of CPU to compile and bind, the array 5 ms); each contract's current task and oldest pending offer
// are the first entries of an index range. PostgreSQL prices 5,000 such lookups high enough to compile the
// plan with its JIT, which takes longer (about 200 ms) than running it (about 40 ms): off for this statement
// when it reads that many (the app's connections have it off anyway unless DATABASE_URL sets its own
// options). A wave of a few masters is priced far below the JIT's threshold and reads in one round trip
// instead of four (BEGIN, SET, the read, COMMIT): it is on the path from a wave to the masters' sockets.
const FEED_STATES_WITHOUT_JIT_FROM = 200;

export async function masterFeedStates(db: Db, contractIds: number[]): Promise<Map<number, MasterFeedState>> {
  const result = new Map<number, MasterFeedState>(
    contractIds.map((id) => [id, { working: false, currentId: null, offeredId: null }]),
  );
  if (!contractIds.length) return result;
  type Row = { contractId: number; working: boolean; currentId: number | null; offeredId: number | null };
  const read = db.$queryRaw<Row[]>`
      SELECT c.id AS "contractId", k.id IS NOT NULL AS working, current.id AS "currentId", first."taskId" AS "offeredId"
      FROM unnest(${contractIds}::int[]) AS c(id)
      LEFT JOIN "Contract" k ON k.id = c.id AND k."archivedAt" IS NULL AND k.status IN (${WORKING_LIST})
      LEFT JOIN LATERAL (
        SELECT t.id FROM "Task" t WHERE t."contractId" = c.id AND t.status IN (${ASSIGNED_LIST})
        ORDER BY t.id + 0 DESC LIMIT 1) current ON true
      LEFT JOIN LATERAL (
        SELECT o."taskId" FROM "TaskOffer" o JOIN "Task" t ON t.id = o."taskId"
        WHERE current.id IS NULL AND o."contractId" = c.id AND o.state = 'pending' AND t.status = 'sent_to_masters'
        ORDER BY o."createdAt", o.id
        LIMIT 1) first ON true`;
  const rows =
    contractIds.length < FEED_STATES_WITHOUT_JIT_FROM
      ? await read
      : (await db.$transaction([db.$executeRaw`SET LOCAL jit = off`, read]))[1];
  for (const row of rows) {
    result.set(row.contractId, {
      working: row.working,
      currentId: row.currentId,
      offeredId: row.currentId === null ? row.offeredId : null,
    });
  }
  return result;
}

export type AcceptOutcome = 'accepted' | 'started';

// Accept (`approve`). The first master wins: one conditional UPDATE ... WHERE status = 'sent_to_masters'
// decides, so of many masters pressing at once exactly one changes the row. A task an admin assigned
// (taken) is started by its master the same way.
export async function acceptTask(services: Services, viewer: Viewer, taskId: number): Promise<AcceptOutcome> {
  const contract = await workingContract(services.db, viewer);
  return inTaskTransaction(services, async (tx, effects) => {
    // Lock order everywhere: user, then task, then contract. Each UPDATE below takes the task's row lock.
    const started = await tx.$queryRaw<{ id: number }[]>`
      UPDATE "Task" SET status = 'in_progress'
      WHERE id = ${taskId} AND status = 'taken' AND "contractId" = ${contract.id}
      RETURNING id`;
    if (started.length) {
      await markAccepted(tx, taskId, new Date());
      await recordStatusChange(tx, effects, {
        taskId,
        from: 'taken',
        to: 'in_progress',
        actor: masterActor(viewer),
        masters: [{ contractId: contract.id, kind: 'current_task_changed' }],
      });
      return 'started';
    }

    const won = await tx.$queryRaw<{ id: number; clientId: number }[]>`
      UPDATE "Task" SET status = 'in_progress', "contractId" = ${contract.id}, "nextWaveAt" = NULL
      WHERE id = ${taskId} AND status = 'sent_to_masters'
        AND EXISTS (SELECT 1 FROM "TaskOffer" o
                    WHERE o."taskId" = ${taskId} AND o."contractId" = ${contract.id} AND o.state = 'pending')
      RETURNING id, "clientId"`;
    if (!won.length) throw await acceptRefusal(tx, taskId, contract.id);
    // this master's accepts of different tasks (and admin assignments to them) queue here; the loser
    // sees the winner's task and rolls its own UPDATE back: never two current tasks
    await lockContract(tx, contract.id);
    const busy = await tx.task.count({
      where: { contractId: contract.id, status: { in: ASSIGNED_STATUSES }, id: { not: taskId } },
    });
    if (busy) throw new ConflictError('MASTER_BUSY');

    const now = new Date();
    await markAccepted(tx, taskId, now);
    const others = await tx.taskOffer.findMany({
      where: { taskId, state: 'pending', contractId: { not: contract.id } },
      select: { contractId: true },
    });
    await tx.taskOffer.updateMany({
      where: { taskId, contractId: contract.id },
      data: { state: 'accepted', respondedAt: now, answer: 'accepted', answeredAt: now },
    });
    await tx.taskOffer.updateMany({
      where: { taskId, state: 'pending' },
      data: { state: 'withdrawn', respondedAt: now },
    });
    await enqueueNotification(tx, won[0].clientId, 'task_accepted', { taskId, contractId: contract.id });
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
// cancels clears acceptedAt when the task goes out again)
async function markAccepted(tx: Tx, taskId: number, now: Date): Promise<void> {
  await tx.$executeRaw`
    UPDATE "Task" SET "acceptedAt" = ${now}, "updatedAt" = ${now}, "firstAcceptedAt" = coalesce("firstAcceptedAt", ${now}) WHERE id = ${taskId}`;
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

// Complete: only the master working on it, only while in progress.
export async function completeTask(services: Services, viewer: Viewer, taskId: number): Promise<void> {
  const contract = await workingContract(services.db, viewer);
  await inTaskTransaction(services, async (tx, effects) => {
    const task = await lockTask(tx, taskId);
    if (!task || task.contractId !== contract.id) throw new NotFoundError('TASK_NOT_FOUND');
    if (task.status !== 'in_progress') throw new ConflictError('MASTER_CANNOT_COMPLETE');
    await changeStatus(tx, effects, {
      taskId,
      from: 'in_progress',
      to: 'completed',
      actor: masterActor(viewer),
      data: { completedAt: new Date() },
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
    if (!ASSIGNED_STATUSES.includes(task.status)) throw new ConflictError('MASTER_CANNOT_CANCEL');
    const { reason, text } = await checkCancelReason(tx, 'master', MASTER_REASON_STEP, input);
    await tx.taskOffer.updateMany({
      where: { taskId, contractId: contract.id },
      data: { state: 'withdrawn', respondedAt: new Date() },
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
