// npm run -s detect-category < in.jsonl: one line {"text": "..."} in, one line out:
// {"text", "slug", "category_id", "score", "confident", "not_a_request", "alternatives": [{"slug", "score"}],
// "emergency": {"kind", "numbers", "steps"} or null}
// (slug null when none; alternatives ranked, most likely first; see CategoryDetection in schema.graphql).
// Categories come from DATABASE_URL, or the embedded database (seeded) when it is unset.
import { detectionSnapshot, detectWithSnapshot } from '../src/modules/category/category-detection';
import { emergencyOf } from '../src/modules/category/emergency';
import { fail, jsonLines, openCategoryDatabase, writeOut } from './detection-support';

async function main() {
  const database = await openCategoryDatabase();
  try {
    // one snapshot for the whole batch: the categories as they were when it started
    const snapshot = await detectionSnapshot(database.prisma);
    if (snapshot.byId.size === 0) console.error('There are no active categories: every text gets slug null.');
    for await (const { line, value, error } of jsonLines(process.stdin)) {
      const text = (value as { text?: unknown } | undefined)?.text;
      if (error || typeof text !== 'string') {
        console.error(error ?? `line ${line} has no "text" string`);
        await writeOut(
          `${JSON.stringify({ text: null, slug: null, category_id: null, score: null, alternatives: [], emergency: null })}\n`,
        );
        continue;
      }
      const result = detectWithSnapshot(snapshot, text);
      const out = {
        text,
        slug: result.category?.slug ?? null,
        category_id: result.category?.id ?? null,
        score: result.score,
        confident: result.confident,
        not_a_request: result.outcome === 'not-a-request',
        alternatives: result.alternatives.map(({ category, score }) => ({ slug: category.slug, score })),
        emergency: result.emergency ? emergencyOf(result.emergency, 'ru') : null,
      };
      await writeOut(`${JSON.stringify(out)}\n`);
    }
  } finally {
    await database.close();
  }
}

main().catch(fail);
