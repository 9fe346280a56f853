// The pieces of a REST request as plain values (the JSON body as an object, a path parameter, a query
// string), which the routes hand to their module's parsers (its *-input.ts).
import type { FastifyRequest } from 'fastify';

// the JSON body when it is an object; anything else counts as an empty form
export function bodyObject(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function pathParam(request: FastifyRequest, name: string): string | undefined {
  return (request.params as Record<string, string | undefined>)[name];
}

export function queryParams(request: FastifyRequest): Record<string, unknown> {
  return (request.query as Record<string, unknown>) ?? {};
}
