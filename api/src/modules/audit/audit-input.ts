// The audit log's filters as the REST query strings and the GraphQL arguments give them, checked one after
// another; the first bad one is refused alone (page numbers first).
import type { AuditFilters } from './audit';
import { filterText, optionalId } from '../../platform/input/fields';
import { parsePage } from '../../platform/input/paging';
import { parseOrThrow } from '../../platform/input/parse';

export interface AuditQueryInput {
  entity?: unknown;
  entityId?: unknown;
  action?: unknown;
  actorUserId?: unknown;
  page?: unknown;
  perPage?: unknown;
}

// The audit log's filters: an entity's name and id, an action (or a family of them, `task.`), an actor.
export function parseAuditFilters(raw: AuditQueryInput): AuditFilters {
  const page = parsePage(raw);
  const entity = filterText().parse(raw.entity);
  const entityId = parseOrThrow(optionalId(), raw.entityId, 'entityId');
  const action = filterText().parse(raw.action);
  const actorUserId = parseOrThrow(optionalId(), raw.actorUserId, 'actorUserId');
  return { page, entity, entityId, action, actorUserId };
}
