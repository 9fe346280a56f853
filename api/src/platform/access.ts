// "Admins read and write; analysts read aggregates, never a person, and never write": the one home of that
// rule. The GraphQL scopes (graphql/builder.ts), the REST prefix hooks (http/routes.ts) and the services below
// all ask here. An analyst token belongs to the admin who issued it (isAdmin is that admin's, read at every
// sign-in) with isAnalyst set: while the admin still is one it reads analytics and reference data
// (categories, cities, districts), and no person's phone, Telegram id, username, address, point, photo or
// free text: every record of a person is behind readsAsAdmin, which a token never passes. It is
// no session either: the Mini App's routes refuse it (http/routes.ts). Admins export personal data through
// their own session; no token scope reads it.
import type { Viewer } from './context';
import { ForbiddenError } from './errors';

// reads what admins read: admin screens, every task, every contact (an admin's own session only)
export function readsAsAdmin(viewer: Viewer | null): boolean {
  return !!viewer && viewer.isAdmin && !viewer.isAnalyst;
}

// reads analytics and aggregates: admins and their analyst tokens
export function readsAggregates(viewer: Viewer | null): boolean {
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

export function requireAggregateReader(viewer: Viewer | null): Viewer {
  if (!viewer || !readsAggregates(viewer)) throw new ForbiddenError();
  return viewer;
}

export function requireAdminWriter(viewer: Viewer | null): Viewer {
  if (!viewer || !writesAsAdmin(viewer)) throw new ForbiddenError();
  return viewer;
}
