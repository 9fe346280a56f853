#!/usr/bin/env node
// `npm start`'s build: builds only what changed since its last build, and the two big
// builds side by side. Each output (rules/dist, web/dist, api/dist) keeps a stamp: a hash of every file
// its build reads (sources, configs, the lock file). An unchanged checkout starts at once; a fresh clone
// builds @usta/rules first (the compiled API requires it), then the web app (Vite) and the API (tsc)
// together, on two cores instead of one after the other. `npm run build` still builds everything.
// USTA_BUILD_ALWAYS=1 rebuilds whatever the stamps say.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const STAMP = '.usta-build-stamp';
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.cache']);

// every file under the paths (directories walked, in a stable order): its path and contents
function hashInputs(inputs) {
  const hash = crypto.createHash('sha256');
  const add = (relative) => {
    const full = path.join(root, relative);
    if (!fs.existsSync(full)) return hash.update(`missing ${relative}\n`);
    if (fs.statSync(full).isDirectory()) {
      for (const entry of fs.readdirSync(full).sort()) {
        if (!SKIPPED_DIRS.has(entry)) add(path.join(relative, entry));
      }
      return;
    }
    hash.update(`${relative}\n`);
    hash.update(fs.readFileSync(full));
  };
  for (const input of inputs) add(input);
  return hash.digest('hex');
}

const COMMON = ['package.json', 'package-lock.json', 'tsconfig.json'];
const RULES = ['rules/src', 'rules/tsconfig.json', 'rules/package.json'];
const STEPS = {
  rules: { output: 'rules/dist', inputs: [...COMMON, ...RULES], command: ['npm', 'run', '-s', '-w', 'rules', 'build'] },
  web: {
    output: 'web/dist',
    inputs: [
      ...COMMON,
      ...RULES,
      'web/src',
      'web/index.html',
      'web/vite',
      'web/vite.config.ts',
      'web/scripts',
      'web/package.json',
      'web/tsconfig.json',
    ],
    command: ['npm', 'run', '-s', '-w', 'web', 'build'],
  },
  api: {
    output: 'api/dist',
    // api/src holds the generated Prisma client (npm install generates it from prisma/schema.prisma)
    inputs: [...COMMON, ...RULES, 'api/src', 'api/tsconfig.json', 'api/tsconfig.build.json', 'api/package.json'],
    command: ['sh', '-c', 'rm -rf api/dist && npx tsc -p api/tsconfig.build.json'],
  },
};

function stale(name) {
  const step = STEPS[name];
  step.hash = hashInputs(step.inputs);
  if (process.env.USTA_BUILD_ALWAYS === '1') return true;
  const stamp = path.join(root, step.output, STAMP);
  return !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8').trim() !== step.hash;
}

function run(name) {
  const step = STEPS[name];
  const started = Date.now();
  console.log(`build: ${name} (${step.output}) changed, building`);
  return new Promise((resolve, reject) => {
    const child = spawn(step.command[0], step.command.slice(1), { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${name} build failed (exit ${code})`));
      fs.writeFileSync(path.join(root, step.output, STAMP), `${step.hash}\n`);
      console.log(`build: ${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

const started = Date.now();
try {
  if (stale('rules')) await run('rules');
  const rest = ['web', 'api'].filter((name) => stale(name));
  await Promise.all(rest.map((name) => run(name)));
  console.log(`build: everything current (${((Date.now() - started) / 1000).toFixed(1)} s)`);
} catch (error) {
  console.error(`build: ${error.message}`);
  process.exit(1);
}
