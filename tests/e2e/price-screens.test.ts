// Prices on the screens (docs/product.md "Prices") over the demo history, as `npm start` seeds it
// (SEED_DEMO=1): the admin's price analytics (charts drawn, every figure in so'm), a task whose two figures
// are far apart flagged on the admin's task screen, a history client's task list and a history master's
// reviews with the job's price (the ranges' minimums lowered, so the demo's districts have groups to chart). In Russian and Uzbek, Telegram's light and dark palettes, at 390 and 360 px:
// nothing wider than the screen, sums grouped through Intl in the reader's language. Screenshots of each in
// artifacts/e2e/prices/.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { Locator, Page } from 'playwright-core';
import { signInitData } from '../../api/src/platform/auth/init-data';
import { startApiNode, type ApiNode } from '../support/api-node';
import { adminQuery, urlFor } from '../support/database';
import { TEST_BOT_TOKEN } from '../support/test-app';
import { Browsers, DEMO, initDataFor, journey, rest } from './support/browser';
import { ARTIFACTS_DIR, WEB_DIST } from './support/paths';
import { launchInTelegram, measurePhone, PHONES, type PaletteName } from './support/phone-checks';

type Language = 'ru' | 'uz';
const SHOTS_DIR = path.join(ARTIFACTS_DIR, 'prices');

// a sum as Intl groups it for the language, with the currency's word: '150 000 сум', '150 000 soʻm'
const SUM = { ru: /\d{1,3}(?:\u00a0\d{3})+ сум/, uz: /\d{1,3}(?:\u00a0\d{3})+ soʻm/ };
const TEXTS = {
  ru: { prices: 'Цены работ', value: 'Стоимость выполненных работ по неделям', disputed: 'Цены расходятся' },
  uz: { prices: 'Ish narxlari', value: 'Bajarilgan ishlar qiymati haftalar boʻyicha', disputed: 'Narxlar 30 %' },
};

// the dashboard over the last 180 days (the ranges' window): the history's busy groups reach the minimums
const day = (offset: number) => new Date(Date.now() + 5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const HALF_YEAR = `from=${day(-179)}&to=${day(0)}`;

let browsers: Browsers;
let node: ApiNode | undefined;
let database: string;

beforeAll(async () => {
  database = `usta_e2e_prices_${crypto.randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${database}`);
  node = await startApiNode(
    'e2e-prices',
    {
      NODE_ENV: 'production',
      DEV_LOGIN: '1',
      SEED_DEMO: '1',
      DATABASE_URL: urlFor(database),
      WEB_DIST,
      // the demo history spreads a category's priced jobs over Tashkent's districts: lower minimums give the
      // price chart groups per district to draw
      PRICE_RANGE_MIN_JOBS: '3',
      PRICE_RANGE_MIN_MASTERS: '2',
    },
    170_000,
  );
  browsers = await Browsers.launch();
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
}, 200_000);

afterAll(async () => {
  await browsers?.close();
  await node?.stop();
  await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

async function one<T>(sql: string): Promise<T> {
  const client = new Client({ connectionString: urlFor(database) });
  await client.connect();
  try {
    const { rows } = await client.query(sql);
    if (!rows[0]) throw new Error(`the demo history has no row for: ${sql}`);
    return rows[0] as T;
  } finally {
    await client.end();
  }
}

// a history user's launch, signed with the bot token the server checks (the development sign-in knows only
// the demo users)
const launchOf = (telegramId: string, firstName: string) =>
  signInitData(
    { id: Number(telegramId), first_name: firstName, last_name: 'Demo', language_code: 'ru' },
    TEST_BOT_TOKEN,
  );

async function setLanguage(initData: string, language: Language): Promise<void> {
  const { status } = await rest('/graphql', {
    method: 'POST',
    server: node!.url,
    initData,
    body: {
      query: 'mutation ($l: Language!) { setLanguage(language: $l) { __typename } }',
      variables: { l: language === 'uz' ? 'UZ' : 'RU' },
    },
  });
  expect(status).toBe(200);
}

// the person's Mini App, as Telegram opens it (support/phone-checks.ts)
async function launch(label: string, initData: string, palette: PaletteName, at: string): Promise<Page> {
  const page = await browsers.open(label, { path: '', colorScheme: palette, server: node!.url });
  await launchInTelegram(page, `${node!.url}${at}`, initData, palette);
  return page;
}

// the box on both phones: nothing wider than the screen, and its screenshot
async function shoot(page: Page, box: Locator, name: string, problems: string[]): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { overflow } = await measurePhone(page);
    if (overflow > 0) problems.push(`${name}-${phone.width}: ${overflow} px wider than the screen`);
    await box.screenshot({ path: path.join(SHOTS_DIR, `${name}-${phone.width}.png`) });
  }
  await page.setViewportSize(PHONES[0]);
}

// some pixel of the canvas is painted: the chart library drew it
const drawn = (canvas: Locator) =>
  canvas.evaluate((element) => {
    const node = element as HTMLCanvasElement;
    const context = node.getContext('2d');
    if (!context || !node.width || !node.height) return false;
    const pixels = context.getImageData(0, 0, node.width, node.height).data;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) return true;
    return false;
  });

journey(
  "prices on the admin's, the client's and the master's screens, ru and uz, light and dark, 390 and 360 px",
  () => browsers,
  async () => {
    const disputed = await one<{ id: number }>(
      `SELECT id FROM "Task" WHERE "priceDisputed" AND status = 'completed' ORDER BY id LIMIT 1`,
    );
    const client = await one<{ telegramId: string }>(
      `SELECT u."telegramId"::text AS "telegramId" FROM "Task" t JOIN "User" u ON u.id = t."clientId"
       WHERE t.price IS NOT NULL AND t.status = 'completed' GROUP BY u."telegramId" ORDER BY count(*) DESC LIMIT 1`,
    );
    const master = await one<{ telegramId: string }>(
      `SELECT u."telegramId"::text AS "telegramId" FROM "Review" r JOIN "Task" t ON t.id = r."taskId"
       JOIN "Contract" c ON c.id = r."contractId" JOIN "User" u ON u.id = c."userId"
       WHERE r.state = 'approved' AND t.price IS NOT NULL GROUP BY u."telegramId" ORDER BY count(*) DESC LIMIT 1`,
    );
    const people = {
      admin: await initDataFor(DEMO.admin, node!.url),
      client: launchOf(client.telegramId, 'Client'),
      master: launchOf(master.telegramId, 'Master'),
    };
    const problems: string[] = [];

    for (const language of ['ru', 'uz'] as const) {
      for (const initData of Object.values(people)) await setLanguage(initData, language);
      for (const palette of ['light', 'dark'] as const) {
        const name = (screen: string) => `${screen}-${language}-${palette}`;
        const texts = TEXTS[language];

        const admin = await launch(name('admin'), people.admin, palette, `/admin/analytics?${HALF_YEAR}`);
        const prices = admin.getByRole('region', { name: texts.prices, exact: true });
        await prices.waitFor({ timeout: 60_000 });
        expect(await drawn(prices.locator('canvas'))).toBe(true);
        const value = admin.getByRole('region', { name: texts.value, exact: true });
        expect(await drawn(value.locator('canvas'))).toBe(true);
        // the figures behind the chart, unfolded: every sum grouped in the reader's language
        await prices.locator('summary').click();
        expect(await prices.getByRole('table').textContent()).toMatch(SUM[language]);
        await shoot(admin, prices, name('analytics-prices'), problems);
        await value.locator('summary').click();
        expect(await value.getByRole('table').textContent()).toMatch(SUM[language]);
        await shoot(admin, value, name('analytics-value'), problems);

        await admin.goto(`${node!.url}/admin/tasks/${disputed.id}${new URL(admin.url()).hash}`);
        const price = admin.getByTestId('task-price');
        await price.waitFor();
        expect(await price.textContent()).toMatch(SUM[language]);
        await expect(price.getByText(texts.disputed).isVisible()).resolves.toBe(true);
        await shoot(admin, admin.locator('main'), name('admin-task'), problems);
        await admin.context().close();

        const clientPage = await launch(name('client'), people.client, palette, '/client/tasks');
        await clientPage.getByRole('combobox').first().selectOption('all');
        const line = clientPage.getByTestId('task-price').first();
        await line.waitFor();
        expect(await line.textContent()).toMatch(SUM[language]);
        await shoot(clientPage, clientPage.locator('main'), name('client-tasks'), problems);
        await clientPage.context().close();

        const masterPage = await launch(name('master'), people.master, palette, '/master/reviews');
        await masterPage.getByText(SUM[language]).first().waitFor();
        await shoot(masterPage, masterPage.locator('main'), name('master-reviews'), problems);
        await masterPage.context().close();
      }
    }
    expect(problems).toEqual([]);
  },
  600_000,
);
