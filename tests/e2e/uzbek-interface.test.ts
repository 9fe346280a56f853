// People whose Telegram speaks Uzbek get the whole Mini App in Uzbek (Latin letters) from their
// first launch: the home, the task form, the confirmation form, the searching and the in-progress task,
// the master's application form and dashboard show no Cyrillic letter apart from what people typed;
// the server's answers come in Uzbek too. Switching to Russian in the side menu shows docs/product.md's texts at
// once and stays after a reload.
import type { Page } from 'playwright-core';
import { signInitData } from '../../api/src/platform/auth/init-data';
import { baseUrl, Browsers, DEMO, expectValue, initDataFor, journey, pick, rest, see } from './support/browser';
import { E2E_BOT_TOKEN_ENV } from './support/paths';

const TASK_TEXT = 'Oshxonadagi rozetka ishlamayapti, almashtirish kerak';
const CLIENT = { id: 900000771, first_name: 'Sardor', last_name: 'Aliyev', language_code: 'uz' };
const MASTER = { id: 900000772, first_name: 'Jasur', last_name: 'Toshmatov', language_code: 'uz-UZ' };
const MASTER_NAME = 'Jasur Toshmatov';
const CLIENT_NAME = 'Sardor Aliyev';
const MASTER_ABOUT = 'Elektr simlari va rozetkalar, 10 yillik tajriba';
const CYRILLIC = /[\u0400-\u04FF]/;

let browsers: Browsers;
beforeAll(async () => {
  browsers = await Browsers.launch();
});
afterAll(async () => {
  await browsers?.close();
});

function botToken(): string {
  const token = process.env[E2E_BOT_TOKEN_ENV];
  if (!token) throw new Error(`${E2E_BOT_TOKEN_ENV} is not set`);
  return token;
}

// Telegram opens a Mini App with its launch parameters (the signed init data) in the address's hash.
async function launchInTelegram(label: string, user: typeof CLIENT): Promise<{ page: Page; initData: string }> {
  const initData = signInitData(user, botToken());
  const page = await browsers.open(label, { path: '' });
  const params = new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppPlatform: 'android' });
  await page.goto(`${baseUrl()}/#${params.toString()}`);
  return { page, initData };
}

// Every line of the screen that holds a Cyrillic letter, once the given data (typed by people, shown
// as they typed it) is taken out. The side menu is closed: its language names are each in their own script.
async function cyrillicLines(page: Page, data: string[] = []): Promise<string[]> {
  let shown = await page.locator('body').innerText();
  for (const typed of data) shown = shown.split(typed).join('');
  const attributes = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    ),
  );
  return [
    ...shown.split('\n'),
    ...attributes.map((value) => data.reduce((rest, typed) => rest.split(typed).join(''), value)),
  ]
    .map((line) => line.trim())
    .filter((line) => CYRILLIC.test(line));
}

async function expectUzbekScreen(page: Page, screen: string, data: string[] = []): Promise<void> {
  expect({ screen, cyrillic: await cyrillicLines(page, data) }).toEqual({ screen, cyrillic: [] });
  await browsers.checkScreen(page, screen);
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

journey(
  'an Uzbek master applies and waits for tasks, an Uzbek client creates one and follows it, all in Uzbek',
  () => browsers,
  async () => {
    // a master whose Telegram speaks Uzbek opens the app for the first time and applies
    const { page: master, initData: masterInitData } = await launchInTelegram('master-uz', MASTER);
    await see(master, 'Assalomu alaykum, Jasur Toshmatov');
    await see(master, 'Usta ilovasidan qanday foydalanishni tanlang');
    await see(master, 'Usta boʻlish');
    await expectUzbekScreen(master, 'uz-role-select');
    await master.getByRole('button', { name: 'Usta boʻlish' }).click();
    await see(master, 'Usta arizasi');
    const submit = master.getByRole('button', { name: 'Arizani yuborish' });
    await submit.click();
    await see(master, 'Kamida bitta xizmat kategoriyasini tanlang');
    await see(master, 'Iltimos, shaharni tanlang');
    await expectUzbekScreen(master, 'uz-master-application-form');

    await master.getByRole('textbox', { name: 'Ism', exact: true }).fill(MASTER_NAME);
    const phone = master.getByRole('textbox', { name: 'Telefon' });
    await phone.fill('935550011');
    await expectValue(phone, '+998935550011');
    await see(master, '✓ Format toʻgʻri');
    await master.getByRole('searchbox', { name: 'Xizmat kategoriyalari' }).fill('rozetka');
    await master.getByRole('checkbox', { name: /^Elektrik/ }).check();
    await see(master, 'Tanlandi: 1 / 5');
    await master.getByRole('textbox', { name: 'Tavsif' }).fill(MASTER_ABOUT);
    await pick(master, 'Shahar', 'Tosh', 'Toshkent');
    await master.getByRole('checkbox', { name: 'Chilonzor tumani' }).check();
    await see(master, 'Tanlangan tumanlar: 1');
    await expectUzbekScreen(master, 'uz-master-application-filled', [MASTER_ABOUT]);
    await submit.click();
    await see(master, 'Ariza yuborildi');
    await see(master, 'Tekshiruv kutilmoqda');
    await expectUzbekScreen(master, 'uz-master-application-card', [MASTER_ABOUT]);

    // an admin approves it; the master's dashboard waits for tasks, in Uzbek
    const { myContract } = await graphql<{ myContract: { id: number } }>(masterInitData, '{ myContract { id } }');
    const adminInitData = await initDataFor(DEMO.admin);
    await graphql(adminInitData, 'mutation ($id: Int!) { approveContract(id: $id) { __typename } }', {
      id: myContract.id,
    });
    await master.goto(`${baseUrl()}/master/dashboard`);
    await see(master, 'Usta profili');
    await see(master, 'Yangi buyurtmalarni kuting');
    await see(master, 'Sizning statistikangiz');
    await expectUzbekScreen(master, 'uz-master-dashboard');

    // a client whose Telegram speaks Uzbek writes a task in Uzbek
    const { page: client, initData: clientInitData } = await launchInTelegram('client-uz', CLIENT);
    await see(client, 'Assalomu alaykum, Sardor Aliyev');
    await client.getByRole('button', { name: 'Usta topish' }).click();
    await see(client, 'Vazifa yaratish');
    await see(client, 'Vazifangizni yoki kerakli mutaxassislikni yozing');
    const description = client.getByLabel('Vazifa tavsifi');
    await description.fill('kran');
    const create = client.getByRole('button', { name: 'Yaratish', exact: true });
    await create.click();
    await see(client, 'Vazifa tavsifi kamida 10 ta belgidan iborat boʻlishi kerak');
    await expectUzbekScreen(client, 'uz-client-create-task', ['kran']);

    // the server refuses the same text in Uzbek as well
    const refused = await rest<{ success: boolean; message: string; errors?: Record<string, string[]> }>(
      '/api/tg-webapp/tasks',
      { method: 'POST', initData: clientInitData, body: { text: 'kran' } },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.success).toBe(false);
    expect(JSON.stringify(refused.body)).not.toMatch(CYRILLIC);

    await description.fill(TASK_TEXT);
    await see(client, `${TASK_TEXT.length}/500 belgi`);
    await create.click();
    const category = client.getByRole('combobox', { name: 'Kategoriya' });
    await category.waitFor();
    await expectValue(category, 'Elektrik');
    await pick(client, 'Shahar', 'Tosh', 'Toshkent');
    await pick(client, 'Tuman', 'Chilon', 'Chilonzor tumani');
    await client.getByRole('textbox', { name: 'Telefon' }).fill('901234455');
    await see(client, '✓ Format toʻgʻri');
    await expectUzbekScreen(client, 'uz-client-confirm-task', [TASK_TEXT]);
    await client.getByRole('button', { name: 'Tasdiqlash' }).click();

    await see(client, 'Faol vazifa');
    await see(client, 'Usta qidiruvi');
    await see(client, TASK_TEXT);
    await expectUzbekScreen(client, 'uz-client-task-searching', [TASK_TEXT]);

    // the Uzbek master has it on his dashboard at once and takes it; both screens follow, in Uzbek
    await see(master, 'Sizga yangi vazifa keldi');
    await see(master, TASK_TEXT);
    await expectUzbekScreen(master, 'uz-master-new-task', [TASK_TEXT]);
    await master.getByRole('button', { name: 'Bajarish' }).click();
    await see(master, 'Vazifa bajarilmoqda');
    await see(master, '+998901234455');
    await expectUzbekScreen(master, 'uz-master-task-in-progress', [TASK_TEXT, CLIENT_NAME, CLIENT_NAME.charAt(0)]);
    await see(client, 'Vazifa bajarilmoqda');
    await see(client, 'Usta vazifangizni qabul qildi va tez orada siz bilan bogʻlanadi');
    await see(client, MASTER_NAME);
    await expectUzbekScreen(client, 'uz-client-task-in-progress', [TASK_TEXT]);

    // Russian from the side menu: docs/product.md's texts at once, and still after a reload
    await client.getByRole('button', { name: 'Menyuni ochish' }).click();
    const menu = client.getByRole('navigation', { name: 'Menyu' });
    await menu.getByRole('radio', { name: 'Русский' }).click();
    await see(client, 'Задача в работе');
    await see(client, 'Мастер принял Вашу задачу и скоро свяжется с вами');
    await client.reload();
    await see(client, 'Задача в работе');
    const init = await rest<{ user: { language: string } }>('/api/tg-webapp/init', { initData: clientInitData });
    expect(init.body.user.language).toBe('ru');
    await browsers.checkScreen(client, 'uz-client-switched-to-russian');
  },
);
