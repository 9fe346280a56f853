// @usta/rules: the pure input rules of docs/product.md §5 that the API enforces and the web app checks as the user
// types. No dependencies, no texts: each side says a broken rule in its own words.
export { LIMITS, PHOTO_TYPES, TASK_PHOTO_TYPES } from './limits.ts';
export { PHONE_PREFIX, isValidPhone, maskPhone, normalizePhone } from './phone.ts';
export { isValidUsername, maskUsername, normalizeUsername, usernameWithoutAt } from './username.ts';
export {
  isBlankText,
  isCancelTextValid,
  isDescriptionTooLong,
  isDescriptionTooShort,
  isOtherClientReason,
  isValidRating,
  trimText,
  visibleText,
} from './text.ts';
