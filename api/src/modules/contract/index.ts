// The contract module: a master's application (contract) with its categories and districts, the admin's
// review of it, its status labels, what leaving the working set does to open offers, and the master's duty
// switch and working hours (their rules are the dispatch's: modules/dispatch/master-duty.ts).
// Other modules and the faces import this file only (.dependency-cruiser.cjs).
export { adminContractRoutes } from './contract-admin-routes';
export { ArchivedFilterEnum, ContractStatusEnum } from './contract-fields';
export { parseContractFilters } from './contract-input';
export { contractListQuery, rejectContract } from './contract-moderation';
export { contractRoutes } from './contract-routes';
export { CONTRACT_STATUS_CODES } from './contracts';
export { DutyOffReasonEnum } from './duty-fields';
export { dutyRoutes } from './duty-routes';
export { StandardGapEnum } from './standard-fields';
export { standardJson, standardRoutes } from './standard-routes';
