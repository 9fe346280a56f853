// The REST shim's response envelope: { success, data?, message?, errors? }, its texts from the message
// catalogue in the viewer's language (docs/product.md's Russian ones for Russian users and without a viewer).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, AuthenticationError, ValidationError, type FieldErrors } from '../platform/errors';
import type { RequestContext, Viewer } from '../platform/context';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_S } from '../platform/db/errors';
import { languageOf, type Language } from '../platform/i18n/language';
import { translate, type Message, type MessageRef, type PlainCode } from '../platform/i18n';

export function ok<T extends Record<string, unknown>>(body: T = {} as T) {
  return { success: true as const, ...body };
}

// the viewer's language; Russian before sign-in (routes outside the authenticated prefix)
export function requestLanguage(request: FastifyRequest): Language {
  return languageOf(request.ctx?.viewer);
}

// a message of the catalogue, in the viewer's language
export function say(request: FastifyRequest, message: MessageRef | Message): string {
  return translate(requestLanguage(request), message);
}

// The modules key a refusal by the domain's camelCase names (categoryId, tgUsername), as GraphQL's arguments
// are named; REST's forms are snake_case (category_id, tg_username), so the envelope writes each key the
// wire's way. The admin's category routes take camelCase bodies and keep the names (FIELD_NAMES_AS_GIVEN).
export const wireName = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
export const FIELD_NAMES_AS_GIVEN = { fieldNames: 'as given' } as const;

function fieldTexts(language: Language, fieldErrors: FieldErrors, asGiven: boolean): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      asGiven ? field : wireName(field),
      messages.map((m) => translate(language, m)),
    ]),
  );
}

function fieldNamesAsGiven(request: FastifyRequest): boolean {
  return request.routeOptions?.config?.fieldNames === 'as given';
}

// Sends an expected failure as { success: false, message, errors? } with its HTTP status;
// anything unexpected is logged and answered with the route's default docs/product.md message.
export function sendFailure(
  reply: FastifyReply,
  error: unknown,
  fallbackMessage: PlainCode,
  extra: Record<string, unknown> = {},
) {
  const language = requestLanguage(reply.request);
  if (error instanceof AuthenticationError) {
    // nobody is signed in: docs/product.md's text
    const text = translate('ru', error);
    return reply.code(401).send({ success: false, message: text, error: text, code: error.code });
  }
  if (error instanceof AppError) {
    const retryAfterS = (error as { retryAfterS?: unknown }).retryAfterS;
    if (typeof retryAfterS === 'number') reply.header('retry-after', String(retryAfterS));
    return reply.code(error.status).send({
      success: false,
      message: translate(language, error),
      ...(error instanceof ValidationError && Object.keys(error.fieldErrors).length
        ? { errors: fieldTexts(language, error.fieldErrors, fieldNamesAsGiven(reply.request)) }
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
      .send({ success: false, message: translate(language, 'SERVICE_UNAVAILABLE') });
  }
  reply.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ success: false, message: translate(language, fallbackMessage), ...extra });
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyContextConfig {
    // how a refusal's field names are written (wireName by default)
    fieldNames?: 'as given';
    failureText?: PlainCode;
  }
}

export function viewerOf(request: FastifyRequest): Viewer {
  // routes under the authenticated prefix never run without one (see http/routes.ts)
  return request.ctx.viewer!;
}

// Wraps a handler: its result is sent as is, its errors through sendFailure with the route's default text.
export function handle<R>(
  fallbackMessage: PlainCode,
  run: (request: FastifyRequest, reply: FastifyReply) => Promise<R>,
) {
  return withFailureText(fallbackMessage, async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await run(request, reply);
    } catch (error) {
      return sendFailure(reply, error, fallbackMessage);
    }
  });
}

// When the framework refuses a request before the handler runs (a body that is not JSON, too large),
// the app's error handler answers with the route's default docs/product.md text, kept on the handler.
const FAILURE_TEXT = Symbol('failureText');
export const REQUEST_FAILED: PlainCode = 'DATA_LOAD_FAILED';

export function withFailureText<H extends object>(fallbackMessage: PlainCode, handler: H): H {
  return Object.assign(handler, { [FAILURE_TEXT]: fallbackMessage });
}

// Fastify wraps handlers, so the text moves into the route's config as each route is added.
export function keepFailureTexts(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const text = (route.handler as { [FAILURE_TEXT]?: PlainCode } | undefined)?.[FAILURE_TEXT];
    if (text) route.config = { ...(route.config as object), failureText: text } as typeof route.config;
  });
}

export function failureCode(request: FastifyRequest): PlainCode {
  return (request.routeOptions.config as { failureText?: PlainCode } | undefined)?.failureText ?? REQUEST_FAILED;
}

// the route's default docs/product.md text in the viewer's language (a request refused before sign-in: Russian)
export function failureText(request: FastifyRequest): string {
  return say(request, failureCode(request));
}
