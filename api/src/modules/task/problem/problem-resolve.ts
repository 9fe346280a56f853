// An admin closes a problem (docs/product.md "The problem window"): the outcome and the note are kept and
// audited, the client is told; a return visit is a new task offered to that master alone; a suspension
// rejects the master's application (modules/contract's rejectContract); an upheld
// problem (any outcome but dismissed) takes the Top usta badge away for PROBLEM_BADGE_DAYS of
// modules/dispatch/master-standard.ts, which counts it.
import type { ProblemOutcome } from '../../../platform/db/generated/prisma/client';
import { requireAdminWriter } from '../../../platform/access';
import type { Services, Viewer } from '../../../platform/context';
import { ConflictError, NotFoundError } from '../../../platform/errors';
import { recordedText } from '../../../platform/i18n';
import { recordAudit } from '../../audit';
import { rejectContract } from '../../contract';
import { offerTo, WORKING_CONTRACT_STATUSES } from '../../dispatch';
import { Role } from '../../identity';
import { enqueueNotification } from '../../notification';
import {
  ACTIVE_STATUSES,
  changeStatus,
  inTaskTransaction,
  lockUser,
  recordStatusChange,
  type Actor,
  type TaskEffects,
  type Tx,
} from '../../lifecycle';
import { upheld } from './problem-model';

export interface ProblemResolution {
  outcome: ProblemOutcome;
  // trimmed, at most PROBLEM_NOTE_MAX characters; empty: none
  note: string;
}

// The return visit: the earlier task's request again, marked, offered to that master alone (no waves: when
// he declines or his contract no longer works, it waits for an admin like any task nobody took).
async function createReturnVisit(
  tx: Tx,
  effects: TaskEffects,
  actor: Actor,
  originalId: number,
  contractId: number,
): Promise<number> {
  const original = await tx.task.findUniqueOrThrow({ where: { id: originalId } });
  const task = await tx.task.create({
    data: {
      clientId: original.clientId,
      text: original.text,
      categoryId: original.categoryId,
      cityId: original.cityId,
      districtId: original.districtId,
      address: original.address,
      tgUsername: original.tgUsername,
      phone: original.phone,
      phoneVerified: original.phoneVerified,
      latitude: original.latitude,
      longitude: original.longitude,
      status: 'new',
      returnOfTaskId: original.id,
    },
    select: { id: true },
  });
  await recordStatusChange(tx, effects, { taskId: task.id, from: null, to: 'new', actor });
  const contract = await tx.contract.findFirst({
    where: { id: contractId, archivedAt: null, status: { in: [...WORKING_CONTRACT_STATUSES] } },
    select: { id: true, userId: true },
  });
  const now = new Date();
  const masters = contract
    ? await offerTo(tx, task.id, 1, [{ ...contract, distanceM: null, cellDistanceM: null }], now, effects)
    : [];
  await changeStatus(tx, effects, {
    taskId: task.id,
    from: 'new',
    to: contract ? 'sent_to_masters' : 'awaiting_admin_attention',
    actor,
    reason: recordedText(contract ? 'REASON_RETURN_VISIT' : 'REASON_NO_MASTERS'),
    data: { dispatchedAt: now, dispatchWave: 1, lastWaveAt: now, nextWaveAt: null },
    masters,
  });
  return task.id;
}

export async function resolveProblem(
  services: Services,
  viewer: Viewer | null,
  problemId: number,
  resolution: ProblemResolution,
): Promise<number> {
  const admin = requireAdminWriter(viewer);
  const actor: Actor = { userId: admin.user.id, role: Role.admin };
  return inTaskTransaction(services, async (tx, effects) => {
    const [locked] = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM "TaskProblem" WHERE id = ${problemId} FOR NO KEY UPDATE`;
    if (!locked) throw new NotFoundError('PROBLEM_NOT_FOUND');
    const problem = await tx.taskProblem.findUniqueOrThrow({
      where: { id: problemId },
      select: { taskId: true, clientId: true, contractId: true, resolvedAt: true, task: { select: { status: true } } },
    });
    if (problem.resolvedAt) throw new ConflictError('PROBLEM_ALREADY_RESOLVED');
    const { outcome, note } = resolution;
    // a client holds one active task at a time (as when he posts one): the visit waits for the one he has
    if (outcome === 'return_visit') {
      await lockUser(tx, problem.clientId);
      const active = await tx.task.count({
        where: { clientId: problem.clientId, status: { in: [...ACTIVE_STATUSES] } },
      });
      if (active) throw new ConflictError('PROBLEM_RETURN_CLIENT_BUSY');
    }
    // suspended: his application is rejected as an admin would (offers withdrawn, he is told, audited); one
    // already out of the working set stays as he is; one busy with a task is refused until it is moved
    if (outcome === 'suspend') {
      const contract = await tx.contract.findUniqueOrThrow({ where: { id: problem.contractId } });
      if (!contract.archivedAt && contract.status !== 'rejected')
        await rejectContract(tx, effects, contract.id, note || null, actor, { problemId });
    }
    const returnTaskId =
      outcome === 'return_visit'
        ? await createReturnVisit(tx, effects, actor, problem.taskId, problem.contractId)
        : null;
    await tx.taskProblem.update({
      where: { id: problemId },
      data: { outcome, note: note || null, resolvedAt: new Date(), resolvedById: admin.user.id, returnTaskId },
    });
    // the badge goes at once; the standard's job keeps it away for the days that follow
    if (upheld(outcome)) {
      await tx.contract.updateMany({ where: { id: problem.contractId, topUsta: true }, data: { topUsta: false } });
    }
    await recordAudit(tx, admin.user.id, 'problem.resolve', 'TaskProblem', problemId, {
      taskId: problem.taskId,
      contractId: problem.contractId,
      outcome,
      upheld: upheld(outcome),
      note: note || null,
      returnTaskId,
    });
    await enqueueNotification(tx, problem.clientId, 'problem_resolved', { problemId, taskId: problem.taskId });
    effects.touchMasters(problem.taskId, problem.task.status, []);
    return problemId;
  });
}
