// masterFeed results shared between masters (lib/graphql-subscribe/) must be byte for byte what each
// master's own execution sends. Every master here subscribes twice with the same document: once with its
// text as is (grouped with every other master whose event, document, variables and reads are the same) and
// once with a comment that only this subscription has (a group of one: executed alone, as before sharing).
// Both sockets see the same events in the same ticks, so their frames must be equal, whatever the master's
// state: idle, busy with a task of their own, other offers, an admin, an application archived or no longer
// approved, and documents with fragments, aliases, variables and fields only admins may read.
import { print } from 'graphql';
import WebSocket from 'ws';
import { MasterFeedDocument } from '../../../../../web/src/gql/graphql';
import { sharingStats } from '../../../../../tests/support/sharing-stats';
import { createTestApp, type TestApp, type TelegramUserSpec } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMaster,
  places,
  type Place,
  type TestMaster,
  type TestUser,
} from '../../../../../tests/support/factories';

let t: TestApp;
let baseUrl: string;
let place: Place;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  // ten sockets per master, all of them opened at once from this one address
  t = await createTestApp({ env: { WS_MAX_USER_SOCKETS: '16', WS_MAX_PENDING_SOCKETS: '200' } });
  baseUrl = await t.listen();
  place = await places(t.db);
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await t.close();
});

interface Feed {
  frames: string[];
  closed: boolean;
  // graphql-ws speaks in text frames; a binary one would not parse in a browser
  binaryFrames: number;
}

// a raw graphql-transport-ws socket: every frame after connection_ack, as the server wrote it
function openFeed(user: TelegramUserSpec, query: string, variables?: Record<string, unknown>): Feed {
  const feed: Feed = { frames: [], closed: false, binaryFrames: 0 };
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  sockets.push(socket);
  socket.on('open', () =>
    socket.send(JSON.stringify({ type: 'connection_init', payload: { initData: t.initData(user) } })),
  );
  socket.on('message', (data: Buffer, isBinary: boolean) => {
    if (isBinary) feed.binaryFrames += 1;
    const text = data.toString();
    if (text.includes('"connection_ack"'))
      socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables } }));
    else feed.frames.push(text);
  });
  socket.on('close', () => (feed.closed = true));
  return feed;
}

interface Pair {
  label: string;
  shared: Feed;
  alone: Feed;
}

let aloneCount = 0;
function openPair(
  label: string,
  user: { spec: TelegramUserSpec },
  query: string,
  variables?: Record<string, unknown>,
): Pair {
  aloneCount += 1;
  return {
    label,
    shared: openFeed(user.spec, query, variables),
    alone: openFeed(user.spec, `${query}\n# alone ${aloneCount}`, variables),
  };
}

const allFrames = (pairs: Pair[]) =>
  pairs.reduce((sum, pair) => sum + pair.shared.frames.length + pair.alone.frames.length, 0);

// until no frame arrived for a while (every socket of a pair sees the same events in the same tick)
async function settle(pairs: Pair[], quietMs = 400, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = -1;
  while (allFrames(pairs) !== seen) {
    if (Date.now() > deadline) throw new Error('frames kept coming');
    seen = allFrames(pairs);
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

// current_state carries the time each subscription started, which differs between the two sockets
const comparable = (frame: string) =>
  frame.includes('current_state') ? frame.replace(/"when":"[^"]+"/g, '"when":"*"') : frame;

async function createTask(client: TestUser, categoryId: number): Promise<number> {
  const response = await t.request({
    method: 'POST',
    url: '/api/tg-webapp/tasks',
    as: client.spec,
    payload: {
      text: 'Не работает розетка в спальне',
      category_id: categoryId,
      city_id: place.cityId,
      district_id: place.districtId,
      phone: '+998901112233',
    },
  });
  expect(response.json()).toMatchObject({ success: true });
  return response.json().data.id;
}

async function masterAction(master: TestMaster, taskId: number, action: string): Promise<void> {
  const response = await t.request({
    method: 'POST',
    url: `/api/tg-webapp/master/tasks/${taskId}/${action}`,
    as: master.spec,
    payload: {},
  });
  const answer = response.json();
  expect({ action, success: answer.success, message: answer.success ? 'ok' : answer.message }).toEqual({
    action,
    success: true,
    message: 'ok',
  });
}

// as Apollo Client sends it: its client-only @unmask directive (masking) never reaches the server
const WEB = print(MasterFeedDocument).replace(/ @unmask(\([^)]*\))?/g, '');
const THIN = 'subscription { masterFeed { kind taskId } }';
// aliases, a variable deciding a field, the event's own task with the client's contacts, the time
const ALIASED = `subscription Feed($withTask: Boolean!) {
  masterFeed {
    k: kind
    id: taskId
    when: at
    t: task @include(if: $withTask) { id text statusLabel phone tgUsername client { name } master { name } }
    offered: offeredTask { ... on Task { id status } ...Place }
    current: currentTask { id status phone client { name } }
  }
}
fragment Place on Task { city { name } district { name } category { id name } }`;
// offers are for admins (and analysts) only: a master gets an error, an admin who is also a master the list
const ADMIN_FIELD = 'subscription { masterFeed { kind offeredTask { id offers { state } } currentTask { id } } }';

describe('masterFeed with shared executions', () => {
  it('sends every master exactly what their own execution sends', async () => {
    const category = await createCategory(t.db);
    const other = await createCategory(t.db);
    const master = () => createMaster(t.db, { categoryIds: [category.id, other.id], cityId: place.cityId });
    const idle = await Promise.all(Array.from({ length: 6 }, master));
    const [busy, withOlderOffer, archived, unapproved, adminMaster] = await Promise.all(
      Array.from({ length: 5 }, master),
    );
    await t.db.user.update({ where: { id: adminMaster.userId }, data: { isAdmin: true } });
    const clients = await Promise.all(Array.from({ length: 4 }, () => createClient(t.db)));

    // before anyone subscribes: `busy` has a task of their own, `withOlderOffer` an older offer than the
    // others will have (everyone else declined it)
    const busyTask = await createTask(clients[0], other.id);
    await masterAction(busy, busyTask, 'approve');
    const olderTask = await createTask(clients[1], other.id);
    for (const m of [...idle, archived, unapproved, adminMaster]) await masterAction(m, olderTask, 'reject');

    const everyone = [...idle, busy, withOlderOffer, archived, unapproved, adminMaster];
    const pairs: Pair[] = [];
    for (const [i, m] of everyone.entries()) {
      pairs.push(openPair(`web ${i}`, m, WEB));
      pairs.push(openPair(`thin ${i}`, m, THIN));
      pairs.push(openPair(`aliased+task ${i}`, m, ALIASED, { withTask: true }));
      pairs.push(openPair(`aliased-task ${i}`, m, ALIASED, { withTask: false }));
      pairs.push(openPair(`admin field ${i}`, m, ADMIN_FIELD));
    }
    // every subscription has its current state
    const deadline = Date.now() + 15_000;
    while (pairs.some((pair) => !pair.shared.frames.length || !pair.alone.frames.length)) {
      if (Date.now() > deadline) throw new Error('not every feed started');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await settle(pairs);
    const before = { ...sharingStats };

    // an offer to everyone ...
    const first = await createTask(clients[2], category.id);
    await settle(pairs);
    // (an application archived and one no longer approved: those feeds end at their next event)
    await t.db.contract.update({ where: { id: archived.contractId }, data: { archivedAt: new Date() } });
    await t.db.contract.update({ where: { id: unapproved.contractId }, data: { status: 'rejected' } });
    // ... taken by one of the idle masters: withdrawn from the others, current for the winner
    await masterAction(idle[0], first, 'approve');
    await settle(pairs);
    const second = await createTask(clients[3], category.id);
    await settle(pairs);
    // the client's contacts reach the master whose task it is
    await masterAction(busy, busyTask, 'complete');
    await masterAction(idle[0], first, 'complete');
    await settle(pairs);

    for (const pair of pairs) {
      expect({ label: pair.label, frames: pair.shared.frames.map(comparable) }).toEqual({
        label: pair.label,
        frames: pair.alone.frames.map(comparable),
      });
      expect(pair.shared.closed).toBe(pair.alone.closed);
      expect([pair.shared.binaryFrames, pair.alone.binaryFrames]).toEqual([0, 0]);
    }

    // the scenario did what it says: results were shared, and some were not (a viewer's own fields, errors)
    expect(sharingStats.sharedDeliveries).toBeGreaterThan(before.sharedDeliveries);
    expect(sharingStats.unshared).toBeGreaterThan(before.unshared);
    // and the shared results went out as bytes serialized once (the comparison above covers them)
    expect(sharingStats.serializedSends).toBeGreaterThan(before.serializedSends);
    const frames = (label: string) => pairs.find((pair) => pair.label === label)!.shared.frames;
    const idleWeb = frames('web 1').map((frame) => JSON.parse(frame).payload.data.masterFeed);
    expect(idleWeb.map((event) => [event.kind, event.taskId])).toEqual([
      ['current_state', null],
      ['offer_added', first],
      ['offer_withdrawn', first],
      ['offer_added', second],
    ]);
    // an offer shows no contacts; the winner's own task does
    const idleAliased = frames('aliased+task 1').map((frame) => JSON.parse(frame).payload.data.masterFeed);
    expect(idleAliased[1].t).toMatchObject({ id: first, phone: null, tgUsername: null, client: null, master: null });
    const winner = frames('aliased+task 0').map((frame) => JSON.parse(frame).payload.data.masterFeed);
    expect(winner.find((event) => event.k === 'current_task_changed' && event.current)?.current).toMatchObject({
      id: first,
      phone: '+998901112233',
      client: { name: expect.any(String) },
    });
    // nobody else ever saw that phone number
    // (index 0 won it, 6 is `busy` with the same number on their own task, 10 the admin who sees every contact)
    for (const pair of pairs.filter((p) => ![' 0', ' 6', ' 10'].some((end) => p.label.endsWith(end)))) {
      for (const frame of pair.shared.frames) expect(frame).not.toContain('+998901112233');
    }
    // the ended feeds
    for (const i of [8, 9]) {
      const last = frames(`thin ${i}`).at(-1)!;
      expect(JSON.parse(last)).toEqual({ id: '1', type: 'complete' });
    }
    // a master may not read the offers; the admin who is a master may
    expect(frames('admin field 1')[1]).toContain('"errors"');
    expect(frames('admin field 10')[1]).toContain('"offers":[');
  });
});
