// Detecting a task's category from its text, over the categories in the database (name, description
// and the keywords admins edit) and the learned model (detection/blend.ts, docs/detection.md). The index is rebuilt when the categories change: every call compares
// the categories' count and latest updatedAt with those the index was built from, so an admin's edit on
// any node is used by the next detection without a deploy or a restart.
import type { Db } from '../../platform/db/client';
import type { Category } from '../../platform/db/generated/prisma/client';
import { detectBlended } from './detection/blend';
import { buildDetectionIndex, type DetectionIndex, type DetectionOutcome } from './detection/engine';
import { detectionModel, type LinearModel } from './detection/model';
import { clientCity, popularCategories } from './popular-categories';

export interface CategoryGuess {
  category: Category;
  // 0..1: how likely this category is the one the text asks for (the rules and the model together)
  score: number;
}

export interface CategoryDetection {
  category: Category | null;
  score: number | null;
  // the category is given and clearly ahead of the rest: shown alone, without suggestions
  confident: boolean;
  // up to three more categories; with no category, the closest ones to offer (none for a non-request)
  alternatives: CategoryGuess[];
  outcome: DetectionOutcome;
}

export interface Snapshot {
  signature: string;
  index: DetectionIndex;
  model: LinearModel;
  byId: Map<number, Category>;
}

const snapshots = new WeakMap<Db, Snapshot>();
const building = new WeakMap<Db, Promise<Snapshot>>();
// bumped by invalidateCategoryDetection() to drop every index at once
let generation = 0;

// Drops the index built for a database (or every one): the next detection rebuilds it. The change
// check finds edits by itself; this is for callers that change categories without updatedAt.
export function invalidateCategoryDetection(db?: Db) {
  if (db) {
    snapshots.delete(db);
    building.delete(db);
  } else {
    generation += 1;
  }
}

async function categoriesSignature(db: Db): Promise<string> {
  const { _count, _max } = await db.category.aggregate({ _count: { _all: true }, _max: { updatedAt: true } });
  return `${generation}|${_count._all}|${_max.updatedAt?.getTime() ?? 0}`;
}

async function buildSnapshot(db: Db, signature: string): Promise<Snapshot> {
  const categories = await db.category.findMany({
    where: { isActive: true },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  });
  const index = buildDetectionIndex(categories);
  return {
    signature,
    index,
    model: detectionModel(),
    byId: new Map(categories.map((category) => [category.id, category])),
  };
}

// The detection index for the categories as they are now.
export async function detectionSnapshot(db: Db): Promise<Snapshot> {
  const signature = await categoriesSignature(db);
  const current = snapshots.get(db);
  if (current?.signature === signature) return current;
  // concurrent calls after a change share one rebuild
  let pending = building.get(db);
  if (!pending) {
    pending = buildSnapshot(db, signature).finally(() => building.delete(db));
    building.set(db, pending);
  }
  const snapshot = await pending;
  if (snapshot.signature === signature) snapshots.set(db, snapshot);
  return snapshot;
}

export function detectWithSnapshot(snapshot: Snapshot, text: string): CategoryDetection {
  const found = detectBlended(snapshot.index, snapshot.model, text);
  const guess = (candidate: { category: { id: number }; score: number }): CategoryGuess => ({
    category: snapshot.byId.get(candidate.category.id)!,
    score: candidate.score,
  });
  return {
    category: found.best ? snapshot.byId.get(found.best.category.id)! : null,
    score: found.best?.score ?? null,
    confident: found.confident,
    alternatives: found.alternatives.map(guess),
    outcome: found.outcome,
  };
}

// The client's task text (trimmed, of a task's length: modules/category/detection-input.ts) -> the best category, or none.
export async function detectTaskCategory(db: Db, text: string): Promise<CategoryDetection> {
  return detectWithSnapshot(await detectionSnapshot(db), text);
}

export interface ClientDetection extends CategoryDetection {
  // with no trade found at all (no category, nothing close): the categories most posted in the client's city
  popular: Category[];
}

// What the client's form is told about its text: the detection, and when it finds no trade, where to start.
export async function detectForClient(db: Db, clientId: number, text: string): Promise<ClientDetection> {
  const snapshot = await detectionSnapshot(db);
  const detection = detectWithSnapshot(snapshot, text);
  const noTrade = !detection.category && detection.alternatives.length === 0;
  const popular = noTrade
    ? await popularCategories(db, [...snapshot.byId.values()], await clientCity(db, clientId))
    : [];
  return { ...detection, popular };
}
