// Letters and scripts: splitting free text into words, Cyrillic (Russian and Uzbek) to Latin and back,
// and the "skeleton" every word is compared in, where spelling variants of one sound coincide
// (х/h/x/kh, ы/и/й/y/i, ж/j/zh, ц/ts/c, қ/q/k, ў/o'/o, ғ/g'/g, doubled letters).

const CYRILLIC = /[а-яёўқғҳ]/;
const LATIN = /[a-z]/;

// every apostrophe people type for Uzbek o‘ g‘ and the tutuq belgisi
const APOSTROPHES = /[‘’ʻʼ`´′‛]/g;

// Latin letters that look like Cyrillic ones, for words typed with a mixed keyboard ("кoндиционер")
const LATIN_LOOKALIKES: Record<string, string> = {
  a: 'а',
  c: 'с',
  e: 'е',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
  k: 'к',
  m: 'м',
  t: 'т',
};
const CYRILLIC_LOOKALIKES: Record<string, string> = {
  а: 'a',
  с: 'c',
  е: 'e',
  о: 'o',
  р: 'p',
  х: 'x',
  у: 'y',
  к: 'k',
  м: 'm',
  т: 't',
};

export type Script = 'cyrillic' | 'latin';

export interface Word {
  text: string;
  script: Script;
  // index in the text, so phrases can require their words to stand close together
  position: number;
  // the parts of a hyphenated word glued together ("wifi" from "wi-fi"), besides the parts
  joined?: boolean;
}

export function normalizeText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(APOSTROPHES, "'");
}

function fixMixedScript(word: string): string {
  if (!(CYRILLIC.test(word) && LATIN.test(word))) return word;
  const letters = [...word];
  const cyrillic = letters.filter((char) => CYRILLIC.test(char)).length;
  const latin = letters.filter((char) => LATIN.test(char)).length;
  const table = cyrillic >= latin ? LATIN_LOOKALIKES : CYRILLIC_LOOKALIKES;
  return letters.map((char) => table[char] ?? char).join('');
}

// Words of a text: letters only (numbers, sizes and codes like "E01" or "25 м2" say nothing about the trade).
// A hyphenated word counts as its parts and as one joined word ("wi-fi": "wi", "fi", "wifi").
export function splitWords(text: string): Word[] {
  const words: Word[] = [];
  const normalized = normalizeText(text);
  let position = 0;
  for (const match of normalized.matchAll(/[\p{L}\p{M}'\d]+(?:-[\p{L}\p{M}'\d]+)*/gu)) {
    const parts = match[0].split('-');
    const pieces: string[] = [];
    for (const part of parts) {
      // letters and digits glued together ("iphone13", "12ку") are separate words; digits are dropped
      for (const piece of part.split(/\d+/)) {
        const word = fixMixedScript(piece.replace(/^'+|'+$/g, ''));
        if (word && /\p{L}/u.test(word)) pieces.push(word);
      }
    }
    for (const piece of pieces) words.push({ text: piece, script: scriptOf(piece), position: position++ });
    if (pieces.length > 1) {
      const joined = pieces.join('');
      words.push({ text: joined, script: scriptOf(joined), position: position - 1, joined: true });
    }
  }
  return words;
}

export function scriptOf(word: string): Script {
  return CYRILLIC.test(word) ? 'cyrillic' : 'latin';
}

// The one transliteration table (the corpus composer reads it too, through cyrillicTextToLatin). The
// Russian letters щ and ы are written as the Uzbek Latin alphabet writes them: sh and i.
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: "'",
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: "o'",
  қ: 'q',
  ғ: "g'",
  ҳ: 'h',
};
const VOWELS_CYRILLIC = /[аеёиоуыэюяў]/;

// Uzbek Cyrillic to the Uzbek Latin alphabet (е is "ye" at the start of a word and after a vowel);
// Russian words come out in a plain transliteration, which the skeleton then evens out.
export function cyrillicToLatin(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; i += 1) out += latinLetters(word, i);
  return out;
}

// The Latin letters for word[i], a lower-case letter (a letter not in the table stays as it is).
function latinLetters(word: string, i: number): string {
  const char = word[i];
  if (char === 'е' && (i === 0 || VOWELS_CYRILLIC.test(word[i - 1]))) return 'ye';
  return CYRILLIC_TO_LATIN[char] ?? char;
}

// Running text in any case, word by word as cyrillicToLatin, a capital staying a capital ("Ўзбекистон"
// gives "O'zbekiston"). The corpus composer writes Uzbek Cyrillic lines
// in Latin letters with it (api/scripts/compose-detection-corpus.ts).
export function cyrillicTextToLatin(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => {
    const lower = [...word].map((char) => char.toLowerCase());
    if (lower.some((char) => char.length !== 1)) return word;
    const lowered = lower.join('');
    let out = '';
    for (let i = 0; i < word.length; i += 1) {
      const piece = latinLetters(lowered, i);
      out += word[i] !== lowered[i] && piece ? piece[0].toUpperCase() + piece.slice(1) : piece;
    }
    return out;
  });
}

// Russian typed in Latin letters ("nujen santehnik", "xolodilnik", "stiralnaya") back to Cyrillic, so the
// Russian stemmer can read its endings. Ambiguous letters take the common chat spelling (j = ж, x = х).
const LATIN_TO_CYRILLIC: [string, string][] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['tsya', 'тся'],
  ['ts', 'ц'],
  ['ck', 'к'],
  ['ju', 'ю'],
  ['ja', 'я'],
  ['a', 'а'],
  ['b', 'б'],
  ['v', 'в'],
  ['g', 'г'],
  ['d', 'д'],
  ['e', 'е'],
  ['z', 'з'],
  ['i', 'и'],
  ['j', 'ж'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['f', 'ф'],
  ['h', 'х'],
  ['x', 'х'],
  ['c', 'ц'],
  ['q', 'к'],
  ['w', 'в'],
  ["'", 'ь'],
];
const VOWELS_LATIN = /[aeiouy]/;

export function latinToCyrillic(word: string): string {
  let out = '';
  let i = 0;
  while (i < word.length) {
    const char = word[i];
    if (char === 'y') {
      // y after a vowel is й ("novyy" -> новый, "moy"), after a consonant ы ("truby")
      const next = word[i + 1];
      if (next && 'oaue'.includes(next)) {
        out += { o: 'ё', a: 'я', u: 'ю', e: 'е' }[next as 'o' | 'a' | 'u' | 'e'];
        i += 2;
        continue;
      }
      out += i > 0 && !VOWELS_LATIN.test(word[i - 1]) ? 'ы' : 'й';
      i += 1;
      continue;
    }
    // "ja"/"ju" as я/ю only at the start of a word; elsewhere j is ж ("nujen", "dejurniy")
    const pair = LATIN_TO_CYRILLIC.find(
      ([latin]) => word.startsWith(latin, i) && (!latin.startsWith('j') || latin.length === 1 || i === 0),
    );
    if (pair) {
      out += pair[1];
      i += pair[0].length;
    } else {
      out += char;
      i += 1;
    }
  }
  return out;
}

// The form words are compared in. Applied to Latin text only (Cyrillic goes through cyrillicToLatin
// first): shch/sch -> sh, zh -> j, kh/x -> h, ts -> c, ck/q -> k, w -> v, y -> i, no apostrophes, no
// doubled letters, and a leading "ye" as "e". One pass: it runs for every word of every text.
const SKELETON_LETTER: Record<string, string> = { x: 'h', q: 'k', w: 'v', y: 'i' };

export function skeleton(latin: string): string {
  const word = latin.includes("'") ? latin.replace(/'/g, '') : latin;
  let out = '';
  const emit = (char: string) => {
    if (out[out.length - 1] !== char) out += char;
  };
  for (let i = 0; i < word.length; i += 1) {
    const char = word[i];
    const next = word[i + 1];
    if (char === 's' && next === 'h' && word[i + 2] === 'c' && word[i + 3] === 'h') {
      emit('s');
      emit('h');
      i += 3;
    } else if (char === 's' && next === 'c' && word[i + 2] === 'h') {
      emit('s');
      emit('h');
      i += 2;
    } else if (char === 'z' && next === 'h') {
      emit('j');
      i += 1;
    } else if (char === 'k' && next === 'h') {
      emit('h');
      i += 1;
    } else if (char === 't' && next === 's') {
      emit('c');
      i += 1;
    } else if (char === 'c' && next === 'k') {
      emit('k');
      i += 1;
    } else {
      emit(SKELETON_LETTER[char] ?? char);
    }
  }
  return out.startsWith('ie') ? `e${out.slice(2)}` : out;
}

// The skeleton of a word as written, in either script.
export function surfaceSkeleton(word: string): string {
  return skeleton(scriptOf(word) === 'cyrillic' ? cyrillicToLatin(word) : word);
}
