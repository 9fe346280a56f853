// A body refused by its declared size (413: GraphQL's GRAPHQL_MAX_BODY_BYTES, the app's 1 MB) is read and
// thrown away instead of left on the wire. Left there, the node closes the connection while the client is
// still sending: its kernel then resets the connection and may drop the 413 before the client reads it, so
// the caller sees a broken connection (EPIPE) instead of the refusal's message. Reading costs only the
// bandwidth: nothing is kept. A body declared larger than DRAIN_MAX_BYTES is not read: the connection
// closes as before, and the client may see it broken.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DRAIN_MAX_BYTES = 4 * 1024 * 1024;

// Fastify answers a refused body with `Connection: close`; within DRAIN_MAX_BYTES the connection stays
// open instead and the rest of the body is read and dropped, as any unread body is once an answer is sent.
export function drainRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  const declared = Number(request.headers['content-length']);
  if (!Number.isFinite(declared) || declared > DRAIN_MAX_BYTES) return;
  reply.removeHeader('connection');
  request.raw.resume();
}
