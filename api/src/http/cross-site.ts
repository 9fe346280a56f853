// Cross-site request forgery. The API signs nobody in by cookie: every call carries the Telegram init
// data in a header, which a page on another site cannot add without a CORS preflight, and the server
// grants no CORS. Uploads are the one body a plain cross-site form can send (multipart/form-data), so
// they must carry the init-data header itself; and every call that changes something is refused when
// the browser says it comes from another site (Sec-Fetch-Site) or names another origin (Origin).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { initDataFromHeaders } from '../platform/auth/init-data';
import type { Config } from '../platform/config';
import { failureText } from './envelope';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const GUARDED = /^\/(api\/tg-webapp|admin\/api)\//;
// multipart routes: only Telegram init data in a header signs them
export const UPLOAD_ROUTES = new Set(['POST /api/tg-webapp/master/contract', 'POST /api/tg-webapp/tasks/photos']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

// the origins a page of ours is served from: this server as the browser addressed it, and WEBAPP_URL
function ownOrigins(request: FastifyRequest, config: Pick<Config, 'webappUrl'>): Set<string> {
  const origins = new Set<string>();
  try {
    origins.add(new URL(config.webappUrl).origin);
  } catch {
    // a WEBAPP_URL that is not a URL names no origin
  }
  if (request.host) origins.add(`${request.protocol}://${request.host}`);
  return origins;
}

export function isCrossSite(request: FastifyRequest, config: Pick<Config, 'webappUrl'>): boolean {
  // Sec-Fetch-Site is set by the browser itself (no page can forge it) and sees the page as the user
  // does, so it decides when present: behind a proxy that rewrites Host (the Vite dev server) the Origin
  // names the proxy, yet the request is the page's own
  const site = header(request, 'sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  // older browsers send only Origin
  const origin = header(request, 'origin');
  // "null" is what sandboxed frames and some redirects send: not one of ours
  if (origin !== undefined && !ownOrigins(request, config).has(origin)) return true;
  return false;
}

export function crossSiteGuard(app: FastifyInstance, config: Pick<Config, 'webappUrl'>) {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!CHANGES.has(request.method) || !GUARDED.test(request.url)) return;
    const upload = UPLOAD_ROUTES.has(`${request.method} ${request.routeOptions.url}`);
    // an upload signed some other way (an analyst's bearer token) is refused; one with no credentials
    // at all goes on to the usual 401, which tells the web app to drop its saved init data
    const foreignCredentials = upload && !initDataFromHeaders(request.headers) && !!request.headers.authorization;
    if (foreignCredentials || isCrossSite(request, config)) {
      request.log.warn(
        { url: request.url, origin: request.headers.origin, site: request.headers['sec-fetch-site'] },
        'cross-site request refused',
      );
      return reply.code(403).send({ success: false, message: failureText(request) });
    }
  });
}
