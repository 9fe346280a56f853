// Read-only API tokens that admins issue to analysts for the GraphQL explorer (docs/product.md §10).
// The token is shown once when it is created; only its sha256 hash is stored, so a leaked database
// does not leak working tokens. A revoked token is refused at once (modules/identity/sign-in.ts).
import crypto from 'node:crypto';
import type { Db } from '../../platform/db/client';
import type { ApiToken, Prisma } from '../../platform/db/generated/prisma/client';
import { hashApiToken } from '../../platform/auth/credentials';
import { requireAdminWriter } from '../../platform/access';
import { recordAudit } from '../audit';
import type { Services, Viewer } from '../../platform/context';
import { publishApiTokenRevoked } from '../../platform/events/domain-events';
import { ConflictError, NotFoundError } from '../../platform/errors';

// a prefix makes a leaked token easy to recognise in logs and secret scanners
const TOKEN_PREFIX = 'usta_';

export interface IssuedApiToken {
  apiToken: ApiToken;
  // the only time the secret is known to the server
  token: string;
}

// `name` as the edge cleaned it (modules/identity/api-token-input.ts): one line, 1 to 100 characters.
// An admin holds at most `max` live tokens (API_TOKENS_MAX): 30 were minted in 1.7 s, each with a reports
// allowance of its own before the allowance became the admin's (graphql/limits.ts).
export async function createApiToken(
  db: Db,
  viewer: Viewer | null,
  name: string,
  max: number,
): Promise<IssuedApiToken> {
  const admin = requireAdminWriter(viewer);
  const token = `${TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  const apiToken = await db.$transaction(async (tx) => {
    // the admin's row locked: two mints at once count each other
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${admin.user.id} FOR UPDATE`;
    const live = await tx.apiToken.count({ where: { createdById: admin.user.id, revokedAt: null } });
    if (live >= max) throw new ConflictError({ code: 'API_TOKENS_TOO_MANY', params: { max } });
    const created = await tx.apiToken.create({
      data: { name, tokenHash: hashApiToken(token), createdById: admin.user.id },
    });
    await recordAudit(tx, admin.user.id, 'api_token.create', 'ApiToken', created.id, { name });
    return created;
  });
  return { apiToken, token };
}

// Managing tokens is for admins only: an analyst token cannot list or mint others. Live tokens first.
// `query` is the GraphQL selection (Pothos passes its include/select through).
export function listApiTokens<Q extends Omit<Prisma.ApiTokenFindManyArgs, 'where' | 'orderBy'>>(
  db: Db,
  viewer: Viewer | null,
  query?: Q,
) {
  requireAdminWriter(viewer);
  return db.apiToken.findMany({ ...query, orderBy: [{ revokedAt: { sort: 'desc', nulls: 'first' } }, { id: 'desc' }] });
}

// The revocation is published once committed: sockets signed in with the token close on every node.
export async function revokeApiToken(
  services: Pick<Services, 'db' | 'bus' | 'log'>,
  viewer: Viewer | null,
  id: number,
): Promise<ApiToken> {
  const admin = requireAdminWriter(viewer);
  const revoked = await services.db.$transaction(async (tx) => {
    // conditional update: two admins revoking at once record one revocation
    const { count } = await tx.apiToken.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
    const token = await tx.apiToken.findUnique({ where: { id } });
    if (!token) throw new NotFoundError('API_TOKEN_NOT_FOUND');
    if (count === 0) throw new ConflictError('API_TOKEN_ALREADY_REVOKED');
    await recordAudit(tx, admin.user.id, 'api_token.revoke', 'ApiToken', id, { name: token.name });
    return token;
  });
  await publishApiTokenRevoked(services.bus, id).catch((error) =>
    services.log.warn({ err: error, apiTokenId: id }, 'api token revocation not published'),
  );
  return revoked;
}

// Whose allowance a token's requests spend before they are signed in (platform/rate-limit.ts): the
// Telegram id of the admin who issued it (null: no such token), read once a minute per token.
const OWNER_TTL_MS = 60_000;
const OWNERS_KEPT = 1000;
export function tokenOwners(db: Db): (tokenHash: string) => Promise<bigint | null> {
  const known = new Map<string, { telegramId: bigint | null; until: number }>();
  return async (tokenHash) => {
    const now = Date.now();
    const hit = known.get(tokenHash);
    if (hit && hit.until > now) return hit.telegramId;
    const token = await db.apiToken.findUnique({
      where: { tokenHash },
      select: { createdBy: { select: { telegramId: true } } },
    });
    const telegramId = token?.createdBy.telegramId ?? null;
    if (known.size >= OWNERS_KEPT) known.clear();
    known.set(tokenHash, { telegramId, until: now + OWNER_TTL_MS });
    return telegramId;
  };
}
