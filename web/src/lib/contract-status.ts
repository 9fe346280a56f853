// How the screens show an application's (contract's) status: its colour, written once for the web. Its
// label always comes from the server, in the viewer's language (Contract.statusLabel on a badge, the
// contractStatuses query in the admin's filter; both from api/src/modules/contract/contracts.ts).
// Labels: docs/product.md §3.
import type { ContractStatusName } from './roles';
import type { StatusTone } from './task-status';

export const CONTRACT_TONES: Record<ContractStatusName, StatusTone> = {
  pending: 'blue',
  approved: 'green',
  verified: 'green',
  rejected: 'red',
};
