// npm run -s corpus:compose: writes api/detection/corpus.jsonl, the labelled corpus the detection model
// learns from, out of the hand-written lines in api/detection/corpus/<slug>.txt (none.txt: texts that ask
// for no service). Each hand-written line is kept as written ("source": "hand") and gives a few composed
// ones ("source": "composed", "by": this script, "transforms": what was done to it): the other spellings
// people use (Uzbek without oʻ/gʻ, chat-style Uzbek, Uzbek in Cyrillic letters and back, Russian in Latin
// letters, typos, no punctuation), with greetings, landmarks, urgency and emoji around it.
// Every line of one hand-written line, its composed ones included, falls in the same split: "held-out"
// (about one in five, never seen by training) or "train" with its cross-validation fold, so no spelling
// of a held-out line teaches the model. The output is the same on every run (a seeded generator).
import fs from 'node:fs';
import path from 'node:path';
import { cyrillicTextToLatin } from '../src/modules/category/detection/script';

const CORPUS_DIR = path.resolve(__dirname, '..', 'detection', 'corpus');
const OUT = path.resolve(__dirname, '..', 'detection', 'corpus.jsonl');
export const FOLDS = 5;

export type Style = 'ru' | 'tr' | 'uz' | 'uzc' | 'mix';

export interface CorpusLine {
  text: string;
  slug: string | null;
  // how the line is written: ru Russian, ru-typo Russian with typos, tr Russian in Latin letters, uz Uzbek
  // Latin, uz-plain Uzbek Latin without oʻ/gʻ, uz-chat chat-style Uzbek, uzc Uzbek Cyrillic, mix mixed
  style: string;
  source: 'hand' | 'composed';
  // the hand-written line it comes from: file:line
  from: string;
  // the batch it was written in: the comment above it in its file (its pass, as "... fifth pass"), up to its first
  // ":" or "(", or EARLIER_BATCH for the lines of the first passes, which had none
  batch: string;
  by?: string;
  transforms?: string[];
  split: 'train' | 'held-out';
  fold?: number;
}

// a small seeded generator (mulberry32), so the corpus is the same on every run
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];

// Uzbek Latin to Cyrillic, as people write it (oʻ ў, gʻ ғ, sh ш, ch ч, q қ, h ҳ, yo ё, ya я, yu ю, e at the
// start э)
const UZ_DIGRAPHS: [string, string][] = [
  ["o'", 'ў'],
  ["g'", 'ғ'],
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['yo', 'ё'],
  ['ya', 'я'],
  ['yu', 'ю'],
  ['ye', 'е'],
];
const UZ_LETTERS: Record<string, string> = {
  a: 'а',
  b: 'б',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'ҳ',
  i: 'и',
  j: 'ж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'қ',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  x: 'х',
  y: 'й',
  z: 'з',
  c: 'ц',
  w: 'в',
  "'": 'ъ',
};

export function uzbekToCyrillic(text: string): string {
  const lower = text.replace(/[‘’ʻʼ`]/g, "'");
  let out = '';
  let i = 0;
  while (i < lower.length) {
    const rest = lower.slice(i);
    const lowerChar = rest[0].toLowerCase();
    const upper = rest[0] !== lowerChar;
    const pair = UZ_DIGRAPHS.find(([latin]) => rest.toLowerCase().startsWith(latin));
    let piece: string;
    if (pair) {
      piece = pair[1];
      i += pair[0].length;
    } else {
      const atStart = i === 0 || !/\p{L}/u.test(lower[i - 1]);
      piece = lowerChar === 'e' && atStart ? 'э' : (UZ_LETTERS[lowerChar] ?? rest[0]);
      i += 1;
    }
    out += upper ? piece.toUpperCase() : piece;
  }
  return out;
}

// Russian typed in Latin letters, each letter the way chats spell it (several ways for some)
const RU_TRANSLIT: Record<string, string[]> = {
  а: ['a'],
  б: ['b'],
  в: ['v'],
  г: ['g'],
  д: ['d'],
  е: ['e'],
  ё: ['e', 'yo'],
  ж: ['zh', 'j'],
  з: ['z'],
  и: ['i'],
  й: ['y', 'i', 'j'],
  к: ['k'],
  л: ['l'],
  м: ['m'],
  н: ['n'],
  о: ['o'],
  п: ['p'],
  р: ['r'],
  с: ['s'],
  т: ['t'],
  у: ['u'],
  ф: ['f'],
  х: ['h', 'x', 'kh'],
  ц: ['ts', 'c'],
  ч: ['ch'],
  ш: ['sh', 'w'],
  щ: ['sch', 'sh'],
  ъ: [''],
  ы: ['y', 'i'],
  ь: ['', "'"],
  э: ['e'],
  ю: ['yu', 'ju'],
  я: ['ya', 'ja'],
};

export function russianToLatin(text: string, rng: Rng): string {
  // one spelling per letter for the whole line, as one person types
  const chosen = new Map<string, string>();
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    const options = RU_TRANSLIT[lower];
    if (!options) {
      out += char;
      continue;
    }
    let piece = chosen.get(lower);
    if (piece === undefined) chosen.set(lower, (piece = pick(rng, options)));
    out += char !== lower && piece ? piece[0].toUpperCase() + piece.slice(1) : piece;
  }
  return out;
}

// Typos of fast typing on a phone: a letter dropped, doubled, two swapped, a vowel as heard (а/о, е/и)
const VOWEL_SLIPS: Record<string, string> = { о: 'а', а: 'о', е: 'и', и: 'е', ё: 'е', o: 'a', a: 'o', e: 'i', i: 'e' };

export function typos(text: string, rng: Rng, count: number): string {
  const words = text.split(' ');
  const long = words.map((word, index) => ({ word, index })).filter(({ word }) => /^\p{L}{5,}/u.test(word));
  for (let n = 0; n < count && long.length; n += 1) {
    const { index } = long.splice(Math.floor(rng() * long.length), 1)[0];
    const word = words[index];
    // never the first letter: people rarely miss it
    const at = 1 + Math.floor(rng() * (word.length - 2));
    const kind = Math.floor(rng() * 4);
    if (kind === 0) words[index] = word.slice(0, at) + word.slice(at + 1);
    else if (kind === 1) words[index] = word.slice(0, at) + word[at] + word.slice(at);
    else if (kind === 2) words[index] = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    else {
      const vowel = [...word].findIndex((char, i) => i > 0 && VOWEL_SLIPS[char] !== undefined);
      if (vowel > 0) words[index] = word.slice(0, vowel) + VOWEL_SLIPS[word[vowel]] + word.slice(vowel + 1);
    }
  }
  return words.join(' ');
}

// Uzbek as typed in chats: no oʻ/gʻ marks, x for h and h for x alike, sh as w, endings shortened
export function uzbekChat(text: string, rng: Rng): string {
  let out = text.toLowerCase().replace(/[‘’ʻʼ`']/g, '');
  if (rng() < 0.5) out = out.replace(/sh/g, 'w');
  if (rng() < 0.5) out = out.replace(/q/g, 'k');
  if (rng() < 0.4) out = out.replace(/(?<![sc])h/g, 'x');
  out = out
    .replace(/yapti\b/g, pick(rng, ['yapti', 'vopti', 'yapdi', 'opti']))
    .replace(/\bkerak\b/g, pick(rng, ['kerak', 'kere', 'krak', 'kerek']))
    .replace(/\biltimos\b/g, pick(rng, ['iltimos', 'iltmos', 'ilimos']))
    .replace(/maydi\b/g, pick(rng, ['maydi', 'mavotti', 'maydi']));
  return out.replace(/[,.!?;:]/g, '');
}

const plainUzbek = (text: string) => text.replace(/[‘’ʻʼ`']/g, '');
const noPunctuation = (text: string) =>
  text
    .toLowerCase()
    .replace(/[,.!?;:]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

// What people put around a request: greetings, a landmark or district, urgency, a question of price.
// Landmarks and greetings come with texts that are not requests too, so they teach nothing about either.
const RU_BEFORE = ['Здравствуйте!', 'Добрый день,', 'Салам,', 'Ассалому алейкум,', 'Привет,', 'Добрый вечер.', 'Ака,'];
const RU_REQUEST_BEFORE = ['Помогите пожалуйста,', 'Срочно!', 'Нужна помощь:', 'Кто может,', 'Ищу мастера:'];
const RU_AFTER_PLACE = [
  'Чиланзар 9 квартал',
  'ориентир Корзинка на Юнусабаде',
  'возле метро Новза',
  'Сергели, рядом с базаром',
  'Мирзо-Улугбек, за Мега Планетом',
  'Яккасарай, ориентир Ботсад',
  'Самарканд, Сиабский рынок',
  'Юнусабад 4 квартал',
];
const RU_REQUEST_AFTER = [
  'сколько будет стоить?',
  'можно сегодня?',
  'позвоните пожалуйста',
  'желательно завтра утром',
  'оплата наличными',
  'кто свободен?',
  'жду ответа',
  'срочно!!!',
];
const UZ_BEFORE = ['Assalomu alaykum,', 'Salom,', 'Aka,', 'Hammaga salom.', 'Xayrli kun,', 'Opa,'];
const UZ_REQUEST_BEFORE = ['Iltimos,', 'Yordam beringlar,', 'Srochno!', 'Kim qila oladi,', 'Usta kerak:'];
const UZ_AFTER_PLACE = [
  'Chilonzor 19-kvartal',
  "mo'ljal Korzinka",
  'Yunusobod 4, bozor yonida',
  'Sergeli, metro yonida',
  'Olmazor, Chorsu tomonda',
  'Samarqand, Registon yaqinida',
  "Qo'yliq bozori orqasida",
];
const UZ_REQUEST_AFTER = [
  'qancha turadi?',
  'bugun kela olasizmi?',
  'ertalab kelsangiz',
  'tel qiling',
  'tezroq iltimos',
  'narxi qancha?',
  'kim bo‘sh?',
];
const EMOJI = ['🙏', '😩', '‼️', '😅', '👍', '🏠', '❗', '🥲', '😊', '🤷‍♂️'];

function surround(text: string, style: Style, request: boolean, rng: Rng): { text: string; transforms: string[] } {
  const uzbek = style === 'uz' || style === 'uzc';
  const toScript = (piece: string) => (style === 'uzc' ? uzbekToCyrillic(piece) : piece);
  const before = [
    ...(uzbek ? UZ_BEFORE : RU_BEFORE),
    ...(request ? (uzbek ? UZ_REQUEST_BEFORE : RU_REQUEST_BEFORE) : []),
  ];
  const after = [
    ...(uzbek ? UZ_AFTER_PLACE : RU_AFTER_PLACE),
    ...(request ? (uzbek ? UZ_REQUEST_AFTER : RU_REQUEST_AFTER) : []),
  ];
  const transforms: string[] = [];
  let out = text;
  if (rng() < 0.6) {
    out = `${toScript(pick(rng, before))} ${out}`;
    transforms.push('before');
  }
  if (rng() < 0.7) {
    out = `${out}, ${toScript(pick(rng, after))}`;
    transforms.push('after');
  }
  if (rng() < 0.4) {
    out = `${out} ${pick(rng, EMOJI)}`;
    transforms.push('emoji');
  }
  if (transforms.length === 0) {
    out = `${pick(rng, EMOJI)} ${out}`;
    transforms.push('emoji');
  }
  return { text: out, transforms };
}

interface Variant {
  text: string;
  style: string;
  transforms: string[];
}

// The spellings one hand-written line is also written in, each with what surrounds a message
function variants(text: string, style: Style, request: boolean, rng: Rng): Variant[] {
  const out: Variant[] = [];
  const add = (base: string, baseStyle: string, surroundStyle: Style, steps: string[]) => {
    const around = surround(base, surroundStyle, request, rng);
    out.push({ text: around.text, style: baseStyle, transforms: [...steps, ...around.transforms] });
  };
  if (style === 'ru') {
    add(text, 'ru', 'ru', []);
    add(typos(noPunctuation(text), rng, 2), 'ru-typo', 'ru', ['lowercase', 'typos']);
    add(noPunctuation(russianToLatin(text, rng)), 'tr', 'ru', ['to-latin']);
    out.push({ text: typos(russianToLatin(text, rng), rng, 1), style: 'tr', transforms: ['to-latin', 'typos'] });
    add(typos(text, rng, 1), 'ru-typo', 'uz', ['typos']);
  } else if (style === 'tr') {
    add(text, 'tr', 'ru', []);
    add(text, 'tr', 'uz', []);
    add(typos(text, rng, 2), 'tr', 'ru', ['typos']);
  } else if (style === 'uz') {
    add(text, 'uz', 'uz', []);
    add(plainUzbek(text), 'uz-plain', 'uz', ['no-apostrophes']);
    out.push({ text: uzbekChat(text, rng), style: 'uz-chat', transforms: ['chat'] });
    add(typos(uzbekChat(text, rng), rng, 1), 'uz-chat', 'uz', ['chat', 'typos']);
    add(uzbekToCyrillic(text), 'uzc', 'uzc', ['to-cyrillic']);
    add(plainUzbek(text), 'uz-plain', 'ru', ['no-apostrophes']);
  } else if (style === 'uzc') {
    add(text, 'uzc', 'ru', []);
    add(text, 'uzc', 'uzc', []);
    out.push({ text: typos(noPunctuation(text), rng, 1), style: 'uzc', transforms: ['lowercase', 'typos'] });
    add(cyrillicTextToLatin(text), 'uz', 'uz', ['to-latin']);
    add(plainUzbek(cyrillicTextToLatin(text)), 'uz-plain', 'uz', ['to-latin', 'no-apostrophes']);
  } else {
    add(text, 'mix', pick(rng, ['ru', 'uz'] as const), []);
    add(typos(noPunctuation(text), rng, 1), 'mix', 'uz', ['lowercase', 'typos']);
    add(text, 'mix', 'ru', []);
  }
  return out;
}

export const EARLIER_BATCH = 'issue 31, first three passes';

type HandLine = { text: string; slug: string | null; style: Style; from: string; batch: string };

export function readHandWritten(dir = CORPUS_DIR): HandLine[] {
  const lines: HandLine[] = [];
  for (const file of fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.txt'))
    .sort()) {
    const slug = file === 'none.txt' ? null : file.slice(0, -'.txt'.length);
    let style: Style | null = null;
    let batch = EARLIER_BATCH;
    fs.readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .forEach((raw, index) => {
        const line = raw.trim();
        if (!line) return;
        const header = /^#\s*(ru|tr|uz|uzc|mix)\s*$/.exec(line);
        if (header) {
          style = header[1] as Style;
          return;
        }
        // any other line starting with "#" says where the lines under it come from (a comment)
        if (line.startsWith('#')) {
          batch = line.replace(/^#\s*/, '').split(/[:(]/)[0].trim();
          return;
        }
        if (!style) throw new Error(`${file}:${index + 1}: a line before any "# style" header`);
        lines.push({ text: line, slug, style, from: `${file}:${index + 1}`, batch });
      });
  }
  return lines;
}

export function composeCorpus(): CorpusLine[] {
  const seen = new Set<string>();
  const out: CorpusLine[] = [];
  const key = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  for (const hand of readHandWritten()) {
    const h = hash(hand.from + hand.text);
    // one in five hand-written lines, with all its spellings, is held out
    const split = h % 5 === 0 ? 'held-out' : 'train';
    const fold = split === 'train' ? Math.floor(h / 5) % FOLDS : undefined;
    const place = { split, ...(fold === undefined ? {} : { fold }) } as const;
    const push = (line: CorpusLine) => {
      if (seen.has(key(line.text))) return;
      seen.add(key(line.text));
      out.push(line);
    };
    const { from, batch } = hand;
    push({ text: hand.text, slug: hand.slug, style: hand.style, source: 'hand', from, batch, ...place });
    const rng = random(h);
    for (const variant of variants(hand.text, hand.style, hand.slug !== null, rng)) {
      push({
        text: variant.text,
        slug: hand.slug,
        style: variant.style,
        source: 'composed',
        from,
        batch,
        by: 'api/scripts/compose-detection-corpus.ts',
        transforms: variant.transforms,
        ...place,
      });
    }
  }
  return out;
}

if (require.main === module) {
  const corpus = composeCorpus();
  fs.writeFileSync(OUT, corpus.map((line) => JSON.stringify(line)).join('\n') + '\n');
  const count = (filter: (line: CorpusLine) => boolean) => corpus.filter(filter).length;
  console.error(
    `${path.relative(process.cwd(), OUT)}: ${corpus.length} lines (${count((l) => l.source === 'hand')} hand-written, ` +
      `${count((l) => l.split === 'held-out')} held out, ${count((l) => l.slug === null)} not a request)`,
  );
}
