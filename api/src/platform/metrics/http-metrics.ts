// http_request_duration_seconds for every request of the public server: the route's template
// (/api/tg-webapp/tasks/:id/cancel), never the URL a client sent, so ids stay out of the labels.
import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './app-metrics';

// requests that matched no route (404s, probes of random paths) share one label
export const UNMATCHED_ROUTE = 'unmatched';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

// Added before any route, so it covers the routes of every plugin registered after it
export function measureRequests(fastify: FastifyInstance, metrics: AppMetrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.httpDuration.observe(
      {
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        route: request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE),
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
