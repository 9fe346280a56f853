// Category detection from a task's free text, over whatever categories it is given (no database here).
//
// Every word, in the text and in a category's name, description and keywords alike, becomes a few
// "keys": its Russian stem and its Uzbek stem, both in a script-neutral skeleton (see script.ts), so
// Russian, Uzbek in either script and Russian typed in Latin letters meet on the same keys. A text word
// matches a keyword exactly, by prefix (an unknown ending) or with one typo. A keyword counts less the
// more categories share it; several words ("стиральная машина") count only together and close by.
// The best category must score enough and stand clear of the next, or there is no answer:
// a wrong guess costs more than letting the client pick.
// The pieces: tuning.ts (shapes and numbers), keys.ts (words to keys), detection-index.ts (the index),
// matching.ts (a word against it); here, a whole text against it.
import { splitWords } from './script';
import type { DetectionIndex, Term } from './index-types';
import { isNotARequest, isStopWord } from './keys';
import { wordHits } from './matching';
import type { Candidate, Detection, DetectionOutcome, Evidence } from './tuning';
import { DETECTION_TUNING } from './tuning';

const T = DETECTION_TUNING;

interface Found {
  term: number;
  value: number;
  positions: number[];
}

export function detect(index: DetectionIndex, text: string, options: { explain?: boolean } = {}): Detection {
  const words = splitWords(text);
  if (isNotARequest(words)) return { outcome: 'not-a-request', best: null, alternatives: [] };

  // term -> slot -> [position, quality]
  const matched = new Map<number, Map<number, [number, number][]>>();
  for (const word of words) {
    if (isStopWord(word.text)) continue;
    for (const hit of wordHits(index, word.text)) {
      let slots = matched.get(hit.term);
      if (!slots) matched.set(hit.term, (slots = new Map()));
      const list = slots.get(hit.slot);
      if (list) list.push([word.position, hit.quality]);
      else slots.set(hit.slot, [[word.position, hit.quality]]);
    }
  }

  const evidence = new Map<number, Found[]>();
  const explained: Evidence[] = [];
  for (const [termIndex, slots] of matched) {
    const term = index.terms[termIndex];
    if (slots.size < term.slots.length) continue;
    const found = placeTerm(term, slots);
    if (!found) continue;
    const list = evidence.get(term.category) ?? [];
    list.push({ term: termIndex, value: term.weight * found.quality, positions: found.positions });
    evidence.set(term.category, list);
  }

  // a word that a phrase of one category explains ("химчистка дивана") says little for another ("диван")
  const claimed = new Map<number, Set<number>>();
  for (const [category, list] of evidence) {
    for (const item of list) {
      if (item.positions.length < 2) continue;
      for (const position of item.positions) {
        const owners = claimed.get(position) ?? new Set<number>();
        owners.add(category);
        claimed.set(position, owners);
      }
    }
  }

  // an action ("перевезти") governs the objects named with it: other categories' matches count little,
  // unless they have an action too or their phrase takes the action's word in ("повесить люстру")
  const actionPositions = new Map<number, number[]>();
  for (const [category, list] of evidence) {
    const positions = list.filter((item) => index.terms[item.term].action).flatMap((item) => item.positions);
    if (positions.length) actionPositions.set(category, positions);
  }

  const ranked: Candidate[] = [];
  let total = 0;
  for (const [category, list] of evidence) {
    for (const item of list) {
      const owners = item.positions.length === 1 ? claimed.get(item.positions[0]) : undefined;
      if (owners && !owners.has(category)) item.value *= T.claimedFactor;
      if (actionPositions.has(category)) continue;
      for (const [other, positions] of actionPositions) {
        if (other !== category && !item.positions.some((position) => positions.includes(position))) {
          item.value *= T.claimedFactor;
          break;
        }
      }
    }
    // each word of the text counts once per category: the heaviest terms first
    list.sort((a, b) => b.value - a.value);
    const used = new Set<number>();
    let points = 0;
    let untaught = false;
    for (const item of list) {
      if (item.positions.some((position) => used.has(position))) continue;
      item.positions.forEach((position) => used.add(position));
      points += item.value;
      untaught ||= index.terms[item.term].untaught;
      if (options.explain) {
        explained.push({
          category: index.categories[category].slug,
          term: index.terms[item.term].label,
          value: Math.round(item.value * 100) / 100,
        });
      }
    }
    total += points;
    ranked.push({ category: index.categories[category], score: 0, points, ...(untaught ? { untaught } : {}) });
  }
  // the words no term of any category explains (stop words aside): with none, the text only names trades
  const explainedPositions = new Set([...evidence.values()].flatMap((list) => list.flatMap((item) => item.positions)));
  const otherWords = words.filter((word) => !isStopWord(word.text) && !explainedPositions.has(word.position)).length;
  const extra = { otherWords, ...(options.explain ? { evidence: explained } : {}) };
  if (ranked.length === 0) return { outcome: 'no-match', best: null, alternatives: [], ...extra };
  ranked.sort((a, b) => b.points - a.points || a.category.id - b.category.id);
  for (const candidate of ranked) candidate.score = Math.round((candidate.points / (total + 0.5)) * 1000) / 1000;

  const [first, second] = ranked;
  const lead = first.points - (second?.points ?? 0);
  let outcome: DetectionOutcome = 'detected';
  if (first.points < T.minPoints) outcome = 'weak';
  else if (lead < T.minLead) outcome = 'ambiguous';
  if (outcome === 'detected')
    return { outcome, best: first, alternatives: ranked.slice(1, 1 + T.alternatives), ...extra };
  return { outcome, best: null, alternatives: ranked.slice(0, T.alternatives), ...extra };
}

// Puts each word of a term on a different word of the text, close together; the term's quality is
// the mean quality of its words.
function placeTerm(
  term: Term,
  slots: Map<number, [number, number][]>,
): { positions: number[]; quality: number } | null {
  if (term.slots.length === 1) {
    const options = slots.get(0)!;
    const bestOption = options.reduce((a, b) => (b[1] > a[1] ? b : a));
    return { positions: [bestOption[0]], quality: bestOption[1] };
  }
  const positions: number[] = [];
  let quality = 0;
  for (let slot = 0; slot < term.slots.length; slot += 1) {
    const options = slots
      .get(slot)!
      .filter(([position]) => !positions.includes(position))
      .sort((a, b) => b[1] - a[1]);
    if (options.length === 0) return null;
    // prefer the option nearest the words already placed
    const anchor = positions[0];
    const chosen =
      anchor === undefined
        ? options[0]
        : options.reduce((a, b) => (Math.abs(b[0] - anchor) < Math.abs(a[0] - anchor) ? b : a));
    positions.push(chosen[0]);
    quality += chosen[1];
  }
  const span = Math.max(...positions) - Math.min(...positions);
  if (span > term.slots.length - 1 + T.phraseSlack) return null;
  return { positions, quality: quality / term.slots.length };
}

// the engine's whole surface, for category-detection.ts, the tests and the benchmark
export {
  DETECTION_TUNING,
  type Candidate,
  type Detection,
  type DetectionCategory,
  type DetectionOutcome,
  type Evidence,
} from './tuning';
export { clearWordCaches, isNotARequest, isStopWord, wordKeys } from './keys';
export { buildDetectionIndex, parseKeyword } from './detection-index';
export type { DetectionIndex } from './index-types';
export { withinOneEdit } from './matching';
