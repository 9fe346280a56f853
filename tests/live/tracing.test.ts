// Traces over OTLP/HTTP (api/src/platform/tracing/): a real API node (api/src/main.ts in its own process)
// on PostgreSQL and Redis sends its spans to a collector this test plays (an HTTP server taking OTLP's
// JSON encoding). A request with a traceparent continues that trace through the HTTP request, GraphQL's
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

// the collector: POST /v1/traces with OTLP's JSON encoding of ExportTraceServiceRequest
async function collector() {
  const spans: ReceivedSpan[] = [];
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      paths.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
      const body = JSON.parse(Buffer.concat(chunks).toString()) as OtlpJson;
      for (const resource of body.resourceSpans ?? [])
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({
              ...span,
              attributes: Object.fromEntries(
                (span.attributes ?? []).map((a) => [a.key, Object.values(a.value)[0]] as const),
              ),
            });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { spans, paths, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const describePg = usePglite ? describe.skip : describe;

describePg('traces over OTLP', () => {
  let database: TestDatabase;
  let otlp: Awaited<ReturnType<typeof collector>>;
  let traced: ApiNode;
  let plain: ApiNode;
  const probeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usta-probe-'));
  const probeFile = (name: string) => path.join(probeDir, `${name}.json`);

  beforeAll(async () => {
    database = await createTestDatabase();
    otlp = await collector();
    const env = { DATABASE_URL: database.url!, NODE_OPTIONS: `--require ${PROBE}` };
    [traced, plain] = await Promise.all([
      startApiNode('traced', {
        ...env,
        MODULE_PROBE_FILE: probeFile('traced'),
        REDIS_URL,
        REDIS_PREFIX: `usta-test-${crypto.randomBytes(5).toString('hex')}:`,
        OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '100',
        // every trace kept (the node's default keeps one new trace in ten): the delivery's is a new one
        OTEL_TRACES_SAMPLER: 'parentbased_always_on',
        DISPATCH_WAVE_SIZE: '1',
      }),
      startApiNode('plain', { ...env, MODULE_PROBE_FILE: probeFile('plain') }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([traced?.stop(), plain?.stop()]);
    await new Promise((resolve) => otlp?.server.close(resolve));
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
    expect(otlp.paths.every((line) => line.startsWith('POST /v1/traces application/json'))).toBe(true);

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

  test('without an endpoint no OpenTelemetry module is loaded; with one they are', async () => {
    await Promise.all([traced.stop(), plain.stop()]);
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
