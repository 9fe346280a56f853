import { defineConfig } from 'vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// with their extensions: Vite's native config loader (its future default) needs them
import { chunkGroups } from './vite/first-screen-chunks.ts';
import { graphqlDocuments } from './vite/graphql-documents.ts';

// The API server (api/src/main.ts) listens on 3000 in development; it also serves web/dist in production.
const api = process.env.USTA_API_URL ?? 'http://localhost:3000';
const webDir = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.join(webDir, 'src');

const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  plugins: [graphqlDocuments(srcDir)],
  resolve: {
    alias: [
      // the rules the API enforces too, read as sources (rules/src)
      { find: '@usta/rules', replacement: path.join(webDir, '..', 'rules', 'src', 'index.ts') },
      // React's API drawn by Preact's React layer: the same components, hooks and libraries (React Router,
      // Apollo's hooks, styled-components, GraphiQL) for 10 KB gzipped where React DOM takes 64 KB
      // (docs/performance.md, "Web build"); the web tests run on it too (jest.config.js)
      ...PREACT_ALIASES,
    ],
  },
  // JSX through React's automatic runtime (aliased above); a changed module reloads the page in
  // development (React's fast refresh does not drive Preact)
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // the report in scripts/report-size.mjs reads the manifest to find what the first screen loads
    manifest: true,
    // every browser that runs the app supports modulepreload or ignores it harmlessly
    modulePreload: { polyfill: false },
    // the only chunks over 500 kB are the GraphQL explorer's editor (Monaco, its language workers and
    // styles), loaded by the /explorer route alone (a lazy import in src/app/router.tsx); every other chunk
    // is far below, and the first screens have their own budget (scripts/report-size.mjs)
    chunkSizeWarningLimit: 2900,
    // the entry and the first screens in a few files each instead of a dozen (vite/first-screen-chunks.ts)
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups(srcDir) } } },
  },
  server: {
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: true },
      '/api': { target: api, changeOrigin: true },
      '/admin/api': { target: api, changeOrigin: true },
      '/uploads': { target: api, changeOrigin: true },
    },
  },
});
