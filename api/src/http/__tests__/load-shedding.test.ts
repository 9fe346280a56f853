// Load shedding (http/shedding.ts): while the event loop lags past SHED_EVENT_LOOP_DELAY_MS or the heap
// holds more than SHED_HEAP_USED_MB, a new request is refused with 503, Retry-After and the API's own
// shapes in the caller's language; /healthz and /readyz answer all the same; "off" turns a limit off.
import { createTestApp, DEMO, type TestApp } from '../../../../tests/support/test-app';
import { eventually } from '../../../../tests/support/eventually';
import { sheddingFrom } from '../../platform/load-shedding';
import { RU } from '../../platform/i18n/ru';
import { UZ } from '../../platform/i18n/uz';

// the event loop kept busy for `ms`: 90 ms of work at a time, as under a load the node cannot keep up with
async function saturate(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const until = Date.now() + 90;
    while (Date.now() < until) {
      // busy
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const statusOf = async (t: TestApp, url: string) => (await t.request({ method: 'GET', url })).statusCode;

describe('load shedding past the event-loop delay limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SHED_EVENT_LOOP_DELAY_MS: '40', SHED_HEAP_USED_MB: 'off' } });
  });
  afterAll(() => t.close());

  test('new requests get 503 with Retry-After in the caller language; health and readiness still answer', async () => {
    expect((await t.request({ method: 'GET', url: '/api/tg-webapp/init', as: DEMO.client })).statusCode).toBe(200);
    await saturate(1500);

    const rest = await t.request({ method: 'GET', url: '/api/tg-webapp/init', as: DEMO.client });
    expect(rest.statusCode).toBe(503);
    expect(rest.headers['retry-after']).toBe('5');
    expect(rest.json()).toEqual({ success: false, message: RU.SERVICE_UNAVAILABLE, code: 'OVERLOADED' });

    const graphql = await t.request({
      method: 'POST',
      url: '/graphql',
      as: { id: 900000101, first_name: 'Aziz', language_code: 'uz' },
      payload: { query: '{ categories { id } }' },
    });
    expect(graphql.statusCode).toBe(503);
    expect(graphql.headers['retry-after']).toBe('5');
    expect(graphql.json()).toEqual({
      errors: [{ message: UZ.SERVICE_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE', reason: 'OVERLOADED' } }],
    });

    expect(await statusOf(t, '/healthz')).toBe(200);
    expect(await statusOf(t, '/readyz')).toBe(200);

    // the loop idle again, the next sample lets requests through
    await eventually(async () => (await statusOf(t, '/api/tg-webapp/init')) !== 503, 5000, 100);
  });
});

describe('load shedding past the heap limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SHED_HEAP_USED_MB: '1' } });
  });
  afterAll(() => t.close());

  test('every new request is refused while the heap is over the limit, health and readiness are not', async () => {
    await eventually(async () => (await statusOf(t, '/graphql?query=%7B__typename%7D')) === 503, 5000, 100);
    const refused = await t.request({ method: 'GET', url: '/api/tg-webapp/init', as: DEMO.client });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(await statusOf(t, '/healthz')).toBe(200);
    expect(await statusOf(t, '/readyz')).toBe(200);
  });
});

describe('load shedding turned off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SHED_EVENT_LOOP_DELAY_MS: 'off', SHED_HEAP_USED_MB: 'off' } });
  });
  afterAll(() => t.close());

  test('a lagging loop refuses nothing', async () => {
    await saturate(1500);
    expect((await t.request({ method: 'GET', url: '/api/tg-webapp/init', as: DEMO.client })).statusCode).toBe(200);
  });
});

test('the settings: defaults, off, a clear error for anything else', () => {
  const defaults = sheddingFrom({});
  expect(defaults.maxEventLoopDelayMs).toBe(1000);
  expect(defaults.maxHeapUsedBytes).toBeGreaterThan(100 * 2 ** 20);
  expect(defaults.retryAfterS).toBe(5);
  expect(sheddingFrom({ SHED_EVENT_LOOP_DELAY_MS: 'off', SHED_HEAP_USED_MB: '0', SHED_RETRY_AFTER_S: '30' })).toEqual({
    maxEventLoopDelayMs: null,
    maxHeapUsedBytes: null,
    retryAfterS: 30,
  });
  expect(() => sheddingFrom({ SHED_HEAP_USED_MB: '1.5GB' })).toThrow(
    /SHED_HEAP_USED_MB must be a whole number or "off"/,
  );
});
