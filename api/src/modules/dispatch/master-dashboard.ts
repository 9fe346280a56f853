// What a master's screens and live feed read: the working contract, the current task or oldest open
// offer, for one master or many at once.
import { Prisma } from '../../platform/db/generated/prisma/client';
import type { Db } from '../../platform/db/client';
import type { Viewer } from '../../platform/context';
import { ASSIGNED_LIST, WORKING_CONTRACT_STATUSES, WORKING_LIST } from './dispatch-candidates';
import { ForbiddenError } from '../../platform/errors';
import { ASSIGNED_STATUSES, type Tx } from '../lifecycle';

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

// The viewer's working contract and its dashboard ids as a subquery (id, "userId", "currentId",
// "offeredId"; no row without a working contract). The task reads are subqueries of the contract row.
// `id + 0`: sorting by the bare id, PostgreSQL walks the whole Task primary key backwards looking for this
// contract's row (22 ms) instead of using ("contractId", status) and sorting the one or two rows it finds
// (0.1 ms). A master with a current task is shown that task, never an offer (masterTaskIds).
export function masterDashboardSql(viewer: Viewer): Prisma.Sql {
  return Prisma.sql`(
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
      OFFSET 0)`;
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
