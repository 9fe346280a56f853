// Admin checks inside the service layer, so every face (GraphQL scopes, REST prefix hook) is backed by
// the same rule: admins read and write; analyst tokens only read.
import type { Viewer } from './context';
import { ForbiddenError } from './errors';

export function requireAdminReader(viewer: Viewer | null): Viewer {
  if (!viewer || !(viewer.isAdmin || viewer.isAnalyst)) throw new ForbiddenError();
  return viewer;
}

export function requireAdminWriter(viewer: Viewer | null): Viewer {
  if (!viewer || !viewer.isAdmin || viewer.isAnalyst) throw new ForbiddenError();
  return viewer;
}
