// Building blocks for GraphQL subscriptions over the event bus.
import { AsyncQueue } from './async-queue';
import { BUS_RESYNC_TOPIC, type BusSubscription, type EventBus } from './event-bus';

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

// How long a stream waits for the bus to listen before it shows its first state anyway: Redis answers a
// SUBSCRIBE in milliseconds, a hung or unreachable one never does.
export const BUS_READY_WAIT_MS = 500;

export interface LiveTopics extends BusSubscription<TopicEvent> {
  // settles when the stream may read and show its first state: once the bus listens to every topic, or
  // after BUS_READY_WAIT_MS without it (the database is the record: a first state never waits on Redis).
  // A bus that starts listening only later then sends a BUS_RESYNC_TOPIC event through the stream, so a
  // change made between the first read and that moment is read again.
  readonly started: Promise<void>;
  // the events that arrived and wait to be taken, taken now
  takeQueued(): TopicEvent[];
}

// Several topics as one stream, in arrival order; ready when every topic is, ended with the signal.
export function subscribeTopics(bus: EventBus, topicNames: string[], signal: AbortSignal): LiveTopics {
  const inner = new AbortController();
  const stop = () => inner.abort();
  const queue = new AsyncQueue<TopicEvent>(() => {
    signal.removeEventListener('abort', stop);
    inner.abort();
  });
  if (signal.aborted) {
    queue.end();
    return Object.assign(queue, { ready: Promise.resolve(), started: Promise.resolve() });
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
  const started = new Promise<void>((resolve, reject) => {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      resolve();
    }, BUS_READY_WAIT_MS);
    const cancel = () => clearTimeout(timer);
    inner.signal.addEventListener('abort', cancel, { once: true });
    ready.then(
      () => {
        cancel();
        inner.signal.removeEventListener('abort', cancel);
        if (late) queue.push({ topic: BUS_RESYNC_TOPIC, payload: { at: new Date().toISOString() } });
        resolve();
      },
      (error: unknown) => {
        cancel();
        inner.signal.removeEventListener('abort', cancel);
        if (late) queue.end(error);
        else reject(error);
      },
    );
  });
  started.catch(() => undefined);
  return Object.assign(queue, { ready, started });
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
