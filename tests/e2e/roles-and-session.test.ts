// Signing in (the development sign-in screen outside Telegram, the launch parameters inside it), role
// switching from the menu, the route-to-role guard, and what happens to init data the server rejects.
import type { Page } from 'playwright-core';
import { signInitData } from '../../api/src/platform/auth/init-data';
import { baseUrl, Browsers, DEMO, INIT_DATA_KEY, initDataFor, journey, openMenu, rest, see } from './support/browser';
import { E2E_BOT_TOKEN_ENV } from './support/paths';

let browsers: Browsers;
beforeAll(async () => {
  browsers = await Browsers.launch();
});
afterAll(async () => {
  await browsers?.close();
});

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function savedInitData(page: Page): Promise<string | null> {
  return page.evaluate((key) => (globalThis as any).sessionStorage.getItem(key), INIT_DATA_KEY);
}

// the role the server holds for this person (docs/product.md §7 GET /api/tg-webapp/init)
async function serverRole(initData: string): Promise<number | null> {
  const { body } = await rest<{ user: { currentRole: number | null } }>('/api/tg-webapp/init', { initData });
  return body.user.currentRole;
}

async function waitForServerRole(initData: string, role: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  let current = await serverRole(initData);
  while (current !== role && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    current = await serverRole(initData);
  }
  expect(current).toBe(role);
}

async function menuEntries(page: Page): Promise<string[]> {
  const menu = await openMenu(page);
  const entries = (await menu.getByRole('link').or(menu.getByRole('button')).allTextContents()).map((entry) =>
    entry.trim(),
  );
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return entries;
}

// Telegram opens a Mini App with its launch parameters in the address's hash.
function telegramLaunch(initData: string): string {
  const params = new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppPlatform: 'android' });
  return `${baseUrl()}/#${params.toString()}`;
}

function botToken(): string {
  const token = process.env[E2E_BOT_TOKEN_ENV];
  if (!token) throw new Error(`${E2E_BOT_TOKEN_ENV} is not set`);
  return token;
}

journey(
  'an admin signs in on the development screen, switches roles from the menu and the guard follows the address',
  () => browsers,
  async () => {
    const page = await browsers.open('admin');
    await see(page, 'Вход для разработки');
    await see(page, 'Приложение открыто вне Telegram. Выберите демо-пользователя:');
    await browsers.checkScreen(page, 'dev-sign-in');
    await page.getByRole('button', { name: `${DEMO.admin.name} (администратор)` }).click();

    // an admin's role leads to the admin panel
    await see(page, 'Заявки мастеров');
    expect(pathOf(page)).toBe('/admin/dashboard');
    const initData = (await savedInitData(page))!;
    expect(initData).toContain('hash=');
    expect(await serverRole(initData)).toBe(2);
    expect(await menuEntries(page)).toEqual([
      'Главная',
      'Задачи клиентов',
      'Заявки мастеров',
      'Отзывы',
      'Города и районы',
      'Категории услуг',
      'Аналитика',
      'GraphQL Explorer',
    ]);

    // 'Главная' offers every role to an admin
    let menu = await openMenu(page);
    await browsers.checkScreen(page, 'menu-admin');
    await menu.getByRole('link', { name: 'Главная' }).click();
    expect(pathOf(page)).toBe('/home?change_role=1');
    await see(page, `Здравствуйте, ${DEMO.admin.name}`);
    await see(page, 'Выберите, как Вы хотите использовать Usta');
    await page.getByRole('button', { name: 'Стать мастером' }).waitFor();
    await page.getByRole('button', { name: 'Админ панель' }).waitFor();
    await page.getByRole('button', { name: 'Найти мастера' }).click();
    await see(page, 'Создать задачу');
    expect(pathOf(page)).toBe('/client');
    await waitForServerRole(initData, 0);
    // a client's menu, with the admin entries for an admin
    expect(await menuEntries(page)).toEqual([
      'Главная',
      'Мои задачи',
      'Мои отзывы',
      'Задачи клиентов',
      'Заявки мастеров',
      'Отзывы',
      'Города и районы',
      'Категории услуг',
      'Аналитика',
      'GraphQL Explorer',
      'Поддержка',
    ]);

    // the guard: an address that needs another role switches it, inside the app and on a fresh load
    menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Задачи клиентов' }).click();
    await see(page, 'Обновляется в реальном времени');
    expect(pathOf(page)).toBe('/admin/tasks');
    await waitForServerRole(initData, 2);
    await browsers.checkScreen(page, 'admin-tasks');
    await page.goto(`${baseUrl()}/client/tasks`);
    await see(page, 'Управляйте своими задачами');
    await waitForServerRole(initData, 0);
    await page.goto(`${baseUrl()}/master/apply`);
    await see(page, 'Заявка мастера');
    await waitForServerRole(initData, 1);
    expect(await menuEntries(page)).toContain('Заявка мастера');
    await page.goto(`${baseUrl()}/admin/reviews`);
    await see(page, 'Отзывы');
    await waitForServerRole(initData, 2);
    menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Категории услуг' }).click();
    await see(page, 'Сборка и ремонт мебели');
    await browsers.checkScreen(page, 'admin-categories');

    // any other path: the not-found screen
    await page.goto(`${baseUrl()}/nowhere`);
    await see(page, 'Страница не найдена');
    await browsers.checkScreen(page, 'not-found');
  },
);

journey(
  'the guard cannot make a master an admin, and a master moves between client and master screens',
  () => browsers,
  async () => {
    const initData = await initDataFor(DEMO.electrician);
    const page = await browsers.open('master', { as: DEMO.electrician, path: '/admin/tasks' });
    await see(page, 'Произошла ошибка при смене роли.');
    await see(page, `Здравствуйте, ${DEMO.electrician.name}`);
    expect(pathOf(page)).toBe('/home?change_role=1');
    expect(await page.getByRole('button', { name: 'Админ панель' }).count()).toBe(0);
    expect(await page.getByText('Задачи клиентов').count()).toBe(0);
    expect(await serverRole(initData)).toBe(1);
    await browsers.checkScreen(page, 'role-change-refused');

    await page.getByRole('button', { name: 'Найти мастера' }).click();
    await see(page, 'Создать задачу');
    await waitForServerRole(initData, 0);
    expect(await menuEntries(page)).toEqual(['Главная', 'Мои задачи', 'Мои отзывы', 'Поддержка']);

    // an approved master's choice reads 'Профиль мастера' and opens the dashboard
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Главная' }).click();
    await page.getByRole('button', { name: 'Профиль мастера' }).click();
    await see(page, 'Профиль мастера');
    await see(page, 'Ожидайте новых заказов');
    expect(pathOf(page)).toBe('/master/dashboard');
    await waitForServerRole(initData, 1);
    expect(await menuEntries(page)).toEqual(['Главная', 'Заявка мастера', 'Мои отзывы', 'Поддержка']);
  },
);

journey(
  'rejected init data is cleared: outside Telegram the sign-in screen returns, inside it the page reloads once',
  () => browsers,
  async () => {
    // a saved value whose signature does not match
    const valid = await initDataFor(DEMO.client);
    const tampered = valid.replace(/hash=([0-9a-f])/, (_, first: string) => `hash=${first === '0' ? '1' : '0'}`);
    expect((await rest('/api/tg-webapp/init', { initData: tampered })).status).toBe(401);
    const outside = await browsers.open('outside', { path: '' });
    await outside.context().addInitScript(({ key, value }) => (globalThis as any).sessionStorage.setItem(key, value), {
      key: INIT_DATA_KEY,
      value: tampered,
    });
    await outside.goto(`${baseUrl()}/client`);
    await see(outside, 'Вход для разработки');
    expect(await savedInitData(outside)).toBeNull();
    // and signing in again works
    await outside.getByRole('button', { name: `${DEMO.client.name} (клиент)` }).click();
    await see(outside, 'Создать задачу');

    // inside Telegram: init data too old to accept (signed a day and a minute ago)
    const expired = signInitData({ id: 900000001, first_name: 'Азиз' }, botToken(), new Date(Date.now() - 86_460_000));
    const rejected = await rest<{ errors: { message: string; extensions: { code: string } }[] }>('/graphql', {
      method: 'POST',
      initData: expired,
      body: { query: '{ me { id } }' },
    });
    expect(rejected.status).toBe(401);
    expect(rejected.body.errors[0]).toMatchObject({
      message: 'Invalid Telegram data',
      extensions: { code: 'TELEGRAM_DATA_INVALID' },
    });
    const inside = await browsers.open('inside', { path: '' });
    let loads = 0;
    inside.on('load', () => (loads += 1));
    await inside.goto(telegramLaunch(expired));
    await see(inside, 'Откройте приложение в Telegram');
    // one reload after a second (Telegram would hand fresh data), then no loop
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(loads).toBe(2);
    expect(await savedInitData(inside)).toBeNull();
    await see(inside, 'Откройте приложение в Telegram');

    // a first-time Telegram user with valid launch data goes straight to role selection (in the app's
    // own dark palette: a dark phone, no Telegram colours given)
    const newcomer = signInitData({ id: 900000077, first_name: 'Умид', last_name: 'Назаров' }, botToken());
    const telegram = await browsers.open('telegram', { path: '', colorScheme: 'dark' });
    await telegram.goto(telegramLaunch(newcomer));
    await see(telegram, 'Здравствуйте, Умид Назаров');
    expect(await telegram.getByText('Вход для разработки').count()).toBe(0);
    expect(await savedInitData(telegram)).toBe(newcomer);
    await browsers.checkScreen(telegram, 'role-select-telegram-dark');
  },
);
