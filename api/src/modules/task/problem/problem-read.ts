// The reads of the problem window (docs/product.md "The problem window"): one task's problem for its
// client or master, a master's problems, and the admins' queue with both sides, the task's history, the
// journey's times and the price. Who reads what: problem-model.ts (sideOf).
import type { Db } from '../../../platform/db/client';
import { requireAdminReader } from '../../../platform/access';
import type { Viewer } from '../../../platform/context';
import { NotFoundError } from '../../../platform/errors';
import type { PageRequest } from '../../../platform/paging';
import type { Language } from '../../../platform/i18n/language';
import { displayName } from '../../../platform/i18n/person-name';
import { statusLabel } from '../../lifecycle';
import { taskPhotoUrl } from '../task-photos';
import {
  PROBLEM_SELECT,
  problemKindLabel,
  problemOutcomeLabel,
  problemWindowEnd,
  sideOf,
  type ProblemRow,
  type ProblemSide,
} from './problem-model';

export interface ProblemView {
  id: number;
  taskId: number;
  side: ProblemSide;
  kind: ProblemRow['kind'];
  kindLabel: string;
  text: string;
  photos: { id: string; url: string }[];
  masterName: string;
  answer: string | null;
  answeredAt: Date | null;
  outcome: ProblemRow['outcome'];
  outcomeLabel: string | null;
  // the admin's note: admins only
  note: string | null;
  resolvedAt: Date | null;
  returnTaskId: number | null;
  createdAt: Date;
}

export function problemView(row: ProblemRow, side: ProblemSide, language: Language): ProblemView {
  return {
    id: row.id,
    taskId: row.taskId,
    side,
    kind: row.kind,
    kindLabel: problemKindLabel(row.kind, language),
    text: row.text,
    photos: row.photos.map((photo) => ({ id: photo.id, url: taskPhotoUrl(photo.id) })),
    masterName: row.contract.name,
    answer: row.answer,
    answeredAt: row.answeredAt,
    outcome: row.outcome,
    outcomeLabel: row.outcome && problemOutcomeLabel(row.outcome, language),
    note: side === 'admin' ? row.note : null,
    resolvedAt: row.resolvedAt,
    returnTaskId: row.returnTaskId,
    createdAt: row.createdAt,
  };
}

// May this viewer read the problem (its photos included)?
export async function canReadProblem(db: Db, viewer: Viewer, problemId: number): Promise<boolean> {
  const problem = await db.taskProblem.findUnique({
    where: { id: problemId },
    select: { clientId: true, contract: { select: { userId: true } } },
  });
  return (
    !!problem && sideOf(viewer, { clientId: problem.clientId, contract: { ...problem.contract, name: '' } }) !== null
  );
}

// A task's problem window as its reader sees it: may he report now, until when, and the problem if any.
// Anyone but the task's client, its master and an admin reads nothing of it (404, as for the task).
export interface TaskProblemState {
  taskId: number;
  canReport: boolean;
  windowEndsAt: Date | null;
  problem: ProblemView | null;
}

export async function taskProblemState(
  db: Db,
  viewer: Viewer,
  taskId: number,
  windowH: number,
  language: Language,
  now = new Date(),
): Promise<TaskProblemState> {
  const task = await db.task.findUnique({
    where: { id: taskId },
    select: {
      status: true,
      completedAt: true,
      clientId: true,
      contract: { select: { userId: true } },
      problem: { select: PROBLEM_SELECT },
    },
  });
  const side =
    task && sideOf(viewer, { clientId: task.clientId, contract: { userId: task.contract?.userId ?? -1, name: '' } });
  if (!task || !side) throw new NotFoundError('PROBLEM_TASK_NOT_FOUND');
  const end = problemWindowEnd(task, windowH);
  return {
    taskId,
    canReport: side === 'client' && !task.problem && !!end && end > now,
    windowEndsAt: end,
    problem: task.problem && problemView(task.problem, side, language),
  };
}

// The master's problems, newest first: those not closed yet, then the closed ones of the last 90 days.
export async function masterProblems(db: Db, viewer: Viewer, language: Language): Promise<ProblemView[]> {
  const since = new Date(Date.now() - 90 * 86_400_000);
  const rows = await db.taskProblem.findMany({
    where: { contract: { userId: viewer.user.id }, OR: [{ resolvedAt: null }, { resolvedAt: { gte: since } }] },
    select: PROBLEM_SELECT,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 50,
  });
  return rows.map((row) => problemView(row, 'master', language));
}

// An admin's item: the problem, both sides, the task's history, the journey's times and the price.
export interface AdminProblemView extends ProblemView {
  client: { id: number; name: string; username: string | null };
  master: { contractId: number; name: string; phone: string };
  task: {
    id: number;
    text: string;
    status: string;
    statusLabel: string;
    createdAt: Date;
    acceptedAt: Date | null;
    completedAt: Date | null;
    price: number | null;
    masterPrice: number | null;
    clientPrice: number | null;
  };
  journey: { startedAt: Date; arrivedAt: Date | null } | null;
  history: { from: string | null; to: string; reason: string | null; at: Date }[];
}

export interface ProblemQueueFilter {
  // open: not closed yet (the default); resolved: closed; all
  state: 'open' | 'resolved' | 'all';
  page: PageRequest;
  // one item alone (the answer of a resolution)
  id?: number;
}

const stateWhere = (state: ProblemQueueFilter['state']) =>
  state === 'open' ? { resolvedAt: null } : state === 'resolved' ? { resolvedAt: { not: null } } : {};

export async function adminProblemQueue(
  db: Db,
  viewer: Viewer | null,
  filter: ProblemQueueFilter,
  language: Language,
): Promise<{ items: AdminProblemView[]; total: number }> {
  requireAdminReader(viewer);
  const where = { ...stateWhere(filter.state), ...(filter.id ? { id: filter.id } : {}) };
  const [rows, total] = await Promise.all([
    db.taskProblem.findMany({
      where,
      select: {
        ...PROBLEM_SELECT,
        contract: { select: { userId: true, name: true, phone: true } },
        task: {
          select: {
            id: true,
            text: true,
            status: true,
            createdAt: true,
            acceptedAt: true,
            completedAt: true,
            price: true,
            masterPrice: true,
            clientPrice: true,
            client: { select: { id: true, firstName: true, lastName: true, username: true } },
            journey: { select: { startedAt: true, arrivedAt: true } },
            statusChanges: {
              select: { fromStatus: true, toStatus: true, reason: true, createdAt: true },
              orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
            },
          },
        },
      },
      // the oldest open problem first: it has waited longest
      orderBy: [{ createdAt: filter.state === 'open' ? 'asc' : 'desc' }, { id: 'asc' }],
      skip: filter.page.skip,
      take: filter.page.take,
    }),
    db.taskProblem.count({ where }),
  ]);
  const items = rows.map(({ task, ...row }) => ({
    ...problemView(row, 'admin', language),
    client: { id: task.client.id, name: displayName(task.client), username: task.client.username },
    master: { contractId: row.contractId, name: row.contract.name, phone: row.contract.phone },
    task: {
      id: task.id,
      text: task.text,
      status: task.status,
      statusLabel: statusLabel(task.status, language),
      createdAt: task.createdAt,
      acceptedAt: task.acceptedAt,
      completedAt: task.completedAt,
      price: task.price,
      masterPrice: task.masterPrice,
      clientPrice: task.clientPrice,
    },
    journey: task.journey && { startedAt: task.journey.startedAt, arrivedAt: task.journey.arrivedAt },
    history: task.statusChanges.map((change) => ({
      from: change.fromStatus,
      to: change.toStatus,
      reason: change.reason,
      at: change.createdAt,
    })),
  }));
  return { items, total };
}
