// The client's own masters again (docs/product.md §12 "Your master again"): the masters who completed a task
// of his, the last first, with what a client may see of them (name, trades, rating, the Top usta badge),
// never another master's figures.
import type { Db } from '../../platform/db/client';
import type { Viewer } from '../../platform/context';
import type { Language } from '../../platform/db/generated/prisma/client';
import { localized } from '../../platform/i18n/language';
import { masterRatingsByUser } from '../review';
import { ValidationError } from '../../platform/errors';

export interface FormerMaster {
  contractId: number;
  name: string;
  categories: { id: number; name: string }[];
  // the average of published reviews (0 while none)
  rating: number;
  topUsta: boolean;
  lastTaskAt: Date;
}

export async function formerMasters(db: Db, viewer: Viewer, language: Language): Promise<FormerMaster[]> {
  const done = await db.task.groupBy({
    by: ['contractId'],
    where: { clientId: viewer.user.id, status: 'completed', contractId: { not: null } },
    _max: { completedAt: true, updatedAt: true },
  });
  const ids = done.map((row) => row.contractId!);
  if (!ids.length) return [];
  const contracts = await db.contract.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      userId: true,
      name: true,
      topUsta: true,
      categories: {
        select: { category: { select: { id: true, name: true, nameUz: true } } },
        orderBy: { categoryId: 'asc' },
      },
    },
  });
  const ratings = await masterRatingsByUser(
    db,
    contracts.map((contract) => contract.userId),
  );
  const last = new Map(done.map((row) => [row.contractId!, row._max.completedAt ?? row._max.updatedAt!]));
  return contracts
    .map((contract) => ({
      contractId: contract.id,
      name: contract.name,
      categories: contract.categories.map(({ category }) => ({
        id: category.id,
        name: localized(language, category.name, category.nameUz),
      })),
      rating: ratings.get(contract.userId)?.averageRating ?? 0,
      topUsta: contract.topUsta,
      lastTaskAt: last.get(contract.id)!,
    }))
    .sort((a, b) => b.lastTaskAt.getTime() - a.lastTaskAt.getTime() || b.contractId - a.contractId);
}

// A new task's preferred master (docs/product.md §12 "Your master again"): none, or a contract that
// completed a task of this client; anything else is refused on the field and nothing is created.
export async function checkPreferredMaster(
  tx: Pick<Db, 'task'>,
  clientId: number,
  contractId: number | null,
): Promise<number | null> {
  if (contractId === null) return null;
  const done = await tx.task.findFirst({
    where: { clientId, contractId, status: 'completed' },
    select: { id: true },
  });
  if (!done) throw ValidationError.fromFields({ preferredMasterId: ['TASK_PREFERRED_MASTER_INVALID'] });
  return contractId;
}

// Whether the viewer is the master a task's client asked for again (his offer says "your former client");
// never who else was offered.
export async function isPreferredMaster(db: Db, preferredContractId: number | null, userId: number): Promise<boolean> {
  if (preferredContractId === null) return false;
  return (await db.contract.count({ where: { id: preferredContractId, userId } })) > 0;
}
