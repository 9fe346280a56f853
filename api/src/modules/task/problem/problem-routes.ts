// docs/product.md "The problem window" over REST: the client reports (POST /tasks/:id/problem) and reads
// (GET /tasks/:id/problem), the master answers (POST /master/tasks/:id/problem/answer) and lists his
// (GET /master/problems), admins read the queue (GET /admin/api/problems) and close an item
// (POST /admin/api/problems/:id/resolve). Thin adapters over problem-actions.ts and problem-read.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseId } from '../../../platform/input/ids';
import { pageMeta } from '../../../platform/paging';
import { handle, ok, requestLanguage, say, viewerOf } from '../../../http/envelope';
import { bodyObject, pathParam, queryParams } from '../../../http/rest-input';
import { changeAndRead, readProblemState, resolveAndRead } from './problem-actions';
import { parseProblemAnswer, parseProblemQueue, parseProblemReport, parseProblemResolution } from './problem-input';
import {
  adminProblemQueue,
  masterProblems,
  type AdminProblemView,
  type ProblemView,
  type TaskProblemState,
} from './problem-read';

export function problemJson(problem: ProblemView) {
  return {
    id: problem.id,
    task_id: problem.taskId,
    kind: problem.kind,
    kind_label: problem.kindLabel,
    text: problem.text,
    photos: problem.photos,
    master_name: problem.masterName,
    answer: problem.answer,
    answered_at: problem.answeredAt,
    outcome: problem.outcome,
    outcome_label: problem.outcomeLabel,
    ...(problem.side === 'admin' ? { note: problem.note } : {}),
    resolved_at: problem.resolvedAt,
    return_task_id: problem.returnTaskId,
    created_at: problem.createdAt,
  };
}

const stateJson = (state: TaskProblemState) => ({
  task_id: state.taskId,
  can_report: state.canReport,
  window_ends_at: state.windowEndsAt,
  problem: state.problem && problemJson(state.problem),
});

function adminProblemJson(item: AdminProblemView) {
  const { task } = item;
  return {
    ...problemJson(item),
    client: item.client,
    master: { contract_id: item.master.contractId, name: item.master.name, phone: item.master.phone },
    task: {
      id: task.id,
      text: task.text,
      status: task.status,
      status_label: task.statusLabel,
      created_at: task.createdAt,
      accepted_at: task.acceptedAt,
      completed_at: task.completedAt,
      price: task.price,
      master_price: task.masterPrice,
      client_price: task.clientPrice,
    },
    journey: item.journey && { started_at: item.journey.startedAt, arrived_at: item.journey.arrivedAt },
    history: item.history,
  };
}

const readState = (request: FastifyRequest, taskId: number) =>
  readProblemState(request.ctx, viewerOf(request), taskId, requestLanguage(request));

export function problemRoutes(app: FastifyInstance) {
  app.get(
    '/tasks/:id/problem',
    handle('PROBLEM_LOAD_FAILED', async (request) =>
      ok({ data: stateJson(await readState(request, parseId(pathParam(request, 'id')))) }),
    ),
  );

  app.post(
    '/tasks/:id/problem',
    handle('PROBLEM_REPORT_FAILED', async (request, reply) => {
      const taskId = parseId(pathParam(request, 'id'));
      const body = bodyObject(request);
      const report = parseProblemReport({ kind: body.kind, text: body.text, photoIds: body.photo_ids });
      const state = await changeAndRead(request.ctx, viewerOf(request), taskId, { report }, requestLanguage(request));
      return reply.code(201).send(ok({ message: say(request, 'PROBLEM_REPORTED'), data: stateJson(state) }));
    }),
  );

  app.get(
    '/master/problems',
    handle('PROBLEM_LOAD_FAILED', async (request) => {
      const problems = await masterProblems(request.ctx.db, viewerOf(request), requestLanguage(request));
      return ok({ data: problems.map(problemJson) });
    }),
  );

  app.post(
    '/master/tasks/:id/problem/answer',
    handle('PROBLEM_ANSWER_FAILED', async (request) => {
      const taskId = parseId(pathParam(request, 'id'));
      const answer = parseProblemAnswer(bodyObject(request).text);
      const state = await changeAndRead(request.ctx, viewerOf(request), taskId, { answer }, requestLanguage(request));
      return ok({ message: say(request, 'PROBLEM_ANSWERED'), data: stateJson(state) });
    }),
  );
}

export function adminProblemRoutes(app: FastifyInstance) {
  app.get(
    '/problems',
    handle('PROBLEM_LOAD_FAILED', async (request) => {
      const query = queryParams(request);
      const filter = parseProblemQueue({ state: query.state, page: query.page, perPage: query.per_page });
      const { items, total } = await adminProblemQueue(
        request.ctx.db,
        request.ctx.viewer,
        filter,
        requestLanguage(request),
      );
      return ok({ data: items.map(adminProblemJson), meta: pageMeta(filter.page, total) });
    }),
  );

  app.post(
    '/problems/:id/resolve',
    handle('PROBLEM_RESOLVE_FAILED', async (request) => {
      const problemId = parseId(pathParam(request, 'id'));
      const body = bodyObject(request);
      const resolution = parseProblemResolution({ outcome: body.outcome, note: body.note });
      const language = requestLanguage(request);
      const item = await resolveAndRead(request.ctx, request.ctx.viewer, problemId, resolution, language);
      return ok({ message: say(request, 'PROBLEM_RESOLVED'), data: item ? adminProblemJson(item) : null });
    }),
  );
}
