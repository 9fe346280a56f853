// The index of the categories' words: each term's keys, weights and postings, built once per set of
// categories (its shape: index-types.ts).
import fs from 'node:fs';
import path from 'node:path';
import { splitWords, type Word } from './script';
import { isGeneric, isStopWord, wordKeys } from './keys';
import type { DetectionIndex, Posting, Term } from './index-types';
import { taughtText } from './model';
import { DETECTION_TUNING, type DetectionCategory } from './tuning';

const T = DETECTION_TUNING;

export interface TermSpec {
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

export function contentWords(text: string): Word[] {
  return splitWords(text).filter((word) => !word.joined && !isStopWord(word.text));
}

export function termSpecs(category: DetectionCategory): TermSpec[] {
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

// api/detection/term-slots.json (written by npm run train:detection): the slots of every name, description
// item and keyword of the default categories, so that a cold start does not stem them all again (most of
// building an index). A text it lacks (an admin's new keyword) is read as usual; blend.test.ts checks that
// the file says what computeTermSlots says.
export const TERM_SLOTS_FILE = path.resolve(__dirname, '..', '..', '..', '..', 'detection', 'term-slots.json');
let storedSlots: Map<string, string[][]> | undefined;

function precomputedSlots(): Map<string, string[][]> {
  if (!storedSlots) {
    try {
      storedSlots = new Map(Object.entries(JSON.parse(fs.readFileSync(TERM_SLOTS_FILE, 'utf8')) as object));
    } catch {
      storedSlots = new Map();
    }
  }
  return storedSlots;
}

export function termSlots(text: string): string[][] {
  return precomputedSlots().get(text) ?? computeTermSlots(text);
}

export function computeTermSlots(text: string): string[][] {
  return splitWords(text)
    .filter((word) => !word.joined && !isStopWord(word.text))
    .map((word) => wordKeys(word.text))
    .filter((keys) => keys.length > 0);
}

export function deletionsOf(key: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < key.length; i += 1) out.push(key.slice(0, i) + key.slice(i + 1));
  return out;
}

export function push(map: Map<string, Posting[]>, key: string, posting: Posting) {
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
        untaught: !taughtText(draft.text),
      });
    } else if (action) {
      existing.action = true;
    }
  }

  const terms = [...best.values()];
  const exact = new Map<string, Posting[]>();
  const deletions = new Map<string, string[]>();
  terms.forEach((term, termIndex) => {
    term.slots.forEach((keys, slot) => {
      for (const key of keys) {
        const known = exact.has(key);
        push(exact, key, { term: termIndex, slot });
        // a key's deletions once, however many terms use it
        if (known || key.length < T.fuzzyMinLength) continue;
        for (const deleted of deletionsOf(key)) {
          const from = deletions.get(deleted);
          if (!from) deletions.set(deleted, [key]);
          else if (!from.includes(key)) from.push(key);
        }
      }
    });
  });
  return { categories, terms, exact, deletions, hitCache: new Map() };
}
