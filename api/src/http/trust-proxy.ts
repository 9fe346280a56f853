// Which proxies' X-Forwarded-For is believed (TRUST_PROXY), for Fastify's requests and the WebSocket upgrade alike.
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../platform/config';

// Fastify 5.12 reads a bare hop count as "trust nothing"; as a function it means what TRUST_PROXY says:
// the socket's peer and the hops-1 addresses before it are proxies (proxy-addr counts the socket as 0).
export function trustProxyOption(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

// the caller's address as request.ip says it (the same proxies trusted), for the WebSocket upgrade, which
// never becomes a Fastify request
export function addressOf(trust: Config['trustProxy']): (request: IncomingMessage) => string {
  const option = trustProxyOption(trust);
  const trusted =
    typeof option === 'function' ? option : Array.isArray(option) ? proxyAddr.compile(option) : () => option;
  return (request) => proxyAddr(request, trusted);
}
