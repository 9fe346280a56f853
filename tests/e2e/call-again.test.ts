// "Позвать снова" (docs/product.md §12 "Your master again"): a client whose tap a master fixed calls him
// again from her completed task; the form says he sees the task first, the task goes to him alone, his offer
// says she is his former client, and the other plumber is not offered it during his turn.
import { Browsers, DEMO, initDataFor, journey, pick, rest, see } from './support/browser';

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

async function gql<T>(initData: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { body } = await rest<{ data: T }>('/graphql', { method: 'POST', initData, body: { query, variables } });
  return body.data;
}

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

interface Named {
  id: number;
  name: string;
}

// the first task, posted, accepted and completed by the plumber through the REST calls of docs/product.md §7
async function completedTask(client: string, plumber: string): Promise<number> {
  const categories = await rest<{ data: Named[] }>('/api/tg-webapp/tasks/categories', { initData: client });
  const cities = await rest<{ data: Named[] }>('/api/tg-webapp/address/cities', { initData: client });
  const city = cities.body.data.find((candidate) => candidate.name === 'Ташкент')!;
  const districts = await rest<{ data: Named[] }>(`/api/tg-webapp/address/districts/${city.id}`, {
    initData: client,
  });
  const created = await rest<{ data: { id: number } }>('/api/tg-webapp/tasks', {
    method: 'POST',
    initData: client,
    body: {
      text: FIRST_TEXT,
      category_id: categories.body.data.find((category) => category.name === 'Сантехник')!.id,
      city_id: city.id,
      district_id: districts.body.data.find((district) => district.name === 'Юнусабадский район')!.id,
      phone: '+998901112233',
    },
  });
  const id = created.body.data.id;
  const accepted = await rest(`/api/tg-webapp/master/tasks/${id}/approve`, { method: 'POST', initData: plumber });
  expect(accepted.status).toBe(200);
  const done = await rest(`/api/tg-webapp/master/tasks/${id}/complete`, { method: 'POST', initData: plumber });
  expect(done.status).toBe(200);
  return id;
}

journey(
  'a client calls the master of her completed task again',
  () => browsers,
  async () => {
    const clientData = await initDataFor(DEMO.client2);
    const plumberData = await initDataFor(DEMO.plumber);
    const otherData = await initDataFor(DEMO.plumber2);
    firstTaskId = await completedTask(clientData, plumberData);

    const client = await browsers.open('client', { as: DEMO.client2, path: '/client/tasks' });
    await client.getByRole('combobox', { name: 'Показать' }).selectOption({ label: 'Все' });
    await see(client, FIRST_TEXT);
    await client.getByRole('button', { name: 'Позвать снова' }).click();

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
