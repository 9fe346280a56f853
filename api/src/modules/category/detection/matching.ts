// A text word against the index: exact keys, prefixes, and one typo (an edit or a swap of neighbours).
import { deletionsOf } from './detection-index';
import type { DetectionIndex, Hit, Posting } from './index-types';
import { wordKeys } from './keys';
import { DETECTION_TUNING } from './tuning';

const T = DETECTION_TUNING;

export function wordHits(index: DetectionIndex, word: string): Hit[] {
  const cached = index.hitCache.get(word);
  if (cached) return cached;
  const found = new Map<number, Hit>();
  const add = (postings: Posting[] | undefined, quality: number) => {
    if (!postings) return;
    for (const { term, slot } of postings) {
      const id = term * 64 + slot;
      const seen = found.get(id);
      if (!seen || seen.quality < quality) found.set(id, { term, slot, quality });
    }
  };
  const keys = wordKeys(word);
  for (const key of keys) add(index.exact.get(key), 1);
  // a word the categories know is taken as written, not as a typo of another
  for (const key of found.size > 0 ? [] : keys) {
    // an ending the stemmers did not know: "кондиционерщик", "konditsionerlarimizni"
    // (the known part must be most of the word: "kandi" says nothing about "kandicioner")
    const shortest = Math.max(T.fuzzyMinLength, Math.ceil(key.length * T.prefixMinShare));
    for (let length = key.length - 1; length >= shortest; length -= 1)
      add(index.exact.get(key.slice(0, length)), T.prefixQuality);
    if (key.length < T.fuzzyMinLength - 1) continue;
    // one letter missing, extra, wrong, or two swapped (in short words that is another word: "стар", "свар")
    const near = new Set<string>(index.deletions.get(key));
    if (key.length >= T.fuzzyMinLength) {
      for (const deleted of deletionsOf(key)) {
        if (index.exact.has(deleted)) near.add(deleted);
        for (const other of index.deletions.get(deleted) ?? []) near.add(other);
      }
    }
    for (const other of near) {
      // the first letter is rarely the typo
      if (other[0] !== key[0] || !withinOneEdit(key, other)) continue;
      // a shorter known word may lack one letter of a long one ("plitok", "plitk": a fleeting vowel);
      // two letters swapped count from five letters, a wrong letter from seven: in a word of six it
      // is as likely another word ("svalku", "svarku")
      const longEnough =
        other.length === key.length
          ? other.length >= T.typoMinLength + 1 || (isSwap(key, other) && other.length >= T.fuzzyMinLength)
          : other.length >= T.typoMinLength || (other.length === key.length - 1 && other.length >= T.fuzzyMinLength);
      if (longEnough) add(index.exact.get(other), T.typoQuality);
    }
  }
  const hits = [...found.values()];
  if (index.hitCache.size > 20_000) index.hitCache.clear();
  index.hitCache.set(word, hits);
  return hits;
}

// Two neighbouring letters swapped ("kaefl", "kafel"), the commonest slip of fast typing.
export function isSwap(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return i < a.length - 1 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

// Levenshtein distance at most 1, or one swap of neighbours.
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
