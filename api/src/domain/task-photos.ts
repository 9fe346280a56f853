// Photos of the problem (issue 19): a client uploads them while filling in the task (up to 5, checked and
// re-encoded like the master's photo, domain/photos.ts), task creation attaches them, and only those who
// may see the task get the bytes. A photo not attached within a day is deleted by a timed job; a task's
// photo rows go with the task (ON DELETE CASCADE) and the job then removes their files.
// The files (upload, removal, serving, clean-up) are in task-photo-files.ts; this module is what task
// creation needs.
import { LIMITS } from '@usta/rules';
import path from 'node:path';
import { ValidationError, type MessageRef } from './errors';
import type { Tx } from './task-transitions';

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

// photo_ids / photoIds of a new task: distinct ids, at most 5, each the client's own fresh upload that no
// task holds yet; anything else is refused (field photo_ids). Inside the creating transaction, after the
// client's row is locked, so two creations cannot take the same photo.
export async function checkPhotoIds(tx: Tx, userId: number, value: unknown, now = new Date()): Promise<string[]> {
  if (value === undefined || value === null || value === '') return [];
  const list: unknown[] = Array.isArray(value) ? value : [value];
  const refuse = (message: MessageRef) => ValidationError.fromFields({ photo_ids: [message] });
  if (list.length > TASK_PHOTOS_MAX) throw refuse({ code: 'TASK_PHOTO_TOO_MANY', params: { max: TASK_PHOTOS_MAX } });
  const ids = list.filter((id): id is string => typeof id === 'string' && ID_PATTERN.test(id));
  if (ids.length !== list.length || new Set(ids).size !== ids.length) throw refuse('TASK_PHOTO_UNKNOWN');
  if (!ids.length) return [];
  const found = await tx.taskPhoto.count({
    where: { id: { in: ids }, userId, taskId: null, createdAt: { gt: freshSince(now) } },
  });
  if (found !== ids.length) throw refuse('TASK_PHOTO_UNKNOWN');
  return ids;
}

export async function attachTaskPhotos(tx: Tx, taskId: number, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx.taskPhoto.update({ where: { id }, data: { taskId, position } });
  }
}
