// Credentials as a request carries them (HTTP headers or graphql-ws connectionParams): reading them and
// hashing API tokens. Platform code: who they belong to is the domain's sign-in (modules/identity/sign-in.ts).
import crypto from 'node:crypto';

export type Headers = Record<string, string | string[] | undefined>;

export function hashApiToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

// the token of `Authorization: Bearer <token>`, if the request carries one
export function bearerFromHeaders(headers: Headers): string | undefined {
  const authorization = headers.authorization;
  return (typeof authorization === 'string' && /^bearer\s+(\S+)$/i.exec(authorization.trim())?.[1]) || undefined;
}

// graphql-ws: the client sends the same header names in connectionParams
export function headersFromConnectionParams(params: Record<string, unknown> | undefined): Headers {
  const headers: Headers = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (typeof value === 'string') headers[key.toLowerCase()] = value;
  }
  if (typeof params?.initData === 'string') headers['x-telegram-init-data'] = params.initData;
  return headers;
}
