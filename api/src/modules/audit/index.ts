// The audit module: the record of every admin action (who, what, when, before and after) and the admin's
// read of it (REST /admin/audit, GraphQL auditLog).
// Other modules and the faces import this file only (.dependency-cruiser.cjs).
import './audit-fields';

export { parseAuditFilters } from './audit-input';
export { adminAuditRoutes } from './audit-routes';
export { recordAudit } from './audit';
