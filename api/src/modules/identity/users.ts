import type { Config } from '../../platform/config';
import type { TelegramIdentity } from '../../platform/auth/init-data';
import type { Db } from '../../platform/db/client';
import { Prisma, type Language, type User } from '../../platform/db/generated/prisma/client';
import { modelColumns, readRows } from '../../platform/db/raw-reads';
import { ForbiddenError } from '../../platform/errors';
import { storableText } from '../../platform/sanitize';
import { Role, type RoleValue } from './roles';
import type { Services, Viewer } from '../../platform/context';
import { publishViewerChange } from '../../platform/events/domain-events';

export const LANGUAGES = ['ru', 'uz'] as const satisfies readonly Language[];

// Telegram's language_code at the first sign-in: Uzbek for uz, uz-Latn, uz-UZ...; Russian for anything else.
export function languageFromTelegram(code: string | null | undefined): Language {
  return code?.trim().toLowerCase().startsWith('uz') ? 'uz' : 'ru';
}

// C0 and C1 control characters and DEL: PostgreSQL cannot store NUL at all, and none of them belongs in a
// name, a username or a language code (a tab or a line break would break the screens and the exports)
// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

// A profile text from Telegram's signed init data without control characters, invisible or direction marks
// (platform/sanitize.ts: the signature proves who sent it, not that it is clean); nothing left is no text.
export function profileText(text: string | null): string | null {
  if (text === null) return null;
  return storableText(text).replace(CONTROL, '').trim() || null;
}

// a User row as Prisma reads it
const USER_COLUMNS = modelColumns('u', Prisma.UserScalarFieldEnum);

// One read on every request; a write only for a new user or a changed Telegram profile.
export async function signIn(db: Db, config: Config, identity: TelegramIdentity): Promise<Viewer> {
  const profile = {
    firstName: profileText(identity.firstName),
    lastName: profileText(identity.lastName),
    username: profileText(identity.username),
    photoUrl: profileText(identity.photoUrl),
    languageCode: profileText(identity.languageCode),
  };
  // the one read every request makes, written out and sent as a named statement (platform/db/raw-reads.ts):
  // Prisma's findUnique spent ~0.6 ms more CPU on it
  let user: User | null =
    (
      await readRows<User>(
        db,
        Prisma.sql`SELECT ${USER_COLUMNS} FROM "User" u WHERE u."telegramId" = ${identity.telegramId}`,
      )
    )[0] ?? null;
  if (!user) {
    user = await db.user.upsert({
      where: { telegramId: identity.telegramId },
      create: { telegramId: identity.telegramId, ...profile, language: languageFromTelegram(profile.languageCode) },
      update: profile,
    });
  } else if ((Object.keys(profile) as (keyof typeof profile)[]).some((key) => user![key] !== profile[key])) {
    user = await db.user.update({ where: { id: user.id }, data: profile });
  }
  return viewerOf(user, config);
}

export function viewerOf(user: User, config: Config, isAnalyst = false): Viewer {
  return { user, isAdmin: user.isAdmin || config.adminTelegramIds.has(user.telegramId.toString()), isAnalyst };
}

// The role the user works in now; their other open sessions hear of it (viewerChanged).
export async function setRole(
  services: Pick<Services, 'db' | 'bus' | 'log'>,
  viewer: Viewer,
  role: RoleValue,
): Promise<User> {
  const { db } = services;
  if (role === Role.admin && !viewer.isAdmin) throw new ForbiddenError();
  const user = await db.user.update({ where: { id: viewer.user.id }, data: { currentRole: role } });
  viewer.user = user;
  await publishViewerChange(services.bus, user.id).catch((error) =>
    services.log.warn({ err: error, userId: user.id }, 'viewer event not published'),
  );
  return user;
}

// The master's contract that is not archived (the newest, if an old one lingers).
export function currentContract(db: Db, userId: number) {
  return db.contract.findFirst({ where: { userId, archivedAt: null }, orderBy: { id: 'desc' } });
}

// The interface language the user chose; their other open sessions hear of it (viewerChanged).
export async function setLanguage(
  services: Pick<Services, 'db' | 'bus' | 'log'>,
  viewer: Viewer,
  language: Language,
): Promise<User> {
  const { db } = services;
  const user = await db.user.update({ where: { id: viewer.user.id }, data: { language } });
  viewer.user = user;
  await publishViewerChange(services.bus, user.id).catch((error) =>
    services.log.warn({ err: error, userId: user.id }, 'viewer event not published'),
  );
  return user;
}
