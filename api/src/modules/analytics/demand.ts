// Demand against supply: the window's tasks per category and per district beside the masters who would
// receive them.
import { Prisma } from '../../platform/db/generated/prisma/client';
import { WORKING_CONTRACT_STATUSES } from '../dispatch';
import { ACCEPTED, ACCEPT_SECONDS, AnalyticsScope, TASKS, UNSERVED, read, taskWhere } from './scope';

// a category, city or district: its Russian name and its Uzbek one (empty: Uzbek readers see the Russian);
// the GraphQL fields say it in the reader's language
export interface NamedRef {
  id: number;
  name: string;
  nameUz?: string;
}

export interface DemandRow {
  created: number;
  accepted: number;
  unserved: number;
  medianSecondsToAccept: number | null;
  // approved (or verified), not archived masters who would receive such a task
  masters: number;
}

export interface CategoryDemand extends DemandRow {
  category: NamedRef | null;
}

export interface DistrictDemand extends DemandRow {
  district: NamedRef & { city: NamedRef };
}

const DEMAND_COLUMNS = Prisma.sql`
  count(*)::int AS created,
  count(*) FILTER (WHERE ${ACCEPTED})::int AS accepted,
  count(*) FILTER (WHERE ${UNSERVED})::int AS unserved,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY ${ACCEPT_SECONDS}) FILTER (WHERE ${ACCEPTED}) AS median`;

const WORKING = Prisma.sql`c.status = ANY(${[...WORKING_CONTRACT_STATUSES]}::text[]::"ContractStatus"[]) AND c."archivedAt" IS NULL`;
// a contract with no districts covers its whole city
const covers = (
  district: Prisma.Sql,
) => Prisma.sql`(NOT EXISTS (SELECT 1 FROM "ContractDistrict" x WHERE x."contractId" = c.id)
  OR EXISTS (SELECT 1 FROM "ContractDistrict" x WHERE x."contractId" = c.id AND x."districtId" = ${district}))`;

export const roundSeconds = (value: number | null) => (value === null ? null : Math.round(Number(value) * 1000) / 1000);

// Demand (tasks of the window) against supply (masters who would receive them) per category: every active
// category, and any other with tasks in the window.
export async function byCategory({ snapshot, filter }: AnalyticsScope): Promise<CategoryDemand[]> {
  const supply: Prisma.Sql[] = [WORKING];
  if (filter.cityId) supply.push(Prisma.sql`c."cityId" = ${filter.cityId}`);
  if (filter.districtId) {
    supply.push(Prisma.sql`c."cityId" = (SELECT "cityId" FROM "District" WHERE id = ${filter.districtId})`);
    supply.push(covers(Prisma.sql`${filter.districtId}::int`));
  }
  const rows = await read<
    { id: number | null; name: string | null; nameUz: string | null; masters: number } & Omit<
      DemandRow,
      'medianSecondsToAccept' | 'masters'
    > & { median: number | null }
  >(
    snapshot,
    Prisma.sql`
      WITH demand AS (
        SELECT t."categoryId" AS id, ${DEMAND_COLUMNS} FROM ${TASKS} WHERE ${taskWhere(filter)} GROUP BY 1),
      -- every category's masters in one pass, not one count per category
      supply AS (
        SELECT cc."categoryId" AS id, count(*)::int AS masters
        FROM "Contract" c JOIN "ContractCategory" cc ON cc."contractId" = c.id
        WHERE ${Prisma.join(supply, ' AND ')} GROUP BY 1)
      SELECT cat.id, cat.name, cat."nameUz", coalesce(d.created, 0) AS created, coalesce(d.accepted, 0) AS accepted,
        coalesce(d.unserved, 0) AS unserved, d.median, coalesce(s.masters, 0) AS masters
      FROM "Category" cat LEFT JOIN demand d ON d.id = cat.id LEFT JOIN supply s ON s.id = cat.id
      WHERE (cat."isActive" ${filter.categoryId ? Prisma.sql`AND cat.id = ${filter.categoryId}` : Prisma.empty}) OR d.id IS NOT NULL
      UNION ALL
      SELECT NULL, NULL, NULL, d.created, d.accepted, d.unserved, d.median, 0 FROM demand d WHERE d.id IS NULL
      ORDER BY created DESC, id NULLS LAST`,
  );
  return rows.map((row) => ({
    category: row.id === null ? null : { id: row.id, name: row.name!, nameUz: row.nameUz! },
    created: row.created,
    accepted: row.accepted,
    unserved: row.unserved,
    medianSecondsToAccept: roundSeconds(row.median),
    masters: row.masters,
  }));
}

// The same per district: every district of the city filter (all cities without one).
export async function byDistrict({ snapshot, filter }: AnalyticsScope): Promise<DistrictDemand[]> {
  const supply: Prisma.Sql[] = [WORKING, Prisma.sql`c."cityId" = d."cityId"`, covers(Prisma.sql`d.id`)];
  if (filter.categoryId)
    supply.push(
      Prisma.sql`EXISTS (SELECT 1 FROM "ContractCategory" cc WHERE cc."contractId" = c.id AND cc."categoryId" = ${filter.categoryId})`,
    );
  const districts: Prisma.Sql[] = [Prisma.sql`true`];
  if (filter.cityId) districts.push(Prisma.sql`d."cityId" = ${filter.cityId}`);
  if (filter.districtId) districts.push(Prisma.sql`d.id = ${filter.districtId}`);
  const rows = await read<{
    id: number;
    name: string;
    nameUz: string;
    cityId: number;
    cityName: string;
    cityNameUz: string;
    created: number;
    accepted: number;
    unserved: number;
    median: number | null;
    masters: number;
  }>(
    snapshot,
    Prisma.sql`
      WITH demand AS (
        SELECT t."districtId" AS id, ${DEMAND_COLUMNS} FROM ${TASKS} WHERE ${taskWhere(filter)} GROUP BY 1)
      SELECT d.id, d.name, d."nameUz", city.id AS "cityId", city.name AS "cityName", city."nameUz" AS "cityNameUz",
        coalesce(dm.created, 0) AS created,
        coalesce(dm.accepted, 0) AS accepted, coalesce(dm.unserved, 0) AS unserved, dm.median,
        (SELECT count(*) FROM "Contract" c WHERE ${Prisma.join(supply, ' AND ')})::int AS masters
      FROM "District" d JOIN "City" city ON city.id = d."cityId" LEFT JOIN demand dm ON dm.id = d.id
      WHERE ${Prisma.join(districts, ' AND ')}
      ORDER BY created DESC, d.id`,
  );
  return rows.map((row) => ({
    district: {
      id: row.id,
      name: row.name,
      nameUz: row.nameUz,
      city: { id: row.cityId, name: row.cityName, nameUz: row.cityNameUz },
    },
    created: row.created,
    accepted: row.accepted,
    unserved: row.unserved,
    medianSecondsToAccept: roundSeconds(row.median),
    masters: row.masters,
  }));
}
