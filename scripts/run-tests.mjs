#!/usr/bin/env node
// `npm test`: the whole suite. API tests run twice, against PostgreSQL and against embedded PGlite
// (the same tests, TEST_DB=pglite); web tests once; browser journeys when tests/e2e exists and
// Chromium is installed. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const extraArgs = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
// repeated at the end, where a CI log cut to its head and tail still shows them
const failures = [];
const timings = [];
// without the colour codes jest writes (ESC [ ... m)
const plain = (text) => text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');

function runJest(label, args, env = {}) {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'usta-jest-')), 'report.json');
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [jest, ...args, '--forceExit', '--json', `--outputFile=${report}`, ...extraArgs],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
        ...env,
      },
    },
  );
  timings.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  let summary;
  try {
    summary = JSON.parse(fs.readFileSync(report, 'utf8'));
  } catch {
    console.error(`${label}: jest produced no report (exit ${result.status})`);
    totals.failed += 1;
    return;
  }
  for (const file of summary.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(
        `${label}: ${path.relative(root, file.name)}: ${test.fullName}\n    ${firstLines(test.failureMessages)}`,
      );
    if (!failed.length && file.status === 'failed')
      failures.push(`${label}: ${path.relative(root, file.name)}\n    ${firstLines([file.message])}`);
  }
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests + summary.numRuntimeErrorTestSuites;
  totals.skipped += summary.numPendingTests + summary.numTodoTests;
  if (result.status !== 0 && summary.numFailedTests === 0 && summary.numRuntimeErrorTestSuites === 0)
    totals.failed += 1;
}

function firstLines(messages) {
  return plain((messages ?? []).join('\n'))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .filter((line) => !line.startsWith('at '))
    .slice(0, 16)
    .join('\n    ');
}

const only = process.env.TEST_ONLY; // api | pglite | web | soak | e2e
// Two workers for the API stages: each test file has its own database (a copy of the template, or its own
// PGlite) and its own Redis prefix, so files need not wait for each other, and one jest process in band
// left one of the machine's two cores idle (PostgreSQL stage 406 s -> 226 s, PGlite 426 s -> 230 s)
const API_WORKERS = '--maxWorkers=2';
if (!only || only === 'api') runJest('API on PostgreSQL', ['--selectProjects', 'api', API_WORKERS]);
// The embedded database runs the suite again, less the tests of the edge whose code does not reach the
// database's engine differently: Redis's and the Bot API's faults, the proxy header, the socket limits and
// the input fuzzer (refusals come before any statement). They run once, on PostgreSQL: the whole suite
// stays under CI's 20 minutes.
const PG_ONLY_EDGE = [
  // the project's own (a pattern given here replaces them)
  '/node_modules/',
  'tests/e2e/',
  'tests/soak/',
  'tests/faults/redis-',
  'tests/faults/bot-token',
  'api/src/http/__tests__/trust-proxy',
  'api/src/http/__tests__/properties',
  'api/src/graphql/__tests__/socket-limits',
];
if (!only || only === 'pglite')
  runJest(
    'API on embedded PGlite',
    ['--selectProjects', 'api', API_WORKERS, '--testPathIgnorePatterns', ...PG_ONLY_EDGE],
    { TEST_DB: 'pglite' },
  );
if (!only || only === 'web') runJest('Web', ['--selectProjects', 'web']);
// two API nodes, Redis and a fake Bot API under simulated people, with a node kill and a Redis restart
if (!only || only === 'soak') runJest('Soak under faults', ['--config', 'tests/soak/jest.config.js', '--runInBand']);
if ((!only || only === 'e2e') && fs.existsSync(path.join(root, 'tests', 'e2e', 'jest.config.js'))) {
  runJest('Browser journeys', ['--config', 'tests/e2e/jest.config.js', '--runInBand']);
}

// checks run before the suite by .ci/run (stale schema, type errors, a failed build) count as failures
totals.failed += Number(process.env.TEST_EXTRA_FAILED || 0);

console.log(`\nStages: ${timings.join(', ')}`);
if (failures.length) console.log(`\nFailed:\n${failures.join('\n')}`);
// the last line is exactly "N passed, N failed" (CI reads it); skipped tests are counted on the line before
if (totals.skipped) console.log(`\n${totals.skipped} skipped`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
