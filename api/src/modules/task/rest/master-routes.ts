// docs/product.md §7 master calls: the dashboard task, accept (approve), decline (reject), complete, cancel,
// statistics and cancel reasons. Thin adapters over modules/task/master-tasks.ts.
import type { FastifyInstance } from 'fastify';
import { listCancelReasons, MASTER_REASON_STEP, parseCancel } from '../../lifecycle';
import { languageOf } from '../../../platform/i18n/language';
import { acceptTask, cancelTaskByMaster, completeTask, declineTask, masterScreen } from '../master-tasks';
import { markArrived, reportPosition, startJourney } from '../journey/journey';
import { parseJourneyReport } from '../journey/journey-input';
import { parseId } from '../../../platform/input/ids';
import { masterStats } from '../../review';
import { handle, ok, say, viewerOf } from '../../../http/envelope';
import { bodyObject, pathParam } from '../../../http/rest-input';
import { firstTaskJson, firstTaskPriceRange } from './task-json';
import { parseOptionalPrice } from '../../price';
import { isPreferredMaster } from '../client-masters';

export function masterTaskRoutes(app: FastifyInstance) {
  app.get(
    '/master/tasks/pending',
    handle('TASKS_LOAD_FAILED', async (request) => {
      const { offeredId, views } = await masterScreen(request.ctx.db, viewerOf(request));
      // the client's name and contacts only once the task is this master's (modules/task/client-contacts.ts)
      const language = languageOf(request.ctx.viewer);
      const task = firstTaskJson(views, { viewer: request.ctx.viewer, language });
      // an offer carries the usual price of such a job where it is (docs/product.md "Prices")
      const range = offeredId === null ? null : await firstTaskPriceRange(request.ctx, views, language);
      // the client asked for him again (docs/product.md §12 "Your master again")
      const former =
        task !== null &&
        (await isPreferredMaster(request.ctx.db, views.tasks[0].preferredContractId, viewerOf(request).user.id));
      const data = task && { ...task, price_range: range, former_client: former };
      return ok({ data, message: say(request, data ? 'MASTER_TASK_FOUND' : 'MASTER_NO_TASKS') });
    }),
  );

  app.post(
    '/master/tasks/:id/approve',
    handle('MASTER_ACCEPT_FAILED', async (request) => {
      const outcome = await acceptTask(request.ctx, viewerOf(request), parseId(pathParam(request, 'id')));
      return ok({ message: say(request, outcome === 'started' ? 'MASTER_STARTED' : 'MASTER_ACCEPTED') });
    }),
  );

  app.post(
    '/master/tasks/:id/reject',
    handle('MASTER_DECLINE_FAILED', async (request) => {
      await declineTask(request.ctx, viewerOf(request), parseId(pathParam(request, 'id')));
      return ok({ message: say(request, 'MASTER_DECLINED') });
    }),
  );

  app.post(
    '/master/tasks/:id/complete',
    handle('MASTER_COMPLETE_FAILED', async (request) => {
      const taskId = parseId(pathParam(request, 'id'));
      // the price is optional: a completion without one still works (docs/product.md "Prices")
      const price = parseOptionalPrice(bodyObject(request).price);
      await completeTask(request.ctx, viewerOf(request), taskId, price);
      return ok({ message: say(request, 'MASTER_COMPLETED') });
    }),
  );

  app.post(
    '/master/tasks/:id/cancel',
    handle('MASTER_CANCEL_FAILED', async (request) => {
      const body = bodyObject(request);
      const taskId = parseId(pathParam(request, 'id'));
      const form = parseCancel({ cancelReasonId: body.cancel_reason_id, cancelReasonText: body.cancel_reason_text });
      await cancelTaskByMaster(request.ctx, viewerOf(request), taskId, form);
      return ok({ message: say(request, 'MASTER_CANCELLED') });
    }),
  );

  // the master's way to the task. A body of {latitude, longitude, accuracy?} or {eta_min} alone.
  const report = (request: Parameters<typeof bodyObject>[0], required: boolean) => {
    const body = bodyObject(request);
    return parseJourneyReport(
      { latitude: body.latitude, longitude: body.longitude, accuracy: body.accuracy, etaMin: body.eta_min },
      { required },
    );
  };

  app.post(
    '/master/tasks/:id/on-the-way',
    handle('JOURNEY_ON_THE_WAY_FAILED', async (request) => {
      const taskId = parseId(pathParam(request, 'id'));
      await startJourney(request.ctx, viewerOf(request), taskId, report(request, false));
      return ok({ message: say(request, 'JOURNEY_ON_THE_WAY') });
    }),
  );

  app.post(
    '/master/tasks/:id/location',
    handle('JOURNEY_LOCATION_FAILED', async (request) => {
      const taskId = parseId(pathParam(request, 'id'));
      await reportPosition(request.ctx, viewerOf(request), taskId, report(request, true));
      return ok({ message: say(request, 'JOURNEY_LOCATION_SAVED') });
    }),
  );

  app.post(
    '/master/tasks/:id/arrived',
    handle('JOURNEY_ARRIVED_FAILED', async (request) => {
      await markArrived(request.ctx, viewerOf(request), parseId(pathParam(request, 'id')));
      return ok({ message: say(request, 'JOURNEY_ARRIVED') });
    }),
  );

  app.get(
    '/master/stats',
    handle('STATS_LOAD_FAILED', async (request) => {
      // own numbers only; a master whose application was archived still sees their record
      return ok({ data: await masterStats(request.ctx.db, viewerOf(request).user.id) });
    }),
  );

  app.get(
    '/master/tasks/cancel-reasons',
    handle('CANCEL_REASONS_LOAD_FAILED', async (request) =>
      ok({
        data: await listCancelReasons(request.ctx.db, 'master', MASTER_REASON_STEP, languageOf(request.ctx.viewer)),
      }),
    ),
  );
}
