// The message each notification kind becomes, as the fake Bot API receives it from the delivery worker.
import fs from 'node:fs';
import path from 'node:path';
import { enqueueNotification, type NotificationKind } from '../../modules/notification';
import { miniAppUrl } from '../links';
import {
  botFixture,
  buttons,
  contractOf,
  createTask,
  DEMO,
  SUPPORT_URL,
  testWorker,
  userOf,
  WEBAPP_URL,
  type BotFixture,
} from './fixtures';
import type { TelegramUserSpec } from '../../../../tests/support/test-app';

let f: BotFixture;
beforeAll(async () => {
  f = await botFixture();
});
afterAll(() => f.close());

// a high surrogate not followed by a low one, or a low one not preceded by a high one
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const app = (screen: string) => miniAppUrl({ webappUrl: WEBAPP_URL }, screen);

// enqueues one notification, runs one delivery round, returns what reached Telegram for that user
async function deliver(to: TelegramUserSpec, kind: NotificationKind, payload: Record<string, string | number | null>) {
  const user = await userOf(f.db, to);
  await enqueueNotification(f.db, user.id, kind, payload);
  const before = f.fake.callsOf('sendMessage').length;
  await testWorker(f).runOnce();
  const calls = f.fake.callsOf('sendMessage').slice(before);
  expect(calls).toHaveLength(1);
  expect(calls[0].params.chat_id).toBe(to.id);
  expect(calls[0].params.parse_mode).toBe('HTML');
  return calls[0];
}

describe('notification messages', () => {
  it('offers a new task to a master with a button that opens it', async () => {
    const task = await createTask(f.db, { text: 'Течёт кран в ванной <срочно> & недорого', offerTo: [DEMO.plumber] });
    const call = await deliver(DEMO.plumber, 'offer_new', { taskId: task.id });
    expect(call.params.text).toBe(
      [
        '<b>Новая задача</b>',
        'Категория: Сантехник',
        'Адрес: Ташкент, Чиланзарский район',
        // when the client wants the work done (asap when not chosen)
        'Когда: Как можно скорее',
        '',
        '«Течёт кран в ванной &lt;срочно&gt; &amp; недорого»',
        '',
        'Примите задачу или откажитесь от неё в приложении.',
      ].join('\n'),
    );
    expect(buttons(call)).toEqual([{ text: 'Открыть задачу', web_app: { url: app('/master/dashboard') } }]);
  });

  it('marks an emergency offer under its title', async () => {
    const task = await createTask(f.db, { text: 'В квартире пахнет газом', offerTo: [DEMO.plumber] });
    await f.db.task.update({ where: { id: task.id }, data: { emergency: 'gas' } });
    const call = await deliver(DEMO.plumber, 'offer_new', { taskId: task.id });
    expect(call.params.text.split('\n').slice(0, 3)).toEqual([
      '<b>Новая задача</b>',
      '<b>❗ Срочно: запах газа</b>',
      'Категория: Сантехник',
    ]);
  });

  it('says when the work is wanted, and sends the first photo with the offer as its caption (issue 19)', async () => {
    const task = await createTask(f.db, { text: 'Течёт смеситель на кухне', offerTo: [DEMO.plumber] });
    await f.db.task.update({
      where: { id: task.id },
      data: {
        when: 'window',
        scheduledFrom: new Date('2026-12-01T09:00:00Z'),
        scheduledTo: new Date('2026-12-01T13:00:00Z'),
      },
    });
    const client = await userOf(f.db, DEMO.client);
    const dir = path.join(f.config.uploadsDir, 'task-photos');
    fs.mkdirSync(dir, { recursive: true });
    const bytes = [Buffer.from('first photo bytes'), Buffer.from('second photo bytes')];
    for (const [position, id] of ['b'.repeat(32), 'a'.repeat(32)].entries()) {
      await f.db.taskPhoto.create({
        data: { id, userId: client.id, taskId: task.id, position, extension: 'jpg', width: 4, height: 3 },
      });
      fs.writeFileSync(path.join(dir, `${id}.jpg`), bytes[position]);
    }
    const plumber = await userOf(f.db, DEMO.plumber);
    await enqueueNotification(f.db, plumber.id, 'offer_new', { taskId: task.id });
    const messagesBefore = f.fake.callsOf('sendMessage').length;
    const photosBefore = f.fake.callsOf('sendPhoto').length;
    await testWorker(f).runOnce();

    expect(f.fake.callsOf('sendMessage').length).toBe(messagesBefore);
    const photos = f.fake.deliveredPhotos().slice(photosBefore);
    expect(photos).toHaveLength(1);
    const [call] = photos;
    // multipart fields are text
    expect(Number(call.params.chat_id)).toBe(DEMO.plumber.id);
    expect(call.params.parse_mode).toBe('HTML');
    expect(call.params.caption).toContain('Когда: 01.12 14:00–18:00');
    expect(call.params.caption).toContain('«Течёт смеситель на кухне»');
    // the photo at position 0, uploaded as a file
    const attached = /^attach:\/\/(.+)$/.exec(call.params.photo)![1];
    expect(call.files![attached]).toEqual(bytes[0]);
    expect(buttons(call)).toEqual([{ text: 'Открыть задачу', web_app: { url: app('/master/dashboard') } }]);
    const row = await f.db.notification.findFirstOrThrow({ where: { userId: plumber.id }, orderBy: { id: 'desc' } });
    expect(row.state).toBe('sent');
  });

  it('sends the offer as text when its photo file is gone, and says today or tomorrow in Uzbek', async () => {
    const task = await createTask(f.db, { text: 'Kran oqyapti', offerTo: [DEMO.plumber] });
    await f.db.task.update({ where: { id: task.id }, data: { when: 'tomorrow' } });
    const client = await userOf(f.db, DEMO.client);
    await f.db.taskPhoto.create({
      data: {
        id: 'c'.repeat(32),
        userId: client.id,
        taskId: task.id,
        position: 0,
        extension: 'png',
        width: 4,
        height: 3,
      },
    });
    const plumber = await userOf(f.db, DEMO.plumber);
    await f.db.user.update({ where: { id: plumber.id }, data: { language: 'uz' } });
    try {
      await enqueueNotification(f.db, plumber.id, 'offer_new', { taskId: task.id });
      const photosBefore = f.fake.callsOf('sendPhoto').length;
      const messagesBefore = f.fake.callsOf('sendMessage').length;
      await testWorker(f).runOnce();
      expect(f.fake.callsOf('sendPhoto').length).toBe(photosBefore);
      const [call] = f.fake.callsOf('sendMessage').slice(messagesBefore);
      expect(call.params.text).toContain('Qachon: Ertaga');
    } finally {
      await f.db.user.update({ where: { id: plumber.id }, data: { language: 'ru' } });
    }
  });

  it('does not offer a task another master has already taken', async () => {
    const task = await createTask(f.db, { status: 'in_progress', master: DEMO.plumber2, offerTo: [DEMO.plumber] });
    await f.db.taskOffer.updateMany({ where: { taskId: task.id }, data: { state: 'withdrawn' } });
    const user = await userOf(f.db, DEMO.plumber);
    await enqueueNotification(f.db, user.id, 'offer_new', { taskId: task.id });
    const before = f.fake.callsOf('sendMessage').length;
    await testWorker(f).runOnce();
    expect(f.fake.callsOf('sendMessage').length).toBe(before);
    const row = await f.db.notification.findFirstOrThrow({ where: { userId: user.id }, orderBy: { id: 'desc' } });
    expect(row).toMatchObject({ state: 'dropped', lastError: 'offer no longer open' });
  });

  it("tells the client a master accepted, with the master's name and contacts", async () => {
    const task = await createTask(f.db, { status: 'in_progress', master: DEMO.plumber });
    const contract = await contractOf(f.db, DEMO.plumber);
    const call = await deliver(DEMO.client, 'task_accepted', { taskId: task.id, contractId: contract.id });
    expect(call.params.text).toBe(
      [
        '<b>Мастер принял Вашу задачу и скоро свяжется с вами</b>',
        `«${task.text}»`,
        '',
        `Мастер: ${contract.name}`,
        `Телефон: ${contract.phone}`,
        'Telegram: @bakhtiyor_usta',
      ].join('\n'),
    );
    expect(buttons(call)).toEqual([
      { text: 'Открыть задачу', web_app: { url: app(`/client?task=${task.id}`) } },
      { text: 'Написать мастеру', url: 'https://t.me/bakhtiyor_usta' },
    ]);
  });

  it('asks the client to rate the master when the task is completed', async () => {
    const task = await createTask(f.db, { status: 'completed', master: DEMO.electrician });
    const contract = await contractOf(f.db, DEMO.electrician);
    const call = await deliver(DEMO.client, 'task_completed', { taskId: task.id, contractId: contract.id });
    expect(call.params.text).toBe(
      [
        '<b>Задача завершена!</b>',
        `Мастер ${contract.name} отметил Вашу задачу как выполненную:`,
        `«${task.text}»`,
        '',
        'Пожалуйста, оцените работу мастера — Ваш отзыв поможет другим клиентам.',
      ].join('\n'),
    );
    expect(buttons(call)).toEqual([{ text: 'Оценить мастера', web_app: { url: app(`/client?task=${task.id}`) } }]);
  });

  it('tells the client the master cancelled and the search goes on', async () => {
    const task = await createTask(f.db, { status: 'sent_to_masters' });
    const call = await deliver(DEMO.client, 'task_requeued', { taskId: task.id });
    expect(call.params.text).toBe(
      [
        '<b>Мастер отменил выполнение Вашей задачи</b>',
        `«${task.text}»`,
        '',
        'Мы снова ищем мастера. Вы можете закрыть приложение — мы сообщим, когда мастер примет задачу.',
      ].join('\n'),
    );
    expect(buttons(call)).toEqual([{ text: 'Открыть задачу', web_app: { url: app(`/client?task=${task.id}`) } }]);
  });

  it('tells the master the client cancelled the task', async () => {
    const task = await createTask(f.db, { status: 'cancelled', master: DEMO.plumber });
    const call = await deliver(DEMO.plumber, 'task_cancelled_by_client', { taskId: task.id });
    expect(call.params.text).toBe(
      ['<b>Клиент отменил задачу</b>', `«${task.text}»`, '', 'Ожидайте новых заказов.'].join('\n'),
    );
    expect(buttons(call)).toEqual([{ text: 'Профиль мастера', web_app: { url: app('/master/dashboard') } }]);
  });

  it('tells the client nobody accepted the task in time', async () => {
    const long = `Нужно заменить смеситель на кухне. ${'Подробности задачи. '.repeat(12)}`;
    const task = await createTask(f.db, { status: 'expired', client: DEMO.client2, text: long });
    const call = await deliver(DEMO.client2, 'task_expired', { taskId: task.id });
    const preview = long.replace(/\s+/g, ' ').trim().slice(0, 150).trimEnd();
    expect(call.params.text).toBe(
      [
        '<b>Задача не принята</b>',
        'К сожалению, ни один мастер не принял Вашу задачу:',
        `«${preview}…»`,
        '',
        'Вы можете создать новую задачу: уточните описание или выберите другой район.',
      ].join('\n'),
    );
    expect(buttons(call)).toEqual([{ text: 'Создать новую задачу', web_app: { url: app('/client') } }]);
  });

  it('tells the client an admin rejected the task, with the support link', async () => {
    const task = await createTask(f.db, { status: 'rejected_by_admin' });
    const call = await deliver(DEMO.client, 'task_rejected', { taskId: task.id });
    expect(call.params.text).toBe(
      [
        '<b>Задача отклонена администратором</b>',
        `«${task.text}»`,
        '',
        'Если у Вас есть вопросы, напишите в поддержку.',
      ].join('\n'),
    );
    expect(buttons(call)).toEqual([
      { text: 'Создать новую задачу', web_app: { url: app('/client') } },
      { text: 'Написать в поддержку', url: SUPPORT_URL },
    ]);
  });

  it('tells a master an admin assigned a task to them', async () => {
    const task = await createTask(f.db, { status: 'taken', master: DEMO.applianceMaster });
    const call = await deliver(DEMO.applianceMaster, 'task_assigned', { taskId: task.id });
    expect(call.params.text).toBe(
      [
        '<b>Администратор назначил Вам задачу</b>',
        'Категория: Сантехник',
        'Адрес: Ташкент, Чиланзарский район',
        '',
        `«${task.text}»`,
        '',
        'Свяжитесь с клиентом и приступайте к работе.',
      ].join('\n'),
    );
    expect(buttons(call)).toEqual([{ text: 'Открыть задачу', web_app: { url: app('/master/dashboard') } }]);
  });

  it("gives the assigned master the door in the client's words, escaped", async () => {
    const task = await createTask(f.db, { status: 'taken', master: DEMO.applianceMaster });
    await f.db.task.update({ where: { id: task.id }, data: { address: 'ул. Навои, 12 <кв. 3>' } });
    const call = await deliver(DEMO.applianceMaster, 'task_assigned', { taskId: task.id });
    expect(call.params.text).toContain('Адрес: Ташкент, Чиланзарский район, ул. Навои, 12 &lt;кв. 3&gt;');
  });

  it('tells a master the application was approved', async () => {
    const contract = await contractOf(f.db, DEMO.electrician);
    const call = await deliver(DEMO.electrician, 'contract_approved', { contractId: contract.id });
    expect(call.params.text).toBe(
      [
        '<b>Ваша заявка мастера подтверждена</b>',
        'Теперь Вы будете получать новые задачи по своим категориям и районам прямо в этот чат.',
      ].join('\n'),
    );
    expect(buttons(call)).toEqual([{ text: 'Профиль мастера', web_app: { url: app('/master/dashboard') } }]);
  });

  it('tells a master the application was rejected, with the reason', async () => {
    const contract = await contractOf(f.db, DEMO.pendingMaster);
    const call = await deliver(DEMO.pendingMaster, 'contract_rejected', {
      contractId: contract.id,
      reason: 'Нет фото документов',
    });
    expect(call.params.text).toBe(
      [
        '<b>Ваша заявка мастера отклонена</b>',
        'Причина: Нет фото документов',
        '',
        'Вы можете исправить данные и отправить заявку снова.',
      ].join('\n'),
    );
    expect(buttons(call)).toEqual([
      { text: 'Заявка мастера', web_app: { url: app('/master/apply') } },
      { text: 'Написать в поддержку', url: SUPPORT_URL },
    ]);
  });

  it('tells a master a review of their work was published', async () => {
    const task = await createTask(f.db, { status: 'completed', master: DEMO.plumber });
    const contract = await contractOf(f.db, DEMO.plumber);
    const client = await userOf(f.db, DEMO.client);
    const review = await f.db.review.create({
      data: {
        taskId: task.id,
        contractId: contract.id,
        clientId: client.id,
        rating: 4,
        comment: 'Быстро и аккуратно',
        state: 'approved',
      },
    });
    const call = await deliver(DEMO.plumber, 'review_published', { reviewId: review.id, rating: 4 });
    expect(call.params.text).toBe(
      ['<b>Опубликован новый отзыв о Вашей работе</b>', 'Оценка: ★★★★☆ 4 из 5', '«Быстро и аккуратно»'].join('\n'),
    );
    expect(buttons(call)).toEqual([{ text: 'Мои отзывы', web_app: { url: app('/master/reviews') } }]);
  });

  it('cuts a preview and a review quote between characters, never inside an emoji', async () => {
    // the 150th and 300th characters are emoji: two UTF-16 units each, one with a skin tone and a joiner
    const text = `${'а'.repeat(149)}🔧${'б'.repeat(20)}`;
    const task = await createTask(f.db, { text, offerTo: [DEMO.plumber2], client: DEMO.client2 });
    const offer = (await deliver(DEMO.plumber2, 'offer_new', { taskId: task.id })).params.text as string;
    expect(offer).toContain(`«${'а'.repeat(149)}🔧…»`);

    const done = await createTask(f.db, { status: 'completed', master: DEMO.plumber2, client: DEMO.client2 });
    const review = await f.db.review.create({
      data: {
        taskId: done.id,
        contractId: (await contractOf(f.db, DEMO.plumber2)).id,
        clientId: (await userOf(f.db, DEMO.client2)).id,
        rating: 5,
        comment: `${'в'.repeat(299)}👩🏽‍🔧 спасибо`,
        state: 'approved',
      },
    });
    const quoted = (await deliver(DEMO.plumber2, 'review_published', { reviewId: review.id, rating: 5 })).params
      .text as string;
    expect(quoted).toContain(`«${'в'.repeat(299)}👩🏽‍🔧…»`);
    // well-formed text: every surrogate in its pair
    for (const sent of [offer, quoted]) expect(sent).not.toMatch(LONE_SURROGATE);
  });

  it('drops a notification whose task no longer exists', async () => {
    const user = await userOf(f.db, DEMO.client2);
    await enqueueNotification(f.db, user.id, 'task_expired', { taskId: 987654321 });
    await testWorker(f).runOnce();
    const row = await f.db.notification.findFirstOrThrow({ where: { userId: user.id }, orderBy: { id: 'desc' } });
    expect(row).toMatchObject({ state: 'dropped', lastError: 'task not found' });
  });

  it('leaves the Mini App buttons out when WEBAPP_URL is not https', async () => {
    const task = await createTask(f.db, { status: 'sent_to_masters' });
    const user = await userOf(f.db, DEMO.client);
    await enqueueNotification(f.db, user.id, 'task_requeued', { taskId: task.id });
    const before = f.fake.callsOf('sendMessage').length;
    await testWorker({ db: f.db, config: { ...f.config, webappUrl: 'http://localhost:3000' } }).runOnce();
    const [call] = f.fake.callsOf('sendMessage').slice(before);
    expect(call.params.text).toContain('Мастер отменил выполнение Вашей задачи');
    expect(call.params.reply_markup).toBeUndefined();
  });
});
