import path from 'node:path';
import type { ApiNode } from '../../support/api-node';
import type { FakeBotApi } from '../../support/fake-bot-api';

export const ROOT = path.resolve(__dirname, '..', '..', '..');
export const WEB_DIST = path.join(ROOT, 'web', 'dist');
// CI keeps /artifacts (gitignored)
export const ARTIFACTS_DIR = path.join(ROOT, 'artifacts', 'e2e');
// global setup hands the server's address to the test files through the environment
export const E2E_URL_ENV = 'USTA_E2E_URL';
// and the bot token the server checks init data with (a journey signs its own Telegram launch)
export const E2E_BOT_TOKEN_ENV = 'USTA_E2E_BOT_TOKEN';

export interface E2eGlobal {
  node: ApiNode;
  botApi: FakeBotApi;
  database: string;
}
