// docs/product.md §7 client calls: last address, categories, the active task, create, list, cancel, cancel
// reasons, and the client's statistics. Thin adapters over modules/task/client-tasks.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listActiveCategories } from '../../category';
import { languageOf, localized, type Language } from '../../../platform/i18n/language';
import type { Category } from '../../../platform/db/generated/prisma/client';
import { listCancelReasons, parseCancel, parseCancelStep } from '../../lifecycle';
import { readAfterCommit } from '../../../platform/db/errors';
import { parseId } from '../../../platform/input/ids';
import { parseNewTask } from '../input/task-input';
import { clientStats } from '../../review';
import { loadTaskView, readTaskViews } from '../task-view';
import {
  ActiveTaskExistsError,
  cancelTaskByClient,
  clientTasksCondition,
  createTask,
  lastAddress,
  NEWEST_FIRST_SQL,
} from '../client-tasks';
import { clientScreen } from '../client-screen';
import { handle, ok, say, sendFailure, viewerOf, withFailureText } from '../../../http/envelope';
import { bodyObject, pathParam, queryParams } from '../../../http/rest-input';
import { firstTaskJson, journeyJson, tasksJson } from './task-json';

// a category as the client's and master's forms read it, in the viewer's language
function localizedCategory(category: Category, language: Language) {
  return {
    id: category.id,
    name: localized(language, category.name, category.nameUz),
    description: localized(language, category.description, category.descriptionUz),
  };
}

function inLanguage(request: FastifyRequest) {
  return { viewer: request.ctx.viewer, language: languageOf(request.ctx.viewer) };
}

export function taskRoutes(app: FastifyInstance) {
  app.get(
    '/user/last-address',
    handle('ADDRESS_DATA_FAILED', async (request) => {
      const address = await lastAddress(request.ctx.db, viewerOf(request));
      return ok({
        data: {
          city_id: address?.cityId ?? null,
          district_id: address?.districtId ?? null,
          phone: address?.phone ?? null,
        },
        message: say(request, address ? 'CLIENT_ADDRESS_FOUND' : 'TASK_LAST_ADDRESS_EMPTY'),
      });
    }),
  );

  app.get(
    '/tasks/categories',
    handle('CATEGORIES_LOAD_FAILED', async (request) => {
      const categories = await listActiveCategories(request.ctx.db);
      const language = languageOf(request.ctx.viewer);
      return ok({
        data: categories.map((category) => localizedCategory(category, language)),
        message: say(request, 'CLIENT_CATEGORIES_LOADED'),
      });
    }),
  );

  app.get(
    '/categories',
    handle('APPLICATION_CATEGORIES_FAILED', async (request) => {
      const categories = await listActiveCategories(request.ctx.db);
      const language = languageOf(request.ctx.viewer);
      return ok({ categories: categories.map((category) => localizedCategory(category, language)) });
    }),
  );

  app.get(
    '/tasks/active',
    handle('TASK_ACTIVE_FAILED', async (request) => {
      const { db } = request.ctx;
      const viewer = viewerOf(request);
      const { activeCount, views, journey } = await clientScreen(db, viewer);
      const task = firstTaskJson(views, { viewer, language: viewer.user.language });
      // issue 28: the live card's stage, counts and the master's way (null where unknown)
      const data = task && { ...task, journey: journeyJson(journey) };
      return ok({
        data,
        active_count: activeCount,
        message: say(request, data ? 'CLIENT_ACTIVE_FOUND' : 'TASK_NO_ACTIVE'),
      });
    }),
  );

  app.post(
    '/tasks',
    withFailureText('TASK_CREATE_FAILED', async (request: FastifyRequest, reply: FastifyReply) => {
      const body = bodyObject(request);
      try {
        const form = parseNewTask({
          text: body.text,
          categoryId: body.category_id,
          cityId: body.city_id,
          districtId: body.district_id,
          tgUsername: body.tg_username,
          phone: body.phone,
          photoIds: body.photo_ids,
          when: body.when,
          scheduledFrom: body.scheduled_from,
          scheduledTo: body.scheduled_to,
          latitude: body.latitude,
          longitude: body.longitude,
          address: body.address,
        });
        const taskId = await createTask(request.ctx, viewerOf(request), form);
        return ok({
          message: say(request, 'TASK_CREATED'),
          data: firstTaskJson(await readAfterCommit(() => loadTaskView(request.ctx.db, taskId)), inLanguage(request)),
        });
      } catch (error) {
        if (error instanceof ActiveTaskExistsError) {
          const activeTask = firstTaskJson(await loadTaskView(request.ctx.db, error.taskId), inLanguage(request));
          return sendFailure(reply, error, 'TASK_CREATE_FAILED', { active_task: activeTask });
        }
        return sendFailure(reply, error, 'TASK_CREATE_FAILED');
      }
    }),
  );

  app.get(
    '/tasks',
    handle('TASKS_LOAD_FAILED', async (request) => {
      const views = await readTaskViews(
        request.ctx.db,
        clientTasksCondition(viewerOf(request)),
        NEWEST_FIRST_SQL,
        viewerOf(request).user.id,
      );
      return ok({ data: tasksJson(views, inLanguage(request)) });
    }),
  );

  app.get(
    '/tasks/cancel-reasons',
    handle('CANCEL_REASONS_LOAD_FAILED', async (request) => {
      const step = parseCancelStep(queryParams(request).step);
      return ok({
        data: await listCancelReasons(request.ctx.db, 'client', step, languageOf(request.ctx.viewer)),
        message: say(request, 'CLIENT_REASONS_LOADED'),
      });
    }),
  );

  app.post(
    '/tasks/:id/cancel',
    handle('TASK_CANCEL_FAILED', async (request) => {
      const taskId = parseId(pathParam(request, 'id'));
      const body = bodyObject(request);
      const form = parseCancel({ cancelReasonId: body.cancel_reason_id, cancelReasonText: body.cancel_reason_text });
      await cancelTaskByClient(request.ctx, viewerOf(request), taskId, form);
      return ok({
        message: say(request, 'TASK_CANCELLED'),
        data: firstTaskJson(await loadTaskView(request.ctx.db, taskId), inLanguage(request)),
      });
    }),
  );

  app.get(
    '/client/stats',
    handle('STATS_LOAD_FAILED', async (request) =>
      ok({ data: await clientStats(request.ctx.db, viewerOf(request).user.id) }),
    ),
  );
}
