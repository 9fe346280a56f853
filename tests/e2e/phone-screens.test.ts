// Issue 29: every main screen of the client, the master and the admin on a phone (390x844 and 360x640), in
// Russian and in Uzbek, under Telegram's default light and dark palettes (the launch parameters the app
// reads its colours from): no horizontal scroll, no control under 44x44 px, and no serious or critical
// axe-core finding (text contrast under 4.5:1 among them). The client's confirmation form is filled with
// a chosen time window and sent. One browser for the file; each person of each language and palette
// opens once and resizes between the two phones.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { signInitData } from '../../api/src/platform/auth/init-data';
import { baseUrl, Browsers, DEMO, initDataFor, journey, pick, rest, see } from './support/browser';
import { ARTIFACTS_DIR, E2E_BOT_TOKEN_ENV } from './support/paths';
import { measurePhone, PHONES, TELEGRAM_PALETTES, type PaletteName } from './support/phone-checks';

type Language = 'ru' | 'uz';

interface TelegramUser {
  id: number;
  first_name: string;
  last_name: string;
  language_code: string;
}

const TEXTS = {
  ru: {
    description: 'Описание задачи',
    create: 'Создать',
    category: 'Категория',
    city: ['Город', 'Таш', 'Ташкент'],
    district: ['Район', 'Чилан', 'Чиланзарский район'],
    phone: 'Телефон',
    pickTime: 'Выбрать время',
    from: 'С',
    to: 'До',
    confirm: 'Подтвердить',
    searching: 'Активная задача',
    menu: 'Открыть меню',
    accept: 'Выполнить',
    task: 'Нужна генеральная уборка квартиры после ремонта, три комнаты',
  },
  uz: {
    description: 'Vazifa tavsifi',
    create: 'Yaratish',
    category: 'Kategoriya',
    city: ['Shahar', 'Tosh', 'Toshkent'],
    district: ['Tuman', 'Chilon', 'Chilonzor tumani'],
    phone: 'Telefon',
    pickTime: 'Vaqtni tanlash',
    from: 'Boshlanishi',
    to: 'Tugashi',
    confirm: 'Tasdiqlash',
    searching: 'Faol vazifa',
    menu: 'Menyuni ochish',
    accept: 'Bajarish',
    task: 'Remontdan keyin kvartirani umumiy tozalash kerak, uchta xona',
  },
} as const;

const MASTER_NAME = 'Farhod Qodirov';
const MASTER: TelegramUser = { id: 900000951, first_name: 'Farhod', last_name: 'Qodirov', language_code: 'ru' };
// one new client for each language and palette: each fills and sends the confirmation form once
let nextClientId = 900000960;

let browsers: Browsers;
let adminInitData: string;
let masterInitData: string;
let contractId: number;
let cleaningId: number;
let editedCategoryId: number;
const createdTasks: { id: number; initData: string }[] = [];
const problems: string[] = [];

function botToken(): string {
  const token = process.env[E2E_BOT_TOKEN_ENV];
  if (!token) throw new Error(`${E2E_BOT_TOKEN_ENV} is not set`);
  return token;
}

async function graphql<T>(initData: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { status, body } = await rest<{ data: T; errors?: unknown }>('/graphql', {
    method: 'POST',
    initData,
    body: { query, variables },
  });
  if (status !== 200 || body.errors) throw new Error(`GraphQL answered ${status}: ${JSON.stringify(body)}`);
  return body.data;
}

async function setLanguage(initData: string, language: Language): Promise<void> {
  await graphql(initData, 'mutation ($l: Language!) { setLanguage(language: $l) { __typename } }', {
    l: language === 'uz' ? 'UZ' : 'RU',
  });
}

// Telegram opens the Mini App with the signed init data and its palette in the address's hash
async function launch(label: string, initData: string, palette: PaletteName, at: string): Promise<Page> {
  const page = await browsers.open(label, { path: '', colorScheme: palette });
  const params = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(TELEGRAM_PALETTES[palette]),
  });
  await page.setViewportSize(PHONES[0]);
  await page.goto(`${baseUrl()}${at}#${params.toString()}`);
  return page;
}

// The screen as it stands, on both phones: overflow and small controls on each, axe on the first (its
// contrast does not depend on the width), a screenshot of each to look at.
async function checkPhones(page: Page, screen: string, axeExclude: string[] = []): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    const name = `${screen}-${phone.width}`;
    const { overflow, small } = await measurePhone(page);
    if (overflow > 0) problems.push(`${name}: ${overflow} px wider than the screen`);
    if (small.length) problems.push(`${name}: controls under 44 px: ${small.join('; ')}`);
    if (phone === PHONES[0]) {
      await browsers.checkScreen(page, name, axeExclude).catch((error: Error) => problems.push(error.message));
    } else {
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
    }
  }
  await page.setViewportSize(PHONES[0]);
}

beforeAll(async () => {
  browsers = await Browsers.launch();
  adminInitData = await initDataFor(DEMO.admin);
  masterInitData = signInitData(MASTER, botToken());
  const { categories, cities } = await graphql<{
    categories: { id: number; name: string }[];
    cities: { id: number; name: string; districts: { id: number; name: string }[] }[];
  }>(adminInitData, '{ categories { id name } cities { id name districts { id name } } }');
  cleaningId = categories.find((category) => category.name === 'Уборка')!.id;
  editedCategoryId = categories[0].id;
  const tashkent = cities.find((city) => city.name === 'Ташкент')!;
  const chilanzar = tashkent.districts.find((district) => district.name === 'Чиланзарский район')!;
  // a master of a category no demo master serves, so these tasks reach no other journey's master
  const submitted = await graphql<{ submitContract: { data?: { id: number } } }>(
    masterInitData,
    `
      mutation ($input: ContractInput!) {
        submitContract(input: $input) {
          ... on MutationSubmitContractSuccess {
            data {
              id
            }
          }
        }
      }
    `,
    {
      input: {
        name: MASTER_NAME,
        phone: '+998935550951',
        categoryIds: [cleaningId],
        cityId: tashkent.id,
        districtIds: [chilanzar.id],
        description: 'Uylar va ofislarni tozalash, 5 yillik tajriba',
      },
    },
  );
  contractId = submitted.submitContract.data!.id;
  await graphql(adminInitData, 'mutation ($id: Int!) { approveContract(id: $id) { __typename } }', {
    id: contractId,
  });
});

afterAll(async () => {
  // the tasks made here end, and the admin speaks Russian again, for the journeys after this one
  for (const task of createdTasks) {
    await graphql(
      task.initData,
      'mutation ($id: Int!) { cancelTask(id: $id, cancelReasonText: "test") { __typename } }',
      {
        id: task.id,
      },
    ).catch(() => undefined);
  }
  if (adminInitData) await setLanguage(adminInitData, 'ru').catch(() => undefined);
  await browsers?.close();
});

const COMBINATIONS: [Language, PaletteName][] = [
  ['ru', 'light'],
  ['ru', 'dark'],
  ['uz', 'light'],
  ['uz', 'dark'],
];

for (const [language, palette] of COMBINATIONS) {
  const t = TEXTS[language];
  const at = (screen: string) => `${language}-${palette}-${screen}`;

  journey(
    `every main screen fits a phone in ${language}, Telegram's ${palette} palette`,
    () => browsers,
    async () => {
      problems.length = 0;
      // the app honours reduced motion, and the journeys ask for it: no check races an animation
      const clientUser: TelegramUser = {
        id: nextClientId++,
        first_name: language === 'uz' ? 'Malika' : 'Марина',
        last_name: language === 'uz' ? 'Ergasheva' : 'Котова',
        language_code: language,
      };
      const clientInitData = signInitData(clientUser, botToken());
      await setLanguage(clientInitData, language);
      const client = await launch(`client-${language}-${palette}`, clientInitData, palette, '/client');
      expect(await client.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);

      // the task form, then the confirmation form with a chosen time window, then the task searching
      const description = client.getByLabel(t.description);
      await description.waitFor();
      await checkPhones(client, at('client-home'));
      await description.fill(t.task);
      await client.getByRole('button', { name: t.create, exact: true }).click();
      await client.getByRole('combobox', { name: t.category }).waitFor();
      const categoryName = (
        await graphql<{ categories: { id: number; name: string }[] }>(clientInitData, '{ categories { id name } }')
      ).categories.find((category) => category.id === cleaningId)!.name;
      await pick(client, t.category, categoryName.slice(0, 3), categoryName);
      await pick(client, t.city[0], t.city[1], t.city[2]);
      await pick(client, t.district[0], t.district[1], t.district[2]);
      await client.getByRole('textbox', { name: t.phone }).fill('901234466');
      await client.getByRole('radio', { name: t.pickTime }).click();
      const from = client.getByLabel(t.from, { exact: true });
      const to = client.getByLabel(t.to, { exact: true });
      const day = new Date(Date.now() + 2 * 24 * 3600 * 1000 + 5 * 3600 * 1000).toISOString().slice(0, 10);
      await from.fill(`${day}T14:00`);
      await to.fill(`${day}T18:00`);
      await checkPhones(client, at('client-confirm-window'));
      // on the narrower phone the end of the window is in view and the button is whole and can be tapped
      await client.setViewportSize(PHONES[1]);
      for (const control of [to, client.getByRole('button', { name: t.confirm })]) {
        await control.scrollIntoViewIfNeeded();
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONES[1].width);
      }
      await client.getByRole('button', { name: t.confirm }).click();
      await see(client, t.searching);
      const { myTasks } = await graphql<{ myTasks: { id: number; when: string }[] }>(
        clientInitData,
        '{ myTasks { id when } }',
      );
      expect(myTasks.map((task) => task.when)).toEqual(['window']);
      const taskId = myTasks[0].id;
      createdTasks.push({ id: taskId, initData: clientInitData });
      await checkPhones(client, at('client-searching'));
      // the new master has it on his dashboard and takes it: both screens show it in progress
      await setLanguage(masterInitData, language);
      const master = await launch(`master-${language}-${palette}`, masterInitData, palette, '/master/dashboard');
      await see(master, t.task);
      await checkPhones(master, at('master-new-task'));
      await master.getByRole('button', { name: t.accept }).click();
      await master.getByText('+998901234466').first().waitFor();
      await checkPhones(master, at('master-task'));
      await master.goto(`${baseUrl()}/master/reviews`);
      await master.getByRole('heading', { level: 1 }).waitFor();
      await checkPhones(master, at('master-reviews'));
      await master.context().close();

      await see(client, MASTER_NAME);
      await checkPhones(client, at('client-task'));
      await client.getByRole('button', { name: t.menu }).click();
      await checkPhones(client, at('client-menu'));
      await client.goto(`${baseUrl()}/client/tasks`);
      await client.getByRole('heading', { level: 1 }).waitFor();
      await checkPhones(client, at('client-tasks'));
      await client.goto(`${baseUrl()}/client/reviews`);
      await client.getByRole('heading', { level: 1 }).waitFor();
      await checkPhones(client, at('client-reviews'));
      await client.context().close();

      // the admin's screens
      await setLanguage(adminInitData, language);
      const admin = await launch(`admin-${language}-${palette}`, adminInitData, palette, '/admin/contracts');
      const adminScreens: [string, string][] = [
        ['admin-contracts', '/admin/contracts'],
        ['admin-contract', `/admin/contracts/${contractId}`],
        ['admin-contract-edit', `/admin/contracts/${contractId}/edit`],
        ['admin-tasks', '/admin/tasks'],
        ['admin-task', `/admin/tasks/${taskId}`],
        ['admin-task-edit', `/admin/tasks/${taskId}/edit`],
        ['admin-reviews', '/admin/reviews'],
        ['admin-places', '/admin/city-district'],
        ['admin-categories', '/admin/categories'],
        ['admin-category-new', '/admin/categories/new'],
        ['admin-category-edit', `/admin/categories/${editedCategoryId}/edit`],
        ['admin-audit', '/admin/audit'],
        ['admin-api-tokens', '/admin/api-tokens'],
        ['admin-analytics', '/admin/analytics'],
        ['admin-explorer', '/admin/explorer'],
      ];
      await admin.getByRole('heading', { level: 1 }).first().waitFor();
      await admin.getByRole('button', { name: t.menu }).click();
      await checkPhones(admin, at('admin-menu'));
      for (const [screen, route] of adminScreens) {
        await admin.goto(`${baseUrl()}${route}`);
        await admin.getByRole('heading', { level: 1 }).first().waitFor();
        await admin.waitForLoadState('networkidle');
        // GraphiQL's tab bar is its own markup (a close button inside each role=tab): axe reads it as nested
        // controls, which this app cannot change
        await checkPhones(admin, at(screen), screen === 'admin-explorer' ? ['.graphiql-tabs'] : []);
      }
      await admin.context().close();
      // the master finishes the job: he is free for the next language and palette's task
      await graphql(masterInitData, 'mutation ($id: Int!) { completeTask(id: $id) { __typename } }', { id: taskId });

      expect(problems).toEqual([]);
    },
    600_000,
  );
}
