// Texts people type: what counts as blank, and a description's length as a reader sees it.
import { LIMITS } from './limits.ts';

// Characters that show nothing: zero-width spaces and joiners, the word joiner, the byte order mark
const INVISIBLE = '\\u200B-\\u200D\\u2060\\uFEFF';
const INVISIBLE_ANYWHERE = new RegExp(`[${INVISIBLE}]`, 'g');
const BLANK_ENDS = new RegExp(`^[\\s${INVISIBLE}]+|[\\s${INVISIBLE}]+$`, 'g');

// blank and invisible characters at the ends go
export function trimText(text: string): string {
  return text.replace(BLANK_ENDS, '');
}

// what a reader sees of a text: no invisible characters, no blank ends
export function visibleText(text: string): string {
  return trimText(text).replace(INVISIBLE_ANYWHERE, '').trim();
}

// docs/product.md §5: a description of fewer than 10 visible characters is too short; an empty or blank one is never sent
export function isDescriptionTooShort(text: string): boolean {
  return visibleText(text).length < LIMITS.descriptionMin;
}

// docs/product.md §5: a description needs words, so at least 3 letters of any alphabet
const LETTER = /\p{L}/gu;
export function hasTooFewLetters(text: string): boolean {
  return (text.match(LETTER)?.length ?? 0) < LIMITS.descriptionLettersMin;
}

export function isDescriptionTooLong(text: string): boolean {
  return trimText(text).length > LIMITS.descriptionMax;
}

export function isBlankText(text: string): boolean {
  return visibleText(text) === '';
}

// a client's cancellation reason whose code contains 'other' needs free text
export function isOtherClientReason(code: string | null | undefined): boolean {
  return !!code && code.toLowerCase().includes('other');
}

// the free text of a cancellation: present (not blank) and within its limit
export function isCancelTextValid(text: string): boolean {
  return !isBlankText(text) && text.length <= LIMITS.cancelTextMax;
}

// docs/product.md §5: a rating is a whole number of stars from 1 to 5
export function isValidRating(rating: number): boolean {
  return Number.isInteger(rating) && rating >= LIMITS.ratingMin && rating <= LIMITS.ratingMax;
}
