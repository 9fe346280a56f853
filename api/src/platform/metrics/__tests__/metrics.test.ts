// The node's Prometheus metrics (docs/operations.md): their own listener, the families, route templates
// and operation names as labels, the dispatch, outbox, socket, pool and bus figures, and no person's id,
// phone, name or text in any label value.
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMasters,
  places,
  type TestUser,
} from '../../../../../tests/support/factories';
import { liveClient } from '../../../../../tests/support/live-client';
import { eventually } from '../../../../../tests/support/eventually';
import { loadConfig } from '../../config';
import { MAX_OPERATION_NAMES, operationLabels, UNMATCHED_ROUTE } from '..';
import { families, samples, scrape, valueOf } from './scrape';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (as: TestUser, url: string, payload: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url: `/api/tg-webapp${url}`, as: as.spec, payload });
const read = async () => (await scrape(t.app.metricsPort)).text;

const TEXT = 'Течёт кран на кухне у Зарины';
const PHONE = '+998901234567';

// a client posts a task with a phone and a text; two masters get it, the first accepts
async function acceptedTask() {
  const place = await places(t.db);
  const category = await createCategory(t.db);
  const masters = await createMasters(t.db, 2, { categoryIds: [category.id], cityId: place.cityId });
  const client = await createClient(t.db, { first_name: 'Зарина', username: 'zarina_home' });
  const created = await post(client, '/tasks', {
    text: TEXT,
    category_id: category.id,
    city_id: place.cityId,
    district_id: place.districtId,
    phone: PHONE,
  });
  expect(created.statusCode).toBe(200);
  const taskId = created.json().data.id as number;
  expect((await post(masters[0], `/master/tasks/${taskId}/approve`)).statusCode).toBe(200);
  return { taskId, client, masters };
}

describe('the metrics listener', () => {
  it('answers GET /metrics in the Prometheus text format on its own port, not on the public one', async () => {
    expect(t.app.metricsPort).toEqual(expect.any(Number));
    expect(t.app.metricsPort).not.toBe(t.config.port);
    const answer = await scrape(t.app.metricsPort);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const onPublic = await t.request({ method: 'GET', url: '/metrics' });
    expect(onPublic.body).not.toContain('# TYPE');
    const other = await fetch(`http://127.0.0.1:${t.app.metricsPort}/other`);
    expect(other.status).toBe(404);
  });

  it('declares every family, with the process and Node figures', async () => {
    const declared = families(await read());
    for (const name of [
      'http_request_duration_seconds',
      'graphql_operation_duration_seconds',
      'graphql_errors_total',
      'usta_dispatch_first_offer_seconds',
      'usta_dispatch_accept_seconds',
      'usta_dispatch_waves_total',
      'usta_ws_connections',
      'usta_ws_subscriptions',
      'usta_outbox_pending',
      'usta_outbox_oldest_seconds',
      'usta_bot_deliveries_total',
      'usta_db_pool_connections',
      'usta_event_bus_up',
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
    ])
      expect(declared).toContain(name);
  });

  it('is off with METRICS_PORT=off, and listens on loopback port 9464 unless told', async () => {
    const off = await createTestApp({ env: { METRICS_PORT: 'off' } });
    try {
      expect(off.app.metricsPort).toBeNull();
      expect(off.app.services.metrics).toBeUndefined();
    } finally {
      await off.close();
    }
    expect(loadConfig({ DATA_DIR: t.config.dataDir }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ DATA_DIR: t.config.dataDir, METRICS_HOST: '10.0.0.5' }).metrics?.host).toBe('10.0.0.5');
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
  });
});

describe('the families', () => {
  it('times requests by route template, never by the URL sent; unmatched routes share one label', async () => {
    const { taskId } = await acceptedTask();
    await t.request({ method: 'GET', url: `/api/tg-webapp/no-such-thing/${taskId}` });
    const text = await read();
    const approve = { method: 'POST', route: '/api/tg-webapp/master/tasks/:id/approve', status_code: '200' };
    expect(valueOf(text, 'http_request_duration_seconds_count', approve)).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(text, 'http_request_duration_seconds_count', { route: UNMATCHED_ROUTE, status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    const routes = samples(text).flatMap((sample) => (sample.labels.route ? [sample.labels.route] : []));
    expect(routes.some((route) => route.includes(String(taskId)))).toBe(false);
  });

  it('times GraphQL operations by name and type, unnamed ones as anonymous, and counts errors by code', async () => {
    const client = await createClient(t.db);
    const before = valueOf(await read(), 'graphql_errors_total', { code: 'GRAPHQL_VALIDATION_FAILED' }) ?? 0;
    await t.gql('query MetricsViewer { me { id } }', {}, client.spec);
    await t.gql('{ me { id } }', {}, client.spec);
    await t.gql('query Broken { noSuchField }', {}, client.spec);
    const unsigned = await t.request({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-telegram-init-data': 'user=forged&hash=00' },
      payload: { query: 'query Forged { me { id } }' },
    });
    expect(unsigned.statusCode).toBe(401);
    const text = await read();
    const named = { operation_name: 'MetricsViewer', operation_type: 'query' };
    expect(valueOf(text, 'graphql_operation_duration_seconds_count', named)).toBe(1);
    expect(
      valueOf(text, 'graphql_operation_duration_seconds_count', {
        operation_name: 'anonymous',
        operation_type: 'query',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'graphql_errors_total', { code: 'GRAPHQL_VALIDATION_FAILED' })).toBe(before + 1);
    // refused while signing in, before the operation began
    expect(valueOf(text, 'graphql_errors_total', { code: 'TELEGRAM_DATA_INVALID' })).toBeGreaterThanOrEqual(1);
  });

  it('keeps at most 200 operation names, then `other`; a name with a long digit run is `other` at once', () => {
    const label = operationLabels(new Set());
    const labels = new Set(
      Array.from({ length: 250 }, (_, i) => label(`Operation${String.fromCharCode(65 + (i % 26))}${i}`)),
    );
    expect(labels.size).toBe(MAX_OPERATION_NAMES + 1);
    expect(labels.has('other')).toBe(true);
    const fresh = operationLabels(new Set());
    expect(fresh('Lookup998901234567')).toBe('other');
    expect(fresh(undefined)).toBe('anonymous');
  });

  it('times dispatch: posted to first offer, posted to accepted, and the waves', async () => {
    const before = await read();
    const count = (text: string, name: string) => valueOf(text, name) ?? 0;
    await acceptedTask();
    const after = await read();
    expect(count(after, 'usta_dispatch_first_offer_seconds_count')).toBe(
      count(before, 'usta_dispatch_first_offer_seconds_count') + 1,
    );
    expect(count(after, 'usta_dispatch_accept_seconds_count')).toBe(
      count(before, 'usta_dispatch_accept_seconds_count') + 1,
    );
    expect(count(after, 'usta_dispatch_waves_total')).toBe(count(before, 'usta_dispatch_waves_total') + 1);
  });

  it('reads the outbox: offers wait for the bot (none runs here), the oldest for a while', async () => {
    await acceptedTask();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const text = await read();
    expect(valueOf(text, 'usta_outbox_pending')).toBeGreaterThanOrEqual(2);
    expect(valueOf(text, 'usta_outbox_oldest_seconds')).toBeGreaterThan(0.5);
  });

  it('counts sockets and their subscriptions', async () => {
    const client = await createClient(t.db);
    const url = await t.listen();
    const live = liveClient(url, t.initData(client.spec));
    try {
      live.subscribe('subscription { viewerChanged { id } }');
      await eventually(async () => valueOf(await read(), 'usta_ws_subscriptions') === 1, 5000, 50);
      expect(valueOf(await read(), 'usta_ws_connections')).toBe(1);
    } finally {
      await live.close();
    }
    await eventually(async () => valueOf(await read(), 'usta_ws_connections') === 0, 5000, 50);
    expect(valueOf(await read(), 'usta_ws_subscriptions')).toBe(0);
  });

  it("says the pools' connections (PostgreSQL) and that the bus is up", async () => {
    const text = await read();
    expect(valueOf(text, 'usta_event_bus_up')).toBe(1);
    if (t.database.handle.kind !== 'postgres') return;
    for (const state of ['in_use', 'idle', 'waiting'])
      expect(valueOf(text, 'usta_db_pool_connections', { pool: 'product', state })).toEqual(expect.any(Number));
    expect(valueOf(text, 'usta_db_pool_connections', { pool: 'product', state: 'idle' })).toBeGreaterThan(0);
  });
});

it("holds no person's id, phone, name or text in any label value", async () => {
  const { taskId, client, masters } = await acceptedTask();
  await t.gql(`query Lookup${PHONE.slice(1)} { me { id } }`, {}, client.spec);
  await t.request({ method: 'GET', url: `/api/tg-webapp/tasks/${taskId}`, as: client.spec });
  await t.request({ method: 'GET', url: `/api/tg-webapp/${encodeURIComponent(TEXT)}` });
  const values = samples(await read()).flatMap((sample) =>
    Object.entries(sample.labels)
      .filter(([key]) => !['le', 'version', 'major', 'minor', 'patch', 'quantile'].includes(key))
      .map(([, value]) => value),
  );
  expect(values.length).toBeGreaterThan(50);
  const people = [client, ...masters].flatMap((user) => [String(user.spec.id), user.spec.first_name ?? '']);
  for (const value of values) {
    expect(value).not.toMatch(/\d{4}/);
    for (const secret of [TEXT, PHONE, PHONE.slice(1), 'Зарина', 'zarina_home', String(taskId), ...people])
      if (secret.length > 2) expect(value).not.toContain(secret);
  }
});
