// reference data in both languages. An Uzbek user reads the Uzbek names, descriptions and labels
// in the same fields (REST and GraphQL); a Russian user reads exactly what was there before.
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';
import { createClient, createMaster, places, type Place } from '../../../../../tests/support/factories';
import { seedReference, uzbekReference } from '../../../platform/db/seed';
import { CONTRACT_STATUS_CODES } from '../../contract';
import { STATUS_CODES } from '../../lifecycle';
import { translate } from '../../../platform/i18n';

// the labels of each status, as the catalogue says them in a language
const labels = (codes: Record<string, Parameters<typeof translate>[1]>, language: 'ru' | 'uz') =>
  Object.fromEntries(Object.entries(codes).map(([status, code]) => [status, translate(language, code)]));
const STATUS_LABELS = labels(STATUS_CODES, 'ru');
const STATUS_LABELS_UZ = labels(STATUS_CODES, 'uz');
const CONTRACT_STATUS_LABELS = labels(CONTRACT_STATUS_CODES, 'ru');
const CONTRACT_STATUS_LABELS_UZ = labels(CONTRACT_STATUS_CODES, 'uz');

let t: TestApp;
let place: Place;
let plumbingId: number;

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
  plumbingId = (await t.db.category.findUniqueOrThrow({ where: { slug: 'plumbing' } })).id;
});
afterAll(() => t.close());

async function uzbekClient() {
  const client = await createClient(t.db);
  await t.db.user.update({ where: { id: client.userId }, data: { language: 'uz' } });
  return client;
}

const CYRILLIC = /[\u0400-\u04FF]/;

describe('the seeded Uzbek reference data', () => {
  const seedDir = path.resolve(__dirname, '..', '..', '..', '..', '..', 'prisma', 'seed-data');
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(seedDir, name), 'utf8'));
  const uz = uzbekReference();
  const texts = [
    ...Object.values(uz.categories).flatMap((entry) => [entry.name, entry.description]),
    ...Object.values(uz.cities),
    ...Object.values(uz.districts),
    ...Object.values(uz.cancelReasons),
    ...Object.values(STATUS_LABELS_UZ),
    ...Object.values(CONTRACT_STATUS_LABELS_UZ),
  ];

  it('names every category, city, district, cancel reason and status in Uzbek', () => {
    const reference = read('reference.json');
    expect(Object.keys(uz.categories).sort()).toEqual(
      read('categories.json')
        .map((c: { slug: string }) => c.slug)
        .sort(),
    );
    expect(Object.keys(uz.cities).sort()).toEqual(reference.cities.map((c: { name: string }) => c.name).sort());
    expect(Object.keys(uz.districts).sort()).toEqual(
      reference.cities.flatMap((c: { districts: string[] }) => c.districts).sort(),
    );
    expect(Object.keys(uz.cancelReasons).sort()).toEqual(
      reference.cancelReasons
        .map((r: { audience: string; step: number; code: string }) => `${r.audience}:${r.step}:${r.code}`)
        .sort(),
    );
    expect(Object.keys(STATUS_LABELS_UZ).sort()).toEqual(Object.keys(STATUS_LABELS).sort());
    expect(Object.keys(CONTRACT_STATUS_LABELS_UZ).sort()).toEqual(Object.keys(CONTRACT_STATUS_LABELS).sort());
    for (const text of texts) expect(text.trim()).not.toBe('');
  });

  it('writes Uzbek in Latin letters only, oʻ and gʻ always with U+02BB', () => {
    for (const text of texts) {
      expect(text).not.toMatch(CYRILLIC);
      // o' g' o‘ g‘ o’ g’ o` g`: one spelling (U+02BB) throughout
      expect(text).not.toMatch(/[oOgG]['‘’`ʼ]/);
    }
  });

  it('fills the Uzbek names in on a database seeded before them, keeping those an admin wrote', async () => {
    await t.db.city.update({ where: { id: place.otherCityId }, data: { nameUz: '' } });
    await t.db.district.update({ where: { id: place.districtId }, data: { nameUz: 'Admin yozgan nom' } });
    await t.db.cancelReason.updateMany({ where: { code: 'price' }, data: { nameUz: '' } });
    await seedReference(t.db);
    expect((await t.db.city.findUniqueOrThrow({ where: { id: place.otherCityId } })).nameUz).toBe('Samarqand');
    expect((await t.db.district.findUniqueOrThrow({ where: { id: place.districtId } })).nameUz).toBe(
      'Admin yozgan nom',
    );
    expect((await t.db.cancelReason.findFirstOrThrow({ where: { code: 'price' } })).nameUz).toBe('Narx maʼqul kelmadi');
    await t.db.district.update({ where: { id: place.districtId }, data: { nameUz: 'Olmazor tumani' } });
  });
});

describe('REST reads in the viewer’s language', () => {
  it('gives an Uzbek user Uzbek categories and a Russian user the Russian ones, in the same fields', async () => {
    const uz = await uzbekClient();
    const uzbek = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/categories', as: uz.spec });
    const russian = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/categories', as: DEMO.client });
    const uzPlumbing = uzbek.json().data.find((c: { id: number }) => c.id === plumbingId);
    const ruPlumbing = russian.json().data.find((c: { id: number }) => c.id === plumbingId);
    expect(uzPlumbing).toEqual({ id: plumbingId, name: 'Santexnik', description: expect.stringContaining('quvurlar') });
    expect(ruPlumbing).toEqual({ id: plumbingId, name: 'Сантехник', description: expect.stringContaining('трубы') });
    const application = await t.request({ method: 'GET', url: '/api/tg-webapp/categories', as: uz.spec });
    expect(
      application
        .json()
        .categories.map((c: { name: string }) => c.name)
        .join(' '),
    ).not.toMatch(CYRILLIC);
  });

  it('names cities, districts and cancel reasons in Uzbek for an Uzbek user', async () => {
    const uz = await uzbekClient();
    const cities = await t.request({ method: 'GET', url: '/api/tg-webapp/address/cities', as: uz.spec });
    expect(cities.json().data).toEqual(expect.arrayContaining([{ id: place.cityId, name: 'Toshkent' }]));
    const districts = await t.request({
      method: 'GET',
      url: `/api/tg-webapp/address/districts/${place.cityId}`,
      as: uz.spec,
    });
    expect(districts.json().data.map((d: { name: string }) => d.name)).toContain('Chilonzor tumani');
    const reasons = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/cancel-reasons?step=1', as: uz.spec });
    expect(reasons.json().data.map((r: { name: string }) => r.name)).toContain('Boshqa sabab');
    const ruCities = await t.request({ method: 'GET', url: '/api/tg-webapp/address/cities', as: DEMO.client });
    expect(ruCities.json().data).toEqual(expect.arrayContaining([{ id: place.cityId, name: 'Ташкент' }]));
  });

  it("shows an Uzbek client's task with Uzbek status label, category and address; the admin screens stay Russian", async () => {
    const uz = await uzbekClient();
    await createMaster(t.db, { categoryIds: [plumbingId], cityId: place.cityId });
    const created = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks',
      as: uz.spec,
      payload: {
        text: 'Oshxonada kran oqyapti, almashtirish kerak',
        category_id: plumbingId,
        city_id: place.cityId,
        district_id: place.districtId,
        phone: '+998901112244',
      },
    });
    expect(created.statusCode).toBe(200);
    const task = created.json().data;
    expect(task).toMatchObject({
      status_label: 'Usta qidirilmoqda',
      category: { id: plumbingId, name: 'Santexnik' },
      city: { id: place.cityId, name: 'Toshkent' },
    });
    expect(task.district.name).not.toMatch(CYRILLIC);
    const active = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/active', as: uz.spec });
    expect(active.json().data.status_label).toBe('Usta qidirilmoqda');
    const admin = await t.request({ method: 'GET', url: `/admin/api/tasks/${task.id}`, as: DEMO.admin });
    expect(admin.json().data).toMatchObject({ status_label: 'Ищем мастера', category: { name: 'Сантехник' } });
  });
});

describe('GraphQL reads in the viewer’s language', () => {
  it('answers name, description and statusLabel in Uzbek for an Uzbek user and in Russian otherwise', async () => {
    const uz = await uzbekClient();
    const query = `{ categories { id name description } cities { id name districts { name } } cancelReasons(step: 2) { name } }`;
    const uzbek = await t.gql(query, {}, uz.spec);
    const russian = await t.gql(query, {}, DEMO.client);
    expect(uzbek.data.categories.find((c: { id: number }) => c.id === plumbingId).name).toBe('Santexnik');
    expect(russian.data.categories.find((c: { id: number }) => c.id === plumbingId).name).toBe('Сантехник');
    expect(JSON.stringify(uzbek.data)).not.toMatch(CYRILLIC);
    expect(uzbek.data.cities.find((c: { id: number }) => c.id === place.cityId).name).toBe('Toshkent');
    expect(russian.data.cities.find((c: { id: number }) => c.id === place.cityId).name).toBe('Ташкент');
  });
});

describe('admins write both languages', () => {
  it('edits a category’s Uzbek name and description through REST; a bad value changes nothing', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/admin/api/categories',
      as: DEMO.admin,
      payload: { name: 'Электрик по вызову', description: 'Розетки', name_uz: 'Chaqiruv boʻyicha elektrik' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ name: 'Электрик по вызову', name_uz: 'Chaqiruv boʻyicha elektrik' });
    const updated = await t.request({
      method: 'PUT',
      url: `/admin/api/categories/${id}`,
      as: DEMO.admin,
      payload: { description_uz: 'Rozetkalar' },
    });
    expect(updated.statusCode).toBe(200);
    const bad = await t.request({
      method: 'PUT',
      url: `/admin/api/categories/${id}`,
      as: DEMO.admin,
      payload: { name_uz: 'x'.repeat(101) },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.nameUz).toHaveLength(1);
    const stored = await t.db.category.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({
      name: 'Электрик по вызову',
      nameUz: 'Chaqiruv boʻyicha elektrik',
      descriptionUz: 'Rozetkalar',
    });
    const uz = await uzbekClient();
    const read = await t.gql('{ categories { id name description } }', {}, uz.spec);
    expect(read.data.categories.find((c: { id: number }) => c.id === id)).toEqual({
      id,
      name: 'Chaqiruv boʻyicha elektrik',
      description: 'Rozetkalar',
    });
    const adminRead = await t.gql(
      `{ adminCategory(id: ${id}) { name nameRu nameUz descriptionRu descriptionUz } }`,
      {},
      DEMO.admin,
    );
    expect(adminRead.data?.adminCategory ?? adminRead.errors).toMatchObject({
      nameRu: 'Электрик по вызову',
      nameUz: 'Chaqiruv boʻyicha elektrik',
    });
  });

  it('edits city and district names in Uzbek through REST and GraphQL', async () => {
    const city = await t.request({
      method: 'POST',
      url: '/admin/api/address/cities',
      as: DEMO.admin,
      payload: { name: 'Наманган', name_uz: 'Namangan' },
    });
    expect(city.statusCode).toBe(201);
    const cityId = city.json().data.id;
    const district = await t.gql(
      `mutation { createDistrict(cityId: ${cityId}, name: "Центр", nameUz: "Markaz") { ... on MutationCreateDistrictSuccess { data { id nameRu nameUz } } } }`,
      {},
      DEMO.admin,
    );
    expect(district.data.createDistrict.data).toMatchObject({ nameRu: 'Центр', nameUz: 'Markaz' });
    // the admin's screen reads the Uzbek names back through GraphQL to edit them
    const names = await t.gql('{ cities { id nameUz districts { name nameUz } } }', {}, DEMO.admin);
    expect(names.data.cities).toEqual(
      expect.arrayContaining([{ id: cityId, nameUz: 'Namangan', districts: [{ name: 'Центр', nameUz: 'Markaz' }] }]),
    );
    const uz = await uzbekClient();
    const cities = await t.request({ method: 'GET', url: '/api/tg-webapp/address/cities', as: uz.spec });
    expect(cities.json().data).toEqual(expect.arrayContaining([{ id: cityId, name: 'Namangan' }]));
    const bad = await t.request({
      method: 'PUT',
      url: `/admin/api/address/cities/${cityId}`,
      as: DEMO.admin,
      payload: { name: 'Наманган', name_uz: 5 },
    });
    expect(bad.statusCode).toBe(422);
    expect((await t.db.city.findUniqueOrThrow({ where: { id: cityId } })).nameUz).toBe('Namangan');
  });

  it('keeps the Uzbek spellings from everyone but admins and analysts', async () => {
    const result = await t.gql('{ categories { nameUz } }', {}, DEMO.client);
    expect(result.errors?.length).toBeGreaterThan(0);
  });
});
