// TRUST_PROXY: X-Forwarded-For picks the rate-limit bucket only when it comes from a trusted proxy.
// Unset, a client that sends its own X-Forwarded-For still counts as its socket's address.
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { loadConfig } from '../../platform/config';
import { RATE_LIMIT_TEXT } from '../../platform/rate-limit';

const PROXY = '10.0.0.2';
const base = { TELEGRAM_BOT_TOKEN: '1:x', DATA_DIR: '/tmp/usta-unused' };

// the development sign-in is limited per address; the body is never read once the limit refuses
async function signInStatuses(t: TestApp, remoteAddress: string, forwardedFor: string[]) {
  const statuses: number[] = [];
  for (const address of forwardedFor) {
    const response = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/dev/sign-in',
      remoteAddress,
      headers: { 'x-forwarded-for': address },
      payload: { telegram_id: '900000001' },
    });
    statuses.push(response.statusCode);
    if (response.statusCode === 429) expect(response.json()).toEqual({ success: false, message: RATE_LIMIT_TEXT });
  }
  return statuses;
}

describe('TRUST_PROXY unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SIGN_IN: '2/60' } });
  });
  afterAll(() => t.close());

  it('ignores a spoofed X-Forwarded-For: every request counts as the socket address', async () => {
    const statuses = await signInStatuses(t, '192.0.2.10', [
      '198.51.100.1',
      '198.51.100.2',
      '198.51.100.3',
      '198.51.100.4',
    ]);
    expect(statuses.slice(0, 2).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(2)).toEqual([429, 429]);
  });
});

describe('TRUST_PROXY set to the proxy address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SIGN_IN: '2/60', TRUST_PROXY: PROXY } });
  });
  afterAll(() => t.close());

  it('counts each forwarded client address on its own bucket when the request comes through the proxy', async () => {
    // four clients behind the proxy, one request each: none is refused
    const through = await signInStatuses(t, PROXY, ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']);
    expect(through.filter((status) => status === 429)).toEqual([]);
    // one client behind the proxy: its own third request is refused
    const same = await signInStatuses(t, PROXY, ['203.0.113.7', '203.0.113.7', '203.0.113.7']);
    expect(same[2]).toBe(429);
  });

  it('still ignores X-Forwarded-For from an address that is not the proxy', async () => {
    const statuses = await signInStatuses(t, '192.0.2.20', ['198.51.100.11', '198.51.100.12', '198.51.100.13']);
    expect(statuses[2]).toBe(429);
  });
});

describe('TRUST_PROXY as a hop count (one nginx in front, as in docker-compose.yml)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SIGN_IN: '2/60', TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('takes the address the proxy appended, not what the client wrote before it', async () => {
    // nginx appends the client's address to whatever X-Forwarded-For the client sent
    const statuses = await signInStatuses(t, PROXY, [
      '1.1.1.1, 203.0.113.8',
      '2.2.2.2, 203.0.113.8',
      '3.3.3.3, 203.0.113.8',
    ]);
    expect(statuses[2]).toBe(429);
    const other = await signInStatuses(t, PROXY, ['203.0.113.9']);
    expect(other).not.toEqual([429]);
  });
});

describe('TRUST_PROXY parsing', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', 1],
    ['10.0.0.2', ['10.0.0.2']],
    ['10.0.0.2, 172.16.0.0/12 ,::1, fd00::/8', ['10.0.0.2', '172.16.0.0/12', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('TRUST_PROXY=%p is %p', (raw, expected) => {
    expect(loadConfig({ ...base, ...(raw === undefined ? {} : { TRUST_PROXY: raw }) }).trustProxy).toEqual(expected);
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', '10.0.0.0/8/1', 'nginx'])('refuses TRUST_PROXY=%p', (raw) => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: raw })).toThrow(/TRUST_PROXY/);
  });
});
