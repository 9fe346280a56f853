// Sign-in: who a request's credentials belong to. Init data signed with the bot token signs its Telegram
// user in (modules/identity/users.ts); an API token acts as the admin who created it. The platform (auth/) only
// reads and checks the credentials.
import { bearerFromHeaders, hashApiToken, type Headers } from '../../platform/auth/credentials';
import { initDataFromHeaders, verifyInitData } from '../../platform/auth/init-data';
import type { RequestContext, Services, Viewer } from '../../platform/context';
import { AuthenticationError } from '../../platform/errors';
import { topics } from '../../platform/events/domain-events';
import { BUS_RESYNC_TOPIC } from '../../platform/events/event-bus';
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
    const viewer = await signIn(services.db, services.config, identity);
    const maxAgeS = services.config.initDataMaxAgeS;
    if (maxAgeS > 0) viewer.expiresAt = new Date(identity.authDate.getTime() + maxAgeS * 1000);
    return viewer;
  }
  const bearer = bearerFromHeaders(headers);
  if (bearer) {
    const token = await services.db.apiToken.findUnique({
      where: { tokenHash: hashApiToken(bearer) },
      include: { createdBy: true },
    });
    if (!token || token.revokedAt) throw new AuthenticationError('invalid');
    await stampLastUsed(services, token, new Date());
    return { ...viewerOf(token.createdBy, services.config, true), apiTokenId: token.id };
  }
  return null;
}

// the longest setTimeout delay Node keeps (about 24.8 days)
const MAX_TIMER_MS = 2 ** 31 - 1;

// Resolves when the credentials a long-lived connection signed in with stop being valid: the init data
// grows older than INIT_DATA_MAX_AGE_S, or the analyst token is revoked (published by the node that
// revoked it; read again from the database once listening, and after the bus may have lost events).
// Never resolves once `signal` aborts (the connection closed on its own).
export function credentialsLapse(services: Services, viewer: Viewer, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal.aborted) return;
    let timer: NodeJS.Timeout | undefined;
    const expiresAt = viewer.expiresAt;
    if (expiresAt) {
      const arm = () => {
        const left = expiresAt.getTime() - Date.now();
        if (left <= 0) return resolve();
        timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
      };
      arm();
      signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    }
    const tokenId = viewer.apiTokenId;
    if (tokenId === undefined) return;
    const revoked = async () => (await services.db.apiToken.count({ where: { id: tokenId, revokedAt: null } })) === 0;
    const watch = async () => {
      const events = services.bus.subscribe(topics.apiTokenRevoked(tokenId), signal);
      const resyncs = services.bus.subscribe(BUS_RESYNC_TOPIC, signal);
      await events.ready;
      if (await revoked()) return resolve();
      void (async () => {
        for await (const _resync of resyncs) if (await revoked()) return resolve();
      })().catch((error) => services.log.warn({ err: error, apiTokenId: tokenId }, 'api token check failed'));
      for await (const _event of events) return resolve();
    };
    watch().catch((error) => services.log.warn({ err: error, apiTokenId: tokenId }, 'api token watch failed'));
  });
}

// Whose credentials a connection carries, read without the database: the Telegram user of valid init
// data, or the hash of a bearer token; null for none or bad ones (the sign-in refuses those anyway). The
// socket's limits count connections by it (graphql/subscribe/subscription-limits.ts).
export function credentialsKey(services: Services, headers: Headers): string | null {
  const initData = initDataFromHeaders(headers);
  if (initData) {
    const identity = verifyInitData(initData, services.config.botToken, services.config.initDataMaxAgeS);
    return identity ? `telegram:${identity.telegramId}` : null;
  }
  const bearer = bearerFromHeaders(headers);
  return bearer ? `token:${hashApiToken(bearer)}` : null;
}

export async function createContext(services: Services, headers: Headers): Promise<RequestContext> {
  const viewer = await authenticate(services, headers);
  // credentialsKey's answer, from what the sign-in has already checked
  const bearer = viewer?.apiTokenId !== undefined ? bearerFromHeaders(headers) : undefined;
  const key = !viewer ? null : bearer ? `token:${hashApiToken(bearer)}` : `telegram:${viewer.user.telegramId}`;
  return { ...services, viewer, language: viewer?.user.language ?? 'ru', ...(key ? { credentialsKey: key } : {}) };
}
