// HTTP and graphql-ws on one Fastify server, with one context factory for both.
import fs from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { createContext, headersFromConnectionParams } from './auth/authenticate';
import type { Config } from './config';
import type { DbHandle } from './db/client';
import type { RequestContext, Services } from './domain/context';
import { AppError, AuthenticationError, AUTH_TEXTS } from './domain/errors';
import type { EventBus } from './lib/event-bus';
import { subscribeWithFreshContexts } from './lib/graphql-subscribe';
import type { Logger } from './logger';
import { devLoginRoutes } from './rest/dev-login';
import { restRoutes } from './rest/index';
import { schema } from './schema/index';

export interface AppOptions {
  config: Config;
  database: DbHandle;
  bus: EventBus;
  log: Logger;
}

export interface App {
  fastify: FastifyInstance;
  services: Services;
  close(): Promise<void>;
}

function authFailure(error: AuthenticationError) {
  const texts = AUTH_TEXTS[error.kind];
  return new GraphQLError(texts.error, { extensions: { code: texts.code, http: { status: 401 } } });
}

export async function createApp({ config, database, bus, log }: AppOptions): Promise<App> {
  const services: Services = { db: database.prisma, config, bus, log };
  const fastify = Fastify({
    loggerInstance: log,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  }) as unknown as FastifyInstance;

  fastify.get('/healthz', async () => ({ status: 'ok' }));
  fastify.get('/readyz', async (_request, reply) => {
    try {
      await database.prisma.$queryRaw`SELECT 1`;
      return { status: 'ready' };
    } catch (error) {
      log.warn({ err: error }, 'database not ready');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  // graphql-ws on the same port and path as HTTP GraphQL
  const wsServer = new WebSocketServer({ noServer: true });
  fastify.server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/graphql') return socket.destroy();
    wsServer.handleUpgrade(request, socket, head, (ws) => wsServer.emit('connection', ws, request));
  });
  const wsCleanup = useServer<Record<string, unknown>, { ctx?: RequestContext }>(
    {
      schema,
      // each event of a subscription is resolved with its own copy of the socket's context
      subscribe: subscribeWithFreshContexts,
      onConnect: async (wsContext) => {
        try {
          const ctx = await createContext(services, headersFromConnectionParams(wsContext.connectionParams));
          if (!ctx.viewer) return false;
          wsContext.extra.ctx = ctx;
          return true;
        } catch {
          return false;
        }
      },
      context: (wsContext) => wsContext.extra.ctx!,
    },
    wsServer,
  );

  const apollo = new ApolloServer<RequestContext>({
    schema,
    introspection: true,
    includeStacktraceInErrorResponses: !config.production,
    // expected failures thrown outside a typed error union (a refused scope, say) keep their own code
    formatError: (formatted, error) => {
      const original = unwrapResolverError(error);
      if (original instanceof AppError) {
        return { ...formatted, message: original.message, extensions: { ...formatted.extensions, code: original.code } };
      }
      return formatted;
    },
    plugins: [fastifyApolloDrainPlugin(fastify)],
  });
  await apollo.start();
  await fastify.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (request) => {
      try {
        return await createContext(services, request.headers);
      } catch (error) {
        if (error instanceof AuthenticationError) throw authFailure(error);
        throw error;
      }
    },
  });

  await restRoutes(fastify, services);
  if (config.devLogin) devLoginRoutes(fastify, services);

  fs.mkdirSync(config.uploadsDir, { recursive: true });
  await fastify.register(fastifyStatic, { root: config.uploadsDir, prefix: '/uploads/', decorateReply: false });

  const indexHtml = path.join(config.webDist, 'index.html');
  if (fs.existsSync(indexHtml)) {
    await fastify.register(fastifyStatic, { root: config.webDist, prefix: '/', wildcard: false, index: false });
    // the web app's routes (/home, /client/tasks...) all answer with the app shell
    fastify.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0];
      if (request.method !== 'GET' || /^\/(api|admin\/api|graphql|uploads)(\/|$)/.test(url)) {
        return reply.code(404).send({ success: false, message: 'Не найдено' });
      }
      return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(indexHtml));
    });
  } else {
    log.warn({ webDist: config.webDist }, 'web app is not built: only the API is served');
  }

  return {
    fastify,
    services,
    async close() {
      await wsCleanup.dispose();
      wsServer.close();
      await fastify.close();
    },
  };
}
