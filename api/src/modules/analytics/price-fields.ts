// The price figures of `analytics` (docs/product.md "Prices"): quartiles per category and district and the
// value of completed work per week, for admins and analyst tokens. Thin adapters over prices.ts.
import { builder } from '../../graphql/builder';
import { completedValue, priceFigures, type PriceFigure, type WeekValue } from './analytics';
import { AnalyticsCategory, AnalyticsDistrict, AnalyticsType } from './analytics-fields';

const readers = { aggregateReader: true } as const;

// docs/product.md "Prices": quartiles of the counted price, whole so'm to 5,000, of one category in one district
const PriceFigureType = builder.objectRef<PriceFigure>('AnalyticsPriceFigure').implement({
  authScopes: readers,
  fields: (t) => ({
    category: t.field({ type: AnalyticsCategory, resolve: (row) => row.category }),
    district: t.field({ type: AnalyticsDistrict, resolve: (row) => row.district }),
    jobs: t.exposeInt('jobs'),
    low: t.exposeInt('low'),
    median: t.exposeInt('median'),
    high: t.exposeInt('high'),
  }),
});

const WeekValueType = builder.objectRef<WeekValue>('AnalyticsWeekValue').implement({
  authScopes: readers,
  fields: (t) => ({
    // the ISO week's Monday of the jobs' completion
    week: t.expose('week', { type: 'DateTime' }),
    jobs: t.exposeInt('jobs'),
    // the sum of their prices in whole so'm
    value: t.exposeFloat('value'),
  }),
});

builder.objectFields(AnalyticsType, (t) => ({
  // the counted price of completed jobs per category and district, groups below the ranges' minimums left out
  prices: t.field({
    type: [PriceFigureType],
    resolve: (scope, _args, ctx) => priceFigures(scope, ctx.config.priceRange),
  }),
  // what the completed, priced jobs were worth, by the week of their completion
  completedValue: t.field({ type: [WeekValueType], resolve: (scope) => completedValue(scope) }),
}));
