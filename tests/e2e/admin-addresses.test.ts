// An admin creates, renames and deletes a city and a district on /admin/city-district; a client's
// task form offers what the admin made, and what was deleted is gone from the client's list.
import { Browsers, DEMO, expectValue, initDataFor, journey, pick, rest, see } from './support/browser';

const CITY = 'Нукус';
const CITY_RENAMED = 'Нукус (Каракалпакстан)';
const DISTRICT = 'Центр';
const DISTRICT_RENAMED = 'Центральный';

let browsers: Browsers;
beforeAll(async () => {
  browsers = await Browsers.launch();
});
afterAll(async () => {
  await browsers?.close();
});

journey(
  'an admin creates, renames and deletes a city and a district, and clients see the changes',
  () => browsers,
  async () => {
    const admin = await browsers.open('admin', { as: DEMO.admin, path: '/admin/city-district' });
    await see(admin, 'Города и районы');
    await admin.getByRole('region', { name: 'Ташкент' }).waitFor();
    await browsers.checkScreen(admin, 'admin-city-district');

    // a name that exists is refused with the server's field message
    const newCity = admin.locator('section', { has: admin.getByRole('heading', { name: 'Новый город' }) });
    await newCity.getByRole('textbox', { name: 'Название города' }).fill('Ташкент');
    await newCity.getByRole('button', { name: 'Добавить город' }).click();
    await see(newCity, 'Город с таким названием уже существует');

    await newCity.getByRole('textbox', { name: 'Название города' }).fill(CITY);
    await newCity.getByRole('button', { name: 'Добавить город' }).click();
    await see(admin, 'Город добавлен');
    let city = admin.getByRole('region', { name: CITY, exact: true });
    await see(city, 'Районов пока нет');
    await expectValue(newCity.getByRole('textbox', { name: 'Название города' }), '');

    await city.getByRole('textbox', { name: 'Название района' }).fill(DISTRICT);
    await city.getByRole('button', { name: 'Добавить район' }).click();
    await see(admin, 'Район добавлен');
    await see(city.getByRole('list'), DISTRICT);

    // renames: the city, then its district
    await city.getByRole('button', { name: 'Переименовать', exact: true }).click();
    const cityName = city.getByRole('textbox', { name: 'Название города' });
    await expectValue(cityName, CITY);
    await cityName.fill(CITY_RENAMED);
    await city.getByRole('button', { name: 'Сохранить' }).click();
    await see(admin, 'Город обновлён');
    city = admin.getByRole('region', { name: CITY_RENAMED, exact: true });
    await city.waitFor();
    expect(await admin.getByRole('region', { name: CITY, exact: true }).count()).toBe(0);

    await city.getByRole('button', { name: `Переименовать: ${DISTRICT}` }).click();
    const districtName = city.getByRole('listitem').getByRole('textbox', { name: 'Название района' });
    await expectValue(districtName, DISTRICT);
    await districtName.fill(DISTRICT_RENAMED);
    await city.getByRole('listitem').getByRole('button', { name: 'Сохранить' }).click();
    await see(admin, 'Район обновлён');
    await see(city.getByRole('list'), DISTRICT_RENAMED);
    await browsers.checkScreen(admin, 'admin-city-district-edited');

    // a client writing a task now finds the new city and district under their new names
    const client = await browsers.open('client', { as: DEMO.client2, path: '/client' });
    await client.getByLabel('Описание задачи').fill('Нужно повесить полку и две картины в гостиной');
    await client.getByRole('button', { name: 'Создать', exact: true }).click();
    await pick(client, 'Город', 'Нукус', CITY_RENAMED);
    await pick(client, 'Район', 'Центр', DISTRICT_RENAMED);
    await expectValue(client.getByRole('combobox', { name: 'Город' }), CITY_RENAMED);
    await expectValue(client.getByRole('combobox', { name: 'Район' }), DISTRICT_RENAMED);
    await client.getByRole('button', { name: 'Отмена' }).click();
    await see(client, 'Создать задачу');

    // a district that masters work in cannot be deleted
    const tashkent = admin.getByRole('region', { name: 'Ташкент' });
    await tashkent.getByRole('button', { name: 'Удалить: Чиланзарский район' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await see(admin, 'Нельзя удалить район: он указан в задачах или заявках мастеров');
    await see(tashkent, 'Чиланзарский район');

    // deletions: the district, then the city
    await city.getByRole('button', { name: `Удалить: ${DISTRICT_RENAMED}` }).click();
    let dialog = admin.getByRole('dialog', { name: 'Удалить' });
    await see(dialog, `Удалить район «${DISTRICT_RENAMED}»?`);
    await browsers.checkScreen(admin, 'admin-city-district-delete');
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await see(admin, 'Район удалён');
    await see(city, 'Районов пока нет');

    await city.getByRole('button', { name: 'Удалить', exact: true }).click();
    dialog = admin.getByRole('dialog', { name: 'Удалить' });
    await see(dialog, `Удалить город «${CITY_RENAMED}» вместе с его районами?`);
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await see(admin, 'Город удалён');
    await city.waitFor({ state: 'detached' });

    // what a client's form loads no longer has them
    const cities = await rest<{ data: { id: number; name: string }[] }>('/api/tg-webapp/address/cities', {
      initData: await initDataFor(DEMO.client2),
    });
    expect(cities.body.data.map((entry) => entry.name)).toEqual(expect.arrayContaining(['Ташкент', 'Самарканд']));
    expect(cities.body.data.map((entry) => entry.name)).not.toContain(CITY_RENAMED);
  },
);
