// An admin opens Аналитика on a marketplace with months of history: its own server over its
// own database, seeded with the demo history as `npm start` seeds the embedded default (SEED_DEMO=1). The
// figures on screen are the ones `analytics` answers for the same filter, and the charts are drawn.
import crypto from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { startApiNode, type ApiNode } from '../support/api-node';
import { adminQuery, urlFor } from '../support/database';
import { Browsers, DEMO, initDataFor, journey, rest, see } from './support/browser';
import { WEB_DIST } from './support/paths';

// the browser's time zone (support/browser.ts): Tashkent, UTC+5 all year
const TASHKENT_OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;

let browsers: Browsers;
let node: ApiNode | undefined;
let database: string;

beforeAll(async () => {
  database = `usta_e2e_history_${crypto.randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${database}`);
  node = await startApiNode(
    'e2e-history',
    { NODE_ENV: 'production', DEV_LOGIN: '1', SEED_DEMO: '1', DATABASE_URL: urlFor(database), WEB_DIST },
    170_000,
  );
  browsers = await Browsers.launch();
}, 200_000);

afterAll(async () => {
  await browsers?.close();
  await node?.stop();
  await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

// the dashboard's default range: the last 30 Tashkent days, today included
function last30Days(): { from: string; to: string } {
  const tashkentNow = new Date(Date.now() + TASHKENT_OFFSET_MS);
  const today = Date.UTC(tashkentNow.getUTCFullYear(), tashkentNow.getUTCMonth(), tashkentNow.getUTCDate());
  return {
    from: new Date(today - 29 * DAY_MS - TASHKENT_OFFSET_MS).toISOString(),
    to: new Date(today + DAY_MS - TASHKENT_OFFSET_MS).toISOString(),
  };
}

interface Figures {
  funnel: { created: number; accepted: number; completed: number };
  byDistrict: { district: { name: string }; medianSecondsToAccept: number | null }[];
  masters: { edges: { node: { contract: { name: string }; unanswered: number } }[] };
}

// an analyst token made by the admin (the secret is answered once)
async function analystToken(initData: string): Promise<string> {
  const { body } = await rest<{ data: { createApiToken: { data: { token: string } } } }>('/graphql', {
    method: 'POST',
    server: node!.url,
    initData,
    body: {
      query: `mutation { createApiToken(name: "Аналитик e2e") {
        ... on MutationCreateApiTokenSuccess { data { token } }
      } }`,
    },
  });
  return body.data.createApiToken.data.token;
}

async function analytics(initData: string, filter: Record<string, unknown>): Promise<Figures> {
  const { status, body } = await rest<{ data?: { analytics: Figures }; errors?: unknown }>('/graphql', {
    method: 'POST',
    server: node!.url,
    initData,
    body: {
      query: `query ($filter: AnalyticsFilter) { analytics(filter: $filter) {
        funnel { created accepted completed }
        byDistrict { district { name } medianSecondsToAccept }
        masters(first: 10, orderBy: { field: UNANSWERED, direction: DESC }) {
          edges { node { contract { name } unanswered } }
        }
      } }`,
      variables: { filter },
    },
  });
  if (status !== 200 || !body.data) throw new Error(`analytics answered ${status}: ${JSON.stringify(body.errors)}`);
  return body.data.analytics;
}

// a figure of "Итоги периода" by its label
const figure = (page: Page, label: string): Locator =>
  page
    .getByRole('region', { name: 'Итоги периода' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd');

// some pixel of the canvas is painted: the chart library drew it
async function drawn(canvas: Locator): Promise<boolean> {
  return canvas.evaluate((element) => {
    const node = element as HTMLCanvasElement;
    const context = node.getContext('2d');
    if (!context || !node.width || !node.height) return false;
    const pixels = context.getImageData(0, 0, node.width, node.height).data;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) return true;
    return false;
  });
}

journey(
  'an admin reads the funnel, the waits, demand against supply and the silent masters of a living marketplace',
  () => browsers,
  async () => {
    const server = node!.url;
    const initData = await initDataFor(DEMO.admin, server);
    const period = last30Days();
    const expected = await analytics(initData, period);
    // the history spans these 30 days: the screen has something real to show
    expect(expected.funnel.created).toBeGreaterThan(20);

    // from another admin screen, through the admin tabs
    const admin = await browsers.open('admin', { as: DEMO.admin, path: '/admin/tasks', server });
    await admin.getByRole('navigation', { name: 'Админ панель' }).getByRole('link', { name: 'Аналитика' }).click();
    await see(admin, 'Итоги периода');
    expect(new URL(admin.url()).pathname).toBe('/admin/analytics');

    await expect(figure(admin, 'Создано').textContent()).resolves.toBe(String(expected.funnel.created));
    await expect(figure(admin, 'Завершено').textContent()).resolves.toBe(String(expected.funnel.completed));
    expect(await figure(admin, 'Принято').textContent()).toMatch(new RegExp(`^${expected.funnel.accepted} \\(`));

    for (const chart of [
      'Воронка: сколько задач дошло до каждого этапа',
      'Время до принятия по периодам: медиана и 90-й перцентиль, в минутах',
      'Спрос и предложение по районам: создано, принято, без мастера и число мастеров',
      'Спрос и предложение по категориям: создано, принято, без мастера и число мастеров',
    ]) {
      const canvas = admin.getByRole('img', { name: chart });
      await canvas.waitFor();
      expect(await drawn(canvas)).toBe(true);
    }

    // the slowest district first, as the API ranks them by median wait
    const slowest = [...expected.byDistrict]
      .filter((row) => row.medianSecondsToAccept !== null)
      .sort((a, b) => b.medianSecondsToAccept! - a.medianSecondsToAccept!)[0];
    const slowestTable = admin.getByRole('table', { name: 'Самые медленные районы' });
    await expect(slowestTable.getByRole('row').nth(1).textContent()).resolves.toContain(slowest.district.name);

    // the demo history has masters who let offers run out: the most silent one heads the list
    const silent = expected.masters.edges.find((edge) => edge.node.unanswered > 0)!.node;
    const silentTable = admin.getByRole('table', { name: 'Мастера, которые не отвечают на предложения' });
    await expect(silentTable.getByRole('row').nth(1).textContent()).resolves.toContain(silent.contract.name);

    await browsers.checkScreen(admin, 'admin-analytics');

    // one city: the figures follow the filter
    await admin.getByRole('combobox', { name: 'Город' }).selectOption({ label: 'Самарканд' });
    const cityId = Number(new URL(admin.url()).searchParams.get('city'));
    expect(cityId).toBeGreaterThan(0);
    const samarkand = await analytics(initData, { ...period, cityId });
    expect(samarkand.funnel.created).toBeLessThan(expected.funnel.created);
    await admin.waitForFunction(
      (created) =>
        [...document.querySelectorAll('dt')].some(
          (dt) => dt.textContent === 'Создано' && dt.nextElementSibling?.textContent === String(created),
        ),
      samarkand.funnel.created,
    );
    await browsers.checkScreen(admin, 'admin-analytics-city');

    // an analyst has no Telegram session: /analytics with a token shows the same figures
    const token = await analystToken(initData);
    const analyst = await browsers.open('analyst', { path: '/analytics', server });
    await see(analyst, 'Введите токен аналитика: его выдаёт администратор в разделе «Токены аналитиков».');
    await analyst.getByRole('textbox', { name: 'Токен аналитика' }).fill(token);
    await analyst.getByRole('button', { name: 'Подключить' }).click();
    await see(analyst, 'Итоги периода');
    await expect(figure(analyst, 'Создано').textContent()).resolves.toBe(String(expected.funnel.created));
    expect(await analyst.getByRole('link', { name: 'Открыть GraphQL Explorer' }).getAttribute('href')).toBe(
      '/explorer',
    );
    await browsers.checkScreen(analyst, 'analyst-analytics');
  },
  300_000,
);
