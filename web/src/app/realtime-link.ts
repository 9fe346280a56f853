// graphql-ws link (own chunk): the same init data as HTTP goes in connectionParams; the socket state
// tells screens whether to poll.
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { INIT_DATA_HEADER } from '../lib/http';
import { getInitData } from '../lib/init-data';
import { setRealtimeConnected } from '../lib/realtime';

export function createRealtimeLink() {
  const url = new URL('/graphql', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const client = createClient({
    url: url.toString(),
    connectionParams: () => {
      const initData = getInitData() ?? '';
      return { [INIT_DATA_HEADER]: initData, initData };
    },
    retryAttempts: 1000,
    shouldRetry: () => true,
    on: {
      connected: () => setRealtimeConnected(true),
      closed: () => setRealtimeConnected(false),
      error: () => setRealtimeConnected(false),
    },
  });
  return {
    link: new GraphQLWsLink(client),
    dispose: () => {
      setRealtimeConnected(false);
      void client.dispose();
    },
  };
}
