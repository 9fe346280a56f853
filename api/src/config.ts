// Every setting comes from the environment; README.md lists each name with its default.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  // channel prefix on a Redis shared with other deployments (or parallel test runs)
  redisPrefix: string;
  // how often each node tries the timed jobs (dispatch timeout, expiry); one node runs each at a time
  jobIntervalS: number;
  botToken: string;
  botTokenIsGenerated: boolean;
  telegramApiRoot?: string;
  webhookUrl?: string;
  // where the bot's buttons open the Mini App; Telegram accepts only https for web_app buttons
  webappUrl: string;
  // how long a delivery worker holds claimed notifications before another node may take them over
  notificationLeaseS: number;
  adminTelegramIds: Set<string>;
  initDataMaxAgeS: number;
  devLogin: boolean;
  appName: string;
  supportUrl: string;
  dispatchTimeoutMin: number;
  taskExpiryH: number;
  production: boolean;
  webDist: string;
  uploadsDir: string;
}

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

// Without TELEGRAM_BOT_TOKEN development still needs a key to sign and check init data:
// one is generated once and kept in DATA_DIR so sessions survive restarts.
function developmentToken(dataDir: string): string {
  const file = path.join(dataDir, 'dev-bot-token');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const token = `0:${crypto.randomBytes(24).toString('base64url')}`;
    fs.writeFileSync(file, token, { mode: 0o600 });
    return token;
  }
}

export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  const botToken = env.TELEGRAM_BOT_TOKEN || '';
  const port = intFrom(env, 'PORT', 3000);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX ?? 'usta:',
    jobIntervalS: Math.max(1, intFrom(env, 'JOB_INTERVAL_S', 15)),
    botToken: botToken || developmentToken(dataDir),
    botTokenIsGenerated: !botToken,
    telegramApiRoot: env.TELEGRAM_API_ROOT || undefined,
    webhookUrl: env.WEBHOOK_URL || undefined,
    webappUrl: (env.WEBAPP_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    notificationLeaseS: Math.max(1, intFrom(env, 'NOTIFICATION_LEASE_S', 60)),
    adminTelegramIds: new Set((env.ADMIN_TELEGRAM_IDS || '').split(',').map((id) => id.trim()).filter(Boolean)),
    initDataMaxAgeS: intFrom(env, 'INIT_DATA_MAX_AGE_S', 86400),
    devLogin: production ? env.DEV_LOGIN === '1' : env.DEV_LOGIN !== '0',
    appName: env.APP_NAME || 'Usta',
    supportUrl: env.SUPPORT_URL || 'https://t.me/usta_support',
    dispatchTimeoutMin: intFrom(env, 'DISPATCH_TIMEOUT_MIN', 30),
    taskExpiryH: intFrom(env, 'TASK_EXPIRY_H', 24),
    production,
    webDist: path.resolve(env.WEB_DIST || path.join(__dirname, '..', '..', 'web', 'dist')),
    uploadsDir: path.join(dataDir, 'uploads'),
  };
}
