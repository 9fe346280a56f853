// The category module: service categories, their admin edits, and the detection of a category in a free
// text (detection/: the rules' index and the trained model).
// Other modules and the faces import this file only (.dependency-cruiser.cjs).
import './detection-fields';

export { listActiveCategories } from './categories';
export { adminCategoryRoutes } from './category-admin-routes';
export { detectionSnapshot, detectWithSnapshot, type CategoryDetection } from './category-detection';
export { CategoryRef } from './category-fields';
export { parseDetectionText } from './detection-input';
export { EmergencyKindEnum } from './detection-fields';
export type { EmergencyKind } from './emergency';
export { detectCategoryRoutes } from './detection-routes';
