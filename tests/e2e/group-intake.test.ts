// A group reply's link (docs/product.md §13) in the browser: the token a bot reply gave (written here as the
// bot writes it, api/src/modules/intake/intake.ts) answers GET /api/tg-webapp/intake/{token}, and the Mini App
// launched with it as Telegram's start parameter opens the client's form filled with its text and category.
// An expired token says so and leaves the form empty. Its own server over its own database.
import crypto from 'node:crypto';
import { Client } from 'pg';
import { signInitData } from '../../api/src/platform/auth/init-data';
import { startApiNode, type ApiNode } from '../support/api-node';
import { adminQuery, urlFor } from '../support/database';
import { TEST_BOT_TOKEN } from '../support/test-app';
import { Browsers, DEMO, expectValue, journey, rest, see } from './support/browser';
import { WEB_DIST } from './support/paths';

const TEXT = 'Всем привет! Течёт кран на кухне, посоветуйте сантехника';
const LIVE = `in_${crypto.randomBytes(16).toString('base64url')}`;
const EXPIRED = `in_${crypto.randomBytes(16).toString('base64url')}`;

let browsers: Browsers;
let node: ApiNode | undefined;
let database: string;
let plumbing: { id: number; name: string };

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: urlFor(database) });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  database = `usta_e2e_intake_${crypto.randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${database}`);
  node = await startApiNode(
    'e2e-intake',
    { NODE_ENV: 'production', DEV_LOGIN: '1', DATABASE_URL: urlFor(database), WEB_DIST },
    120_000,
  );
  [plumbing] = await sql<{ id: number; name: string }>(`SELECT id, name FROM "Category" WHERE slug = 'plumbing'`);
  for (const [token, expiresIn] of [
    [LIVE, 3_600_000],
    [EXPIRED, -60_000],
  ] as const) {
    await sql(`INSERT INTO "IntakeToken" (id, text, "categoryId", "chatId", "expiresAt") VALUES ($1, $2, $3, $4, $5)`, [
      token,
      TEXT,
      plumbing!.id,
      '-1001234567890',
      new Date(Date.now() + expiresIn),
    ]);
  }
  browsers = await Browsers.launch();
}, 150_000);

afterAll(async () => {
  await browsers?.close();
  await node?.stop();
  await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

// Telegram opens the Mini App from the reply's button: t.me/<bot>?startapp=<token>
async function launchWith(label: string, token: string) {
  const user = { id: Number(DEMO.client.id), first_name: 'Азиз', last_name: 'Каримов', language_code: 'ru' };
  const initData = signInitData(user, TEST_BOT_TOKEN, new Date(), token);
  const page = await browsers.open(label, { path: '', server: node!.url });
  const params = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppStartParam: token,
  });
  await page.goto(`${node!.url}/#${params.toString()}`);
  return { page, initData };
}

journey(
  "a group reply's link opens the client's form filled with the request's text and category",
  () => browsers,
  async () => {
    const { page, initData } = await launchWith('client', LIVE);
    const link = await rest(`/api/tg-webapp/intake/${LIVE}`, { server: node!.url, initData });
    expect(link.status).toBe(200);
    expect(link.body).toEqual({ success: true, text: TEXT, category_id: plumbing.id });

    const description = page.getByLabel('Описание задачи');
    await page.waitForURL((url) => url.pathname === '/client');
    await expectValue(description, TEXT, 30_000);
    await expectValue(page.getByRole('combobox', { name: /Категория/ }), plumbing.name, 30_000);
    await browsers.checkScreen(page, 'intake-filled');

    const stale = await launchWith('client-expired', EXPIRED);
    await see(stale.page, 'Ссылка устарела или неверна. Опишите задачу заново.');
    expect(await stale.page.getByLabel('Описание задачи').inputValue()).toBe('');
    const gone = await rest(`/api/tg-webapp/intake/${EXPIRED}`, { server: node!.url, initData: stale.initData });
    expect(gone.status).toBe(404);
  },
  180_000,
);
