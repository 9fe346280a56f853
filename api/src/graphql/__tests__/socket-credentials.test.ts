// A graphql-ws socket outlives one request, so the credentials it opened with are watched: revoking the
// analyst token, or the init data growing older than INIT_DATA_MAX_AGE_S, closes
// it with 4403 and no event reaches it after; sockets of other credentials stay open.
import { createTestApp, DEMO, type TestApp } from '../../../../tests/support/test-app';
import { createClient } from '../../../../tests/support/factories';
import { liveClient, type LiveClient } from '../../../../tests/support/live-client';
import { eventually } from '../../../../tests/support/eventually';

const MAX_AGE_S = 60;
let t: TestApp;
let baseUrl: string;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { INIT_DATA_MAX_AGE_S: String(MAX_AGE_S) } });
  baseUrl = await t.listen();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await eventually(() => t.app.services.bus.listenerCount() === 0);
});
afterAll(() => t.close());

// a live client that records the close codes of its socket
function connect(credentials: string | Record<string, string>) {
  const client = liveClient(baseUrl, credentials);
  clients.push(client);
  const closeCodes: number[] = [];
  client.client.on('closed', (event) => closeCodes.push((event as { code: number }).code));
  return { client, closeCodes };
}

const ADMIN_EVENTS = 'subscription { adminTaskEvents { taskId status } }';
const VIEWER_CHANGED = 'subscription { viewerChanged { id currentRole } }';

async function issueToken(): Promise<{ id: number; token: string }> {
  const issued = await t.gql(
    `mutation { createApiToken(name: "Сокет") { ... on MutationCreateApiTokenSuccess { data { token apiToken { id } } } } }`,
    {},
    DEMO.admin,
  );
  const { token, apiToken } = issued.data.createApiToken.data;
  return { id: apiToken.id, token };
}

// any change of a task reaches adminTaskEvents: an admin closing a fresh one
async function changeATask(): Promise<number> {
  const client = await createClient(t.db);
  const task = await t.db.task.create({
    data: {
      clientId: client.userId,
      text: 'Проверка живых событий',
      cityId: (await t.db.city.findFirstOrThrow()).id,
      districtId: (await t.db.district.findFirstOrThrow()).id,
      phone: '+998901112233',
      status: 'completed',
    },
  });
  const closed = await t.gql(`mutation { adminCloseTask(id: ${task.id}) { __typename } }`, {}, DEMO.admin);
  expect(closed.data.adminCloseTask.__typename).toBe('MutationAdminCloseTaskSuccess');
  return task.id;
}

describe('sockets whose credentials lapse', () => {
  it('closes the sockets of a revoked analyst token with 4403; another token keeps receiving', async () => {
    const revokedToken = await issueToken();
    const keptToken = await issueToken();
    const revoked = connect({ authorization: `Bearer ${revokedToken.token}` });
    const kept = connect({ authorization: `Bearer ${keptToken.token}` });
    const revokedEvents = revoked.client.subscribe(ADMIN_EVENTS);
    const keptEvents = kept.client.subscribe(ADMIN_EVENTS);
    // both sockets listen: the revocation and the bus resyncs for each token, and the two subscriptions
    await eventually(() => t.app.services.bus.listenerCount() >= 6);
    const first = await changeATask();
    expect((await revokedEvents.next()).data?.adminTaskEvents).toEqual({ taskId: first, status: 'closed' });
    expect((await keptEvents.next()).data?.adminTaskEvents).toEqual({ taskId: first, status: 'closed' });

    const revoke = await t.gql(`mutation { revokeApiToken(id: ${revokedToken.id}) { __typename } }`, {}, DEMO.admin);
    expect(revoke.data.revokeApiToken.__typename).toBe('MutationRevokeApiTokenSuccess');
    await eventually(() => revoked.closeCodes.includes(4403));
    const ended = await revokedEvents.ended;
    expect(ended.error).toBeDefined();

    const second = await changeATask();
    expect((await keptEvents.next()).data?.adminTaskEvents).toEqual({ taskId: second, status: 'closed' });
    expect(kept.closeCodes).toEqual([]);
  });

  it('closes a socket when its init data grows too old; fresh init data keeps receiving', async () => {
    const user = await createClient(t.db);
    // signed so that it passes the age limit about two seconds from now
    const ageing = connect(t.initData(user.spec, new Date(Date.now() - (MAX_AGE_S - 2) * 1000)));
    const fresh = connect(t.initData(user.spec));
    const ageingEvents = ageing.client.subscribe(VIEWER_CHANGED);
    const freshEvents = fresh.client.subscribe(VIEWER_CHANGED);
    await eventually(() => t.app.services.bus.listenerCount() >= 2);
    expect(ageing.closeCodes).toEqual([]);

    await eventually(() => ageing.closeCodes.includes(4403), 6000);
    expect((await ageingEvents.ended).error).toBeDefined();

    const role = await t.gql(`mutation { setRole(role: MASTER) { __typename } }`, {}, user.spec);
    expect(role.data.setRole.__typename).toBe('MutationSetRoleSuccess');
    expect((await freshEvents.next()).data?.viewerChanged).toEqual({ id: user.userId, currentRole: 'MASTER' });
    expect(fresh.closeCodes).toEqual([]);
  });
});
