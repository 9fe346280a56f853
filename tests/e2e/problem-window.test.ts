// The problem window (docs/product.md "The problem window") on a phone: a client reports a problem with a
// finished job from her completion screen and reads it reported, in Russian and Uzbek, in Telegram's light
// and dark palettes, at 390 and 360 px; the admin's queue shows it and closes it, and the client's screen
// shows the decision live.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, Browsers, DEMO, initDataFor, journey, see } from './support/browser';
import { ARTIFACTS_DIR } from './support/paths';
import { launchInTelegram, measurePhone, PHONES, type PaletteName } from './support/phone-checks';
import { completedTask, gql } from './support/tasks';

const JOB_TEXT = 'Заменить смеситель в ванной, старый подтекает';
const PROBLEM_TEXT = 'На следующее утро смеситель снова подтекает под раковиной';
const SHOTS_DIR = path.join(ARTIFACTS_DIR, 'problems');

let browsers: Browsers;
let taskId: number | null = null;
beforeAll(async () => {
  browsers = await Browsers.launch();
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
});
afterAll(async () => {
  await browsers?.close();
  // the run's other journeys open this client's screen on the form: the finished job gets its review
  const client = await initDataFor(DEMO.client2);
  await gql(client, 'mutation { setLanguage(language: RU) { __typename } }');
  if (taskId !== null)
    await gql(client, 'mutation ($id: Int!) { createReview(input: { taskId: $id, rating: 4 }) { __typename } }', {
      id: taskId,
    });
});

// the person's Mini App, as Telegram opens it (support/phone-checks.ts)
async function launch(label: string, initData: string, palette: PaletteName, at: string): Promise<Page> {
  const page = await browsers.open(label, { path: '', colorScheme: palette });
  await launchInTelegram(page, `${baseUrl()}${at}`, initData, palette);
  return page;
}

// the screen on both phones: nothing wider than the screen, no control under 44 px, and its screenshot
async function shoot(page: Page, name: string, problems: string[]): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { overflow, small } = await measurePhone(page);
    if (overflow > 0) problems.push(`${name}-${phone.width}: ${overflow} px wider than the screen`);
    if (small.length) problems.push(`${name}-${phone.width}: small targets ${small.join(', ')}`);
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${phone.width}.png`), fullPage: true });
  }
  await page.setViewportSize(PHONES[0]);
}

journey(
  'a client reports a problem with a finished job and the admin closes it',
  () => browsers,
  async () => {
    const client = await initDataFor(DEMO.client2);
    taskId = await completedTask(client, await initDataFor(DEMO.plumber), JOB_TEXT);
    const problems: string[] = [];

    // her completion screen offers the report; the form asks what happened and for the words
    const page = await launch('client', client, 'light', '/client');
    await page.getByRole('button', { name: 'Сообщить о проблеме' }).click();
    await page.getByRole('combobox', { name: 'Проблема' }).selectOption({ label: 'Не исправлено' });
    await page.getByRole('textbox', { name: 'Опишите проблему' }).fill(PROBLEM_TEXT);
    // the photo picker it shares with the task form speaks, not its texts' keys
    await see(page, 'Добавить фото');
    expect(await page.locator('body').innerText()).not.toMatch(/\b[a-z][A-Za-z]*\.[a-z][A-Za-z]+\b/);
    await shoot(page, 'client-form-ru-light', problems);
    await page.getByRole('button', { name: 'Отправить', exact: true }).click();
    await see(page, 'Вы сообщили о проблеме', 15_000);
    await see(page, 'Администратор рассмотрит её и сообщит решение.');
    await shoot(page, 'client-reported-ru-light', problems);

    // the same in Uzbek on the night palette
    await gql(client, 'mutation { setLanguage(language: UZ) { __typename } }');
    const uzbek = await launch('client-uz', client, 'dark', '/client');
    await see(uzbek, 'Siz muammo haqida xabar berdingiz', 15_000);
    await shoot(uzbek, 'client-reported-uz-dark', problems);
    await uzbek.close();
    await gql(client, 'mutation { setLanguage(language: RU) { __typename } }');

    // the admin's queue holds it with both sides; the complaint is not upheld
    const admin = await launch('admin', await initDataFor(DEMO.admin), 'dark', '/admin/problems');
    const item = admin.getByRole('article', { name: `Не исправлено №${taskId}` });
    await see(item, PROBLEM_TEXT, 15_000);
    await shoot(admin, 'admin-queue-ru-dark', problems);
    await item.getByRole('combobox', { name: 'Решение' }).selectOption({ label: 'Жалоба не подтвердилась' });
    await item.getByRole('button', { name: 'Закрыть проблему' }).click();
    await see(admin, 'Решение сохранено, клиенту сообщено', 15_000);

    // the client's open screen says the decision without a reload
    await see(page, 'Решение: Жалоба не подтвердилась', 15_000);
    expect(problems).toEqual([]);
  },
);
