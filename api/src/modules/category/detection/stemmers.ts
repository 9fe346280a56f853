// Word stems. Russian: the Snowball stemmer. Uzbek has no Snowball stemmer, so its inflection is
// stripped here: plural, possessive, case and predicate endings of nouns, and the common tense, aspect,
// negation and verbal-noun endings of verbs, longest first, a few times over ("ishlamayapti" -> "ishla").
import { newStemmer } from 'snowball-stemmers';

const russian = newStemmer('russian');

// Verb endings the stemmer cuts off a short stem
const VERB_ENDING =
  /^(?:[аяиыеу]?(?:ть|ться|тся|ти)|[аяиыеу](?:л|ла|ло|ли|лся|лась|лось|лись)|[иы]в|[иы]вши|[еиуая]т|ют|ешь|ишь|ите|ете)$/;

export function russianStem(word: string): string {
  const plain = word.replace(/ё/g, 'е');
  const stem = russian.stem(plain);
  // a short verb stem would fall together with a noun ("полить", "полив" -> "пол" as in "пол";
  // "травить" -> "трав" as in "трава"): keep one more letter of the verb
  if (stem.length <= 4 && stem.length < plain.length && VERB_ENDING.test(plain.slice(stem.length)))
    return plain.slice(0, stem.length + 1);
  return stem;
}

type After = 'vowel' | 'consonant' | 'any' | 'k' | 'q';

interface SuffixRule {
  suffix: string;
  after: After;
  // letters that must remain
  min: number;
}

const rule = (suffix: string, after: After = 'any', min = 3): SuffixRule => ({ suffix, after, min });

const UZBEK_SUFFIXES: SuffixRule[] = [
  // verbs (a progressive keeps a longer stem: "tomyapti", it drips, is not "tom", the roof):
  // progressive, future-present, past, participles, converbs, verbal nouns, infinitive, negation
  rule('yotgan', 'any', 4),
  rule('yotibdi', 'any', 4),
  rule('yapti', 'any', 4),
  rule('yapman', 'any', 4),
  rule('yapmiz', 'any', 4),
  rule('yapsiz', 'any', 4),
  rule('yapsan', 'any', 4),
  rule('yaptilar', 'any', 4),
  rule('moqda', 'any', 4),
  rule('moqchi', 'any', 4),
  rule('moqchiman', 'any', 4),
  rule('moq', 'any'),
  rule('mak', 'any'),
  rule('ydigan', 'vowel'),
  rule('adigan', 'consonant'),
  rule('ydi', 'vowel'),
  rule('yman', 'vowel'),
  rule('ymiz', 'vowel'),
  rule('aman', 'consonant'),
  rule('amiz', 'consonant'),
  rule('dingiz', 'any'),
  rule('dilar', 'any'),
  rule('ding', 'any'),
  rule('dim', 'any'),
  rule('dik', 'any'),
  rule('di', 'any'),
  rule('gan', 'any'),
  rule('kan', 'k'),
  rule('qan', 'q'),
  rule('ib', 'consonant', 2),
  rule('b', 'vowel'),
  rule('ish', 'consonant', 2),
  rule('sh', 'vowel'),
  rule('sa', 'any'),
  rule('may', 'any'),
  rule('mas', 'any'),
  rule('ma', 'any'),
  // nouns: plural, possessive, case, predicate, question (case endings may leave a two-letter root: "uyda");
  // the agent ending -chi stays: "payvandchi" still starts with "payvand"
  rule('lar', 'any', 2),
  rule('ning', 'any', 2),
  rule('ni', 'any', 2),
  rule('ga', 'any', 2),
  rule('ka', 'k'),
  rule('qa', 'q'),
  rule('dagi', 'any', 2),
  rule('dan', 'any', 2),
  rule('da', 'any', 2),
  rule('imiz', 'consonant'),
  rule('ingiz', 'consonant'),
  rule('ngiz', 'vowel'),
  rule('miz'),
  rule('im', 'consonant'),
  rule('m', 'vowel'),
  rule('si', 'vowel'),
  rule('i', 'consonant', 4),
  rule('man'),
  rule('san'),
  rule('siz'),
  rule('dir'),
  rule('mi'),
].sort((a, b) => b.suffix.length - a.suffix.length);

const VOWEL = /[aeiou]/;

function letterCount(word: string): number {
  return word.replace(/'/g, '').length;
}

// o' counts as a vowel, g' as a consonant
function endsWithVowel(word: string): boolean {
  if (word.endsWith("o'")) return true;
  return VOWEL.test(word[word.length - 1] ?? '');
}

function fits(rule: SuffixRule, word: string): boolean {
  if (!word.endsWith(rule.suffix)) return false;
  const rest = word.slice(0, -rule.suffix.length);
  if (letterCount(rest) < rule.min) return false;
  switch (rule.after) {
    case 'any':
      return true;
    case 'vowel':
      return endsWithVowel(rest);
    case 'consonant':
      return !endsWithVowel(rest);
    default:
      return rest.endsWith(rule.after);
  }
}

// Uzbek in Latin letters (apostrophes as "'"); Cyrillic is transliterated before it gets here.
export function uzbekStem(word: string): string {
  let stem = word;
  for (let pass = 0; pass < 5; pass += 1) {
    const found = UZBEK_SUFFIXES.find((candidate) => fits(candidate, stem));
    if (!found) break;
    stem = stem.slice(0, -found.suffix.length);
    if (VOWEL.test(found.suffix[0])) {
      const restored = restoreFinalConsonant(stem);
      // back at a noun's own last letter: nothing more to strip ("tarmog'ini" -> "tarmoq", not "tar")
      if (restored !== stem) return restored;
    }
  }
  return stem;
}

// A word of more than one syllable ending in k or q voices it before a vowel ending: eshik -> eshigi,
// jo'mrak -> jo'mragi, qishloq -> qishlog'i. One-syllable roots keep their g (bog'i, yig'ish).
function restoreFinalConsonant(stem: string): string {
  const syllables = stem.match(/[aeiou]/g)?.length ?? 0;
  if (syllables < 2) return stem;
  if (stem.endsWith("g'")) return `${stem.slice(0, -2)}q`;
  if (stem.endsWith('g')) return `${stem.slice(0, -1)}k`;
  return stem;
}
