// The master application (docs/product.md §2 /master/apply, §5, §7 Master): submit with a photo, read, archive.
import fs from 'node:fs';
import sharp from 'sharp';
import { createTestApp, DEMO, type TelegramUserSpec, type TestApp } from '../../../../../tests/support/test-app';
import { multipartBody, type FilePart } from '../../../../../tests/support/multipart';

let t: TestApp;
let tashkent: { id: number; districts: { id: number; name: string }[] };
let samarkand: { id: number; districts: { id: number; name: string }[] };
let plumbing: number;
let electrical: number;
let allCategories: number[];

beforeAll(async () => {
  t = await createTestApp();
  tashkent = await t.db.city.findUniqueOrThrow({
    where: { name: 'Ташкент' },
    include: { districts: { orderBy: { id: 'asc' } } },
  });
  samarkand = await t.db.city.findUniqueOrThrow({
    where: { name: 'Самарканд' },
    include: { districts: { orderBy: { id: 'asc' } } },
  });
  plumbing = (await t.db.category.findUniqueOrThrow({ where: { slug: 'plumbing' } })).id;
  electrical = (await t.db.category.findUniqueOrThrow({ where: { slug: 'electrical' } })).id;
  allCategories = (await t.db.category.findMany({ where: { isActive: true }, orderBy: { id: 'asc' } })).map(
    (c) => c.id,
  );
});
afterAll(() => t.close());

let nextUser = 781000000;
function newUser(): TelegramUserSpec {
  nextUser += 1;
  return { id: nextUser, first_name: 'Мастер', username: `master_${nextUser}` };
}

const URL_CONTRACT = '/api/tg-webapp/master/contract';

function form(overrides: Record<string, string | number | (string | number)[]> = {}) {
  return {
    name: 'Иван Мастеров',
    phone: '90 123 45 67',
    description: 'Сантехник с опытом',
    category_ids: [plumbing, electrical],
    city_id: tashkent.id,
    district_ids: [tashkent.districts[0].id, tashkent.districts[1].id],
    ...overrides,
  };
}

function submit(
  as: TelegramUserSpec,
  fields: Record<string, string | number | (string | number)[]>,
  files: FilePart[] = [],
) {
  const { payload, headers } = multipartBody(fields, files);
  return t.request({ method: 'POST', url: URL_CONTRACT, as, payload, headers });
}

const uploads = () => (fs.existsSync(t.config.uploadsDir) ? fs.readdirSync(t.config.uploadsDir).sort() : []);
const userId = async (spec: TelegramUserSpec) =>
  (await t.db.user.findUniqueOrThrow({ where: { telegramId: BigInt(spec.id) } })).id;

const photo = (data: Buffer, filename = 'me.jpg', contentType = 'image/jpeg'): FilePart => ({
  field: 'photo',
  filename,
  contentType,
  data,
});
const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
const png = () =>
  sharp({ create: { width: 32, height: 32, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();

describe('submitting an application', () => {
  it('stores a pending application with categories, city, districts and a re-encoded photo', async () => {
    const user = newUser();
    const response = await submit(user, form(), [photo(await jpeg())]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Заявка отправлена на проверку: ожидайте до 3х дней, обычно в течении дня',
      errors: {},
      data: {
        status: 'pending',
        status_label: 'Ожидает проверки',
        name: 'Иван Мастеров',
        phone: '+998901234567',
        description: 'Сантехник с опытом',
        category_ids: [plumbing, electrical].sort((a, b) => a - b),
        cityId: tashkent.id,
        city: { id: tashkent.id, name: 'Ташкент' },
        districtIds: [tashkent.districts[0].id, tashkent.districts[1].id],
        districts: [
          { id: tashkent.districts[0].id, name: tashkent.districts[0].name },
          { id: tashkent.districts[1].id, name: tashkent.districts[1].name },
        ],
        latitude: null,
        longitude: null,
        address: null,
      },
    });
    expect(body.data.categories.map((c: { name: string }) => c.name).sort()).toEqual(['Сантехник', 'Электрик']);
    expect(body.data.photoPath).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);

    const served = await t.request({ method: 'GET', url: body.data.photoPath });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');

    const init = await t.request({ method: 'GET', url: '/api/tg-webapp/init', as: user });
    expect(init.json().user.Contract).toEqual({ id: body.data.id, status: 'pending' });
  });

  it('returns the current application for the read-only card, and null when there is none', async () => {
    const user = newUser();
    const none = await t.request({ method: 'GET', url: URL_CONTRACT, as: user });
    expect(none.json()).toEqual({ success: true, data: null });

    await submit(user, form({ latitude: '41.3111', longitude: '69.2797', address: 'ул. Навои, 1' }));
    const card = await t.request({ method: 'GET', url: URL_CONTRACT, as: user });
    expect(card.json()).toMatchObject({
      success: true,
      data: {
        status: 'pending',
        status_label: 'Ожидает проверки',
        name: 'Иван Мастеров',
        phone: '+998901234567',
        city: { name: 'Ташкент' },
        latitude: 41.3111,
        longitude: 69.2797,
        address: 'ул. Навои, 1',
        photoPath: null,
        description: 'Сантехник с опытом',
      },
    });
    expect(card.json().data.districts).toHaveLength(2);
  });

  it('accepts a JSON body without a photo and an application without districts (the whole city)', async () => {
    const user = newUser();
    const response = await t.request({
      method: 'POST',
      url: URL_CONTRACT,
      as: user,
      payload: {
        name: 'Без фото',
        phone: '+998 (93) 111-22-33',
        category_ids: [plumbing],
        city_id: String(tashkent.id),
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      phone: '+998931112233',
      districtIds: [],
      photoPath: null,
      description: null,
    });
  });

  it('answers 422 with every field error of an empty form and stores nothing', async () => {
    const user = newUser();
    const before = await t.db.contract.count();
    const response = await submit(user, { name: '  ', phone: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: 'Введите имя',
      errors: {
        name: ['Введите имя'],
        phone: ['Введите номер телефона'],
        category_ids: ['Выберите хотя бы одну категорию услуг'],
        city_id: ['Пожалуйста, выберите город'],
      },
    });
    expect(await t.db.contract.count()).toBe(before);
  });

  it.each([
    ['12345', 'too short'],
    ['+7 999 123 45 67', 'foreign'],
    ['+998 90 123 45 678', 'too long'],
  ])('refuses the phone %s (%s) with the short SPEC text', async (phone) => {
    const response = await submit(newUser(), form({ phone }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ phone: ['Неверный формат телефона'] });
  });

  it('refuses more than five categories, unknown and inactive ones', async () => {
    const six = await submit(newUser(), form({ category_ids: allCategories.slice(0, 6) }));
    expect(six.json().errors).toEqual({ category_ids: ['Можно выбрать не больше 5 категорий'] });
    const five = await submit(newUser(), form({ category_ids: allCategories.slice(0, 5) }));
    expect(five.statusCode).toBe(201);

    const unknown = await submit(newUser(), form({ category_ids: [plumbing, 999999] }));
    expect(unknown.json().errors).toEqual({ category_ids: ['Выбранная категория недоступна'] });
    const junk = await submit(newUser(), form({ category_ids: ['abc'] }));
    expect(junk.json().errors).toEqual({ category_ids: ['Выбранная категория недоступна'] });

    const inactive = await t.db.category.create({
      data: { slug: 'inactive-test', name: 'Отключённая', isActive: false },
    });
    const refused = await submit(newUser(), form({ category_ids: [inactive.id] }));
    expect(refused.json().errors).toEqual({ category_ids: ['Выбранная категория недоступна'] });
  });

  it('refuses an unknown city and districts of another city', async () => {
    const city = await submit(newUser(), form({ city_id: 999999, district_ids: [] }));
    expect(city.json().errors).toEqual({ city_id: ['Город не найден'] });
    const districts = await submit(
      newUser(),
      form({ district_ids: [tashkent.districts[0].id, samarkand.districts[0].id] }),
    );
    expect(districts.statusCode).toBe(422);
    expect(districts.json().errors).toEqual({ district_ids: ['Район не относится к выбранному городу'] });
  });

  it('allows a description of 200 characters and refuses 201', async () => {
    const ok = await submit(newUser(), form({ description: 'а'.repeat(200) }));
    expect(ok.statusCode).toBe(201);
    const long = await submit(newUser(), form({ description: 'а'.repeat(201) }));
    expect(long.json().errors).toEqual({ description: ['Описание не должно превышать 200 символов'] });
  });

  it('takes latitude, longitude and address only together', async () => {
    const response = await submit(newUser(), form({ latitude: '41.3', longitude: '69.2' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ address: ['Широта, долгота и адрес указываются только вместе'] });
    const bad = await submit(newUser(), form({ latitude: '141', longitude: 'x', address: 'дом' }));
    expect(bad.json().errors).toEqual({ latitude: ['Неверная широта'], longitude: ['Неверная долгота'] });
  });
});

describe('one live application per user', () => {
  it('refuses a second application while one is pending, approved or verified', async () => {
    const user = newUser();
    const first = await submit(user, form());
    const id = first.json().data.id;
    for (const status of ['pending', 'approved', 'verified'] as const) {
      await t.db.contract.update({ where: { id }, data: { status } });
      const second = await submit(user, form({ name: 'Второй' }));
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toMatch(/^У вас уже есть заявка\. Чтобы отправить новую, сначала удалите текущую/);
    }
    expect(await t.db.contract.count({ where: { userId: await userId(user) } })).toBe(1);
  });

  it('lets two simultaneous submissions store only one application', async () => {
    const user = newUser();
    const results = await Promise.all([submit(user, form()), submit(user, form()), submit(user, form())]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await t.db.contract.count({ where: { userId: await userId(user), archivedAt: null } })).toBe(1);
  });

  it('accepts a new application after the old one is archived, or replaces a rejected one', async () => {
    const user = newUser();
    const first = (await submit(user, form())).json().data.id;
    const archived = await t.request({ method: 'DELETE', url: `${URL_CONTRACT}/archive`, as: user });
    expect(archived.json()).toEqual({ success: true, message: 'Заявка удалена' });
    expect((await t.db.contract.findUniqueOrThrow({ where: { id: first } })).archivedAt).not.toBeNull();
    expect((await t.request({ method: 'GET', url: URL_CONTRACT, as: user })).json().data).toBeNull();

    const second = (await submit(user, form({ name: 'Снова' }))).json().data.id;
    await t.db.contract.update({ where: { id: second }, data: { status: 'rejected' } });
    const third = await submit(user, form({ name: 'В третий раз' }));
    expect(third.statusCode).toBe(201);
    expect((await t.db.contract.findUniqueOrThrow({ where: { id: second } })).archivedAt).not.toBeNull();
    const card = await t.request({ method: 'GET', url: URL_CONTRACT, as: user });
    expect(card.json().data).toMatchObject({ id: third.json().data.id, name: 'В третий раз', status: 'pending' });
  });
});

describe('archiving the application', () => {
  async function taskFor(
    clientSpec: TelegramUserSpec,
    data: { status: 'in_progress' | 'sent_to_masters'; contractId?: number },
  ) {
    return t.db.task.create({
      data: {
        clientId: await userId(clientSpec),
        text: 'Течёт кран на кухне, нужен сантехник',
        categoryId: plumbing,
        cityId: tashkent.id,
        districtId: tashkent.districts[0].id,
        status: data.status,
        contractId: data.contractId,
      },
    });
  }

  it('answers 404 when there is nothing to archive', async () => {
    const response = await t.request({ method: 'DELETE', url: `${URL_CONTRACT}/archive`, as: newUser() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Заявка не найдена' });
  });

  it('refuses while the master has a task in progress, and changes nothing', async () => {
    const user = newUser();
    const contract = (await submit(user, form())).json().data;
    await t.db.contract.update({ where: { id: contract.id }, data: { status: 'approved' } });
    const task = await taskFor(DEMO.client, { status: 'in_progress', contractId: contract.id });
    const response = await t.request({ method: 'DELETE', url: `${URL_CONTRACT}/archive`, as: user });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'Нельзя удалить заявку, пока у вас есть задача в работе. Сначала завершите или отмените её',
    });
    expect((await t.db.contract.findUniqueOrThrow({ where: { id: contract.id } })).archivedAt).toBeNull();
    await t.db.task.delete({ where: { id: task.id } });
  });

  it('withdraws pending offers; a task left with no offer goes to the admins', async () => {
    const user = newUser();
    const contract = (await submit(user, form())).json().data;
    await t.db.contract.update({ where: { id: contract.id }, data: { status: 'approved' } });
    const other = await t.db.contract.findFirstOrThrow({ where: { user: { telegramId: BigInt(DEMO.plumber.id) } } });
    const alone = await taskFor(DEMO.client2, { status: 'sent_to_masters' });
    const shared = await taskFor(DEMO.client2, { status: 'sent_to_masters' });
    await t.db.taskOffer.createMany({
      data: [
        { taskId: alone.id, contractId: contract.id },
        { taskId: shared.id, contractId: contract.id },
        { taskId: shared.id, contractId: other.id },
      ],
    });

    const response = await t.request({ method: 'DELETE', url: `${URL_CONTRACT}/archive`, as: user });
    expect(response.json()).toEqual({ success: true, message: 'Заявка удалена' });

    const offers = await t.db.taskOffer.findMany({ where: { contractId: contract.id } });
    expect(offers.map((offer) => offer.state)).toEqual(['withdrawn', 'withdrawn']);
    expect((await t.db.task.findUniqueOrThrow({ where: { id: alone.id } })).status).toBe('awaiting_admin_attention');
    expect((await t.db.task.findUniqueOrThrow({ where: { id: shared.id } })).status).toBe('sent_to_masters');
    expect(await t.db.taskOffer.findFirstOrThrow({ where: { taskId: shared.id, contractId: other.id } })).toMatchObject(
      { state: 'pending' },
    );
    expect(await t.db.taskStatusChange.findFirst({ where: { taskId: alone.id } })).toMatchObject({
      fromStatus: 'sent_to_masters',
      toStatus: 'awaiting_admin_attention',
      actorUserId: await userId(user),
    });
    expect(
      await t.db.auditLog.findFirst({
        where: { entity: 'Contract', entityId: contract.id, action: 'contract.archive' },
      }),
    ).not.toBeNull();
    await t.db.task.deleteMany({ where: { id: { in: [alone.id, shared.id] } } });
  });
});

describe('serving the uploaded photos', () => {
  it('answers /uploads with X-Content-Type-Options: nosniff, so no browser runs a file as a page', async () => {
    fs.mkdirSync(t.config.uploadsDir, { recursive: true });
    fs.writeFileSync(`${t.config.uploadsDir}/sniffed.jpg`, '<html><script>alert(1)</script></html>');
    const served = await t.request({ method: 'GET', url: '/uploads/sniffed.jpg' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    fs.rmSync(`${t.config.uploadsDir}/sniffed.jpg`);
  });
});

describe('photo uploads: the bytes decide', () => {
  it('accepts a real PNG named .exe and stores it as .png', async () => {
    const response = await submit(newUser(), form(), [photo(await png(), 'virus.exe', 'application/x-msdownload')]);
    expect(response.statusCode).toBe(201);
    const path = response.json().data.photoPath;
    expect(path).toMatch(/\.png$/);
    expect((await sharp(`${t.config.uploadsDir}/${path.split('/').pop()}`).metadata()).format).toBe('png');
  });

  it('refuses a text file named .jpg and leaves nothing on disk', async () => {
    const before = uploads();
    const contracts = await t.db.contract.count();
    const response = await submit(newUser(), form(), [
      photo(Buffer.from('just some text, not an image at all'), 'me.jpg', 'image/jpeg'),
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: 'Пожалуйста, выберите изображение',
      errors: { photo: ['Пожалуйста, выберите изображение'] },
    });
    expect(uploads()).toEqual(before);
    expect(await t.db.contract.count()).toBe(contracts);
  });

  it('refuses a file with JPEG magic bytes that is not a decodable image', async () => {
    const before = uploads();
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const response = await submit(newUser(), form(), [photo(fake)]);
    expect(response.json().errors).toEqual({ photo: ['Пожалуйста, выберите изображение'] });
    expect(uploads()).toEqual(before);
  });

  it('refuses an image larger than 5 MB and leaves nothing on disk', async () => {
    const before = uploads();
    // random pixels barely compress: about 6.3 MB as PNG
    const width = 1500;
    const height = 1400;
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i += 4)
      noise.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, Math.min(i, noise.length - 4));
    const big = await sharp(noise, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    const response = await submit(newUser(), form(), [photo(big, 'big.png', 'image/png')]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ photo: ['Размер файла не должен превышать 5MB'] });
    expect(uploads()).toEqual(before);
  });

  it('strips EXIF (GPS, author) from a JPEG and keeps it upright', async () => {
    const withExif = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#808080' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Owner', Copyright: 'Secret Copyright' }, IFD3: { GPSLatitudeRef: 'N' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(withExif).metadata();
    expect(input.exif).toBeDefined();
    expect(withExif.includes(Buffer.from('Secret Owner'))).toBe(true);

    const response = await submit(newUser(), form(), [photo(withExif, 'holiday.JPG')]);
    expect(response.statusCode).toBe(201);
    const stored = fs.readFileSync(`${t.config.uploadsDir}/${response.json().data.photoPath.split('/').pop()}`);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Owner'))).toBe(false);
    // orientation 6 applied before the tag was dropped: 40x20 shown rotated
    expect([meta.width, meta.height]).toEqual([20, 40]);
  });

  it('turns a GIF into a still PNG', async () => {
    const gif = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#00ff00' } })
      .gif()
      .toBuffer();
    const response = await submit(newUser(), form(), [photo(gif, 'anim.gif', 'image/gif')]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.photoPath).toMatch(/\.png$/);
  });

  it('treats an empty file input as no photo', async () => {
    const response = await submit(newUser(), form(), [photo(Buffer.alloc(0), '', 'application/octet-stream')]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.photoPath).toBeNull();
  });

  it('leaves nothing on disk when a valid photo comes with invalid fields or a refused second application', async () => {
    const before = uploads();
    const invalid = await submit(newUser(), form({ city_id: '' }), [photo(await jpeg())]);
    expect(invalid.json().errors).toEqual({ city_id: ['Пожалуйста, выберите город'] });
    expect(uploads()).toEqual(before);

    const user = newUser();
    await submit(user, form());
    const afterFirst = uploads();
    const second = await submit(user, form(), [photo(await jpeg())]);
    expect(second.statusCode).toBe(409);
    expect(uploads()).toEqual(afterFirst);
  });

  it('answers 401 to an upload without init data and stores nothing', async () => {
    const before = uploads();
    const { payload, headers } = multipartBody(form(), [photo(await jpeg())]);
    const response = await t.request({ method: 'POST', url: URL_CONTRACT, payload, headers });
    expect(response.statusCode).toBe(401);
    expect(uploads()).toEqual(before);
  });

  it('refuses a second file', async () => {
    const before = uploads();
    const image = await jpeg();
    const response = await submit(newUser(), form(), [photo(image), photo(image, 'two.jpg')]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ photo: ['Можно загрузить только одну фотографию'] });
    expect(uploads()).toEqual(before);
  });
});
