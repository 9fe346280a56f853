// A newcomer applies as a master with a photo; an admin approves the application in another browser;
// the master opens the app again and lands on the dashboard.
import type { Locator } from 'playwright-core';
import { baseUrl, Browsers, DEMO, expectValue, journey, pick, pngSquare, see } from './support/browser';

const NAME = 'Жамшид Тошматов';
const PHONE = '+998935556677';
const ABOUT = 'Собираю шкафы и кухни, 5 лет опыта.';

let browsers: Browsers;
beforeAll(async () => {
  browsers = await Browsers.launch();
});
afterAll(async () => {
  await browsers?.close();
});

// the picture arrived from the server (an uploaded file served back), not a broken image
async function imageLoaded(image: Locator): Promise<void> {
  await image.waitFor();
  const width = await image.evaluate(async (element: any) => {
    if (!element.complete) await new Promise((resolve) => element.addEventListener('load', resolve, { once: true }));
    return element.naturalWidth as number;
  });
  expect(width).toBe(16);
}

journey(
  'a master applies with a photo, an admin approves, the master lands on the dashboard',
  () => browsers,
  async () => {
    // a person without a role picks how to use the product
    const master = await browsers.open('applicant', { as: DEMO.guest, path: '/' });
    await see(master, 'Здравствуйте, Гость');
    await see(master, 'Выберите, как Вы хотите использовать Usta');
    expect(await master.getByRole('button', { name: 'Админ панель' }).count()).toBe(0);
    await browsers.checkScreen(master, 'role-select');
    await master.getByRole('button', { name: 'Стать мастером' }).click();

    // the form refuses an empty application with docs/product.md's messages
    await see(master, 'Заявка мастера');
    expect(new URL(master.url()).pathname).toBe('/master/apply');
    await browsers.checkScreen(master, 'master-application-form');
    const submit = master.getByRole('button', { name: 'Отправить заявку' });
    await submit.click();
    await see(master, 'Выберите хотя бы одну категорию услуг');
    await see(master, 'Пожалуйста, выберите город');

    await master.getByRole('textbox', { name: 'Имя' }).fill(NAME);
    const phone = master.getByRole('textbox', { name: 'Телефон' });
    await phone.fill('90 12');
    await phone.blur();
    await see(master, 'Неверный формат телефона');
    await phone.fill('935556677');
    await expectValue(phone, PHONE);
    await see(master, '✓ Корректный формат');

    await master.getByRole('searchbox', { name: 'Категории услуг' }).fill('шкаф');
    await master.getByRole('checkbox', { name: /Сборка и ремонт мебели/ }).check();
    await see(master, 'Выбрано: 1 из 5');
    await master.getByRole('textbox', { name: 'Описание' }).fill(ABOUT);
    await see(master, `${ABOUT.length}/200`);

    await master.getByLabel('Фото', { exact: true }).and(master.locator('input[type=file]')).setInputFiles({
      name: 'master.png',
      mimeType: 'image/png',
      buffer: pngSquare(),
    });
    await imageLoaded(master.getByRole('img', { name: 'Фото' }));
    await see(master, 'master.png');

    await pick(master, 'Город', 'Таш', 'Ташкент');
    await master.getByRole('checkbox', { name: 'Чиланзарский район' }).check();
    await see(master, 'Выбрано районов: 1');
    await browsers.checkScreen(master, 'master-application-filled');
    await submit.click();

    await see(master, 'Заявка отправлена');
    await see(master, 'Ваша заявка на рассмотрении: ожидайте до 3х дней, обычно в течении дня');
    await see(master, 'Ваша заявка');
    await see(master, 'Ожидает проверки');
    await see(master, NAME);
    await see(master, PHONE);
    await see(master, 'Сборка и ремонт мебели');
    await see(master, 'Чиланзарский район');
    await see(master, ABOUT);
    await see(master, 'Удалить заявку');
    await imageLoaded(
      master
        .getByRole('img', { name: NAME })
        .or(master.getByRole('img', { name: 'Фото' }))
        .first(),
    );
    await browsers.checkScreen(master, 'master-application-card');

    // an admin finds the application among the pending ones and approves it
    const admin = await browsers.open('admin', { as: DEMO.admin, path: '/admin/dashboard' });
    await see(admin, 'Заявки мастеров');
    const row = admin.getByRole('link', { name: new RegExp(NAME) });
    await see(row, 'Ожидает проверки');
    await browsers.checkScreen(admin, 'admin-contracts');
    await row.click();
    await see(admin, ABOUT);
    await imageLoaded(admin.getByRole('img', { name: NAME }));
    await admin.getByRole('button', { name: 'Подтвердить' }).click();
    await see(admin, 'Заявка подтверждена');
    await see(admin, 'Подтверждена');
    await browsers.checkScreen(admin, 'admin-contract-details');

    // the master opens the app again (from the bot's message or menu): the dashboard, not the form
    await master.goto(`${baseUrl()}/`);
    await see(master, 'Профиль мастера');
    await see(master, 'Ожидайте новых заказов');
    expect(new URL(master.url()).pathname).toBe('/master/dashboard');
    await see(master, 'Нет доступных задач');
    await browsers.checkScreen(master, 'master-dashboard-new-master');
  },
);
