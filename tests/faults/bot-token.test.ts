// The real bot token is the key that signs init data: it must not reach the log, and it must not sign
// init data for whoever asks (the development sign-in) unless that is asked for explicitly.
import { startApiNode, type ApiNode } from '../support/api-node';
import { createTestDatabase, usePglite, type TestDatabase } from '../support/database';
import { eventually } from '../support/eventually';
import { createTestApp, TEST_BOT_TOKEN } from '../support/test-app';

// a node process on PostgreSQL (on the embedded database its first start spends a minute seeding)
const onPostgres = usePglite ? describe.skip : describe;

onPostgres('a node started with a real bot token', () => {
  let node: ApiNode;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    // DEV_LOGIN not given; nothing answers the Bot API (the discard port): getMe fails and is logged
    node = await startApiNode('bot-token', { DEV_LOGIN: '', DATABASE_URL: database.url! }, 120_000);
  }, 150_000);
  afterAll(async () => {
    await node?.stop();
    await database?.drop();
  }, 30_000);

  it('never writes the token to its log, also in the Bot API failures it logs', async () => {
    // grammY's HttpError carries the fetch error, whose message is the request URL: .../bot<token>/getMe
    await eventually(() => node.logs.some((line) => /"level":40/.test(line) && /FetchError/.test(line)), 30_000);
    const leaked = node.logs.filter(
      (line) => line.includes(TEST_BOT_TOKEN) || line.includes(TEST_BOT_TOKEN.split(':')[1]),
    );
    expect(leaked).toEqual([]);
  }, 40_000);

  it('mounts no development sign-in without DEV_LOGIN=1, and says so in the log', async () => {
    const users = await fetch(`${node.url}/api/dev/users`);
    expect(users.status).toBe(404);
    const signIn = await fetch(`${node.url}/api/dev/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ telegram_id: '900000003' }),
    });
    expect(signIn.status).toBe(404);
    expect(node.logs.some((line) => line.includes('the development sign-in is off: TELEGRAM_BOT_TOKEN is set'))).toBe(
      true,
    );
  });
});

describe('the development sign-in', () => {
  it('is on with a real token only when DEV_LOGIN=1 is given; without a token outside production by default', async () => {
    for (const [env, on] of [
      [{ DEV_LOGIN: '' }, false],
      [{ DEV_LOGIN: '0' }, false],
      [{ DEV_LOGIN: '1' }, true],
      [{ DEV_LOGIN: '', TELEGRAM_BOT_TOKEN: '' }, true],
    ] as const) {
      const t = await createTestApp({ env });
      try {
        expect(t.config.devLogin).toBe(on);
        const response = await t.request({ method: 'GET', url: '/api/dev/users' });
        expect(response.statusCode).toBe(on ? 200 : 404);
        const info = await t.gql<{ appInfo: { devLogin: boolean } }>('{ appInfo { devLogin } }');
        expect(info.data?.appInfo.devLogin).toBe(on);
      } finally {
        await t.close();
      }
    }
  }, 60_000);
});
