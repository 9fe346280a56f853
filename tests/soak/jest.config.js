// The soak under faults (npm test runs it as its own stage after the API stages, SOAK_S=60 by default
// there): two API nodes, their own Redis, a fake Bot API, a few hundred simulated people.
const path = require('node:path');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];

module.exports = {
  rootDir: path.resolve(__dirname, '..', '..'),
  displayName: 'soak',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/soak'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testTimeout: 15 * 60_000,
  maxWorkers: 1,
};
