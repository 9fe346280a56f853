// How the screens show an application's (contract's) status, written once for the web: its colour, and
// its label where no application has been read yet (the admin's status filter). A badge of an application
// read through GraphQL shows the server's label (Contract.statusLabel, in the viewer's language, from
// api/src/modules/contract/contracts.ts) and takes only its colour from here. Labels: docs/product.md §3.
import type { ContractStatusName } from './roles';
import type { StatusTone } from './task-status';
import { UI_TEXTS } from './ui-texts';

export const CONTRACT_STATUSES: readonly ContractStatusName[] = ['pending', 'approved', 'verified', 'rejected'];

export const CONTRACT_TONES: Record<ContractStatusName, StatusTone> = {
  pending: 'blue',
  approved: 'green',
  verified: 'green',
  rejected: 'red',
};

const LABEL_KEYS = {
  pending: 'contractStatusPending',
  approved: 'contractStatusApproved',
  verified: 'contractStatusVerified',
  rejected: 'contractStatusRejected',
} as const;

// the label in the language of the moment (the ui catalogue loads with every screen that shows it)
export function contractStatusLabel(status: ContractStatusName): string {
  return UI_TEXTS[LABEL_KEYS[status]];
}
