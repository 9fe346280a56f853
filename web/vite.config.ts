import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { graphqlDocuments } from './vite/graphql-documents';

// The API server (api/src/main.ts) listens on 3000 in development; it also serves web/dist in production.
const api = process.env.USTA_API_URL ?? 'http://localhost:3000';
const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');

export default defineConfig({
  plugins: [graphqlDocuments(srcDir), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // the report in scripts/report-size.mjs reads the manifest to find what the first screen loads
    manifest: true,
    // every browser that runs the app supports modulepreload or ignores it harmlessly
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry loads before the first paint in one chunk, instead of a dozen small shared
          // chunks that the bundler splits off because lazy screens use them too: each file compresses on
          // its own, so the one file is about 4.5 KB (gzip) smaller than the dozen (web/scripts/report-size.mjs).
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
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
