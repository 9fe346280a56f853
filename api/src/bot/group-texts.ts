// What the bot says in Telegram groups (docs/product.md, "The bot in groups"), in the language and script
// of the message it answers: Russian, Uzbek in Latin letters, Uzbek in Cyrillic letters. Its commands
// answer in Russian and Uzbek at once, since a group mixes both.
import { escapeHtml } from './message-parts';

export type GroupVoice = 'ru' | 'uz' | 'uz-cyrl';

interface GroupTexts {
  looksLike: (category: string) => string;
  looksLikeAny: string;
  invite: (app: string) => string;
  button: string;
}

// oʻ and gʻ with U+02BB, the tutuq belgisi with U+02BC, as in bot/texts.ts
const TEXTS: Record<GroupVoice, GroupTexts> = {
  ru: {
    looksLike: (category) => `Похоже, нужен мастер: ${category}.`,
    looksLikeAny: 'Похоже, нужен мастер.',
    invite: (app) => `Оформите заявку в ${app} — её увидят проверенные мастера с отзывами.`,
    button: 'Оформить заявку',
  },
  uz: {
    looksLike: (category) => `Usta kerakka oʻxshaydi: ${category}.`,
    looksLikeAny: 'Usta kerakka oʻxshaydi.',
    invite: (app) => `${app}da soʻrov qoldiring — uni sharhlari bor tekshirilgan ustalar koʻradi.`,
    button: 'Soʻrov qoldirish',
  },
  'uz-cyrl': {
    looksLike: (category) => `Уста керакка ўхшайди: ${category}.`,
    looksLikeAny: 'Уста керакка ўхшайди.',
    invite: (app) => `${app}да сўров қолдиринг — уни шарҳлари бор текширилган усталар кўради.`,
    button: 'Сўров қолдириш',
  },
};

// the reply to a request: what the bot understood, and the button's label
export function requestReply(voice: GroupVoice, app: string, category: string | null) {
  const t = TEXTS[voice];
  const name = category ? escapeHtml(voice === 'uz-cyrl' ? uzbekToCyrillic(category) : category) : null;
  return {
    text: [name ? t.looksLike(name) : t.looksLikeAny, t.invite(escapeHtml(app))].join('\n'),
    button: t.button,
  };
}

// /usta
export function aboutText(app: string, username: string): string {
  const a = escapeHtml(app);
  return [
    `${a} помогает найти мастера. Когда в группе просят мастера, я один раз отвечаю кнопкой: она открывает ${a} с уже заполненной заявкой. На остальные сообщения не отвечаю и их не храню.`,
    'Администраторы группы: /usta_off — выключить, /usta_on — включить снова.',
    '',
    `${a} usta topishga yordam beradi. Guruhda usta soʻralganda bir marta tugma bilan javob beraman: u ${a}ni toʻldirilgan soʻrov bilan ochadi. Boshqa xabarlarga javob bermayman va ularni saqlamayman.`,
    'Guruh administratorlari: /usta_off — oʻchirish, /usta_on — qayta yoqish.',
    '',
    `@${escapeHtml(username)}`,
  ].join('\n');
}

export const SILENCED_TEXT = [
  'Хорошо, в этой группе я молчу. Включить снова: /usta_on',
  'Yaxshi, bu guruhda jim turaman. Qayta yoqish: /usta_on',
].join('\n');

export const RESUMED_TEXT = [
  'Снова отвечаю на просьбы найти мастера. Выключить: /usta_off',
  'Usta soʻrovlariga yana javob beraman. Oʻchirish: /usta_off',
].join('\n');

// Uzbek Latin -> Cyrillic for a category's Uzbek name (the catalogue keeps the Latin one)
const UZ_PAIRS: [string, string][] = [
  ['oʻ', 'ў'],
  ["o'", 'ў'],
  ['gʻ', 'ғ'],
  ["g'", 'ғ'],
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['ng', 'нг'],
  ['yo', 'ё'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['ye', 'е'],
  ['ʼ', 'ъ'],
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
};

export function uzbekToCyrillic(text: string): string {
  let out = '';
  for (let i = 0; i < text.length;) {
    const lower = text.slice(i).toLowerCase();
    const pair = UZ_PAIRS.find(([latin]) => lower.startsWith(latin));
    const [latin, cyrillic] = pair ?? [text[i], UZ_LETTERS[lower[0]] ?? text[i]];
    const upper = text[i] !== text[i].toLowerCase();
    // e at a word's start is э
    const letter = latin === 'e' && (i === 0 || /[\s-]/.test(text[i - 1])) ? 'э' : cyrillic;
    out += upper ? letter[0].toUpperCase() + letter.slice(1) : letter;
    i += latin.length;
  }
  return out;
}
