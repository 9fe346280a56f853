// The shape of the detection index (built by detection-index.ts, read by matching.ts and keys.ts), apart
// from the code so that the three import it without importing each other in a circle.
import type { DetectionCategory } from './tuning';

export interface Term {
  category: number;
  // "!word": an action that decides the category over the objects of others ("перевезти холодильник")
  action: boolean;
  // the name, description item or keyword it came from
  label: string;
  // one entry per word of the term: that word's keys
  slots: string[][];
  weight: number;
  // not one of the default categories' texts the learned model was trained with (an admin's keyword, or a
  // category an admin added): what it says, the rules alone decide (blend.ts)
  untaught: boolean;
}

export interface Posting {
  term: number;
  slot: number;
}

export interface DetectionIndex {
  categories: DetectionCategory[];
  terms: Term[];
  exact: Map<string, Posting[]>;
  // a key with one letter taken out -> the keys it came from, for typos
  deletions: Map<string, string[]>;
  // text word -> its matches; a word's matches only change with the categories
  hitCache: Map<string, Hit[]>;
}

// a text word's match with one word of a term, and how close it came
export interface Hit {
  term: number;
  slot: number;
  quality: number;
}
