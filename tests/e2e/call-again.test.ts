// "Позвать снова" (docs/product.md §12 "Your master again"): a client whose tap a master fixed calls him
// again from her completed task; the form says he sees the task first, the task goes to him alone, his offer
// says she is his former client, and the other plumber is not offered it during his turn.
import { Browsers, DEMO, initDataFor, journey, pick, rest, see } from './support/browser';
import { completedTask, gql } from './support/tasks';

const FIRST_TEXT = 'Течёт смеситель на кухне, нужно заменить картридж';
const AGAIN_TEXT = 'Снова нужен сантехник: подтекает сифон под раковиной';

let browsers: Browsers;
// the completed task the journey calls its master from
let firstTaskId: number | null = null;
beforeAll(async () => {
  browsers = await Browsers.launch();
});
afterAll(async () => {
  await browsers?.close();
  await leaveClientAsFound();
});

// The run's other journeys post tasks as this client, who may hold one active task: the new task is cancelled
// and the completed one reviewed, so her screen opens on the form again
async function leaveClientAsFound(): Promise<void> {
  const client = await initDataFor(DEMO.client2);
  const { activeTask } = await gql<{ activeTask: { id: number; text: string; status: string } | null }>(
    client,
    '{ activeTask { id text status } }',
  );
  if (activeTask?.text === AGAIN_TEXT) {
    const { cancelReasons } = await gql<{ cancelReasons: { id: number }[] }>(
      client,
      '{ cancelReasons(step: 1) { id } }',
    );
    await gql(
      client,
      'mutation ($id: Int!, $reason: Int) { cancelTask(id: $id, cancelReasonId: $reason) { __typename } }',
      {
        id: activeTask.id,
        reason: cancelReasons[0]?.id,
      },
    );
  }
  if (firstTaskId !== null)
    await gql(client, 'mutation ($id: Int!) { createReview(input: { taskId: $id, rating: 5 }) { __typename } }', {
      id: firstTaskId,
    });
}

journey(
  'a client calls the master of her completed task again',
  () => browsers,
  async () => {
    const clientData = await initDataFor(DEMO.client2);
    const plumberData = await initDataFor(DEMO.plumber);
    const otherData = await initDataFor(DEMO.plumber2);
    firstTaskId = await completedTask(clientData, plumberData, FIRST_TEXT);

    const client = await browsers.open('client', { as: DEMO.client2, path: '/client/tasks' });
    await client.getByRole('combobox', { name: 'Показать' }).selectOption({ label: 'Все' });
    await see(client, FIRST_TEXT);
    // the list is newest first: the journey's own finished task leads (others of this client may follow)
    await client.getByRole('button', { name: 'Позвать снова' }).first().click();

    await see(client, 'Опишите Вашу задачу или нужную специальность');
    await client.getByLabel('Описание задачи').fill(AGAIN_TEXT);
    await client.getByRole('button', { name: 'Создать', exact: true }).click();
    await see(
      client,
      [
        'Заказ сначала увидит только Бахтиёр Саидов — ваш прежний мастер.',
        'Если он не сможет, предложим другим мастерам рядом.',
      ].join(' '),
      15_000,
    );
    const district = client.getByRole('combobox', { name: 'Район' });
    if (!(await district.inputValue())) {
      await pick(client, 'Город', 'Таш', 'Ташкент');
      await pick(client, 'Район', 'Юнус', 'Юнусабадский район');
    }
    const phone = client.getByRole('textbox', { name: 'Телефон' });
    if (!(await phone.inputValue())) await phone.fill('901112233');
    await client.getByRole('button', { name: 'Подтвердить' }).click();
    await see(client, 'Сначала заказ видит только Бахтиёр — ваш мастер', 15_000);
    await browsers.checkScreen(client, 'client-call-again-searching');

    // his offer says who asks; the other plumber has none during his turn
    const his = await rest<{ data: { text: string; former_client: boolean } }>('/api/tg-webapp/master/tasks/pending', {
      initData: plumberData,
    });
    expect(his.body.data).toMatchObject({ text: AGAIN_TEXT, former_client: true });
    const other = await rest<{ data: unknown }>('/api/tg-webapp/master/tasks/pending', { initData: otherData });
    expect(other.body.data).toBeNull();
  },
);
