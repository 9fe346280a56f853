// GET /metrics on a listener of its own (METRICS_HOST:METRICS_PORT, loopback by default), never on the public
// port: the figures describe the service, and nobody outside the deployment reads them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import type { Logger } from '../logger';

export interface MetricsListener {
  port: number;
  close(): Promise<void>;
}

export async function listenForScrapes(
  registry: Registry,
  { port, host }: { port: number; host: string },
  log: Logger,
): Promise<MetricsListener> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        log.warn({ err: error }, 'metrics scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('scrape failed\n');
      },
    );
  });
  // Prometheus keeps its connection from one scrape to the next (every 15 s by default)
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  log.info({ port: bound, host }, 'metrics listening');
  return {
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
