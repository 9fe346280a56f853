// Export: the admin task, contract and review lists as Relay connections read with keyset
// pages: an analyst walks every row once with first/after, filters apply, no statement uses OFFSET, and
// nobody but admins and analysts gets them.
import pg from 'pg';
import { usePglite } from '../../../../../tests/support/database';
import { createCategory, createClient, createMaster, places, type Place } from '../../../../../tests/support/factories';
import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';

let t: TestApp;
let place: Place;
let categoryId: number;
let token: string;
let taskIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
  categoryId = (await createCategory(t.db)).id;
  const master = await createMaster(t.db, { categoryIds: [categoryId], cityId: place.cityId });
  const client = await createClient(t.db);
  taskIds = [];
  for (let i = 0; i < 5; i += 1) {
    const task = await t.db.task.create({
      data: {
        clientId: client.userId,
        text: `Задача для выгрузки ${i}`,
        categoryId,
        cityId: place.cityId,
        districtId: place.districtId,
        contractId: master.contractId,
        status: 'completed',
        completedAt: new Date(),
      },
    });
    taskIds.push(task.id);
    await t.db.review.create({
      data: {
        taskId: task.id,
        contractId: master.contractId,
        clientId: client.userId,
        rating: 1 + i,
        state: 'pending',
      },
    });
  }
  const issued = await t.gql(
    'mutation { createApiToken(name: "Выгрузка") { ... on MutationCreateApiTokenSuccess { data { token } } } }',
    {},
    DEMO.admin,
  );
  token = issued.data.createApiToken.data.token;
});
afterAll(() => t.close());

async function asAnalyst(query: string, variables: Record<string, unknown> = {}) {
  const response = await t.request({
    method: 'POST',
    url: '/graphql',
    // exports read people's records: an admin's session, never an analyst token
    headers: { 'content-type': 'application/json', ...t.headersFor(DEMO.admin) },
    payload: { query, variables },
  });
  return response.json();
}

const TASKS = `query ($after: String, $categoryId: Int) {
  adminTasksConnection(first: 2, after: $after, categoryId: $categoryId) {
    totalCount pageInfo { hasNextPage hasPreviousPage endCursor }
    edges { cursor node { id text category { id name } master { contractId } } }
  } }`;

describe('export connections', () => {
  it('walks every task once, newest first, with nested fields', async () => {
    const seen: number[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const body = await asAnalyst(TASKS, { after, categoryId });
      expect(body.errors).toBeUndefined();
      const connection = body.data.adminTasksConnection;
      expect(connection.totalCount).toBe(5);
      expect(connection.pageInfo.hasPreviousPage).toBe(after !== null);
      for (const edge of connection.edges) {
        expect(edge.node.category.id).toBe(categoryId);
        expect(edge.node.master).not.toBeNull();
        seen.push(edge.node.id);
      }
      pages += 1;
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([...taskIds].reverse());
  });

  it('keeps its place when rows are added between pages', async () => {
    const first = await asAnalyst(TASKS, { categoryId });
    const client = await createClient(t.db);
    const added = await t.db.task.create({
      data: {
        clientId: client.userId,
        text: 'Новая во время выгрузки',
        categoryId,
        cityId: place.cityId,
        districtId: place.districtId,
      },
    });
    const second = await asAnalyst(TASKS, { categoryId, after: first.data.adminTasksConnection.pageInfo.endCursor });
    expect(second.data.adminTasksConnection.edges.map((edge: any) => edge.node.id)).toEqual([taskIds[2], taskIds[1]]);
    await t.db.task.delete({ where: { id: added.id } });
  });

  (usePglite ? it.skip : it)('reads a page without OFFSET', async () => {
    const spy = jest.spyOn(pg.Client.prototype, 'query');
    try {
      const first = await asAnalyst(TASKS, { categoryId });
      await asAnalyst(TASKS, { categoryId, after: first.data.adminTasksConnection.pageInfo.endCursor });
      const texts = spy.mock.calls.map(([query]) =>
        typeof query === 'string' ? query : (query as { text: string }).text,
      );
      // the page reads (totalCount is Prisma's count, which wraps its statement in OFFSET 0)
      const pages = texts.filter((text) => /FROM "public"\."Task"/.test(text) && /\bLIMIT\b/.test(text));
      expect(pages).toHaveLength(2);
      expect(pages.filter((text) => /\bOFFSET\b/i.test(text))).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('pages contracts and reviews the same way', async () => {
    const reviews = await asAnalyst(`{ adminReviewsConnection(first: 3, state: pending) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { id rating } } } }`);
    expect(reviews.errors).toBeUndefined();
    const page = reviews.data.adminReviewsConnection;
    expect(page.totalCount).toBe(5);
    expect(page.edges.map((edge: any) => edge.node.rating)).toEqual([5, 4, 3]);
    const rest = await asAnalyst(
      `query ($after: String) { adminReviewsConnection(first: 3, state: pending, after: $after) {
        pageInfo { hasNextPage } edges { node { rating } } } }`,
      { after: page.pageInfo.endCursor },
    );
    expect(rest.data.adminReviewsConnection.edges.map((edge: any) => edge.node.rating)).toEqual([2, 1]);
    expect(rest.data.adminReviewsConnection.pageInfo.hasNextPage).toBe(false);

    const contracts = await asAnalyst(
      '{ adminContractsConnection(first: 100) { totalCount edges { node { id name } } } }',
    );
    const ids = contracts.data.adminContractsConnection.edges.map((edge: any) => edge.node.id);
    expect(ids).toEqual(
      (await t.db.contract.findMany({ orderBy: { id: 'desc' }, select: { id: true } })).map((row) => row.id),
    );
    expect(contracts.data.adminContractsConnection.totalCount).toBe(ids.length);
  });

  it('refuses a forged cursor or a negative size, and other people', async () => {
    const forged = await asAnalyst(TASKS, { after: Buffer.from('review:5').toString('base64url') });
    expect(forged.errors[0].message).toBe('Неверный курсор');
    const negative = await asAnalyst('{ adminTasksConnection(first: -1) { totalCount } }');
    expect(negative.errors[0].message).toBe('Неверный размер страницы');
    for (const who of [DEMO.client, DEMO.plumber]) {
      const refused = await t.gql('{ adminTasksConnection { totalCount } }', {}, who);
      expect(refused.errors?.[0].message).toBe('Недостаточно прав');
    }
    // nor an analyst token: the rows name people
    const analyst = await t.request({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: { query: '{ adminTasksConnection { totalCount } }' },
    });
    expect(analyst.json().errors[0].message).toBe('Недостаточно прав');
  });
});
