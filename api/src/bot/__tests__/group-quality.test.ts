// How often the bot answers in groups (docs/detection.md, "Group messages"): on a labelled set of
// group-style messages (requests and chatter; Russian, Uzbek in Latin and in Cyrillic letters) it must
// answer at least 85 % of the requests and at most 2 % of the chatter, in the message's language and script.
import fs from 'node:fs';
import path from 'node:path';
import { INTAKE_MIN_SCORE } from '../../platform/config';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/database';
import { detectionSnapshot, detectWithSnapshot } from '../../modules/category';
import { answerableCategory } from '../groups';
import { groupVoiceOf } from '../group-language';

const FILE = path.resolve(__dirname, '..', '..', '..', '..', 'tests', 'fixtures', 'group-messages.jsonl');
const lines: { text: string; request: boolean; voice: string }[] = fs
  .readFileSync(FILE, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ demo: false });
});
afterAll(() => database.drop());

async function rates(minScore: number) {
  const snapshot = await detectionSnapshot(database.handle.prisma);
  const answered = lines.map((line) => ({
    ...line,
    answered: !!answerableCategory(detectWithSnapshot(snapshot, line.text), line.text, minScore),
  }));
  const requests = answered.filter((line) => line.request);
  const chatter = answered.filter((line) => !line.request);
  return {
    requests: requests.filter((line) => line.answered).length / requests.length,
    chatter: chatter.filter((line) => line.answered).length / chatter.length,
    missed: requests.filter((line) => !line.answered).map((line) => line.text),
    wrongly: chatter.filter((line) => line.answered).map((line) => line.text),
  };
}

it('answers at least 85 % of requests and at most 2 % of chatter', async () => {
  expect(lines.filter((line) => line.request).length).toBeGreaterThanOrEqual(60);
  expect(lines.filter((line) => !line.request).length).toBeGreaterThanOrEqual(60);
  const result = await rates(INTAKE_MIN_SCORE);
  if (process.env.GROUP_RATES) {
    for (const score of [0, 0.5, 0.78, 0.8, 0.85, 0.9, 0.92, 0.95, 0.96]) {
      const { requests, chatter } = await rates(score);
      console.log(`minScore ${score}: requests ${requests.toFixed(3)} chatter ${chatter.toFixed(3)}`);
    }
    console.log(JSON.stringify(result, null, 1));
  }
  expect(result.requests).toBeGreaterThanOrEqual(0.85);
  expect(result.chatter).toBeLessThanOrEqual(0.02);
});

it('tells the language and script of every request (the reply speaks it)', () => {
  const requests = lines.filter((line) => line.request);
  const wrong = requests.filter((line) => groupVoiceOf(line.text) !== line.voice).map((line) => line.text);
  expect(wrong).toEqual([]);
});
