// How long a request may take to arrive and a connection may stay silent (HTTP_REQUEST_TIMEOUT_MS,
// HTTP_CONNECTION_TIMEOUT_MS). 150 connections trickling a byte every 10 s were all still open after 100 s
// with Fastify's defaults (none). WebSockets are exempt: ws clears its socket's timeout, and the server's
// pings end a silent one (WS_KEEPALIVE_S).
import type { Config } from '../platform/config';

export function serverTimeouts({ requestTimeoutMs, connectionTimeoutMs }: Config['httpTimeouts']) {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: connectionTimeoutMs,
    // Node checks request timeouts every 30 s, and one shorter than the headers' timeout (60 s) went
    // unchecked (Node 20): both follow the request timeout
    http: requestTimeoutMs
      ? {
          headersTimeout: Math.min(60_000, requestTimeoutMs),
          connectionsCheckingInterval: Math.max(250, Math.min(30_000, requestTimeoutMs / 4)),
        }
      : {},
  };
}
