// @usta/rules: the pure input rules of docs/product.md §5 that the API enforces and the web app checks as the user
// types. No dependencies, no texts: each side says a broken rule in its own words. Also the one way dates
// are written (dates.ts), with the Uzbek month names no browser's ICU has.
export { TIME_ZONE, UZBEK_MONTHS, formatDateTime, formatDay, formatTime, formatWindow } from './dates.ts';
export type { DateLanguage } from './dates.ts';
export { LIMITS, PHOTO_TYPES, TASK_PHOTO_TYPES } from './limits.ts';
export { PRICE_MAX, PRICE_MIN, isValidPrice, priceOfText } from './price.ts';
export { PHONE_PREFIX, groupPhone, isValidPhone, maskPhone, normalizePhone } from './phone.ts';
export { isValidUsername, maskUsername, normalizeUsername, usernameWithoutAt } from './username.ts';
export {
  clipText,
  firstCharacter,
  isBlankText,
  isCancelTextValid,
  isDescriptionTooLong,
  isDescriptionTooShort,
  hasTooFewLetters,
  isOtherClientReason,
  isValidRating,
  trimText,
  visibleText,
} from './text.ts';
