// Admin task calls (docs/product.md §10): list with paging and filters, details with the
// history, edit, reject, send out again, assign a master, close. Every change is audited in the domain.
import type { FastifyInstance } from 'fastify';
import { ADMIN_ORDER, adminDetailsInclude, adminTaskQuery, assertTaskExists } from '../admin-task-reads';
import { adminAssignTask, adminCloseTask, adminRedispatchTask, adminRejectTask, adminUpdateTask } from '../admin-tasks';
import { pageMeta } from '../../../platform/paging';
import { parseAdminTaskFilter } from '../input/list-input';
import { parseAssignedContract, parseRejectReason } from '../input/admin-input';
import { parseId } from '../../../platform/input/ids';
import { parseTaskEdit, taskForm } from '../input/task-input';
import { withStats, taskViewInclude } from '../task-view';
import { displayName } from '../../../platform/i18n/person-name';
import { statusLabel } from '../../lifecycle';
import type { RequestContext } from '../../../platform/context';
import { handle, ok, say, viewerOf, wireName } from '../../../http/envelope';
import { bodyObject, pathParam, queryParams } from '../../../http/rest-input';
import { taskJson, tasksJson } from './task-json';

async function taskDetails({ db, viewer }: Pick<RequestContext, 'db' | 'viewer'>, taskId: number) {
  const task = await db.task.findUniqueOrThrow({
    where: { id: taskId },
    include: { ...taskViewInclude, ...adminDetailsInclude },
  });
  const views = await withStats(db, [task]);
  return {
    ...taskJson(task, views.masterStats, { viewer }),
    client: { id: task.client.id, name: displayName(task.client), username: task.client.username },
    cancel_reason: task.cancelReason,
    cancel_reason_text: task.cancelReasonText,
    dispatchedAt: task.dispatchedAt,
    acceptedAt: task.acceptedAt,
    completedAt: task.completedAt,
    closedAt: task.closedAt,
    // both figures, and whether they are more than 30 % apart (the task is then left out of the ranges)
    master_price: task.masterPrice,
    client_price: task.clientPrice,
    price_disputed: task.priceDisputed,
    history: task.statusChanges.map((change) => ({
      id: change.id,
      from: change.fromStatus,
      from_label: change.fromStatus ? statusLabel(change.fromStatus) : null,
      to: change.toStatus,
      to_label: statusLabel(change.toStatus),
      actor: change.actor
        ? { id: change.actor.id, name: displayName(change.actor), username: change.actor.username }
        : null,
      actor_role: change.actorRole,
      reason: change.reason,
      cancel_reason: change.cancelReason,
      createdAt: change.createdAt,
    })),
    offers: task.offers.map((offer) => ({
      id: offer.id,
      contract_id: offer.contractId,
      master_name: offer.contract.name,
      state: offer.state,
      createdAt: offer.createdAt,
      respondedAt: offer.respondedAt,
      wave: offer.wave,
      distance_m: offer.distanceM,
    })),
  };
}

export function adminTaskRoutes(app: FastifyInstance) {
  app.get(
    '/tasks',
    handle('TASKS_LOAD_FAILED', async (request) => {
      const query = queryParams(request);
      const filter = parseAdminTaskFilter({
        page: query.page,
        perPage: query.per_page,
        status: query.status,
        categoryId: query.category_id ?? query.category,
        cityId: query.city_id ?? query.city,
        search: query.search,
      });
      const { where, page } = adminTaskQuery(viewerOf(request), filter);
      const { db } = request.ctx;
      const [tasks, total] = await Promise.all([
        db.task.findMany({ where, orderBy: ADMIN_ORDER, skip: page.skip, take: page.take, include: taskViewInclude }),
        db.task.count({ where }),
      ]);
      return ok({
        data: tasksJson(await withStats(db, tasks), { viewer: request.ctx.viewer }),
        meta: pageMeta(page, total),
      });
    }),
  );

  app.get(
    '/tasks/:id',
    handle('DATA_LOAD_FAILED', async (request) => {
      const taskId = parseId(pathParam(request, 'id'));
      await assertTaskExists(request.ctx.db, viewerOf(request), taskId);
      return ok({ data: await taskDetails(request.ctx, taskId) });
    }),
  );

  app.put(
    '/tasks/:id',
    handle('ADMIN_TASK_UPDATE_FAILED', async (request) => {
      const taskId = parseId(pathParam(request, 'id'));
      const form = parseTaskEdit(taskForm(bodyObject(request), wireName));
      await adminUpdateTask(request.ctx, viewerOf(request), taskId, form);
      return ok({ message: say(request, 'ADMIN_TASK_UPDATED'), data: await taskDetails(request.ctx, taskId) });
    }),
  );

  app.post(
    '/tasks/:id/reject',
    handle('ADMIN_TASK_ACTION_FAILED', async (request) => {
      const taskId = parseId(pathParam(request, 'id'));
      const reason = parseRejectReason(bodyObject(request).reason);
      await adminRejectTask(request.ctx, viewerOf(request), taskId, reason);
      return ok({ message: say(request, 'ADMIN_TASK_REJECTED'), data: await taskDetails(request.ctx, taskId) });
    }),
  );

  app.post(
    '/tasks/:id/redispatch',
    handle('ADMIN_TASK_ACTION_FAILED', async (request) => {
      const taskId = parseId(pathParam(request, 'id'));
      const status = await adminRedispatchTask(request.ctx, viewerOf(request), taskId);
      return ok({
        message: say(
          request,
          status === 'sent_to_masters' ? 'ADMIN_TASK_REDISPATCHED' : 'ADMIN_TASK_REDISPATCHED_NO_MASTERS',
        ),
        data: await taskDetails(request.ctx, taskId),
      });
    }),
  );

  app.post(
    '/tasks/:id/assign',
    handle('ADMIN_TASK_ACTION_FAILED', async (request) => {
      const taskId = parseId(pathParam(request, 'id'));
      const contractId = parseAssignedContract(bodyObject(request).contract_id);
      await adminAssignTask(request.ctx, viewerOf(request), taskId, contractId);
      return ok({ message: say(request, 'ADMIN_TASK_ASSIGNED'), data: await taskDetails(request.ctx, taskId) });
    }),
  );

  app.post(
    '/tasks/:id/close',
    handle('ADMIN_TASK_ACTION_FAILED', async (request) => {
      const taskId = parseId(pathParam(request, 'id'));
      await adminCloseTask(request.ctx, viewerOf(request), taskId);
      return ok({ message: say(request, 'ADMIN_TASK_CLOSED'), data: await taskDetails(request.ctx, taskId) });
    }),
  );
}
