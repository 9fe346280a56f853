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

// `name` as the edge cleaned it (modules/identity/api-token-input.ts): one line, 1 to 100 characters
export async function createApiToken(db: Db, viewer: Viewer | null, name: string): Promise<IssuedApiToken> {
  const admin = requireAdminWriter(viewer);
  const token = `${TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  const apiToken = await db.$transaction(async (tx) => {
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
