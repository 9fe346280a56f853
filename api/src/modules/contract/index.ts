// The contract module: a master's application (contract) with its categories and districts, the admin's
// review of it, its status labels, and what leaving the working set does to open offers.
// Other modules and the faces import this file only (.dependency-cruiser.cjs).
export { adminContractRoutes } from './contract-admin-routes';
export { ArchivedFilterEnum, ContractStatusEnum } from './contract-fields';
export { parseContractFilters } from './contract-input';
export { contractListQuery } from './contract-moderation';
export { contractRoutes } from './contract-routes';
export { CONTRACT_STATUS_CODES } from './contracts';
