// TaskMaster's review numbers, when the screen's view already read them (task-view.ts primes the loader),
// are given as they are: a promise there made graphql-js complete every task of a list asynchronously.
import type { GraphQLObjectType, GraphQLResolveInfo } from 'graphql';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { createCategory, createMaster, places } from '../../../../../tests/support/factories';
import { schema } from '../../../graphql/schema';
import type { RequestContext } from '../../../platform/context';
import { statsLoader } from '../graphql/task-types';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fields = (schema.getType('TaskMaster') as GraphQLObjectType).getFields();
const resolve = (field: string, userId: number, ctx: RequestContext) =>
  fields[field].resolve!(
    { contract: { id: 1, userId, name: 'Мастер', phone: '+998901234567', photoPath: null, user: { username: null } } },
    {},
    ctx,
    { fieldName: field } as GraphQLResolveInfo,
  );

describe('TaskMaster review numbers', () => {
  it('are answered without a promise once the request has them', () => {
    const ctx = { db: t.db } as unknown as RequestContext;
    statsLoader(ctx).prime(new Map([[5, { reviewsCount: 3, averageRating: 4.5 }]]));

    expect(resolve('reviewsCount', 5, ctx)).toBe(3);
    expect(resolve('averageRating', 5, ctx)).toBe(4.5);
  });

  it('are loaded when the request does not have them yet, and given as they are after that', async () => {
    const place = await places(t.db);
    const category = await createCategory(t.db);
    const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const ctx = { db: t.db } as unknown as RequestContext;

    const first = resolve('reviewsCount', master.userId, ctx);

    expect(first).toBeInstanceOf(Promise);
    await expect(first).resolves.toBe(0);
    expect(resolve('averageRating', master.userId, ctx)).toBe(0);
  });
});
