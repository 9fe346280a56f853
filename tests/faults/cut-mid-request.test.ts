// The database connection lost in the middle of a request, after sign-in succeeded: every REST route and
// GraphQL answers 503 with the clear message (never 500, never the route's "unknown error"), and nothing
// is half-written. How: one connection of the test's own holds locks on every table (reads of "User"
// still pass, so sign-in works); the request's first other statement waits on a lock, and exactly that
// backend is terminated, as a PostgreSQL restart or a dropped connection would.
import { Client } from 'pg';
import { createTestDatabase, usePglite, type TestDatabase } from '../support/database';
import { snapshot } from '../support/factories';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';
import { RU } from '../../api/src/platform/i18n/ru';

const UNAVAILABLE_TEXT = RU.SERVICE_UNAVAILABLE;

type Spec = (typeof DEMO)[keyof typeof DEMO];
const unavailable = { success: false, message: UNAVAILABLE_TEXT };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// One body for every change: each route takes the fields it knows, so most pass their validation
// and reach the database.
const BODY = {
  role: 0,
  text: 'Нужно заменить смеситель в ванной',
  category_id: 1,
  city_id: 1,
  district_id: 1,
  phone: '+998901112233',
  name: 'Проверка',
  name_ru: 'Проверка',
  name_uz: 'Tekshiruv',
  cancel_reason_id: 1,
  cancel_reason_text: 'Передумал',
  user_task_id: 1,
  contract_id: 1,
  rating: 5,
  comment: 'Всё хорошо',
  reason: 'Причина отказа',
};

// Every route of the app, read from Fastify's own route tree (so a new route is covered without
// editing this file).
function routesOf(tree: string): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ├└─]*)(\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4 - 1;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + match[2];
    stack[depth] = url;
    for (const method of match[3].split(', ')) routes.push({ method, url });
  }
  return routes;
}

function whoCalls(url: string): Spec {
  if (url.startsWith('/admin/api')) return DEMO.admin;
  if (url.startsWith('/api/tg-webapp/master')) return DEMO.plumber;
  return DEMO.client;
}

const onPostgres = usePglite ? describe.skip : describe;

onPostgres('database connection lost mid-request', () => {
  let database: TestDatabase;
  let t: TestApp;
  let locker: Client;
  // a second connection watches pg_stat_activity: inside the locker's transaction it would read one
  // snapshot of it, taken at the first look
  let watcher: Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createTestApp({
      database,
      env: { RATE_LIMIT_TASKS: 'off', RATE_LIMIT_SIGN_IN: 'off', RATE_LIMIT_DETECT: 'off', RATE_LIMIT_UPLOADS: 'off' },
    });
    // each user signs in once before the locks: a first sign-in writes the profile
    for (const user of [DEMO.admin, DEMO.plumber, DEMO.client])
      await t.request({ method: 'GET', url: '/api/tg-webapp/init', as: user });
    locker = new Client({ connectionString: database.url });
    await locker.connect();
    watcher = new Client({ connectionString: database.url });
    await watcher.connect();
  });
  afterAll(async () => {
    await locker?.end().catch(() => undefined);
    await watcher?.end().catch(() => undefined);
    await t.close();
    await database.drop();
  });

  async function lockEverything() {
    const { rows } = await locker.query<{ name: string }>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'User'`,
    );
    await locker.query('BEGIN');
    // EXCLUSIVE lets sign-in read users but no one write them; the rest cannot even be read
    await locker.query('LOCK TABLE "User" IN EXCLUSIVE MODE');
    await locker.query(`LOCK TABLE ${rows.map((row) => row.name).join(', ')} IN ACCESS EXCLUSIVE MODE`);
  }

  const killWaiting = async () => {
    const { rows } = await watcher.query<{ pid: number; query: string }>(
      `SELECT pid, query FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows.length)
      await watcher.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [
        rows.map((row) => row.pid),
      ]);
    return rows.map((row) => row.query);
  };

  // sends the request; whenever one of its statements waits on the locks, that backend is terminated.
  // Statements the request started side by side (Promise.all) may still wait after it answered: they
  // are terminated too before the next request, so nothing of one request is seen with the next.
  async function cutWhileWaiting(
    send: () => Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>,
  ) {
    await killWaiting();
    let settled = false;
    const pending = send().finally(() => {
      settled = true;
    });
    let cut: string | null = null;
    while (!settled) {
      const killed = await killWaiting();
      cut ??= killed[0] ?? null;
      if (!killed.length) await sleep(5);
    }
    const response = await pending;
    await sleep(20);
    await killWaiting();
    return { response, cut };
  }

  it('answers every REST route and GraphQL with 503 and the clear message, writing nothing', async () => {
    await t.app.fastify.ready();
    const routes = routesOf(t.app.fastify.printRoutes({ commonPrefix: false })).filter(
      ({ method, url }) => /^\/(api\/tg-webapp|admin\/api)\//.test(url) && method !== 'HEAD' && method !== 'OPTIONS',
    );
    expect(routes.length).toBeGreaterThan(40);
    const before = await snapshot(t.db);
    const results: { route: string; status: number; body: unknown; cut: string | null }[] = [];
    await lockEverything();
    try {
      for (const { method, url } of routes) {
        const path = url.replace(/:[A-Za-z]+/g, '1');
        const { response, cut } = await cutWhileWaiting(() =>
          t.request({
            method: method as 'GET',
            url: path,
            as: whoCalls(url),
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: BODY }),
          }),
        );
        results.push({ route: `${method} ${url}`, status: response.statusCode, body: JSON.parse(response.body), cut });
        if (cut) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }

      const operations = [
        { query: '{ myTasks { id } }', as: DEMO.client },
        { query: '{ adminTasks { total } }', as: DEMO.admin },
        { query: 'mutation { setRole(role: CLIENT) { __typename } }', as: DEMO.client },
        { query: '{ masterStats { completedTasksCount } }', as: DEMO.plumber },
      ];
      for (const { query, as } of operations) {
        const { response, cut } = await cutWhileWaiting(() =>
          t.request({
            method: 'POST',
            url: '/graphql',
            as,
            headers: { 'content-type': 'application/json' },
            payload: { query },
          }),
        );
        if (!cut) throw new Error(`${query} reached no database: ${response.body}`);
        results.push({ route: `GraphQL ${query}`, status: response.statusCode, body: JSON.parse(response.body), cut });
      }
    } finally {
      await locker.query('ROLLBACK');
    }

    const wrong = results.filter(({ route, status, body, cut }) => {
      if (status >= 500 && status !== 503) return true;
      if (!cut) return false;
      if (route.startsWith('GraphQL')) {
        const errors = (body as { errors?: { message: string; extensions?: { code?: string } }[] }).errors ?? [];
        return (
          status !== 503 ||
          !errors.length ||
          errors.some((error) => error.message !== UNAVAILABLE_TEXT || error.extensions?.code !== 'SERVICE_UNAVAILABLE')
        );
      }
      return status !== 503 || JSON.stringify(body) !== JSON.stringify(unavailable);
    });
    expect(wrong).toEqual([]);
    // the cut really happened inside the handlers, on (almost) every route: only routes that refuse the
    // shared body before reading anything answer without touching the database
    const cutRoutes = results.filter((result) => result.cut).map((result) => result.route);
    expect(cutRoutes).toEqual(
      expect.arrayContaining([
        'POST /api/tg-webapp/user/set-role',
        'POST /api/tg-webapp/tasks',
        'GET /api/tg-webapp/init',
        'GET /admin/api/tasks',
      ]),
    );
    // the routes that refuse the shared body or the placeholder id before reading anything, named so a
    // route that stops reaching the database shows up here
    const uncut = results.filter((result) => !result.cut).map((result) => result.route);
    expect(uncut.sort()).toEqual(
      [
        'POST /api/tg-webapp/user/set-language',
        // a body without Telegram's signed contact is refused before any read
        'POST /api/tg-webapp/user/contact',
        'POST /api/tg-webapp/tasks/photos',
        'DELETE /api/tg-webapp/tasks/photos/:id',
        'GET /api/tg-webapp/tasks/photos/:id',
        // a position report without a point or minutes is refused before any read
        'POST /api/tg-webapp/master/tasks/:id/location',
        // a placeholder link token, a range without its ids, a price, a duty switch and hours that the
        // shared body does not give are refused by their input checks first
        'GET /api/tg-webapp/intake/:token',
        'GET /api/tg-webapp/prices/range',
        'POST /api/tg-webapp/tasks/:id/price',
        'POST /api/tg-webapp/master/duty',
        'PUT /api/tg-webapp/master/duty/hours',
        // a problem report without its kind and text, and a resolution without an outcome, likewise
        'POST /api/tg-webapp/tasks/:id/problem',
        'POST /admin/api/problems/:id/resolve',
      ].sort(),
    );
    expect(await snapshot(t.db)).toEqual(before);

    // the pool replaced the terminated connections
    const after = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/user/set-role',
      as: DEMO.client,
      payload: { role: 0 },
    });
    expect(after.statusCode).toBe(200);
  }, 60_000);
});
