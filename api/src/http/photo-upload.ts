// Multipart photo uploads (the master's application, a task's photos): one reader for the `photo` file
// part, the same limits and the same refusals.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError, type PlainCode } from '../platform/errors';
import { PHOTO_MAX_BYTES, type UploadedFile } from '../platform/photos';
import { storable } from '../platform/sanitize';

// multipart only in the caller's scope: the rest of the API keeps its JSON body limit
export async function registerPhotoMultipart(scope: FastifyInstance, fields: { fields: number; parts: number }) {
  await scope.register(multipart, {
    throwFileSizeLimit: false,
    // a little over 5 MB, so a larger file is seen as larger (truncated) and refused with docs/product.md's text
    limits: { fileSize: PHOTO_MAX_BYTES + 64 * 1024, files: 1, fieldSize: 16 * 1024, ...fields },
  });
}

// Reads the multipart form: fields go to onField (NUL dropped: multipart skips the JSON hooks,
// platform/sanitize.ts), and at most one file in `photo`. Other files are drained unread. A form that breaks
// the limits is refused with `invalidText`.
const BROKEN_FORM = /^(Multipart: |Malformed |Unexpected end of form|Part terminated early)/;

export async function readPhotoParts(
  request: FastifyRequest,
  invalidText: PlainCode,
  onField: (name: string, value: unknown) => void = () => {},
): Promise<UploadedFile | null> {
  let photo: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo') {
          part.file.resume();
          continue;
        }
        const data = await part.toBuffer();
        // a form with an empty file input still sends the part: that is "no photo"
        if (data.length === 0 && !part.filename) continue;
        photo = { data, truncated: part.file.truncated };
      } else {
        onField(part.fieldname, storable(part.value));
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw ValidationError.fromFields({ photo: ['PHOTO_ONLY_ONE'] });
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw ValidationError.fromFields({ photo: ['PHOTO_TOO_LARGE'] });
    if (typeof code === 'string' && code.startsWith('FST_')) throw new ValidationError(invalidText);
    // busboy's refusals of a malformed form (no boundary, a broken part, a body cut short) are bad input
    if (!code && error instanceof Error && BROKEN_FORM.test(error.message)) throw new ValidationError(invalidText);
    throw error;
  }
  return photo;
}
