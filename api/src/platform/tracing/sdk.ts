// OpenTelemetry traces, loaded only when tracing/preload.ts finds an OTLP endpoint: spans of each HTTP
// request (@fastify/otel), GraphQL's parse, validate and execute, every PostgreSQL statement through the
// pg driver, Redis commands, and the manual spans of tracing/spans.ts; sent over OTLP/HTTP in batches.
// The exporter reads OpenTelemetry's own variables (OTEL_EXPORTER_OTLP_ENDPOINT, _HEADERS, _PROTOCOL,
// OTEL_BSP_*, OTEL_TRACES_SAMPLER: README's configuration table).
import { context, diag, DiagLogLevel, isSpanContextValid, SpanStatusCode, trace } from '@opentelemetry/api';
import type { SpanContext } from '@opentelemetry/api';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-node';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { logger } from '../logger';
import { useSpanRunner, useTraceFields, whenStopping, type SpanRunner, type TraceFields } from './spans';

// health probes come every few seconds from the orchestrator: no trace of them
const UNTRACED_PATHS = ['/healthz', '/readyz'];
// the request's span context, kept on its logger for the lines Fastify writes outside the request's
// active context ("request completed")
const REQUEST_SPAN = Symbol('usta.requestSpan');

// OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL: http/protobuf (OpenTelemetry's default) or http/json
function exporter(env = process.env): SpanExporter {
  const protocol = (
    env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ||
    env.OTEL_EXPORTER_OTLP_PROTOCOL ||
    'http/protobuf'
  ).trim();
  if (protocol === 'http/json') {
    /* eslint-disable @typescript-eslint/no-require-imports -- only the exporter asked for is loaded */
    const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http');
    return new OTLPTraceExporter() as SpanExporter;
  }
  if (protocol !== 'http/protobuf') logger.warn({ protocol }, 'OTLP protocol not supported here: http/protobuf used');
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-proto');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return new OTLPTraceExporter() as SpanExporter;
}

const traceFields: TraceFields = (log): Record<string, string> => {
  const active = trace.getSpan(context.active())?.spanContext();
  const span: SpanContext | undefined =
    active && isSpanContextValid(active) ? active : (log as { [REQUEST_SPAN]?: SpanContext })[REQUEST_SPAN];
  // a new object each time: pino merges the line's own fields into what the mixin returns
  if (!span) return {};
  return { trace_id: span.traceId, span_id: span.spanId, trace_flags: `0${span.traceFlags.toString(16)}` };
};

export function startTracing(): void {
  // the SDK's own troubles (a collector that refuses or cannot be reached) in the app's log
  diag.setLogger(
    {
      error: (message) => logger.warn({ component: 'opentelemetry' }, message),
      warn: (message) => logger.warn({ component: 'opentelemetry' }, message),
      info: () => undefined,
      debug: () => undefined,
      verbose: () => undefined,
    },
    DiagLogLevel.WARN,
  );
  const resource = resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'usta-api' }).merge(
    detectResources({ detectors: [envDetector] }),
  );
  // OpenTelemetry's default keeps every trace: about a fifth more CPU per read (docs/performance.md,
  // "Tracing"). Unless OTEL_TRACES_SAMPLER says otherwise, one new trace in ten (OTEL_TRACES_SAMPLER_ARG)
  // is kept, and a caller's traceparent is followed either way
  const sampler = process.env.OTEL_TRACES_SAMPLER
    ? {}
    : {
        sampler: new ParentBasedSampler({
          root: new TraceIdRatioBasedSampler(Number(process.env.OTEL_TRACES_SAMPLER_ARG || 0.1)),
        }),
      };
  const spanProcessors = [new BatchSpanProcessor(exporter())];
  const provider = new NodeTracerProvider({ resource, spanProcessors, ...sampler });
  // AsyncLocalStorage context, W3C traceparent and baggage: an incoming traceparent continues its trace
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new FastifyOtelInstrumentation({
        // every Fastify instance gets the plugin as it is created (http/server.ts needs no change)
        registerOnInitialization: true,
        // one span per request: a span for each of the app's hooks, or one more for the route's handler,
        // cost CPU on every request and told nothing the request's own span and its children do not
        instrumentHooks: false,
        instrumentHandler: false,
        ignorePaths: (route: { url?: string }) => UNTRACED_PATHS.includes((route.url ?? '').split('?')[0]),
        requestHook: (span, request) => {
          span.updateName(`${request.method} ${request.routeOptions.url ?? 'unknown route'}`);
          Object.assign(request.log, { [REQUEST_SPAN]: span.spanContext() });
        },
      }),
      // one span per field would be hundreds per screen: parse, validate and execute only
      new GraphQLInstrumentation({ ignoreResolveSpans: true, mergeItems: true }),
      // statements of a request, a wave or a delivery; a timed job's polling alone starts no trace
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });

  const tracer = provider.getTracer('usta');
  const runner: SpanRunner = (name, attributes, work) =>
    tracer.startActiveSpan(name, { attributes }, async (span) => {
      try {
        return await work({ set: (more) => span.setAttributes(more) });
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        span.end();
      }
    });
  useSpanRunner(runner);
  useTraceFields(traceFields);
  whenStopping(() => provider.shutdown());
  logger.info(
    { protocol: process.env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf' },
    'tracing on: spans go to the OTLP endpoint',
  );
}
