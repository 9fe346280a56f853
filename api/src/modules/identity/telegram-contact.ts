// The phone from Telegram: the Mini App asks Telegram for the user's contact (requestContact);
// Telegram answers it signed with the bot token. A genuine, fresh contact of the viewer themself fills the
// user's phone, marked as confirmed; anything else changes nothing. A typed phone stays possible and is
// never marked.
import type { User } from '../../platform/db/generated/prisma/client';
import { verifySignedContact } from '../../platform/auth/init-data';
import type { Services, Viewer } from '../../platform/context';
import { ForbiddenError, ValidationError } from '../../platform/errors';
import { publishViewerChange } from '../../platform/events/domain-events';
import { isValidPhone, normalizePhone } from '@usta/rules';

// Telegram's answer is used at once; an hour covers a slow network and a clock apart
export const CONTACT_MAX_AGE_S = 60 * 60;

export async function confirmPhoneFromTelegram(
  services: Pick<Services, 'db' | 'bus' | 'log' | 'config'>,
  viewer: Viewer,
  signedContact: string,
): Promise<User> {
  const contact = verifySignedContact(signedContact, services.config.botToken, CONTACT_MAX_AGE_S);
  if (!contact) throw ValidationError.fromFields({ contact: ['CONTACT_INVALID'] });
  if (contact.telegramId !== viewer.user.telegramId) throw new ForbiddenError('CONTACT_NOT_YOURS');
  // Telegram sends the number without '+'; docs/product.md's rule for a phone is the same as for a typed one
  const phone = normalizePhone(`+${contact.phoneNumber.replace(/^\+/, '')}`);
  if (!isValidPhone(phone)) throw ValidationError.fromFields({ contact: ['CONTACT_NOT_UZBEK'] });
  const user = await services.db.user.update({
    where: { id: viewer.user.id },
    data: { phone, phoneVerified: true },
  });
  viewer.user = user;
  await publishViewerChange(services.bus, user.id).catch((error) =>
    services.log.warn({ err: error, userId: user.id }, 'viewer event not published'),
  );
  return user;
}
