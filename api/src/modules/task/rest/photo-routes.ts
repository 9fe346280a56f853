// Photos of the problem: upload (multipart field `photo`) and removal of an upload still on the
// form, under the Mini App's authenticated prefix; and the bytes, in a scope of their own so that a request
// without init data gets the same 404 as anyone else who may not see the task.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { createContext } from '../../identity';
import type { Services } from '../../../platform/context';
import { removePendingTaskPhoto, taskPhotoFileFor, uploadTaskPhoto } from '../task-photo-files';
import { AuthenticationError, ValidationError } from '../../../platform/errors';
import type { Language } from '../../../platform/i18n/language';
import { translate } from '../../../platform/i18n';
import { handle, ok, say, viewerOf } from '../../../http/envelope';
import { pathParam } from '../../../http/rest-input';
import { readPhotoParts, registerPhotoMultipart } from '../../../http/photo-upload';

export function taskPhotoRoutes(app: FastifyInstance) {
  app.register(async (scope) => {
    await registerPhotoMultipart(scope, { fields: 5, parts: 6 });
    scope.post(
      '/tasks/photos',
      handle('TASK_PHOTO_UPLOAD_FAILED', async (request, reply) => {
        const photo = request.isMultipart() ? await readPhotoParts(request, 'TASK_PHOTO_UPLOAD_FAILED') : null;
        if (!photo) throw ValidationError.fromFields({ photo: ['PHOTO_NOT_IMAGE'] });
        const data = await uploadTaskPhoto(request.ctx, viewerOf(request), photo);
        return reply.code(201).send(ok({ message: say(request, 'TASK_PHOTO_UPLOADED'), data }));
      }),
    );
  });

  app.delete(
    '/tasks/photos/:id',
    handle('TASK_PHOTO_REMOVE_FAILED', async (request) => {
      await removePendingTaskPhoto(request.ctx, viewerOf(request), pathParam(request, 'id'));
      return ok({ message: say(request, 'TASK_PHOTO_REMOVED') });
    }),
  );
}

// GET /api/tg-webapp/tasks/photos/:id: the bytes, for whoever may see the photo; everyone else, a request
// without (or with bad) credentials included, gets 404, so the answer never tells that a photo exists.
export async function taskPhotoFileRoutes(app: FastifyInstance, services: Services) {
  await app.register(
    async (scope) => {
      scope.get('/tasks/photos/:id', async (request, reply) => {
        // in the viewer's language once signed in (this scope signs in by itself)
        let language: Language | undefined;
        const notFound = () =>
          reply.code(404).send({ success: false, message: translate(language, 'TASK_PHOTO_NOT_FOUND') });
        let file;
        try {
          const ctx = await createContext(services, request.headers);
          language = ctx.language;
          // an analyst token reads no photo (it is no session: http/routes.ts)
          if (ctx.viewer?.isAnalyst) {
            const refusal = new AuthenticationError('token');
            const text = translate('ru', refusal);
            return reply.code(401).send({ success: false, message: text, error: text, code: refusal.code });
          }
          file = await taskPhotoFileFor(services, ctx.viewer, pathParam(request, 'id'));
        } catch (error) {
          if ((error as { status?: number }).status === 404 || (error as { status?: number }).status === 401)
            return notFound();
          throw error;
        }
        let stream;
        try {
          stream = fs.createReadStream(file.path);
          await new Promise<void>((resolve, reject) => stream!.once('open', () => resolve()).once('error', reject));
        } catch {
          return notFound();
        }
        return reply
          .type(file.mime)
          .header('cache-control', 'private, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .send(stream);
      });
    },
    { prefix: '/api/tg-webapp' },
  );
}
