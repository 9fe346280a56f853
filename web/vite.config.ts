import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// with their extensions: Vite's native config loader (its future default) needs them
import { chunkGroups } from './vite/first-screen-chunks.ts';
import { graphqlDocuments } from './vite/graphql-documents.ts';

// The API server (api/src/main.ts) listens on 3000 in development; it also serves web/dist in production.
const api = process.env.USTA_API_URL ?? 'http://localhost:3000';
const webDir = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.join(webDir, 'src');

export default defineConfig({
  plugins: [graphqlDocuments(srcDir), react()],
  // the rules the API enforces too, read as sources (rules/src)
  resolve: { alias: { '@usta/rules': path.join(webDir, '..', 'rules', 'src', 'index.ts') } },
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
