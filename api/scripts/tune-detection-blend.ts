// npm run -s tune:detection [--folds N]: chooses the numbers of BLEND_TUNING (api/src/domain/detection/tuning.ts)
// without looking at the held-out split. For each cross-validation fold of the corpus's train split it trains a
// model on the other folds (as npm run train:detection does on the whole train split), reads every line of the
// fold once (the rules' detection and the model's probabilities, blend.ts), and then scores many tunings of the
// blend on those readings: accuracy, non-requests given a category, the right category among the first three.
// Prints the current tuning's figures and the best tunings found, out of fold (over all folds together).
import fs from 'node:fs';
import path from 'node:path';
import { blendInputs, decideBlend, type BlendInputs, type BlendTuning } from '../src/domain/detection/blend';
import { buildDetectionIndex, type DetectionCategory } from '../src/domain/detection/engine';
import { BLEND_TUNING } from '../src/domain/detection/tuning';
import { FOLDS } from './compose-detection-corpus';
import { corpusLabels, readCorpus, seedLines, trainModel } from './train-detection-model';

const SEED_DIR = path.resolve(__dirname, '..', '..', 'prisma', 'seed-data');

export function seededCategories(): DetectionCategory[] {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(SEED_DIR, file), 'utf8'));
  const catalogue = read('categories.json') as { slug: string; name: string; description: string }[];
  const keywords = read('category-keywords.json') as Record<string, string[]>;
  return catalogue.map((entry, i) => ({ id: i + 1, ...entry, keywords: keywords[entry.slug] ?? [] }));
}

interface Reading {
  slug: string | null;
  inputs: BlendInputs;
  model: ReturnType<typeof trainModel>;
}

interface Score {
  accuracy: number;
  nonRequestFalseRate: number;
  topThree: number;
}

function score(readings: Reading[], index: ReturnType<typeof buildDetectionIndex>, tuning: BlendTuning): Score {
  let correct = 0;
  let nonRequests = 0;
  let falseCategory = 0;
  let requests = 0;
  let topThree = 0;
  for (const reading of readings) {
    const found = decideBlend(index, reading.model, reading.inputs, tuning);
    const got = found.best?.category.slug ?? null;
    if (got === reading.slug) correct += 1;
    if (reading.slug === null) {
      nonRequests += 1;
      if (got !== null) falseCategory += 1;
    } else {
      requests += 1;
      if (got === reading.slug || found.alternatives.some((c) => c.category.slug === reading.slug)) topThree += 1;
    }
  }
  return {
    accuracy: correct / readings.length,
    nonRequestFalseRate: falseCategory / Math.max(1, nonRequests),
    topThree: topThree / Math.max(1, requests),
  };
}

// every combination of the values given for some keys of the tuning
function grid(base: BlendTuning, options: Partial<Record<keyof BlendTuning, number[]>>): BlendTuning[] {
  let out: BlendTuning[] = [base];
  for (const [key, values] of Object.entries(options) as [keyof BlendTuning, number[]][]) {
    out = out.flatMap((tuning) => values.map((value) => ({ ...tuning, [key]: value })));
  }
  return out;
}

function main() {
  const foldsArg = process.argv.indexOf('--folds');
  const folds = foldsArg > 0 ? Number(process.argv[foldsArg + 1]) : FOLDS;
  const lines = readCorpus();
  const labels = corpusLabels(lines);
  const train = lines.filter((line) => line.split === 'train');
  const index = buildDetectionIndex(seededCategories());
  const readings: Reading[] = [];
  for (let fold = 0; fold < folds; fold += 1) {
    const started = performance.now();
    const model = trainModel([...train.filter((line) => line.fold !== fold), ...seedLines()], labels);
    for (const line of train.filter((l) => l.fold === fold))
      readings.push({ slug: line.slug, inputs: blendInputs(index, model, line.text), model });
    console.error(`fold ${fold}: ${Math.round(performance.now() - started)} ms`);
  }
  const show = (s: Score) =>
    `accuracy ${s.accuracy.toFixed(4)}, non-requests given a category ${s.nonRequestFalseRate.toFixed(4)}, ` +
    `top three ${s.topThree.toFixed(4)}`;
  console.log(`${readings.length} out-of-fold lines (${folds} folds)`);
  console.log(`current tuning: ${show(score(readings, index, BLEND_TUNING))}`);
  const candidates = grid(BLEND_TUNING, {
    rulesWeight: [0.3, 0.4, 0.5],
    notARequest: [0.1, 0.15, 0.2],
    notARequestBoost: [2, 3, 4],
    overrideRules: [0.5, 0.6, 0.7],
    minScore: [0.35, 0.4],
    modelOnlyScore: [0.4, 0.5],
    minLead: [0.05, 0.1],
  });
  // an answer that gives a non-request a trade costs more than one left for the client to pick
  const results = candidates
    .map((tuning) => ({ tuning, score: score(readings, index, tuning) }))
    .map((entry) => ({ ...entry, objective: entry.score.accuracy - 2 * Math.max(0, entry.score.nonRequestFalseRate - 0.01) }))
    .sort((a, b) => b.objective - a.objective);
  console.log(`best of ${candidates.length} tunings:`);
  for (const { tuning, score: s } of results.slice(0, 10)) {
    const changed = (Object.keys(tuning) as (keyof BlendTuning)[])
      .filter((key) => tuning[key] !== BLEND_TUNING[key])
      .map((key) => `${key} ${tuning[key]}`)
      .join(', ');
    console.log(`  ${show(s)}: ${changed || 'as now'}`);
  }
}

if (require.main === module) main();
