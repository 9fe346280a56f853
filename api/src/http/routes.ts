// The REST shim of docs/product.md §7: thin adapters over the same service functions GraphQL calls.
import type { FastifyInstance } from 'fastify';
import { readsAsAdmin, writesAsAdmin } from '../platform/access';
import { createContext } from '../modules/identity/sign-in';
import type { Services } from '../platform/context';
import { AuthenticationError } from '../platform/errors';
import { say, sendFailure } from './envelope';
import { sessionRoutes } from '../modules/identity/session-routes';
import { addressRoutes } from '../modules/place/place-routes';
import { contractRoutes } from '../modules/contract/contract-routes';
import { adminAddressRoutes } from '../modules/place/place-admin-routes';
import { adminAuditRoutes } from '../modules/audit/audit-routes';
import { adminCategoryRoutes } from '../modules/category/category-admin-routes';
import { adminContractRoutes } from '../modules/contract/contract-admin-routes';
import { adminReviewRoutes } from '../modules/review/review-admin-routes';
import { taskRoutes } from '../modules/task/rest/client-routes';
import { masterTaskRoutes } from '../modules/task/rest/master-routes';
import { reviewRoutes } from '../modules/review/review-routes';
import { detectCategoryRoutes } from '../modules/category/detection-routes';
import { adminTaskRoutes } from '../modules/task/rest/admin-routes';
import { taskPhotoFileRoutes, taskPhotoRoutes } from '../modules/task/rest/photo-routes';

export type RouteModule = (app: FastifyInstance) => void;

// Mini app routes: every call needs valid Telegram init data.
export const tgWebappModules: RouteModule[] = [
  sessionRoutes,
  addressRoutes,
  contractRoutes,
  detectCategoryRoutes,
  taskRoutes,
  taskPhotoRoutes,
  masterTaskRoutes,
  reviewRoutes,
];
// Admin routes: init data of an admin.
export const adminModules: RouteModule[] = [
  adminAddressRoutes,
  adminCategoryRoutes,
  adminContractRoutes,
  adminReviewRoutes,
  adminAuditRoutes,
  adminTaskRoutes,
];

export async function restRoutes(app: FastifyInstance, services: Services) {
  await app.register(
    async (scope) => {
      scope.addHook('preHandler', async (request, reply) => {
        try {
          request.ctx = await createContext(services, request.headers);
          if (!request.ctx.viewer) throw new AuthenticationError('missing');
          // an analyst token is no session: the Mini App answers people, never a token acting as the
          // admin who issued it (domain/admin-access.ts)
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
