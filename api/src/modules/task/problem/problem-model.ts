// The problem window (docs/product.md "The problem window"): what a problem is, its kinds and outcomes,
// the window's end, and who may read one (its client, the task's master, an admin's own session; nobody
// else, an analyst token included).
import { LIMITS } from '@usta/rules';
import type { ProblemKind, ProblemOutcome, TaskStatus } from '../../../platform/db/generated/prisma/client';
import { readsAsAdmin } from '../../../platform/access';
import type { Viewer } from '../../../platform/context';
import type { MessageCode } from '../../../platform/errors';
import type { Language } from '../../../platform/i18n/language';
import { translate } from '../../../platform/i18n';

export const PROBLEM_KINDS = ['not_fixed', 'damage', 'price', 'behaviour', 'other'] as const satisfies ProblemKind[];
export const PROBLEM_OUTCOMES = [
  'return_visit',
  'refund_agreed',
  'warning',
  'suspend',
  'dismissed',
] as const satisfies ProblemOutcome[];

export const PROBLEM_TEXT_MAX = LIMITS.problemTextMax;
export const PROBLEM_PHOTOS_MAX = LIMITS.problemPhotosMax;
export const PROBLEM_NOTE_MAX = 500;
// the statuses of a finished job: an admin may close a completed task, the window stays open
export const PROBLEM_STATUSES: readonly TaskStatus[] = ['completed', 'closed'];

export const upheld = (outcome: ProblemOutcome) => outcome !== 'dismissed';

const KIND_CODES = {
  not_fixed: 'PROBLEM_KIND_NOT_FIXED',
  damage: 'PROBLEM_KIND_DAMAGE',
  price: 'PROBLEM_KIND_PRICE',
  behaviour: 'PROBLEM_KIND_BEHAVIOUR',
  other: 'PROBLEM_KIND_OTHER',
} as const satisfies Record<ProblemKind, MessageCode>;

const OUTCOME_CODES = {
  return_visit: 'PROBLEM_OUTCOME_RETURN_VISIT',
  refund_agreed: 'PROBLEM_OUTCOME_REFUND_AGREED',
  warning: 'PROBLEM_OUTCOME_WARNING',
  suspend: 'PROBLEM_OUTCOME_SUSPEND',
  dismissed: 'PROBLEM_OUTCOME_DISMISSED',
} as const satisfies Record<ProblemOutcome, MessageCode>;

export const problemKindLabel = (kind: ProblemKind, language: Language) => translate(language, KIND_CODES[kind]);
export const problemOutcomeLabel = (outcome: ProblemOutcome, language: Language) =>
  translate(language, OUTCOME_CODES[outcome]);

// when the client's window closes: PROBLEM_WINDOW_H after completion (null: the job is not finished)
export function problemWindowEnd(task: { status: TaskStatus; completedAt: Date | null }, windowH: number): Date | null {
  if (!task.completedAt || !PROBLEM_STATUSES.includes(task.status)) return null;
  return new Date(task.completedAt.getTime() + windowH * 3_600_000);
}

// The problem as its readers see it. Which side a viewer is on decides what he reads of it: the client
// and the master read both sides, an admin also the note and who closed it.
export interface ProblemRow {
  id: number;
  taskId: number;
  clientId: number;
  contractId: number;
  kind: ProblemKind;
  text: string;
  answer: string | null;
  answeredAt: Date | null;
  outcome: ProblemOutcome | null;
  note: string | null;
  resolvedAt: Date | null;
  resolvedById: number | null;
  returnTaskId: number | null;
  createdAt: Date;
  photos: { id: string }[];
  contract: { userId: number; name: string };
}

export const PROBLEM_SELECT = {
  id: true,
  taskId: true,
  clientId: true,
  contractId: true,
  kind: true,
  text: true,
  answer: true,
  answeredAt: true,
  outcome: true,
  note: true,
  resolvedAt: true,
  resolvedById: true,
  returnTaskId: true,
  createdAt: true,
  photos: { select: { id: true }, orderBy: { position: 'asc' as const } },
  contract: { select: { userId: true, name: true } },
};

export type ProblemSide = 'client' | 'master' | 'admin';

// the viewer's side of this problem, or null: he may not read it
export function sideOf(viewer: Viewer | null, problem: Pick<ProblemRow, 'clientId' | 'contract'>): ProblemSide | null {
  if (!viewer || viewer.isAnalyst) return null;
  if (problem.clientId === viewer.user.id) return 'client';
  if (problem.contract.userId === viewer.user.id) return 'master';
  return readsAsAdmin(viewer) ? 'admin' : null;
}
