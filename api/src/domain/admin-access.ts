// "Admins read and write; analysts read, never write": the one home of that rule. The GraphQL scopes
// (schema/builder.ts), the REST prefix hooks (rest/index.ts) and the services below all ask here.
// An analyst token acts as the admin who issued it (isAdmin is that admin's, read at every sign-in),
// with isAnalyst set: it reads what the admin reads while the admin still is one, and changes nothing.
import type { Viewer } from './context';
import { ForbiddenError } from './errors';

// reads what admins read: admin screens, every task, every contact
export function readsAsAdmin(viewer: Viewer | null): boolean {
  return !!viewer && viewer.isAdmin;
}

// acts as an admin: moderation, edits, assignments
export function writesAsAdmin(viewer: Viewer | null): boolean {
  return !!viewer && readsAsAdmin(viewer) && !viewer.isAnalyst;
}

// changes anything at all (an analyst token never does, not even in the Mini App)
export function mayWrite(viewer: Viewer | null): boolean {
  return !!viewer && !viewer.isAnalyst;
}

export function requireAdminReader(viewer: Viewer | null): Viewer {
  if (!viewer || !readsAsAdmin(viewer)) throw new ForbiddenError();
  return viewer;
}

export function requireAdminWriter(viewer: Viewer | null): Viewer {
  if (!viewer || !writesAsAdmin(viewer)) throw new ForbiddenError();
  return viewer;
}
