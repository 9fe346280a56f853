// `Idempotency-Key` on the REST shim: every change (POST, PUT, DELETE) of a signed-in user may carry
// one; a repeat gets the first answer again, marked `Idempotent-Replayed: true` (domain/idempotency.ts).
// Multipart uploads are left out: their body is a stream that is read once, by the handler.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkKey, completeKey, fingerprint, releaseKey, reserveKey } from '../domain/idempotency';
import { failureText, REQUEST_FAILED, sendFailure } from './envelope';
import { UPLOAD_ROUTES } from './cross-site';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const COVERED = /^\/(api\/tg-webapp|admin\/api)\//;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { userId: number; key: string };
  }
}

// runs after the scope's sign-in check (a route's own hooks come after its scope's), so the viewer is known
async function takeKey(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.headers['idempotency-key'];
  const viewer = request.ctx?.viewer;
  if (raw === undefined || !viewer) return;
  const fallback = failureText(request) ?? REQUEST_FAILED;
  try {
    const key = checkKey(Array.isArray(raw) ? raw[0] : raw);
    const operation = fingerprint(request.method, request.routeOptions.url, request.params, request.body ?? null);
    const reservation = await reserveKey(request.ctx.db, viewer.user.id, key, operation);
    if (reservation.kind === 'replay') {
      return reply.header('idempotent-replayed', 'true').code(reservation.answer.status).send(reservation.answer.body);
    }
    request.idempotency = { userId: viewer.user.id, key };
  } catch (error) {
    return sendFailure(reply, error, fallback);
  }
}

async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const held = request.idempotency;
  if (!held) return payload;
  request.idempotency = undefined;
  const { db } = request.ctx;
  if (reply.statusCode >= 500) {
    await releaseKey(db, held.userId, held.key);
    return payload;
  }
  let body: unknown = payload;
  if (typeof payload === 'string') {
    try {
      body = JSON.parse(payload);
    } catch {
      body = payload;
    }
  }
  await completeKey(db, held.userId, held.key, { status: reply.statusCode, body });
  return payload;
}

// Call before the routes are added.
export function idempotentChanges(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!COVERED.test(route.url) || !methods.some((method) => CHANGES.has(method))) return;
    if (methods.some((method) => UPLOAD_ROUTES.has(`${method} ${route.url}`))) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), takeKey];
    route.onSend = [...[route.onSend ?? []].flat(), keepAnswer];
  });
}
