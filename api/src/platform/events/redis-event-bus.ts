// The event bus across API nodes: every publish goes through Redis, and each process holds one subscriber
// connection with one Redis SUBSCRIBE per topic that has local listeners (reference counted, dropped with
// the last one). Redis pub/sub keeps nothing for absent listeners, so subscribers read the current state
// from the database when they start and again after a reconnect (BUS_RESYNC_TOPIC).
//
// The subscriber connection carries SUBSCRIBE and UNSUBSCRIBE only, and only once it is ready: a SUBSCRIBE
// written before ioredis's ready check (SUBSCRIBE may be sent while connecting) put the connection in
// subscriber mode, the check's INFO was refused, ioredis reconnected and the channel was gone for good
// while the topic stayed in our map. Each time it becomes ready the bus subscribes every topic it has.
//
// Publishing never holds up the change that publishes (the database is the record; events are hints to
// read it again): a publish is written at once when the connection is ready, else dropped (one log line
// per outage, and the count when Redis is back). Nothing stale is replayed later: every subscriber reads
// the current state again on the resync that follows its own reconnect.
import Redis from 'ioredis';
import type { Logger } from '../logger';
import { AsyncQueue } from './async-queue';
import { BUS_RESYNC_TOPIC, type BusSubscription, type EventBus } from './event-bus';
import { closeRedis } from './redis-close';

type Listener = (payload: unknown) => void;

export interface RedisEventBusOptions {
  url: string;
  // channel prefix, so several deployments (or parallel test runs) can share one Redis
  prefix?: string;
  // names the two connections in CLIENT LIST (<name>-pub, <name>-sub)
  name?: string;
  log?: Logger;
}

export class RedisEventBus implements EventBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly prefix: string;
  private readonly log?: Logger;
  private readonly listeners = new Map<string, Set<Listener>>();
  // each topic's readiness: settled once Redis acknowledged a SUBSCRIBE of it on the current
  // connection, or at once while Redis is down (the subscriber reads the state, and reads it again on
  // the resync that follows the reconnect)
  private readonly subscribed = new Map<string, { promise: Promise<void>; resolve(): void }>();
  private readonly queues = new Set<AsyncQueue<unknown>>();
  // events dropped while the publisher connection was down
  private dropped = 0;
  // events published before the publisher's first connection was ready (a node starting), sent then
  private readonly starting: [string, string][] = [];
  private publisherReadyOnce = false;
  // false until the subscriber connection is ready, and again from the moment it is lost
  private subscriberReady = false;
  // the subscriber connection failed at least once since it was last ready: Redis is down
  private subscriberDown = false;
  private resyncOnReady = false;
  private closed = false;

  constructor(options: RedisEventBusOptions) {
    this.prefix = options.prefix ?? '';
    this.log = options.log;
    const name = options.name ?? 'usta-bus';
    // close() on a connection still being set up waits this long before dropping the socket (default 2 s)
    const disconnectTimeout = 500;
    // no offline queue: nothing is written but while the connection is ready; and a PUBLISH whose answer
    // a dropped connection took is not sent again (Redis may have delivered it already: pushed twice)
    this.publisher = new Redis(options.url, {
      connectionName: `${name}-pub`,
      enableOfflineQueue: false,
      autoResendUnfulfilledCommands: false,
      maxRetriesPerRequest: 1,
      disconnectTimeout,
    });
    // the bus subscribes itself on every ready; nothing is resent by ioredis behind its back
    this.subscriber = new Redis(options.url, {
      connectionName: `${name}-sub`,
      // a SUBSCRIBE cut off by a dropped connection fails (and is sent again on the next ready)
      maxRetriesPerRequest: 0,
      autoResubscribe: false,
      autoResendUnfulfilledCommands: false,
      disconnectTimeout,
    });

    for (const [role, connection] of [
      ['publisher', this.publisher],
      ['subscriber', this.subscriber],
    ] as const) {
      connection.on('error', (error: Error) =>
        this.log?.warn({ err: error, role }, 'redis event bus connection error'),
      );
    }
    this.publisher.on('ready', () => {
      this.publisherReadyOnce = true;
      for (const [channel, message] of this.starting.splice(0)) this.send(channel, message);
      if (this.dropped) this.log?.info({ dropped: this.dropped }, 'redis back: events are published again');
      this.dropped = 0;
    });
    this.subscriber.on('message', (channel: string, message: string) => this.dispatch(channel, message));
    this.subscriber.on('ready', () => void this.onSubscriberReady());
    this.subscriber.on('close', () => {
      if (this.subscriberReady) this.resyncOnReady = true;
      this.subscriberReady = false;
      this.subscriberDown = true;
      // whoever waits for a SUBSCRIBE now reads the state at once, and again after the reconnect
      for (const entry of this.subscribed.values()) entry.resolve();
    });
  }

  async publish(topic: string, payload: unknown): Promise<void> {
    if (topic === BUS_RESYNC_TOPIC) return this.deliver(topic, payload ?? {});
    if (this.closed) return;
    if (this.publisher.status !== 'ready') {
      if (!this.publisherReadyOnce && this.starting.length < 1000) {
        this.starting.push([this.prefix + topic, JSON.stringify(payload)]);
        return;
      }
      if (this.dropped++ === 0)
        this.log?.warn(
          { status: this.publisher.status, topic },
          'redis unavailable: live events are dropped until it is back (subscribers read the state again then)',
        );
      return;
    }
    this.send(this.prefix + topic, JSON.stringify(payload));
  }

  private send(channel: string, message: string): void {
    this.publisher.publish(channel, message).catch((error) => {
      // events are hints to re-read state; a lost one must not fail the request that committed the change
      this.log?.warn({ err: error, channel }, 'redis publish failed');
    });
  }

  subscribe<T>(topic: string, signal?: AbortSignal): BusSubscription<T> {
    const onAbort = () => queue.end();
    const listener: Listener = (payload) => queue.push(payload as T);
    const queue = new AsyncQueue<T>(() => {
      signal?.removeEventListener('abort', onAbort);
      this.queues.delete(queue as AsyncQueue<unknown>);
      this.removeListener(topic, listener);
    });
    const ready = this.addListener(topic, listener);
    this.queues.add(queue as AsyncQueue<unknown>);
    // a closed bus (a node shutting down) ends new subscriptions at once
    if (signal?.aborted || this.closed) queue.end();
    else signal?.addEventListener('abort', onAbort, { once: true });
    return Object.assign(queue, { ready });
  }

  // both connections ready: events published here reach the other nodes and theirs reach this one
  isUp(): boolean {
    return !this.closed && this.publisher.status === 'ready' && this.subscriberReady;
  }

  listenerCount(): number {
    let count = 0;
    for (const listeners of this.listeners.values()) count += listeners.size;
    return count;
  }

  // Redis channels this process is subscribed to (tests compare them with PUBSUB NUMSUB)
  topics(): string[] {
    return [...this.listeners.keys()].filter((topic) => topic !== BUS_RESYNC_TOPIC);
  }

  // readiness (http/readiness.ts): the subscriber connection ready and the publisher answering PING
  async ping(): Promise<void> {
    if (!this.subscriberReady) throw new Error(`redis subscriber is ${this.subscriber.status}`);
    await this.publisher.ping();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const queue of [...this.queues]) queue.end();
    for (const entry of this.subscribed.values()) entry.resolve();
    await Promise.all([closeRedis(this.publisher), closeRedis(this.subscriber)]);
  }

  private addListener(topic: string, listener: Listener): Promise<void> {
    let listeners = this.listeners.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(topic, listeners);
      let resolve!: () => void;
      const promise = new Promise<void>((settle) => (resolve = settle));
      this.subscribed.set(topic, { promise, resolve });
      if (topic === BUS_RESYNC_TOPIC || this.closed) resolve();
      else if (this.subscriberDown) {
        resolve();
        this.resyncOnReady = true;
      }
      // before the connection is ready the topic waits for onSubscriberReady
      else if (this.subscriberReady) void this.subscribeChannels([topic]);
    }
    listeners.add(listener);
    return this.subscribed.get(topic)!.promise;
  }

  private removeListener(topic: string, listener: Listener): void {
    const listeners = this.listeners.get(topic);
    if (!listeners?.delete(listener) || listeners.size > 0) return;
    this.listeners.delete(topic);
    this.subscribed.get(topic)?.resolve();
    this.subscribed.delete(topic);
    // a connection that is not ready has no channels yet: the next ready subscribes only current topics
    if (topic === BUS_RESYNC_TOPIC || this.closed || !this.subscriberReady) return;
    this.subscriber
      .unsubscribe(this.prefix + topic)
      .catch((error) => this.log?.warn({ err: error, topic }, 'redis unsubscribe failed'));
  }

  // SUBSCRIBE of these topics (still listened to) on the ready connection; true once Redis acknowledged
  private async subscribeChannels(topics: string[]): Promise<boolean> {
    if (!topics.length) return true;
    try {
      await this.subscriber.subscribe(...topics.map((topic) => this.prefix + topic));
    } catch (error) {
      // the connection dropped meanwhile: its next ready subscribes them again
      this.log?.warn({ err: error, topics: topics.length }, 'redis subscribe failed');
      return false;
    }
    for (const topic of topics) this.subscribed.get(topic)?.resolve();
    return true;
  }

  // Every ready (the first and each reconnect): subscribe every topic, then tell subscribers that events
  // may have been missed while the connection was down.
  private async onSubscriberReady(): Promise<void> {
    this.subscriberReady = true;
    this.subscriberDown = false;
    if (this.closed) return;
    const ok = await this.subscribeChannels(this.topics());
    if (!ok || !this.subscriberReady) return;
    if (this.resyncOnReady) {
      this.resyncOnReady = false;
      this.log?.info({ topics: this.topics().length }, 'redis event bus reconnected');
      this.deliver(BUS_RESYNC_TOPIC, { at: new Date().toISOString() });
    }
  }

  private dispatch(channel: string, message: string): void {
    if (!channel.startsWith(this.prefix)) return;
    const topic = channel.slice(this.prefix.length);
    if (!this.listeners.has(topic)) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch (error) {
      this.log?.warn({ err: error, topic }, 'redis event is not JSON');
      return;
    }
    this.deliver(topic, payload);
  }

  private deliver(topic: string, payload: unknown): void {
    // a copy: a listener that leaves while we deliver must not skip its neighbour
    for (const listener of [...(this.listeners.get(topic) ?? [])]) listener(payload);
  }
}
