import { readsAsAdmin } from '../../platform/access';
import { builder, ownerAndStaff, publicField } from '../../graphql/builder';
import { topics } from '../../platform/events/domain-events';
import { setLanguage, setRole } from './users';
import { displayName } from '../../platform/i18n/person-name';
import { confirmPhoneFromTelegram } from './telegram-contact';
import { parseSignedContact } from './contact-input';
import { parseLanguage, parseRole } from './user-input';

export const RoleEnum = builder.enumType('Role', {
  values: { CLIENT: { value: 0 }, MASTER: { value: 1 }, ADMIN: { value: 2 } } as const,
});

export const LanguageEnum = builder.enumType('Language', {
  description: 'Interface language: Russian (the default) or Uzbek in Latin script',
  values: { RU: { value: 'ru' }, UZ: { value: 'uz' } } as const,
});

// Others (a master reading who reviewed them, a client reading their master) see the name, username and
// photo; the Telegram id, role, language and admin flag are the user's own and staff's.
builder.prismaObject('User', {
  authScopes: (user) => ownerAndStaff(user.id),
  fields: (t) => ({
    id: t.exposeInt('id', publicField),
    telegramId: t.string({ resolve: (user) => user.telegramId.toString() }),
    name: t.string({ ...publicField, resolve: (user) => displayName(user) }),
    firstName: t.exposeString('firstName', { ...publicField, nullable: true }),
    lastName: t.exposeString('lastName', { ...publicField, nullable: true }),
    username: t.exposeString('username', { ...publicField, nullable: true }),
    photoUrl: t.exposeString('photoUrl', { ...publicField, nullable: true }),
    currentRole: t.field({ type: RoleEnum, nullable: true, resolve: (user) => user.currentRole as 0 | 1 | 2 | null }),
    language: t.field({ type: LanguageEnum, resolve: (user) => user.language }),
    // the user's own phone, for themselves and admins
    phone: t.string({
      nullable: true,
      resolve: (user, _args, ctx) => (ctx.viewer?.user.id === user.id || readsAsAdmin(ctx.viewer) ? user.phone : null),
    }),
    phoneVerified: t.exposeBoolean('phoneVerified'),
    isAdmin: t.boolean({
      resolve: (user, _args, ctx) => (ctx.viewer?.user.id === user.id ? ctx.viewer.isAdmin : user.isAdmin),
    }),
  }),
});

const AppInfo = builder.objectRef<{ name: string; supportUrl: string; devLogin: boolean }>('AppInfo').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    supportUrl: t.exposeString('supportUrl'),
    devLogin: t.exposeBoolean('devLogin'),
  }),
});

builder.queryFields((t) => ({
  me: t.prismaField({
    type: 'User',
    nullable: true,
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer ? ctx.db.user.findUnique({ ...query, where: { id: ctx.viewer.user.id } }) : null,
  }),
  appInfo: t.field({
    type: AppInfo,
    resolve: (_root, _args, ctx) => ({
      name: ctx.config.appName,
      supportUrl: ctx.config.supportUrl,
      devLogin: ctx.config.devLogin,
    }),
  }),
}));

builder.mutationFields((t) => ({
  setRole: t.withAuth({ loggedIn: true }).prismaField({
    type: 'User',
    errors: {},
    args: { role: t.arg({ type: RoleEnum, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const user = await setRole(ctx, ctx.viewer, parseRole(args.role));
      return ctx.db.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
  // the contact Telegram returned to requestContact, as Telegram signed it (the raw string)
  confirmPhoneFromTelegram: t.withAuth({ loggedIn: true }).prismaField({
    type: 'User',
    errors: {},
    args: { contact: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const user = await confirmPhoneFromTelegram(ctx, ctx.viewer, parseSignedContact(args.contact));
      return ctx.db.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
  setLanguage: t.withAuth({ loggedIn: true }).prismaField({
    type: 'User',
    errors: {},
    args: { language: t.arg({ type: LanguageEnum, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const user = await setLanguage(ctx, ctx.viewer, parseLanguage(args.language));
      return ctx.db.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
}));

// The signed-in user changed elsewhere: a role switched in another window or device, their master
// application approved, rejected or archived.
builder.subscriptionFields((t) => ({
  viewerChanged: t.withAuth({ loggedIn: true }).prismaField({
    type: 'User',
    subscribe: (_root, _args, ctx) => ctx.bus.subscribe(topics.viewer(ctx.viewer.user.id)),
    resolve: (query, _event, _args, ctx) =>
      ctx.db.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer.user.id } }),
  }),
}));
