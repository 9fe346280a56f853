// The audit log for admins and analysts: who changed what, newest first.
import { auditListQuery, type AuditListQuery } from './audit';
import { parseAuditFilters } from './audit-input';
import { builder } from '../../graphql/builder';

builder.prismaObject('AuditLog', {
  authScopes: { adminReader: true },
  fields: (t) => ({
    id: t.exposeInt('id'),
    action: t.exposeString('action'),
    entity: t.exposeString('entity'),
    entityId: t.exposeInt('entityId', { nullable: true }),
    data: t.expose('data', { type: 'JSON' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    actorUserId: t.exposeInt('actorUserId', { nullable: true }),
    actor: t.relation('actor', { nullable: true }),
  }),
});

const AuditLogPage = builder.objectRef<AuditListQuery>('AuditLogPage').implement({
  fields: (t) => ({
    items: t.prismaField({
      type: ['AuditLog'],
      resolve: (query, list, _args, ctx) =>
        ctx.db.auditLog.findMany({
          ...query,
          where: list.where,
          orderBy: list.orderBy,
          skip: list.page.skip,
          take: list.page.take,
        }),
    }),
    total: t.int({ resolve: (list, _args, ctx) => ctx.db.auditLog.count({ where: list.where }) }),
    page: t.int({ resolve: (list) => list.page.page }),
    perPage: t.int({ resolve: (list) => list.page.perPage }),
  }),
});

builder.queryFields((t) => ({
  auditLog: t.field({
    type: AuditLogPage,
    authScopes: { adminReader: true },
    args: {
      entity: t.arg.string(),
      entityId: t.arg.int(),
      action: t.arg.string(),
      actorUserId: t.arg.int(),
      page: t.arg.int(),
      perPage: t.arg.int(),
    },
    resolve: (_root, args, ctx) => auditListQuery(ctx.viewer, parseAuditFilters(args)),
  }),
}));
