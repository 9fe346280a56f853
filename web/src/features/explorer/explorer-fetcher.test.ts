import { clearInitData, saveInitData } from '../../lib/init-data';
import { restoreFetch, stubFetch } from '../../test/fetch-stub';
import { checkExplorerAccess, createExplorerFetcher } from './explorer-fetcher';

describe('explorer fetcher', () => {
  afterEach(() => {
    restoreFetch();
    clearInitData();
  });

  it('sends an analyst token as Bearer, without the init data, plus the headers typed in the IDE', async () => {
    saveInitData('query_id=1&hash=abc');
    const calls = stubFetch(() => ({ status: 200, body: { data: { ok: true } } }));
    const result = await createExplorerFetcher({ kind: 'token', token: ' usta_secret ' })(
      { query: '{ ok }' },
      { headers: { 'X-Trace': '7' } },
    );
    expect(result).toEqual({ data: { ok: true } });
    expect(calls[0].url).toBe('/graphql');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer usta_secret');
    expect(calls[0].headers.get('X-Telegram-Init-Data')).toBeNull();
    expect(calls[0].headers.get('X-Trace')).toBe('7');
    expect(JSON.parse(String(calls[0].body))).toEqual({ query: '{ ok }' });
  });

  it("sends the admin's init data in a session", async () => {
    saveInitData('query_id=1&hash=abc');
    const calls = stubFetch(() => ({ status: 200, body: { data: {} } }));
    await createExplorerFetcher({ kind: 'session' })({ query: '{ ok }' });
    expect(calls[0].headers.get('X-Telegram-Init-Data')).toBe('query_id=1&hash=abc');
    expect(calls[0].headers.get('Authorization')).toBeNull();
  });

  it('grants access only when an admin read succeeds', async () => {
    stubFetch(() => ({ status: 200, body: { data: { auditLog: { total: 3 } } } }));
    expect(await checkExplorerAccess({ kind: 'token', token: 't' })).toBe(true);
    stubFetch(() => ({ status: 200, body: { data: null, errors: [{ message: 'Недостаточно прав' }] } }));
    expect(await checkExplorerAccess({ kind: 'session' })).toBe(false);
    stubFetch(() => ({ status: 401, body: { errors: [{ message: 'Invalid Telegram data' }] } }));
    expect(await checkExplorerAccess({ kind: 'token', token: 'revoked' })).toBe(false);
    stubFetch(() => 'network-error');
    expect(await checkExplorerAccess({ kind: 'token', token: 't' })).toBe(false);
  });
});
