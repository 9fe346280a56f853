// Publish/subscribe for live updates. In one process by default; through Redis when REDIS_URL is set,
// so a subscriber on one API node sees events published on another.
import { EventEmitter } from 'node:events';
import { AsyncQueue } from './async-queue';

export interface BusSubscription<T> extends AsyncIterableIterator<T> {
  // settles once every event published from now on reaches this subscription (Redis acknowledged the
  // SUBSCRIBE): read the current state after it, and no change can fall between the read and the stream
  readonly ready: Promise<void>;
}

export interface EventBus {
  // payloads travel as JSON between nodes: plain objects, strings and numbers only
  publish(topic: string, payload: unknown): Promise<void>;
  // ends (and releases its listener) when the consumer returns or the signal aborts
  subscribe<T>(topic: string, signal?: AbortSignal): BusSubscription<T>;
  // local listeners of this process (leak checks expect 0 once every subscriber has gone)
  listenerCount(): number;
  // false while the bus cannot reach the other nodes (Redis unreachable); absent: always reaches them
  isUp?(): boolean;
  // Redis's bus only: rejects while Redis cannot carry events (http/readiness.ts)
  ping?(): Promise<void>;
  close(): Promise<void>;
}

// Local to each process: the bus says here that events may have been lost (its Redis connection dropped
// and came back), so subscribers that show a current state send it again.
export const BUS_RESYNC_TOPIC = 'bus:resync';

export class LocalEventBus implements EventBus {
  private readonly emitter = new EventEmitter();
  private readonly queues = new Set<AsyncQueue<unknown>>();
  private closed = false;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  async publish(topic: string, payload: unknown): Promise<void> {
    this.emitter.emit(topic, payload);
  }

  subscribe<T>(topic: string, signal?: AbortSignal): BusSubscription<T> {
    const listener = (payload: unknown) => queue.push(payload as T);
    const onAbort = () => queue.end();
    const queue: AsyncQueue<T> = new AsyncQueue<T>(() => {
      this.emitter.off(topic, listener);
      signal?.removeEventListener('abort', onAbort);
      this.queues.delete(queue as AsyncQueue<unknown>);
    });
    // attached now, so the subscription is ready at once
    this.emitter.on(topic, listener);
    this.queues.add(queue as AsyncQueue<unknown>);
    if (signal?.aborted || this.closed) queue.end();
    else signal?.addEventListener('abort', onAbort, { once: true });
    return Object.assign(queue, { ready: Promise.resolve() });
  }

  listenerCount(): number {
    return this.emitter.eventNames().reduce((sum, name) => sum + this.emitter.listenerCount(name), 0);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const queue of [...this.queues]) queue.end();
    this.emitter.removeAllListeners();
  }
}
