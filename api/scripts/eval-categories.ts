// npm run -s eval:categories [file.jsonl]: scores detection on labelled lines {"text", "slug"}
// (default tests/fixtures/category-dev.jsonl, the product's labelled development set): the misses per expected category, then `accuracy: X`,
// the share of lines whose detected slug (null included) is the expected one.
import path from 'node:path';
import { detectionSnapshot, detectWithSnapshot } from '../src/domain/category-detection';
import { fail, openCategoryDatabase, readLabelled } from './detection-support';

const DEFAULT_FILE = path.resolve(__dirname, '..', '..', 'tests', 'fixtures', 'category-dev.jsonl');

async function main() {
  const file = path.resolve(process.argv[2] ?? DEFAULT_FILE);
  const lines = readLabelled(file);
  const database = await openCategoryDatabase({ fallbackToMemory: true });
  try {
    const snapshot = await detectionSnapshot(database.prisma);
    const byExpected = new Map<string, { total: number; misses: string[] }>();
    let correct = 0;
    for (const { text, slug: expected } of lines) {
      const result = detectWithSnapshot(snapshot, text);
      const got = result.category?.slug ?? null;
      const label = expected ?? 'null';
      const entry = byExpected.get(label) ?? { total: 0, misses: [] };
      entry.total += 1;
      if (got === expected) correct += 1;
      else entry.misses.push(`  got ${got ?? 'null'}: ${text}`);
      byExpected.set(label, entry);
    }
    console.log(`${path.relative(process.cwd(), file) || file}: ${lines.length} lines`);
    for (const [label, { total, misses }] of [...byExpected].sort(([a], [b]) => a.localeCompare(b))) {
      console.log(`${label}: ${misses.length} missed of ${total}`);
      for (const miss of misses) console.log(miss);
    }
    console.log(`accuracy: ${lines.length ? Number((correct / lines.length).toFixed(4)) : 0}`);
  } finally {
    await database.close();
  }
}

main().catch(fail);
