// What is live follows a change of language without a reload, and the client's live card agrees with
// itself. A master switches to Uzbek in the side menu: the next offer his open dashboard receives names the
// category, city and district in Uzbek. A client switches while the master works on her task: the status
// pushed to her card later reads Uzbek. On a 360x740 phone her card shows the map at once, her district
// and the master joined by a line, and the badge says the stage of his way as the steps do. An admin
// switching to Uzbek reads the status history's system reasons in Uzbek.
import type { Page } from 'playwright-core';
import { signInitData } from '../../api/src/platform/auth/init-data';
import { baseUrl, Browsers, DEMO, type DemoUser, initDataFor, journey, pngSquare, rest, see } from './support/browser';
import { E2E_BOT_TOKEN_ENV } from './support/paths';

// the seeded master of live-journey.test.ts (appliance repair, the whole of Ташкент), free between journeys
const MASTER = { id: '900000013', name: 'Шерзод Турсунов' } as unknown as DemoUser;
const FAR = { latitude: 41.34, longitude: 69.2888 };
const CLIENT = { id: 900000992, first_name: 'Гульнара', last_name: 'Рахимова', language_code: 'ru' };
const TASK_TEXT = 'Холодильник перестал морозить, нужен мастер';
const CYRILLIC = /[\u0400-\u04FF]/;

interface Named {
  id: number;
  name: string;
}

let browsers: Browsers;
beforeAll(async () => {
  browsers = await Browsers.launch();
});
afterAll(async () => {
  // the seeded master and admin speak Russian again for the other journeys
  await setLanguage(await initDataFor(MASTER), 'RU').catch(() => undefined);
  await setLanguage(await initDataFor(DEMO.admin), 'RU').catch(() => undefined);
  await browsers?.close();
});

async function graphql<T>(initData: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { status, body } = await rest<{ data: T; errors?: unknown }>('/graphql', {
    method: 'POST',
    initData,
    body: { query, variables },
  });
  if (status !== 200 || body.errors) throw new Error(`GraphQL answered ${status}: ${JSON.stringify(body)}`);
  return body.data;
}

async function setLanguage(initData: string, language: 'RU' | 'UZ'): Promise<void> {
  await graphql(initData, 'mutation ($language: Language!) { setLanguage(language: $language) { __typename } }', {
    language,
  });
}

// the side menu's language switch, as a person uses it
async function switchToUzbek(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const menu = page.getByRole('navigation', { name: 'Меню' });
  await menu.getByRole('radio', { name: 'Oʻzbekcha' }).click();
  await page.keyboard.press('Escape');
}

// a task through docs/product.md §7's REST calls, by names
async function createTask(initData: string, category: string, cityName: string, districtName: string) {
  const categories = await rest<{ data: Named[] }>('/api/tg-webapp/tasks/categories', { initData });
  const cities = await rest<{ data: Named[] }>('/api/tg-webapp/address/cities', { initData });
  const city = cities.body.data.find((candidate) => candidate.name === cityName)!;
  const districts = await rest<{ data: Named[] }>(`/api/tg-webapp/address/districts/${city.id}`, { initData });
  const created = await rest<{ success: boolean; data: { id: number } }>('/api/tg-webapp/tasks', {
    method: 'POST',
    initData,
    body: {
      text: TASK_TEXT,
      category_id: categories.body.data.find((candidate) => candidate.name === category)!.id,
      city_id: city.id,
      district_id: districts.body.data.find((district) => district.name === districtName)!.id,
      phone: '+998907770992',
    },
  });
  expect(created.body).toMatchObject({ success: true });
  return created.body.data.id;
}

// every line of the page with a Cyrillic letter, once what people wrote (the task, the master's name) is out
async function cyrillicLines(page: Page, data: string[]): Promise<string[]> {
  let shown = await page.locator('main').innerText();
  for (const typed of data) shown = shown.split(typed).join('');
  return shown
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => CYRILLIC.test(line));
}

journey(
  'after a switch to Uzbek the live offer, the pushed status and the history read Uzbek; the live card agrees',
  () => browsers,
  async () => {
    const master = await browsers.open('master-live-language', { as: MASTER, path: '/master/dashboard' });
    await master.context().grantPermissions(['geolocation'], { origin: baseUrl() });
    await master.context().setGeolocation({ ...FAR, accuracy: 15 });
    await see(master, 'Нет доступных задач');
    // the socket is open before the switch (his dashboard subscribes to offers)
    const socket = browsers.socketOf(master);
    while (!socket.frames.some((frame) => frame.includes('connection_ack')))
      await new Promise((resolve) => setTimeout(resolve, 100));
    await switchToUzbek(master);
    await see(master, 'Mavjud vazifalar yoʻq');

    const clientInitData = signInitData(CLIENT, process.env[E2E_BOT_TOKEN_ENV]!);
    await rest('/api/tg-webapp/user/set-role', { method: 'POST', initData: clientInitData, body: { role: 0 } });
    const taskId = await createTask(clientInitData, 'Ремонт бытовой техники', 'Ташкент', 'Юнусабадский район');

    // the offer pushed to his open dashboard: Uzbek names, as a reload would show them
    const offer = master.getByRole('region', { name: 'Yangi vazifa' });
    await see(offer, TASK_TEXT);
    await see(offer, 'Maishiy texnika taʼmiri');
    await see(offer, 'Toshkent, Yunusobod tumani');
    expect(await cyrillicLines(master, [TASK_TEXT])).toEqual([]);

    // the client follows her task on a small phone, tiles answered locally
    const client = await browsers.open('client-live-language', { path: '' });
    await client.setViewportSize({ width: 360, height: 740 });
    await client.route('https://tile.openstreetmap.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: pngSquare() }),
    );
    const launch = new URLSearchParams({
      tgWebAppData: clientInitData,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'android',
    });
    await client.goto(`${baseUrl()}/#${launch.toString()}`);
    await see(client, 'Активная задача');
    await offer.getByRole('button', { name: 'Bajarish' }).click();
    await see(client, 'Задача в работе');
    await switchToUzbek(client);
    await see(client, 'Vazifa bajarilmoqda');

    // on the way: the badge says so as the steps do, and the map is in sight with both pins and the line
    await master.getByRole('button', { name: 'Yoʻldaman' }).click();
    await see(client, 'Usta yoʻlda');
    const map = client.getByTestId('journey-map');
    await map.waitFor();
    await see(map, 'Tumaningiz');
    await see(map, 'Usta');
    await client.getByTestId('journey-line').waitFor({ state: 'attached' });
    await client.evaluate(() => window.scrollTo(0, 0));
    const box = (await map.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(await client.getByText('Bajarilmoqda', { exact: true }).count()).toBe(0);
    expect(await client.getByText('Yoʻlda', { exact: true }).count()).toBe(2);
    await browsers.checkScreen(client, 'live-language-client-on-the-way-360');

    await master.getByRole('button', { name: 'Yetib keldim', exact: true }).click();
    await see(client, 'Usta yetib keldi');
    expect(await client.getByText('Yetib keldi', { exact: true }).count()).toBe(2);

    // the completion is pushed over her socket: its status reads Uzbek
    await master.getByRole('button', { name: 'Yakunlash' }).click();
    await see(client, 'Vazifa bajarildi!');
    expect(await cyrillicLines(client, [TASK_TEXT, MASTER.name])).toEqual([]);

    // the admin reads a waiting task's history, then switches: the system's reason in Uzbek at once
    const otherClient = signInitData({ ...CLIENT, id: CLIENT.id + 1 }, process.env[E2E_BOT_TOKEN_ENV]!);
    await rest('/api/tg-webapp/user/set-role', { method: 'POST', initData: otherClient, body: { role: 0 } });
    const waiting = await createTask(otherClient, 'Сборка и ремонт мебели', 'Самарканд', 'Согдиана');
    const admin = await browsers.open('admin-live-language', { as: DEMO.admin, path: `/admin/tasks/${waiting}` });
    await see(admin, / · Нет подходящих мастеров$/);
    await switchToUzbek(admin);
    await see(admin, / · Mos ustalar yoʻq$/);
    expect(await admin.getByText(/Нет подходящих мастеров/).count()).toBe(0);
    expect(taskId).toBeGreaterThan(0);
  },
);
