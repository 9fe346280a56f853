// Building blocks for GraphQL subscriptions over the event bus.
import { AsyncQueue } from './async-queue';
import type { BusSubscription, EventBus } from './event-bus';

// A subscription written as an async generator. An async generator cannot be returned while it awaits,
// so a socket closed while it waits for the next event would keep its bus listener until some event
// came. return() therefore first aborts the signal the generator gave to bus.subscribe: the waiting
// next() ends at once, the listener is released, and the generator runs to its end.
export function liveStream<T>(run: (signal: AbortSignal) => AsyncGenerator<T>): AsyncIterableIterator<T> {
  const controller = new AbortController();
  const generator = run(controller.signal);
  const stream: AsyncIterableIterator<T> = {
    next: () => generator.next(),
    async return() {
      controller.abort();
      return generator.return(undefined);
    },
    async throw(error?: unknown) {
      controller.abort();
      return generator.throw(error);
    },
    [Symbol.asyncIterator]: () => stream,
  };
  return stream;
}

export interface TopicEvent {
  topic: string;
  payload: unknown;
}

// Several topics as one stream, in arrival order; ready when every topic is, ended with the signal.
export function subscribeTopics(bus: EventBus, topicNames: string[], signal: AbortSignal): BusSubscription<TopicEvent> {
  const inner = new AbortController();
  const stop = () => inner.abort();
  const queue = new AsyncQueue<TopicEvent>(() => {
    signal.removeEventListener('abort', stop);
    inner.abort();
  });
  if (signal.aborted) {
    queue.end();
    return Object.assign(queue, { ready: Promise.resolve() });
  }
  signal.addEventListener('abort', stop, { once: true });
  const sources = topicNames.map((topic) => ({ topic, events: bus.subscribe<unknown>(topic, inner.signal) }));
  inner.signal.addEventListener('abort', () => queue.end(), { once: true });
  let open = sources.length;
  for (const { topic, events } of sources) {
    void (async () => {
      try {
        for await (const payload of events) queue.push({ topic, payload });
      } catch (error) {
        queue.end(error);
      } finally {
        if (--open === 0) queue.end();
      }
    })();
  }
  const ready = Promise.all(sources.map(({ events }) => events.ready)).then(() => undefined);
  // a subscriber that left before Redis answered never awaits it
  ready.catch(() => undefined);
  return Object.assign(queue, { ready });
}

// true once the promise settles, false as soon as the signal aborts (a subscriber that leaves while
// Redis has not yet confirmed its SUBSCRIBE); a rejection passes through.
export function settledUnlessAborted(promise: Promise<unknown>, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(false);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve(!signal.aborted);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
