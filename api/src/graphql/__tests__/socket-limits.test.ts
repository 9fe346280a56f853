// Subscriptions per socket and per user, subscribe frames per socket and sockets per person,
// over a real WebSocket speaking graphql-ws by hand: extras are refused with a graphql-ws error in the user's
// language, the held ones keep working, a socket that keeps sending frames after its refusals is closed
// with 4429, and so is at once every new socket of its person for a while, or of a person opening too many.
import WebSocket from 'ws';
import { createTestApp, DEMO, type TestApp, type TelegramUserSpec } from '../../../../tests/support/test-app';
import { createCategory, places } from '../../../../tests/support/factories';

interface Message {
  id?: string;
  type: string;
  payload?: { message: string; extensions?: Record<string, unknown> }[] | Record<string, unknown>;
}

interface RawSocket {
  send(message: object): void;
  // the next message for subscription `id` (or of any id), within `timeoutMs`; null when none came
  next(id: string, timeoutMs?: number): Promise<Message | null>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

// a socket the server closes instead of acknowledging its connection_init: how it was closed
async function refused(baseUrl: string, initData: string): Promise<{ code: number; reason: string; acked: boolean }> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  let acked = false;
  socket.on('message', (data) => (acked ||= (JSON.parse(String(data)) as Message).type === 'connection_ack'));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'connection_init', payload: { initData } }));
  return { ...(await closed), acked };
}

async function open(baseUrl: string, initData: string): Promise<RawSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const messages: Message[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as Message);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise((resolve) => socket.once('open', resolve));
  const raw: RawSocket = {
    send: (message) => socket.send(JSON.stringify(message)),
    async next(id, timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = messages.findIndex((message) => message.id === id);
        if (index >= 0) return messages.splice(index, 1)[0];
        const left = deadline - Date.now();
        if (left <= 0) return null;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    closed,
    close: () => socket.close(),
  };
  raw.send({ type: 'connection_init', payload: { initData } });
  const ack = await new Promise<Message>((resolve) =>
    socket.once('message', (data) => resolve(JSON.parse(String(data)))),
  );
  expect(ack.type).toBe('connection_ack');
  return raw;
}

// the task subscription answers its first state at once: a held subscription shows itself
const TASK = (taskId: number) => `subscription { taskUpdated(id: ${taskId}) { id status } }`;

async function createTask(t: TestApp, as: TelegramUserSpec): Promise<number> {
  const place = await places(t.db);
  const category = await createCategory(t.db);
  const response = await t.request({
    method: 'POST',
    url: '/api/tg-webapp/tasks',
    as,
    payload: {
      text: 'Течёт кран на кухне, нужен сантехник',
      category_id: category.id,
      city_id: place.cityId,
      district_id: place.districtId,
      phone: '901234567',
    },
  });
  expect(response.json()).toMatchObject({ success: true });
  return response.json().data.id as number;
}

describe('subscriptions held at once', () => {
  let t: TestApp;
  let baseUrl: string;
  let taskId: number;
  beforeAll(async () => {
    t = await createTestApp({
      env: { WS_MAX_SUBSCRIPTIONS: '3', WS_MAX_USER_SUBSCRIPTIONS: '4', WS_SUBSCRIBE_RATE: '100/60' },
    });
    baseUrl = await t.listen();
    taskId = await createTask(t, DEMO.client);
  });
  afterAll(() => t.close());

  it('refuses a socket its fourth, keeps the three it holds, and takes another once one ends', async () => {
    const socket = await open(baseUrl, t.initData(DEMO.client));
    for (const id of ['1', '2', '3']) {
      socket.send({ id, type: 'subscribe', payload: { query: TASK(taskId) } });
      expect((await socket.next(id))?.type).toBe('next');
    }
    socket.send({ id: '4', type: 'subscribe', payload: { query: TASK(taskId) } });
    const refused = await socket.next('4');
    expect(refused?.type).toBe('error');
    expect(refused?.payload).toEqual([
      expect.objectContaining({
        message: 'Слишком много подписок. Закройте лишние и попробуйте снова.',
        extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' },
      }),
    ]);
    socket.send({ id: '1', type: 'complete' });
    // the server forgets `1` when it handles the complete frame, before the next frame
    socket.send({ id: '5', type: 'subscribe', payload: { query: TASK(taskId) } });
    expect((await socket.next('5'))?.type).toBe('next');
    socket.close();
  });

  it('counts a user over all their sockets, in their language, and nobody else', async () => {
    await t.db.user.update({ where: { telegramId: BigInt(DEMO.client.id) }, data: { language: 'uz' } });
    const first = await open(baseUrl, t.initData(DEMO.client));
    const second = await open(baseUrl, t.initData(DEMO.client));
    for (const id of ['1', '2', '3']) {
      first.send({ id, type: 'subscribe', payload: { query: TASK(taskId) } });
      expect((await first.next(id))?.type).toBe('next');
    }
    second.send({ id: '1', type: 'subscribe', payload: { query: TASK(taskId) } });
    expect((await second.next('1'))?.type).toBe('next');
    second.send({ id: '2', type: 'subscribe', payload: { query: TASK(taskId) } });
    const refused = await second.next('2');
    expect(refused?.type).toBe('error');
    expect(refused?.payload).toEqual([
      expect.objectContaining({
        message: 'Obunalar juda koʻp. Keraksizlarini yoping va qaytadan urinib koʻring.',
        extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' },
      }),
    ]);
    // another user subscribes as usual
    const other = await open(baseUrl, t.initData(DEMO.admin));
    other.send({ id: '1', type: 'subscribe', payload: { query: TASK(taskId) } });
    expect((await other.next('1'))?.type).toBe('next');
    // a closed socket's subscriptions no longer count
    first.close();
    await first.closed;
    second.send({ id: '3', type: 'subscribe', payload: { query: TASK(taskId) } });
    expect((await second.next('3'))?.type).toBe('next');
    second.close();
    other.close();
    await t.db.user.update({ where: { telegramId: BigInt(DEMO.client.id) }, data: { language: 'ru' } });
  });
});

describe('subscribe frames per socket', () => {
  let t: TestApp;
  let baseUrl: string;
  let taskId: number;
  beforeAll(async () => {
    // no penalty here: each test opens new sockets of the client after another one's abuse
    t = await createTestApp({
      env: { WS_MAX_SUBSCRIPTIONS: '100', WS_SUBSCRIBE_RATE: '5/60', WS_ABUSE_PENALTY_S: '0' },
    });
    baseUrl = await t.listen();
    taskId = await createTask(t, DEMO.client);
  });
  afterAll(() => t.close());

  it('refuses frames past the rate, then closes a socket that keeps sending them with 4429', async () => {
    const socket = await open(baseUrl, t.initData(DEMO.client));
    for (let i = 1; i <= 5; i += 1) {
      socket.send({ id: `ok${i}`, type: 'subscribe', payload: { query: TASK(taskId) } });
      expect((await socket.next(`ok${i}`))?.type).toBe('next');
    }
    for (let i = 1; i <= 5; i += 1) {
      socket.send({ id: `x${i}`, type: 'subscribe', payload: { query: TASK(taskId) } });
      const refused = await socket.next(`x${i}`);
      expect(refused?.type).toBe('error');
      expect(refused?.payload).toEqual([expect.objectContaining({ extensions: { code: 'RATE_LIMITED' } })]);
    }
    // another socket of the same user is not this one's abuse
    const calm = await open(baseUrl, t.initData(DEMO.client));
    socket.send({ id: 'last', type: 'subscribe', payload: { query: TASK(taskId) } });
    expect(await socket.closed).toEqual({ code: 4429, reason: 'Too many subscribe requests' });
    calm.send({ id: '1', type: 'subscribe', payload: { query: TASK(taskId) } });
    expect((await calm.next('1'))?.type).toBe('next');
    calm.close();
  });

  it('reads nothing more from a socket it closed: a burst of a thousand frames is refused once, not frame by frame', async () => {
    const warn = jest.spyOn(t.app.services.log, 'warn');
    try {
      const socket = await open(baseUrl, t.initData(DEMO.client));
      for (let i = 1; i <= 1000; i += 1)
        socket.send({ id: `b${i}`, type: 'subscribe', payload: { query: TASK(taskId) } });
      expect((await socket.closed).code).toBe(4429);
      const closings = warn.mock.calls.filter(
        ([, message]) => message === 'socket sent too many subscribe frames: closing',
      );
      expect(closings).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('sockets per person', () => {
  let t: TestApp;
  let baseUrl: string;
  let taskId: number;
  beforeAll(async () => {
    t = await createTestApp({
      env: { WS_SUBSCRIBE_RATE: '2/60', WS_ABUSE_PENALTY_S: '60', WS_CONNECT_RATE: '3/60' },
    });
    baseUrl = await t.listen();
    taskId = await createTask(t, DEMO.client);
  });
  afterAll(() => t.close());

  it('refuses a person whose socket was closed for its frames any new socket before signing it in, and nobody else', async () => {
    const signIns = jest.spyOn(t.app.services.db.user, 'upsert');
    try {
      const socket = await open(baseUrl, t.initData(DEMO.client));
      for (let i = 1; i <= 5; i += 1) socket.send({ id: `f${i}`, type: 'subscribe', payload: { query: TASK(taskId) } });
      expect((await socket.closed).code).toBe(4429);
      const before = signIns.mock.calls.length;
      expect(await refused(baseUrl, t.initData(DEMO.client))).toEqual({
        code: 4429,
        reason: 'Too many connections',
        acked: false,
      });
      expect(signIns.mock.calls.length).toBe(before);
    } finally {
      signIns.mockRestore();
    }
    const other = await open(baseUrl, t.initData(DEMO.admin));
    other.send({ id: '1', type: 'subscribe', payload: { query: TASK(taskId) } });
    expect((await other.next('1'))?.type).toBe('next');
    other.close();
  });

  it('refuses the sockets a person opens past the rate, and nobody else', async () => {
    const master = { id: 5_550_001, first_name: 'Быстрый' };
    const held: RawSocket[] = [];
    for (let i = 0; i < 3; i += 1) held.push(await open(baseUrl, t.initData(master)));
    expect(await refused(baseUrl, t.initData(master))).toEqual({
      code: 4429,
      reason: 'Too many connections',
      acked: false,
    });
    // the sockets it holds stay open, and another person connects
    expect(await Promise.race([held[0].closed, new Promise((resolve) => setTimeout(() => resolve('open'), 300))])).toBe(
      'open',
    );
    const other = await open(baseUrl, t.initData(DEMO.admin));
    other.close();
    for (const socket of held) socket.close();
  });
});

describe('sockets held at once', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    // the connect rate out of the way: holding is counted, not opening
    t = await createTestApp({
      env: { WS_MAX_USER_SOCKETS: '3', WS_MAX_PENDING_SOCKETS: '4', WS_CONNECT_RATE: '100/60' },
    });
    baseUrl = await t.listen();
  });
  afterAll(() => t.close());

  it('closes a person’s socket past those they hold, takes one again when one closes, and nobody else is counted', async () => {
    const master = { id: 5_550_002, first_name: 'Держит' };
    const held: RawSocket[] = [];
    for (let i = 0; i < 3; i += 1) held.push(await open(baseUrl, t.initData(master)));
    expect(await refused(baseUrl, t.initData(master))).toEqual({
      code: 4429,
      reason: 'Too many connections',
      acked: false,
    });
    const other = await open(baseUrl, t.initData(DEMO.admin));
    held[0].close();
    await held[0].closed;
    // the server hears the close a moment after the client
    await new Promise((resolve) => setTimeout(resolve, 100));
    held[0] = await open(baseUrl, t.initData(master));
    for (const socket of [...held, other]) socket.close();
  });

  it('answers 429 to an address holding too many sockets that have not signed in, until one signs in', async () => {
    const url = `${baseUrl.replace(/^http/, 'ws')}/graphql`;
    const silent: WebSocket[] = [];
    for (let i = 0; i < 4; i += 1) {
      const socket = new WebSocket(url, 'graphql-transport-ws');
      await new Promise((resolve) => socket.once('open', resolve));
      silent.push(socket);
    }
    const extra = new WebSocket(url, 'graphql-transport-ws');
    const status = await new Promise<number>((resolve) => {
      extra.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      extra.once('open', () => resolve(101));
    });
    expect(status).toBe(429);
    extra.on('error', () => undefined);
    // one of them signs in: its place among the pending ones is free again
    silent[0].send(JSON.stringify({ type: 'connection_init', payload: { initData: t.initData(DEMO.client) } }));
    await new Promise((resolve) => silent[0].once('message', resolve));
    const next = await open(baseUrl, t.initData(DEMO.client2));
    next.close();
    for (const socket of silent) socket.close();
  });
});
