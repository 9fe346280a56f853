// viewerChanged: a user's open sessions hear when their account changes elsewhere: a role switched
// through REST or GraphQL, their master application approved or rejected by an admin, archived by them.
import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';
import { createMaster, places, type Place } from '../../../../../tests/support/factories';
import { eventually } from '../../../../../tests/support/eventually';
import { liveClient, type LiveClient } from '../../../../../tests/support/live-client';

let t: TestApp;
let baseUrl: string;
let place: Place;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  place = await places(t.db);
});
// every test starts with no listener, so a new one shows when a subscription is live
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await eventually(() => t.app.services.bus.listenerCount() === 0);
});
afterAll(() => t.close());

const VIEWER_CHANGED = 'subscription { viewerChanged { id currentRole } }';

async function watchViewer(spec: { id: number }) {
  const client = liveClient(baseUrl, t.initData(spec));
  clients.push(client);
  const listeners = t.app.services.bus.listenerCount();
  const subscription = client.subscribe<{ viewerChanged: { id: number; currentRole: string | null } }>(VIEWER_CHANGED);
  // live once the server holds its listener
  await eventually(() => t.app.services.bus.listenerCount() > listeners);
  return subscription;
}

describe('viewerChanged', () => {
  it('tells a pending master at once when an admin approves the application', async () => {
    const master = await createMaster(t.db, { categoryIds: [], cityId: place.cityId, status: 'pending' });
    const feed = await watchViewer(master.spec);

    const approved = await t.request({
      method: 'POST',
      url: `/admin/api/contracts/${master.contractId}/approve`,
      as: DEMO.admin,
    });
    expect(approved.statusCode).toBe(200);

    const event = await feed.next(3000);
    expect(event.errors).toBeUndefined();
    expect(event.data?.viewerChanged.id).toBe(master.userId);
  });

  it('tells the master of a rejection too, and nobody else', async () => {
    const master = await createMaster(t.db, { categoryIds: [], cityId: place.cityId, status: 'pending' });
    const other = await createMaster(t.db, { categoryIds: [], cityId: place.cityId, status: 'pending' });
    const feed = await watchViewer(master.spec);
    const otherFeed = await watchViewer(other.spec);

    const rejected = await t.request({
      method: 'POST',
      url: `/admin/api/contracts/${master.contractId}/reject`,
      as: DEMO.admin,
      payload: { reason: 'Нет фото' },
    });
    expect(rejected.statusCode).toBe(200);

    expect((await feed.next(3000)).data?.viewerChanged.id).toBe(master.userId);
    await expect(otherFeed.next(300)).rejects.toThrow();
  });

  it('tells the other sessions of a user who switched role through the REST shim', async () => {
    const master = await createMaster(t.db, { categoryIds: [], cityId: place.cityId });
    const feed = await watchViewer(master.spec);

    const switched = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/user/set-role',
      as: master.spec,
      payload: { role: 0 },
    });
    expect(switched.statusCode).toBe(200);

    const event = await feed.next(3000);
    expect(event.data?.viewerChanged).toEqual({ id: master.userId, currentRole: 'CLIENT' });
  });

  it('says nothing when a refused decision changed nothing', async () => {
    const master = await createMaster(t.db, { categoryIds: [], cityId: place.cityId, status: 'pending' });
    const feed = await watchViewer(master.spec);

    const refused = await t.request({
      method: 'POST',
      url: `/admin/api/contracts/${master.contractId}/approve`,
      as: master.spec,
    });
    expect(refused.statusCode).toBe(403);

    await expect(feed.next(300)).rejects.toThrow();
  });
});
