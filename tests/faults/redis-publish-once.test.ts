// A live event is published once, even when the connection drops between Redis running the PUBLISH and
// its answer: ioredis sends the commands left without an answer again after a reconnect, so an event
// Redis had already delivered went out a second time (a master's offer_added pushed twice). The bus says
// nothing stale is replayed; the subscribers read the state again after their own reconnect instead. A
// proxy between the bus and a Redis of the test's own forwards the PUBLISH, then drops its answer and
// the connection.
import crypto from 'node:crypto';
import net from 'node:net';
import { RedisEventBus } from '../../api/src/platform/events/redis-event-bus';
import { startOwnRedis, type OwnRedis } from '../support/redis-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let redis: OwnRedis;
let proxy: net.Server;
// the next PUBLISH through the proxy reaches Redis, its answer never comes back, its connection drops
let cutAfterPublish = false;
const sockets = new Set<net.Socket>();

beforeAll(async () => {
  redis = await startOwnRedis();
  proxy = net.createServer((client) => {
    const upstream = net.connect(redis.port, '127.0.0.1');
    sockets.add(client).add(upstream);
    let cut = false;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      if (cutAfterPublish && chunk.toString().toUpperCase().includes('PUBLISH')) {
        cutAfterPublish = false;
        cut = true;
        // Redis runs it (and delivers it) meanwhile; the answer is dropped with the connection
        setTimeout(() => {
          client.destroy();
          upstream.destroy();
        }, 100);
      }
    });
    upstream.on('data', (chunk) => {
      if (!cut) client.write(chunk);
    });
    for (const socket of [client, upstream]) {
      socket.on('error', () => undefined);
      socket.on('close', () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(socket);
      });
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
}, 30_000);

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => proxy.close(resolve));
  await redis.stop();
});

it('does not publish an event again after a reconnect when Redis had already run its PUBLISH', async () => {
  const { port } = proxy.address() as net.AddressInfo;
  const bus = new RedisEventBus({
    url: `redis://127.0.0.1:${port}`,
    prefix: `publish-once-${crypto.randomBytes(4).toString('hex')}:`,
  });
  const controller = new AbortController();
  try {
    const events = bus.subscribe<{ n: number }>('master:1', controller.signal);
    await events.ready;
    const received: number[] = [];
    void (async () => {
      for await (const event of events) received.push(event.n);
    })();

    cutAfterPublish = true;
    await bus.publish('master:1', { n: 1 });
    // the publisher reconnects within a few tens of milliseconds; a resent PUBLISH would arrive then
    await sleep(1500);
    await bus.publish('master:1', { n: 2 });
    for (let i = 0; i < 50 && !received.includes(2); i += 1) await sleep(100);
    expect(received).toEqual([1, 2]);
  } finally {
    controller.abort();
    await bus.close();
  }
}, 30_000);
