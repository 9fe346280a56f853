// The REST shim of docs/product.md §7: thin adapters over the same service functions GraphQL calls.
import type { FastifyInstance } from 'fastify';
import { readsAsAdmin, writesAsAdmin } from '../platform/access';
import { createContext, sessionRoutes } from '../modules/identity';
import type { Services } from '../platform/context';
import { AuthenticationError } from '../platform/errors';
import { say, sendFailure } from './envelope';
import { addressRoutes, adminAddressRoutes } from '../modules/place';
import { contractRoutes, adminContractRoutes, dutyRoutes, standardRoutes } from '../modules/contract';
import { adminAuditRoutes } from '../modules/audit';
import { adminCategoryRoutes, detectCategoryRoutes } from '../modules/category';
import { intakeRoutes } from '../modules/intake';
import { adminReviewRoutes, reviewRoutes } from '../modules/review';
import { priceRoutes } from '../modules/price';
import {
  taskRoutes,
  masterTaskRoutes,
  adminTaskRoutes,
  clientMastersRoutes,
  taskPhotoFileRoutes,
  taskPhotoRoutes,
  problemRoutes,
  adminProblemRoutes,
} from '../modules/task';

export type RouteModule = (app: FastifyInstance) => void;

// Mini app routes: every call needs valid Telegram init data.
export const tgWebappModules: RouteModule[] = [
  sessionRoutes,
  addressRoutes,
  contractRoutes,
  dutyRoutes,
  standardRoutes,
  detectCategoryRoutes,
  taskRoutes,
  clientMastersRoutes,
  taskPhotoRoutes,
  problemRoutes,
  masterTaskRoutes,
  reviewRoutes,
  priceRoutes,
  intakeRoutes,
];
// Admin routes: init data of an admin.
export const adminModules: RouteModule[] = [
  adminAddressRoutes,
  adminCategoryRoutes,
  adminContractRoutes,
  adminReviewRoutes,
  adminAuditRoutes,
  adminTaskRoutes,
  adminProblemRoutes,
];

export async function restRoutes(app: FastifyInstance, services: Services) {
  await app.register(
    async (scope) => {
      scope.addHook('preHandler', async (request, reply) => {
        try {
          request.ctx = await createContext(services, request.headers);
          if (!request.ctx.viewer) throw new AuthenticationError('missing');
          // an analyst token is no session: the Mini App answers people, never a token acting as the
          // admin who issued it (platform/access.ts)
          if (request.ctx.viewer.isAnalyst) throw new AuthenticationError('token');
        } catch (error) {
          return sendFailure(reply, error, 'AUTH_FAILED');
        }
      });
      for (const module of tgWebappModules) module(scope);
    },
    { prefix: '/api/tg-webapp' },
  );
  // a task photo's bytes: 404 for anyone who may not see them, a request without init data included
  await taskPhotoFileRoutes(app, services);

  await app.register(
    async (scope) => {
      scope.addHook('preHandler', async (request, reply) => {
        try {
          request.ctx = await createContext(services, request.headers);
          if (!request.ctx.viewer) throw new AuthenticationError('missing');
          // analyst tokens read the admin API and change nothing
          const allowed = request.method === 'GET' ? readsAsAdmin : writesAsAdmin;
          if (!allowed(request.ctx.viewer)) {
            return reply.code(403).send({ success: false, message: say(request, 'FORBIDDEN') });
          }
          // the admin lists and reads run on the reports connections, apart from the product's own (db/client.ts)
          if (request.method === 'GET' && services.reports) request.ctx.db = services.reports;
        } catch (error) {
          return sendFailure(reply, error, 'AUTH_FAILED');
        }
      });
      for (const module of adminModules) module(scope);
    },
    { prefix: '/admin/api' },
  );
}
