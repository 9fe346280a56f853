// `Idempotency-Key` on GraphQL mutations over HTTP: a repeat gets the first answer again, marked
// `Idempotent-Replayed: true` (platform/idempotency.ts). The key stands for the document, the operation
// name and the variables. A replay of a finished mutation is not counted by the rate limits
// (graphql/limits.ts asks isReplay).
import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext, type GraphQLResponse } from '@apollo/server';
import { OperationTypeNode, print } from 'graphql';
import type { RequestContext } from '../platform/context';
import type { Language } from '../platform/db/generated/prisma/client';
import { AppError } from '../platform/errors';
import { translate } from '../platform/i18n';
import { completeKey, credentialKey, fingerprint, keptAnswer, releaseKey, reserveKey } from '../platform/idempotency';
import { parseIdempotencyKey } from '../platform/input/idempotency';

function failure(error: AppError, language: Language): GraphQLResponse {
  return {
    http: { status: error.status, headers: new HeaderMap() },
    body: {
      kind: 'single',
      singleResult: { errors: [{ message: translate(language, error), extensions: { code: error.code } }] },
    },
  };
}

type Request = Pick<
  GraphQLRequestContext<RequestContext>,
  'request' | 'contextValue' | 'operation' | 'operationName' | 'source' | 'document'
>;

// The key of a signed-in viewer's mutation (the credential's: an analyst token's apart from its admin's)
// and what it stands for: the document, the operation name and
// the variables. Null for a request without a key (or anything else); throws on a malformed key.
function keyOf(request: Request): { userId: number; key: string; operation: string } | null {
  const raw = request.request.http?.headers.get('idempotency-key');
  const viewer = request.contextValue.viewer;
  const { document } = request;
  if (!raw || !viewer || !document || request.operation?.operation !== OperationTypeNode.MUTATION) return null;
  const key = credentialKey(parseIdempotencyKey(raw), viewer.apiTokenId);
  const operation = fingerprint(
    'graphql',
    request.source ?? print(document),
    request.operationName ?? null,
    request.request.variables ?? {},
  );
  return { userId: viewer.user.id, key, operation };
}

// Whether the request repeats a finished mutation of the viewer: it will be answered from what was kept.
export async function isReplay(request: Request): Promise<boolean> {
  try {
    const named = keyOf(request);
    return !!named && !!(await keptAnswer(request.contextValue.db, named.userId, named.key, named.operation));
  } catch {
    return false;
  }
}

export function idempotencyPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      let held: { userId: number; key: string } | undefined;
      return {
        async responseForOperation(request) {
          try {
            const named = keyOf(request);
            if (!named) return null;
            const { userId, key, operation } = named;
            const reservation = await reserveKey(request.contextValue.db, userId, key, operation);
            if (reservation.kind === 'replay') {
              return {
                http: { status: reservation.answer.status, headers: new HeaderMap([['idempotent-replayed', 'true']]) },
                body: { kind: 'single', singleResult: reservation.answer.body as Record<string, unknown> },
              };
            }
            held = { userId, key };
            return null;
          } catch (error) {
            if (error instanceof AppError) return failure(error, request.contextValue.language);
            throw error;
          }
        },
        async willSendResponse(request) {
          if (!held) return;
          const { userId, key } = held;
          held = undefined;
          const { body, http } = request.response;
          const status = http.status ?? 200;
          const unexpected =
            body.kind !== 'single' ||
            status >= 500 ||
            body.singleResult.errors?.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR');
          if (unexpected) await releaseKey(request.contextValue.db, userId, key);
          else await completeKey(request.contextValue.db, userId, key, { status, body: body.singleResult });
        },
      };
    },
  };
}
