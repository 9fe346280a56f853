// The usual price and the client's figure in GraphQL (docs/product.md "Prices"): priceRange, setTaskPrice, and
// the PriceRange type Task.priceRange returns (modules/task/graphql/task-fields.ts). Thin adapters over
// price-range.ts and task-price.ts.
import { createContextCache } from '@pothos/core';
import type { RequestContext } from '../../platform/context';
import { parseId, parseOptionalId } from '../../platform/input/ids';
import { builder } from '../../graphql/builder';
import { parsePrice } from './price-input';
import { priceRange, type PriceRange, type PriceRangeQuery } from './price-range';
import { setTaskPrice } from './task-price';

const PriceScopeEnum = builder.enumType('PriceScope', { values: ['district', 'city'] as const });

export const PriceRangeRef = builder.objectRef<PriceRange>('PriceRange').implement({
  description: "The usual price of a category: the 25th, 50th and 75th percentiles of recent jobs, to 5,000 so'm",
  fields: (t) => ({
    currency: t.exposeString('currency'),
    low: t.exposeInt('low'),
    median: t.exposeInt('median'),
    high: t.exposeInt('high'),
    jobs: t.exposeInt('jobs'),
    scope: t.expose('scope', { type: PriceScopeEnum }),
    // where the jobs were, in the viewer's language: "в Чиланзарском районе", "Chilonzor tumanida"
    place: t.exposeString('place'),
  }),
});

// one read per category and place in a request (a list of tasks in one district asks once)
const rangesOf = createContextCache(() => new Map<string, Promise<PriceRange | null>>());

function cachedRange(ctx: RequestContext, query: PriceRangeQuery): Promise<PriceRange | null> {
  const ranges = rangesOf(ctx);
  const key = `${query.categoryId}:${query.cityId}:${query.districtId ?? ''}`;
  let range = ranges.get(key);
  if (!range) {
    range = priceRange(ctx.db, ctx.config.priceRange, query, ctx.language);
    ranges.set(key, range);
  }
  return range;
}

// a task's usual range: its category in its district (or city); none without a category
export function priceRangeOfTask(
  ctx: RequestContext,
  task: { categoryId: number | null; cityId: number; districtId: number },
): Promise<PriceRange | null> {
  if (task.categoryId === null) return Promise.resolve(null);
  return cachedRange(ctx, { categoryId: task.categoryId, cityId: task.cityId, districtId: task.districtId });
}

builder.queryFields((t) => ({
  // null: not enough jobs yet to say a price
  priceRange: t.withAuth({ loggedIn: true }).field({
    type: PriceRangeRef,
    nullable: true,
    args: {
      categoryId: t.arg.int({ required: true }),
      cityId: t.arg.int({ required: true }),
      districtId: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      cachedRange(ctx, {
        categoryId: parseId(args.categoryId, 'categoryId'),
        cityId: parseId(args.cityId, 'cityId'),
        districtId: parseOptionalId(args.districtId, 'districtId') ?? null,
      }),
  }),
}));

builder.mutationFields((t) => ({
  // the client's figure for their completed task
  setTaskPrice: t.withAuth({ loggedIn: true }).prismaField({
    type: 'Task',
    errors: {},
    args: { taskId: t.arg.int({ required: true }), pricePaid: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const taskId = parseId(args.taskId, 'taskId');
      await setTaskPrice(ctx, ctx.viewer, taskId, parsePrice(args.pricePaid, 'pricePaid'));
      return ctx.db.task.findUniqueOrThrow({ ...query, where: { id: taskId } });
    },
  }),
}));
