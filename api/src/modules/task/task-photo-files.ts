// The files of task photos: upload (checked and re-encoded like the master's photo,
// platform/photos.ts), removal from the form, serving to those who may see the task, and the timed
// clean-up of uploads no task took and of files whose task is gone.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Services, Viewer } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { preparePhoto, TASK_PHOTO_TYPES, writePhotoFile, type UploadedFile } from '../../platform/photos';
import { assertCanViewTask } from './client-tasks';
import {
  fileName,
  freshSince,
  ID_PATTERN,
  MIME,
  TASK_PHOTO_TTL_MS,
  TASK_PHOTOS_MAX,
  taskPhotosDir,
  taskPhotoUrl,
  type TaskPhotoRef,
} from './task-photos';
import { lockUser, type Tx } from '../lifecycle';
import { canReadProblem } from './problem/problem-read';
import type { Db } from '../../platform/db/client';

const tooMany = () =>
  ValidationError.fromFields({ photo: [{ code: 'TASK_PHOTO_TOO_MANY', params: { max: TASK_PHOTOS_MAX } }] });

// The uploader's photos still waiting for a task (fresh ones: expired ones are about to be deleted).
async function pendingCount(tx: Pick<Tx, 'taskPhoto'> | Db, userId: number, now: Date): Promise<number> {
  return tx.taskPhoto.count({
    where: { userId, taskId: null, problemId: null, createdAt: { gt: freshSince(now) } },
  });
}

// Checks and re-encodes the file, then stores it. A sixth photo waiting for a task is refused before any
// byte is written; two uploads at once queue on the user's row, so they cannot both be the fifth.
export async function uploadTaskPhoto(services: Services, viewer: Viewer, file: UploadedFile): Promise<TaskPhotoRef> {
  const { db, config } = services;
  const userId = viewer.user.id;
  const now = new Date();
  // cheap refusal first: no CPU spent on decoding a photo that cannot be kept
  if ((await pendingCount(db, userId, now)) >= TASK_PHOTOS_MAX) throw tooMany();
  const prepared = await preparePhoto(file, TASK_PHOTO_TYPES);
  const id = crypto.randomBytes(24).toString('base64url');
  const dir = taskPhotosDir(config.uploadsDir);
  const name = fileName({ id, extension: prepared.extension });
  try {
    await db.$transaction(async (tx) => {
      await lockUser(tx, userId);
      if ((await pendingCount(tx, userId, now)) >= TASK_PHOTOS_MAX) throw tooMany();
      await writePhotoFile(dir, name, prepared);
      await tx.taskPhoto.create({
        data: { id, userId, extension: prepared.extension, width: prepared.width, height: prepared.height },
      });
    });
  } catch (error) {
    await fs.rm(path.join(dir, name), { force: true });
    throw error;
  }
  return { id, url: taskPhotoUrl(id) };
}

// The client removes an upload from the form before creating the task.
export async function removePendingTaskPhoto(
  services: Services,
  viewer: Viewer,
  id: string | undefined,
): Promise<void> {
  const { db, config } = services;
  if (!id || !ID_PATTERN.test(id)) throw new NotFoundError('TASK_PHOTO_NOT_FOUND');
  const photo = await db.taskPhoto.findFirst({ where: { id, userId: viewer.user.id, taskId: null, problemId: null } });
  if (!photo) throw new NotFoundError('TASK_PHOTO_NOT_FOUND');
  await db.taskPhoto.deleteMany({ where: { id, taskId: null, problemId: null } });
  await fs.rm(path.join(taskPhotosDir(config.uploadsDir), fileName(photo)), { force: true });
}

export interface TaskPhotoFile {
  path: string;
  mime: string;
}

// The bytes' file for a viewer who may see them: the uploader while the photo waits for a task, then
// whoever may see the task (its client, masters it was offered to, its master, admins). Anyone else,
// and any id that does not exist, gets the same NotFoundError.
export async function taskPhotoFileFor(
  services: Services,
  viewer: Viewer | null,
  id: string | undefined,
): Promise<TaskPhotoFile> {
  const notFound = new NotFoundError('TASK_PHOTO_NOT_FOUND');
  if (!viewer || !id || !ID_PATTERN.test(id)) throw notFound;
  const photo = await services.db.taskPhoto.findUnique({ where: { id } });
  if (!photo) throw notFound;
  if (photo.problemId !== null) {
    // a problem's photo: only those who may read the problem (problem/problem-model.ts)
    if (!(await canReadProblem(services.db, viewer, photo.problemId))) throw notFound;
  } else if (photo.taskId === null) {
    if (photo.userId !== viewer.user.id) throw notFound;
  } else {
    try {
      await assertCanViewTask(services.db, viewer, photo.taskId);
    } catch (error) {
      throw error instanceof NotFoundError ? notFound : error;
    }
  }
  return {
    path: path.join(taskPhotosDir(services.config.uploadsDir), fileName(photo)),
    mime: MIME[photo.extension] ?? 'application/octet-stream',
  };
}

// Timed job: deletes uploads no task took within a day, and (with sweepFiles) the files of photos whose
// rows are gone (their task was deleted). A file younger than a day is never touched: its row may be on
// its way.
export async function deleteStalePhotos(
  services: Services,
  now: Date,
  sweepFiles = true,
): Promise<{ expired: number; orphans: number }> {
  const { db, config } = services;
  const dir = taskPhotosDir(config.uploadsDir);
  const cutoff = new Date(now.getTime() - TASK_PHOTO_TTL_MS);
  const expired = await db.taskPhoto.findMany({
    where: { taskId: null, problemId: null, createdAt: { lte: cutoff } },
    select: { id: true, extension: true },
    take: 1000,
  });
  if (expired.length) {
    await db.taskPhoto.deleteMany({
      where: { id: { in: expired.map((photo) => photo.id) }, taskId: null, problemId: null },
    });
    for (const photo of expired) await fs.rm(path.join(dir, fileName(photo)), { force: true });
  }

  if (!sweepFiles) return { expired: expired.length, orphans: 0 };
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return { expired: expired.length, orphans: 0 };
  }
  const old: { name: string; id: string }[] = [];
  for (const name of names) {
    const id = name.split('.')[0];
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (stat?.isFile() && stat.mtime <= cutoff) old.push({ name, id });
  }
  let orphans = 0;
  for (let start = 0; start < old.length; start += 1000) {
    const batch = old.slice(start, start + 1000);
    const kept = new Set(
      (await db.taskPhoto.findMany({ where: { id: { in: batch.map((file) => file.id) } }, select: { id: true } })).map(
        (photo) => photo.id,
      ),
    );
    for (const file of batch) {
      if (kept.has(file.id)) continue;
      await fs.rm(path.join(dir, file.name), { force: true });
      orphans += 1;
    }
  }
  return { expired: expired.length, orphans };
}
