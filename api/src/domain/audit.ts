// Audit log: every admin change writes one row inside the transaction that makes the change, so the
// log never claims a change that rolled back and never misses one that committed.
import type { Prisma } from '../db/generated/prisma/client';
import { requireAdminReader } from './admin-access';
import type { Viewer } from './context';
import { optionalId, pageRequest, type PageRequest } from './paging';

type Tx = Pick<Prisma.TransactionClient, 'auditLog'>;

export async function recordAudit(
  tx: Tx,
  actorUserId: number | null,
  action: string,
  entity: string,
  entityId: number | null,
  data: object,
): Promise<void> {
  // JSON round trip: drops undefined, turns Dates into strings and BigInts (Telegram ids) into strings
  const json = JSON.parse(
    JSON.stringify(data ?? {}, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
  ) as Prisma.InputJsonValue;
  await tx.auditLog.create({ data: { actorUserId, action, entity, entityId, data: json } });
}

export interface AuditFilters {
  entity?: unknown;
  entityId?: unknown;
  action?: unknown;
  actorUserId?: unknown;
  page?: unknown;
  perPage?: unknown;
}

export interface AuditListQuery {
  where: Prisma.AuditLogWhereInput;
  orderBy: Prisma.AuditLogOrderByWithRelationInput[];
  page: PageRequest;
}

// Admins (and analysts) read the log newest first, narrowed by entity, entity id, action or actor.
export function auditListQuery(viewer: Viewer | null, filters: AuditFilters): AuditListQuery {
  requireAdminReader(viewer);
  const page = pageRequest(filters);
  const where: Prisma.AuditLogWhereInput = {};
  const entity = typeof filters.entity === 'string' ? filters.entity.trim() : '';
  if (entity) where.entity = { equals: entity, mode: 'insensitive' };
  const entityId = optionalId(filters.entityId, 'entity_id');
  if (entityId) where.entityId = entityId;
  const action = typeof filters.action === 'string' ? filters.action.trim() : '';
  if (action) where.action = action.endsWith('.') ? { startsWith: action } : action;
  const actorUserId = optionalId(filters.actorUserId, 'actor_user_id');
  if (actorUserId) where.actorUserId = actorUserId;
  return { where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], page };
}
