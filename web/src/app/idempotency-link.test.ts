// The session's own Apollo Client (createSessionClient) over a stubbed network: which requests carry an
// Idempotency-Key, and when a key is reused.
import { gql } from '@apollo/client';
import { restoreFetch, stubFetch, type StubCall, type StubReply } from '../test/fetch-stub';
import { createSessionClient, type SessionClient } from './apollo';
import { IDEMPOTENCY_HEADER } from './idempotency-link';

const Accept = gql`
  mutation AcceptTask($id: Int!) {
    acceptTask(id: $id) {
      __typename
    }
  }
`;

const Categories = gql`
  query Categories {
    categories {
      id
    }
  }
`;

const accepted: StubReply = {
  status: 200,
  body: { data: { acceptTask: { __typename: 'MutationAcceptTaskSuccess' } } },
};
const refused: StubReply = { status: 200, body: { data: { acceptTask: { __typename: 'ConflictError' } } } };

type Reply = StubReply | 'network-error';

// answers the calls in order with `replies`, then accepts
function network(replies: Reply[]) {
  const queue = [...replies];
  const calls = stubFetch(() => queue.shift() ?? accepted);
  return { calls, keys: () => calls.map((call: StubCall) => call.headers.get(IDEMPOTENCY_HEADER)) };
}

let session: SessionClient;
beforeEach(() => {
  session = createSessionClient();
});
afterEach(() => {
  session.dispose();
  restoreFetch();
});

const accept = (id: number, context?: { idempotencyKey: string }) =>
  session.client.mutate({ mutation: Accept, variables: { id }, context });

describe('Idempotency-Key on mutations', () => {
  it('sends a key with a mutation and none with a query', async () => {
    const { calls, keys } = network([{ status: 200, body: { data: { categories: [] } } }, accepted]);
    await session.client.query({ query: Categories });
    await accept(5);
    expect(calls).toHaveLength(2);
    expect(keys()[0]).toBeNull();
    expect(keys()[1]).toMatch(/^[\x21-\x7e]{16,255}$/);
  });

  it('retries a submission that got no answer with its key, then takes a new key for the next one', async () => {
    const { keys } = network(['network-error', accepted, accepted]);
    await expect(accept(5)).rejects.toThrow();
    await accept(5);
    await accept(5);
    const [lost, retry, next] = keys();
    expect(retry).toBe(lost);
    expect(next).not.toBe(lost);
  });

  it('keeps the key after a rate limit, an unavailable server or a gateway timeout', async () => {
    const { keys } = network([
      {
        status: 429,
        body: {
          errors: [{ message: 'Слишком много запросов. Попробуйте позже.', extensions: { code: 'RATE_LIMITED' } }],
        },
      },
      {
        status: 503,
        body: {
          errors: [
            { message: 'Сервис временно недоступен. Попробуйте позже.', extensions: { code: 'SERVICE_UNAVAILABLE' } },
          ],
        },
      },
      { status: 504, body: '<html>Gateway Timeout</html>' },
      accepted,
    ]);
    for (let attempt = 0; attempt < 3; attempt += 1) await expect(accept(5)).rejects.toThrow();
    await accept(5);
    expect(new Set(keys()).size).toBe(1);
  });

  it('gives both requests of a double tap one key', async () => {
    const { keys } = network([accepted, accepted]);
    await Promise.all([accept(5), accept(5)]);
    expect(keys()).toHaveLength(2);
    expect(keys()[0]).toBe(keys()[1]);
  });

  it('takes a new key after a refusal, and for other variables', async () => {
    const { keys } = network([refused, accepted, accepted]);
    await accept(5);
    await accept(5);
    await accept(6);
    const [first, again, other] = keys();
    expect(again).not.toBe(first);
    expect(other).not.toBe(again);
  });

  it('sends the key a caller names in the context', async () => {
    const { keys } = network([accepted]);
    await accept(5, { idempotencyKey: 'review-42-attempt' });
    expect(keys()).toEqual(['review-42-attempt']);
  });
});
