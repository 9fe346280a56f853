// GraphQL request limits (Armor), batching, introspection and error masking in production, body limits,
// and the framework's own refusals in the API's shapes.
import { parse, print, validate, specifiedRules, type DocumentNode } from 'graphql';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import * as webDocuments from '../../../../web/src/gql/graphql';
import { createTestApp, DEMO, type TestApp } from '../../../../tests/support/test-app';
import { GRAPHQL_READS } from '../../../../bench/http';
import { loadConfig } from '../../platform/config';
import { schema } from '../schema';
import { GRAPHQL_LIMIT_TEXTS, graphqlArmor } from '../limits';
import { rootFields, asksForIntrospection } from '../operation-fields';

const INTROSPECTION = '{ __schema { queryType { name } types { name } } }';
const CREATE_TOKEN = `mutation ($name: String!) {
  createApiToken(name: $name) { __typename ... on MutationCreateApiTokenSuccess { data { token } } }
}`;

async function post(t: TestApp, payload: unknown, headers: Record<string, string> = {}) {
  const response = await t.request({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

// a selection two levels deeper per step: district -> city -> districts -> city...
function nested(steps: number): string {
  let inner = 'id name';
  for (let i = 0; i < steps; i += 1) inner = `city { id districts { ${inner} } }`;
  return `{ myTasks { id district { ${inner} } } }`;
}

describe('the documents the web app sends', () => {
  const documents = [
    ...(Object.entries(webDocuments).filter(([name]) => name.endsWith('Document')) as [string, DocumentNode][]),
    // and the bench's reads, which ask what the REST calls answer
    ...Object.entries(GRAPHQL_READS).map(([name, query]): [string, DocumentNode] => [`bench ${name}`, parse(query)]),
  ];

  it('are found', () => {
    expect(documents.length).toBeGreaterThan(30);
  });

  it('all pass the default depth, alias, directive, cost and size limits', () => {
    const config = loadConfig({ NODE_ENV: 'production', TELEGRAM_BOT_TOKEN: '1:x', DATA_DIR: '/tmp/usta-unused' });
    const { validationRules } = graphqlArmor(config);
    const refused: string[] = [];
    for (const [name, document] of documents) {
      expect(() => parse(print(document), { maxTokens: config.graphqlLimits.maxTokens })).not.toThrow();
      // planned fields (web/planned-schema.graphql) fail the spec rules; only the limits matter here
      const errors = validate(schema, document, [...specifiedRules, ...validationRules]).filter((error) =>
        error.message.startsWith(GRAPHQL_LIMIT_TEXTS.tooLarge),
      );
      if (errors.length) refused.push(`${name}: ${errors.map((error) => error.message).join('; ')}`);
    }
    expect(refused).toEqual([]);
  });
});

describe('operation helpers', () => {
  it('finds root fields through fragments and aliases', () => {
    const document =
      parse(`mutation M { a: createTask(input: $i) { __typename } ...F ... on Mutation { submitContract(input: $c) { __typename } } }
      fragment F on Mutation { b: createTask(input: $i) { __typename } ...F }`);
    expect(rootFields(document, 'M')).toEqual({
      operation: 'mutation',
      fields: ['createTask', 'createTask', 'submitContract'],
    });
  });

  it('answers each operation of one document by its own name, however often the document is asked about', () => {
    const document = parse('query A { me { id } } query B { categories { id } } mutation C { logout }');
    for (let round = 0; round < 2; round++) {
      expect(rootFields(document, 'A')).toEqual({ operation: 'query', fields: ['me'] });
      expect(rootFields(document, 'B')).toEqual({ operation: 'query', fields: ['categories'] });
      expect(rootFields(document, 'C')).toEqual({ operation: 'mutation', fields: ['logout'] });
      expect(rootFields(document, 'D')).toBeNull();
    }
  });

  it('sees introspection inside fragments but not __typename', () => {
    expect(asksForIntrospection(parse('{ __typename me { id } }'))).toBe(false);
    expect(asksForIntrospection(parse('{ ...on Query { me { id } x: __type(name: "Task") { name } } }'))).toBe(true);
    expect(asksForIntrospection(parse('query { ...F } fragment F on Query { __schema { types { name } } }'))).toBe(
      true,
    );
  });
});

describe('development node', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a query nested deeper than GRAPHQL_MAX_DEPTH before running it', async () => {
    const { status, body } = await post(t, { query: nested(4) }, t.headersFor(DEMO.client));
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/^Запрос слишком большой или сложный/);
    expect(body.data).toBeUndefined();
  });

  it('answers a query within the limits', async () => {
    const { status, body } = await post(t, { query: nested(1) }, t.headersFor(DEMO.client));
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });

  it('refuses more aliases than GRAPHQL_MAX_ALIASES', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: categories { id }`).join(' ');
    const { status, body } = await post(t, { query: `{ ${aliases} }` }, t.headersFor(DEMO.client));
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/^Запрос слишком большой или сложный/);
  });

  it('refuses a costly query of few aliases', async () => {
    // within the depth and alias limits, about 3200 by Armor's count (the web app's costliest is about 725)
    const districts = (inner: string) => `districts { id name cityId city { id name } ${inner} }`;
    const wide = `id name ${districts(`city { id name ${districts(`city { id name ${districts('')} }`)} }`)}`;
    const fields = Array.from({ length: 15 }, (_, i) => `c${i}: cities { ${wide} }`).join(' ');
    const { status, body } = await post(t, { query: `{ ${fields} }` }, t.headersFor(DEMO.client));
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/^Запрос слишком большой или сложный/);
  });

  it('refuses a document of more tokens than GRAPHQL_MAX_TOKENS without parsing it whole', async () => {
    const { status, body } = await post(t, { query: `{ ${'__typename '.repeat(5000)} }` }, t.headersFor(DEMO.client));
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/^Запрос слишком большой или сложный/);
  });

  it('refuses batched (array) requests', async () => {
    const single = { query: '{ categories { id } }' };
    const { status, body } = await post(t, [single, single], t.headersFor(DEMO.client));
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toMatch(/batch/i);
  });

  it('refuses a body over 1 MB with 413, in GraphQL shape and on REST with the route text', async () => {
    const big = { query: '{ categories { id } }', variables: { pad: 'x'.repeat(1_100_000) } };
    const graphql = await post(t, big, t.headersFor(DEMO.client));
    expect(graphql.status).toBe(413);
    expect(graphql.body.errors[0].message).toBe(GRAPHQL_LIMIT_TEXTS.tooLarge);

    const before = await t.db.task.count();
    const rest = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks',
      as: DEMO.client,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1_100_000) }),
    });
    expect(rest.statusCode).toBe(413);
    expect(rest.json()).toEqual({ success: false, message: 'Не удалось создать задачу' });
    expect(await t.db.task.count()).toBe(before);
  });

  it('answers a body that is not JSON with 400 and the route text', async () => {
    for (const [url, message] of [
      ['/api/tg-webapp/tasks', 'Не удалось создать задачу'],
      ['/api/tg-webapp/reviews', 'Ошибка при отправке отзыва'],
      ['/api/tg-webapp/user/set-role', 'Ошибка при обновлении роли пользователя'],
      ['/admin/api/address/cities', 'Ошибка при создании города'],
    ]) {
      const response = await t.request({
        method: 'POST',
        url,
        as: url.startsWith('/admin') ? DEMO.admin : DEMO.client,
        headers: { 'content-type': 'application/json' },
        payload: '{"text": "обрыв',
      });
      expect([url, response.statusCode, response.json()]).toEqual([url, 400, { success: false, message }]);
    }
    const graphql = await post(t, '{"query": ', t.headersFor(DEMO.client));
    expect(graphql.status).toBe(400);
    expect(graphql.body.errors[0].message).toEqual(expect.any(String));
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const response = await t.request({ method: 'GET', url: '/api/tg-webapp/no-such-call', as: DEMO.client });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Не найдено' });
  });

  it('grants no cross-origin access (no CORS headers, preflight not answered)', async () => {
    const preflight = await t.request({
      method: 'OPTIONS',
      url: '/api/tg-webapp/master/contract',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-telegram-init-data',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
    const plain = await t.request({
      method: 'GET',
      url: '/api/tg-webapp/init',
      as: DEMO.client,
      headers: { origin: 'https://evil.example' },
    });
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows introspection to everyone outside production', async () => {
    const { status, body } = await post(t, { query: INTROSPECTION }, t.headersFor(DEMO.client));
    expect(status).toBe(200);
    expect(body.data.__schema.queryType.name).toBe('Query');
  });

  it('accepts only subscriptions over WebSocket', async () => {
    const url = (await t.listen()).replace(/^http/, 'ws') + '/graphql';
    const client = createClient({
      url,
      webSocketImpl: WebSocket,
      connectionParams: { initData: t.initData(DEMO.client) },
      retryAttempts: 0,
    });
    try {
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: '{ categories { id } }' },
          { next: resolve, error: resolve, complete: () => resolve('complete') },
        );
      });
      expect(JSON.stringify(errors)).toContain(GRAPHQL_LIMIT_TEXTS.subscriptionsOnly);
    } finally {
      await client.dispose();
    }
  });
});

describe('production node', () => {
  let t: TestApp;
  let analystToken: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
    const issued = await t.gql(CREATE_TOKEN, { name: 'аналитик' }, DEMO.admin);
    analystToken = issued.data.createApiToken.data.token;
  });
  afterAll(() => t.close());

  it('refuses introspection to anonymous callers, clients and masters with 403', async () => {
    for (const headers of [{}, t.headersFor(DEMO.client), t.headersFor(DEMO.plumber)]) {
      const { status, body } = await post(t, { query: INTROSPECTION }, headers);
      expect(status).toBe(403);
      expect(body.errors[0]).toMatchObject({
        message: GRAPHQL_LIMIT_TEXTS.introspection,
        extensions: { code: 'FORBIDDEN' },
      });
      expect(body.data).toBeUndefined();
    }
    const single = await post(t, { query: '{ __type(name: "Task") { fields { name } } }' }, t.headersFor(DEMO.client));
    expect(single.status).toBe(403);
  });

  it('allows introspection to admins and analysts', async () => {
    const admin = await post(t, { query: INTROSPECTION }, t.headersFor(DEMO.admin));
    expect(admin.status).toBe(200);
    expect(admin.body.data.__schema.types.length).toBeGreaterThan(20);
    const analyst = await post(t, { query: INTROSPECTION }, { authorization: `Bearer ${analystToken}` });
    expect(analyst.status).toBe(200);
    expect(analyst.body.data.__schema.queryType.name).toBe('Query');
  });

  it('lets everyone ask __typename', async () => {
    const { status, body } = await post(t, { query: '{ __typename }' }, t.headersFor(DEMO.client));
    expect(status).toBe(200);
    expect(body.data).toEqual({ __typename: 'Query' });
  });

  it('suggests no field names', async () => {
    const { body } = await post(t, { query: '{ categorie { id } }' }, t.headersFor(DEMO.client));
    expect(JSON.stringify(body)).not.toMatch(/Did you mean|categories/);
  });

  it('does not state the limits it enforces', async () => {
    const { status, body } = await post(t, { query: nested(4) }, t.headersFor(DEMO.client));
    expect(status).toBe(400);
    expect(body.errors[0].message).toBe(GRAPHQL_LIMIT_TEXTS.tooLarge);
  });

  it('refuses a small document whose lists multiply (cities -> districts -> city -> ...) before reading anything', async () => {
    // 111 bytes that answered 637 KB in 2.3 s: Armor counted one unit per field whatever a list held
    const fanOut =
      '{ cities { districts { city { districts { city { districts { city { districts { city { name } } } } } } } } } }';
    const alias = (name: string) => `${name}: ${fanOut.slice(2, -2)}`;
    for (const query of [fanOut, `{ ${alias('a')} ${alias('b')} ${alias('c')} }`, `query { ${alias('x')} }`]) {
      const started = Date.now();
      const { status, body } = await post(t, { query }, t.headersFor(DEMO.client));
      expect(status).toBe(400);
      expect(body.errors[0].message).toBe(GRAPHQL_LIMIT_TEXTS.tooLarge);
      expect(body.data).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(1000);
    }
    // over the WebSocket too: its validation uses the same rules
    const url = (await t.listen()).replace(/^http/, 'ws') + '/graphql';
    const client = createClient({
      url,
      webSocketImpl: WebSocket,
      connectionParams: { initData: t.initData(DEMO.client) },
      retryAttempts: 0,
    });
    try {
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe(
          {
            query: `subscription { taskUpdated(id: 1) { city { districts { city { districts { city { districts { id } } } } } } } }`,
          },
          { next: () => undefined, error: resolve, complete: () => resolve(null) },
        );
      });
      expect(JSON.stringify(errors)).toContain(GRAPHQL_LIMIT_TEXTS.tooLarge);
    } finally {
      await client.dispose();
    }
    // the lists a screen reads stay within the limit
    const ordinary = await post(
      t,
      { query: '{ cities { id name districts { id name cityId } } }' },
      t.headersFor(DEMO.client),
    );
    expect(ordinary.status).toBe(200);
    expect(ordinary.body.data.cities.length).toBeGreaterThan(0);
  });

  it('suggests no enum values nor fields, inline, in variables or over the WebSocket', async () => {
    const inline = await post(t, { query: '{ cancelReasons(audience: clent) { id } }' }, t.headersFor(DEMO.client));
    const variable = await post(
      t,
      {
        query: 'query ($audience: CancelAudience) { cancelReasons(audience: $audience) { id } }',
        variables: { audience: 'clent' },
      },
      t.headersFor(DEMO.client),
    );
    for (const { status, body } of [inline, variable]) {
      expect(status).toBe(400);
      expect(body.errors[0].message).toMatch(/clent/);
      expect(JSON.stringify(body)).not.toMatch(/Did you mean|"client"|\\"client\\"/);
    }
    // the node may already listen (an earlier test opened a socket)
    const server = t.app.fastify.server;
    const base = server.listening ? `http://127.0.0.1:${(server.address() as AddressInfo).port}` : await t.listen();
    const url = base.replace(/^http/, 'ws') + '/graphql';
    const client = createClient({
      url,
      webSocketImpl: WebSocket,
      connectionParams: { initData: t.initData(DEMO.client) },
      retryAttempts: 0,
    });
    try {
      for (const query of [
        'subscription { viewerChange { id } }',
        'subscription ($id: Int!) { taskUpdated(id: $id) { statu } }',
      ]) {
        const answer = await new Promise<unknown>((resolve) => {
          client.subscribe(
            { query, variables: { id: 1 } },
            { next: resolve, error: resolve, complete: () => resolve(null) },
          );
        });
        expect(JSON.stringify(answer)).toMatch(/viewerChange|statu/);
        expect(JSON.stringify(answer)).not.toMatch(/Did you mean|viewerChanged|status/);
      }
    } finally {
      await client.dispose();
    }
  });

  it('refuses persisted queries (they are off) with their own code, in the viewer’s language (issue 26)', async () => {
    const uzbek = { id: 777000901, first_name: 'Aziz', language_code: 'uz' };
    const cases = [
      // a hash that does not match the query, an unknown version, a hash alone
      { query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } },
      { query: '{ __typename }', extensions: { persistedQuery: { version: 2, sha256Hash: 'x' } } },
      { extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } },
    ];
    for (const payload of cases) {
      for (const [headers, message] of [
        [{}, 'Сохранённые запросы не поддерживаются: отправьте текст запроса'],
        [t.headersFor(DEMO.client), 'Сохранённые запросы не поддерживаются: отправьте текст запроса'],
        [t.headersFor(uzbek), 'Saqlangan soʻrovlar qoʻllab-quvvatlanmaydi: soʻrov matnini yuboring'],
      ] as const) {
        const { body } = await post(t, payload, headers);
        expect(body).toEqual({ errors: [{ message, extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' } }] });
      }
    }
    // the same over GET
    const extensions = encodeURIComponent(JSON.stringify(cases[0].extensions));
    const viaGet = await t.request({
      method: 'GET',
      url: `/graphql?query=%7B__typename%7D&extensions=${extensions}`,
      headers: { 'apollo-require-preflight': '1' },
    });
    expect(viaGet.json().errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
  });

  it('serves no Apollo landing page', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/graphql',
      headers: { accept: 'text/html', 'apollo-require-preflight': '1' },
    });
    expect(response.headers['content-type']).not.toMatch(/html/);
    expect(response.body).not.toMatch(/sandbox|cdn|embeddable/i);
  });

  describe('an unexpected failure', () => {
    beforeAll(async () => {
      await t.db.$executeRawUnsafe('ALTER TABLE "Category" RENAME TO "Category_unavailable"');
    });
    afterAll(async () => {
      await t.db.$executeRawUnsafe('ALTER TABLE "Category_unavailable" RENAME TO "Category"');
    });

    it('shows no stack trace, SQL or table name on GraphQL', async () => {
      const { body } = await post(t, { query: '{ categories { id name } }' }, t.headersFor(DEMO.client));
      expect(body.errors[0]).toEqual({
        message: GRAPHQL_LIMIT_TEXTS.internal,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
      expect(JSON.stringify(body)).not.toMatch(/stacktrace|Category_unavailable|prisma|at \w+ \(/i);
    });

    it('answers REST with the route text only', async () => {
      const response = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/categories', as: DEMO.client });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ success: false, message: 'Ошибка при загрузке категорий' });
    });
  });
});
