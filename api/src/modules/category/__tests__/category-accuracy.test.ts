// Detection quality on labelled texts, through the service over the seeded database (so the seeded
// keywords are part of what is measured). The target is an accuracy of at least 0.95.
import fs from 'node:fs';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../../../../tests/support/database';
import { EARLIER_BATCH } from '../../../../scripts/compose-detection-corpus';
import { detectionSnapshot, detectWithSnapshot } from '../category-detection';
import { detectionFigures } from '../detection/figures';

const repoRoot = path.resolve(__dirname, '..', '..', '..', '..', '..');
const DEV_FILE = path.resolve(repoRoot, '..', 'shared', 'eval', 'category-dev.jsonl');
const EXTRA_FILE = path.join(repoRoot, 'tests', 'fixtures', 'category-extra.jsonl');
// the product's labelled development set, kept in the repository: it must stay at 1.0
const REPO_DEV_FILE = path.join(repoRoot, 'tests', 'fixtures', 'category-dev.jsonl');
// the corpus the model learns from; its held-out split is never trained on
const CORPUS_FILE = path.join(repoRoot, 'api', 'detection', 'corpus.jsonl');
// written later, after the engine, mostly Uzbek in Cyrillic letters: a check that it generalises
const UZBEK_FILE = path.join(repoRoot, 'tests', 'fixtures', 'category-uzbek-cyrillic.jsonl');

function readLines(file: string): { text: string; slug: string | null }[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
}

// just under the figures of docs/detection.md: the whole held-out split (0.896, 0.0365, 0.930), and its lines
// written before the fifth pass (0.961, 1/1120, 0.976; before the fifth pass: 0.953, 0.0054, 0.969)
const ALL_FLOORS = { lines: 24_500, accuracy: 0.894, nonRequests: 0.037, topThree: 0.928 };
const OLDER_BATCHES = [EARLIER_BATCH, 'issue 31, fourth pass'];
const OLDER_FLOORS = { accuracy: 0.96, nonRequests: 0.001, topThree: 0.975 };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ demo: false });
});
afterAll(() => database.drop());

async function accuracy(file: string) {
  const snapshot = await detectionSnapshot(database.handle.prisma);
  const lines = readLines(file);
  const misses = lines
    .map(({ text, slug }) => ({ text, expected: slug, got: detectWithSnapshot(snapshot, text).category?.slug ?? null }))
    .filter(({ expected, got }) => expected !== got);
  return { accuracy: 1 - misses.length / lines.length, misses, lines: lines.length };
}

// the product owner's dev set is handed to CI beside the checkout, not kept in it (the repository keeps its own
// copy as tests/fixtures/category-dev.jsonl); where it is absent this case has nothing to score
const devTest = fs.existsSync(DEV_FILE) ? it : it.skip;

describe('detection accuracy', () => {
  devTest('is at least 0.95 on the shared dev set', async () => {
    const result = await accuracy(DEV_FILE);
    expect(result.misses).toEqual(result.misses.slice(0, Math.floor(result.lines * 0.05)));
    expect(result.accuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('is at least 0.95 on our own labelled lines (Russian, Uzbek in both scripts, translit, typos, non-requests)', async () => {
    const result = await accuracy(EXTRA_FILE);
    expect(result.lines).toBeGreaterThanOrEqual(100);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('is at least 0.95 on a later set, mostly Uzbek in Cyrillic letters', async () => {
    const result = await accuracy(UZBEK_FILE);
    expect(result.lines).toBeGreaterThanOrEqual(80);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('answers every line of the repository dev set right', async () => {
    const result = await accuracy(REPO_DEV_FILE);
    expect(result.misses).toEqual([]);
  });

  // the figures npm run eval:categories prints for the held-out split (docs/detection.md); a fall fails here.
  // The whole split, and apart the lines written before the fifth pass (4,454, held out since then with
  // the same spellings), whose figures that pass had to keep
  it('keeps its figures on the held-out split of the corpus', async () => {
    const snapshot = await detectionSnapshot(database.handle.prisma);
    const heldOut = readLines(CORPUS_FILE).filter((line) => (line as { split?: string }).split === 'held-out');
    const answer = (text: string) => {
      const result = detectWithSnapshot(snapshot, text);
      return {
        slug: result.category?.slug ?? null,
        alternatives: result.alternatives.map((guess) => guess.category.slug),
      };
    };
    expect(heldOut.length).toBeGreaterThan(ALL_FLOORS.lines);
    const figures = detectionFigures(heldOut, answer);
    expect(figures.accuracy).toBeGreaterThanOrEqual(ALL_FLOORS.accuracy);
    expect(figures.nonRequestFalseRate).toBeLessThanOrEqual(ALL_FLOORS.nonRequests);
    expect(figures.topThreeRate).toBeGreaterThanOrEqual(ALL_FLOORS.topThree);

    const older = heldOut.filter((line) => OLDER_BATCHES.includes((line as { batch?: string }).batch ?? ''));
    expect(older.length).toBe(4454);
    const before = detectionFigures(older, answer);
    expect(before.accuracy).toBeGreaterThanOrEqual(OLDER_FLOORS.accuracy);
    expect(before.nonRequestFalseRate).toBeLessThanOrEqual(OLDER_FLOORS.nonRequests);
    expect(before.topThreeRate).toBeGreaterThanOrEqual(OLDER_FLOORS.topThree);
  });

  it('gives no category to any of the labelled non-requests', async () => {
    const snapshot = await detectionSnapshot(database.handle.prisma);
    const nonRequests = [
      ...readLines(EXTRA_FILE),
      ...readLines(UZBEK_FILE),
      ...(fs.existsSync(DEV_FILE) ? readLines(DEV_FILE) : []),
    ].filter((line) => line.slug === null);
    expect(nonRequests.length).toBeGreaterThan(5);
    for (const { text } of nonRequests)
      expect([text, detectWithSnapshot(snapshot, text).category]).toEqual([text, null]);
  });
});
