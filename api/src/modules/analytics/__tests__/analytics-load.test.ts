// Reports under load: a request of many analytics aliases reads one snapshot on one
// connection; the cost rule prices a field by what it scans and a page by its `first`; the reports rate
// limit refuses the analyst and no one else; and while reports hold every connection they may take, a
// client's read is still served from the product's own connections.
import { Client } from 'pg';
import { createTestApp, DEMO, type TelegramUserSpec, type TestApp } from '../../../../../tests/support/test-app';
import { createTestDatabase, usePglite } from '../../../../../tests/support/database';

const FIGURES = `funnel { created accepted } timeToAccept { count p50 } series { start } byCategory { created }
  byDistrict { created } masters(first: 1) { totalCount } cancelReasons { count } detection { tasks }`;

async function issueToken(t: TestApp, admin: TelegramUserSpec = DEMO.admin): Promise<string> {
  const issued = await t.gql(
    'mutation { createApiToken(name: "Нагрузка") { ... on MutationCreateApiTokenSuccess { data { token } } } }',
    {},
    admin,
  );
  return issued.data.createApiToken.data.token as string;
}

function asToken(t: TestApp, token: string, query: string) {
  return t.request({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: { query },
  });
}

// while set, process.env holds these (openDatabase and loadConfig read it)
function withEnv(values: Record<string, string>): () => void {
  const before = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  return () => {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}

describe('one analytics request', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await issueToken(t);
  });
  afterAll(() => t.close());

  it('reads fifteen aliases in one transaction, and every alias sees the same figures', async () => {
    const clients = [t.app.services.db, t.app.services.reports!];
    const spies = [...new Set(clients)].map((client) => jest.spyOn(client, '$transaction'));
    try {
      const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: analytics { funnel { created } }`).join(' ');
      const response = await asToken(t, token, `{ ${aliases} }`);
      expect(response.statusCode).toBe(200);
      const data = response.json().data as Record<string, { funnel: { created: number } }>;
      expect(Object.keys(data)).toHaveLength(15);
      expect(new Set(Object.values(data).map((alias) => alias.funnel.created)).size).toBe(1);
      // on PostgreSQL one snapshot transaction; PGlite's one connection reads without one (db/read-snapshot.ts)
      expect(spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0)).toBe(usePglite ? 0 : 1);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('runs its figures on the reports connections, not the product ones', async () => {
    if (usePglite) return; // one connection there: both are the same client
    const spy = jest.spyOn(t.app.services.db, '$transaction');
    try {
      const response = await asToken(t, token, `{ analytics { ${FIGURES} } }`);
      expect(response.json().errors).toBeUndefined();
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the cost rule', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await issueToken(t);
  });
  afterAll(() => t.close());

  const refused = (body: { errors?: { message: string }[] }) =>
    body.errors?.some((error) => error.message.startsWith('Запрос слишком большой или сложный')) ?? false;

  it('refuses fifteen aliases of every figure, which used to pass at one unit a field', async () => {
    const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: analytics { ${FIGURES} }`).join(' ');
    const response = await asToken(t, token, `{ ${aliases} }`);
    expect(response.statusCode).toBe(400);
    expect(refused(response.json())).toBe(true);
    // one of them is what the dashboard asks
    const one = await asToken(t, token, `{ analytics { ${FIGURES} } }`);
    expect(one.json().errors).toBeUndefined();
  });

  it('counts a connection page by its `first`', async () => {
    // an admin list is an admin's own read (an analyst token reads no person's record)
    const asAdmin = (query: string, variables?: Record<string, unknown>) =>
      t.request({
        method: 'POST',
        url: '/graphql',
        as: DEMO.admin,
        headers: { 'content-type': 'application/json' },
        payload: { query, variables },
      });
    const node = 'id status createdAt text category { name } city { name } district { name }';
    const page = (first: number) => `adminTasksConnection(first: ${first}) { edges { node { ${node} } } }`;
    const small = await asAdmin(`{ a: ${page(10)} b: ${page(10)} }`);
    expect(small.json().errors).toBeUndefined();
    const large = await asAdmin(`{ a: ${page(500)} b: ${page(500)} }`);
    expect(large.statusCode).toBe(400);
    expect(refused(large.json())).toBe(true);
    // a variable may be the most: counted as such
    const variable = await asAdmin(
      `query ($n: Int) { a: adminTasksConnection(first: $n) { edges { node { ${node} } } } }`,
    );
    expect(refused(variable.json())).toBe(true);
  });
});

describe('the reports rate limit', () => {
  // admins of their own, so each test starts with fresh allowances (a token spends its admin's)
  const admin = (n: number): TelegramUserSpec => ({ id: 7_100_000 + n, first_name: 'Админ' });
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    const ADMIN_TELEGRAM_IDS = Array.from({ length: 8 }, (_, n) => admin(n).id).join(',');
    t = await createTestApp({ env: { RATE_LIMIT_REPORTS: '3/60', ADMIN_TELEGRAM_IDS } });
    token = await issueToken(t, admin(0));
  });
  afterAll(() => t.close());

  it('refuses the analyst past the limit with 429, and the admin who issued the token, and nobody else', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await asToken(t, token, '{ analytics { funnel { created } } }')).statusCode).toBe(200);
    }
    const refused = await asToken(t, token, '{ analytics { funnel { created } } }');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].extensions.code).toBe('RATE_LIMITED');
    // the admin who issued the token shares its allowance, over the admin API too, and so does his next
    // token (three tokens had read three allowances a minute); clients are not counted at all
    const issuer = await t.request({ method: 'GET', url: '/admin/api/tasks', as: admin(0) });
    expect(issuer.statusCode).toBe(429);
    const sibling = await issueToken(t, admin(0));
    expect((await asToken(t, sibling, '{ analytics { funnel { created } } }')).statusCode).toBe(429);
    for (let i = 0; i < 5; i += 1) {
      const client = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks', as: DEMO.client });
      expect(client.statusCode).toBe(200);
    }
    const otherToken = await issueToken(t, admin(1));
    expect((await asToken(t, otherToken, '{ analytics { funnel { created } } }')).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/admin/api/tasks', as: admin(2) })).statusCode).toBe(200);
  });

  it('counts the figures a request scans, not the request: three figures in one alias spend all three', async () => {
    const first = await issueToken(t, admin(3));
    const three = '{ analytics { funnel { created } byCategory { created } byDistrict { created } } }';
    expect((await asToken(t, first, three)).statusCode).toBe(200);
    expect((await asToken(t, first, '{ analytics { funnel { created } } }')).statusCode).toBe(429);
    // a fragment counts where it is spread, every time
    const second = await issueToken(t, admin(4));
    const spread = `fragment F on Analytics { funnel { created } byCategory { created } }
      query { a: analytics { ...F } b: analytics { ...F } }`;
    const refused = await asToken(t, second, spread);
    expect(refused.statusCode).toBe(429);
    // a list page is one scan, two with a search
    const third = await issueToken(t, admin(5));
    const lists = '{ a: adminTasks(search: "кран") { total } b: adminTasks { total } }';
    expect((await asToken(t, third, lists)).statusCode).toBe(200);
    expect((await asToken(t, third, '{ adminTasks { total } }')).statusCode).toBe(429);
  });

  it('refuses one who keeps asking after a refusal before signing them in, and counts reports refused for their cost', async () => {
    const token = await issueToken(t, admin(6));
    // fifteen aliases of every figure: refused by the cost rule, and counted one per alias (the limit is 3)
    const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: analytics { ${FIGURES} }`).join(' ');
    const tooBig = await asToken(t, token, `{ ${aliases} }`);
    expect(tooBig.statusCode).toBe(400);
    const lookups = jest.spyOn(t.app.services.db.apiToken, 'findUnique');
    try {
      const again = await asToken(t, token, '{ analytics { funnel { created } } }');
      expect(again.statusCode).toBe(429);
      expect(again.headers['retry-after']).toBeDefined();
      expect(again.json().errors[0]).toMatchObject({
        message: 'Слишком много запросов. Попробуйте позже.',
        extensions: { code: 'RATE_LIMITED' },
      });
      expect(lookups).not.toHaveBeenCalled();
      // what is not a report goes on as usual
      const categories = await asToken(t, token, '{ categories { id } }');
      expect(categories.statusCode).toBe(200);
      expect(lookups).toHaveBeenCalled();
    } finally {
      lookups.mockRestore();
    }
  });
});

describe('reports holding every connection they may take', () => {
  if (usePglite) {
    it.skip('needs PostgreSQL (PGlite has one connection)', () => {});
    return;
  }
  let t: TestApp;
  let token: string;
  let locker: Client;
  beforeAll(async () => {
    // a small product pool that gives up on a wait quickly: a request that finds it taken answers 503
    const restore = withEnv({
      DATABASE_POOL_MAX: '3',
      DATABASE_REPORTS_POOL_MAX: '1',
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
      DATABASE_REPORTS_STATEMENT_TIMEOUT_MS: '20000',
    });
    try {
      const database = await createTestDatabase();
      t = await createTestApp({ database });
    } finally {
      restore();
    }
    token = await issueToken(t);
    locker = new Client({ connectionString: t.database.url });
    await locker.connect();
  });
  afterAll(async () => {
    await locker.end();
    await t.close();
    await t.database.drop();
  });

  it('still serves a client their tasks, and the reports finish once they can', async () => {
    // Aggregates over 100,000 tasks run for seconds; here a lock on the facts table makes every analytics
    // read wait as long as the test says, on modest data
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE "AnalyticsTask" IN ACCESS EXCLUSIVE MODE');
    const reports = Array.from({ length: 4 }, () => asToken(t, token, `{ analytics { ${FIGURES} } }`));
    try {
      // the reports are waiting on the lock by now
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (let i = 0; i < 3; i += 1) {
        const started = Date.now();
        const client = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks', as: DEMO.client });
        expect([client.statusCode, client.json().success]).toEqual([200, true]);
        expect(Date.now() - started).toBeLessThan(1000);
      }
    } finally {
      await locker.query('COMMIT');
    }
    const answers = await Promise.all(reports);
    // every report is answered: with figures, or the analyst is told the reports are busy (never a hang)
    for (const answer of answers) expect([200, 503]).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 200 && !answer.json().errors)).toBe(true);
  }, 60_000);
});
