// Master applications (contracts): the statuses and shapes both sides share. The master's own
// application: modules/contract/contract-applications.ts; the admin's review: modules/contract/contract-moderation.ts; the form's database checks:
// contract-input.ts; what leaving the working set does to open offers: contract-offers.ts.
import type { ContractStatus, Language, Prisma } from '../../platform/db/generated/prisma/client';
import type { MessageCode } from '../../platform/errors';
import { translate } from '../../platform/i18n';

export const CONTRACT_INCLUDE = {
  city: true,
  categories: { include: { category: true }, orderBy: { categoryId: 'asc' } },
  districts: { include: { district: true }, orderBy: { districtId: 'asc' } },
} satisfies Prisma.ContractInclude;

export const ADMIN_CONTRACT_INCLUDE = { ...CONTRACT_INCLUDE, user: true } satisfies Prisma.ContractInclude;

export type ContractWithRefs = Prisma.ContractGetPayload<{ include: typeof CONTRACT_INCLUDE }>;
export type AdminContract = Prisma.ContractGetPayload<{ include: typeof ADMIN_CONTRACT_INCLUDE }>;

// the catalogue's label of each status (the faces say it in the viewer's language)
export const CONTRACT_STATUS_CODES = {
  pending: 'CONTRACT_STATUS_PENDING',
  approved: 'CONTRACT_STATUS_APPROVED',
  verified: 'CONTRACT_STATUS_VERIFIED',
  rejected: 'CONTRACT_STATUS_REJECTED',
} as const satisfies Record<ContractStatus, MessageCode>;

export function contractStatusCode(status: ContractStatus) {
  return CONTRACT_STATUS_CODES[status];
}

// an application's status label in the viewer's language: the one home of these labels for the API and the
// web (Contract.statusLabel and the REST `status_label`)
export function contractStatusLabel(status: ContractStatus, language: Language = 'ru'): string {
  return translate(language, CONTRACT_STATUS_CODES[status]);
}
