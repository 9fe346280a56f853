// Reading and compiling the message catalogues; shared by compile-catalogues.mjs and the web test.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';

export const LANGUAGES = ['ru', 'uz'];
export const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'locales');

// the namespaces are the Russian source files
export function namespaces() {
  return fs
    .readdirSync(path.join(localesDir, 'ru'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

export function readCatalogue(language, namespace) {
  const file = path.join(localesDir, language, `${namespace}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

// the argument names of a compiled message, plural and select branches included
export function placeholders(compiled, names = new Set()) {
  if (!Array.isArray(compiled)) return names;
  for (const token of compiled) {
    if (!Array.isArray(token)) continue;
    names.add(token[0]);
    const branches = token[2];
    if (branches && typeof branches === 'object') {
      for (const branch of Object.values(branches)) placeholders(branch, names);
    }
  }
  return names;
}

// always the token array, a plain text too: Lingui's runtime takes a string for an uncompiled message and,
// without its compiler (a production build), warns "Uncompiled message detected!" on every render
const compile = (message) => compileMessage(message);

export function compileCatalogue(language, namespace) {
  const source = readCatalogue(language, namespace);
  const messages = {};
  // keyed without the namespace (web/src/lib/i18n.ts adds it when loading): fewer bytes per chunk
  for (const [key, message] of Object.entries(source)) messages[key] = compile(message);
  const lines = [
    `// Compiled from ${namespace}.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run`,
    '// npm run -w web i18n:compile.',
    "import type { Messages } from '@lingui/core';",
    '',
    'export const messages: Messages = {',
    ...Object.entries(messages).map(([id, compiled]) => `  ${JSON.stringify(id)}: ${JSON.stringify(compiled)},`),
    '};',
  ];
  if (language === 'ru') {
    lines.push('', '// the texts of this catalogue: a text with placeholders takes them as one argument');
    lines.push('export interface Texts {');
    for (const [key, compiled] of Object.entries(messages)) {
      const names = [...placeholders(compiled)];
      const name = key;
      lines.push(
        names.length
          ? `  ${name}(values: { ${names.map((arg) => `${arg}: string | number`).join('; ')} }): string;`
          : `  readonly ${name}: string;`,
      );
    }
    lines.push('}');
  }
  return `${lines.join('\n')}\n`;
}
