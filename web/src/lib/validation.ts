// Every input rule of docs/product.md §5 in one place; each message is written once, letter for letter.
import type { Texts } from '../locales/ru/validation';
import {
  LIMITS,
  PHOTO_TYPES,
  isBlankText,
  isCancelTextValid,
  isDescriptionTooShort,
  isOtherClientReason,
  isValidPhone as isValidPhoneNumber,
  isValidRating,
  isValidUsername as isValidUsernameText,
  maskPhone,
  maskUsername,
  usernameWithoutAt,
} from '@usta/rules';
import { featureTexts } from './i18n';

// the texts: web/src/locales/ru/validation.json (Russian source) and uz/validation.json, loaded with the
// screens that validate (the route table)
export const VALIDATION_TEXTS = featureTexts<Texts>('validation');

// the rules themselves (limits, phone, username, blank texts) are @usta/rules, which the API enforces too;
// here they get the user's words
export { LIMITS, isOtherClientReason };
// as the user types: the masks of the phone and username fields, and the username as the API takes it
export { maskPhone as normalizePhone, maskUsername as normalizeUsername, usernameWithoutAt as usernameForServer };

// Valid only as +998 followed by exactly nine digits; an empty value is valid (the phone is optional).
export function isValidPhone(phone: string): boolean {
  return phone === '' || isValidPhoneNumber(phone);
}

export function phoneError(phone: string, short = false): string | null {
  if (isValidPhone(phone)) return null;
  return short ? VALIDATION_TEXTS.phoneInvalidShort : VALIDATION_TEXTS.phoneInvalid;
}

export function isValidUsername(username: string): boolean {
  return username === '' || isValidUsernameText(username);
}

export function usernameError(username: string): string | null {
  return isValidUsername(username) ? null : VALIDATION_TEXTS.usernameInvalid;
}

export function descriptionError(text: string): string | null {
  return isDescriptionTooShort(text) ? VALIDATION_TEXTS.descriptionTooShort : null;
}

// the submit button stays disabled for an empty or blank text
export function isDescriptionSubmittable(text: string): boolean {
  return !isBlankText(text);
}

export function categoryError(categoryId: number | null | undefined): string | null {
  return categoryId ? null : VALIDATION_TEXTS.categoryRequired;
}

export type ContactMode = 'phone' | 'username';

// docs/product.md §5: a contact (phone or username) is present and valid
export function isContactComplete(mode: ContactMode, value: string): boolean {
  if (value === '') return false;
  return mode === 'phone' ? isValidPhone(value) : isValidUsername(value);
}

export function ratingError(rating: number): string | null {
  return isValidRating(rating) ? null : VALIDATION_TEXTS.ratingRequired;
}

export interface ReviewTarget {
  taskId?: number | null;
  master?: { contractId?: number | null } | null;
}

// docs/product.md §5: a review needs an active task, a master and the master's contract id
export function reviewTargetError(target: ReviewTarget | null | undefined): string | null {
  if (!target?.taskId) return VALIDATION_TEXTS.reviewTaskMissing;
  if (!target.master) return VALIDATION_TEXTS.reviewMasterMissing;
  if (!target.master.contractId) return VALIDATION_TEXTS.reviewContractMissing;
  return null;
}

export function clientCancelTextError(code: string | null | undefined, text: string): string | null {
  if (!isOtherClientReason(code)) return null;
  return isCancelTextValid(text) ? null : VALIDATION_TEXTS.clientCancelTextRequired;
}

// the master flow checks the exact code OTHER
export function masterCancelError(reason: { code: string } | null | undefined, text: string): string | null {
  if (!reason) return VALIDATION_TEXTS.masterCancelReasonRequired;
  if (reason.code !== 'OTHER') return null;
  return isCancelTextValid(text) ? null : VALIDATION_TEXTS.clientCancelTextRequired;
}

export function applicationCategoriesError(categoryIds: readonly number[]): string | null {
  return categoryIds.length === 0 ? VALIDATION_TEXTS.applicationCategoriesRequired : null;
}

export function applicationCityError(cityId: number | null | undefined): string | null {
  return cityId ? null : VALIDATION_TEXTS.applicationCityRequired;
}

export function photoError(file: { type: string; size: number } | null | undefined): string | null {
  if (!file) return null;
  if (!PHOTO_TYPES.includes(file.type)) return VALIDATION_TEXTS.photoNotImage;
  return file.size > LIMITS.photoMaxBytes ? VALIDATION_TEXTS.photoTooLarge : null;
}
