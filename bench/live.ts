// Masters connected over graphql-ws, as the web app's dashboard subscribes (its MasterFeed document), with
// the plain `ws` client speaking the graphql-transport-ws protocol so thousands fit in one process. Each
// offer_added event is time-stamped the moment it arrives, before anything else is done with it.
import { print } from 'graphql';
import WebSocket from 'ws';
import { MasterFeedDocument } from '../web/src/gql/graphql';
import { initDataFor } from './http';

// BENCH_FEED=thin: only the event's kind and task id (the floor of the event path without the tasks' fields)
// a web app document as Apollo Client sends it: without its client-only @unmask
export const asSent = (document: Parameters<typeof print>[0]) => print(document).replace(/\s*@unmask\b/g, '');

export const MASTER_FEED =
  process.env.BENCH_FEED === 'thin'
    ? 'subscription MasterFeedThin { masterFeed { kind taskId } }'
    : asSent(MasterFeedDocument);

export interface Subscriber {
  telegramId: number;
  // task id -> performance.now() of its offer_added event
  offers: Map<number, number>;
  close(): void;
}

export interface Fleet {
  subscribers: Subscriber[];
  // resolves once every subscriber has an offer_added event for the task, or the timeout passed
  waitForOffer(taskId: number, timeoutMs: number): Promise<number>;
  close(): Promise<void>;
  // called with every offer_added event as it arrives (the waves bench counts a wave's receivers with it)
  onOffer?: (taskId: number, at: number, telegramId: number) => void;
}

type OfferTap = (taskId: number, at: number, telegramId: number) => void;

function subscribe(baseUrl: string, telegramId: number, onOffer: OfferTap, timeoutMs = 60_000): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      perMessageDeflate: false,
    });
    const offers = new Map<number, number>();
    let subscribed = false;
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`master ${telegramId} not subscribed within ${timeoutMs} ms`));
    }, timeoutMs);
    const subscriber: Subscriber = { telegramId, offers, close: () => socket.terminate() };
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { initData: initDataFor(telegramId) } })),
    );
    socket.on('message', (data: Buffer) => {
      const at = performance.now();
      const text = data.toString();
      if (subscribed) {
        // no JSON.parse of the whole task: keep the client's cost per event small
        if (text.includes('"offer_added"')) {
          const taskId = Number(/"taskId":(\d+)/.exec(text)?.[1]);
          offers.set(taskId, at);
          onOffer(taskId, at, telegramId);
        }
        return;
      }
      const message = JSON.parse(text) as { type: string; payload?: unknown };
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: MASTER_FEED } }));
      } else if (message.type === 'next' && !(message.payload as { errors?: unknown }).errors) {
        // the first event is the dashboard's current state: the subscription is live
        subscribed = true;
        clearTimeout(timer);
        resolve(subscriber);
      } else if (message.type === 'error' || message.type === 'next') {
        clearTimeout(timer);
        socket.terminate();
        reject(new Error(`master ${telegramId}: ${text.slice(0, 300)}`));
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', (code) => {
      if (!subscribed) {
        clearTimeout(timer);
        reject(new Error(`master ${telegramId}: socket closed (${code})`));
      }
    });
  });
}

// connects the masters a few dozen at a time (a crowd opening the app, not one burst of thousands)
export async function connectFleet(baseUrl: string, telegramIds: number[], concurrency = 50): Promise<Fleet> {
  const subscribers: Subscriber[] = [];
  let waiter: (() => void) | null = null;
  let fleet: Fleet | null = null;
  const onOffer: OfferTap = (taskId, at, telegramId) => {
    waiter?.();
    fleet?.onOffer?.(taskId, at, telegramId);
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < telegramIds.length) {
        const telegramId = telegramIds[next++];
        subscribers.push(await subscribe(baseUrl, telegramId, onOffer));
      }
    }),
  );
  // in Telegram id order, so the first ten are the masters of the ten-master category
  subscribers.sort((a, b) => a.telegramId - b.telegramId);
  fleet = {
    subscribers,
    waitForOffer(taskId, timeoutMs) {
      const count = () => subscribers.reduce((sum, s) => sum + (s.offers.has(taskId) ? 1 : 0), 0);
      return new Promise((resolve) => {
        let pending = subscribers.length - count();
        if (pending === 0) return resolve(subscribers.length);
        const timer = setTimeout(() => {
          waiter = null;
          resolve(count());
        }, timeoutMs);
        waiter = () => {
          pending -= 1;
          if (pending <= 0 && count() === subscribers.length) {
            clearTimeout(timer);
            waiter = null;
            resolve(subscribers.length);
          }
        };
      });
    },
    async close() {
      for (const subscriber of subscribers) subscriber.close();
    },
  };
  return fleet;
}
