// Category detection from a task's free text, over whatever categories it is given (no database here).
//
// Every word, in the text and in a category's name, description and keywords alike, becomes a few
// "keys": its Russian stem and its Uzbek stem, both in a script-neutral skeleton (see script.ts), so
// Russian, Uzbek in either script and Russian typed in Latin letters meet on the same keys. A text word
// matches a keyword exactly, by prefix (an unknown ending) or with one typo. A keyword counts less the
// more categories share it; several words ("стиральная машина") count only together and close by.
// The best category must score enough and stand clear of the next, or there is no answer:
// a wrong guess costs more than letting the client pick.
import { GENERIC_WORDS, NOT_REQUEST_PHRASES, NOT_REQUEST_WORDS, STOP_WORDS, wordList } from './lexicon';
import { cyrillicToLatin, latinToCyrillic, scriptOf, skeleton, splitWords, surfaceSkeleton, type Word } from './script';
import { russianStem, uzbekStem } from './stemmers';

export interface DetectionCategory {
  id: number;
  slug: string;
  name: string;
  description: string;
  keywords: string[];
}

export interface Candidate {
  category: DetectionCategory;
  // share of the evidence, 0..1
  score: number;
  // raw evidence, for tuning
  points: number;
}

export type DetectionOutcome = 'detected' | 'no-match' | 'weak' | 'ambiguous' | 'not-a-request';

export interface Evidence {
  category: string;
  term: string;
  value: number;
}

export interface Detection {
  outcome: DetectionOutcome;
  // with { explain: true }: which names, description items and keywords counted, and how much
  evidence?: Evidence[];
  best: Candidate | null;
  // up to three more categories; when nothing is detected, the closest ones to offer
  alternatives: Candidate[];
}

export const DETECTION_TUNING = {
  // what each place a word comes from is worth
  keywordWeight: 1,
  nameWeight: 1,
  nameWordWeight: 0.7,
  descriptionPhraseWeight: 0.8,
  descriptionWordWeight: 0.8,
  descriptionItemWordWeight: 0.3,
  // several words together say more than one
  phraseFactor: 1.5,
  phraseWordBonus: 0.25,
  // a single word inside another category's matched phrase
  claimedFactor: 0.35,
  // match quality
  prefixQuality: 0.85,
  prefixMinShare: 0.6,
  typoQuality: 0.7,
  // the shortest known key a longer word may start with, and the shortest key that may carry a typo
  fuzzyMinLength: 5,
  typoMinLength: 6,
  // the decision
  minPoints: 0.6,
  minLead: 0.25,
  // extra words a phrase may span
  phraseSlack: 2,
  alternatives: 3,
};

const T = DETECTION_TUNING;

// ---- words to keys

const keyCache = new Map<string, string[]>();

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

const stopSkeletons = new Set(wordList(STOP_WORDS).map(surfaceSkeleton));
const notRequestSkeletons = new Set(wordList(NOT_REQUEST_WORDS).map(surfaceSkeleton));
const notRequestPhrases = NOT_REQUEST_PHRASES.map((phrase) => wordList(phrase).map(surfaceSkeleton));
let genericKeys: Set<string> | null = null;

function isGeneric(keys: string[]): boolean {
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

// ---- the index

interface Term {
  category: number;
  // "!word": an action that decides the category over the objects of others ("перевезти холодильник")
  action: boolean;
  // the name, description item or keyword it came from
  label: string;
  // one entry per word of the term: that word's keys
  slots: string[][];
  weight: number;
}

interface Posting {
  term: number;
  slot: number;
}

export interface DetectionIndex {
  categories: DetectionCategory[];
  terms: Term[];
  exact: Map<string, Posting[]>;
  // a key with one letter taken out -> the keys it came from, for typos
  deletions: Map<string, Set<string>>;
  // text word -> its matches; a word's matches only change with the categories
  hitCache: Map<string, Hit[]>;
}

interface TermSpec {
  text: string;
  weight: number;
  // written by an admin as "word^2": that word counts so much in all its forms, even a generic one
  boost?: number;
  action?: boolean;
  // a single word that makes the same word elsewhere count less (descriptions' incidental words do not)
  dilutes: boolean;
}

// A keyword as an admin writes it: "word^2" doubles its weight, "word^0.5" halves it (as in Lucene
// queries); "!word" makes it an action: in a text with it, what other categories recognise (the objects
// it acts on: "!перевезти" диван и холодильник) counts little.
export function parseKeyword(keyword: string): { text: string; boost?: number; action?: boolean } {
  let text = keyword.trim();
  const action = text.startsWith('!');
  if (action) text = text.slice(1).trim();
  const match = /^(.*?)\s*\^\s*(\d+(?:[.,]\d+)?)$/.exec(text);
  const extra = action ? { action } : {};
  if (!match) return { text, ...extra };
  const boost = Number(match[2].replace(',', '.'));
  return { text: match[1], boost: Number.isFinite(boost) ? Math.min(boost, 5) : undefined, ...extra };
}

function contentWords(text: string): Word[] {
  return splitWords(text).filter((word) => !word.joined && !isStopWord(word.text));
}

function termSpecs(category: DetectionCategory): TermSpec[] {
  const specs: TermSpec[] = [{ text: category.name, weight: T.nameWeight, dilutes: true }];
  const nameWords = contentWords(category.name);
  if (nameWords.length > 1) {
    for (const word of nameWords) specs.push({ text: word.text, weight: T.nameWordWeight, dilutes: true });
  }
  // description: its listed items ("Краны, смесители, трубы"); the words of a longer item
  // ("телевизор на стену") count a little on their own
  for (const item of category.description.split(/[,;.:()\n]|\s(?:и|или|va|yoki)\s/)) {
    const words = contentWords(item);
    if (words.length === 1) specs.push({ text: item, weight: T.descriptionWordWeight, dilutes: true });
    if (words.length < 2) continue;
    specs.push({ text: item, weight: T.descriptionPhraseWeight, dilutes: false });
    for (const word of words) specs.push({ text: word.text, weight: T.descriptionItemWordWeight, dilutes: false });
  }
  for (const keyword of category.keywords) {
    const { text, boost, action } = parseKeyword(keyword);
    specs.push({ text, weight: T.keywordWeight, boost, action, dilutes: true });
  }
  return specs;
}

function termSlots(text: string): string[][] {
  return splitWords(text)
    .filter((word) => !word.joined && !isStopWord(word.text))
    .map((word) => wordKeys(word.text))
    .filter((keys) => keys.length > 0);
}

function deletionsOf(key: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < key.length; i += 1) out.push(key.slice(0, i) + key.slice(i + 1));
  return out;
}

function push(map: Map<string, Posting[]>, key: string, posting: Posting) {
  const list = map.get(key);
  if (list) list.push(posting);
  else map.set(key, [posting]);
}

export function buildDetectionIndex(categories: DetectionCategory[]): DetectionIndex {
  type Draft = TermSpec & { category: number; slots: string[][] };
  const drafts: Draft[] = [];
  // which categories use a key as a word of its own (for the weight of single-word terms)
  const keyCategories = new Map<string, Set<number>>();
  // "category|key" -> the boost an admin gave that word, and whether it is an action
  const boosts = new Map<string, number>();
  const actions = new Set<string>();
  categories.forEach((category, index) => {
    for (const spec of termSpecs(category)) {
      const slots = termSlots(spec.text);
      if (slots.length === 0) continue;
      drafts.push({ ...spec, category: index, slots });
      if (slots.length > 1) continue;
      for (const key of slots[0]) {
        if (spec.boost !== undefined) boosts.set(`${index}|${key}`, spec.boost);
        if (spec.action) actions.add(`${index}|${key}`);
        if (!spec.dilutes) continue;
        let set = keyCategories.get(key);
        if (!set) keyCategories.set(key, (set = new Set()));
        set.add(index);
      }
    }
  });

  // one term per category and word sequence, the heaviest
  const best = new Map<string, Term>();
  for (const draft of drafts) {
    let weight: number;
    let action = !!draft.action;
    if (draft.slots.length === 1) {
      const keys = draft.slots[0];
      const boost =
        draft.boost ?? keys.map((key) => boosts.get(`${draft.category}|${key}`)).find((value) => value !== undefined);
      action ||= keys.some((key) => actions.has(`${draft.category}|${key}`));
      if (boost === undefined && !action && isGeneric(keys)) continue;
      // a word several categories use says less about each
      const sharedBy = new Set(keys.flatMap((key) => [...(keyCategories.get(key) ?? [])])).size;
      weight = (draft.weight * (boost ?? 1)) / Math.max(1, sharedBy);
    } else {
      // a longer phrase is the more specific one ("уборка после ремонта" over "ремонт квартиры")
      weight = draft.weight * (draft.boost ?? 1) * T.phraseFactor * (1 + T.phraseWordBonus * (draft.slots.length - 2));
    }
    if (weight <= 0) continue;
    const id = `${draft.category}|${draft.slots.map((keys) => [...keys].sort().join('/')).join(' ')}`;
    const existing = best.get(id);
    if (!existing || existing.weight < weight) {
      best.set(id, {
        category: draft.category,
        label: draft.text.trim(),
        slots: draft.slots,
        weight,
        action: action || !!existing?.action,
      });
    } else if (action) {
      existing.action = true;
    }
  }

  const terms = [...best.values()];
  const exact = new Map<string, Posting[]>();
  const deletions = new Map<string, Set<string>>();
  terms.forEach((term, termIndex) => {
    term.slots.forEach((keys, slot) => {
      for (const key of keys) {
        push(exact, key, { term: termIndex, slot });
        if (key.length < T.fuzzyMinLength) continue;
        for (const deleted of deletionsOf(key)) {
          const from = deletions.get(deleted);
          if (from) from.add(key);
          else deletions.set(deleted, new Set([key]));
        }
      }
    });
  });
  return { categories, terms, exact, deletions, hitCache: new Map() };
}

// ---- matching

interface Hit {
  term: number;
  slot: number;
  quality: number;
}

function wordHits(index: DetectionIndex, word: string): Hit[] {
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
function isSwap(a: string, b: string): boolean {
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

interface Found {
  term: number;
  value: number;
  positions: number[];
}

export function detect(index: DetectionIndex, text: string, options: { explain?: boolean } = {}): Detection {
  const words = splitWords(text);
  if (isNotARequest(words)) return { outcome: 'not-a-request', best: null, alternatives: [] };

  // term -> slot -> [position, quality]
  const matched = new Map<number, Map<number, [number, number][]>>();
  for (const word of words) {
    if (isStopWord(word.text)) continue;
    for (const hit of wordHits(index, word.text)) {
      let slots = matched.get(hit.term);
      if (!slots) matched.set(hit.term, (slots = new Map()));
      const list = slots.get(hit.slot);
      if (list) list.push([word.position, hit.quality]);
      else slots.set(hit.slot, [[word.position, hit.quality]]);
    }
  }

  const evidence = new Map<number, Found[]>();
  const explained: Evidence[] = [];
  for (const [termIndex, slots] of matched) {
    const term = index.terms[termIndex];
    if (slots.size < term.slots.length) continue;
    const found = placeTerm(term, slots);
    if (!found) continue;
    const list = evidence.get(term.category) ?? [];
    list.push({ term: termIndex, value: term.weight * found.quality, positions: found.positions });
    evidence.set(term.category, list);
  }

  // a word that a phrase of one category explains ("химчистка дивана") says little for another ("диван")
  const claimed = new Map<number, Set<number>>();
  for (const [category, list] of evidence) {
    for (const item of list) {
      if (item.positions.length < 2) continue;
      for (const position of item.positions) {
        const owners = claimed.get(position) ?? new Set<number>();
        owners.add(category);
        claimed.set(position, owners);
      }
    }
  }

  // an action ("перевезти") governs the objects named with it: other categories' matches count little,
  // unless they have an action too or their phrase takes the action's word in ("повесить люстру")
  const actionPositions = new Map<number, number[]>();
  for (const [category, list] of evidence) {
    const positions = list.filter((item) => index.terms[item.term].action).flatMap((item) => item.positions);
    if (positions.length) actionPositions.set(category, positions);
  }

  const ranked: Candidate[] = [];
  let total = 0;
  for (const [category, list] of evidence) {
    for (const item of list) {
      const owners = item.positions.length === 1 ? claimed.get(item.positions[0]) : undefined;
      if (owners && !owners.has(category)) item.value *= T.claimedFactor;
      if (actionPositions.has(category)) continue;
      for (const [other, positions] of actionPositions) {
        if (other !== category && !item.positions.some((position) => positions.includes(position))) {
          item.value *= T.claimedFactor;
          break;
        }
      }
    }
    // each word of the text counts once per category: the heaviest terms first
    list.sort((a, b) => b.value - a.value);
    const used = new Set<number>();
    let points = 0;
    for (const item of list) {
      if (item.positions.some((position) => used.has(position))) continue;
      item.positions.forEach((position) => used.add(position));
      points += item.value;
      if (options.explain) {
        explained.push({
          category: index.categories[category].slug,
          term: index.terms[item.term].label,
          value: Math.round(item.value * 100) / 100,
        });
      }
    }
    total += points;
    ranked.push({ category: index.categories[category], score: 0, points });
  }
  const extra = options.explain ? { evidence: explained } : {};
  if (ranked.length === 0) return { outcome: 'no-match', best: null, alternatives: [], ...extra };
  ranked.sort((a, b) => b.points - a.points || a.category.id - b.category.id);
  for (const candidate of ranked) candidate.score = Math.round((candidate.points / (total + 0.5)) * 1000) / 1000;

  const [first, second] = ranked;
  const lead = first.points - (second?.points ?? 0);
  let outcome: DetectionOutcome = 'detected';
  if (first.points < T.minPoints) outcome = 'weak';
  else if (lead < T.minLead) outcome = 'ambiguous';
  if (outcome === 'detected')
    return { outcome, best: first, alternatives: ranked.slice(1, 1 + T.alternatives), ...extra };
  return { outcome, best: null, alternatives: ranked.slice(0, T.alternatives), ...extra };
}

// Puts each word of a term on a different word of the text, close together; the term's quality is
// the mean quality of its words.
function placeTerm(
  term: Term,
  slots: Map<number, [number, number][]>,
): { positions: number[]; quality: number } | null {
  if (term.slots.length === 1) {
    const options = slots.get(0)!;
    const bestOption = options.reduce((a, b) => (b[1] > a[1] ? b : a));
    return { positions: [bestOption[0]], quality: bestOption[1] };
  }
  const positions: number[] = [];
  let quality = 0;
  for (let slot = 0; slot < term.slots.length; slot += 1) {
    const options = slots
      .get(slot)!
      .filter(([position]) => !positions.includes(position))
      .sort((a, b) => b[1] - a[1]);
    if (options.length === 0) return null;
    // prefer the option nearest the words already placed
    const anchor = positions[0];
    const chosen =
      anchor === undefined
        ? options[0]
        : options.reduce((a, b) => (Math.abs(b[0] - anchor) < Math.abs(a[0] - anchor) ? b : a));
    positions.push(chosen[0]);
    quality += chosen[1];
  }
  const span = Math.max(...positions) - Math.min(...positions);
  if (span > term.slots.length - 1 + T.phraseSlack) return null;
  return { positions, quality: quality / term.slots.length };
}
