// The event bus across API nodes: every publish goes through Redis, and each process holds one subscriber
// connection with one Redis SUBSCRIBE per topic that has local listeners (reference counted, dropped with
// the last one). Redis pub/sub keeps nothing for absent listeners, so subscribers read the current state
// from the database when they start and again after a reconnect (BUS_RESYNC_TOPIC).
import Redis from 'ioredis';
import type { Logger } from '../logger';
import { AsyncQueue } from './async-queue';
import { BUS_RESYNC_TOPIC, type BusSubscription, type EventBus } from './event-bus';

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
  // the SUBSCRIBE sent for a topic; commands run in order on the one connection, so after an
  // UNSUBSCRIBE a later SUBSCRIBE of the same topic still settles last
  private readonly subscribed = new Map<string, Promise<void>>();
  private readonly queues = new Set<AsyncQueue<unknown>>();
  private connectedOnce = false;
  private closed = false;

  constructor(options: RedisEventBusOptions) {
    this.prefix = options.prefix ?? '';
    this.log = options.log;
    const name = options.name ?? 'usta-bus';
    // close() on a connection still being set up waits this long before dropping the socket (default 2 s)
    const disconnectTimeout = 500;
    // a publish waits a little for a reconnect, then gives up (the change itself is already committed)
    this.publisher = new Redis(options.url, {
      connectionName: `${name}-pub`,
      maxRetriesPerRequest: 3,
      disconnectTimeout,
    });
    // SUBSCRIBE waits for as long as it takes; ioredis sends the channels again after a reconnect
    this.subscriber = new Redis(options.url, {
      connectionName: `${name}-sub`,
      maxRetriesPerRequest: null,
      autoResubscribe: true,
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
    this.subscriber.on('message', (channel: string, message: string) => this.dispatch(channel, message));
    this.subscriber.on('ready', () => {
      if (this.connectedOnce) void this.resync();
      this.connectedOnce = true;
    });
  }

  async publish(topic: string, payload: unknown): Promise<void> {
    if (topic === BUS_RESYNC_TOPIC) return this.deliver(topic, payload ?? {});
    try {
      await this.publisher.publish(this.prefix + topic, JSON.stringify(payload));
    } catch (error) {
      // events are hints to re-read state; a lost one must not fail the request that committed the change
      this.log?.warn({ err: error, topic }, 'redis publish failed');
    }
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

  listenerCount(): number {
    let count = 0;
    for (const listeners of this.listeners.values()) count += listeners.size;
    return count;
  }

  // Redis channels this process is subscribed to (tests compare them with PUBSUB NUMSUB)
  topics(): string[] {
    return [...this.listeners.keys()].filter((topic) => topic !== BUS_RESYNC_TOPIC);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const queue of [...this.queues]) queue.end();
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }

  private addListener(topic: string, listener: Listener): Promise<void> {
    let listeners = this.listeners.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(topic, listeners);
      if (topic === BUS_RESYNC_TOPIC || this.closed) {
        this.subscribed.set(topic, Promise.resolve());
      } else {
        const subscribing = this.subscriber.subscribe(this.prefix + topic).then(() => undefined);
        subscribing.catch((error) => this.log?.warn({ err: error, topic }, 'redis subscribe failed'));
        this.subscribed.set(topic, subscribing);
      }
    }
    listeners.add(listener);
    return this.subscribed.get(topic)!;
  }

  private removeListener(topic: string, listener: Listener): void {
    const listeners = this.listeners.get(topic);
    if (!listeners?.delete(listener) || listeners.size > 0) return;
    this.listeners.delete(topic);
    this.subscribed.delete(topic);
    if (topic === BUS_RESYNC_TOPIC || this.closed) return;
    this.subscriber
      .unsubscribe(this.prefix + topic)
      .catch((error) => this.log?.warn({ err: error, topic }, 'redis unsubscribe failed'));
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

  // After a reconnect: make sure every topic is subscribed again, then tell subscribers that events
  // may have been missed while the connection was down.
  private async resync(): Promise<void> {
    const channels = this.topics().map((topic) => this.prefix + topic);
    try {
      if (channels.length) await this.subscriber.subscribe(...channels);
    } catch (error) {
      this.log?.warn({ err: error }, 'redis resubscribe failed');
      return;
    }
    this.log?.info({ topics: channels.length }, 'redis event bus reconnected');
    this.deliver(BUS_RESYNC_TOPIC, { at: new Date().toISOString() });
  }
}
