// Browser journeys (npm test runs them as its 4th stage): Debian's Chromium driven by playwright-core
// against the production build served by the real server on PostgreSQL. One server for the run
// (global setup); the files run one after another, each with its own browser.
const path = require('node:path');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' }, module: { type: 'commonjs' } },
];

module.exports = {
  rootDir: path.resolve(__dirname, '..', '..'),
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@telegram-apps|error-kid|cookie)/)'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/tests/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/e2e/support/global-teardown.ts',
  // a journey waits for live updates across several browser contexts on a shared 2-core machine
  testTimeout: 180_000,
  maxWorkers: 1,
};
