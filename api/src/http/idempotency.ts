// `Idempotency-Key` on the REST shim: every change (POST, PUT, DELETE) of a signed-in user may carry
// one; a repeat gets the first answer again, marked `Idempotent-Replayed: true` (platform/idempotency.ts).
// Multipart uploads are left out: their body is a stream that is read once, by the handler.
// A replay of a finished change is not counted by the rate limits (rate-limit.ts asks mayBeReplay).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../platform/db/client';
import {
  completeKey,
  credentialKey,
  fingerprint,
  holdsKeptAnswer,
  releaseKey,
  reserveKey,
  type Json,
  type Reservation,
} from '../platform/idempotency';
import { parseIdempotencyKey } from '../platform/input/idempotency';
import { failureCode, sendFailure } from './envelope';
import { UPLOAD_ROUTES } from './cross-site';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const COVERED = /^\/(api\/tg-webapp|admin\/api)\//;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { userId: number; key: string };
    // set by the rate limit on a request it let through uncounted as a likely replay: counts it
    countLimit?: () => Promise<void>;
  }
}

// The routes whose changes take a key (and so answer replays themselves).
export function takesKey(method: string, url: string): boolean {
  return COVERED.test(url) && CHANGES.has(method) && !UPLOAD_ROUTES.has(`${method} ${url}`);
}

// Before the body is read: whether the request names a key under which this Telegram user's finished
// request is kept (asked for init data only: a token's keys are its own, credentialKey). takeKey makes sure it is the same request, and counts it if it is not.
export async function mayBeReplay(db: Db, request: FastifyRequest, telegramId: bigint): Promise<boolean> {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return false;
  let key: string;
  try {
    key = parseIdempotencyKey(raw);
  } catch {
    return false;
  }
  return holdsKeptAnswer(db, telegramId, key);
}

// runs after the scope's sign-in check (a route's own hooks come after its scope's), so the viewer is known
async function takeKey(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.headers['idempotency-key'];
  const viewer = request.ctx?.viewer;
  // a request the rate limit let through as a likely replay counts unless it is one
  const countLimit = request.countLimit;
  request.countLimit = undefined;
  const fallback = failureCode(request);
  try {
    if (raw === undefined || !viewer) return await countLimit?.();
    const key = credentialKey(parseIdempotencyKey(raw), viewer.apiTokenId);
    // the path's parameters and the body as JSON parsed them (multipart bodies take no key)
    const operation = fingerprint(
      request.method,
      request.routeOptions.url ?? null,
      request.params as Json,
      (request.body ?? null) as Json,
    );
    let reservation: Reservation;
    try {
      reservation = await reserveKey(request.ctx.db, viewer.user.id, key, operation);
    } catch (error) {
      // another request under the key, or the first one still running
      await countLimit?.();
      throw error;
    }
    if (reservation.kind === 'replay') {
      return reply.header('idempotent-replayed', 'true').code(reservation.answer.status).send(reservation.answer.body);
    }
    if (countLimit) {
      try {
        await countLimit();
      } catch (error) {
        await releaseKey(request.ctx.db, viewer.user.id, key);
        throw error;
      }
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
    if (!methods.some((method) => takesKey(method, route.url))) return;
    if (methods.some((method) => UPLOAD_ROUTES.has(`${method} ${route.url}`))) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), takeKey];
    route.onSend = [...[route.onSend ?? []].flat(), keepAnswer];
  });
}
