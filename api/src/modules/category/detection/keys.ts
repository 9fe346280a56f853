// Words to keys: a word's Russian and Uzbek stems in skeleton form, and the words that never count
// (stop words, generic words, the marks of an ad rather than a request).
import { GENERIC_WORDS, NOT_REQUEST_PHRASES, NOT_REQUEST_WORDS, STOP_WORDS, wordList } from './lexicon';
import { cyrillicToLatin, latinToCyrillic, scriptOf, skeleton, surfaceSkeleton, type Word } from './script';
import { russianStem, uzbekStem } from './stemmers';
import type { DetectionIndex } from './index-types';

export const keyCache = new Map<string, string[]>();

// The keys of one word: its Russian and its Uzbek stem, in skeleton form.
export function wordKeys(word: string): string[] {
  const cached = keyCache.get(word);
  if (cached) return cached;
  const keys = new Set<string>();
  if (scriptOf(word) === 'cyrillic') {
    keys.add(skeleton(cyrillicToLatin(russianStem(word))));
    keys.add(skeleton(uzbekStem(cyrillicToLatin(word))));
  } else {
    keys.add(skeleton(uzbekStem(word)));
    keys.add(skeleton(cyrillicToLatin(russianStem(latinToCyrillic(word)))));
  }
  const result = [...keys].filter((key) => key.length >= 2);
  if (keyCache.size > 100_000) keyCache.clear();
  keyCache.set(word, result);
  return result;
}

// Forgets every word seen so far (benchmarks measure words never seen before).
export function clearWordCaches(index?: DetectionIndex) {
  keyCache.clear();
  index?.hitCache.clear();
}

export const stopSkeletons = new Set(wordList(STOP_WORDS).map(surfaceSkeleton));
export const notRequestSkeletons = new Set(wordList(NOT_REQUEST_WORDS).map(surfaceSkeleton));
export const notRequestPhrases = NOT_REQUEST_PHRASES.map((phrase) => wordList(phrase).map(surfaceSkeleton));
let genericKeys: Set<string> | null = null;

export function isGeneric(keys: string[]): boolean {
  genericKeys ??= new Set(wordList(GENERIC_WORDS).flatMap(wordKeys));
  return keys.some((key) => genericKeys!.has(key));
}

export function isStopWord(word: string): boolean {
  return stopSkeletons.has(surfaceSkeleton(word));
}

// A sale, purchase, rent or job ad, or a master advertising, rather than a request.
export function isNotARequest(words: Word[]): boolean {
  const surfaces = words.map((word) => surfaceSkeleton(word.text));
  if (surfaces.some((surface) => notRequestSkeletons.has(surface))) return true;
  return notRequestPhrases.some((phrase) =>
    surfaces.some((_, start) => phrase.every((part, offset) => surfaces[start + offset] === part)),
  );
}
