// docs/product.md §7 "Session and role": init and set-role (last-address lives with the tasks).
import type { FastifyInstance } from 'fastify';
import { AppError, ValidationError } from '../../platform/errors';
import { currentContract, setLanguage, setRole } from './users';
import { displayName } from '../../platform/i18n/person-name';
import type { Viewer } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { isDatabaseUnavailable } from '../../platform/db/errors';
import { confirmPhoneFromTelegram } from './telegram-contact';
import { parseSignedContact } from './contact-input';
import { parseLanguage, parseRole } from './user-input';
import { handle, ok, say, sendFailure, viewerOf, withFailureText } from '../../http/envelope';

export async function initUser(db: Db, viewer: Viewer) {
  const { user } = viewer;
  const contract = await currentContract(db, user.id);
  return {
    id: user.id,
    telegram_id: user.telegramId.toString(),
    name: displayName(user),
    first_name: user.firstName,
    last_name: user.lastName,
    username: user.username,
    photo_url: user.photoUrl,
    currentRole: user.currentRole,
    language: user.language,
    isAdmin: viewer.isAdmin,
    Contract: contract ? { id: contract.id, status: contract.status } : null,
  };
}

export function sessionRoutes(app: FastifyInstance) {
  app.get(
    '/init',
    handle('DATA_LOAD_FAILED', async (request) => {
      const { config, db } = request.ctx;
      return ok({
        user: await initUser(db, viewerOf(request)),
        app: { name: config.appName, support_url: config.supportUrl },
      });
    }),
  );

  app.post<{ Body: { role?: unknown } | undefined }>(
    '/user/set-role',
    withFailureText('ROLE_FAILED', async (request, reply) => {
      try {
        const user = await setRole(request.ctx, viewerOf(request), parseRole(request.body?.role));
        return ok({ message: say(request, 'ROLE_UPDATED'), currentRole: user.currentRole });
      } catch (error) {
        // the database down is not an unknown failure: 503 with the clear text, the client may retry
        if (isDatabaseUnavailable(error)) return sendFailure(reply, error, 'ROLE_FAILED');
        const known = error instanceof AppError;
        if (!known) request.log.error({ err: error }, 'set-role failed');
        return reply.code(known ? error.status : 500).send({
          success: false,
          message: say(request, 'ROLE_FAILED'),
          error: say(request, known ? error : 'UNKNOWN_ERROR'),
        });
      }
    }),
  );

  app.post<{ Body: { language?: unknown } | undefined }>(
    '/user/set-language',
    withFailureText('LANGUAGE_FAILED', async (request, reply) => {
      try {
        const user = await setLanguage(request.ctx, viewerOf(request), parseLanguage(request.body?.language));
        return ok({ message: say(request, 'LANGUAGE_UPDATED'), language: user.language });
      } catch (error) {
        if (isDatabaseUnavailable(error)) return sendFailure(reply, error, 'LANGUAGE_FAILED');
        const known = error instanceof AppError;
        if (!known) request.log.error({ err: error }, 'set-language failed');
        return reply.code(known ? error.status : 500).send({
          success: false,
          message: say(request, 'LANGUAGE_FAILED'),
          error: say(request, known ? error : 'UNKNOWN_ERROR'),
          ...(error instanceof ValidationError ? { errors: error.fieldErrors } : {}),
        });
      }
    }),
  );

  // the contact Telegram returned to requestContact, as signed (`contact=...&auth_date=...&hash=...`)
  app.post<{ Body: { contact?: unknown } | undefined }>(
    '/user/contact',
    handle('CONTACT_FAILED', async (request) => {
      const user = await confirmPhoneFromTelegram(
        request.ctx,
        viewerOf(request),
        parseSignedContact((request.body as { contact?: unknown } | undefined)?.contact),
      );
      return ok({
        message: say(request, 'CONTACT_CONFIRMED'),
        data: { phone: user.phone, phone_verified: user.phoneVerified },
      });
    }),
  );
}
