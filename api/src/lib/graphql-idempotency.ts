// `Idempotency-Key` on GraphQL mutations over HTTP: a repeat gets the first answer again, marked
// `Idempotent-Replayed: true` (domain/idempotency.ts). The key stands for the document, the operation
// name and the variables.
import { HeaderMap, type ApolloServerPlugin, type GraphQLResponse } from '@apollo/server';
import { OperationTypeNode, print } from 'graphql';
import type { RequestContext } from '../domain/context';
import { AppError } from '../domain/errors';
import { checkKey, completeKey, fingerprint, releaseKey, reserveKey } from '../domain/idempotency';

function failure(error: AppError): GraphQLResponse {
  return {
    http: { status: error.status, headers: new HeaderMap() },
    body: { kind: 'single', singleResult: { errors: [{ message: error.message, extensions: { code: error.code } }] } },
  };
}

export function idempotencyPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      let held: { userId: number; key: string } | undefined;
      return {
        async responseForOperation(request) {
          const raw = request.request.http?.headers.get('idempotency-key');
          const viewer = request.contextValue.viewer;
          if (!raw || !viewer || request.operation.operation !== OperationTypeNode.MUTATION) return null;
          try {
            const key = checkKey(raw);
            const operation = fingerprint(
              'graphql',
              request.source ?? print(request.document),
              request.operationName ?? null,
              request.request.variables ?? {},
            );
            const reservation = await reserveKey(request.contextValue.db, viewer.user.id, key, operation);
            if (reservation.kind === 'replay') {
              return {
                http: { status: reservation.answer.status, headers: new HeaderMap([['idempotent-replayed', 'true']]) },
                body: { kind: 'single', singleResult: reservation.answer.body as Record<string, unknown> },
              };
            }
            held = { userId: viewer.user.id, key };
            return null;
          } catch (error) {
            if (error instanceof AppError) return failure(error);
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
