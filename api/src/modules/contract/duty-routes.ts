// The master's duty and working hours over REST (docs/product.md "On duty and working hours"): thin
// adapters over modules/dispatch/master-duty.ts.
import type { FastifyInstance } from 'fastify';
import { clockText, myDuty, setMyDuty, setMyWorkingHours, type Duty } from '../dispatch';
import { handle, ok, say, viewerOf } from '../../http/envelope';
import { bodyObject } from '../../http/rest-input';
import { parseOnDuty, parseWorkingHours } from './duty-input';

function dutyView(duty: Duty) {
  return {
    on_duty: duty.onDuty,
    hours: duty.hours.map((entry) => ({
      weekday: entry.weekday,
      from: clockText(entry.fromMin),
      to: clockText(entry.toMin),
    })),
    off_reason: duty.offReason,
  };
}

export function dutyRoutes(app: FastifyInstance) {
  app.get(
    '/master/duty',
    handle('DATA_LOAD_FAILED', async (request) =>
      ok({ data: dutyView(await myDuty(request.ctx.db, viewerOf(request))) }),
    ),
  );

  app.post(
    '/master/duty',
    handle('DATA_LOAD_FAILED', async (request) => {
      const duty = await setMyDuty(request.ctx, viewerOf(request), parseOnDuty(bodyObject(request).on_duty));
      return ok({ message: say(request, duty.onDuty ? 'DUTY_ON' : 'DUTY_OFF'), data: dutyView(duty) });
    }),
  );

  app.put(
    '/master/duty/hours',
    handle('DATA_LOAD_FAILED', async (request) => {
      const duty = await setMyWorkingHours(
        request.ctx,
        viewerOf(request),
        parseWorkingHours(bodyObject(request).hours),
      );
      return ok({ message: say(request, 'DUTY_HOURS_SAVED'), data: dutyView(duty) });
    }),
  );
}
