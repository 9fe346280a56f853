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

// Characters as a reader counts them (grapheme clusters: an emoji with its modifiers, a letter with its
// accents); code points where Intl.Segmenter is missing. Cutting UTF-16 units split an emoji and left a
// lone surrogate in 8 bot messages, which is not valid UTF-8 once sent.
// made on first use: a segmenter built at load would keep this file in every bundle that imports it
let graphemes: Intl.Segmenter | null | undefined;
function* characters(text: string): Generator<string> {
  graphemes ??= typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('ru', { granularity: 'grapheme' }) : null;
  if (graphemes) for (const { segment } of graphemes.segment(text)) yield segment;
  else yield* text;
}

// `text` cut to its first `max` characters (blank ends of the cut trimmed) with an ellipsis, or whole
export function clipText(text: string, max: number): { text: string; truncated: boolean } {
  // a text of no more UTF-16 units than `max` has no more characters either
  if (text.length <= max) return { text, truncated: false };
  let kept = '';
  let count = 0;
  for (const character of characters(text)) {
    if (count === max) return { text: `${kept.trimEnd()}…`, truncated: true };
    kept += character;
    count += 1;
  }
  return { text, truncated: false };
}

// the first character of `text` as a reader counts it ('' for none): an avatar's initial
export function firstCharacter(text: string): string {
  for (const character of characters(text)) return character;
  return '';
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
