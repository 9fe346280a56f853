// Photos of the problem through REST: upload, attach on task creation, fetch only for those who
// may see the task, refusals that store nothing, removal from the form and the timed clean-up.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, DEMO, type TelegramUserSpec, type TestApp } from '../../../../../tests/support/test-app';
import { createCategory, createClient, createMaster, places, type Place } from '../../../../../tests/support/factories';
import { multipartBody, type FilePart } from '../../../../../tests/support/multipart';
import { deleteStalePhotos } from '../task-photo-files';

let t: TestApp;
let place: Place;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
  categoryId = (await createCategory(t.db)).id;
});
afterAll(() => t.close());

const photosDir = () => path.join(t.config.uploadsDir, 'task-photos');
const stored = () => (fs.existsSync(photosDir()) ? fs.readdirSync(photosDir()).sort() : []);

const file = (data: Buffer, filename: string, contentType: string): FilePart => ({
  field: 'photo',
  filename,
  contentType,
  data,
});

function upload(as: TelegramUserSpec | null, part: FilePart) {
  const { payload, headers } = multipartBody({}, [part]);
  return t.request({ method: 'POST', url: '/api/tg-webapp/tasks/photos', ...(as ? { as } : {}), payload, headers });
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();

// a phone's photo: GPS position and the owner's name in its EXIF
const jpegWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Secret Owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 18/1 3600/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '69/1 16/1 0/1',
      },
    })
    .toBuffer();

function createTask(as: TelegramUserSpec, overrides: Record<string, unknown> = {}) {
  return t.request({
    method: 'POST',
    url: '/api/tg-webapp/tasks',
    as,
    payload: {
      text: 'Течёт смеситель в ванной, фото приложены',
      category_id: categoryId,
      city_id: place.cityId,
      district_id: place.districtId,
      phone: '+998901112233',
      ...overrides,
    },
  });
}

const fetchPhoto = (url: string, as: TelegramUserSpec | null) =>
  t.request({ method: 'GET', url, ...(as ? { as } : {}) });

describe('task photos through REST', () => {
  it('uploads a PNG and a JPEG with GPS, attaches them; the offered master gets both without EXIF, others 404', async () => {
    const client = await createClient(t.db);
    const master = await createMaster(t.db, { categoryIds: [categoryId], cityId: place.cityId });
    const otherClient = await createClient(t.db);
    const unrelatedMaster = await createMaster(t.db, {
      categoryIds: [(await createCategory(t.db)).id],
      cityId: place.cityId,
    });

    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes(Buffer.from('Secret Owner'))).toBe(true);

    const first = await upload(client.spec, file(await png(), 'leak.png', 'image/png'));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      success: true,
      message: 'Фотография загружена',
      data: {
        id: expect.stringMatching(/^[\w-]{32}$/),
        url: expect.stringMatching(/^\/api\/tg-webapp\/tasks\/photos\/[\w-]{32}$/),
      },
    });
    const second = await upload(client.spec, file(original, 'IMG_0001.JPG', 'image/jpeg'));
    expect(second.statusCode).toBe(201);
    const [pngPhoto, jpegPhoto] = [first.json().data, second.json().data];
    expect(pngPhoto.id).not.toBe(jpegPhoto.id);

    // before the task exists only the uploader sees them
    expect((await fetchPhoto(pngPhoto.url, client.spec)).statusCode).toBe(200);
    expect((await fetchPhoto(pngPhoto.url, master.spec)).statusCode).toBe(404);

    const created = await createTask(client.spec, { photo_ids: [jpegPhoto.id, pngPhoto.id] });
    expect(created.statusCode).toBe(200);
    const task = created.json().data;
    expect(task.status).toBe('sent_to_masters');
    expect(task.photos).toEqual([jpegPhoto, pngPhoto]);
    expect(await t.db.taskOffer.count({ where: { taskId: task.id, contractId: master.contractId } })).toBe(1);

    // the offered master sees them on the new-task card and gets the bytes
    const pending = await t.request({ method: 'GET', url: '/api/tg-webapp/master/tasks/pending', as: master.spec });
    expect(pending.json().data.photos).toEqual([jpegPhoto, pngPhoto]);
    const jpegBytes = await fetchPhoto(jpegPhoto.url, master.spec);
    expect(jpegBytes.statusCode).toBe(200);
    expect(jpegBytes.headers['content-type']).toBe('image/jpeg');
    expect(jpegBytes.headers['cache-control']).toBe('private, max-age=86400');
    const jpegMeta = await sharp(jpegBytes.rawPayload).metadata();
    expect(jpegMeta.format).toBe('jpeg');
    expect(jpegMeta.exif).toBeUndefined();
    expect(jpegBytes.rawPayload.includes(Buffer.from('Secret Owner'))).toBe(false);
    expect(jpegBytes.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
    const pngBytes = await fetchPhoto(pngPhoto.url, master.spec);
    expect(pngBytes.statusCode).toBe(200);
    expect(pngBytes.headers['content-type']).toBe('image/png');
    expect((await sharp(pngBytes.rawPayload).metadata()).format).toBe('png');

    // the client and an admin too
    expect((await fetchPhoto(jpegPhoto.url, client.spec)).statusCode).toBe(200);
    expect((await fetchPhoto(jpegPhoto.url, DEMO.admin)).statusCode).toBe(200);

    // another client, an unrelated master, no init data, bad init data: 404, same body
    for (const as of [otherClient.spec, unrelatedMaster.spec, null]) {
      for (const photo of [jpegPhoto, pngPhoto]) {
        const refused = await fetchPhoto(photo.url, as);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ success: false, message: 'Фотография не найдена' });
      }
    }
    const forged = await t.request({
      method: 'GET',
      url: jpegPhoto.url,
      headers: { 'x-telegram-init-data': 'user=%7B%22id%22%3A1%7D&hash=00' },
    });
    expect(forged.statusCode).toBe(404);

    // the files are not on the public /uploads route, by no spelling
    const [name] = stored().filter((entry) => entry.startsWith(jpegPhoto.id));
    for (const url of [
      `/uploads/task-photos/${name}`,
      `/uploads/task-photos%2F${name}`,
      `/uploads//task-photos/${name}`,
      `/uploads/./task-photos/${name}`,
    ]) {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('refuses a text file named .png, an SVG, a 6 MB image and a sixth photo, storing nothing', async () => {
    const client = await createClient(t.db);
    const before = stored();
    const rows = await t.db.taskPhoto.count();

    const text = await upload(
      client.spec,
      file(Buffer.from('just some text pretending to be a picture'), 'x.png', 'image/png'),
    );
    expect(text.statusCode).toBe(422);
    expect(text.json()).toEqual({
      success: false,
      message: 'Пожалуйста, выберите изображение',
      errors: { photo: ['Пожалуйста, выберите изображение'] },
    });

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const svgResponse = await upload(client.spec, file(svg, 'image.svg', 'image/svg+xml'));
    expect(svgResponse.statusCode).toBe(422);
    expect(svgResponse.json().message).toBe('Пожалуйста, выберите изображение');

    // random pixels barely compress: over 6 MB as PNG
    const width = 1500;
    const height = 1400;
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i += 4)
      noise.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, Math.min(i, noise.length - 4));
    const big = await sharp(noise, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    const bigResponse = await upload(client.spec, file(big, 'big.png', 'image/png'));
    expect(bigResponse.statusCode).toBe(422);
    expect(bigResponse.json().message).toBe('Размер файла не должен превышать 5MB');

    expect(stored()).toEqual(before);
    expect(await t.db.taskPhoto.count()).toBe(rows);

    for (let i = 0; i < 5; i += 1) {
      expect((await upload(client.spec, file(await png(), `p${i}.png`, 'image/png'))).statusCode).toBe(201);
    }
    const afterFive = stored();
    expect(afterFive).toHaveLength(before.length + 5);
    const sixth = await upload(client.spec, file(await png(), 'p6.png', 'image/png'));
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json()).toEqual({
      success: false,
      message: 'Можно прикрепить не более 5 фотографий',
      errors: { photo: ['Можно прикрепить не более 5 фотографий'] },
    });
    expect(stored()).toEqual(afterFive);
    expect(await t.db.taskPhoto.count({ where: { userId: client.userId } })).toBe(5);
  });

  it('accepts WebP and GIF (a still PNG); refuses upload without init data', async () => {
    const client = await createClient(t.db);
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
      .webp()
      .toBuffer();
    const webpResponse = await upload(client.spec, file(webp, 'a.bin', 'application/octet-stream'));
    expect(webpResponse.statusCode).toBe(201);
    const webpBytes = await fetchPhoto(webpResponse.json().data.url, client.spec);
    expect(webpBytes.headers['content-type']).toBe('image/webp');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0000ff' } })
      .gif()
      .toBuffer();
    const gifResponse = await upload(client.spec, file(gif, 'a.gif', 'image/gif'));
    expect(gifResponse.statusCode).toBe(201);
    expect((await fetchPhoto(gifResponse.json().data.url, client.spec)).headers['content-type']).toBe('image/png');

    const anonymous = await upload(null, file(await png(), 'a.png', 'image/png'));
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses photo ids that are not the client’s own fresh uploads, and more than five, creating nothing', async () => {
    const client = await createClient(t.db);
    const stranger = await createClient(t.db);
    const theirs = (await upload(stranger.spec, file(await png(), 'a.png', 'image/png'))).json().data;
    const tasks = await t.db.task.count();
    for (const photoIds of [
      [theirs.id],
      ['x'.repeat(32)],
      'not-an-id',
      [1],
      Array.from({ length: 6 }, (_, i) => `${'a'.repeat(31)}${i}`),
    ]) {
      const refused = await createTask(client.spec, { photo_ids: photoIds });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.photo_ids).toHaveLength(1);
    }
    expect(await t.db.task.count()).toBe(tasks);
    expect(await t.db.taskPhoto.findUniqueOrThrow({ where: { id: theirs.id } })).toMatchObject({ taskId: null });

    // a photo already on a task cannot go on a second one
    const own = (await upload(client.spec, file(await png(), 'a.png', 'image/png'))).json().data;
    const created = await createTask(client.spec, { photo_ids: [own.id] });
    expect(created.json().data.photos).toEqual([own]);
    await t.request({
      method: 'POST',
      url: `/api/tg-webapp/tasks/${created.json().data.id}/cancel`,
      as: client.spec,
      payload: {
        cancel_reason_id: (
          await t.db.cancelReason.findFirstOrThrow({
            where: { audience: 'client', step: 1, code: { not: { contains: 'other' } } },
          })
        ).id,
      },
    });
    const again = await createTask(client.spec, { photo_ids: [own.id] });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ photo_ids: ['Фотография не найдена, загрузите её ещё раз'] });
  });

  it('removes an upload from the form; only its uploader, only before a task took it', async () => {
    const client = await createClient(t.db);
    const other = await createClient(t.db);
    const photo = (await upload(client.spec, file(await png(), 'a.png', 'image/png'))).json().data;
    const refused = await t.request({ method: 'DELETE', url: photo.url, as: other.spec });
    expect(refused.statusCode).toBe(404);
    const removed = await t.request({ method: 'DELETE', url: photo.url, as: client.spec });
    expect(removed.json()).toEqual({ success: true, message: 'Фотография удалена' });
    expect(stored().some((name) => name.startsWith(photo.id))).toBe(false);
    expect(await t.db.taskPhoto.count({ where: { id: photo.id } })).toBe(0);
    expect((await fetchPhoto(photo.url, client.spec)).statusCode).toBe(404);
  });

  it('deletes uploads not attached within a day, and the files of a deleted task', async () => {
    const client = await createClient(t.db);
    const kept = (await upload(client.spec, file(await png(), 'a.png', 'image/png'))).json().data;
    const stale = (await upload(client.spec, file(await png(), 'b.png', 'image/png'))).json().data;
    const attached = (await upload(client.spec, file(await png(), 'c.png', 'image/png'))).json().data;
    const task = (await createTask(client.spec, { photo_ids: [attached.id] })).json().data;
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await t.db.taskPhoto.update({ where: { id: stale.id }, data: { createdAt: dayAgo } });
    // the task goes (an account deleted, say): its rows cascade, its file waits for the sweep
    await t.db.task.delete({ where: { id: task.id } });
    expect(await t.db.taskPhoto.count({ where: { id: attached.id } })).toBe(0);
    const attachedFile = path.join(
      photosDir(),
      stored().find((name) => name.startsWith(attached.id))!,
    );
    fs.utimesSync(attachedFile, dayAgo, dayAgo);

    const outcome = await deleteStalePhotos(t.app.services, new Date());
    expect(outcome).toEqual({ expired: 1, orphans: 1 });
    const names = stored();
    expect(names.some((name) => name.startsWith(kept.id))).toBe(true);
    expect(names.some((name) => name.startsWith(stale.id))).toBe(false);
    expect(names.some((name) => name.startsWith(attached.id))).toBe(false);
    expect(await t.db.taskPhoto.count({ where: { id: stale.id } })).toBe(0);
    expect(await t.db.taskPhoto.count({ where: { id: kept.id } })).toBe(1);
  });

  it('GraphQL: createTask takes photoIds and the task lists its photos', async () => {
    const client = await createClient(t.db);
    const photo = (await upload(client.spec, file(await png(), 'a.png', 'image/png'))).json().data;
    const result = await t.gql(
      `mutation ($input: TaskInput!) {
        createTask(input: $input) { __typename ... on MutationCreateTaskSuccess { data { id photos { id url } } } ... on Error { message } }
      }`,
      {
        input: {
          text: 'Нужно повесить люстру в зале',
          categoryId,
          cityId: place.cityId,
          districtId: place.districtId,
          phone: '+998901112233',
          photoIds: [photo.id],
        },
      },
      client.spec,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.createTask.data.photos).toEqual([photo]);
  });
});
