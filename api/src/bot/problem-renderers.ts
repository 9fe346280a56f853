// The problem window's messages (docs/product.md "The problem window"): the master hears of a reported
// problem, the client of the master's answer and of the admin's outcome.
import type { NotificationKind } from '../modules/notification';
import { problemKindLabel, problemOutcomeLabel } from '../modules/task';
import { appButton, keyboard, screens } from './links';
import { escapeHtml, message, numberField, quote, type Renderer } from './message-parts';

const PROBLEM_GONE = { skip: 'problem not found' } as const;

type ProblemKinds = Extract<NotificationKind, 'problem_reported' | 'problem_answered' | 'problem_resolved'>;

export const problemRenderers: Record<ProblemKinds, Renderer> = {
  async problem_reported(db, config, { payload, language }, t) {
    const problemId = numberField(payload, 'problemId');
    const problem = problemId ? await db.taskProblem.findUnique({ where: { id: problemId } }) : null;
    if (!problem) return PROBLEM_GONE;
    return {
      message: message(
        [
          t.problemReportedTitle,
          t.problemTask(problem.taskId),
          t.problemKind(escapeHtml(problemKindLabel(problem.kind, language))),
          '',
          quote(problem.text),
          '',
          t.problemAnswerHint,
        ],
        keyboard(appButton(config, t.openTask, screens.masterDashboard)),
      ),
    };
  },

  async problem_answered(db, config, { payload }, t) {
    const problemId = numberField(payload, 'problemId');
    const problem = problemId ? await db.taskProblem.findUnique({ where: { id: problemId } }) : null;
    if (!problem?.answer) return PROBLEM_GONE;
    return {
      message: message(
        [t.problemAnsweredTitle, '', quote(problem.answer)],
        keyboard(appButton(config, t.openTask, screens.clientTask(problem.taskId))),
      ),
    };
  },

  async problem_resolved(db, config, { payload, language }, t) {
    const problemId = numberField(payload, 'problemId');
    const problem = problemId ? await db.taskProblem.findUnique({ where: { id: problemId } }) : null;
    if (!problem?.outcome) return PROBLEM_GONE;
    return {
      message: message(
        [
          t.problemResolvedTitle,
          t.problemOutcome(escapeHtml(problemOutcomeLabel(problem.outcome, language))),
          problem.note && quote(problem.note),
          problem.outcome === 'return_visit' && t.problemReturnHint,
        ],
        keyboard(appButton(config, t.openTask, screens.clientTask(problem.returnTaskId ?? problem.taskId))),
      ),
    };
  },
};
