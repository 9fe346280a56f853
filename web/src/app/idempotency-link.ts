// `Idempotency-Key` on every GraphQL mutation (api/src/graphql/idempotency.ts): one key per user
// intent. The server ties a key to the document and the variables, so an intent here is one mutation
// with one set of variables. A double tap, or the same submission again after it got no answer (the
// network, a 5xx, the rate limit, "still running"), carries the same key and runs once on the server;
// an answer that settles it (done, or refused for a reason of its own) frees the key, so the next
// submission is a new intent with a new key. A caller may also name the key in the operation context.
import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { OperationTypeNode } from 'graphql';
import { tap } from 'rxjs';

declare module '@apollo/client' {
  interface DefaultContext {
    // this key instead of the one the link keeps for the mutation's variables
    idempotencyKey?: string;
  }
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

// answered statuses after which the server kept nothing (5xx released the key, 429 and the 409 of a
// request still running came before it was taken), or a proxy answered for it: the same key may
// (and, for a gateway timeout, must) go again
const UNSETTLED_STATUSES = new Set([409, 429]);
const unsettled = (error: unknown) =>
  !ServerError.is(error) || error.statusCode >= 500 || UNSETTLED_STATUSES.has(error.statusCode);

export function newIdempotencyKey(): string {
  const random = globalThis.crypto;
  if (typeof random?.randomUUID === 'function') return random.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export class IdempotencyLink extends ApolloLink {
  // intent (operation name + variables as sent) -> the key of its open submission
  private readonly open = new Map<string, string>();

  constructor(private readonly createKey: () => string = newIdempotencyKey) {
    super();
  }

  override request(operation: ApolloLink.Operation, forward: ApolloLink.ForwardFunction) {
    if (operation.operationType !== OperationTypeNode.MUTATION) return forward(operation);
    const named = operation.getContext().idempotencyKey;
    // the same JSON the server fingerprints: variables in the order they were written
    const intent = `${operation.operationName ?? ''}\n${JSON.stringify(operation.variables ?? {})}`;
    const key = named ?? this.open.get(intent) ?? this.createKey();
    if (!named) this.open.set(intent, key);
    operation.setContext(({ headers }) => ({ headers: { ...headers, [IDEMPOTENCY_HEADER]: key } }));

    const settle = () => {
      if (this.open.get(intent) === key) this.open.delete(intent);
    };
    return forward(operation).pipe(
      tap({
        // an answer, even a GraphQL error, was kept by the server under this key
        next: settle,
        error: (error: unknown) => {
          if (!unsettled(error)) settle();
        },
      }),
    );
  }
}
