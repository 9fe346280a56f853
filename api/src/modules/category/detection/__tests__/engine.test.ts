import fs from 'node:fs';
import path from 'node:path';
import {
  buildDetectionIndex,
  detect,
  isStopWord,
  parseKeyword,
  withinOneEdit,
  wordKeys,
  type DetectionCategory,
} from '../engine';
import {
  cyrillicTextToLatin,
  cyrillicToLatin,
  latinToCyrillic,
  skeleton,
  splitWords,
  surfaceSkeleton,
} from '../script';
import { russianStem, uzbekStem } from '../stemmers';

const seedDir = path.resolve(__dirname, '..', '..', '..', '..', '..', '..', 'prisma', 'seed-data');

// the default categories with their seeded keywords, as the seed writes them
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

const index = buildDetectionIndex(seededCategories());
const slugOf = (text: string) => detect(index, text).best?.category.slug ?? null;
const sameKey = (a: string, b: string) => wordKeys(a).some((key) => wordKeys(b).includes(key));

describe('normalisation', () => {
  it('splits words, drops numbers and keeps hyphenated words whole too', () => {
    const words = splitWords('Установка сплит-системы 12 ку, Wi-Fi!');
    expect(words.map((word) => word.text)).toEqual([
      'установка',
      'сплит',
      'системы',
      'сплитсистемы',
      'ку',
      'wi',
      'fi',
      'wifi',
    ]);
    expect(words.find((word) => word.text === 'сплитсистемы')).toMatchObject({ joined: true, position: 2 });
  });

  it('reads every apostrophe people type for Uzbek o‘ and g‘ as one', () => {
    const spellings = ["o'rnatish", 'o‘rnatish', 'oʻrnatish', 'o`rnatish', 'o’rnatish'];
    expect(new Set(spellings.map((word) => splitWords(word)[0].text)).size).toBe(1);
  });

  it('repairs a Cyrillic word typed with a Latin lookalike letter', () => {
    expect(splitWords('кoндиционер')[0].text).toBe('кондиционер');
  });

  it('drops function words and politeness in both languages and scripts', () => {
    for (const word of ['и', 'нужен', 'nujen', 'срочно', 'kerak', 'керак', 'uchun', "yo'q", 'йўқ'])
      expect(isStopWord(word)).toBe(true);
    expect(isStopWord('сантехник')).toBe(false);
  });
});

describe('transliteration', () => {
  it('turns Uzbek Cyrillic into Uzbek Latin', () => {
    expect(cyrillicToLatin('ўрнатиш')).toBe("o'rnatish");
    expect(cyrillicToLatin('ғишт')).toBe("g'isht");
    expect(cyrillicToLatin('қулф')).toBe('qulf');
    expect(cyrillicToLatin('ҳаммол')).toBe('hammol');
    expect(cyrillicToLatin('ер')).toBe('yer');
    expect(cyrillicToLatin('поезд')).toBe('poyezd');
    // the Russian letters the way the Uzbek alphabet writes them
    expect(cyrillicToLatin('щит')).toBe('shit');
    expect(cyrillicToLatin('сифат')).toBe('sifat');
    expect(cyrillicToLatin('ы')).toBe('i');
  });

  it('writes running text in Latin letters, capitals kept, one table for the app and the corpus composer', () => {
    expect(cyrillicTextToLatin('Ўзбекистон, Тошкент! Сув оқяпти 🙏')).toBe("O'zbekiston, Toshkent! Suv oqyapti 🙏");
    expect(cyrillicTextToLatin('Ер ости, ЕР')).toBe('Yer osti, YeR');
    expect(cyrillicTextToLatin('кран Gorenje')).toBe('kran Gorenje');
  });

  it('reads Russian typed in Latin letters back into Cyrillic', () => {
    expect(latinToCyrillic('nujen')).toBe('нужен');
    expect(latinToCyrillic('santehnik')).toBe('сантехник');
    expect(latinToCyrillic('xolodilnik')).toBe('холодилник');
    expect(latinToCyrillic('shchetka')).toBe('щетка');
    expect(latinToCyrillic('novyy')).toBe('новый');
    expect(latinToCyrillic('truby')).toBe('трубы');
    expect(latinToCyrillic('prodaetsya')).toBe('продается');
  });

  it('compares spellings of one sound as equal', () => {
    expect(skeleton('santexnik')).toBe(skeleton('santehnik'));
    expect(skeleton('konditsioner')).toBe(skeleton('kondicioner'));
    expect(surfaceSkeleton('кондиционер')).toBe(skeleton('konditsioner'));
    expect(surfaceSkeleton('қозон')).toBe(surfaceSkeleton('qozon'));
    expect(surfaceSkeleton('ванна')).toBe(surfaceSkeleton('vana'));
  });
});

describe('stemming', () => {
  it('gives Russian word forms one key, in either script', () => {
    expect(sameKey('кондиционера', 'кондиционеры')).toBe(true);
    expect(sameKey('смесители', 'смеситель')).toBe(true);
    expect(sameKey('stiralnuyu', 'стиральная')).toBe(true);
    expect(sameKey('nuzhen', 'нужен')).toBe(true);
    expect(sameKey('xolodilnik', 'холодильник')).toBe(true);
  });

  it('keeps a short verb apart from the noun its stem looks like', () => {
    expect(russianStem('полить')).not.toBe(russianStem('пол'));
    expect(russianStem('травить')).not.toBe(russianStem('трава'));
    expect(russianStem('окнами')).toBe(russianStem('окна'));
  });

  it('strips Uzbek noun and verb endings', () => {
    expect(uzbekStem('daraxtlarni')).toBe('daraxt');
    expect(uzbekStem('vannaxonada')).toBe('vannaxona');
    expect(uzbekStem("bog'dagi")).toBe("bog'");
    expect(uzbekStem('mashinasi')).toBe('mashina');
    expect(uzbekStem('ishlamayapti')).toBe('ishla');
    expect(uzbekStem('sovutmayapti')).toBe('sovut');
    expect(uzbekStem('santexnikka')).toBe('santexnik');
    expect(uzbekStem('osish')).toBe('os');
  });

  it('undoes the voicing of a final k or q before an Uzbek vowel ending', () => {
    expect(uzbekStem('eshigi')).toBe('eshik');
    expect(uzbekStem("jo'mragi")).toBe("jo'mrak");
    expect(uzbekStem("qishlog'ida")).toBe('qishloq');
    // one-syllable roots end in g themselves
    expect(uzbekStem("yig'ish")).toBe("yig'");
    expect(slugOf("Hammom jo'mragi buzildi")).toBe('plumbing');
  });

  it('leaves a short root whole rather than cut it to another word', () => {
    // "tomyapti" (it drips) is not "tom" (the roof)
    expect(uzbekStem('tomyapti')).not.toBe('tom');
    expect(sameKey('tomyapti', 'tom')).toBe(false);
    expect(uzbekStem('plitka')).toBe('plitka');
  });

  it('meets Uzbek in both scripts on the same keys', () => {
    expect(sameKey('ўрнатиш', "o'rnatish")).toBe(true);
    expect(sameKey('қозонни', 'qozon')).toBe(true);
    expect(sameKey('музлатгич', 'muzlatgich')).toBe(true);
  });
});

describe('typos', () => {
  it('accepts one missing, extra, wrong or swapped letter', () => {
    expect(withinOneEdit('santehnik', 'santhnik')).toBe(true);
    expect(withinOneEdit('santehnik', 'santehnikk')).toBe(true);
    expect(withinOneEdit('santehnik', 'santexnik')).toBe(true);
    expect(withinOneEdit('santehnik', 'snatehnik')).toBe(true);
    expect(withinOneEdit('santehnik', 'sntehnk')).toBe(false);
    expect(withinOneEdit('krasn', 'krani')).toBe(false);
  });

  it('detects a category through a typo in a long word', () => {
    expect(slugOf('сантхник нужен, засор в ванне')).toBe('plumbing');
    expect(slugOf('кандиционер шумит и капает')).toBe('air-conditioning');
    expect(slugOf('холодильнк не морозит')).toBe('appliance-repair');
  });

  it('does not take a known short word for a typo of another', () => {
    // "старый" is one letter away from "сварить" only in their short stems
    expect(detect(index, 'старый шкаф').best?.category.slug).toBe('furniture');
    expect(detect(index, 'Телефон не видит сим-карту').best?.category.slug).toBe('phone-repair');
  });
});

describe('detection', () => {
  it.each([
    ['Нужен сантехник, в ванной течёт кран', 'plumbing'],
    ['Ошхонада жўмрак оқяпти, сантехник керак', 'plumbing'],
    ['nuzhen elektrik, net sveta', 'electrical'],
    ['Kir yuvish mashinasi ishlamayapti', 'appliance-repair'],
    ['Кондиционер не холодит', 'air-conditioning'],
    ['Мебель йиғиш керак, шкаф ва каравот', 'furniture'],
    ['Eshik qulfi buzildi', 'doors-windows'],
    ['Томни шифер билан ёпиш керак', 'roofing'],
    ['Temir darvoza payvandlash', 'welding'],
    ['Uyda sichqon bor', 'pest-control'],
  ])('%s -> %s', (text, slug) => {
    expect(slugOf(text)).toBe(slug);
  });

  it('lets the action decide over the objects it moves', () => {
    expect(slugOf('перевезти диван и холодильник в другой район')).toBe('moving');
    expect(slugOf('Химчистка дивана и двух матрасов')).toBe('cleaning');
  });

  it('scores the answer and lists the runners-up, at most three', () => {
    const found = detect(index, 'Повесить телевизор на стену и пару полок');
    expect(found.outcome).toBe('detected');
    expect(found.best?.category.slug).toBe('handyman');
    expect(found.best!.score).toBeGreaterThan(0);
    expect(found.best!.score).toBeLessThanOrEqual(1);
    expect(found.alternatives.length).toBeLessThanOrEqual(3);
    for (const alternative of found.alternatives) expect(alternative.score).toBeLessThan(found.best!.score);
  });

  it('gives no category when two fit equally, and offers both', () => {
    const found = detect(index, 'Музлатгич ва кондиционер');
    expect(found.best).toBeNull();
    expect(found.outcome).toBe('ambiguous');
    expect(found.alternatives.map((candidate) => candidate.category.slug).sort()).toEqual([
      'air-conditioning',
      'appliance-repair',
    ]);
  });

  // the blend lets the model choose between two trades only by the rest of the text (blend.ts)
  it('counts the words that no trade explains', () => {
    expect(detect(index, 'Музлатгич ва кондиционер').otherWords).toBe(0);
    expect(detect(index, 'Холодильник и кондиционер').otherWords).toBe(0);
    expect(detect(index, 'Холодильник и кондиционер на даче залило дождём').otherWords).toBeGreaterThan(0);
  });
});

describe('texts that are not requests', () => {
  it.each([
    'Привет, как дела?',
    'Assalomu alaykum, qalaysiz?',
    'Салом, яхшимисиз?',
    'ываыва фывфыв',
    'qwerty asdfgh zxcvbn',
    'Спасибо, всё отлично',
    // "qanday" (how) is not "qandala" (bedbugs) with an unknown ending
    "Ertaga ob-havo qanday bo'ladi?",
    'Бугун ҳаво қандай?',
  ])('finds nothing in "%s"', (text) => {
    const found = detect(index, text);
    expect(found.best).toBeNull();
    expect(found.alternatives).toEqual([]);
  });

  it.each([
    'Продам велосипед недорого',
    'Продаю холодильник, почти новый',
    'Куплю б/у стиральную машину',
    'Сдаётся квартира с ремонтом',
    'Konditsioner sotiladi, yangi',
    'prodam televizor',
    'Требуется сварщик на производство, зарплата высокая',
    'Оказываем услуги электрика, обращайтесь',
  ])('refuses the ad "%s" even with trade words in it', (text) => {
    const found = detect(index, text);
    expect(found.outcome).toBe('not-a-request');
    expect(found.best).toBeNull();
    expect(found.alternatives).toEqual([]);
  });

  it('reads a question word beside a trade word as the trade', () => {
    expect(slugOf("Qandala bor, qanday qilib yo'qotish mumkin?")).toBe('pest-control');
    expect(slugOf('Кранни қандай алмаштириш мумкин, уста керак')).toBe('plumbing');
  });

  it('still takes a request that mentions a purchase made', () => {
    expect(slugOf('Купил кондиционер, нужно установить')).toBe('air-conditioning');
  });
});

describe('keywords', () => {
  const category = (
    id: number,
    slug: string,
    name: string,
    keywords: string[],
    description = '',
  ): DetectionCategory => ({
    id,
    slug,
    name,
    description,
    keywords,
  });

  it('reads a boost written after a keyword, and an action mark before it', () => {
    expect(parseKeyword('повесить^2')).toEqual({ text: 'повесить', boost: 2 });
    expect(parseKeyword('ванна ^0,5')).toEqual({ text: 'ванна', boost: 0.5 });
    expect(parseKeyword('ванна')).toEqual({ text: 'ванна' });
    expect(parseKeyword('!перевезти^1.5')).toEqual({ text: 'перевезти', boost: 1.5, action: true });
  });

  it('lets an action decide over the objects other categories know', () => {
    const furniture = category(2, 'furniture', 'Мебель', ['диван', 'шкаф']);
    const plain = buildDetectionIndex([category(1, 'moving', 'Переезды', ['перевезти']), furniture]);
    expect(detect(plain, 'перевезти диван и шкаф').best?.category.slug).toBe('furniture');
    const withAction = buildDetectionIndex([category(1, 'moving', 'Переезды', ['!перевезти']), furniture]);
    expect(detect(withAction, 'перевезти диван и шкаф').best?.category.slug).toBe('moving');
    expect(detect(withAction, 'собрать диван и шкаф').best?.category.slug).toBe('furniture');
  });

  it('keeps a phrase of another category that takes the action word in', () => {
    const built = buildDetectionIndex([
      category(1, 'handyman', 'Мастер на час', ['!повесить']),
      category(2, 'electrical', 'Электрик', ['повесить люстру']),
    ]);
    expect(detect(built, 'повесить люстру в зале').best?.category.slug).toBe('electrical');
    expect(detect(built, 'повесить полку в зале').best?.category.slug).toBe('handyman');
  });

  it('lets a boost outweigh another category', () => {
    const plain = buildDetectionIndex([category(1, 'a', 'Альфа', ['кран']), category(2, 'b', 'Бета', ['труба'])]);
    expect(detect(plain, 'кран и труба').best).toBeNull();
    const boosted = buildDetectionIndex([category(1, 'a', 'Альфа', ['кран^2']), category(2, 'b', 'Бета', ['труба'])]);
    expect(detect(boosted, 'кран и труба').best?.category.slug).toBe('a');
  });

  it('finds a category by its name and description alone', () => {
    const tutors = category(21, 'tutors', 'Репетиторы', [], 'Математика, английский язык, подготовка к экзаменам');
    const built = buildDetectionIndex([...seededCategories(), tutors]);
    expect(detect(built, 'Ищем репетитора по математике для сына').best?.category.slug).toBe('tutors');
    expect(detect(built, 'Подготовка к экзаменам, 11 класс').best?.category.slug).toBe('tutors');
  });

  it('never counts a generic word alone, but does inside a phrase', () => {
    const built = buildDetectionIndex([category(1, 'a', 'Альфа', ['ремонт', 'ремонт квартиры'])]);
    expect(detect(built, 'нужен ремонт').best).toBeNull();
    expect(detect(built, 'нужен ремонт квартиры').best?.category.slug).toBe('a');
  });
});
