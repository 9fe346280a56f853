// What journeys set up through the server's own calls: a finished job to call a master again from or to
// report a problem with.
import { rest } from './browser';

// A GraphQL call from the test itself, as the person the init data signs
export async function gql<T>(initData: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { body } = await rest<{ data: T }>('/graphql', { method: 'POST', initData, body: { query, variables } });
  return body.data;
}

interface Named {
  id: number;
  name: string;
}

// A client's task in Юнусабадский район, posted, accepted and completed by the plumber through the REST calls
// of docs/product.md §7
export async function completedTask(client: string, plumber: string, text: string): Promise<number> {
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
      text,
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
