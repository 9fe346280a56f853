// The problem window's changes (docs/product.md "The problem window"): the client reports one problem
// within PROBLEM_WINDOW_H of completion, the master answers it once. Each is one transaction with its
// notification; the client's task screen hears of it live.
import type { ProblemKind } from '../../../platform/db/generated/prisma/client';
import type { Services, Viewer } from '../../../platform/context';
import { ConflictError, NotFoundError } from '../../../platform/errors';
import { isUniqueViolation } from '../../../platform/db/errors';
import { enqueueNotification } from '../../notification';
import { inTaskTransaction, lockTask, lockUser } from '../../lifecycle';
import { checkPhotoIds } from '../task-photos';
import { problemWindowEnd } from './problem-model';

export interface ProblemReport {
  kind: ProblemKind;
  // trimmed, 1..PROBLEM_TEXT_MAX characters
  text: string;
  // distinct upload ids, at most PROBLEM_PHOTOS_MAX (problem-input.ts)
  photoIds: string[];
}

// Refused, with nothing written: another person's task (404, as if it did not exist), a task not finished,
// a second report, a report after the window.
export async function reportProblem(
  services: Services,
  viewer: Viewer,
  taskId: number,
  report: ProblemReport,
  now = new Date(),
): Promise<number> {
  const windowH = services.config.problemWindowH;
  try {
    return await inTaskTransaction(services, async (tx, effects) => {
      const locked = await lockTask(tx, taskId);
      if (!locked || locked.clientId !== viewer.user.id) throw new NotFoundError('PROBLEM_TASK_NOT_FOUND');
      const task = await tx.task.findUniqueOrThrow({
        where: { id: taskId },
        select: { status: true, completedAt: true, contractId: true, problem: { select: { id: true } } },
      });
      const end = problemWindowEnd(task, windowH);
      if (!end || task.contractId === null) throw new ConflictError('PROBLEM_NOT_COMPLETED');
      if (task.problem) throw new ConflictError('PROBLEM_DUPLICATE');
      if (now > end) throw new ConflictError({ code: 'PROBLEM_WINDOW_CLOSED', params: { hours: windowH } });
      // the photos are the client's own fresh uploads no task or problem holds; his row's lock keeps two
      // reports from taking the same one
      await lockUser(tx, viewer.user.id);
      await checkPhotoIds(tx, viewer.user.id, report.photoIds, now);
      const problem = await tx.taskProblem.create({
        data: { taskId, clientId: viewer.user.id, contractId: task.contractId, kind: report.kind, text: report.text },
        select: { id: true, contract: { select: { userId: true } } },
      });
      for (const [position, id] of report.photoIds.entries()) {
        await tx.taskPhoto.update({ where: { id }, data: { problemId: problem.id, position } });
      }
      await enqueueNotification(tx, problem.contract.userId, 'problem_reported', { problemId: problem.id, taskId });
      effects.touchMasters(taskId, task.status, []);
      return problem.id;
    });
  } catch (error) {
    // two reports at once: the unique task id lets one through
    if (isUniqueViolation(error)) throw new ConflictError('PROBLEM_DUPLICATE');
    throw error;
  }
}

// The task's master answers its problem once (any of his contracts: a master who left still may).
export async function answerProblem(services: Services, viewer: Viewer, taskId: number, text: string): Promise<number> {
  return inTaskTransaction(services, async (tx, effects) => {
    const problem = await tx.taskProblem.findFirst({
      where: { taskId, contract: { userId: viewer.user.id } },
      select: { id: true, clientId: true, answer: true, task: { select: { status: true } } },
    });
    if (!problem) throw new NotFoundError('PROBLEM_NOT_FOUND');
    const { count } = await tx.taskProblem.updateMany({
      where: { id: problem.id, answer: null },
      data: { answer: text, answeredAt: new Date() },
    });
    if (count === 0) throw new ConflictError('PROBLEM_ANSWER_DUPLICATE');
    await enqueueNotification(tx, problem.clientId, 'problem_answered', { problemId: problem.id, taskId });
    effects.touchMasters(taskId, problem.task.status, []);
    return problem.id;
  });
}
