// Uploaded photos (the master's, and a task's photos of the problem): the bytes decide what a file is
// (never its name or content type), and every accepted image is decoded and encoded again, which drops
// EXIF/GPS and anything hidden after the image data.
import { LIMITS, PHOTO_TYPES, TASK_PHOTO_TYPES as TASK_PHOTO_KINDS } from '@usta/rules';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fromBuffer } from 'file-type';
import sharp from 'sharp';
import { ValidationError, type MessageRef } from './errors';

export const PHOTO_MAX_BYTES = LIMITS.photoMaxBytes;
// the longest side kept: enough for a profile card, and it bounds the stored size
const PHOTO_MAX_SIDE = 1600;
// refuses decompression bombs (a small file that claims a huge canvas) before decoding
const PHOTO_MAX_PIXELS = 50_000_000;
export const PUBLIC_UPLOADS_PREFIX = '/uploads/';

// docs/product.md §5: the master's photo is JPEG, PNG or GIF; a task's photos may also be WebP
export const MASTER_PHOTO_TYPES: ReadonlySet<string> = new Set(PHOTO_TYPES);
export const TASK_PHOTO_TYPES: ReadonlySet<string> = new Set(TASK_PHOTO_KINDS);

export interface UploadedFile {
  data: Buffer;
  // the reader stopped at its limit: the file is larger than what we hold
  truncated: boolean;
}

export interface PreparedPhoto {
  data: Buffer;
  extension: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
}

const refuse = (message: MessageRef) => ValidationError.fromFields({ photo: [message] });

// JPEG stays JPEG (turned upright first, since its orientation tag goes with the metadata). PNG stays
// PNG, WebP stays WebP. GIF becomes a still PNG of its first frame: a photo is shown as a still, and
// re-encoding every frame of an animation would cost CPU that a 5 MB file could multiply.
export async function preparePhoto(
  file: UploadedFile,
  accepted: ReadonlySet<string> = MASTER_PHOTO_TYPES,
): Promise<PreparedPhoto> {
  const type = await fromBuffer(file.data);
  if (!type || !accepted.has(type.mime)) throw refuse('PHOTO_NOT_IMAGE');
  if (file.truncated || file.data.length > PHOTO_MAX_BYTES) throw refuse('PHOTO_TOO_LARGE');
  try {
    const image = sharp(file.data, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const [encoded, extension] =
      type.mime === 'image/jpeg'
        ? ([image.jpeg({ quality: 85, mozjpeg: true }), 'jpg'] as const)
        : type.mime === 'image/webp'
          ? ([image.webp({ quality: 85 }), 'webp'] as const)
          : ([image.png({ compressionLevel: 9 }), 'png'] as const);
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, extension, width: info.width, height: info.height };
  } catch {
    // right magic bytes, but not an image a decoder accepts
    throw refuse('PHOTO_NOT_IMAGE');
  }
}

// Writes a prepared photo as <dir>/<name> (never over an existing file).
export async function writePhotoFile(dir: string, name: string, photo: PreparedPhoto): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), photo.data, { flag: 'wx' });
}

// Writes under a random name; returns the public path (/uploads/<name>) kept in the database.
export async function storePhoto(uploadsDir: string, photo: PreparedPhoto): Promise<string> {
  const name = `${crypto.randomUUID()}.${photo.extension}`;
  await writePhotoFile(uploadsDir, name, photo);
  return `${PUBLIC_UPLOADS_PREFIX}${name}`;
}

// Removes a stored photo by its public path; only plain names inside the uploads folder.
export async function removePhoto(uploadsDir: string, publicPath: string | null | undefined): Promise<void> {
  if (!publicPath?.startsWith(PUBLIC_UPLOADS_PREFIX)) return;
  const name = publicPath.slice(PUBLIC_UPLOADS_PREFIX.length);
  if (!/^[\w-]+\.(jpg|png)$/.test(name)) return;
  await fs.rm(path.join(uploadsDir, name), { force: true });
}
