// Task.version: grows with every change of the task row, whichever path makes it (Prisma updates and the
// raw SQL of accept and start), and a pushed task carries the same version as a read made after it; and
// the server drops a socket that stops answering its pings.
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { places, postedTask, type Place } from '../../../../../tests/support/factories';
import { liveClient } from '../../../../../tests/support/live-client';
import { eventually } from '../../../../../tests/support/eventually';

let t: TestApp;
let place: Place;
let baseUrl: string;

beforeAll(async () => {
  // pings every second, so a silent socket is dropped within about two
  t = await createTestApp({ env: { WS_KEEPALIVE_S: '1' } });
  baseUrl = await t.listen();
  place = await places(t.db);
});
afterAll(() => t.close());

async function scene() {
  const { master, client, created } = await postedTask(t, place, {
    text: 'Потекла труба под раковиной на кухне',
    phone: '+998901234567',
  });
  expect(created.json()).toMatchObject({ success: true });
  return { master, client, taskId: created.json().data.id as number };
}

const read = async (as: { spec: Parameters<TestApp['initData']>[0] }, taskId: number) =>
  (await t.gql(`query($id: Int!) { task(id: $id) { status version } }`, { id: taskId }, as.spec)).data.task as {
    status: string;
    version: number;
  };

describe('Task.version', () => {
  it('grows with each change: dispatch, accept (raw SQL), complete, and not on a read', async () => {
    const { master, client, taskId } = await scene();
    const sent = await read(client, taskId);
    expect(sent.status).toBe('sent_to_masters');
    expect(await read(client, taskId)).toEqual(sent);

    const accept = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/master/tasks/${taskId}/approve`,
      as: master.spec,
    });
    expect(accept.json()).toMatchObject({ success: true });
    const accepted = await read(client, taskId);
    expect(accepted.status).toBe('in_progress');
    expect(accepted.version).toBeGreaterThan(sent.version);
    // the REST shape of docs/product.md §3 stays as it was
    const rest = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/active', as: client.spec });
    expect(rest.json()).toMatchObject({ success: true, data: { id: taskId, status: 'in_progress' } });
    expect(rest.json().data).not.toHaveProperty('version');

    const complete = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/master/tasks/${taskId}/complete`,
      as: master.spec,
    });
    expect(complete.json()).toMatchObject({ success: true });
    const completed = await read(client, taskId);
    expect(completed.status).toBe('completed');
    expect(completed.version).toBeGreaterThan(accepted.version);
  });

  it('is pushed with the status: the push and a later read agree', async () => {
    const { master, client, taskId } = await scene();
    const live = liveClient(baseUrl, t.initData(client.spec));
    try {
      const watch = live.subscribe(`subscription($id: Int!) { taskUpdated(id: $id) { status version } }`, {
        id: taskId,
      });
      const first = (await watch.next()).data.taskUpdated;
      expect(first).toEqual(await read(client, taskId));
      await t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${taskId}/approve`, as: master.spec });
      const pushed = (await watch.next()).data.taskUpdated;
      expect(pushed.status).toBe('in_progress');
      expect(pushed.version).toBeGreaterThan(first.version);
      expect(await read(client, taskId)).toEqual(pushed);
    } finally {
      await live.close();
    }
  });
});

describe('socket keep-alive', () => {
  async function openSocket(autoPong: boolean) {
    const { client, taskId } = await scene();
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { autoPong });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { initData: t.initData(client.spec) } }));
    await new Promise((resolve) => socket.once('message', resolve));
    socket.send(
      JSON.stringify({
        id: '1',
        type: 'subscribe',
        payload: { query: `subscription { taskUpdated(id: ${taskId}) { id } }` },
      }),
    );
    return { socket, closed };
  }

  it('drops a socket that stops answering pings, and its subscription with it', async () => {
    // what earlier tests opened has gone
    await eventually(() => t.app.services.bus.listenerCount() === 0);
    const { closed } = await openSocket(false);
    await eventually(() => t.app.services.bus.listenerCount() > 0);
    const started = Date.now();
    await closed;
    expect(Date.now() - started).toBeLessThan(5_000);
    await eventually(() => t.app.services.bus.listenerCount() === 0);
  });

  it('keeps a socket that answers them', async () => {
    const { socket, closed } = await openSocket(true);
    const outcome = await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve('open'), 3_500))]);
    expect(outcome).toBe('open');
    socket.close();
    await closed;
  });
});
