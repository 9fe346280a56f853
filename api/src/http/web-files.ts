// The files the API serves beside its routes: the masters' public photos under /uploads/ and the built web
// app (web/dist), whose routes all answer with the app shell.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';

// The build names every file under assets/ by its content, so a browser keeps it for a year and never asks
// again; anything else (the HTML, which names the current files) is asked for anew each time.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML_CACHE = 'no-cache';
export function cacheControlOf(webDist: string, file: string): string {
  return path.relative(webDist, file).split(path.sep)[0] === 'assets' ? IMMUTABLE : HTML_CACHE;
}

export async function serveFiles(fastify: FastifyInstance, config: Config, log: Logger): Promise<void> {
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  await fastify.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    // public: plain file names at the top of the folder (the masters' photos); no subfolder, no escaped
    // character. A task's photos live in a subfolder and go out only through their authorized route
    // (modules/task/rest/photo-routes.ts)
    allowedPath: (pathname) => /^\/[\w-]+(\.[\w-]+)*$/.test(pathname),
    // a file's type is its extension's, never what a browser guesses from the bytes
    setHeaders: (response) => response.setHeader('x-content-type-options', 'nosniff'),
  });

  const indexHtml = path.join(config.webDist, 'index.html');
  const webBuilt = fs.existsSync(indexHtml);
  if (webBuilt) {
    await fastify.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // the .br and .gz copies the build made (web/scripts/compress-assets.mjs), by the browser's Accept-Encoding
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, file) => response.setHeader('cache-control', cacheControlOf(config.webDist, file)),
    });
  } else {
    log.warn({ webDist: config.webDist }, 'web app is not built: only the API is served');
  }
  // the web app's routes (/home, /client/tasks...) all answer with the app shell; unknown API paths
  // answer in the API's envelope
  fastify.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (!webBuilt || request.method !== 'GET' || /^\/(api|admin\/api|graphql|uploads)(\/|$)/.test(url)) {
      return reply.code(404).send({ success: false, message: 'Не найдено' });
    }
    return reply.header('cache-control', HTML_CACHE).sendFile('index.html', { cacheControl: false });
  });
}
