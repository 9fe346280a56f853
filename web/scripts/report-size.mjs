#!/usr/bin/env node
// After `vite build`: the gzipped size of every JS chunk, and of what a client or master downloads
// before the first screen (the entry, its static imports, and the lazy chunk of /client or
// /master/dashboard with its static imports, and the catalogue of its feature in the user's language,
// which web/src/lib/i18n.ts loads alongside), in Russian and in Uzbek (plus the Uzbek texts of the shell
// and session, whose Russian ones are bundled). Fails when either is over the 170 KB budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_BYTES = 170 * 1024;
const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file))
    gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

// the chunk files a manifest entry loads before running: itself and its static imports, recursively
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');

// first screens: the route chunks the router table lazy-loads for each role
const FIRST_SCREENS = {
  client: 'src/features/client/client-screen.tsx',
  master: ['src/features/master/master-dashboard-screen.tsx', 'src/app/pending-screen.tsx'],
};
const featureCatalogues = (role, language) =>
  [role, 'validation', 'ui'].map((name) => `src/locales/${language}/${name}.ts`);

// the Uzbek texts of the shell and session, loaded by web/src/lib/i18n.ts for an Uzbek user
const UZBEK_CATALOGUE = 'src/locales/uz/index.ts';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);

console.log('JS chunks (gzip -9):');
const jsFiles = fs.readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
for (const file of jsFiles.map((name) => `assets/${name}`).sort((a, b) => gzipSize(b) - gzipSize(a))) {
  console.log(`  ${kb(gzipSize(file)).padStart(9)}  ${file}`);
}

const initial = staticClosure(entryKey);
console.log(`\nentry (${manifest[entryKey].file}) with its static imports: ${kb(total(initial))}`);

if (!manifest[UZBEK_CATALOGUE]) throw new Error(`no chunk for ${UZBEK_CATALOGUE} in the manifest`);
const uzbek = staticClosure(UZBEK_CATALOGUE, new Set());
console.log(`Uzbek shell and session texts (${manifest[UZBEK_CATALOGUE].file}): ${kb(total(uzbek))}`);

let failed = false;
for (const [role, candidates] of Object.entries(FIRST_SCREENS)) {
  const key = [candidates].flat().find((candidate) => manifest[candidate]);
  if (!key) {
    console.log(`${role} first screen: route chunk not found (${[candidates].flat().join(', ')})`);
    failed = true;
    continue;
  }
  const screen = staticClosure(key, new Set(initial));
  for (const [language, extra] of [
    ['ru', new Set()],
    ['uz', uzbek],
  ]) {
    const texts = new Set();
    for (const catalogue of featureCatalogues(role, language)) {
      if (!manifest[catalogue]) throw new Error(`no chunk for ${catalogue} in the manifest`);
      staticClosure(catalogue, texts);
    }
    const size = total(new Set([...screen, ...extra, ...texts]));
    const over = size > BUDGET_BYTES;
    failed ||= over;
    console.log(
      `${role} first screen in ${language} (${key}, texts ${kb(total(texts))}): ${kb(size)} of ${kb(BUDGET_BYTES)}${over ? '  OVER BUDGET' : ''}`,
    );
  }
}

if (failed) {
  console.error('\nThe first screen of a client or master must load at most 170 KB of gzipped JS, in either language.');
  process.exit(1);
}
