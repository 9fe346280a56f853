// Rate limits on task creation, category detection, uploads and sign-in: per Telegram user with valid
// init data, else per address; one counter for REST and GraphQL; shared across nodes through Redis;
// still answering when Redis is gone. Uploads refuse cross-site requests.
import crypto from 'node:crypto';
import { createTestApp, DEMO, type TestApp } from '../../../../tests/support/test-app';
import { createCategory, createClient, places, snapshot, type Place } from '../../../../tests/support/factories';
import { multipartBody } from '../../../../tests/support/multipart';
import { startOwnRedis } from '../../../../tests/support/redis-server';
import { createTestDatabase, usePglite } from '../../../../tests/support/database';
import { loadConfig } from '../config';
import { RATE_LIMIT_TEXT, RateLimiter } from '../rate-limit';

const LIMITED = {
  RATE_LIMIT_TASKS: '2/60',
  RATE_LIMIT_DETECT: '3/60',
  RATE_LIMIT_UPLOADS: '2/600',
  RATE_LIMIT_SIGN_IN: '3/60',
};
const CREATE = `mutation ($input: TaskInput!) { createTask(input: $input) { __typename ... on Error { message } } }`;
const DETECT = `query ($text: String!) { detectCategory(text: $text) { categoryId } }`;
const SUBMIT = `mutation ($input: ContractInput!) { submitContract(input: $input) { __typename ... on Error { message } } }`;
const refused = { success: false, message: RATE_LIMIT_TEXT };

let t: TestApp;
let place: Place;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { ...LIMITED, WEBAPP_URL: 'https://usta.example' } });
  place = await places(t.db);
  categoryId = (await createCategory(t.db)).id;
});
afterAll(() => t.close());

// a task payload that fails validation: the limit counts attempts, not successes
const badTask = { text: 'коротко' };

describe('REST', () => {
  it('refuses the third task creation in the window with 429, Retry-After and SPEC-style text, writing nothing', async () => {
    const client = await createClient(t.db);
    for (let i = 0; i < 2; i += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/api/tg-webapp/tasks',
        as: client.spec,
        payload: badTask,
      });
      expect(response.statusCode).toBe(422);
    }
    const before = await snapshot(t.db);
    const valid = {
      text: 'Нужно заменить смеситель в ванной',
      category_id: categoryId,
      city_id: place.cityId,
      district_id: place.districtId,
      phone: '+998901112233',
    };
    const third = await t.request({ method: 'POST', url: '/api/tg-webapp/tasks', as: client.spec, payload: valid });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual(refused);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await snapshot(t.db)).toEqual(before);

    // another client is not held back by this one
    const other = await createClient(t.db);
    const response = await t.request({ method: 'POST', url: '/api/tg-webapp/tasks', as: other.spec, payload: valid });
    expect(response.statusCode).toBe(200);
  });

  it('answers replays of a finished creation (same key, same body) without counting them; anything else under the key counts', async () => {
    const client = await createClient(t.db);
    const key = crypto.randomUUID();
    const valid = {
      text: 'Нужно заменить смеситель на кухне',
      category_id: categoryId,
      city_id: place.cityId,
      district_id: place.districtId,
      phone: '+998901112233',
    };
    const send = (payload: Record<string, unknown>) =>
      t.request({
        method: 'POST',
        url: '/api/tg-webapp/tasks',
        as: client.spec,
        payload,
        headers: { 'idempotency-key': key },
      });
    const first = await send(valid);
    expect(first.statusCode).toBe(200);
    // five times the limit of two: each is the first answer again
    for (let i = 0; i < 5; i += 1) {
      const replay = await send(valid);
      expect([replay.statusCode, replay.headers['idempotent-replayed'], replay.json()]).toEqual([
        200,
        'true',
        first.json(),
      ]);
    }
    expect(await t.db.task.count({ where: { clientId: client.userId } })).toBe(1);
    // only the creation was counted: one more attempt fits in the window, under the key with another body
    const reused = await send({ ...valid, text: 'Нужно заменить смеситель в ванной' });
    expect(reused.statusCode).toBe(422);
    const over = await send({ ...valid, text: 'Нужно заменить смеситель в ванной' });
    expect([over.statusCode, over.json()]).toEqual([429, refused]);
    expect((await send(valid)).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'POST', url: '/api/tg-webapp/tasks', as: client.spec, payload: badTask })).statusCode,
    ).toBe(429);
  });

  it('limits category detection', async () => {
    const client = await createClient(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (
          await t.request({
            method: 'POST',
            url: '/api/tg-webapp/tasks/detect-category',
            as: client.spec,
            payload: { text: 'течёт кран в ванной' },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits uploads before reading the body', async () => {
    const user = { id: 880000000 + crypto.randomInt(1_000_000), first_name: 'Мастер' };
    const { payload, headers } = multipartBody({ name: '', phone: '' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (await t.request({ method: 'POST', url: '/api/tg-webapp/master/contract', as: user, payload, headers }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([422, 422, 429]);
    const response = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/master/contract',
      as: user,
      payload: Buffer.alloc(4 * 1024 * 1024, 'a'),
      headers,
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual(refused);
  });

  it('limits sign-in per user with valid init data', async () => {
    const user = { id: 880000000 + crypto.randomInt(1_000_000), first_name: 'Новый' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await t.request({ method: 'GET', url: '/api/tg-webapp/init', as: user })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // the user was created once, by the first call
    expect(await t.db.user.count({ where: { telegramId: BigInt(user.id) } })).toBe(1);
  });

  it('counts forged init data per address, whatever user it names', async () => {
    const ip = `10.9.${crypto.randomInt(255)}.${crypto.randomInt(255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const forged = t
        .initData({ id: 770000000 + i, first_name: 'Чужой' })
        .replace(/hash=\w+/, `hash=${'0'.repeat(64)}`);
      const response = await t.app.fastify.inject({
        method: 'GET',
        url: '/api/tg-webapp/init',
        remoteAddress: ip,
        headers: { 'x-telegram-init-data': forged },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // another address is not affected
    const elsewhere = await t.app.fastify.inject({
      method: 'GET',
      url: '/api/tg-webapp/init',
      remoteAddress: '10.8.0.1',
      headers: t.headersFor(DEMO.client),
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits the development sign-in per address', async () => {
    const ip = `10.7.${crypto.randomInt(255)}.${crypto.randomInt(255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await t.app.fastify.inject({
        method: 'POST',
        url: '/api/dev/sign-in',
        remoteAddress: ip,
        payload: { telegram_id: String(DEMO.client.id) },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('GraphQL shares the counters', () => {
  it('counts createTask with POST /tasks, and refuses with 429 and RATE_LIMITED', async () => {
    const client = await createClient(t.db);
    await t.request({ method: 'POST', url: '/api/tg-webapp/tasks', as: client.spec, payload: badTask });
    const second = await t.gql(CREATE, { input: { text: 'коротко' } }, client.spec);
    expect(second.data.createTask.__typename).toBe('ValidationError');
    const before = await snapshot(t.db);
    const third = await t.gql(
      CREATE,
      {
        input: {
          text: 'Нужно заменить смеситель в ванной',
          categoryId,
          cityId: place.cityId,
          districtId: place.districtId,
          phone: '+998901112233',
        },
      },
      client.spec,
    );
    expect(third.status).toBe(429);
    expect(third.errors![0]).toMatchObject({ message: RATE_LIMIT_TEXT, extensions: { code: 'RATE_LIMITED' } });
    expect(await snapshot(t.db)).toEqual(before);
    const rest = await t.request({ method: 'POST', url: '/api/tg-webapp/tasks', as: client.spec, payload: badTask });
    expect(rest.statusCode).toBe(429);
  });

  it('answers replays of a finished createTask without counting them', async () => {
    const client = await createClient(t.db);
    const key = crypto.randomUUID();
    const variables = {
      input: {
        text: 'Нужно заменить смеситель на кухне',
        categoryId,
        cityId: place.cityId,
        districtId: place.districtId,
        phone: '+998901112233',
      },
    };
    const send = (vars: unknown) =>
      t.app.fastify.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'idempotency-key': key, ...t.headersFor(client.spec) },
        payload: { query: CREATE, variables: vars },
      });
    const first = await send(variables);
    expect([first.statusCode, first.json().data.createTask.__typename]).toEqual([200, 'MutationCreateTaskSuccess']);
    for (let i = 0; i < 5; i += 1) {
      const replay = await send(variables);
      expect([replay.statusCode, replay.headers['idempotent-replayed'], replay.json()]).toEqual([
        200,
        'true',
        first.json(),
      ]);
    }
    expect(await t.db.task.count({ where: { clientId: client.userId } })).toBe(1);
    // one attempt left in the window
    expect((await t.gql(CREATE, { input: { text: 'коротко' } }, client.spec)).status).toBe(200);
    expect((await t.gql(CREATE, { input: { text: 'коротко' } }, client.spec)).status).toBe(429);
    expect((await send(variables)).headers['idempotent-replayed']).toBe('true');
  });

  it('counts every alias of a limited field', async () => {
    const client = await createClient(t.db);
    const aliased = `query ($text: String!) { a: detectCategory(text: $text) { categoryId } b: detectCategory(text: $text) { categoryId } c: detectCategory(text: $text) { categoryId } d: detectCategory(text: $text) { categoryId } }`;
    const result = await t.gql(aliased, { text: 'течёт кран в ванной' }, client.spec);
    expect(result.status).toBe(429);
    expect(result.data).toBeUndefined();
    const after = await t.gql(DETECT, { text: 'течёт кран в ванной' }, client.spec);
    expect(after.status).toBe(429);
  });

  it('limits submitContract with the upload counter', async () => {
    const user = { id: 880000000 + crypto.randomInt(1_000_000), first_name: 'Мастер' };
    const { payload, headers } = multipartBody({ name: '' });
    expect(
      (await t.request({ method: 'POST', url: '/api/tg-webapp/master/contract', as: user, payload, headers }))
        .statusCode,
    ).toBe(422);
    expect((await t.gql(SUBMIT, { input: { name: '' } }, user)).data.submitContract.__typename).toBe('ValidationError');
    const third = await t.gql(SUBMIT, { input: { name: '' } }, user);
    expect(third.status).toBe(429);
  });

  it('does not count operations that were not asked for', async () => {
    const client = await createClient(t.db);
    for (let i = 0; i < 5; i += 1) expect((await t.gql('{ categories { id } }', {}, client.spec)).status).toBe(200);
  });
});

describe('cross-site requests', () => {
  const upload = (headers: Record<string, string>, as?: { id: number }) => {
    const body = multipartBody({ name: '' });
    return t.request({
      method: 'POST',
      url: '/api/tg-webapp/master/contract',
      as,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const freshUser = () => ({ id: 880000000 + crypto.randomInt(1_000_000), first_name: 'Мастер' });

  it('refuses an upload from another origin or site with 403 and the SPEC text, before reading it', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://usta.example' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const response = await upload(headers, freshUser());
      expect([headers, response.statusCode, response.json()]).toEqual([
        headers,
        403,
        { success: false, message: 'Произошла ошибка при отправке заявки' },
      ]);
    }
  });

  it('accepts an upload from the web app origin or the same origin', async () => {
    const own: Record<string, string>[] = [
      { origin: 'https://usta.example', 'sec-fetch-site': 'same-origin' },
      { host: 'api.local:8080', origin: 'http://api.local:8080' },
      { origin: 'https://usta.example' },
      // the Vite dev server proxies with its own Host: the browser still calls the request same-origin
      { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of own) {
      const response = await upload(headers, freshUser());
      expect([headers, response.statusCode]).toEqual([headers, 422]);
    }
  });

  it('refuses an upload signed with anything but Telegram init data', async () => {
    const response = await upload({ authorization: 'Bearer some-analyst-token' });
    expect(response.statusCode).toBe(403);
    const none = await upload({});
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('TELEGRAM_INIT_DATA_MISSING');
  });

  it('refuses any change from another site, JSON included', async () => {
    const before = await snapshot(t.db);
    const response = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks/1/cancel',
      as: DEMO.client,
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'Не удалось отменить задачу' });
    expect(await snapshot(t.db)).toEqual(before);
    // reading is not a change
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/tg-webapp/tasks',
          as: DEMO.client,
          headers: { origin: 'https://evil.example' },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('settings', () => {
  it('reads "max/seconds" and "off", and refuses anything else', () => {
    const config = loadConfig({
      TELEGRAM_BOT_TOKEN: '1:x',
      DATA_DIR: '/tmp/usta-unused',
      RATE_LIMIT_TASKS: '5/30',
      RATE_LIMIT_DETECT: 'off',
    });
    expect(config.rateLimits.tasks).toEqual({ max: 5, windowS: 30 });
    expect(config.rateLimits.detect).toBeNull();
    expect(config.rateLimits.uploads).toEqual({ max: 10, windowS: 600 });
    expect(() =>
      loadConfig({ TELEGRAM_BOT_TOKEN: '1:x', DATA_DIR: '/tmp/usta-unused', RATE_LIMIT_SIGN_IN: 'many' }),
    ).toThrow(/RATE_LIMIT_SIGN_IN/);
  });

  it('a limit that is off never refuses', async () => {
    const limiter = new RateLimiter({ rules: { tasks: null, detect: null, uploads: null, signIn: null } });
    for (let i = 0; i < 50; i += 1) expect((await limiter.hit('tasks', 'tg:1')).allowed).toBe(true);
    await limiter.close();
  });
});

describe('with Redis', () => {
  // two nodes over one database and one Redis of the test's own
  it('counts across nodes, and each node keeps answering (and limiting) while Redis is down', async () => {
    const redis = await startOwnRedis();
    const database = usePglite ? t.database : await createTestDatabase();
    const env = { ...LIMITED, REDIS_URL: redis.url, REDIS_PREFIX: `test-${crypto.randomBytes(4).toString('hex')}:` };
    const nodeA = await createTestApp({ env, database });
    const nodeB = await createTestApp({ env, database });
    try {
      for (let i = 0; i < 100 && !(nodeA.app.limiter.shared && nodeB.app.limiter.shared); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect([nodeA.app.limiter.shared, nodeB.app.limiter.shared]).toEqual([true, true]);
      const client = await createClient(nodeA.db);
      const post = (node: TestApp) =>
        node.request({ method: 'POST', url: '/api/tg-webapp/tasks', as: client.spec, payload: badTask });
      expect((await post(nodeA)).statusCode).toBe(422);
      expect((await post(nodeB)).statusCode).toBe(422);
      expect((await post(nodeA)).statusCode).toBe(429);
      expect((await post(nodeB)).statusCode).toBe(429);

      await redis.kill();
      // each node now counts on its own: answers come back at once, and a flood is still refused
      const started = Date.now();
      const other = await createClient(nodeA.db);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(
          (await nodeB.request({ method: 'POST', url: '/api/tg-webapp/tasks', as: other.spec, payload: badTask }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([422, 422, 429]);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await nodeA.close();
      await nodeB.close();
      if (!usePglite) await database.drop();
      await redis.stop();
    }
  });
});
