// npm run -s bench:detection [file.jsonl] [rounds]: time per text of the detection engine over the dev
// set repeated, in this one process, with the 20 default categories and their seeded keywords.
// "cold": the engine's word caches emptied before every text, as for words it never saw;
// "warm": as a running server meets repeated words. Wall-clock time of each call.
import fs from 'node:fs';
import path from 'node:path';
import { buildDetectionIndex, clearWordCaches, detect } from '../src/domain/detection/engine';
import { readLabelled } from './detection-support';

const seedDir = path.resolve(__dirname, '..', '..', 'prisma', 'seed-data');
const file = path.resolve(
  process.argv[2] ?? path.resolve(__dirname, '..', '..', '..', 'shared', 'eval', 'category-dev.jsonl'),
);
const rounds = Number(process.argv[3] ?? 40);

const catalogue = JSON.parse(fs.readFileSync(path.join(seedDir, 'categories.json'), 'utf8')) as {
  slug: string;
  name: string;
  description: string;
}[];
const keywords = JSON.parse(fs.readFileSync(path.join(seedDir, 'category-keywords.json'), 'utf8')) as Record<
  string,
  string[]
>;
const categories = catalogue.map((entry, i) => ({ id: i + 1, ...entry, keywords: keywords[entry.slug] ?? [] }));

const started = performance.now();
const index = buildDetectionIndex(categories);
const buildMs = performance.now() - started;
const texts = readLabelled(file).map((line) => line.text);

function percentile(sorted: number[], share: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

function measure(cold: boolean) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const text of texts) {
      if (cold) clearWordCaches(index);
      const start = performance.now();
      detect(index, text);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const f = (ms: number) => ms.toFixed(3);
  return `p50 ${f(percentile(times, 0.5))} ms, p99 ${f(percentile(times, 0.99))} ms, max ${f(times[times.length - 1])} ms`;
}

// warm-up, so the JIT has compiled the engine before timing
for (let i = 0; i < 5; i += 1) for (const text of texts) detect(index, text);

console.log(`${categories.length} categories, ${index.terms.length} terms, index built in ${buildMs.toFixed(0)} ms`);
console.log(`${texts.length} texts x ${rounds} rounds`);
console.log(`cold: ${measure(true)}`);
console.log(`warm: ${measure(false)}`);
