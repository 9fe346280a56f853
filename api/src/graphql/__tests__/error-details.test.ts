// No error answer carries a stack trace (it tells a caller about the code, not about their
// request) unless the operator sets DEBUG_ERRORS=1; development (plain `npm start`) included.
import { createTestApp, DEMO, type TestApp } from '../../../../tests/support/test-app';

const hasStack = (value: unknown): boolean => /stacktrace|\n\s+at /i.test(JSON.stringify(value));

describe.each([
  ['development', { NODE_ENV: 'development' }],
  ['production', { NODE_ENV: 'production' }],
])('error answers in %s', (_name, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(() => t.close());

  it('carry no stack trace over GraphQL', async () => {
    const answers = [
      // not valid GraphQL, a field that does not exist, a refusal of the domain, a signed-out caller
      await t.gql('{ me { id ', {}, DEMO.client),
      await t.gql('{ noSuchField }', {}, DEMO.client),
      await t.gql('{ task(id: 999999) { id } }', {}, DEMO.client),
      await t.gql('{ adminTask(id: 1) { id } }', {}),
    ];
    for (const answer of answers) {
      expect(answer.errors?.length).toBeGreaterThan(0);
      for (const error of answer.errors!) expect(error.extensions?.stacktrace).toBeUndefined();
      expect(hasStack(answer)).toBe(false);
    }
  });

  it('carry no stack trace over REST', async () => {
    const responses = [
      await t.request({
        method: 'POST',
        url: '/api/tg-webapp/tasks/detect-category',
        as: DEMO.client,
        headers: { 'content-type': 'application/json' },
        payload: '{"text": ',
      }),
      await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/abc', as: DEMO.client }),
      await t.request({ method: 'GET', url: '/api/tg-webapp/nothing-here', as: DEMO.client }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(hasStack(response.body)).toBe(false);
    }
  });
});

describe('DEBUG_ERRORS=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'development', DEBUG_ERRORS: '1' } });
  });
  afterAll(() => t.close());

  it('shows the operator the stack trace of a GraphQL error', async () => {
    const answer = await t.gql('{ noSuchField }', {}, DEMO.client);
    expect(answer.errors?.[0].extensions?.stacktrace).toEqual(expect.any(Array));
  });
});
