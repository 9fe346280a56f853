// The usual price of a category in a district or a city (docs/product.md "Prices"), in one statement over the
// partial index of priced, undisputed jobs (migration 20261129130000_task_price): the jobs of the window in
// the category and city are read once, their 25th/50th/75th percentiles taken for the district and for the
// whole city, and the narrowest scope with enough jobs by enough masters wins.
import { Prisma } from '../../platform/db/generated/prisma/client';
import type { Db } from '../../platform/db/client';
import type { Config } from '../../platform/config';
import { readRows } from '../../platform/db/raw-reads';
import { localized, type Language } from '../../platform/i18n/language';
import { placePhrase } from '../../platform/i18n/place-phrase';

// the figures are said to the nearest 5,000 so'm: no single job's price can be read back from them
export const PRICE_ROUNDING = 5_000;

export type PriceScope = 'district' | 'city';

export interface PriceRangeQuery {
  categoryId: number;
  cityId: number;
  districtId: number | null;
}

export interface PriceRange {
  currency: 'UZS';
  low: number;
  median: number;
  high: number;
  jobs: number;
  scope: PriceScope;
  // "в Чиланзарском районе" / "Chilonzor tumanida": where the jobs were, said after the count
  place: string;
}

interface RangeRow {
  scope: PriceScope;
  jobs: number;
  low: number;
  median: number;
  high: number;
  city: string;
  cityUz: string | null;
  district: string | null;
  districtUz: string | null;
}

export const roundPrice = (value: number) => Math.round(value / PRICE_ROUNDING) * PRICE_ROUNDING;

// One statement: the window's jobs of the category in the city (an index-only range scan), figures for the
// district and the city side by side, the first scope that passes the minimums.
export function priceRangeSql(query: PriceRangeQuery, settings: Config['priceRange'], now = new Date()): Prisma.Sql {
  const since = new Date(now.getTime() - settings.days * 86_400_000);
  const district = query.districtId ?? 0;
  return Prisma.sql`WITH jobs AS (
      SELECT t.price, t."contractId", t."districtId" = ${district} AS here
      FROM "Task" t
      WHERE t."categoryId" = ${query.categoryId} AND t."cityId" = ${query.cityId} AND t."completedAt" >= ${since}
        AND t.price IS NOT NULL AND NOT t."priceDisputed"
    ), scopes AS (
      SELECT 'district' AS scope, 1 AS rank, count(*)::int AS jobs, count(DISTINCT "contractId")::int AS masters,
        percentile_cont(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY price) AS q
      FROM jobs WHERE here
      UNION ALL
      SELECT 'city', 2, count(*)::int, count(DISTINCT "contractId")::int,
        percentile_cont(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY price)
      FROM jobs
    )
    SELECT s.scope, s.jobs, s.q[1] AS low, s.q[2] AS median, s.q[3] AS high,
      ci.name AS city, ci."nameUz" AS "cityUz", di.name AS district, di."nameUz" AS "districtUz"
    FROM scopes s
    JOIN "City" ci ON ci.id = ${query.cityId}
    LEFT JOIN "District" di ON di.id = ${district} AND di."cityId" = ci.id
    WHERE s.jobs >= ${settings.minJobs} AND s.masters >= ${settings.minMasters}
      AND (s.scope = 'city' OR di.id IS NOT NULL)
    ORDER BY s.rank
    LIMIT 1`;
}

// The range, or null: not enough jobs yet to say a price (nor in the whole city).
export async function priceRange(
  db: Db,
  settings: Config['priceRange'],
  query: PriceRangeQuery,
  language: Language,
): Promise<PriceRange | null> {
  const [row] = await readRows<RangeRow>(db, priceRangeSql(query, settings));
  if (!row) return null;
  const name =
    row.scope === 'district'
      ? localized(language, row.district ?? '', row.districtUz)
      : localized(language, row.city, row.cityUz);
  return {
    currency: 'UZS',
    low: roundPrice(Number(row.low)),
    median: roundPrice(Number(row.median)),
    high: roundPrice(Number(row.high)),
    jobs: row.jobs,
    scope: row.scope,
    place: placePhrase(row.scope, name, language),
  };
}
