// npm run -s bench:detection [file.jsonl] [rounds]: time per text of detection (the rules and the learned
// model together, and the emergency rules, as the service runs them) over the dev set and the corpus's held-out split repeated, in
// this one process, with the 20 default categories and their seeded keywords.
// "cold start": loading the detection modules and the model, building the index and the first answer (wall-clock
// time, and the process's CPU time, which a loaded machine stretches less).
// "cold": the word caches emptied before every text, as for words never seen; "warm": as a running server
// meets repeated words. Wall-clock time of each call.
import fs from 'node:fs';
import path from 'node:path';
import { readLabelled } from './detection-support';

const root = path.resolve(__dirname, '..', '..');
const seedDir = path.join(root, 'prisma', 'seed-data');
const file = path.resolve(process.argv[2] ?? path.join(root, 'tests', 'fixtures', 'category-dev.jsonl'));
const rounds = Number(process.argv[3] ?? 10);

function percentile(sorted: number[], share: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

async function main() {
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
  const cpuStarted = process.cpuUsage();
  const { detectBlended } = await import('../src/modules/category/detection/blend.ts');
  const { buildDetectionIndex, clearWordCaches } = await import('../src/modules/category/detection/engine.ts');
  const { detectionModel } = await import('../src/modules/category/detection/model.ts');
  const { detectEmergency } = await import('../src/modules/category/detection/emergency.ts');
  const imported = performance.now();
  const model = detectionModel();
  const loaded = performance.now();
  const index = buildDetectionIndex(categories);
  const built = performance.now();
  detectBlended(index, model, 'Нужен сантехник, течёт кран');
  const answered = performance.now();
  const cpu = process.cpuUsage(cpuStarted);

  const corpus = fs
    .readFileSync(path.join(root, 'api', 'detection', 'corpus.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { text: string; split: string })
    .filter((line) => line.split === 'held-out')
    .map((line) => line.text);
  const texts = [...readLabelled(file).map((line) => line.text), ...corpus];

  const measure = (cold: boolean) => {
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const text of texts) {
        if (cold) clearWordCaches(index);
        const start = performance.now();
        detectBlended(index, model, text);
        // the service reads every text for an emergency too (category-detection.ts)
        detectEmergency(text);
        times.push(performance.now() - start);
      }
    }
    times.sort((a, b) => a - b);
    const f = (ms: number) => ms.toFixed(3);
    return `p50 ${f(percentile(times, 0.5))} ms, p99 ${f(percentile(times, 0.99))} ms, max ${f(times[times.length - 1])} ms`;
  };

  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `cold start ${ms(answered - started)}: modules ${ms(imported - started)}, model ${ms(loaded - imported)} ` +
      `(${model.labels.length} classes x ${model.buckets} buckets), index ${ms(built - loaded)} ` +
      `(${categories.length} categories, ${index.terms.length} terms), first answer ${ms(answered - built)}; ` +
      `CPU time ${ms((cpu.user + cpu.system) / 1000)}`,
  );
  // warm-up, so the JIT has compiled the engine before timing
  for (let i = 0; i < 3; i += 1)
    for (const text of texts) {
      detectBlended(index, model, text);
      detectEmergency(text);
    }
  console.log(`${texts.length} texts (${path.relative(root, file)} and the held-out split) x ${rounds} rounds`);
  console.log(`cold: ${measure(true)}`);
  console.log(`warm: ${measure(false)}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
