// The client's former masters (docs/product.md §12): those who completed a task of his, the last first, with
// their name, trades, rating and badge; never the masters of another client's tasks.
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { createCategory, createClient, createMaster, places } from '../../../../../tests/support/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a client’s former masters', () => {
  it('lists the masters who completed his tasks, the last first, and nobody else’s', async () => {
    const place = await places(t.db);
    const category = await createCategory(t.db, { name: 'Сантехника' });
    const [first, second, stranger] = await Promise.all(
      [0, 1, 2].map(() => createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId })),
    );
    await t.db.contract.update({ where: { id: second.contractId }, data: { topUsta: true } });
    const client = await createClient(t.db);
    const other = await createClient(t.db);
    const done = (
      clientId: number,
      contractId: number,
      daysAgo: number,
      status: 'completed' | 'cancelled' = 'completed',
    ) =>
      t.db.task.create({
        data: {
          clientId,
          contractId,
          text: 'Готово',
          categoryId: category.id,
          cityId: place.cityId,
          districtId: place.districtId,
          status,
          completedAt: status === 'completed' ? new Date(Date.now() - daysAgo * 86_400_000) : null,
        },
      });
    await done(client.userId, first.contractId, 10);
    const recent = await done(client.userId, second.contractId, 2);
    await done(client.userId, stranger.contractId, 1, 'cancelled');
    await done(other.userId, stranger.contractId, 1);
    await t.db.review.create({
      data: { taskId: recent.id, contractId: second.contractId, clientId: client.userId, rating: 4, state: 'approved' },
    });

    const rest = await t.request({ method: 'GET', url: '/api/tg-webapp/client/masters', as: client.spec });
    expect(rest.statusCode).toBe(200);
    const list = rest.json().data;
    expect(list.map((m: { contract_id: number }) => m.contract_id)).toEqual([second.contractId, first.contractId]);
    expect(list[0]).toEqual({
      contract_id: second.contractId,
      name: expect.any(String),
      categories: [{ id: category.id, name: 'Сантехника' }],
      rating: 4,
      top_usta: true,
      last_task_at: expect.any(String),
    });

    const graphql = await t.gql('{ myMasters { contractId rating topUsta } }', {}, other.spec);
    expect(graphql.data.myMasters).toEqual([{ contractId: stranger.contractId, rating: 0, topUsta: false }]);
    const none = await t.gql('{ myMasters { contractId } }', {}, (await createClient(t.db)).spec);
    expect(none.data.myMasters).toEqual([]);
  });
});
