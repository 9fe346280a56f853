// The live socket drops and stays away for a while (a phone asleep, a node restarted): what changed on the
// server meanwhile was published to nobody. When the socket is back the screen must show it without a
// reload, and the live updates must keep coming on the new socket.
import type { WebSocketRoute } from 'playwright-core';
import {
  baseUrl,
  Browsers,
  DEMO,
  expectNotReloaded,
  gone,
  initDataFor,
  journey,
  markPage,
  rest,
  see,
} from './support/browser';

const TASK_TEXT = 'Скрипит дверца шкафа, нужно подтянуть петли';

let browsers: Browsers;
beforeAll(async () => {
  browsers = await Browsers.launch();
});
afterAll(async () => {
  await browsers?.close();
});

interface Named {
  id: number;
  name: string;
}

// In Самарканд no master works: the task waits for an admin (a status the client's screen does not poll).
async function createWaitingTask(initData: string): Promise<number> {
  const categories = await rest<{ data: Named[] }>('/api/tg-webapp/tasks/categories', { initData });
  const cities = await rest<{ data: Named[] }>('/api/tg-webapp/address/cities', { initData });
  const city = cities.body.data.find((candidate) => candidate.name === 'Самарканд')!;
  const districts = await rest<{ data: Named[] }>(`/api/tg-webapp/address/districts/${city.id}`, { initData });
  const created = await rest<{ success: boolean; data: { id: number; status: string } }>('/api/tg-webapp/tasks', {
    method: 'POST',
    initData,
    body: {
      text: TASK_TEXT,
      category_id: categories.body.data.find((category) => category.name === 'Сборка и ремонт мебели')!.id,
      city_id: city.id,
      district_id: districts.body.data.find((district) => district.name === 'Согдиана')!.id,
      phone: '+998907770011',
    },
  });
  expect(created.body).toMatchObject({ success: true, data: { status: 'awaiting_admin_attention' } });
  return created.body.data.id;
}

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

journey(
  'a dropped live socket comes back and the client sees what changed while it was away',
  () => browsers,
  async () => {
    const initData = await initDataFor(DEMO.client2);
    const adminInitData = await initDataFor(DEMO.admin);
    const taskId = await createWaitingTask(initData);

    // the page's socket goes through a switch the test holds: open, cut, or refusing new connections
    const client = await browsers.open('client', { as: DEMO.client2, path: '' });
    let refusing = false;
    const sockets: WebSocketRoute[] = [];
    await client.routeWebSocket(/\/graphql$/, (socket) => {
      if (refusing) {
        // a node that is not there: the connection ends at once (1012: service restart, graphql-ws retries)
        void socket.close({ code: 1012, reason: 'restarting' });
        return;
      }
      socket.connectToServer();
      sockets.push(socket);
    });
    await client.goto(`${baseUrl()}/client`);
    await see(client, 'Активная задача');
    await see(client, TASK_TEXT);
    await see(client, 'Поиск мастера');
    // the socket is up and the task's subscription on it
    const log = browsers.socketOf(client);
    await until(() => log.frames.some((frame) => frame.includes('"taskUpdated"')), 20_000);
    const mark = await markPage(client);

    // the network goes: the socket is cut and new ones are refused for a while
    refusing = true;
    for (const socket of sockets.splice(0)) await socket.close({ code: 1012, reason: 'restarting' });

    // meanwhile an admin rejects the task: published while the client has no socket
    const rejected = await rest(`/admin/api/tasks/${taskId}/reject`, {
      method: 'POST',
      initData: adminInitData,
      body: { reason: 'Повтор' },
    });
    expect(rejected.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // nothing told the page: it still shows the search
    await see(client, 'Поиск мастера');

    // the network is back: graphql-ws reconnects, the screen reads the task again and shows the rejection
    refusing = false;
    await see(client, 'Отклонена администратором', 30_000);
    await gone(client, 'Поиск мастера');
    expect(sockets.length).toBeGreaterThan(0);
    await expectNotReloaded(client, mark);
  },
);
