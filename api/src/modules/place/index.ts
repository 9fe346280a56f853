// The place module: cities and districts, their reads for the forms and their admin edits.
// Other modules and the faces import this file only (.dependency-cruiser.cjs).
export { adminAddressRoutes } from './place-admin-routes';
export { DistrictRef } from './place-fields';
export { addressRoutes } from './place-routes';
