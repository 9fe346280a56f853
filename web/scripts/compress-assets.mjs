#!/usr/bin/env node
// After `vite build`: a brotli (.br) and a gzip (.gz) copy beside every text file of web/dist, made once at
// the strongest settings, so the server (api/src/http/server.ts, @fastify/static's preCompressed) and nginx
// (deploy/nginx.conf, gzip_static/brotli_static) send them as they are with Content-Encoding, without
// compressing on each request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
// below this a compressed copy saves nothing worth a request's Content-Encoding
const MIN_BYTES = 512;

function* files(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else if (TEXT.test(entry.name)) yield file;
  }
}

let raw = 0;
let brotli = 0;
let gzip = 0;
let count = 0;
for (const file of files(dist)) {
  const bytes = fs.readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = zlib.gzipSync(bytes, { level: 9 });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
  raw += bytes.length;
  brotli += br.length;
  gzip += gz.length;
  count += 1;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`compressed ${count} files: ${kb(raw)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli`);
