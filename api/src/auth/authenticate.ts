// One way to turn request headers (HTTP or graphql-ws connectionParams) into a viewer.
import crypto from 'node:crypto';
import type { RequestContext, Services, Viewer } from '../domain/context';
import { AuthenticationError } from '../domain/errors';
import { signIn, viewerOf } from '../domain/users';
import { initDataFromHeaders, verifyInitData } from './init-data';

type Headers = Record<string, string | string[] | undefined>;

export function hashApiToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

// how stale lastUsedAt may get: a busy token costs one write a minute, not one per request
export const API_TOKEN_USE_STAMP_MS = 60_000;

// Decided from the row just read, so most requests add no query. The update is conditional: nodes
// that see the same stale stamp at once write it once. A failed stamp never refuses the request.
async function stampLastUsed(services: Services, token: { id: number; lastUsedAt: Date | null }, now: Date) {
  const staleBefore = new Date(now.getTime() - API_TOKEN_USE_STAMP_MS);
  if (token.lastUsedAt && token.lastUsedAt > staleBefore) return;
  try {
    await services.db.apiToken.updateMany({
      where: { id: token.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lte: staleBefore } }] },
      data: { lastUsedAt: now },
    });
  } catch (error) {
    services.log.warn({ err: error, apiTokenId: token.id }, 'could not stamp the API token as used');
  }
}

// null when the request carries no credentials; AuthenticationError when it carries bad ones
export async function authenticate(services: Services, headers: Headers): Promise<Viewer | null> {
  const initData = initDataFromHeaders(headers);
  if (initData) {
    const identity = verifyInitData(initData, services.config.botToken, services.config.initDataMaxAgeS);
    return signIn(services.db, services.config, identity);
  }
  const authorization = headers.authorization;
  const bearer = typeof authorization === 'string' && /^bearer\s+(\S+)$/i.exec(authorization.trim())?.[1];
  if (bearer) {
    const token = await services.db.apiToken.findUnique({
      where: { tokenHash: hashApiToken(bearer) },
      include: { createdBy: true },
    });
    if (!token || token.revokedAt) throw new AuthenticationError('invalid');
    await stampLastUsed(services, token, new Date());
    return viewerOf(token.createdBy, services.config, true);
  }
  return null;
}

export async function createContext(services: Services, headers: Headers): Promise<RequestContext> {
  return { ...services, viewer: await authenticate(services, headers) };
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
