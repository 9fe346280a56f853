export { LIMITS, PHOTO_TYPES, TASK_PHOTO_TYPES } from './limits.ts';
export { PHONE_PREFIX, isValidPhone, maskPhone, normalizePhone } from './phone.ts';
export { isValidUsername, maskUsername, normalizeUsername, usernameWithoutAt } from './username.ts';
export { isBlankText, isCancelTextValid, isDescriptionTooLong, isDescriptionTooShort, isOtherClientReason, isValidRating, trimText, visibleText, } from './text.ts';
