// The rules (engine.ts) and the learned model (model.ts) together. The rules know the trades' words and the
// keywords admins edit; the model knows symptoms described without those words and the texts that ask for
// no service. Each category's likelihood is a weighted mean of its share of the rules' evidence and the
// model's probability; "not a request" is the model's, and suppresses every category when it leads.
// A category only the rules know (added by an admin after the model was trained) is the rules' alone.
import { detect } from './engine';
import type { DetectionIndex } from './index-types';
import { classifyFeatures, knowsAWord, textFeatures, type LinearModel } from './model';
import { BLEND_TUNING, type Candidate, type Detection } from './tuning';

export type BlendTuning = typeof BLEND_TUNING;

export interface BlendedDetection extends Detection {
  // the category is given and clearly ahead: shown without suggestions
  confident: boolean;
}

// what the blend decides from: the rules' detection and the model's probabilities (none when the rules
// settle it alone). Kept apart so api/scripts/tune-detection-blend.ts can try many tunings on one reading.
export interface BlendInputs {
  rules: Detection;
  probabilities: Float64Array | null;
  // the gate model's probability that the text asks for no service (model.ts), when the model has one
  notARequest?: number;
  // false when the rules found no trade's word and the model read none of the text's words in training
  readable?: boolean;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export function detectBlended(
  index: DetectionIndex,
  model: LinearModel,
  text: string,
  tuning: BlendTuning = BLEND_TUNING,
): BlendedDetection {
  return decideBlend(index, model, blendInputs(index, model, text), tuning);
}

export function blendInputs(index: DetectionIndex, model: LinearModel, text: string): BlendInputs {
  const rules = detect(index, text);
  // a category the model never learned, or one detected by a word it was never taught (an admin's keyword
  // added since training): the rules alone, so an admin's edit works at once whatever the model thinks
  const rulesAlone =
    rules.outcome === 'not-a-request' ||
    (rules.outcome === 'detected' && (!model.labels.includes(rules.best!.category.slug) || !!rules.best!.untaught));
  if (rulesAlone) return { rules, probabilities: null };
  // the features are hashed once for both models (they share their buckets)
  const features = textFeatures(text, model.buckets);
  const { gate } = model;
  const gateFeatures = gate && gate.buckets !== model.buckets ? textFeatures(text, gate.buckets) : features;
  return {
    rules,
    probabilities: classifyFeatures(model, features),
    notARequest: gate && classifyFeatures(gate, gateFeatures)[0],
    readable: rules.outcome !== 'no-match' || knowsAWord(model, text),
  };
}

export function decideBlend(
  index: DetectionIndex,
  model: LinearModel,
  { rules, probabilities: read, notARequest, readable }: BlendInputs,
  B: BlendTuning = BLEND_TUNING,
): BlendedDetection {
  if (rules.outcome === 'not-a-request') return { ...rules, confident: false };
  // no word any trade or the model knows ("ываыва фывфыв йцукен", "kjhkjh kjhkjh"): nothing fits, and nothing is
  // offered; what the model's hashed n-grams make of it is noise, a trade or "not a request" alike
  if (readable === false) return { outcome: 'weak', best: null, alternatives: [], confident: false };
  const ruled = [rules.best, ...rules.alternatives].filter((candidate): candidate is Candidate => candidate !== null);
  if (!read) return { ...rules, confident: rules.best!.score >= B.confident };
  const probabilities = withGate(model, read, notARequest, B.gateWeight);

  const classOf = new Map(model.labels.map((label, k) => [label, k]));
  // the model's classes that are categories now (an admin may have switched one off)
  let modelMass = probabilities[classOf.get(null)!];
  for (const category of index.categories) {
    const k = classOf.get(category.slug);
    if (k !== undefined) modelMass += probabilities[k];
  }
  const ruleShare = new Map(ruled.map((candidate) => [candidate.category.id, candidate.score]));
  const scored: Candidate[] = [];
  for (const category of index.categories) {
    const k = classOf.get(category.slug);
    const fromModel = k === undefined ? 0 : probabilities[k] / modelMass;
    const fromRules = ruleShare.get(category.id) ?? 0;
    const score = k === undefined ? fromRules : (1 - B.rulesWeight) * fromModel + B.rulesWeight * fromRules;
    if (score > 0) scored.push({ category, score, points: score });
  }
  const none = ((1 - B.rulesWeight) * probabilities[classOf.get(null)!]) / modelMass;
  const total = scored.reduce((sum, candidate) => sum + candidate.score, none);
  for (const candidate of scored) candidate.score = round(candidate.score / total);
  scored.sort((a, b) => b.score - a.score || a.category.id - b.category.id);
  const noneShare = none / total;

  const [first, second] = scored;
  // a text that names two trades about as strongly and says nothing else ("Холодильник и кондиционер") is the
  // client's choice between them, however the models lean: never "not a request", never one of the two alone
  const namesAlone = rules.outcome === 'ambiguous' && rules.otherWords === 0;
  // ...and, in a text with no word of any trade, the gate must not be sure of a request: gibberish the categories'
  // model cannot read at all ("ываыва фывфыв йцукен") leans to "not a request" there, the gate does not
  const gateAgrees = notARequest === undefined || rules.outcome !== 'no-match' || notARequest >= B.gateFloor;
  if (
    !first ||
    (!namesAlone && noneShare >= B.notARequest && gateAgrees && noneShare * B.notARequestBoost > first.score)
  ) {
    return { outcome: 'not-a-request', best: null, alternatives: [], confident: false };
  }
  // what the rules detected stands (an admin's new keyword works at once) unless the model is sure of another
  const ruledBest =
    rules.outcome === 'detected' ? scored.find((c) => c.category.id === rules.best!.category.id) : undefined;
  const modelTop = Math.max(...scored.filter((c) => c !== ruledBest).map((c) => c.score), 0);
  if (ruledBest && modelTop < B.overrideRules) {
    const rest = scored.filter((candidate) => candidate !== ruledBest);
    const ruledLead = ruledBest.score - (rest[0]?.score ?? 0);
    return {
      outcome: 'detected',
      best: ruledBest,
      alternatives: rest.filter((candidate) => candidate.score >= B.minAlternative).slice(0, B.alternatives),
      confident: ruledBest.score >= B.confident && ruledLead >= B.confidentLead,
    };
  }
  const offered = (list: Candidate[]) =>
    list.filter((candidate) => candidate.score >= B.minAlternative).slice(0, B.alternatives);
  const lead = first.score - (second?.score ?? 0);
  // two trades named about as strongly: the model may choose between them by the rest of the text ("кабель к
  // насосу перерубили лопатой"), but not when the text is their names alone (above)
  const minLead = namesAlone ? Infinity : rules.outcome === 'ambiguous' ? B.ambiguousLead : B.minLead;
  // with no word of a trade in the text, the model alone must be surer
  const minScore = rules.outcome === 'no-match' ? B.modelOnlyScore : B.minScore;
  if (first.score >= minScore && lead >= minLead) {
    return {
      outcome: 'detected',
      best: first,
      alternatives: offered(scored.slice(1)),
      confident: first.score >= B.confident && lead >= B.confidentLead,
    };
  }
  return {
    outcome: first.score >= minScore ? 'ambiguous' : 'weak',
    best: null,
    // with no category, only the ones that could be it (nothing for gibberish); the trades a text names alone
    // are all offered, however little the model thinks of one
    alternatives: namesAlone
      ? offered(scored.filter((candidate) => ruled.some((named) => named.category.id === candidate.category.id)))
      : offered(scored).filter((candidate) => candidate.score >= B.minOffer),
    confident: false,
  };
}

// "not a request" as a weighted mean of the categories' model and the gate model; the categories keep their
// proportions in what is left
function withGate(
  model: LinearModel,
  probabilities: Float64Array,
  notARequest: number | undefined,
  weight: number,
): Float64Array {
  if (notARequest === undefined || weight === 0) return probabilities;
  const none = model.labels.indexOf(null);
  const mixed = (1 - weight) * probabilities[none] + weight * notARequest;
  const rest = 1 - probabilities[none];
  const out = new Float64Array(probabilities.length);
  for (let k = 0; k < out.length; k += 1)
    out[k] = k === none ? mixed : rest > 0 ? (probabilities[k] / rest) * (1 - mixed) : 0;
  return out;
}
