// The admin area: one lazy chunk (router.tsx imports only this module), never loaded by clients and
// masters. The GraphQL explorer (features/explorer) and the analytics dashboard (./analytics) are chunks of their own.
export { AdminContractsScreen } from './contracts-screen';
export { AdminContractDetailsScreen } from './contract-details-screen';
export { AdminContractEditScreen } from './contract-edit-screen';
export { AdminTasksScreen } from './tasks-screen';
export { AdminTaskDetailsScreen } from './task-details-screen';
export { AdminTaskEditScreen } from './task-edit-screen';
export { AdminReviewsScreen, AdminReviewDetailsScreen } from './reviews-screens';
export { AdminProblemsScreen } from './problems-screen';
export { AdminCityDistrictScreen } from './city-district-screen';
export { AdminCategoriesScreen } from './categories-screens';
export { AdminCategoryNewScreen, AdminCategoryEditScreen } from './category-edit-screens';
export { AdminAuditScreen } from './audit-screen';
export { AdminApiTokensScreen } from './api-tokens-screen';
