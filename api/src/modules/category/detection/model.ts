// The learned half of detection: a linear model (multinomial logistic regression) over hashed character
// n-grams and words of the text, trained by api/scripts/train-detection-model.ts on the labelled corpus in
// api/detection/ and committed as api/detection/model.json. It knows the symptoms people describe without
// a trade's word ("дверца стиралки не открывается, внутри вода") and the texts that ask for no service
// (thanks, adverts, jokes, greetings), which the rules of engine.ts cannot list.
// Every word is read in the script-neutral skeleton of script.ts, so Russian, Uzbek in either script and
// Russian typed in Latin letters share their n-grams.
import fs from 'node:fs';
import path from 'node:path';
import { splitWords, surfaceSkeleton } from './script';

export const MODEL_FILE = path.resolve(__dirname, '..', '..', '..', '..', 'detection', 'model.json');

export interface LinearModel {
  // one per class: a category's slug, or null for "not a request"
  labels: (string | null)[];
  // the feature space: every feature is hashed into one of so many buckets
  buckets: number;
  // bucket-major: weights[bucket * labels.length + class]
  weights: Float32Array;
  bias: Float32Array;
  // a second model of two classes over the same features: "not a request" (null) against any request
  // ('request'). Trained on every line alike, it weighs the words around a trade ("спасибо", "требуется",
  // "продам", "?") rather than the trade itself, which the categories' model cannot tell apart from a request.
  gate?: LinearModel;
  // the words of its training lines (their skeletons), as a Bloom filter: a text with none of them is one the
  // model cannot read (gibberish), whatever its hashed n-grams happen to score (blend.ts)
  known?: WordFilter;
}

export interface WordFilter {
  bits: Uint8Array;
  hashes: number;
}

// As stored: the weights quantised to signed bytes (weight = byte * scale), base64
export interface StoredModel {
  labels: (string | null)[];
  buckets: number;
  scale: number;
  weights: string;
  bias: number[];
  gate?: Omit<StoredModel, 'trainedOn' | 'gate' | 'taught' | 'known'>;
  known?: { bits: string; hashes: number };
  // the default categories' names, description items and keywords as they were when it was trained (the
  // words it was taught with); a word an admin adds later is the rules' alone (detection-index.ts)
  taught?: string[];
  // how it was made: the corpus, its size and the training settings
  trainedOn: Record<string, string | number>;
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const skeletons = (text: string): string[] =>
  splitWords(text)
    .filter((word) => !word.joined)
    .map((word) => surfaceSkeleton(word.text))
    .filter((word) => word.length > 0);

// a word's places in the filter: double hashing (Kirsch and Mitzenmacher) of two FNV-1a hashes
function filterPlaces(word: string, filter: WordFilter): number[] {
  const size = filter.bits.length * 8;
  const first = fnv1a(word);
  const second = (fnv1a(`${word}#`) | 1) >>> 0;
  return Array.from({ length: filter.hashes }, (_, i) => (first + i * second) % size);
}

// A filter of about 1 % false positives (10 bits and 7 hashes a word) over the words of these texts
export function wordFilter(texts: string[]): WordFilter {
  const words = new Set(texts.flatMap(skeletons));
  const filter = { bits: new Uint8Array(Math.ceil((words.size * 10) / 8) || 1), hashes: 7 };
  for (const word of words) for (const place of filterPlaces(word, filter)) filter.bits[place >> 3] |= 1 << (place & 7);
  return filter;
}

// whether the model read any word of the text in training (true when it has no filter)
export function knowsAWord(model: LinearModel, text: string): boolean {
  const filter = model.known;
  if (!filter) return true;
  return skeletons(text).some((word) =>
    filterPlaces(word, filter).every((place) => filter.bits[place >> 3] & (1 << (place & 7))),
  );
}

// The features of a text: each word's skeleton, its character n-grams of 3 to 5 letters (with the word's
// edges marked, so endings and beginnings count apart), each pair of neighbouring words, its length in words
// and a question mark. Hashed into buckets; a feature met twice counts once.
export function textFeatures(text: string, buckets: number): number[] {
  const found = new Set<number>();
  const words = skeletons(text);
  // the text's shape: how many words (up to 8) and whether it asks something. Thanks, adverts and chat run to
  // their own lengths; on the cross-validation folds non-requests given a category fell from 0.021 to 0.018
  // with the same accuracy
  found.add(fnv1a(`n ${Math.min(words.length, 8)}`) % buckets);
  if (text.includes('?')) found.add(fnv1a('?') % buckets);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    found.add(fnv1a(`w ${word}`) % buckets);
    if (i > 0) found.add(fnv1a(`b ${words[i - 1]} ${word}`) % buckets);
    const marked = `<${word}>`;
    for (let n = 3; n <= 5; n += 1) {
      for (let start = 0; start + n <= marked.length; start += 1)
        found.add(fnv1a(marked.slice(start, start + n)) % buckets);
    }
  }
  return [...found];
}

// The probability of each class for a text (softmax of the linear scores); every feature weighs
// 1/sqrt(count), so long and short texts score alike.
export function classify(model: LinearModel, text: string): Float64Array {
  return classifyFeatures(model, textFeatures(text, model.buckets));
}

// The same for features already hashed into the model's buckets (the gate reads the features of its model)
export function classifyFeatures(model: LinearModel, features: number[]): Float64Array {
  const classes = model.labels.length;
  const scores = new Float64Array(classes);
  for (let k = 0; k < classes; k += 1) scores[k] = model.bias[k];
  const value = features.length ? 1 / Math.sqrt(features.length) : 0;
  for (const feature of features) {
    const row = feature * classes;
    for (let k = 0; k < classes; k += 1) scores[k] += model.weights[row + k] * value;
  }
  return softmax(scores);
}

export function softmax(scores: Float64Array): Float64Array {
  let max = -Infinity;
  for (const score of scores) max = Math.max(max, score);
  let sum = 0;
  for (let k = 0; k < scores.length; k += 1) {
    scores[k] = Math.exp(scores[k] - max);
    sum += scores[k];
  }
  for (let k = 0; k < scores.length; k += 1) scores[k] /= sum;
  return scores;
}

export function decodeModel(stored: Omit<StoredModel, 'trainedOn' | 'taught'>): LinearModel {
  const bytes = Buffer.from(stored.weights, 'base64');
  const weights = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i += 1) weights[i] = ((bytes[i] << 24) >> 24) * stored.scale;
  const model: LinearModel = {
    labels: stored.labels,
    buckets: stored.buckets,
    weights,
    bias: Float32Array.from(stored.bias),
  };
  if (stored.gate) model.gate = decodeModel(stored.gate);
  if (stored.known)
    model.known = { bits: new Uint8Array(Buffer.from(stored.known.bits, 'base64')), hashes: stored.known.hashes };
  return model;
}

export function encodeModel(
  model: LinearModel,
  taught: string[],
  trainedOn: Record<string, string | number>,
): StoredModel {
  return {
    ...encodeWeights(model),
    ...(model.gate ? { gate: encodeWeights(model.gate) } : {}),
    ...(model.known
      ? { known: { bits: Buffer.from(model.known.bits).toString('base64'), hashes: model.known.hashes } }
      : {}),
    taught: [...taught].sort(),
    trainedOn,
  };
}

function encodeWeights(model: LinearModel): Omit<StoredModel, 'trainedOn' | 'taught' | 'known'> {
  let max = 0;
  for (const weight of model.weights) max = Math.max(max, Math.abs(weight));
  const scale = max / 127 || 1;
  const bytes = Buffer.alloc(model.weights.length);
  for (let i = 0; i < model.weights.length; i += 1) bytes[i] = Math.round(model.weights[i] / scale) & 0xff;
  return {
    labels: model.labels,
    buckets: model.buckets,
    scale,
    weights: bytes.toString('base64'),
    bias: [...model.bias].map((value) => Math.round(value * 10_000) / 10_000),
  };
}

let loaded: { model: LinearModel; taught: Set<string> } | undefined;

// The committed model, read once (a missing file is a broken build, not a reason to guess less well).
function committed(): { model: LinearModel; taught: Set<string> } {
  if (!loaded) {
    const stored = JSON.parse(fs.readFileSync(MODEL_FILE, 'utf8')) as StoredModel;
    loaded = { model: decodeModel(stored), taught: new Set(stored.taught) };
  }
  return loaded;
}

export function detectionModel(): LinearModel {
  return committed().model;
}

// whether the committed model was trained with this text as a default category's name, description item or
// keyword
export function taughtText(text: string): boolean {
  return committed().taught.has(text);
}
