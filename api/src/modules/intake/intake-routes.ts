// GET /api/tg-webapp/intake/{token} -> { text, category_id }: what a group reply's link stands for
// (docs/product.md, "The bot in groups"). An unknown or expired token: 404 with INTAKE_LINK_EXPIRED.
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../platform/errors';
import { handle, ok } from '../../http/envelope';
import { pathParam } from '../../http/rest-input';
import { readIntakeToken } from './intake';
import { parseIntakeToken } from './intake-input';

export function intakeRoutes(app: FastifyInstance) {
  app.get(
    '/intake/:token',
    handle('INTAKE_LINK_FAILED', async (request) => {
      const found = await readIntakeToken(request.ctx.db, parseIntakeToken(pathParam(request, 'token')));
      if (!found) throw new NotFoundError('INTAKE_LINK_EXPIRED');
      return ok({ text: found.text, category_id: found.categoryId });
    }),
  );
}
