// Every input rule of SPEC §5 in one place; each message is written once, letter for letter.
import type { Texts } from '../locales/ru/validation';
import { featureTexts } from './i18n';

// the texts: web/src/locales/ru/validation.json (Russian source) and uz/validation.json, loaded with the
// screens that validate (the route table)
export const VALIDATION_TEXTS = featureTexts<Texts>('validation');

export const LIMITS = {
  descriptionMin: 10,
  descriptionMax: 500,
  taskPreview: 150,
  cancelTextMax: 100,
  reviewCommentMax: 1000,
  ratingMax: 5,
  phoneLength: 13,
  applicationDescriptionMax: 200,
  applicationCategoriesMax: 5,
  photoMaxBytes: 5 * 1024 * 1024,
} as const;

const PHONE_PREFIX = '+998';

// SPEC §5 input mask: keep digits and '+', add +998 when missing, at most 13 characters.
// A value that is still a part of the prefix ('+', '+99') is kept so the field can be erased and
// the full number typed by hand; nine digits are a local number (as on the server).
export function normalizePhone(raw: string): string {
  const kept = raw.replace(/[^\d+]/g, '');
  let value = kept.startsWith('+') ? `+${kept.slice(1).replace(/\+/g, '')}` : kept.replace(/\+/g, '');
  if (value === '' || PHONE_PREFIX.startsWith(value)) return value;
  if (!value.startsWith('+')) {
    value = value.startsWith('998') && value.length > 9 ? `+${value}` : `${PHONE_PREFIX}${value}`;
  }
  return value.slice(0, LIMITS.phoneLength);
}

// Valid only as +998 followed by exactly nine digits; an empty value is valid (the phone is optional).
export function isValidPhone(phone: string): boolean {
  return phone === '' || /^\+998\d{9}$/.test(phone);
}

export function phoneError(phone: string, short = false): string | null {
  if (isValidPhone(phone)) return null;
  return short ? VALIDATION_TEXTS.phoneInvalidShort : VALIDATION_TEXTS.phoneInvalid;
}

// A leading '@' is forced; spaces are dropped.
export function normalizeUsername(raw: string): string {
  const name = raw.replace(/\s/g, '').replace(/^@+/, '');
  return name === '' ? '' : `@${name}`;
}

export function isValidUsername(username: string): boolean {
  return username === '' || /^@[A-Za-z0-9_]{5,32}$/.test(username);
}

export function usernameError(username: string): string | null {
  return isValidUsername(username) ? null : VALIDATION_TEXTS.usernameInvalid;
}

// the server takes the username without '@'
export function usernameForServer(username: string): string {
  return username.replace(/^@/, '');
}

export function descriptionError(text: string): string | null {
  return text.trim().length < LIMITS.descriptionMin ? VALIDATION_TEXTS.descriptionTooShort : null;
}

// the submit button stays disabled for an empty or blank text
export function isDescriptionSubmittable(text: string): boolean {
  return text.trim() !== '';
}

export function categoryError(categoryId: number | null | undefined): string | null {
  return categoryId ? null : VALIDATION_TEXTS.categoryRequired;
}

export type ContactMode = 'phone' | 'username';

// SPEC §5: a contact (phone or username) is present and valid
export function isContactComplete(mode: ContactMode, value: string): boolean {
  if (value === '') return false;
  return mode === 'phone' ? isValidPhone(value) : isValidUsername(value);
}

export function ratingError(rating: number): string | null {
  return Number.isInteger(rating) && rating >= 1 && rating <= LIMITS.ratingMax ? null : VALIDATION_TEXTS.ratingRequired;
}

export interface ReviewTarget {
  taskId?: number | null;
  master?: { contractId?: number | null } | null;
}

// SPEC §5: a review needs an active task, a master and the master's contract id
export function reviewTargetError(target: ReviewTarget | null | undefined): string | null {
  if (!target?.taskId) return VALIDATION_TEXTS.reviewTaskMissing;
  if (!target.master) return VALIDATION_TEXTS.reviewMasterMissing;
  if (!target.master.contractId) return VALIDATION_TEXTS.reviewContractMissing;
  return null;
}

// a client reason whose code contains 'other' needs free text
export function isOtherClientReason(code: string | null | undefined): boolean {
  return !!code && code.toLowerCase().includes('other');
}

export function clientCancelTextError(code: string | null | undefined, text: string): string | null {
  if (!isOtherClientReason(code)) return null;
  if (text.trim() === '') return VALIDATION_TEXTS.clientCancelTextRequired;
  return text.length > LIMITS.cancelTextMax ? VALIDATION_TEXTS.clientCancelTextRequired : null;
}

// the master flow checks the exact code OTHER
export function masterCancelError(reason: { code: string } | null | undefined, text: string): string | null {
  if (!reason) return VALIDATION_TEXTS.masterCancelReasonRequired;
  if (reason.code !== 'OTHER') return null;
  return text.trim() === '' || text.length > LIMITS.cancelTextMax ? VALIDATION_TEXTS.clientCancelTextRequired : null;
}

export function applicationCategoriesError(categoryIds: readonly number[]): string | null {
  return categoryIds.length === 0 ? VALIDATION_TEXTS.applicationCategoriesRequired : null;
}

export function applicationCityError(cityId: number | null | undefined): string | null {
  return cityId ? null : VALIDATION_TEXTS.applicationCityRequired;
}

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

export function photoError(file: { type: string; size: number } | null | undefined): string | null {
  if (!file) return null;
  if (!PHOTO_TYPES.includes(file.type)) return VALIDATION_TEXTS.photoNotImage;
  return file.size > LIMITS.photoMaxBytes ? VALIDATION_TEXTS.photoTooLarge : null;
}
