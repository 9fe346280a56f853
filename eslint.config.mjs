// ESLint (flat config): typescript-eslint's recommended rules for every TypeScript file, React's
// hooks rules for the web app. Formatting is Prettier's job (npm run format:check); import
// boundaries are dependency-cruiser's (.dependency-cruiser.cjs). All three run in `npm run lint`.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'api/src/platform/db/generated/**',
      'web/src/gql/**',
      'coverage/**',
      'artifacts/**',
      'data/**',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // no hand-written source file over 300 lines (a file that needs a table of contents wants
    // splitting by audience or concern)
    files: ['api/src/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // a module's rules take typed values only; what arrives untyped (a body, a query string, GraphQL
    // arguments) is parsed at the edge (a module's *-input.ts) before a rule sees it
    files: ['api/src/modules/**/*.ts'],
    ignores: [
      '**/__tests__/**',
      'api/src/modules/**/*-input.ts',
      'api/src/modules/**/*-routes.ts',
      'api/src/modules/**/*-fields.ts',
      'api/src/modules/*/{input,rest,graphql}/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'ExportNamedDeclaration > FunctionDeclaration > .params TSUnknownKeyword',
          'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > .init > .params TSUnknownKeyword',
        ].map((selector) => ({
          selector,
          message: "A module's rule takes typed values: parse the input at the edge (the module's *-input.ts).",
        })),
      ],
    },
  },
  {
    // CommonJS configuration files
    files: ['**/*.cjs', 'tests/e2e/jest.config.js', 'tests/soak/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // test scaffolding drives untyped surfaces (browser pages, raw GraphQL answers, fake HTTP servers)
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'tests/**', 'bench/**', 'web/src/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The two classic hooks rules. The React Compiler rules of eslint-plugin-react-hooks 7
    // (set-state-in-effect, refs, globals, use-memo) are not on: the app does not use the compiler.
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
