// The bot's messages of the client's own master again (docs/product.md §12 "Your master again"): the master
// asked for sees "your former client" on the offer (another master does not), and the client learns why the
// search widened, as the fake Bot API receives them from the delivery worker.
import { enqueueNotification, type NotificationKind } from '../../modules/notification';
import { botFixture, contractOf, createTask, DEMO, testWorker, userOf, type BotFixture } from './fixtures';
import type { TelegramUserSpec } from '../../../../tests/support/test-app';

let f: BotFixture;
beforeAll(async () => {
  f = await botFixture();
});
afterAll(() => f.close());

async function deliver(to: TelegramUserSpec, kind: NotificationKind, payload: Record<string, string | number | null>) {
  const user = await userOf(f.db, to);
  await enqueueNotification(f.db, user.id, kind, payload);
  const before = f.fake.callsOf('sendMessage').length;
  await testWorker(f).runOnce();
  const calls = f.fake.callsOf('sendMessage').slice(before);
  expect(calls).toHaveLength(1);
  return calls[0].params.text as string;
}

describe('your master again in the bot', () => {
  it('tells the master asked for that the offer is from his former client', async () => {
    const task = await createTask(f.db, { offerTo: [DEMO.plumber] });
    const plumber = await contractOf(f.db, DEMO.plumber);
    await f.db.task.update({ where: { id: task.id }, data: { preferredContractId: plumber.id } });
    const text = await deliver(DEMO.plumber, 'offer_new', { taskId: task.id });
    expect(text.split('\n').slice(0, 2)).toEqual([
      '<b>Новая задача</b>',
      '⭐ Ваш прежний клиент: он просит именно вас',
    ]);

    const plain = await createTask(f.db, { offerTo: [DEMO.plumber] });
    expect(await deliver(DEMO.plumber, 'offer_new', { taskId: plain.id })).not.toContain('прежний клиент');
  });

  it('tells the client the master he asked for declined and the search widened', async () => {
    const task = await createTask(f.db, { status: 'sent_to_masters' });
    const plumber = await contractOf(f.db, DEMO.plumber);
    await f.db.task.update({
      where: { id: task.id },
      data: { preferredContractId: plumber.id, preferredOutcome: 'declined' },
    });
    const first = plumber.name.trim().split(/\s+/)[0];
    expect(await deliver(DEMO.client, 'preferred_master_passed', { taskId: task.id })).toBe(
      [
        '<b>Ищем других мастеров</b>',
        `${first} не может взять этот заказ.`,
        'Предлагаем заказ другим мастерам рядом — как только кто-то примет, мы сообщим.',
        '',
        `«${task.text}»`,
      ].join('\n'),
    );
  });
});
