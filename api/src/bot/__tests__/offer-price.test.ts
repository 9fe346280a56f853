// The offer message says what such a job usually costs where the task is (docs/product.md "Prices"), numbers
// grouped as the master reads them, in Russian and in Uzbek; without enough jobs it says nothing of a price.
import { enqueueNotification } from '../../modules/notification';
import { botFixture, contractOf, createTask, DEMO, testWorker, userOf, type BotFixture } from './fixtures';

let f: BotFixture;
beforeAll(async () => {
  f = await botFixture();
});
afterAll(() => f.close());

async function offerText() {
  const task = await createTask(f.db, { offerTo: [DEMO.plumber] });
  const plumber = await userOf(f.db, DEMO.plumber);
  await enqueueNotification(f.db, plumber.id, 'offer_new', { taskId: task.id });
  const before = f.fake.callsOf('sendMessage').length;
  await testWorker(f).runOnce();
  const [call] = f.fake.callsOf('sendMessage').slice(before);
  return call.params.text as string;
}

it('adds the usual price once the district has enough jobs by enough masters', async () => {
  expect(await offerText()).not.toContain('Обычно');

  const done = await createTask(f.db, { master: DEMO.plumber, status: 'completed' });
  const masters = await Promise.all(
    [DEMO.plumber, DEMO.plumber2, DEMO.electrician].map((spec) => contractOf(f.db, spec)),
  );
  const prices = [100, 120, 140, 160, 180, 200, 220, 240].map((k) => k * 1000);
  await f.db.task.createMany({
    data: prices.map((price, i) => ({
      clientId: done.clientId,
      text: 'Выполненная работа',
      status: 'completed' as const,
      categoryId: done.categoryId,
      cityId: done.cityId,
      districtId: done.districtId,
      contractId: masters[i % 3].id,
      completedAt: new Date(),
      price,
    })),
  });

  expect((await offerText()).split('\n')).toContain(
    'Обычно 135\u00a0000 – 205\u00a0000 сум (8 заказов в Чиланзарском районе)',
  );

  const plumber = await userOf(f.db, DEMO.plumber);
  await f.db.user.update({ where: { id: plumber.id }, data: { language: 'uz' } });
  try {
    expect(await offerText()).toMatch(/Odatda 135\s000 – 205\s000 soʻm \(Chilonzor tumanida 8 ta buyurtma\)/);
  } finally {
    await f.db.user.update({ where: { id: plumber.id }, data: { language: 'ru' } });
  }
});
