// The rules and the learned model together (blend.ts), the corpus the model learns from and the model file.
import fs from 'node:fs';
import path from 'node:path';
import { composeCorpus } from '../../../../../scripts/compose-detection-corpus';
import { blendInputs, detectBlended } from '../blend';
import { buildDetectionIndex, type DetectionCategory } from '../engine';
import { detectionModel, knowsAWord, MODEL_FILE } from '../model';
import { computeTermSlots, termSpecs, TERM_SLOTS_FILE } from '../detection-index';

const repoRoot = path.resolve(__dirname, '..', '..', '..', '..', '..', '..');
const seedDir = path.join(repoRoot, 'prisma', 'seed-data');

function seededCategories(): DetectionCategory[] {
  const catalogue = JSON.parse(fs.readFileSync(path.join(seedDir, 'categories.json'), 'utf8')) as Omit<
    DetectionCategory,
    'id' | 'keywords'
  >[];
  const keywords = JSON.parse(fs.readFileSync(path.join(seedDir, 'category-keywords.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  return catalogue.map((entry, i) => ({ id: i + 1, ...entry, keywords: keywords[entry.slug] ?? [] }));
}

const model = detectionModel();
const index = buildDetectionIndex(seededCategories());
const slugOf = (text: string) => detectBlended(index, model, text).best?.category.slug ?? null;

describe('symptoms without the trade word', () => {
  it.each([
    ['После стирки дверь машинки заблокирована и вода стоит в барабане', 'appliance-repair'],
    ['Кондиционер не слушается пульта', 'air-conditioning'],
    ["konditsioner pultga bo'ysunmayapti", 'air-conditioning'],
    ['Радиатор капает на стыке с трубой', 'heating'],
    ['Нужна ниша из гипсокартона под телевизор', 'ceilings-drywall'],
    ['Бензонасос не качает, машина не заводится', 'car-service'],
    ['мыть лестницу в подъезде раз в неделю', 'cleaning'],
    ['Провести освещение во двор от дома', 'electrical'],
    ['Двухуровневый потолок с подсветкой и светильниками в гостиной', 'ceilings-drywall'],
  ])('%s -> %s', (text, slug) => {
    expect(slugOf(text)).toBe(slug);
  });
});

describe('texts that ask for no service', () => {
  it.each([
    'Электрики приглашаются на работу в Ташкенте',
    'Santexnik ishga kerak mehmonxonaga, rasmiy',
    'Завтра свет дадут или нет?',
    "Usta zo'r ekan, rahmat katta",
    'Всем доброго вечера',
  ])('%s: no category and nothing to offer', (text) => {
    const found = detectBlended(index, model, text);
    expect(found).toMatchObject({ outcome: 'not-a-request', best: null, alternatives: [], confident: false });
  });
});

// keyboard mashing: no word a trade or the model knows, so nothing fits and nothing is offered (the model's
// hashed n-grams of such a text are noise: the sixth pass's gate read "ываыва фывфыв йцукен" as "not a request"
// at 0.43 and its model offered garden for "kjhkjh kjhkjh")
describe('texts it cannot read', () => {
  it.each(['ываыва фывфыв йцукен', 'kjhkjh kjhkjh', 'asdf qwer zxcv', 'фывапролд'])(
    '%s: nothing fits, nothing offered',
    (text) => {
      expect(knowsAWord(model, text)).toBe(false);
      expect(detectBlended(index, model, text)).toMatchObject({ outcome: 'weak', best: null, alternatives: [] });
    },
  );

  it('knows the words of its training lines, in either script', () => {
    for (const text of ['течёт кран', 'kran oqyapti', 'кран оқяпти', 'konditsioner'])
      expect([text, knowsAWord(model, text)]).toEqual([text, true]);
  });
});

describe('the answer', () => {
  it('ranks the category and at most three alternatives by likelihood, adding up to at most 1', () => {
    for (const text of ['Радиатор капает на стыке с трубой', 'Музлатгич ва кондиционер', 'повесить полку и люстру']) {
      const found = detectBlended(index, model, text);
      const scores = [found.best, ...found.alternatives].filter((item) => item !== null).map((item) => item.score);
      expect(found.alternatives.length).toBeLessThanOrEqual(3);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
      expect(scores.reduce((sum, score) => sum + score, 0)).toBeLessThanOrEqual(1.001);
    }
  });

  it('is confident only with a category well ahead; unsure, it offers the closest ones', () => {
    const clear = detectBlended(index, model, 'Кондиционер не слушается пульта');
    expect(clear.confident).toBe(true);
    const unsure = detectBlended(index, model, 'Музлатгич ва кондиционер');
    expect(unsure.confident).toBe(false);
    expect(unsure.best).toBeNull();
    expect(unsure.alternatives.map((item) => item.category.slug).sort()).toEqual([
      'air-conditioning',
      'appliance-repair',
    ]);
  });

  it('leaves a category the model never learned to the rules, and never answers a switched-off one', () => {
    const tutors = {
      id: 99,
      slug: 'tutors',
      name: 'Репетиторы',
      description: 'Занятия со школьниками',
      keywords: ['репетитор'],
    };
    const withTutors = buildDetectionIndex([...seededCategories(), tutors]);
    expect(detectBlended(withTutors, model, 'Нужен репетитор по математике для сына').best?.category.slug).toBe(
      'tutors',
    );

    const withoutPlumbing = buildDetectionIndex(seededCategories().filter((category) => category.slug !== 'plumbing'));
    const found = detectBlended(withoutPlumbing, model, 'Под раковиной течёт сифон, всё мокрое');
    expect([found.best, ...found.alternatives].map((item) => item?.category.slug)).not.toContain('plumbing');
  });
});

describe('the corpus and the model', () => {
  const text = fs.readFileSync(path.join(repoRoot, 'api', 'detection', 'corpus.jsonl'), 'utf8');
  const rows = text.split('\n').filter(Boolean);
  const committed = rows.map((line) => JSON.parse(line));

  it('is what the composer writes from the hand-written lines, each line saying where it comes from', () => {
    // compared as the lines are written (a deep comparison of 65,000 objects took most of this file's time)
    const composed = composeCorpus().map((line) => JSON.stringify(line));
    const differs = composed.findIndex((line, i) => line !== rows[i]);
    expect({ lines: composed.length, differs, line: composed[differs] }).toEqual({
      lines: rows.length,
      differs: -1,
      line: undefined,
    });
    expect(committed.length).toBeGreaterThanOrEqual(5000);
    const unsaid = committed.filter(
      (line) =>
        !/^[a-z-]+\.txt:\d+$/.test(line.from) ||
        !line.batch ||
        (line.source === 'composed' ? line.by !== 'api/scripts/compose-detection-corpus.ts' : line.source !== 'hand'),
    );
    expect(unsaid).toEqual([]);
  });

  it('covers the 20 categories and "not a request" in Russian, Uzbek in both scripts and Russian in Latin letters', () => {
    const classes = new Set(committed.map((line) => line.slug));
    expect(classes.size).toBe(21);
    for (const slug of classes) {
      const styles = new Set(committed.filter((line) => line.slug === slug).map((line) => line.style));
      for (const style of ['ru', 'uz', 'uzc', 'tr']) expect([slug, styles.has(style)]).toEqual([slug, true]);
    }
  });

  it('holds out whole hand-written lines, with all their spellings, and copies no line of the test fixtures', () => {
    const heldOutFrom = new Set(committed.filter((line) => line.split === 'held-out').map((line) => line.from));
    expect(heldOutFrom.size).toBeGreaterThan(150);
    expect(committed.filter((line) => line.split === 'train' && heldOutFrom.has(line.from))).toEqual([]);
    const key = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
    const corpusKeys = new Set(committed.map((line) => key(line.text)));
    const fixtures = fs.readdirSync(path.join(repoRoot, 'tests', 'fixtures')).filter((name) => name.endsWith('.jsonl'));
    for (const name of fixtures) {
      const texts = fs
        .readFileSync(path.join(repoRoot, 'tests', 'fixtures', name), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line).text as string);
      expect([name, texts.filter((text) => corpusKeys.has(key(text)))]).toEqual([name, []]);
    }
  });

  // the stored words spare a cold start their stemming (detection-index.ts); stale, they would misread them
  it("stores the default categories' words as the index reads them now", () => {
    const stored = JSON.parse(fs.readFileSync(TERM_SLOTS_FILE, 'utf8')) as Record<string, string[][]>;
    const texts = new Set(seededCategories().flatMap((category) => termSpecs(category).map((spec) => spec.text)));
    expect(Object.keys(stored).sort()).toEqual([...texts].sort());
    for (const [text, slots] of Object.entries(stored)) expect([text, slots]).toEqual([text, computeTermSlots(text)]);
  });

  it('was trained on the train split of this corpus', () => {
    const stored = JSON.parse(fs.readFileSync(MODEL_FILE, 'utf8'));
    expect(stored.trainedOn.lines).toBe(committed.filter((line) => line.split === 'train').length);
    expect(stored.labels).toEqual([
      null,
      ...seededCategories()
        .map((category) => category.slug)
        .sort(),
    ]);
    // the gate: "not a request" against any request, over the same buckets
    expect(stored.gate.labels).toEqual([null, 'request']);
    expect(stored.gate.buckets).toBe(stored.buckets);
    // the words it was taught with: the default categories' as they are now, so none of them counts as an
    // admin's new word that the rules decide alone (detection-index.ts)
    const texts = new Set(seededCategories().flatMap((category) => termSpecs(category).map((spec) => spec.text)));
    expect(stored.taught).toEqual([...texts].sort());
  });

  it('reads "not a request" from the gate as well as from the categories\' model', () => {
    expect(model.gate).toBeDefined();
    const inputs = blendInputs(index, model, 'спасибо сантехнику, всё сделал быстро');
    expect(inputs.notARequest).toBeGreaterThan(0.5);
    expect(blendInputs(index, model, 'кран на кухне течёт, нужен сантехник').notARequest ?? 1).toBeLessThan(0.5);
  });
});
