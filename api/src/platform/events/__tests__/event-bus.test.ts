// The event bus contract, for the in-process bus and for Redis (the machine's Redis, as in CI), plus
// what only Redis has: one SUBSCRIBE per topic shared by local listeners, and recovery after a drop.
import crypto from 'node:crypto';
import Redis from 'ioredis';
import { BUS_RESYNC_TOPIC, LocalEventBus, type EventBus } from '../event-bus';
import { liveStream, subscribeTopics } from '../live-stream';
import { RedisEventBus } from '../redis-event-bus';
import { eventually } from '../../../../../tests/support/eventually';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

// every bus of this file run gets its own channel prefix, so parallel runs never hear each other
const runPrefix = () => `usta-test-${crypto.randomBytes(5).toString('hex')}:`;

const buses: EventBus[] = [];
afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()));
});

const kinds: [string, () => EventBus][] = [
  ['in-process', () => new LocalEventBus()],
  ['Redis', () => new RedisEventBus({ url: REDIS_URL, prefix: runPrefix() })],
];

describe.each(kinds)('%s event bus', (_kind, make) => {
  const bus = () => {
    const created = make();
    buses.push(created);
    return created;
  };

  it('delivers what is published after the subscription is ready, in order', async () => {
    const events = bus();
    const subscription = events.subscribe<{ n: number }>('task:1');
    await subscription.ready;
    await events.publish('task:1', { n: 1 });
    await events.publish('task:2', { n: 99 });
    await events.publish('task:1', { n: 2 });
    expect((await subscription.next()).value).toEqual({ n: 1 });
    expect((await subscription.next()).value).toEqual({ n: 2 });
    await subscription.return!();
    expect(events.listenerCount()).toBe(0);
  });

  it('ends a next() that is waiting when the consumer returns, and releases the listener', async () => {
    const events = bus();
    const subscription = events.subscribe('task:1');
    await subscription.ready;
    const waiting = subscription.next();
    expect(events.listenerCount()).toBeGreaterThan(0);
    await subscription.return!();
    await expect(waiting).resolves.toEqual({ done: true, value: undefined });
    expect(events.listenerCount()).toBe(0);
  });

  it('ends the subscription when its signal aborts', async () => {
    const events = bus();
    const controller = new AbortController();
    const subscription = events.subscribe('task:1', controller.signal);
    await subscription.ready;
    const waiting = subscription.next();
    controller.abort();
    await expect(waiting).resolves.toMatchObject({ done: true });
    expect(events.listenerCount()).toBe(0);
  });

  it('leaves no listener behind after 1000 subscribe and close cycles', async () => {
    const events = bus();
    for (let i = 0; i < 1000; i += 1) {
      const controller = new AbortController();
      const subscription = events.subscribe(`task:${i % 7}`, controller.signal);
      if (i % 2) await subscription.return!();
      else controller.abort();
    }
    expect(events.listenerCount()).toBe(0);
  });

  it('ends every subscription when it closes, and any made afterwards', async () => {
    const events = make();
    const open = events.subscribe('task:1');
    await open.ready;
    const waiting = open.next();
    await events.close();
    await expect(waiting).resolves.toMatchObject({ done: true });
    await expect(events.subscribe('task:1').next()).resolves.toMatchObject({ done: true });
    expect(events.listenerCount()).toBe(0);
  });

  it('releases the listener of a generator stream returned while it waits for an event', async () => {
    const events = bus();
    const stream = liveStream(async function* (signal) {
      const merged = subscribeTopics(events, ['task:1', BUS_RESYNC_TOPIC], signal);
      await merged.ready;
      yield 'ready';
      for await (const event of merged) yield event.topic;
    });
    expect((await stream.next()).value).toBe('ready');
    const waiting = stream.next();
    await events.publish('task:1', { n: 1 });
    expect((await waiting).value).toBe('task:1');
    const parked = stream.next();
    await stream.return!();
    await expect(parked).resolves.toMatchObject({ done: true });
    expect(events.listenerCount()).toBe(0);
  });
});

describe('Redis event bus across nodes', () => {
  let admin: Redis;
  beforeAll(() => {
    admin = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await admin.quit();
  });

  const numsub = async (channel: string) =>
    Number(((await admin.call('PUBSUB', 'NUMSUB', channel)) as [string, string])[1]);

  function node(prefix: string, name?: string) {
    const bus = new RedisEventBus({ url: REDIS_URL, prefix, name });
    buses.push(bus);
    return bus;
  }

  it('delivers an event published on one node to a subscriber on another, as JSON', async () => {
    const prefix = runPrefix();
    const nodeA = node(prefix);
    const nodeB = node(prefix);
    const subscription = nodeA.subscribe<{ taskId: number; at: string }>('master:7');
    await subscription.ready;
    const at = new Date().toISOString();
    await nodeB.publish('master:7', { taskId: 42, at });
    expect((await subscription.next()).value).toEqual({ taskId: 42, at });
  });

  it('keeps one Redis subscription per topic however many local listeners share it', async () => {
    const prefix = runPrefix();
    const bus = node(prefix);
    const first = bus.subscribe('task:5');
    const second = bus.subscribe('task:5');
    await Promise.all([first.ready, second.ready]);
    expect(await numsub(`${prefix}task:5`)).toBe(1);
    expect(bus.listenerCount()).toBe(2);

    await first.return!();
    expect(await numsub(`${prefix}task:5`)).toBe(1);
    await bus.publish('task:5', { still: 'heard' });
    expect((await second.next()).value).toEqual({ still: 'heard' });

    await second.return!();
    expect(bus.listenerCount()).toBe(0);
    await eventually(async () => (await numsub(`${prefix}task:5`)) === 0);
  });

  it('unsubscribes every topic in Redis after 1000 subscribe and close cycles', async () => {
    const prefix = runPrefix();
    const bus = node(prefix);
    for (let i = 0; i < 1000; i += 1) {
      const subscription = bus.subscribe(`task:${i % 10}`);
      if (i % 100 === 0) await subscription.ready;
      await subscription.return!();
    }
    expect(bus.listenerCount()).toBe(0);
    expect(bus.topics()).toEqual([]);
    await eventually(async () => {
      const counts = await Promise.all(Array.from({ length: 10 }, (_, i) => numsub(`${prefix}task:${i}`)));
      return counts.every((count) => count === 0);
    });
    // the connection still works afterwards
    const subscription = bus.subscribe('task:3');
    await subscription.ready;
    await bus.publish('task:3', { n: 1 });
    expect((await subscription.next()).value).toEqual({ n: 1 });
  });

  it('subscribes again after its connection drops and tells subscribers to resync', async () => {
    const prefix = runPrefix();
    const name = `usta-test-${crypto.randomBytes(4).toString('hex')}`;
    const bus = node(prefix, name);
    const publisher = node(prefix);
    const subscription = bus.subscribe<unknown>('task:9');
    const resyncs = bus.subscribe<{ at: string }>(BUS_RESYNC_TOPIC);
    await Promise.all([subscription.ready, resyncs.ready]);

    const clients = (await admin.call('CLIENT', 'LIST')) as string;
    const line = clients.split('\n').find((entry) => entry.includes(` name=${name}-sub `));
    const id = /\bid=(\d+)/.exec(line ?? '')?.[1];
    expect(id).toBeDefined();
    await admin.call('CLIENT', 'KILL', 'ID', id!);

    // the resync arrives once the channels are subscribed again
    expect((await resyncs.next()).value).toEqual({ at: expect.any(String) });
    expect(await numsub(`${prefix}task:9`)).toBe(1);
    await publisher.publish('task:9', { after: 'reconnect' });
    expect((await subscription.next()).value).toEqual({ after: 'reconnect' });
  });

  it('never sends the resync topic through Redis: each node announces only its own reconnects', async () => {
    const prefix = runPrefix();
    const nodeA = node(prefix);
    const nodeB = node(prefix);
    const resyncs = nodeA.subscribe(BUS_RESYNC_TOPIC);
    await resyncs.ready;
    await nodeB.publish(BUS_RESYNC_TOPIC, { from: 'B' });
    await nodeA.publish(BUS_RESYNC_TOPIC, { from: 'A' });
    expect((await resyncs.next()).value).toEqual({ from: 'A' });
    expect(await numsub(`${prefix}${BUS_RESYNC_TOPIC}`)).toBe(0);
  });
});
