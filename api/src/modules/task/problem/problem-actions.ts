// The problem window's changes as both faces make them (problem-fields.ts over GraphQL, problem-routes.ts
// over REST): the change with its parsed form (problem-input.ts), then what answers it, read back with its
// labels in the caller's language. The faces parse, name the fields and shape the answer.
import type { Services, Viewer } from '../../../platform/context';
import type { Language } from '../../../platform/i18n/language';
import { answerProblem, reportProblem, type ProblemReport } from './problems';
import { resolveProblem, type ProblemResolution } from './problem-resolve';
import { adminProblemQueue, taskProblemState, type ProblemQueueFilter } from './problem-read';

// one item whatever its state (the answer of a resolution)
const ALL_PAGE: ProblemQueueFilter = { state: 'all', page: { page: 1, perPage: 1, skip: 0, take: 1 } };

// the task's problem window as the viewer sees it
export const readProblemState = (services: Services, viewer: Viewer, taskId: number, language: Language) =>
  taskProblemState(services.db, viewer, taskId, services.config.problemWindowH, language);

// the client's report or the master's answer, then the task's window as its author sees it
export async function changeAndRead(
  services: Services,
  viewer: Viewer,
  taskId: number,
  change: { report: ProblemReport } | { answer: string },
  language: Language,
) {
  if ('report' in change) await reportProblem(services, viewer, taskId, change.report);
  else await answerProblem(services, viewer, taskId, change.answer);
  return readProblemState(services, viewer, taskId, language);
}

// an admin closes an item, then reads it back as the queue shows it
export async function resolveAndRead(
  services: Services,
  viewer: Viewer | null,
  problemId: number,
  resolution: ProblemResolution,
  language: Language,
) {
  await resolveProblem(services, viewer, problemId, resolution);
  const { items } = await adminProblemQueue(services.db, viewer, { ...ALL_PAGE, id: problemId }, language);
  return items[0];
}
