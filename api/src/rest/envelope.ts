// The REST shim's response envelope: { success, data?, message?, errors? }, errors with SPEC texts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, AuthenticationError, AUTH_TEXTS, ValidationError } from '../domain/errors';
import type { RequestContext, Viewer } from '../domain/context';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_S, UNAVAILABLE_TEXT } from '../domain/db-errors';

export function ok<T extends Record<string, unknown>>(body: T = {} as T) {
  return { success: true as const, ...body };
}

// Sends an expected failure as { success: false, message, errors? } with its HTTP status;
// anything unexpected is logged and answered with the route's default SPEC message.
export function sendFailure(
  reply: FastifyReply,
  error: unknown,
  fallbackMessage: string,
  extra: Record<string, unknown> = {},
) {
  if (error instanceof AuthenticationError) {
    const texts = AUTH_TEXTS[error.kind];
    return reply.code(401).send({ success: false, message: texts.error, error: texts.error, code: texts.code });
  }
  if (error instanceof AppError) {
    const retryAfterS = (error as { retryAfterS?: unknown }).retryAfterS;
    if (typeof retryAfterS === 'number') reply.header('retry-after', String(retryAfterS));
    return reply.code(error.status).send({
      success: false,
      message: error.message,
      ...(error instanceof ValidationError && Object.keys(error.fieldErrors).length
        ? { errors: error.fieldErrors }
        : {}),
      ...extra,
    });
  }
  if (isDatabaseUnavailable(error)) {
    // not the request's fault: the database is down or restarting; the client may try again
    reply.log.warn({ err: error }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(UNAVAILABLE_RETRY_S))
      .send({ success: false, message: UNAVAILABLE_TEXT });
  }
  reply.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ success: false, message: fallbackMessage, ...extra });
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

export function viewerOf(request: FastifyRequest): Viewer {
  // routes under the authenticated prefix never run without one (see rest/index.ts)
  return request.ctx.viewer!;
}

// Wraps a handler: its result is sent as is, its errors through sendFailure with the route's default text.
export function handle<R>(fallbackMessage: string, run: (request: FastifyRequest, reply: FastifyReply) => Promise<R>) {
  return withFailureText(fallbackMessage, async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await run(request, reply);
    } catch (error) {
      return sendFailure(reply, error, fallbackMessage);
    }
  });
}

// When the framework refuses a request before the handler runs (a body that is not JSON, too large),
// the app's error handler answers with the route's default SPEC text, kept on the handler.
const FAILURE_TEXT = Symbol('failureText');
export const REQUEST_FAILED = 'Ошибка при получении данных';

export function withFailureText<H extends object>(fallbackMessage: string, handler: H): H {
  return Object.assign(handler, { [FAILURE_TEXT]: fallbackMessage });
}

// Fastify wraps handlers, so the text moves into the route's config as each route is added.
export function keepFailureTexts(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const text = (route.handler as { [FAILURE_TEXT]?: string } | undefined)?.[FAILURE_TEXT];
    if (text) route.config = { ...(route.config as object), failureText: text } as typeof route.config;
  });
}

export function failureText(request: FastifyRequest): string | undefined {
  return (request.routeOptions.config as { failureText?: string } | undefined)?.failureText;
}
