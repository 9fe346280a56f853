// The main journey, four people at once: a client writes a task, two plumbers are offered it live,
// one accepts, the client's screen follows without reloading, the master completes, the client rates,
// an admin publishes the review and the master's statistics count it.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import {
  Browsers,
  DEMO,
  expectNotReloaded,
  expectValue,
  gone,
  journey,
  markPage,
  openMenu,
  pick,
  see,
  text,
} from './support/browser';

const TASK_TEXT = 'В ванной течёт кран, нужен сантехник';
const CLIENT_PHONE = '+998901112233';
const REVIEW_COMMENT = 'Пришёл вовремя, заменил кран, всё сухо. Спасибо!';

// tomorrow 10:00-12:00 in Tashkent (UTC+5 all year), as the datetime-local inputs take it and as
// the cards show it
function tomorrowWindow() {
  const tashkent = new Date(Date.now() + 5 * 60 * 60 * 1000 + 24 * 60 * 60 * 1000);
  const day = tashkent.toISOString().slice(0, 10);
  const [, month, date] = day.split('-');
  return { from: `${day}T10:00`, to: `${day}T12:00`, label: `${date}.${month} 10:00–12:00` };
}

let browsers: Browsers;
beforeAll(async () => {
  browsers = await Browsers.launch();
});
afterAll(async () => {
  await browsers?.close();
});

async function masterDashboard(page: Page): Promise<void> {
  await see(page, 'Профиль мастера');
  await see(page, 'Ожидайте новых заказов');
  await see(page, 'Нет доступных задач');
}

journey(
  'a task from free text to a published five-star review, live on every screen',
  () => browsers,
  async () => {
    // the masters are waiting on their dashboards before the task exists
    const master = await browsers.open('master', { as: DEMO.plumber, path: '/master/dashboard' });
    await masterDashboard(master);
    const stats = master.getByRole('region', { name: 'Ваша статистика' });
    await see(master, 'Нет отзывов');
    await browsers.checkScreen(master, 'master-dashboard-waiting');
    const otherMaster = await browsers.open('other-master', { as: DEMO.plumber2, path: '/master/dashboard' });
    await masterDashboard(otherMaster);
    const masterMark = await markPage(master);
    const otherMark = await markPage(otherMaster);

    // the client describes the task; a too short text is refused first
    const client = await browsers.open('client', { as: DEMO.client, path: '/client' });
    await see(client, 'Создать задачу');
    await see(client, 'Опишите Вашу задачу или нужную специальность');
    const create = client.getByRole('button', { name: 'Создать', exact: true });
    expect(await create.isDisabled()).toBe(true);
    await browsers.checkScreen(client, 'client-create-task');
    const description = client.getByLabel('Описание задачи');
    await description.fill('кран течёт');
    await description.fill('кран');
    await create.click();
    await see(client, 'Описание задачи должно быть не менее 10 символов');
    await description.fill(TASK_TEXT);
    await see(client, `${TASK_TEXT.length}/500 символов`);
    await create.click();

    // the category is detected from the text; the client confirms it with city, district and phone
    const category = client.getByRole('combobox', { name: 'Категория' });
    await category.waitFor();
    await expectValue(category, 'Сантехник');
    await expectValue(client.getByLabel('Описание задачи'), TASK_TEXT);
    const confirm = client.getByRole('button', { name: 'Подтвердить' });
    await pick(client, 'Город', 'Таш', 'Ташкент');
    await pick(client, 'Район', 'Юнус', 'Юнусабадский район');

    const phone = client.getByRole('textbox', { name: 'Телефон' });
    await phone.fill('90 111');
    await expectValue(phone, '+998 90 111');
    await see(client, 'Неверный формат телефона. Используйте формат +998XXXXXXXXX');
    expect(await confirm.isDisabled()).toBe(true);
    await browsers.checkScreen(client, 'client-confirm-task-phone-error');

    await client.getByRole('radio', { name: 'Telegram' }).click();
    const username = client.getByRole('textbox', { name: 'Telegram' });
    await expectValue(username, '');
    await username.fill('az');
    await expectValue(username, '@az');
    await see(client, 'Неверный формат логина. Используйте формат @username');
    expect(await confirm.isDisabled()).toBe(true);

    await client.getByRole('radio', { name: 'Телефон' }).click();
    await expectValue(phone, '');
    await phone.fill('901112233');
    await expectValue(phone, '+998 90 111 22 33');
    await see(client, '✓ Корректный формат');
    await gone(client, 'Неверный формат телефона. Используйте формат +998XXXXXXXXX');
    await browsers.checkScreen(client, 'client-confirm-task');

    // a time window and a photo of the problem (a real PNG: the server checks the bytes)
    const slot = tomorrowWindow();
    await client.getByRole('radio', { name: 'Выбрать время' }).click();
    expect(await confirm.isDisabled()).toBe(true);
    await client.getByLabel('С', { exact: true }).fill(slot.from);
    await client.getByLabel('До', { exact: true }).fill(slot.to);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7ab0' } })
      .png()
      .toBuffer();
    await client
      .getByTestId('task-photo-input')
      .setInputFiles({ name: 'leak.png', mimeType: 'image/png', buffer: png });
    await client.getByRole('button', { name: 'Удалить фото 1' }).waitFor();
    expect(await confirm.isDisabled()).toBe(false);
    await browsers.checkScreen(client, 'client-confirm-task-photo-when');
    await confirm.click();

    await see(client, 'Активная задача');
    await see(client, /^Ищем мастера/);
    await see(client, 'Поиск мастера');
    await see(client, TASK_TEXT);
    await browsers.checkScreen(client, 'client-task-searching');
    const clientMark = await markPage(client);

    // both plumbers see the offer appear on the dashboard they have open
    for (const page of [master, otherMaster]) {
      await see(page, 'У вас есть новая задача');
      const card = page.getByRole('region', { name: 'Новая задача' });
      await see(card, TASK_TEXT);
      await see(card, 'Сантехник');
      await see(card, 'Ташкент, Юнусабадский район');
      await see(card, 'Когда нужен мастер');
      await see(card, slot.label);
      // the photo's bytes come with the master's init data (the route answers 404 to anyone else)
      const photo = card.getByRole('img', { name: 'Фото 1' });
      await photo.waitFor();
      expect(await photo.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(64);
    }
    await browsers.checkScreen(master, 'master-new-task');
    // pushed over the GraphQL socket (masterFeed), not found by polling
    expect(browsers.socketOf(master).frames.some((frame) => frame.includes(TASK_TEXT))).toBe(true);

    // the first master accepts; the other's offer is withdrawn on his screen
    await master.getByRole('button', { name: 'Выполнить' }).click();
    await see(master, 'Задача принята');
    await see(master, 'Ваша текущая задача');
    await see(master, 'Задача в работе');
    await see(master, DEMO.client.name);
    await see(master, CLIENT_PHONE);
    await browsers.checkScreen(master, 'master-task-in-progress');
    await masterDashboard(otherMaster);
    await gone(otherMaster, TASK_TEXT);

    // the client's screen turns to the master's details by itself
    await see(client, 'Задача в работе');
    await see(client, 'Мастер принял Вашу задачу и скоро свяжется с вами');
    await see(client, DEMO.plumber.name);
    await see(client, DEMO.plumber.phone);
    await see(client, 'Написать в Telegram');
    await see(client, 'В работе');
    await browsers.checkScreen(client, 'client-task-in-progress');
    expect(
      browsers
        .socketOf(client)
        .frames.some((frame) => frame.includes('"in_progress"') && frame.includes(DEMO.plumber.phone)),
    ).toBe(true);

    // the master completes; the client is asked for a review
    await master.getByRole('button', { name: 'Завершить' }).click();
    await see(master, 'Задача завершена');
    await masterDashboard(master);
    expect(await text(stats, 'Нет отзывов').isVisible()).toBe(true);
    expect(await stats.getByTestId('stats-completed').textContent()).toBe('1');

    await see(client, 'Задача завершена!');
    await see(client, 'Оставить отзыв');
    const send = client.getByRole('button', { name: 'Отправить отзыв' });
    expect(await send.isDisabled()).toBe(true);
    await client.getByRole('radio', { name: '5 из 5' }).click();
    await see(client, '5 из 5');
    await client.getByLabel('Комментарий (необязательно)').fill(REVIEW_COMMENT);
    await see(client, `${REVIEW_COMMENT.length}/1000`);
    await browsers.checkScreen(client, 'client-review-form');
    await send.click();
    await see(client, 'Отзыв отправлен');
    await see(client, 'Спасибо за Ваш отзыв!');
    await browsers.checkScreen(client, 'client-review-sent');

    // nobody reloaded anything up to here
    await expectNotReloaded(client, clientMark);
    await expectNotReloaded(master, masterMark);
    await expectNotReloaded(otherMaster, otherMark);

    // back on the start screen the client's own statistics count the review
    await client.getByRole('button', { name: 'Создать новую задачу' }).click();
    await see(client, 'Ваша статистика');
    await see(client, 'Создать задачу');
    await browsers.checkScreen(client, 'client-create-task-statistics');
    const clientMenu = await openMenu(client);
    await clientMenu.getByRole('link', { name: 'Мои отзывы' }).click();
    await see(client, REVIEW_COMMENT);
    await browsers.checkScreen(client, 'client-reviews');

    // an admin publishes the review
    const admin = await browsers.open('admin', { as: DEMO.admin, path: '/admin/reviews' });
    await see(admin, 'Отзывы');
    const row = admin.getByRole('link', { name: new RegExp(REVIEW_COMMENT.slice(0, 20)) });
    await see(row, 'На модерации');
    await browsers.checkScreen(admin, 'admin-reviews');
    await row.click();
    await see(admin, REVIEW_COMMENT);
    await see(admin, new RegExp(`${DEMO.plumber.name} · ${DEMO.plumber.phone.replace('+', '\\+')}`));
    await admin.getByRole('button', { name: 'Опубликовать' }).click();
    await see(admin, 'Отзыв опубликован');
    await see(admin, 'Опубликован');
    await browsers.checkScreen(admin, 'admin-review-details');

    // the master finds it among his reviews and in his statistics
    let menu = await openMenu(master);
    await menu.getByRole('link', { name: 'Мои отзывы' }).click();
    await see(master, REVIEW_COMMENT);
    await browsers.checkScreen(master, 'master-reviews');
    menu = await openMenu(master);
    await menu.getByRole('link', { name: 'Главная' }).click();
    await master.getByRole('button', { name: 'Профиль мастера' }).click();
    await masterDashboard(master);
    await see(stats, '5.0');
    expect(await stats.getByTestId('stats-reviews').textContent()).toBe('1');
    expect(await stats.getByTestId('stats-completed').textContent()).toBe('1');
    await browsers.checkScreen(master, 'master-dashboard-statistics');
  },
);
