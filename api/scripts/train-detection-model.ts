// npm run -s train:detection [--cv]: trains the detection model (api/src/modules/category/detection/model.ts) on
// the "train" split of api/detection/corpus.jsonl and writes api/detection/model.json, and writes
// api/detection/term-slots.json (the default categories' words as the rules' index reads them, so a cold
// start need not stem them: detection-index.ts). With --cv it first
// prints the accuracy of a 5-fold cross-validation over the train split (each fold trained on the four
// others). The held-out split is never read here: npm run eval:categories measures it.
import fs from 'node:fs';
import path from 'node:path';
import {
  classify,
  encodeModel,
  MODEL_FILE,
  textFeatures,
  wordFilter,
  type LinearModel,
} from '../src/modules/category/detection/model';
import { parseKeyword, type DetectionCategory } from '../src/modules/category/detection/engine';
import { computeTermSlots, termSpecs, TERM_SLOTS_FILE } from '../src/modules/category/detection/detection-index';
import { FOLDS, typos, type CorpusLine } from './compose-detection-corpus';

export const CORPUS_FILE = path.resolve(__dirname, '..', 'detection', 'corpus.jsonl');

export const TRAINING = { buckets: 1 << 15, epochs: 8, rate: 0.5, l2: 3e-5, seed: 7, augment: 1 };
const SEED_DIR = path.resolve(__dirname, '..', '..', 'prisma', 'seed-data');

// The default categories' names, descriptions and keywords (prisma/seed-data, written by the project for
// the rules) as short labelled lines too: they name the trades in every spelling the rules know.
export function seedLines(): { text: string; slug: string }[] {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(SEED_DIR, file), 'utf8'));
  const catalogue = read('categories.json') as { slug: string; name: string; description: string }[];
  const keywords = read('category-keywords.json') as Record<string, string[]>;
  return catalogue
    .flatMap(({ slug, name, description }) => [
      { text: name, slug },
      ...description.split(/[,;:]/).map((item) => ({ text: item.trim(), slug })),
      ...(keywords[slug] ?? []).map((keyword) => ({ text: parseKeyword(keyword).text, slug })),
    ])
    .filter((line) => line.text);
}

// The default categories as detection takes them (ids in seeding order)
export function seededCategories(): DetectionCategory[] {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(SEED_DIR, file), 'utf8'));
  const catalogue = read('categories.json') as { slug: string; name: string; description: string }[];
  const keywords = read('category-keywords.json') as Record<string, string[]>;
  return catalogue.map((entry, i) => ({ id: i + 1, ...entry, keywords: keywords[entry.slug] ?? [] }));
}

// Every name, description item and keyword of these categories -> its slots, as the index reads them
export function termSlotTable(categories: DetectionCategory[]): Record<string, string[][]> {
  const table: Record<string, string[][]> = {};
  for (const category of categories)
    for (const spec of termSpecs(category)) table[spec.text] ??= computeTermSlots(spec.text);
  return table;
}

export function readCorpus(file = CORPUS_FILE): CorpusLine[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as CorpusLine);
}

// Multinomial logistic regression by stochastic gradient descent with AdaGrad steps and L2 decay,
// over the lines in a fixed shuffled order.
export function trainModel(lines: { text: string; slug: string | null }[], labels: (string | null)[]): LinearModel {
  const { buckets, epochs, rate, l2 } = TRAINING;
  const classes = labels.length;
  const weights = new Float32Array(buckets * classes);
  const squares = new Float32Array(buckets * classes).fill(1e-8);
  const bias = new Float32Array(classes);
  const biasSquares = new Float32Array(classes).fill(1e-8);
  const labelIndex = new Map(labels.map((label, index) => [label, index]));
  const examples = lines.map((line) => ({
    features: textFeatures(line.text, buckets),
    label: labelIndex.get(line.slug)!,
  }));
  let state = TRAINING.seed;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
  const model: LinearModel = { labels, buckets, weights, bias };
  const probabilities = new Float64Array(classes);
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    const order = examples.map((_, index) => index);
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const index of order) {
      const { features, label } = examples[index];
      const value = features.length ? 1 / Math.sqrt(features.length) : 0;
      for (let k = 0; k < classes; k += 1) probabilities[k] = bias[k];
      for (const feature of features)
        for (let k = 0; k < classes; k += 1) probabilities[k] += weights[feature * classes + k] * value;
      let max = -Infinity;
      for (let k = 0; k < classes; k += 1) max = Math.max(max, probabilities[k]);
      let sum = 0;
      for (let k = 0; k < classes; k += 1) sum += probabilities[k] = Math.exp(probabilities[k] - max);
      for (let k = 0; k < classes; k += 1) {
        const gradient = probabilities[k] / sum - (k === label ? 1 : 0);
        biasSquares[k] += gradient * gradient;
        bias[k] -= (rate * gradient) / Math.sqrt(biasSquares[k]);
        for (const feature of features) {
          const at = feature * classes + k;
          const g = gradient * value + l2 * weights[at];
          squares[at] += g * g;
          weights[at] -= (rate * g) / Math.sqrt(squares[at]);
        }
      }
    }
  }
  return model;
}

// Each training line once more with one or two typos of fast typing (compose-detection-corpus.ts), drawn anew
// for every line: the corpus's own typo spellings are one per hand-written line, and the held-out lines' typos
// fall on other letters. On the folds: accuracy 0.9245 -> 0.9288, non-requests given a category 0.025 -> 0.024
// (two copies: no better).
function augmented(lines: { text: string; slug: string | null }[]): { text: string; slug: string | null }[] {
  if (!TRAINING.augment) return lines;
  let state = TRAINING.seed + 1;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
  const out = [...lines];
  for (const line of lines)
    for (let n = 0; n < TRAINING.augment; n += 1) {
      const text = typos(line.text, next, next() < 0.5 ? 1 : 2);
      if (text !== line.text) out.push({ text, slug: line.slug });
    }
  return out;
}

// The categories' model with its gate: the same lines, labelled "not a request" (null) or 'request'
export function trainDetectionModel(
  lines: { text: string; slug: string | null }[],
  labels: (string | null)[],
): LinearModel {
  // the words it reads, before the typo copies: a typo of a known word is not one
  const known = wordFilter(lines.map((line) => line.text));
  lines = augmented(lines);
  const model = trainModel(lines, labels);
  model.known = known;
  model.gate = trainModel(
    lines.map((line) => ({ text: line.text, slug: line.slug === null ? null : 'request' })),
    [null, 'request'],
  );
  return model;
}

export function corpusLabels(lines: CorpusLine[]): (string | null)[] {
  return [null, ...[...new Set(lines.map((line) => line.slug).filter((slug): slug is string => slug !== null))].sort()];
}

function argmax(values: Float64Array): number {
  let best = 0;
  for (let k = 1; k < values.length; k += 1) if (values[k] > values[best]) best = k;
  return best;
}

// Out-of-fold accuracy of the model alone over the train split
export function crossValidate(lines: CorpusLine[]): { accuracy: number; perFold: number[] } {
  const labels = corpusLabels(lines);
  const train = lines.filter((line) => line.split === 'train');
  const perFold: number[] = [];
  let correct = 0;
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const model = trainModel([...train.filter((line) => line.fold !== fold), ...seedLines()], labels);
    const test = train.filter((line) => line.fold === fold);
    const right = test.filter((line) => labels[argmax(classify(model, line.text))] === line.slug).length;
    perFold.push(right / test.length);
    correct += right;
  }
  return { accuracy: correct / train.length, perFold };
}

if (require.main === module) {
  const lines = readCorpus();
  if (process.argv.includes('--cv')) {
    const cv = crossValidate(lines);
    console.log(
      `cross-validation (${FOLDS} folds, model alone): accuracy ${cv.accuracy.toFixed(4)} ` +
        `(folds ${cv.perFold.map((value) => value.toFixed(3)).join(' ')})`,
    );
  }
  const train = lines.filter((line) => line.split === 'train');
  const started = performance.now();
  const model = trainDetectionModel([...train, ...seedLines()], corpusLabels(lines));
  const slots = termSlotTable(seededCategories());
  const stored = encodeModel(model, Object.keys(slots), {
    corpus: 'api/detection/corpus.jsonl',
    lines: train.length,
    seedLines: seedLines().length,
    ...TRAINING,
  });
  fs.writeFileSync(MODEL_FILE, `${JSON.stringify(stored)}\n`);
  fs.writeFileSync(TERM_SLOTS_FILE, `${JSON.stringify(slots)}\n`);
  console.log(
    `${Object.keys(slots).length} texts of the default categories -> ${path.relative(process.cwd(), TERM_SLOTS_FILE)}`,
  );
  console.log(
    `trained on ${train.length} lines in ${Math.round(performance.now() - started)} ms -> ` +
      `${path.relative(process.cwd(), MODEL_FILE)} (${Math.round(fs.statSync(MODEL_FILE).size / 1024)} KB)`,
  );
}
