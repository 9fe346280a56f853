// graphql-ws on the HTTP server's port and path: subscriptions only, each socket signed in once and
// closed when its credentials lapse, each event resolved with a fresh copy of the socket's context.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, OperationTypeNode, getOperationAST, parse, type ValidationRule } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { headersFromConnectionParams } from '../platform/auth/credentials';
import type { RequestContext, Services, Viewer } from '../platform/context';
import { createContext, credentialsKey, credentialsLapse } from '../modules/identity';
import { validateWithLimits, withoutSuggestions } from './limits';
import { translate } from '../platform/i18n';
import {
  sharedParse,
  sharedPayloadReplacer,
  SharedPayloadSocket,
  subscribeWithFreshContexts,
  SubscriptionLimits,
  TOO_MANY_CLOSE_CODE,
  TOO_MANY_CLOSE_REASON,
  TOO_MANY_CONNECTIONS_REASON,
} from './subscribe';
import { schema } from './schema';

// A socket lives longer than the credentials it opened with: when they lapse (init data too old, analyst
// token revoked) it closes with graphql-ws's 4403 Forbidden, which its client does not retry as it is.
function closeWhenCredentialsLapse(services: Services, viewer: Viewer, socket: WebSocket) {
  if (socket.readyState !== socket.OPEN) return;
  const closed = new AbortController();
  socket.once('close', () => closed.abort());
  void credentialsLapse(services, viewer, closed.signal).then(() => {
    services.log.info({ userId: viewer.user.id, apiTokenId: viewer.apiTokenId }, 'socket credentials lapsed: closing');
    socket.close(CloseCode.Forbidden, 'Forbidden');
  });
}

export function graphqlSocket(
  fastify: FastifyInstance,
  services: Services,
  validationRules: ValidationRule[],
  addressOf: (request: IncomingMessage) => string,
) {
  const { config } = services;
  // graphql-ws on the same port and path as HTTP GraphQL
  // a subscription message is a few hundred bytes; the library's default allows 100 MiB
  // SharedPayloadSocket: a result shared by many subscribers is serialized once (lib/graphql-subscribe/)
  const wsServer = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024, WebSocket: SharedPayloadSocket });
  // subscriptions per socket and per user, subscribe frames per socket, sockets per person
  // (graphql/subscribe/subscription-limits.ts)
  const limits = new SubscriptionLimits(config.wsLimits);
  // what ends a socket's count among its address's sockets not signed in: its sign-in or its close
  const settlePending = new WeakMap<WebSocket, () => void>();
  fastify.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/graphql') return socket.destroy();
    const settle = limits.openPending(addressOf(request));
    if (!settle) {
      socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    socket.once('close', settle);
    wsServer.handleUpgrade(request, socket, head, (ws) => {
      settlePending.set(ws, settle);
      wsServer.emit('connection', ws, request);
    });
  });
  // Sockets closed for their frames, with the refusal their remaining frames get. A burst of a thousand
  // frames was read to its end after the close: 990 frames refused and logged one by one, per socket, for an
  // attacker who opens a new socket as soon as one is closed (bench/attacks.ts). The socket now stops
  // reading at once, frames already read get the same refusal without any more work, and it is dropped if
  // its peer has not closed within a second of the close frame.
  const closing = new WeakMap<object, GraphQLError[]>();
  const closeAbusive = (socket: WebSocket) => {
    socket.close(TOO_MANY_CLOSE_CODE, TOO_MANY_CLOSE_REASON);
    socket.pause();
    setTimeout(() => socket.terminate(), 1000).unref();
  };
  const wsCleanup = useServer<Record<string, unknown>, { ctx?: RequestContext; key?: string }>(
    {
      schema,
      // one syntax tree per document text, shared by every socket that subscribes with it
      parse: sharedParse,
      validate: validateWithLimits(validationRules),
      // queries and mutations go over HTTP, where the request limits and rate limits apply
      onSubscribe: (wsContext, _id, payload) => {
        const ctx = wsContext.extra.ctx;
        // a socket being closed for its frames: the rest of its burst is refused without any more work
        if (closing.has(wsContext)) return closing.get(wsContext);
        const verdict = ctx?.viewer ? limits.subscribe(ctx.viewer.user.id, wsContext) : 'ok';
        if (verdict === 'close') {
          services.log.warn({ userId: ctx?.viewer?.user.id }, 'socket sent too many subscribe frames: closing');
          closeAbusive(wsContext.extra.socket);
          if (wsContext.extra.key) limits.bar(wsContext.extra.key);
        }
        if (verdict !== 'ok') {
          const code = verdict === 'tooMany' ? 'GRAPHQL_TOO_MANY_SUBSCRIPTIONS' : 'RATE_LIMITED';
          const refusal = [
            new GraphQLError(translate(ctx?.language, code), {
              extensions: { code: verdict === 'tooMany' ? 'TOO_MANY_SUBSCRIPTIONS' : 'RATE_LIMITED' },
            }),
          ];
          if (verdict === 'close') closing.set(wsContext, refusal);
          return refusal;
        }
        try {
          const operation = getOperationAST(
            parse(payload.query, { maxTokens: config.graphqlLimits.maxTokens }),
            payload.operationName,
          );
          if (operation && operation.operation !== OperationTypeNode.SUBSCRIPTION) {
            const text = translate(wsContext.extra.ctx?.language, 'GRAPHQL_SUBSCRIPTIONS_ONLY');
            return [new GraphQLError(text, { extensions: { code: 'BAD_REQUEST' } })];
          }
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
      },
      // each event of a subscription is resolved with its own copy of the socket's context
      subscribe: subscribeWithFreshContexts,
      jsonMessageReplacer: sharedPayloadReplacer,
      onConnect: async (wsContext) => {
        try {
          const headers = headersFromConnectionParams(wsContext.connectionParams);
          // refused before the sign-in reads anything: a person opening sockets in a loop costs nothing more
          const key = credentialsKey(services, headers) ?? undefined;
          if (key && !limits.admit(key)) {
            services.log.warn({ key: key.slice(0, 24) }, 'too many sockets from one person: closing');
            wsContext.extra.socket.close(TOO_MANY_CLOSE_CODE, TOO_MANY_CONNECTIONS_REASON);
            return false;
          }
          wsContext.extra.key = key;
          const ctx = await createContext(services, headers);
          if (!ctx.viewer) return false;
          wsContext.extra.ctx = ctx;
          const userId = ctx.viewer.user.id;
          if (!limits.track(userId, wsContext)) {
            services.log.warn({ userId }, 'too many sockets held by one person: closing');
            wsContext.extra.socket.close(TOO_MANY_CLOSE_CODE, TOO_MANY_CONNECTIONS_REASON);
            return false;
          }
          settlePending.get(wsContext.extra.socket)?.();
          wsContext.extra.socket.once('close', () => limits.forget(userId, wsContext));
          closeWhenCredentialsLapse(services, ctx.viewer, wsContext.extra.socket);
          return true;
        } catch {
          return false;
        }
      },
      context: (wsContext) => wsContext.extra.ctx!,
      onError: (_wsContext, _id, _payload, errors) => {
        if (!config.production) return;
        for (const error of errors) error.message = withoutSuggestions(error.message);
        return errors;
      },
    },
    wsServer,
    // a ws ping every WS_KEEPALIVE_S; a socket that has not answered by the next one is terminated (its
    // subscriptions end), so a phone that vanished without closing holds nothing for long
    config.wsKeepAliveS * 1000,
  );
  return { wsServer, wsCleanup, limits };
}
