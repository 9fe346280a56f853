// Task statuses and their SPEC §4 labels, and the groups the lifecycle rules speak about.
import type { Language, TaskStatus } from '../db/generated/prisma/client';

export const STATUS_LABELS: Record<TaskStatus, string> = {
  new: 'Новая заявка',
  sent_to_masters: 'Ищем мастера',
  awaiting_admin_attention: 'Ожидает администратора',
  taken: 'Принята мастером',
  in_progress: 'В работе',
  completed: 'Выполнена',
  closed: 'Закрыта',
  cancelled: 'Отменена',
  expired: 'Не принята',
  rejected_by_admin: 'Отклонена администратором',
};

// the same in Uzbek (Latin script)
export const STATUS_LABELS_UZ: Record<TaskStatus, string> = {
  new: 'Yangi buyurtma',
  sent_to_masters: 'Usta qidirilmoqda',
  awaiting_admin_attention: 'Administrator kutilmoqda',
  taken: 'Usta qabul qildi',
  in_progress: 'Bajarilmoqda',
  completed: 'Bajarildi',
  closed: 'Yopildi',
  cancelled: 'Bekor qilindi',
  expired: 'Qabul qilinmadi',
  rejected_by_admin: 'Administrator rad etdi',
};

// SPEC §4: a client has at most one task in these
export const ACTIVE_STATUSES: TaskStatus[] = [
  'new',
  'sent_to_masters',
  'taken',
  'in_progress',
  'awaiting_admin_attention',
];
// no master has taken it yet: client cancel reasons of step 1
export const SEARCHING_STATUSES: TaskStatus[] = ['new', 'sent_to_masters', 'awaiting_admin_attention'];
// a master holds it: client cancel reasons of step 2; the master is busy
export const ASSIGNED_STATUSES: TaskStatus[] = ['taken', 'in_progress'];

export function isActiveStatus(status: TaskStatus): boolean {
  return ACTIVE_STATUSES.includes(status);
}

export function statusLabel(status: TaskStatus, language: Language = 'ru'): string {
  return (language === 'uz' ? STATUS_LABELS_UZ : STATUS_LABELS)[status];
}

// the client cancel-reason step for a task in this status (1 before a master accepted, 2 after)
export function cancelStepFor(status: TaskStatus): 1 | 2 | null {
  if (SEARCHING_STATUSES.includes(status)) return 1;
  if (ASSIGNED_STATUSES.includes(status)) return 2;
  return null;
}

// Where a task stands, as the screens group it (SPEC §4's colour groups): still searching for a master,
// held by one, done, closed by an admin, or ended without being done.
export const TASK_PHASES = ['searching', 'assigned', 'completed', 'closed', 'stopped'] as const;
export type TaskPhase = (typeof TASK_PHASES)[number];

export function phaseOf(status: TaskStatus): TaskPhase {
  if (SEARCHING_STATUSES.includes(status)) return 'searching';
  if (ASSIGNED_STATUSES.includes(status)) return 'assigned';
  if (status === 'completed' || status === 'closed') return status;
  return 'stopped';
}
