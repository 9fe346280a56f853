// A client cancels a task that is still waiting for a master, with the 'other' reason whose text is
// required; an admin watching the task sees the cancellation and the reason arrive. Then a client cancels
// one task and posts the next from the form without a reload: the new task's cancel button works.
import type { Page } from 'playwright-core';
import { signInitData } from '../../api/src/platform/auth/init-data';
import {
  baseUrl,
  Browsers,
  DEMO,
  expectNotReloaded,
  initDataFor,
  journey,
  markPage,
  openMenu,
  pick,
  rest,
  see,
} from './support/browser';
import { E2E_BOT_TOKEN_ENV } from './support/paths';

const TASK_TEXT = 'Нужно собрать шкаф-купе в спальне, три двери с зеркалами';
const REASON = 'Договорилась с соседом, он соберёт сам';

let browsers: Browsers;
beforeAll(async () => {
  browsers = await Browsers.launch();
});
afterAll(async () => {
  await browsers?.close();
});

interface Named {
  id: number;
  name: string;
}

// The task the client made earlier (through the same REST calls docs/product.md §7 lists): in
// Самарканд no master works, so it waits for an admin and the client still sees it searched for.
async function createWaitingTask(initData: string): Promise<number> {
  const categories = await rest<{ data: Named[] }>('/api/tg-webapp/tasks/categories', { initData });
  const cities = await rest<{ data: Named[] }>('/api/tg-webapp/address/cities', { initData });
  const city = cities.body.data.find((candidate) => candidate.name === 'Самарканд')!;
  const districts = await rest<{ data: Named[] }>(`/api/tg-webapp/address/districts/${city.id}`, { initData });
  const created = await rest<{ success: boolean; data: { id: number; status: string } }>('/api/tg-webapp/tasks', {
    method: 'POST',
    initData,
    body: {
      text: TASK_TEXT,
      category_id: categories.body.data.find((category) => category.name === 'Сборка и ремонт мебели')!.id,
      city_id: city.id,
      district_id: districts.body.data.find((district) => district.name === 'Согдиана')!.id,
      phone: '+998907778899',
    },
  });
  expect(created.body).toMatchObject({ success: true, data: { status: 'awaiting_admin_attention' } });
  return created.body.data.id;
}

journey(
  "a client cancels a task with the 'other' reason, whose text is required",
  () => browsers,
  async () => {
    const initData = await initDataFor(DEMO.client2);
    const taskId = await createWaitingTask(initData);

    const admin = await browsers.open('admin', { as: DEMO.admin, path: `/admin/tasks/${taskId}` });
    await see(admin, `Задача №${taskId}`);
    await see(admin, 'Ожидает администратора');
    const adminMark = await markPage(admin);

    const client = await browsers.open('client', { as: DEMO.client2, path: '/client' });
    await see(client, 'Активная задача');
    await see(client, TASK_TEXT);
    await see(client, 'Поиск мастера');
    await client.getByRole('button', { name: 'Отменить задачу' }).click();

    // step 1 (no master yet), the first reason preselected
    const dialog = client.getByRole('dialog', { name: 'Причина отмены поиска мастера' });
    await dialog.waitFor();
    const first = dialog.getByRole('radio', { name: 'Нашёл мастера в другом месте' });
    await first.waitFor();
    expect(await first.isChecked()).toBe(true);
    expect(await dialog.getByLabel('Опишите причину').count()).toBe(0);
    await browsers.checkScreen(client, 'client-cancel-dialog');

    await dialog.getByRole('radio', { name: 'Другая причина' }).check();
    const reason = dialog.getByLabel('Опишите причину');
    await reason.waitFor();
    await see(dialog, '0/100');
    const confirm = dialog.getByRole('button', { name: 'Отменить задачу' });
    await confirm.click();
    await see(dialog, 'Укажите причину отмены');
    await browsers.checkScreen(client, 'client-cancel-dialog-reason-required');
    // refused on the screen: the task is still active on the server
    const still = await rest<{ data: { id: number; status: string }[] }>('/api/tg-webapp/tasks', { initData });
    expect(still.body.data.find((task) => task.id === taskId)?.status).toBe('awaiting_admin_attention');

    await reason.fill(REASON);
    await see(dialog, `${REASON.length}/100`);
    await confirm.click();
    await dialog.waitFor({ state: 'hidden' });

    // back to a new task; the cancelled one is in 'Мои задачи' under 'Все'
    await see(client, 'Создать задачу');
    await see(client, 'Опишите Вашу задачу или нужную специальность');
    const menu = await openMenu(client);
    await menu.getByRole('link', { name: 'Мои задачи' }).click();
    await see(client, 'Управляйте своими задачами');
    await see(client, 'У вас нет активных задач');
    await client.getByRole('combobox', { name: 'Показать' }).selectOption({ label: 'Все' });
    await see(client, TASK_TEXT);
    await see(client, 'Отменена');
    await see(client, 'Самарканд, Согдиана');
    await browsers.checkScreen(client, 'client-tasks');

    // the admin's open screen shows the cancellation and its reason without a reload
    await see(admin, 'Отменена');
    await see(admin, `Другая причина: ${REASON}`);
    await expectNotReloaded(admin, adminMark);
    await browsers.checkScreen(admin, 'admin-task-details');
  },
);

// the form, as a client fills it: a task in Самарканд (no master works there, so it waits)
async function postInSamarkand(page: Page, taskText: string): Promise<void> {
  await page.getByLabel('Описание задачи').fill(taskText);
  await page.getByRole('button', { name: 'Создать', exact: true }).click();
  await page.getByRole('combobox', { name: 'Категория' }).waitFor();
  await pick(page, 'Категория', 'мебел', 'Сборка и ремонт мебели');
  await pick(page, 'Город', 'Сама', 'Самарканд');
  await pick(page, 'Район', 'Согд', 'Согдиана');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('907770012');
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await see(page, 'Активная задача');
  await see(page, taskText);
}

async function cancelFirstReason(page: Page): Promise<void> {
  const cancel = page.getByRole('button', { name: 'Отменить задачу' });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Причина отмены поиска мастера' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Отменить задачу' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

journey(
  'a client cancels a task, posts another from the form without a reload, and can cancel that one too',
  () => browsers,
  async () => {
    const person = { id: 900000991, first_name: 'Лола', last_name: 'Садыкова', language_code: 'ru' };
    const initData = signInitData(person, process.env[E2E_BOT_TOKEN_ENV]!);
    await rest('/api/tg-webapp/user/set-role', { method: 'POST', initData, body: { role: 0 } });
    const client = await browsers.open('client-second-cancel', { path: '' });
    const launch = new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppPlatform: 'android' });
    await client.goto(`${baseUrl()}/#${launch.toString()}`);
    const mark = await markPage(client);
    await see(client, 'Создать задачу');
    await postInSamarkand(client, 'Нужно собрать комод и две тумбочки в детской комнате');
    await cancelFirstReason(client);
    await see(client, 'Создать задачу');

    // the second task, in the same page: its cancel button is not stuck on 'Отменяем…'
    await postInSamarkand(client, 'Нужно повесить кухонные шкафы и собрать стол на кухне');
    const cancel = client.getByRole('button', { name: 'Отменить задачу' });
    await cancel.waitFor();
    expect(await cancel.isEnabled()).toBe(true);
    expect(await client.getByText('Отменяем…').count()).toBe(0);
    await cancelFirstReason(client);
    await see(client, 'Создать задачу');
    await expectNotReloaded(client, mark);
  },
);
