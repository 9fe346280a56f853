import fs from 'node:fs';
import path from 'node:path';
import { adminQuery } from '../../support/database';
import { ARTIFACTS_DIR, type E2eGlobal } from './paths';

export default async function globalTeardown() {
  const state = (globalThis as { __USTA_E2E__?: E2eGlobal }).__USTA_E2E__;
  if (!state) return;
  // the server's log beside the screenshots, for a journey that failed in CI
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS_DIR, 'server.log'), `${state.node.logs.join('\n')}\n`);
  await state.node.stop();
  await state.botApi.close();
  await adminQuery(`DROP DATABASE IF EXISTS ${state.database} WITH (FORCE)`);
  console.log(`\nBrowser journey screenshots, accessibility reports and the server log: ${ARTIFACTS_DIR}`);
}
