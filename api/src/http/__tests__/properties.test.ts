// Property-based tests (fast-check): the docs/product.md §5 validators on any input, and every route of the REST shim
// under random strings, Unicode, huge and empty bodies, wrong types and missing fields. Whatever arrives:
// never a 500; a refusal is a 4xx with { success: false, message } in docs/product.md's words; and a refused request
// changes no row.
import Fastify from 'fastify';
import fc from 'fast-check';
import { createTestApp, DEMO, type TelegramUserSpec, type TestApp } from '../../../../tests/support/test-app';
import { multipartBody } from '../../../../tests/support/multipart';
import { translate } from '../../platform/i18n';
import { checkContact, parseContact } from '../../modules/task';
import { id as idSchema } from '../../platform/input/fields';
import { isValidPhone, isValidUsername, normalizePhone, normalizeUsername } from '@usta/rules';
import { devLoginRoutes } from '../dev-login';
import { restRoutes } from '../routes';

// Each route gets this many random requests; the whole file stays well under a minute.
const RUNS_PER_ROUTE = Number(process.env.PROPERTY_RUNS) || 30;

describe('validators (docs/product.md §5)', () => {
  const anyText = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: 'binary' }),
    fc.stringMatching(/^[+\d\s()-]{0,20}$/),
  );

  it('normalizePhone keeps only digits and one leading +, and is stable', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const phone = normalizePhone(raw);
        expect(phone).toMatch(/^(\+\d+)?$/);
        expect(normalizePhone(phone)).toBe(phone);
      }),
      { numRuns: 500 },
    );
  });

  it('a phone is valid exactly when it is +998 and nine digits', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const phone = normalizePhone(raw);
        expect(isValidPhone(phone)).toBe(/^\+998\d{9}$/.test(phone));
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), fc.constantFrom('', '+998', '998', '+998 ', '8'), (digits, prefix) => {
        const phone = normalizePhone(`${prefix}${digits}`);
        if (prefix === '8') expect(isValidPhone(phone)).toBe(false);
        else expect(phone).toBe(`+998${digits}`);
      }),
    );
  });

  it('normalizeUsername forces one leading @, and validity is @ plus 5 to 32 word characters', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const username = normalizeUsername(raw);
        if (username) expect(username.startsWith('@') && !username.startsWith('@@')).toBe(true);
        expect(normalizeUsername(username)).toBe(username);
        expect(isValidUsername(username)).toBe(/^@[A-Za-z0-9_]{5,32}$/.test(username));
      }),
      { numRuns: 500 },
    );
  });

  it('an id parsed at the edge is a positive int4 or refused, for any value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.double(), fc.bigInt().map(String), fc.integer().map(String)), (value) => {
        const parsed = idSchema().safeParse(value);
        const id = parsed.success ? parsed.data : null;
        if (id !== null) {
          expect(Number.isSafeInteger(id)).toBe(true);
          expect(id).toBeGreaterThan(0);
          expect(id).toBeLessThanOrEqual(2147483647);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('checkContact accepts only valid contacts and always says why not', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (phone, tgUsername) => {
        const { value: contact, errors } = parseContact({ phone, tgUsername });
        checkContact(contact, errors);
        if (Object.keys(errors).length === 0) {
          expect(contact.phone !== null || contact.tgUsername !== null).toBe(true);
          if (contact.phone) expect(isValidPhone(contact.phone)).toBe(true);
          if (contact.tgUsername) expect(isValidUsername(`@${contact.tgUsername}`)).toBe(true);
        } else {
          for (const messages of Object.values(errors))
            for (const message of messages) expect(translate('ru', message)).toMatch(/[А-Яа-яЁё]/);
        }
      }),
      { numRuns: 500 },
    );
  });
});

// ---------------------------------------------------------------------------------------------------
// Every route of the shim

interface Route {
  method: string;
  url: string;
}

// The shim's routes, read from the same registration code the server runs.
async function shimRoutes(t: TestApp): Promise<Route[]> {
  const probe = Fastify();
  const routes: Route[] = [];
  probe.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  await restRoutes(probe, t.app.services);
  devLoginRoutes(probe, t.app.services);
  await probe.ready();
  await probe.close();
  return routes;
}

const FIELDS = [
  'text',
  'category_id',
  'city_id',
  'district_id',
  'tg_username',
  'phone',
  'cancel_reason_id',
  'cancel_reason_text',
  'user_task_id',
  'contract_id',
  'rating',
  'comment',
  'role',
  'name',
  'description',
  'keywords',
  'is_active',
  'slug',
  'sort_order',
  'reason',
  'telegram_id',
  'status',
  'category_ids',
  'district_ids',
  'latitude',
  'longitude',
  'address',
];
const QUERY_KEYS = [
  'page',
  'per_page',
  'status',
  'step',
  'search',
  'city_id',
  'category_id',
  'entity',
  'entity_id',
  'action',
  'actor_user_id',
  'state',
  'rating',
  'contract_id',
  'archived',
  'is_active',
];
const HUGE = 'я'.repeat(600_000); // over 1 MB as UTF-8

const oddStrings = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1',
  '2',
  '3',
  '2147483648',
  '1e309',
  'NaN',
  'null',
  'true',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  `'; DROP TABLE "Task"; --`,
  '\u0000',
  '\uD800',
  '😀'.repeat(300),
  'x'.repeat(5000),
  'Описание задачи: течёт кран',
  '@user_name',
  '+998901234567',
  '../../etc/passwd',
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  oddStrings,
  fc.integer(),
  fc.integer({ min: 0, max: 40 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer({ min: -1, max: 40 }), fc.string()), { maxLength: 8 }),
  fc.jsonValue({ maxDepth: 3 }),
);
const fields = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), value, { maxKeys: 8 });

type Payload = { kind: 'json'; body: unknown } | { kind: 'raw'; body: string; contentType: string } | { kind: 'none' };
const payload: fc.Arbitrary<Payload> = fc.oneof(
  { weight: 8, arbitrary: fields.map((body) => ({ kind: 'json' as const, body })) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((body) => ({ kind: 'json' as const, body })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'json' as const, body: { text: HUGE, name: HUGE } }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'json' as const, body: {} }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      body: fc.oneof(
        fc.string(),
        fc.constantFrom('{', '{"text":', '[1,2', '{"__proto__":{"x":1}}', 'null', '""', '\u0000'),
      ),
      contentType: fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/json; charset=latin1',
      ),
    }),
  },
);

const pathParam = fc.oneof(
  fc.integer({ min: -2, max: 40 }).map(String),
  fc.constantFrom('0', 'abc', '1.5', '99999999999', '2147483648', '1e3', ' 1', '€', '%', '..', '١٢'),
  fc.string({ minLength: 1, maxLength: 30 }),
);
const query = fc.dictionary(
  fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 })),
  fc.oneof(fc.string(), oddStrings, fc.integer().map(String)),
  { maxKeys: 5 },
);

type Persona = TelegramUserSpec | 'anonymous' | 'forged';
const miniAppPersonas: Persona[] = [
  DEMO.client,
  DEMO.client2,
  DEMO.plumber,
  DEMO.electrician,
  DEMO.pendingMaster,
  DEMO.guest,
  'anonymous',
  'forged',
];
const adminPersonas: Persona[] = [DEMO.admin, DEMO.admin, DEMO.admin, DEMO.client, 'forged'];

let t: TestApp;
let routes: Route[];

beforeAll(async () => {
  // limits off: this file sends thousands of requests as a handful of users
  t = await createTestApp({
    env: { RATE_LIMIT_TASKS: 'off', RATE_LIMIT_DETECT: 'off', RATE_LIMIT_UPLOADS: 'off', RATE_LIMIT_SIGN_IN: 'off' },
  });
  routes = await shimRoutes(t);
});
afterAll(() => t.close());

// Every table a request could write to, counted in one statement.
async function rowCounts(): Promise<Record<string, number>> {
  const tables = [
    'User',
    'Task',
    'TaskOffer',
    'TaskStatusChange',
    'Notification',
    'Review',
    'Contract',
    'ContractCategory',
    'ContractDistrict',
    'City',
    'District',
    'Category',
    'AuditLog',
    'IdempotencyKey',
    'ApiToken',
  ];
  const select = tables.map((table) => `(SELECT count(*)::int FROM "${table}") AS "${table}"`).join(', ');
  const [row] = await t.db.$queryRawUnsafe<Record<string, number>[]>(`SELECT ${select}`);
  return row;
}

function headersFor(persona: Persona): Record<string, string> {
  if (persona === 'anonymous') return {};
  if (persona === 'forged')
    return { 'x-telegram-init-data': t.initData(DEMO.client).replace(/hash=\w+/, `hash=${'a'.repeat(64)}`) };
  return t.headersFor(persona);
}

function fillPath(url: string, params: string[]): string {
  let index = 0;
  return url.replace(/:\w+/g, () => encodeURIComponent(params[index++ % params.length]));
}

function toQuery(values: Record<string, string>): string {
  const search = new URLSearchParams(values).toString();
  return search ? `?${search}` : '';
}

const SPEC_AUTH_TEXTS = new Set<string>([
  translate('ru', 'TELEGRAM_INIT_DATA_MISSING'),
  translate('ru', 'TELEGRAM_DATA_INVALID'),
]);

async function expectWellRefused(
  label: string,
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
  before: Record<string, number>,
) {
  const context = `${label} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  if (response.statusCode >= 500) throw new Error(`server error: ${context}`);
  if (response.statusCode < 400) return;
  let body: { success?: unknown; message?: unknown };
  try {
    body = JSON.parse(response.body);
  } catch {
    throw new Error(`refusal is not JSON: ${context}`);
  }
  if (body.success !== false) throw new Error(`refusal without success:false: ${context}`);
  // docs/product.md's texts are Russian, except the two 401 texts docs/product.md §7 quotes in English
  if (typeof body.message !== 'string' || !(/[А-Яа-яЁё]/.test(body.message) || SPEC_AUTH_TEXTS.has(body.message))) {
    throw new Error(`refusal without a SPEC message: ${context}`);
  }
  const after = await rowCounts();
  for (const table of Object.keys(before)) {
    if (after[table] !== before[table])
      throw new Error(`refused request changed ${table} (${before[table]} -> ${after[table]}): ${context}`);
  }
}

describe('every REST shim route under random input', () => {
  it('enumerates the shim', () => {
    // docs/product.md §7 calls, the admin calls of docs/product.md §10, the development sign-in
    expect(routes.length).toBeGreaterThanOrEqual(45);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/tg-webapp/tasks' });
    expect(routes).toContainEqual({ method: 'POST', url: '/admin/api/reviews/:id/approve' });
  });

  it('never answers 500, refuses in SPEC words and writes nothing when it refuses', async () => {
    let requests = 0;
    for (const route of routes) {
      const personas = route.url.startsWith('/admin/') ? adminPersonas : miniAppPersonas;
      const multipart = route.method === 'POST' && route.url === '/api/tg-webapp/master/contract';
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...personas),
          fc.array(pathParam, { minLength: 1, maxLength: 2 }),
          query,
          multipart ? fc.oneof(payload, multipartPayload) : payload,
          async (persona, params, search, body) => {
            const url = fillPath(route.url, params) + toQuery(search);
            const headers = headersFor(persona);
            const options = injectOptions(body);
            const before = await rowCounts();
            const response = await t.app.fastify.inject({
              method: route.method as 'GET',
              url,
              ...options,
              headers: { ...options.headers, ...headers },
            });
            requests += 1;
            const label = `${route.method} ${url} as ${typeof persona === 'string' ? persona : persona.first_name} with ${summarize(body)}`;
            await expectWellRefused(label, response, before);
          },
        ),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    expect(requests).toBeGreaterThanOrEqual(routes.length * RUNS_PER_ROUTE);
  }, 180_000);
});

type MultipartPayload =
  | {
      kind: 'multipart';
      fields: Record<string, string | string[]>;
      file?: { contentType: string; data: Buffer; filename: string };
    }
  | { kind: 'broken-multipart'; body: Buffer };
const multipartPayload: fc.Arbitrary<MultipartPayload> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        kind: fc.constant('multipart' as const),
        fields: fc.dictionary(
          fc.oneof(
            fc.constantFrom(
              'name',
              'phone',
              'description',
              'city_id',
              'category_ids[0]',
              'category_ids[]',
              'district_ids[1]',
              'latitude',
              'longitude',
              'address',
            ),
            fc.stringMatching(/^[a-z_[\]0-9]{1,12}$/),
          ),
          fc.oneof(
            fc.string(),
            oddStrings,
            fc.integer({ min: -1, max: 40 }).map(String),
            fc.array(fc.integer({ min: 0, max: 40 }).map(String), { maxLength: 6 }),
          ),
          { maxKeys: 8 },
        ),
        file: fc.record({
          contentType: fc.constantFrom(
            'image/jpeg',
            'image/png',
            'image/gif',
            'text/plain',
            'application/octet-stream',
          ),
          data: fc.oneof(
            fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
            fc.constant(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])),
            fc.constant(Buffer.alloc(5_300_000, 1)),
          ),
          filename: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('photo.jpg', '../../x.png', '')),
        }),
      },
      { requiredKeys: ['kind', 'fields'] },
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ maxLength: 500 })
      .map((bytes) => ({ kind: 'broken-multipart' as const, body: Buffer.from(bytes) })),
  },
);

function injectOptions(body: Payload | MultipartPayload): {
  payload?: string | Buffer;
  headers: Record<string, string>;
} {
  switch (body.kind) {
    case 'none':
      return { headers: {} };
    case 'json':
      return { payload: JSON.stringify(body.body) ?? 'null', headers: { 'content-type': 'application/json' } };
    case 'raw':
      return { payload: body.body, headers: { 'content-type': body.contentType } };
    case 'multipart': {
      const files = body.file ? [{ field: 'photo', ...body.file }] : [];
      const form = multipartBody(body.fields, files);
      return { payload: form.payload, headers: form.headers };
    }
    case 'broken-multipart':
      return { payload: body.body, headers: { 'content-type': 'multipart/form-data; boundary=----usta' } };
  }
}

function summarize(body: Payload | MultipartPayload): string {
  const text =
    body.kind === 'json'
      ? JSON.stringify(body.body)
      : body.kind === 'multipart'
        ? JSON.stringify(body.fields) + (body.file ? ` + file ${body.file.contentType} ${body.file.data.length} B` : '')
        : body.kind;
  return `${body.kind} ${String(text).slice(0, 200)}`;
}

describe('GraphQL mutations under random variables', () => {
  const MUTATIONS: [string, string, TelegramUserSpec][] = [
    [
      'createTask',
      'mutation ($input: TaskInput!) { createTask(input: $input) { __typename ... on Error { message } } }',
      DEMO.client2,
    ],
    [
      'createReview',
      'mutation ($input: ReviewInput!) { createReview(input: $input) { __typename ... on Error { message } } }',
      DEMO.client2,
    ],
    [
      'cancelTask',
      'mutation ($id: Int!, $cancelReasonId: Int, $cancelReasonText: String) { cancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) { __typename ... on Error { message } } }',
      DEMO.client2,
    ],
    [
      'submitContract',
      'mutation ($input: ContractInput!) { submitContract(input: $input) { __typename ... on Error { message } } }',
      DEMO.guest,
    ],
    [
      'masterCancelTask',
      'mutation ($id: Int!, $cancelReasonId: Int, $cancelReasonText: String) { masterCancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) { __typename ... on Error { message } } }',
      DEMO.plumber,
    ],
    [
      'createCity',
      'mutation ($name: String!) { createCity(name: $name) { __typename ... on Error { message } } }',
      DEMO.admin,
    ],
    [
      'updateCategory',
      'mutation ($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { __typename ... on Error { message } } }',
      DEMO.admin,
    ],
  ];
  const inputFields = fc.dictionary(
    fc.constantFrom(
      'text',
      'categoryId',
      'cityId',
      'districtId',
      'phone',
      'tgUsername',
      'taskId',
      'contractId',
      'rating',
      'comment',
      'name',
      'description',
      'categoryIds',
      'districtIds',
      'latitude',
      'longitude',
      'address',
      'keywords',
      'isActive',
      'sortOrder',
    ),
    value,
    { maxKeys: 8 },
  );
  const variables = fc.record(
    {
      input: fc.oneof(inputFields, value),
      id: fc.oneof(fc.integer({ min: -1, max: 40 }), value),
      cancelReasonId: value,
      cancelReasonText: value,
      name: value,
    },
    { requiredKeys: [] },
  );

  it.each(MUTATIONS)('%s never fails unexpectedly and changes nothing when refused', async (_name, query, as) => {
    await fc.assert(
      fc.asyncProperty(variables, async (vars) => {
        const before = await rowCounts();
        const result = await t.gql(query, vars as Record<string, unknown>, as);
        const text = JSON.stringify(result).slice(0, 400);
        if (result.status >= 500) throw new Error(`server error: ${text}`);
        for (const error of result.errors ?? []) {
          if (error.extensions?.code === 'INTERNAL_SERVER_ERROR') throw new Error(`unexpected failure: ${text}`);
        }
        const payload =
          result.data && (Object.values(result.data)[0] as { __typename?: string; message?: string } | undefined);
        const refused = !payload || (payload.__typename !== undefined && !payload.__typename.endsWith('Success'));
        if (payload && refused && !/[А-Яа-яЁё]/.test(payload.message ?? ''))
          throw new Error(`refusal without a SPEC message: ${text}`);
        if (refused) expect(await rowCounts()).toEqual(before);
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  });
});

describe('the NUL character', () => {
  it('never reaches the database, whichever way it comes in', async () => {
    const search = await t.request({ method: 'GET', url: '/admin/api/categories?search=%00', as: DEMO.admin });
    expect(search.statusCode).toBe(200);

    const city = await t.request({
      method: 'POST',
      url: '/admin/api/address/cities',
      as: DEMO.admin,
      payload: { name: 'Нук\u0000ус' },
    });
    expect(city.statusCode).toBeLessThan(300);
    expect(await t.db.city.count({ where: { name: 'Нукус' } })).toBe(1);

    const form = multipartBody({ name: 'Иван\u0000', phone: '\u0000' });
    const contract = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/master/contract',
      as: { id: 880123456, first_name: 'Иван' },
      payload: form.payload,
      headers: form.headers,
    });
    expect(contract.statusCode).toBe(422);

    const variable = await t.gql(
      'mutation ($name: String!) { createCity(name: $name) { __typename } }',
      { name: 'Термез\u0000' },
      DEMO.admin,
    );
    expect(variable.data.createCity.__typename).toBe('MutationCreateCitySuccess');
    expect(await t.db.city.count({ where: { name: 'Термез' } })).toBe(1);

    const literal = await t.gql('mutation { createCity(name: "Карши\\u0000") { __typename } }', {}, DEMO.admin);
    expect(literal.status).toBe(400);
    expect(literal.errors![0].message).toBe('Запрос содержит недопустимый символ');
    expect(await t.db.city.count({ where: { name: { startsWith: 'Карши' } } })).toBe(0);
  });
});

describe('a lone UTF-16 surrogate', () => {
  it('is stored as the replacement character, by GraphQL variables and REST bodies alike', async () => {
    // half of a surrogate pair cannot be encoded as UTF-8: Prisma refused the whole query with a 500
    const variable = await t.gql(
      'mutation ($name: String!) { createCity(name: $name) { __typename } }',
      { name: 'Навои\ud800' },
      DEMO.admin,
    );
    expect(variable.errors).toBeUndefined();
    expect(variable.data.createCity.__typename).toBe('MutationCreateCitySuccess');
    expect(await t.db.city.count({ where: { name: 'Навои\ufffd' } })).toBe(1);

    const lone = await t.gql(
      'mutation ($name: String!) { createCity(name: $name) { __typename } }',
      { name: '\udc00' },
      DEMO.admin,
    );
    expect(lone.errors).toBeUndefined();

    const body = await t.request({
      method: 'POST',
      url: '/admin/api/address/cities',
      as: DEMO.admin,
      payload: '{"name":"Гулистан\\ud800"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(body.statusCode).toBeLessThan(300);
    expect(await t.db.city.count({ where: { name: 'Гулистан\ufffd' } })).toBe(1);

    // a whole pair is a character like any other and stays
    const pair = await t.gql(
      'mutation ($name: String!) { createCity(name: $name) { __typename } }',
      { name: 'Бухара 😀' },
      DEMO.admin,
    );
    expect(pair.data.createCity.__typename).toBe('MutationCreateCitySuccess');
    expect(await t.db.city.count({ where: { name: 'Бухара 😀' } })).toBe(1);
  });
});
