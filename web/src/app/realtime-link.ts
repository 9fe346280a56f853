// graphql-ws link (own chunk): the same init data as HTTP goes in connectionParams; the socket state
// tells screens whether to poll.
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { INIT_DATA_HEADER } from '../lib/http';
import { getInitData } from '../lib/init-data';
import { setRealtimeConnected, setRealtimeRestart } from '../lib/realtime';

// A ping goes out after this long without a message from the server...
export const KEEP_ALIVE_MS = 10_000;
// ...and a socket whose pong has not come this long after it is taken for dead and replaced: a phone that
// slept or changed networks often keeps a socket that no longer reaches the server, and nothing would tell
// the app (no close event for minutes). Dead within KEEP_ALIVE_MS + PONG_TIMEOUT_MS (20 s) of going quiet.
export const PONG_TIMEOUT_MS = 10_000;

export interface RealtimeLinkOptions {
  // the socket is up again after having been up before: what was published meanwhile is not replayed
  onReconnected?(): void;
}

export function createRealtimeLink(options: RealtimeLinkOptions = {}) {
  const url = new URL('/graphql', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  let connectedBefore = false;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  const client = createClient({
    url: url.toString(),
    connectionParams: () => {
      const initData = getInitData() ?? '';
      return { [INIT_DATA_HEADER]: initData, initData };
    },
    retryAttempts: 1000,
    shouldRetry: () => true,
    keepAlive: KEEP_ALIVE_MS,
    on: {
      connected: () => {
        setRealtimeConnected(true);
        if (connectedBefore) options.onReconnected?.();
        connectedBefore = true;
      },
      ping: (received) => {
        // our own ping: the server must answer it in time
        if (received) return;
        clearTimeout(pongTimer);
        pongTimer = setTimeout(() => client.terminate(), PONG_TIMEOUT_MS);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
      closed: () => {
        clearTimeout(pongTimer);
        setRealtimeConnected(false);
      },
      error: () => setRealtimeConnected(false),
    },
  });
  // graphql-ws opens a new socket after a terminated one and subscribes everything again on it
  const forgetRestart = setRealtimeRestart(() => client.terminate());
  return {
    link: new GraphQLWsLink(client),
    dispose: () => {
      clearTimeout(pongTimer);
      forgetRestart();
      setRealtimeConnected(false);
      void client.dispose();
    },
  };
}
