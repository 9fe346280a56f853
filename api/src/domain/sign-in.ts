// Sign-in: who a request's credentials belong to. Init data signed with the bot token signs its Telegram
// user in (domain/users.ts); an API token acts as the admin who created it. The platform (auth/) only
// reads and checks the credentials.
import { bearerFromHeaders, hashApiToken, type Headers } from '../auth/credentials';
import { initDataFromHeaders, verifyInitData } from '../auth/init-data';
import type { RequestContext, Services, Viewer } from './context';
import { AuthenticationError } from './errors';
import { signIn, viewerOf } from './users';

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
    if (!identity) throw new AuthenticationError('invalid');
    return signIn(services.db, services.config, identity);
  }
  const bearer = bearerFromHeaders(headers);
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
  const viewer = await authenticate(services, headers);
  return { ...services, viewer, language: viewer?.user.language ?? 'ru' };
}
