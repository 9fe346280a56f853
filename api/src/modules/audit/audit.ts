// Audit log: every admin change writes one row inside the transaction that makes the change, so the
// log never claims a change that rolled back and never misses one that committed.
import type { Prisma } from '../../platform/db/generated/prisma/client';
import { requireAdminReader } from '../../platform/access';
import type { Viewer } from '../../platform/context';
import type { PageRequest } from '../../platform/paging';

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

// The list's filters, parsed at the edge (modules/task/input/list-input.ts); absent or empty: no filter.
export interface AuditFilters {
  page: PageRequest;
  // trimmed
  entity?: string;
  entityId?: number;
  // trimmed; one ending in a dot names a family of actions (`task.`)
  action?: string;
  actorUserId?: number;
}

export interface AuditListQuery {
  where: Prisma.AuditLogWhereInput;
  orderBy: Prisma.AuditLogOrderByWithRelationInput[];
  page: PageRequest;
}

// Admins (and analysts) read the log newest first, narrowed by entity, entity id, action or actor.
export function auditListQuery(viewer: Viewer | null, filters: AuditFilters): AuditListQuery {
  requireAdminReader(viewer);
  const where: Prisma.AuditLogWhereInput = {};
  const { entity, entityId, action, actorUserId } = filters;
  if (entity) where.entity = { equals: entity, mode: 'insensitive' };
  if (entityId) where.entityId = entityId;
  if (action) where.action = action.endsWith('.') ? { startsWith: action } : action;
  if (actorUserId) where.actorUserId = actorUserId;
  return { where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], page: filters.page };
}
