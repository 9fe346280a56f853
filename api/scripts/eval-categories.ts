// npm run -s eval:categories [file.jsonl]: scores detection, through the service over the seeded categories.
// With no file: the dev set tests/fixtures/category-dev.jsonl (it must stay at 1.0), then the held-out split
// of the corpus api/detection/corpus.jsonl (lines the model never saw in training): accuracy, the share of
// non-requests given a category, wrong categories, the right one among the first three, per style, per
// category, and the commonest confusions. With a file of labelled lines {"text", "slug"}: the misses per
// expected category, then `accuracy: X`.
import path from 'node:path';
import { detectionSnapshot, detectWithSnapshot, type Snapshot } from '../src/modules/category/category-detection';
import { detectionFigures, type Figures, type LabelledText } from '../src/modules/category/detection/figures';
import { fail, openCategoryDatabase, readLabelled } from './detection-support';
import { readCorpus } from './train-detection-model';

const DEV_FILE = path.resolve(__dirname, '..', '..', 'tests', 'fixtures', 'category-dev.jsonl');

// each text is read once, however many tables it is counted in (the whole split, each batch, the misses)
function answerWith(snapshot: Snapshot) {
  const answers = new Map<string, { slug: string | null; alternatives: string[] }>();
  return (text: string) => {
    let answer = answers.get(text);
    if (!answer) {
      const result = detectWithSnapshot(snapshot, text);
      answer = {
        slug: result.category?.slug ?? null,
        alternatives: result.alternatives.map((guess) => guess.category.slug),
      };
      answers.set(text, answer);
    }
    return answer;
  };
}

function printMisses(figures: Figures, lines: LabelledText[]) {
  const byExpected = new Map<string, { total: number; misses: string[] }>();
  for (const line of lines) {
    const label = line.slug ?? 'null';
    const entry = byExpected.get(label) ?? { total: 0, misses: [] };
    entry.total += 1;
    byExpected.set(label, entry);
  }
  for (const miss of figures.misses)
    byExpected.get(miss.expected ?? 'null')!.misses.push(`  got ${miss.got ?? 'null'}: ${miss.text}`);
  for (const [label, { total, misses }] of [...byExpected].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`${label}: ${misses.length} missed of ${total}`);
    for (const miss of misses) console.log(miss);
  }
}

function printFigures(title: string, figures: Figures) {
  console.log(`${title}: ${figures.lines} lines`);
  console.log(`  accuracy: ${figures.accuracy} (${figures.correct}/${figures.lines})`);
  console.log(
    `  not a request given a category: ${figures.nonRequestFalseRate} (${figures.nonRequestsGivenCategory}/${figures.nonRequests})`,
  );
  console.log(`  requests given a wrong category: ${figures.wrongCategory}`);
  console.log(`  right category among the first three: ${figures.topThreeRate}`);
  const table = (name: string, map: Map<string, { lines: number; correct: number; accuracy: number }>) => {
    console.log(`  per ${name}:`);
    for (const [key, tally] of [...map].sort(([a], [b]) => a.localeCompare(b)))
      console.log(`    ${key.padEnd(18)} ${tally.accuracy.toFixed(3)} (${tally.correct}/${tally.lines})`);
  };
  table('style', figures.byStyle);
  table('category', figures.byCategory);
  console.log('  confusions (expected -> got):');
  for (const [pair, n] of [...figures.confusion].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`    ${n} ${pair}`);
}

async function main() {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  const database = await openCategoryDatabase({ fallbackToMemory: true });
  try {
    const answer = answerWith(await detectionSnapshot(database.prisma));
    if (file) {
      const lines = readLabelled(path.resolve(file));
      const figures = detectionFigures(lines, answer);
      console.log(`${path.relative(process.cwd(), path.resolve(file))}: ${lines.length} lines`);
      printMisses(figures, lines);
      console.log(`accuracy: ${figures.accuracy}`);
      return;
    }
    const dev = detectionFigures(readLabelled(DEV_FILE), answer);
    console.log(
      `dev set ${path.relative(process.cwd(), DEV_FILE)}: accuracy ${dev.accuracy} (${dev.correct}/${dev.lines})`,
    );
    for (const miss of dev.misses) console.log(`  expected ${miss.expected}, got ${miss.got}: ${miss.text}`);
    const heldOut = readCorpus().filter((line) => line.split === 'held-out');
    printFigures('held-out split of api/detection/corpus.jsonl', detectionFigures(heldOut, answer));
    // each batch of hand-written lines apart (compose-detection-corpus.ts): a new batch's lines are harder
    // than the old ones whose words training already knows
    console.log('  per batch (accuracy, non-requests given a category, the right category among three):');
    for (const batch of [...new Set(heldOut.map((line) => line.batch))]) {
      const f = detectionFigures(
        heldOut.filter((line) => line.batch === batch),
        answer,
      );
      console.log(
        `    ${batch}: ${f.accuracy} (${f.correct}/${f.lines}), ${f.nonRequestFalseRate} ` +
          `(${f.nonRequestsGivenCategory}/${f.nonRequests}), ${f.topThreeRate}`,
      );
    }
    if (process.argv.includes('--misses')) {
      const figures = detectionFigures(heldOut, answer);
      for (const miss of figures.misses) console.log(`  ${miss.expected} -> ${miss.got}: ${miss.text}`);
    }
  } finally {
    await database.close();
  }
}

main().catch(fail);
