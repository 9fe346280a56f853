// A body refused by its declared size is read and dropped, not left on the wire (http/refused-body.ts): over a
// real keep-alive connection the client reads the 413 with its message and the same connection carries the
// next request; a body declared past DRAIN_MAX_BYTES still closes the connection unread.
import http from 'node:http';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { GRAPHQL_LIMIT_TEXTS } from '../../graphql/limits';
import { DRAIN_MAX_BYTES } from '../refused-body';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.listen();
});
afterAll(() => t.close());

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  // the local port of the socket that carried it: the same port is the same connection
  port: number;
}

function post(agent: http.Agent, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/graphql`, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          connection: response.headers.connection,
          body: Buffer.concat(chunks).toString(),
          port: request.socket!.localPort!,
        }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

const document = (blanks: number) => JSON.stringify({ query: `${' '.repeat(blanks)}{ __typename }` });

describe('a body refused by its size', () => {
  it('is answered 413 with its message on a connection that stays open for the next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await post(agent, document(900 * 1024));
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body).errors[0].message).toBe(GRAPHQL_LIMIT_TEXTS.tooLarge);
      expect(refused.connection).not.toBe('close');
      const next = await post(agent, document(0));
      expect([next.status, JSON.parse(next.body)]).toEqual([200, { data: { __typename: 'Query' } }]);
      expect(next.port).toBe(refused.port);
    } finally {
      agent.destroy();
    }
  });

  it('closes the connection unread past DRAIN_MAX_BYTES', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: document(DRAIN_MAX_BYTES + 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
  });
});
