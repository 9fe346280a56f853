// A graphql-ws client as the web app uses it (init data in connectionParams), with subscriptions that
// collect what arrives so a test can wait for the next result with a deadline.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { AsyncQueue } from '../../api/src/platform/events/async-queue';

export interface LiveResult<T = any> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  // when the client received it: performance.now(), and the wall clock (to compare with server timestamps)
  receivedAt: number;
  receivedAtMs: number;
}

export interface LiveSubscription<T = any> {
  // the next result; rejects when none comes in time or the stream ended
  next(timeoutMs?: number): Promise<LiveResult<T>>;
  // resolves once the server completed (or failed) the operation
  readonly ended: Promise<{ error?: unknown }>;
  dispose(): void;
}

export interface LiveClient {
  client: Client;
  subscribe<T = any>(query: string, variables?: Record<string, unknown>): LiveSubscription<T>;
  close(): Promise<void>;
}

// init data, or connectionParams of another credential ({ authorization: 'Bearer ...' })
export function liveClient(baseUrl: string, credentials: string | Record<string, string>): LiveClient {
  const url = `${baseUrl.replace(/^http/, 'ws')}/graphql`;
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: typeof credentials === 'string' ? { initData: credentials } : credentials,
    retryAttempts: 0,
    lazy: true,
    lazyCloseTimeout: 0,
  });
  return {
    client,
    subscribe<T>(query: string, variables?: Record<string, unknown>) {
      const results = new AsyncQueue<LiveResult<T>>();
      let settle!: (outcome: { error?: unknown }) => void;
      const ended = new Promise<{ error?: unknown }>((resolve) => (settle = resolve));
      const dispose = client.subscribe<T>(
        { query, variables },
        {
          next: (result) =>
            results.push({ ...(result as LiveResult<T>), receivedAt: performance.now(), receivedAtMs: Date.now() }),
          // the server's `error` message (a list of GraphQL errors) or a closed socket
          error: (error) => {
            const errors = Array.isArray(error)
              ? error
              : [
                  {
                    message:
                      error instanceof Error ? error.message : String((error as { reason?: string }).reason ?? error),
                  },
                ];
            results.push({ errors, receivedAt: performance.now(), receivedAtMs: Date.now() });
            results.end();
            settle({ error });
          },
          complete: () => {
            results.end();
            settle({});
          },
        },
      );
      return {
        ended,
        dispose,
        async next(timeoutMs = 5000) {
          let timer: NodeJS.Timeout | undefined;
          const timeout = new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no subscription result within ${timeoutMs} ms`)), timeoutMs);
          });
          try {
            const result = await Promise.race([results.next(), timeout]);
            if (result.done) throw new Error('the subscription ended');
            return result.value;
          } finally {
            clearTimeout(timer);
          }
        },
      };
    },
    async close() {
      await client.dispose();
    },
  };
}
