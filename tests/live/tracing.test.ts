// Traces over OTLP/HTTP (api/src/platform/tracing/): a real API node (api/src/main.ts in its own process)
// on PostgreSQL and Redis sends its spans to a collector this test plays (an HTTP server taking OTLP's
// protobuf encoding, the default, decoded by protobufjs; a second node sends the JSON one). A request with a traceparent continues that trace through the HTTP request, GraphQL's
// parse, validate and execute and its PostgreSQL statements; the request's log lines carry its trace_id;
// a task's first dispatch wave, its Redis publishes and a bot delivery have spans. A node without an
// endpoint loads no OpenTelemetry module at all.
//
// PostgreSQL only: the embedded PGlite database has no pg driver, so no statement spans to see.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import protobuf from 'protobufjs';
import { signInitData } from '../../api/src/platform/auth/init-data';
import { startApiNode, type ApiNode } from '../support/api-node';
import { createTestDatabase, usePglite, type TestDatabase } from '../support/database';
import { createCategory, createClient, createMaster, places, type TestUser } from '../support/factories';
import { TEST_BOT_TOKEN } from '../support/test-app';
import { eventually } from '../support/eventually';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const PROBE = path.resolve(__dirname, '..', 'support', 'module-probe.cjs');
const root = path.resolve(__dirname, '..', '..');

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

interface OtlpJson {
  resourceSpans?: {
    scopeSpans?: { spans?: (Omit<ReceivedSpan, 'attributes'> & { attributes?: OtlpAttribute[] })[] }[];
  }[];
}
interface OtlpAttribute {
  key: string;
  value: Record<string, unknown>;
}

// What the test reads of OTLP's ExportTraceServiceRequest (opentelemetry/proto/collector/trace/v1 and
// trace/v1, common/v1: the same field numbers; the rest is skipped when decoded)
const OTLP_TRACE_PROTO = `
syntax = "proto3";
message ExportTraceServiceRequest { repeated ResourceSpans resource_spans = 1; }
message ResourceSpans { repeated ScopeSpans scope_spans = 2; }
message ScopeSpans { repeated Span spans = 2; }
message Span {
  bytes trace_id = 1;
  bytes span_id = 2;
  bytes parent_span_id = 4;
  string name = 5;
  int32 kind = 6;
  repeated KeyValue attributes = 9;
}
message KeyValue { string key = 1; AnyValue value = 2; }
message AnyValue {
  oneof value { string string_value = 1; bool bool_value = 2; int64 int_value = 3; double double_value = 4; }
}`;
const ExportTraceServiceRequest = protobuf.parse(OTLP_TRACE_PROTO).root.lookupType('ExportTraceServiceRequest');

// the protobuf encoding in the JSON encoding's shape (ids in hex, camelCase names)
function fromProtobuf(body: Buffer): OtlpJson {
  const hex = (bytes?: Uint8Array) => (bytes?.length ? Buffer.from(bytes).toString('hex') : undefined);
  const decoded = ExportTraceServiceRequest.toObject(ExportTraceServiceRequest.decode(body), {
    longs: Number,
    defaults: false,
  }) as {
    resourceSpans?: {
      scopeSpans?: {
        spans?: {
          traceId?: Uint8Array;
          spanId?: Uint8Array;
          parentSpanId?: Uint8Array;
          name: string;
          kind?: number;
          attributes?: OtlpAttribute[];
        }[];
      }[];
    }[];
  };
  return {
    resourceSpans: (decoded.resourceSpans ?? []).map((resource) => ({
      scopeSpans: (resource.scopeSpans ?? []).map((scope) => ({
        spans: (scope.spans ?? []).map((span) => ({
          traceId: hex(span.traceId)!,
          spanId: hex(span.spanId)!,
          parentSpanId: hex(span.parentSpanId),
          name: span.name,
          kind: span.kind ?? 0,
          attributes: span.attributes,
        })),
      })),
    })),
  };
}

// the collector: POST /v1/traces with OTLP's protobuf or JSON encoding of ExportTraceServiceRequest
async function collector() {
  const spans: ReceivedSpan[] = [];
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      paths.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
      const raw = Buffer.concat(chunks);
      const body =
        request.headers['content-type'] === 'application/x-protobuf'
          ? fromProtobuf(raw)
          : (JSON.parse(raw.toString()) as OtlpJson);
      for (const resource of body.resourceSpans ?? [])
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({
              ...span,
              attributes: Object.fromEntries(
                (span.attributes ?? []).map((a) => [a.key, Object.values(a.value)[0]] as const),
              ),
            });
      // an empty ExportTraceServiceResponse in the request's encoding
      if (request.headers['content-type'] === 'application/x-protobuf')
        response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
      else response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { spans, paths, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const describePg = usePglite ? describe.skip : describe;

describePg('traces over OTLP', () => {
  let database: TestDatabase;
  let otlp: Awaited<ReturnType<typeof collector>>;
  let otlpJson: Awaited<ReturnType<typeof collector>>;
  let traced: ApiNode;
  let json: ApiNode;
  let plain: ApiNode;
  const probeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usta-probe-'));
  const probeFile = (name: string) => path.join(probeDir, `${name}.json`);

  beforeAll(async () => {
    database = await createTestDatabase();
    [otlp, otlpJson] = await Promise.all([collector(), collector()]);
    const env = { DATABASE_URL: database.url!, NODE_OPTIONS: `--require ${PROBE}` };
    const tracing = {
      OTEL_BSP_SCHEDULE_DELAY: '100',
      // every trace kept (the node's default keeps one new trace in ten): the delivery's is a new one
      OTEL_TRACES_SAMPLER: 'parentbased_always_on',
    };
    [traced, json, plain] = await Promise.all([
      // the default encoding: protobuf
      startApiNode('traced', {
        ...env,
        ...tracing,
        OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
        MODULE_PROBE_FILE: probeFile('traced'),
        REDIS_URL,
        REDIS_PREFIX: `usta-test-${crypto.randomBytes(5).toString('hex')}:`,
        DISPATCH_WAVE_SIZE: '1',
      }),
      startApiNode('json', {
        ...env,
        ...tracing,
        OTEL_EXPORTER_OTLP_ENDPOINT: otlpJson.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      }),
      startApiNode('plain', { ...env, MODULE_PROBE_FILE: probeFile('plain') }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([traced?.stop(), json?.stop(), plain?.stop()]);
    await Promise.all([otlp, otlpJson].map((each) => new Promise((resolve) => each?.server.close(resolve))));
    await database?.drop();
    fs.rmSync(probeDir, { recursive: true, force: true });
  }, 30_000);

  const initData = (user: TestUser) => signInitData({ first_name: 'Тест', ...user.spec }, TEST_BOT_TOKEN, new Date());
  const inTrace = (traceId: string) => otlp.spans.filter((span) => span.traceId === traceId);
  // the database a client span speaks to (OpenTelemetry's current and earlier attribute names)
  const dbSystem = (span: ReceivedSpan) => span.attributes['db.system.name'] ?? span.attributes['db.system'];

  test('an incoming traceparent is continued through HTTP, GraphQL and PostgreSQL, and the log lines carry it', async () => {
    const client = await createClient(database.handle.prisma);
    const traceId = crypto.randomBytes(16).toString('hex');
    const parentId = crypto.randomBytes(8).toString('hex');
    const response = await fetch(`${traced.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-telegram-init-data': initData(client),
        traceparent: `00-${traceId}-${parentId}-01`,
      },
      body: JSON.stringify({ query: 'query TracedCategories { categories { id name } }' }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { categories: unknown[] } }).data.categories.length).toBeGreaterThan(0);

    await eventually(() => inTrace(traceId).some((span) => span.name === 'POST /graphql'), 10_000);
    const spans = inTrace(traceId);
    const names = spans.map((span) => span.name);
    // the HTTP request: a server span whose parent is the caller's span
    const request = spans.find((span) => span.name === 'POST /graphql')!;
    expect(request.parentSpanId).toBe(parentId);
    expect(request.kind).toBe(2);
    expect(request.attributes['http.route']).toBe('/graphql');
    expect(request.attributes['http.response.status_code']).toBe(200);
    // GraphQL's three steps
    expect(names).toEqual(expect.arrayContaining(['graphql.parse', 'graphql.validate']));
    expect(spans.some((span) => span.attributes['graphql.operation.name'] === 'TracedCategories')).toBe(true);
    // the statements of the sign-in and of the categories' read
    const statements = spans.filter((span) => dbSystem(span) === 'postgresql');
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.some((span) => /"Category"/.test(String(span.attributes['db.query.text'])))).toBe(true);
    // the node's default encoding
    expect(otlp.paths.length).toBeGreaterThan(0);
    expect(otlp.paths.every((line) => line === 'POST /v1/traces application/x-protobuf')).toBe(true);

    // every line of the request after its span started names the trace ("incoming request" comes before)
    const lines = traced.logs
      .map((line) => {
        try {
          return JSON.parse(line) as { reqId?: string; trace_id?: string; msg?: string };
        } catch {
          return {};
        }
      })
      .filter((line) => line.reqId && line.trace_id === traceId);
    expect(lines.map((line) => line.msg)).toContain('request completed');
    const reqId = lines[0].reqId;
    const others = traced.logs.filter(
      (line) => line.includes(`"reqId":"${reqId}"`) && !line.includes('incoming request'),
    );
    expect(others.every((line) => line.includes(`"trace_id":"${traceId}"`))).toBe(true);
  });

  test('a dispatch wave, its Redis publishes and a bot delivery have their spans', async () => {
    const db = database.handle.prisma;
    const place = await places(db);
    const category = await createCategory(db);
    await createMaster(db, { categoryIds: [category.id], cityId: place.cityId });
    const client = await createClient(db);
    const traceId = crypto.randomBytes(16).toString('hex');
    const response = await fetch(`${traced.url}/api/tg-webapp/tasks`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-telegram-init-data': initData(client),
        traceparent: `00-${traceId}-${crypto.randomBytes(8).toString('hex')}-01`,
      },
      body: JSON.stringify({
        text: 'Не работает розетка в спальне, искрит',
        category_id: category.id,
        city_id: place.cityId,
        district_id: place.districtId,
        phone: '+998907654321',
      }),
    });
    expect(response.status).toBe(200);

    await eventually(() => inTrace(traceId).some((span) => span.name === 'dispatch.wave'), 10_000);
    const wave = inTrace(traceId).find((span) => span.name === 'dispatch.wave')!;
    expect(wave.attributes).toMatchObject({ 'usta.dispatch.wave': 1, 'usta.dispatch.offered': 1 });
    // the wave's statements are its children
    expect(inTrace(traceId).some((span) => span.parentSpanId === wave.spanId && dbSystem(span) === 'postgresql')).toBe(
      true,
    );
    // the task's events go out through Redis within the request's trace
    await eventually(() => inTrace(traceId).some((span) => dbSystem(span) === 'redis'), 10_000);
    // the master's offer notification: the delivery worker tries it (the Bot API here is unreachable)
    await eventually(() => otlp.spans.some((span) => span.name === 'bot.delivery'), 20_000);
    const delivery = otlp.spans.find((span) => span.name === 'bot.delivery')!;
    expect(delivery.attributes['usta.delivery.outcome']).toEqual(expect.any(String));
  }, 40_000);

  test('OTEL_EXPORTER_OTLP_PROTOCOL=http/json sends the same spans in the JSON encoding', async () => {
    const traceId = crypto.randomBytes(16).toString('hex');
    const parentId = crypto.randomBytes(8).toString('hex');
    const response = await fetch(`${json.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-${parentId}-01` },
      body: JSON.stringify({ query: 'query JsonCategories { categories { id } }' }),
    });
    expect(response.status).toBe(200);
    const received = () => otlpJson.spans.filter((span) => span.traceId === traceId);
    await eventually(() => received().some((span) => span.name === 'POST /graphql'), 10_000);
    expect(received().find((span) => span.name === 'POST /graphql')!.parentSpanId).toBe(parentId);
    expect(received().some((span) => span.name === 'graphql.parse')).toBe(true);
    expect(otlpJson.paths.every((line) => line === 'POST /v1/traces application/json')).toBe(true);
  });

  test('without an endpoint no OpenTelemetry module is loaded; with one they are', async () => {
    await Promise.all([traced.stop(), json.stop(), plain.stop()]);
    const loaded = (name: string) => JSON.parse(fs.readFileSync(probeFile(name), 'utf8')) as string[];
    const tracing = (file: string) =>
      /[\\/](@opentelemetry|@fastify[\\/]otel)[\\/]|platform[\\/]tracing[\\/]sdk/.test(file);
    // prom-client's process metrics require the bare OpenTelemetry API (a no-op without an SDK, for
    // exemplars); the SDK, the instrumentations and the exporter are what tracing loads
    const openTelemetryApi = (file: string) => /[\\/]@opentelemetry[\\/]api[\\/]/.test(file);
    expect(loaded('traced').filter(tracing).length).toBeGreaterThan(10);
    expect(loaded('plain').filter((file) => tracing(file) && !openTelemetryApi(file))).toEqual([]);
    expect(loaded('traced').filter((file) => tracing(file) && !openTelemetryApi(file)).length).toBeGreaterThan(10);
    // and no file of the API imports them but tracing/sdk.ts (preload.ts requires it behind the setting)
    const importers = fs
      .readdirSync(path.join(root, 'api', 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.includes('__tests__'))
      .filter((file) =>
        /from '(@opentelemetry|@fastify\/otel)|require\('(@opentelemetry|@fastify\/otel)/.test(
          fs.readFileSync(path.join(root, 'api', 'src', file), 'utf8'),
        ),
      );
    expect(importers).toEqual([path.join('platform', 'tracing', 'sdk.ts')]);
  });
});
