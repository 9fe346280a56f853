// Publish/subscribe for live updates. In one process by default; through Redis when REDIS_URL is set,
// so a subscriber on one API node sees events published on another.
import { EventEmitter, on } from 'node:events';

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
  close(): Promise<void>;
}

// Local to each process: the bus says here that events may have been lost (its Redis connection dropped
// and came back), so subscribers that show a current state send it again.
export const BUS_RESYNC_TOPIC = 'bus:resync';

export class LocalEventBus implements EventBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  async publish(topic: string, payload: unknown): Promise<void> {
    this.emitter.emit(topic, payload);
  }

  subscribe<T>(topic: string, signal?: AbortSignal): BusSubscription<T> {
    // events.on attaches its listener now, so the subscription is ready at once
    return Object.assign(mapIterator(on(this.emitter, topic, { signal }), (args) => args[0] as T), { ready: Promise.resolve() });
  }

  listenerCount(): number {
    return this.emitter.eventNames().reduce((sum, name) => sum + this.emitter.listenerCount(name), 0);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

export function mapIterator<A, B>(source: AsyncIterableIterator<A>, map: (value: A) => B): AsyncIterableIterator<B> {
  const iterator: AsyncIterableIterator<B> = {
    async next() {
      try {
        const result = await source.next();
        return result.done ? { done: true, value: undefined } : { done: false, value: map(result.value) };
      } catch (error) {
        if ((error as Error).name === 'AbortError') return { done: true, value: undefined };
        throw error;
      }
    },
    async return() {
      await source.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
