// The audit log for admins: who changed what, newest first.
import type { FastifyInstance } from 'fastify';
import { auditListQuery } from './audit';
import { pageMeta } from '../../platform/paging';
import { parseAuditFilters } from './audit-input';
import { displayName } from '../../platform/i18n/person-name';
import { handle, ok, viewerOf } from '../../http/envelope';
import { queryParams } from '../../http/rest-input';

export function adminAuditRoutes(app: FastifyInstance) {
  app.get(
    '/audit',
    handle('AUDIT_LOAD_FAILED', async (request) => {
      const query = queryParams(request);
      const filters = parseAuditFilters({
        entity: query.entity,
        entityId: query.entity_id,
        action: query.action,
        actorUserId: query.actor_user_id,
        page: query.page,
        perPage: query.per_page,
      });
      const { where, orderBy, page } = auditListQuery(viewerOf(request), filters);
      const { db } = request.ctx;
      const [rows, total] = await Promise.all([
        db.auditLog.findMany({ where, orderBy, skip: page.skip, take: page.take, include: { actor: true } }),
        db.auditLog.count({ where }),
      ]);
      return ok({
        data: rows.map((row) => ({
          id: row.id,
          action: row.action,
          entity: row.entity,
          entity_id: row.entityId,
          data: row.data,
          actor: row.actor ? { id: row.actor.id, name: displayName(row.actor) } : null,
          createdAt: row.createdAt,
        })),
        meta: pageMeta(page, total),
      });
    }),
  );
}
