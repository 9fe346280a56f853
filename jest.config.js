// Two projects: the API (node, against PostgreSQL or PGlite: TEST_DB=pglite) and the web app (jsdom).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testTimeout: 30000,
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/rules', '<rootDir>/api', '<rootDir>/tests'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/', '<rootDir>/tests/soak/'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(@telegram-apps|error-kid|cookie)/)'],
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^@usta/rules$': '<rootDir>/rules/src/index.ts' },
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      // Lingui and its message compiler ship ES modules only
      transformIgnorePatterns: ['/node_modules/(?!(@lingui|@messageformat|@noble)/)'],
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^@usta/rules$': '<rootDir>/rules/src/index.ts' },
      setupFilesAfterEnv: ['<rootDir>/web/src/test/setup.ts'],
    },
  ],
};
