// Publish/subscribe for live updates. In one process by default; through Redis when REDIS_URL is set,
// so a subscriber on one API node sees events published on another.
import { EventEmitter, on } from 'node:events';

export interface EventBus {
  publish(topic: string, payload: unknown): Promise<void>;
  // ends (and releases its listener) when the consumer returns or the signal aborts
  subscribe<T>(topic: string, signal?: AbortSignal): AsyncIterableIterator<T>;
  listenerCount(): number;
  close(): Promise<void>;
}

export class LocalEventBus implements EventBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  async publish(topic: string, payload: unknown): Promise<void> {
    this.emitter.emit(topic, payload);
  }

  subscribe<T>(topic: string, signal?: AbortSignal): AsyncIterableIterator<T> {
    return mapIterator(on(this.emitter, topic, { signal }), (args) => args[0] as T);
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
