// Who sees a client's contacts (name, phone, messenger username, point): the client, the master the task
// is assigned to, and those who read as admins. A master looking at an offer does not (docs/product.md §2: the
// new-task card has no client info; the in-progress card has it). GraphQL's Task fields, the REST task
// JSON and the live feeds all ask here.
import { readsAsAdmin } from '../../platform/access';
import type { Viewer } from '../../platform/context';

export interface ContactHolder {
  clientId: number;
  // the contract of the master the task is assigned to (null while it is offered or unassigned)
  contract: { userId: number } | null;
}

export function seesClientContacts(task: ContactHolder, viewer: Viewer | null): boolean {
  if (!viewer) return false;
  return readsAsAdmin(viewer) || task.clientId === viewer.user.id || task.contract?.userId === viewer.user.id;
}

// the Prisma selection the rule reads
export const contactHolderSelect = { clientId: true, contract: { select: { userId: true } } } as const;
