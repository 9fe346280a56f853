// One production server for the browser journeys: the built web app (web/dist) served by
// api/src/main.ts (the sources `npm run serve` runs compiled, here under tsx), with NODE_ENV=production and the development
// sign-in switched on (DEV_LOGIN=1), over a fresh PostgreSQL database that the server migrates and
// seeds itself. The Telegram Bot API is the local fake, so the bot runs as in production.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startApiNode } from '../../support/api-node';
import { adminQuery, urlFor } from '../../support/database';
import { FakeBotApi } from '../../support/fake-bot-api';
import { TEST_BOT_TOKEN } from '../../support/test-app';
import { ARTIFACTS_DIR, E2E_BOT_TOKEN_ENV, E2E_URL_ENV, type E2eGlobal, ROOT, WEB_DIST } from './paths';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function ensureWebBuild() {
  const index = path.join(WEB_DIST, 'index.html');
  if (!fs.existsSync(index)) {
    // CI builds before `npm test`; a developer's first run builds once here
    console.log('\nweb/dist is missing: npm run build');
    const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0 || !fs.existsSync(index))
      throw new Error('npm run build failed: the journeys need web/dist');
  } else if (newestMtime(path.join(ROOT, 'web', 'src')) > fs.statSync(index).mtimeMs) {
    console.log('\nweb/dist is older than web/src: the journeys test the last build (npm run build to refresh it)');
  }
}

export default async function globalSetup() {
  ensureWebBuild();
  fs.rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });

  const database = `usta_e2e_${crypto.randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${database}`);
  const botApi = await FakeBotApi.start(TEST_BOT_TOKEN);
  try {
    const node = await startApiNode(
      'e2e',
      {
        NODE_ENV: 'production',
        DEV_LOGIN: '1',
        DATABASE_URL: urlFor(database),
        WEB_DIST,
        TELEGRAM_API_ROOT: botApi.apiRoot,
      },
      120_000,
    );
    const state: E2eGlobal = { node, botApi, database };
    (globalThis as { __USTA_E2E__?: E2eGlobal }).__USTA_E2E__ = state;
    process.env[E2E_URL_ENV] = node.url;
    process.env[E2E_BOT_TOKEN_ENV] = TEST_BOT_TOKEN;
  } catch (error) {
    await botApi.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    throw error;
  }
}
