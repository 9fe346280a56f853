#!/usr/bin/env node
// Compiles the message catalogues (web/src/locales/<language>/<namespace>.json, ICU MessageFormat) into
// TypeScript modules with Lingui's own compiler, so the browser gets ready token arrays and no parser.
// The Russian modules also carry the texts' types (a placeholder becomes a typed argument).
// `--check` fails when a compiled module is stale (the web test runs the same comparison).
import fs from 'node:fs';
import path from 'node:path';
import { compileCatalogue, LANGUAGES, localesDir, namespaces } from './catalogues.mjs';

const check = process.argv.includes('--check');
let stale = 0;
for (const language of LANGUAGES) {
  for (const namespace of namespaces()) {
    const target = path.join(localesDir, language, `${namespace}.ts`);
    const source = compileCatalogue(language, namespace);
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current === source) continue;
    if (check) {
      console.error(`stale: ${path.relative(process.cwd(), target)} (run npm run -w web i18n:compile)`);
      stale += 1;
    } else {
      fs.writeFileSync(target, source);
      console.log(`compiled ${path.relative(process.cwd(), target)}`);
    }
  }
}
if (stale) process.exit(1);
