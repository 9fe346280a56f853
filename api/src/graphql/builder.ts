// The only Pothos SchemaBuilder: Prisma types, the request context, scalars and auth scopes.
// Plugin order as in the Pothos examples: scope-auth, errors, prisma.
import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { DateTimeResolver, JSONResolver } from 'graphql-scalars';
import type PrismaTypes from '../platform/db/generated/pothos-types';
import { getDatamodel } from '../platform/db/generated/pothos-types';
import { mayWrite, readsAggregates, readsAsAdmin, writesAsAdmin } from '../platform/access';
import type { RequestContext, Viewer } from '../platform/context';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../platform/errors';
import { translate, type MessageRef } from '../platform/i18n';

// the context of a field behind a scope that needs someone signed in: `t.withAuth({ loggedIn: true })`
// (or admin, adminReader, writer) gives its resolver a viewer that is there
export type SignedInContext = RequestContext & { viewer: Viewer };

export const builder = new SchemaBuilder<{
  PrismaTypes: PrismaTypes;
  Context: RequestContext;
  AuthScopes: {
    loggedIn: boolean;
    admin: boolean;
    adminReader: boolean;
    aggregateReader: boolean;
    writer: boolean;
    self: number;
  };
  AuthContexts: {
    loggedIn: SignedInContext;
    admin: SignedInContext;
    adminReader: SignedInContext;
    aggregateReader: SignedInContext;
    writer: SignedInContext;
  };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // a subscription's scopes are checked when it starts, so a refused one never gets a listener
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      loggedIn: !!ctx.viewer,
      // analyst tokens read analytics and reference data, no person's data, and change nothing
      // (platform/access.ts)
      admin: writesAsAdmin(ctx.viewer),
      adminReader: readsAsAdmin(ctx.viewer),
      aggregateReader: readsAggregates(ctx.viewer),
      writer: mayWrite(ctx.viewer),
      // the record belongs to the signed-in user (the parameter: its user id)
      self: (userId) => ctx.viewer?.user.id === userId,
    }),
    unauthorizedError: (_parent, context) =>
      context.viewer ? new ForbiddenError() : new ForbiddenError('AUTH_REQUIRED'),
  },
  errors: { defaultTypes: [ValidationError, NotFoundError, ForbiddenError, ConflictError, AppError] },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
});

// A person's record (a User, a master's Contract) is read whole by its owner and staff. Everyone else
// who reaches it, by whatever path (a review, a task), reads only the fields marked public: a type
// using ownerAndStaff is closed by default, so a field added later stays private until marked.
export const ownerAndStaff = (ownerId: number) => ({ adminReader: true, self: ownerId });
export const publicField = { skipTypeScopes: true } as const;

builder.addScalarType('DateTime', DateTimeResolver);
builder.addScalarType('JSON', JSONResolver);

builder.queryType({});
builder.mutationType({ authScopes: { writer: true } });
builder.subscriptionType({});

// Every expected failure implements Error, so a client can always ask `... on Error { code message }`:
// the code is stable (TASK_TEXT_TOO_SHORT...), the message is the catalogue's text in the viewer's language.
export const ErrorInterface = builder.interfaceRef<AppError>('Error').implement({
  fields: (t) => ({
    message: t.string({ resolve: (error, _args, ctx) => translate(ctx.language, error) }),
    code: t.exposeString('code'),
  }),
});

const FieldError = builder.objectRef<{ field: string; messages: MessageRef[] }>('FieldError').implement({
  fields: (t) => ({
    field: t.exposeString('field'),
    messages: t.stringList({
      resolve: (error, _args, ctx) => error.messages.map((message) => translate(ctx.language, message)),
    }),
    // the codes of the messages, in the same order
    codes: t.stringList({
      resolve: (error) => error.messages.map((message) => (typeof message === 'string' ? message : message.code)),
    }),
  }),
});

builder.objectType(AppError, { name: 'BaseError', interfaces: [ErrorInterface] });
builder.objectType(NotFoundError, { name: 'NotFoundError', interfaces: [ErrorInterface] });
builder.objectType(ForbiddenError, { name: 'ForbiddenError', interfaces: [ErrorInterface] });
builder.objectType(ConflictError, { name: 'ConflictError', interfaces: [ErrorInterface] });
builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    fieldErrors: t.field({
      type: [FieldError],
      resolve: (error) => Object.entries(error.fieldErrors).map(([field, messages]) => ({ field, messages })),
    }),
  }),
});
