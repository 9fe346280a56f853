// Typed documents for the web app from the printed schema (never from a running server).
// Masking: Apollo Client 4's data masking (dataMasking: true in web/src/app/apollo.ts); the preset's own
// fragment masking is off so that there is one system only.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: './schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**', '!web/src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        customDirectives: { apolloUnmask: true },
        inlineFragmentTypes: 'mask',
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
        nonOptionalTypename: true,
        scalars: { DateTime: 'string', JSON: 'unknown' },
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
    // which concrete types an interface stands for: the cache needs it to match
    // `... on Error { message }` against ConflictError, ValidationError...
    'web/src/gql/possible-types.ts': {
      plugins: ['./web/scripts/codegen-interface-types.cjs'],
    },
  },
  // no banner with a timestamp or a path: `npm run -s codegen` twice gives the same files (CI compares them)
  hooks: {},
};

export default config;
