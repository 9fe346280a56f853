// HTTP and graphql-ws on one Fastify server, with one context factory for both.
import { ApolloServer, HeaderMap } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { createContext, credentialsKey, tokenOwners } from '../modules/identity';
import type { Config } from '../platform/config';
import type { DbHandle } from '../platform/db/client';
import type { RequestContext, Services } from '../platform/context';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_S } from '../platform/db/errors';
import { AppError, AuthenticationError } from '../platform/errors';
import { translate } from '../platform/i18n';
import type { EventBus } from '../platform/events/event-bus';
import { idempotencyPlugin } from '../graphql/idempotency';
import { reportsPlugin } from '../graphql/reports';
import {
  GRAPHQL_LIMIT_TEXTS,
  graphqlArmor,
  mentionsReports,
  operationGuardPlugin,
  withoutSuggestions,
} from '../graphql/limits';
import { ReportsCooldown } from '../graphql/reports-cooldown';
import { documentStore } from '../graphql/document-store';
import { jsonDepth, MAX_JSON_DEPTH, storable } from '../platform/sanitize';
import { createRateLimiter, RateLimitError, registerRestRateLimits, type RateLimiter } from '../platform/rate-limit';
import type { Logger } from '../platform/logger';
import {
  AppMetrics,
  gaugeReadings,
  graphqlMetricsPlugin,
  listenForScrapes,
  measureRequests,
} from '../platform/metrics';
import { crossSiteGuard } from './cross-site';
import { serveFiles } from './web-files';
import { addressOf, trustProxyOption } from './trust-proxy';
import { serverTimeouts } from './timeouts';
import { idempotentChanges, mayBeReplay, takesKey } from './idempotency';
import { devLoginRoutes } from './dev-login';
import { failureText, keepFailureTexts, say } from './envelope';
import { restRoutes } from './routes';
import { loadShedding } from './shedding';
import { drainRefusedBody } from './refused-body';
import { healthRoutes } from './readiness';
import { schema } from '../graphql/schema';
import { WaveClock } from '../modules/dispatch';
import { graphqlSocket } from '../graphql/socket';
import {
  databaseUnavailablePlugin,
  errorLanguagePlugin,
  graphqlErrorFormatter,
  UNAVAILABLE_TEXT_RU,
} from '../graphql/errors';

export interface AppOptions {
  config: Config;
  database: DbHandle;
  bus: EventBus;
  log: Logger;
}

export interface App {
  fastify: FastifyInstance;
  services: Services;
  limiter: RateLimiter;
  // the Prometheus figures and the port their listener took (platform/metrics); null with METRICS_PORT=off
  metrics: AppMetrics | null;
  metricsPort: number | null;
  close(): Promise<void>;
}

// nobody is signed in: docs/product.md's text
function authFailure(error: AuthenticationError) {
  return new GraphQLError(translate('ru', error), { extensions: { code: error.code, http: { status: 401 } } });
}

export async function createApp({ config, database, bus, log }: AppOptions): Promise<App> {
  const services: Services = { db: database.prisma, reports: database.reports, config, bus, log };
  // dispatch waves are timed on every node (with DISPATCH_WAVE_SIZE=all there are none)
  const waves = config.dispatchWaveSize === null ? null : new WaveClock(services, config.jobIntervalS * 1000);
  if (waves) services.waves = waves;
  const metrics = config.metrics ? new AppMetrics() : null;
  if (metrics) services.metrics = metrics;
  const fastify = Fastify({
    loggerInstance: log,
    bodyLimit: 1024 * 1024,
    ...serverTimeouts(config.httpTimeouts),
    // X-Forwarded-For only from the configured proxies (TRUST_PROXY): the rate limits key on request.ip
    trustProxy: trustProxyOption(config.trustProxy),
  }) as unknown as FastifyInstance;
  if (metrics) measureRequests(fastify, metrics);

  // refused at once while the node lags or its heap is nearly full, before any other hook runs
  await loadShedding(fastify, config.shedding);

  // Fastify's own JSON parser (prototype poisoning refused), behind a nesting limit: a body nested
  // thousands deep is refused with 400 before anything walks it
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) {
      const error = Object.assign(new Error(GRAPHQL_LIMIT_TEXTS.tooLarge), {
        statusCode: 400,
        code: 'BAD_REQUEST',
      });
      return done(error, undefined);
    }
    parseJson(request, body as string, done);
  });

  // GraphQL bodies are bounded apart from uploads' 1 MB: a large body only ever carried blanks or
  // comments past the token limit, and the parser still read all of it (graphql/document-store.ts)
  fastify.addHook('onRoute', (route) => {
    if (route.url === '/graphql') route.bodyLimit = config.graphqlLimits.maxBodyBytes;
  });

  const limiter = createRateLimiter(config, log);
  // failures of the framework itself (a body that is not JSON, too large, a refused rate limit) in the
  // API's own shapes: { success: false, message } on REST with the route's docs/product.md text, errors[] on GraphQL
  fastify.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_S)).code(503);
      return request.url.startsWith('/graphql')
        ? reply.send({ errors: [{ message: UNAVAILABLE_TEXT_RU, extensions: { code: 'SERVICE_UNAVAILABLE' } }] })
        : reply.send({ success: false, message: UNAVAILABLE_TEXT_RU });
    }
    const status =
      error instanceof AppError
        ? error.status
        : error.statusCode && error.statusCode >= 400 && error.statusCode < 600
          ? error.statusCode
          : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') drainRefusedBody(request, reply);
    if (request.url.startsWith('/graphql')) {
      const message =
        status === 413
          ? GRAPHQL_LIMIT_TEXTS.tooLarge
          : status >= 500
            ? GRAPHQL_LIMIT_TEXTS.internal
            : error instanceof AppError
              ? translate('ru', error)
              : error.message;
      return reply.code(status).send({
        errors: [
          {
            message: config.production && status >= 500 ? GRAPHQL_LIMIT_TEXTS.internal : message,
            extensions: { code: error.code ?? 'BAD_REQUEST' },
          },
        ],
      });
    }
    if (error instanceof RateLimitError) return reply.code(429).send({ success: false, message: say(request, error) });
    return reply.code(status).send({ success: false, message: failureText(request) });
  });
  keepFailureTexts(fastify);
  crossSiteGuard(fastify, config);
  idempotentChanges(fastify);
  // JSON bodies, query strings and path parameters reach the services storable: no NUL, no lone surrogate (platform/sanitize.ts)
  fastify.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body))
      request.body = storable(request.body);
    else if (typeof request.body === 'string') request.body = storable(request.body);
    request.query = storable(request.query);
    request.params = storable(request.params);
  });
  await registerRestRateLimits(
    fastify,
    limiter,
    config,
    { takesKey, mayBeReplay: (request, telegramId) => mayBeReplay(services.db, request, telegramId) },
    tokenOwners(services.db),
  );

  healthRoutes(fastify, { database, bus, log });

  const protection = graphqlArmor(config);
  const reportsCooldown = new ReportsCooldown();

  const { wsServer, wsCleanup, limits } = graphqlSocket(
    fastify,
    services,
    protection.validationRules,
    addressOf(config.trustProxy),
  );
  const sockets = () => ({ connections: wsServer.clients.size, subscriptions: limits.held().subscriptions });
  metrics?.watch(gaugeReadings(database, bus, sockets));

  const formatGraphqlError = graphqlErrorFormatter(config);
  const apollo = new ApolloServer<RequestContext>({
    schema,
    // on in production too, for admins and analysts only (operationGuardPlugin)
    introspection: true,
    // a stack trace tells a caller about the code, not about their request: only when the operator asks
    includeStacktraceInErrorResponses: config.debugErrors,
    validationRules: protection.validationRules,
    // graphql-js stops reading a document after this many tokens
    parseOptions: { maxTokens: config.graphqlLimits.maxTokens },
    // parsed documents sized with their source text (graphql/document-store.ts)
    documentStore: documentStore(),
    // batched (array) requests stay refused: one request, one operation, one set of limits
    allowBatchedHttpRequests: false,
    // Automatic persisted queries are off: neither the web app nor anything else sends them, and Apollo's
    // cache answered a mismatched hash or an unknown version as an internal error; now any persisted query
    // is refused with PERSISTED_QUERY_NOT_SUPPORTED in the viewer's language (graphql/errors.ts)
    persistedQueries: false,
    formatError: (formatted, error) => {
      const shown = formatGraphqlError(formatted, error);
      return config.production ? { ...shown, message: withoutSuggestions(shown.message) } : shown;
    },
    plugins: [
      ...(metrics ? [graphqlMetricsPlugin<RequestContext>(metrics)] : []),
      fastifyApolloDrainPlugin(fastify),
      ...protection.plugins,
      operationGuardPlugin(config, limiter, reportsCooldown),
      reportsPlugin(),
      idempotencyPlugin(),
      databaseUnavailablePlugin(),
      errorLanguagePlugin(),
      // the explorer is the app's own (admins and analysts), not Apollo's page from a CDN
      ApolloServerPluginLandingPageDisabled(),
      // no cache hints are set and responses are never HTTP-cached: the default plugin only added a hook to
      // every resolved field
      ApolloServerPluginCacheControlDisabled(),
    ],
  });
  await apollo.start();
  await fastify.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (request) => {
      // someone refused reports a moment ago asks for them again: refused before signing in and parsing
      const cooling = reportsCooldown.refusal(credentialsKey(services, request.headers));
      if (cooling && mentionsReports(request.body, request.query)) throw cooling;
      try {
        return await createContext(services, request.headers);
      } catch (error) {
        if (error instanceof AuthenticationError) throw authFailure(error);
        // signing in reads the database: while it is down the request ends here with 503
        if (isDatabaseUnavailable(error)) {
          throw new GraphQLError(UNAVAILABLE_TEXT_RU, {
            extensions: {
              code: 'SERVICE_UNAVAILABLE',
              http: { status: 503, headers: new HeaderMap([['retry-after', String(UNAVAILABLE_RETRY_S)]]) },
            },
          });
        }
        throw error;
      }
    },
  });

  await restRoutes(fastify, services);
  if (config.devLogin) devLoginRoutes(fastify, services);

  await serveFiles(fastify, config, log);

  const scrapes = metrics && config.metrics ? await listenForScrapes(metrics.registry, config.metrics, log) : null;
  waves?.start();
  return {
    fastify,
    services,
    limiter,
    metrics,
    metricsPort: scrapes?.port ?? null,
    async close() {
      await scrapes?.close();
      await waves?.stop();
      await wsCleanup.dispose();
      wsServer.close();
      await fastify.close();
      await limiter.close();
    },
  };
}
