// Prices for analysts (docs/product.md "Prices"): the counted price of completed jobs per category and district
// (quartiles to 5,000 so'm, groups below the ranges' minimums left out so no single job's price shows) and the
// value of completed work per week. Aggregates only: never a task's price. Read from "Task" itself (the
// narrow facts rows carry no price), over the window's tasks as the other figures choose them.
import { Prisma } from '../../platform/db/generated/prisma/client';
import type { Config } from '../../platform/config';
import { roundPrice } from '../price';
import type { NamedRef } from './demand';
import { type AnalyticsScope, read, taskWhere } from './scope';

export interface PriceFigure {
  category: NamedRef;
  district: NamedRef & { city: NamedRef };
  jobs: number;
  low: number;
  median: number;
  high: number;
}

export interface WeekValue {
  // the ISO week's Monday (UTC), of the jobs' completion
  week: Date;
  jobs: number;
  // the sum of their prices, whole so'm
  value: number;
}

const PRICED = Prisma.sql`t.price IS NOT NULL AND t."completedAt" IS NOT NULL`;

export async function priceFigures(
  { snapshot, filter }: AnalyticsScope,
  minimums: Config['priceRange'],
): Promise<PriceFigure[]> {
  const rows = await read<{
    categoryId: number;
    category: string;
    categoryUz: string | null;
    districtId: number;
    district: string;
    districtUz: string | null;
    cityId: number;
    city: string;
    cityUz: string | null;
    jobs: number;
    q: number[];
  }>(
    snapshot,
    Prisma.sql`
      WITH figures AS (
        SELECT t."categoryId", t."districtId", count(*)::int AS jobs,
          percentile_cont(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY t.price) AS q
        FROM "Task" t
        WHERE ${taskWhere(filter)} AND ${PRICED} AND NOT t."priceDisputed" AND t."categoryId" IS NOT NULL
        GROUP BY 1, 2
        HAVING count(*) >= ${minimums.minJobs} AND count(DISTINCT t."contractId") >= ${minimums.minMasters})
      SELECT f."categoryId", cat.name AS category, cat."nameUz" AS "categoryUz", f."districtId", di.name AS district,
        di."nameUz" AS "districtUz", ci.id AS "cityId", ci.name AS city, ci."nameUz" AS "cityUz", f.jobs, f.q
      FROM figures f JOIN "Category" cat ON cat.id = f."categoryId" JOIN "District" di ON di.id = f."districtId"
        JOIN "City" ci ON ci.id = di."cityId"
      ORDER BY f.jobs DESC, cat.id, di.id`,
  );
  return rows.map((row) => ({
    category: { id: row.categoryId, name: row.category, nameUz: row.categoryUz ?? undefined },
    district: {
      id: row.districtId,
      name: row.district,
      nameUz: row.districtUz ?? undefined,
      city: { id: row.cityId, name: row.city, nameUz: row.cityUz ?? undefined },
    },
    jobs: row.jobs,
    low: roundPrice(Number(row.q[0])),
    median: roundPrice(Number(row.q[1])),
    high: roundPrice(Number(row.q[2])),
  }));
}

// What the completed, priced jobs of the window were worth, by the ISO week they were completed in.
export async function completedValue({ snapshot, filter }: AnalyticsScope): Promise<WeekValue[]> {
  const rows = await read<{ week: Date; jobs: number; value: number }>(
    snapshot,
    Prisma.sql`
      SELECT date_trunc('week', t."completedAt") AS week, count(*)::int AS jobs, sum(t.price)::float8 AS value
      FROM "Task" t WHERE ${taskWhere(filter)} AND ${PRICED}
      GROUP BY 1 ORDER BY 1`,
  );
  return rows.map((row) => ({ week: new Date(row.week), jobs: row.jobs, value: Number(row.value) }));
}
