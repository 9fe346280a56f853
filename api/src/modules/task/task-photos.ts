// Photos of the problem: a client uploads them while filling in the task (up to 5, checked and
// re-encoded like the master's photo, platform/photos.ts), task creation attaches them, and only those who
// may see the task get the bytes. A photo not attached within a day is deleted by a timed job; a task's
// photo rows go with the task (ON DELETE CASCADE) and the job then removes their files.
// The files (upload, removal, serving, clean-up) are in task-photo-files.ts; this module is what task
// creation needs.
import { LIMITS } from '@usta/rules';
import path from 'node:path';
import { ValidationError } from '../../platform/errors';
import type { Tx } from '../lifecycle';

export const TASK_PHOTOS_MAX = LIMITS.taskPhotosMax;
// an upload not attached by then is deleted
export const TASK_PHOTO_TTL_MS = 24 * 60 * 60 * 1000;
export const TASK_PHOTOS_FOLDER = 'task-photos';
export const TASK_PHOTO_URL_PREFIX = '/api/tg-webapp/tasks/photos/';
// 24 random bytes, base64url: 32 characters nobody can guess
export const ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;
export const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export interface TaskPhotoRef {
  id: string;
  url: string;
}

export const taskPhotoUrl = (id: string) => `${TASK_PHOTO_URL_PREFIX}${id}`;
export const taskPhotosDir = (uploadsDir: string) => path.join(uploadsDir, TASK_PHOTOS_FOLDER);
export const fileName = (photo: { id: string; extension: string }) => `${photo.id}.${photo.extension}`;

export const freshSince = (now: Date) => new Date(now.getTime() - TASK_PHOTO_TTL_MS);

// photoIds of a new task (distinct well-formed ids, at most 5: input/task-input.ts): each the
// client's own fresh upload that no task holds yet, else refused (field photoIds). Inside the creating
// transaction, after the client's row is locked, so two creations cannot take the same photo.
export async function checkPhotoIds(tx: Tx, userId: number, ids: readonly string[], now = new Date()): Promise<void> {
  if (!ids.length) return;
  const found = await tx.taskPhoto.count({
    where: { id: { in: [...ids] }, userId, taskId: null, problemId: null, createdAt: { gt: freshSince(now) } },
  });
  if (found !== ids.length) throw ValidationError.fromFields({ photoIds: ['TASK_PHOTO_UNKNOWN'] });
}

// the form's field about them, told after the task's fields and its time
export const PHOTO_FIELDS = ['photoIds'] as const;

export async function attachTaskPhotos(tx: Tx, taskId: number, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx.taskPhoto.update({ where: { id }, data: { taskId, position } });
  }
}
