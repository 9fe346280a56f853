// The categories to offer when a text names no trade at all (docs/product.md §7 "Популярные категории"):
// the three most posted in the client's city over the last 30 days, topped up from the catalogue's order.
import type { Db } from '../../platform/db/client';
import type { Category } from '../../platform/db/generated/prisma/client';

export const POPULAR_COUNT = 3;
export const POPULAR_DAYS = 30;

// The city a client's next task most likely is in: that of their latest task (null: none yet).
export async function clientCity(db: Db, clientId: number): Promise<number | null> {
  const latest = await db.task.findFirst({
    where: { clientId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { cityId: true },
  });
  return latest?.cityId ?? null;
}

// Of the active catalogue (in its order): most posted first, ties in catalogue order; no city or no
// history: the catalogue's first three.
export async function popularCategories(
  db: Db,
  catalogue: Category[],
  cityId: number | null,
  now = new Date(),
): Promise<Category[]> {
  const byId = new Map(catalogue.map((category) => [category.id, category]));
  const position = new Map(catalogue.map((category, index) => [category.id, index]));
  const counted =
    cityId === null
      ? []
      : await db.task.groupBy({
          by: ['categoryId'],
          where: {
            cityId,
            categoryId: { not: null },
            createdAt: { gte: new Date(now.getTime() - POPULAR_DAYS * 86_400_000) },
          },
          _count: { _all: true },
        });
  const ranked = counted
    .filter((row) => row.categoryId !== null && position.has(row.categoryId))
    .sort((a, b) => b._count._all - a._count._all || position.get(a.categoryId!)! - position.get(b.categoryId!)!)
    .map((row) => byId.get(row.categoryId!)!);
  const chosen = ranked.slice(0, POPULAR_COUNT);
  for (const category of catalogue) {
    if (chosen.length >= POPULAR_COUNT) break;
    if (!chosen.includes(category)) chosen.push(category);
  }
  return chosen;
}
