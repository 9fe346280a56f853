// The two catalogues agree: a key missing in one language, a placeholder that differs, a
// Cyrillic letter or a wrong oʻ/gʻ in Uzbek, or a compiled module older than its JSON fails here.
import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { setupI18n, type Messages } from '@lingui/core';
import { FEATURE_NAMESPACES } from '../lib/i18n';
import { PRICE_NAMESPACE } from '../lib/price';
import { catalogues as uzbekCommon } from './uz';

type Catalogue = Record<string, string>;
type Tokens = ReturnType<typeof compileMessage>;

const LOCALES = __dirname;
const namespaces = fs
  .readdirSync(path.join(LOCALES, 'ru'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

function read(language: string, namespace: string): Catalogue {
  const file = path.join(LOCALES, language, `${namespace}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue) : {};
}

function placeholders(tokens: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(tokens)) return names;
  for (const token of tokens) {
    if (!Array.isArray(token)) continue;
    names.add(String(token[0]));
    if (token[2] && typeof token[2] === 'object') {
      for (const branch of Object.values(token[2] as Record<string, Tokens>)) placeholders(branch, names);
    }
  }
  return names;
}

const CYRILLIC = /[\u0400-\u04FF]/;
// oʻ and gʻ take U+02BB (as prisma/seed-data/reference-uz.json); an apostrophe or another mark is a slip
const WRONG_OKINA = /[og]['‘’`ʼ]/i;

// every disagreement between a Russian and an Uzbek catalogue, as readable lines
function catalogueProblems(ru: Catalogue, uz: Catalogue): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(ru)) if (!(key in uz)) problems.push(`${key}: missing in uz`);
  for (const key of Object.keys(uz)) if (!(key in ru)) problems.push(`${key}: missing in ru`);
  for (const [key, text] of Object.entries(uz)) {
    if (CYRILLIC.test(text)) problems.push(`${key}: Cyrillic letter in uz "${text}"`);
    if (WRONG_OKINA.test(text)) problems.push(`${key}: oʻ/gʻ not written with U+02BB in "${text}"`);
    if (!(key in ru)) continue;
    const ruNames = [...placeholders(compileMessage(ru[key]!))].sort().join(',');
    const uzNames = [...placeholders(compileMessage(text))].sort().join(',');
    if (ruNames !== uzNames) problems.push(`${key}: placeholders {${ruNames}} in ru, {${uzNames}} in uz`);
  }
  return problems;
}

describe('catalogueProblems', () => {
  it('finds a key missing in either language', () => {
    expect(catalogueProblems({ a: 'А', b: 'Б' }, { a: 'A', c: 'C' })).toEqual(['b: missing in uz', 'c: missing in ru']);
  });

  it('finds a placeholder that differs', () => {
    expect(catalogueProblems({ a: 'Номер {phone}' }, { a: '{number} raqami' })).toEqual([
      'a: placeholders {phone} in ru, {number} in uz',
    ]);
  });

  it('finds a Cyrillic letter and an oʻ written with an apostrophe', () => {
    expect(catalogueProblems({ a: 'Отмена', b: 'Нет' }, { a: 'Bekor qilish (отмена)', b: "yo'q" })).toEqual([
      'a: Cyrillic letter in uz "Bekor qilish (отмена)"',
      `b: oʻ/gʻ not written with U+02BB in "yo'q"`,
    ]);
  });
});

describe.each(namespaces)('the %s catalogues', (namespace) => {
  it('have the same keys and placeholders, and Uzbek in Latin letters', () => {
    expect(catalogueProblems(read('ru', namespace), read('uz', namespace))).toEqual([]);
  });

  it('are compiled from the current JSON (npm run -w web i18n:compile)', async () => {
    for (const language of ['ru', 'uz']) {
      const compiled = ((await import(`./${language}/${namespace}`)) as { messages: Messages }).messages;
      const expected = Object.fromEntries(
        Object.entries(read(language, namespace)).map(([key, text]) => [key, compileMessage(text)]),
      );
      expect(compiled).toEqual(expected);
    }
  });

  it("read without Lingui's message compiler (a production build) warn about nothing", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (const language of ['ru', 'uz']) {
        const { messages } = (await import(`./${language}/${namespace}`)) as { messages: Messages };
        const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
        // what a production build has: no compiler, so a plain string would be "Uncompiled message detected!"
        i18n.setMessagesCompiler(undefined as never);
        for (const key of Object.keys(messages)) i18n._(key, { count: 1, length: 1, name: 'x', n: 1 });
      }
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('load in Uzbek: with the screens (client, master, validation, ui) or with the shell', () => {
    // price: both languages come with lib/price.ts, which only the lazy parts showing a price import
    const withFeature = [...FEATURE_NAMESPACES, PRICE_NAMESPACE].includes(namespace);
    expect(withFeature || namespace in uzbekCommon).toBe(true);
  });
});
