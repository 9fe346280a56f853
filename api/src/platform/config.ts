// Every setting comes from the environment; README.md lists each name with its default.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sheddingFrom, type SheddingConfig } from './load-shedding';

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
  // the server pings each WebSocket this often and drops one whose pong has not come by the next ping
  wsKeepAliveS: number;
  // subscriptions at once per socket and per user (on this node), and subscribe frames per socket
  wsLimits: {
    perSocket: number;
    perUser: number;
    // sockets signed in at once per user on this node, and sockets not yet signed in per address
    socketsPerUser: number;
    pendingPerAddress: number;
    subscribeRate: RateLimitRule;
    connectRate: RateLimitRule;
    abusePenaltyS: number;
  };
  botToken: string;
  botTokenIsGenerated: boolean;
  telegramApiRoot?: string;
  webhookUrl?: string;
  // where the bot's buttons open the Mini App; Telegram accepts only https for web_app buttons
  webappUrl: string;
  // how long a delivery worker holds claimed notifications before another node may take them over
  notificationLeaseS: number;
  // the bot in Telegram groups (docs/product.md, "The bot in groups"; README's configuration table)
  intake: IntakeConfig;
  adminTelegramIds: Set<string>;
  initDataMaxAgeS: number;
  devLogin: boolean;
  appName: string;
  supportUrl: string;
  dispatchTimeoutMin: number;
  taskExpiryH: number;
  // hours after completion in which the client may report one problem (docs/product.md "The problem window")
  problemWindowH: number;
  // dispatch waves: how many masters each wave adds (null: `all`, everyone at once) and how long a wave
  // waits for an acceptance before the next one joins
  dispatchWaveSize: number | null;
  dispatchWaveIntervalS: number;
  // how long a task posted for a former master is his alone before the waves (docs/product.md §12)
  dispatchPreferredS: number;
  // automatic off duty: a master who leaves this many offers in a row unanswered for masterAnswerWindowS
  // seconds is put off duty (docs/product.md "On duty and working hours")
  masterAutoOffMissed: number;
  masterAnswerWindowS: number;
  // the usual price range (docs/product.md "Prices"): the window of completed jobs it reads, and how many
  // jobs by how many different masters a district or a city needs before a range is said
  priceRange: { days: number; minJobs: number; minMasters: number };
  production: boolean;
  // DEBUG_ERRORS=1: GraphQL error answers carry the server's stack trace (never otherwise, in development too)
  debugErrors: boolean;
  webDist: string;
  uploadsDir: string;
  // abuse limits per Telegram user (or per address without valid init data); null: that limit is off
  rateLimits: Record<RateLimitName, RateLimitRule | null>;
  graphqlLimits: GraphqlLimits;
  // a request must reach the server whole within requestTimeoutMs; a connection with no byte either way for
  // connectionTimeoutMs is closed (0: no limit, Fastify's default)
  httpTimeouts: { requestTimeoutMs: number; connectionTimeoutMs: number };
  // live analyst tokens one admin may hold
  apiTokensMax: number;
  // which proxies' X-Forwarded-For is believed (Fastify's trustProxy); false: the socket's address only
  trustProxy: TrustProxy;
  // Prometheus metrics on their own listener, never the public port (platform/metrics); null: off
  metrics: { port: number; host: string } | null;
  shedding: SheddingConfig;
}

export interface IntakeConfig {
  // one reply per person per group within this many minutes
  personPauseMin: number;
  // at most this many replies per group per hour
  groupRepliesPerHour: number;
  // a reply's link (its text and category) lives this long
  tokenTtlH: number;
  // older messages (read after a downtime) are never answered
  maxAgeS: number;
  // the delivery worker sends at most this many messages a minute into one group
  groupSendsPerMin: number;
  // the Mini App's short name when it is not the bot's main Mini App (t.me/<bot>/<name>?startapp=...)
  miniAppName: string;
  // a request is answered when detection is confident and its score is at least this (docs/detection.md)
  minScore: number;
}

export type TrustProxy = boolean | number | string[];

export type RateLimitName = 'tasks' | 'detect' | 'uploads' | 'photos' | 'signIn' | 'reports';

export interface RateLimitRule {
  max: number;
  windowS: number;
}

export interface GraphqlLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  maxTokens: number;
  maxDirectives: number;
  // a POST /graphql body larger than this is refused with 413 before it is parsed
  maxBodyBytes: number;
}

type Env = Record<string, string | undefined>;

// the score below which a confident detection is still not answered in a group (docs/detection.md)
export const INTAKE_MIN_SCORE = 0.85;

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

// DISPATCH_WAVE_SIZE: a positive whole number, or `all`
function waveSizeFrom(env: Env): number | null {
  const raw = env.DISPATCH_WAVE_SIZE?.trim();
  if (raw === undefined || raw === '') return 5;
  if (raw.toLowerCase() === 'all') return null;
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw new Error(`DISPATCH_WAVE_SIZE must be a positive whole number or "all", got "${raw}"`);
  return Number(raw);
}

// "10/60": ten requests per 60 seconds; "0" or "off": no limit
function rateLimitFrom(env: Env, name: string, fallback: RateLimitRule): RateLimitRule | null {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (raw === '0' || raw.toLowerCase() === 'off') return null;
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(raw);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(`${name} must look like "10/60" (requests per seconds) or "off", got "${raw}"`);
  }
  return { max: Number(match[1]), windowS: Number(match[2]) };
}

// Unset: X-Forwarded-For is ignored, so a client cannot pick its own rate-limit bucket. "true": every
// hop is trusted; "1": that many hops nearest the server; "10.0.0.2, 172.16.0.0/12": those proxies
// (proxy-addr also knows the names loopback, linklocal and uniquelocal).
function trustProxyFrom(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw) || false;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const named = ['loopback', 'linklocal', 'uniquelocal'].includes(entry);
    const maxBits = net.isIPv4(address) ? 32 : 128;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!named && (extra !== undefined || !net.isIP(address) || !validBits)) {
      throw new Error(`TRUST_PROXY must be true, a hop count or a comma list of addresses/CIDRs, got "${raw}"`);
    }
  }
  return entries;
}

// METRICS_PORT: a port (0: any free one), or `off`; METRICS_HOST: loopback unless told
function metricsFrom(env: Env): Config['metrics'] {
  const raw = env.METRICS_PORT?.trim().toLowerCase();
  if (raw === 'off') return null;
  const port = intFrom(env, 'METRICS_PORT', 9464);
  if (!Number.isInteger(port) || port > 65535) throw new Error(`METRICS_PORT must be a port or "off", got "${raw}"`);
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1' };
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
    wsKeepAliveS: Math.max(1, intFrom(env, 'WS_KEEPALIVE_S', 12)),
    // the web app holds at most four at once (the viewer, a screen's feed, a task and its details)
    wsLimits: {
      perSocket: Math.max(1, intFrom(env, 'WS_MAX_SUBSCRIPTIONS', 20)),
      perUser: Math.max(1, intFrom(env, 'WS_MAX_USER_SUBSCRIPTIONS', 50)),
      // the web app holds one socket; a reconnect may overlap the old one until its keepalive lapses
      socketsPerUser: Math.max(1, intFrom(env, 'WS_MAX_USER_SOCKETS', 8)),
      // a socket signs in within its first round trip; graphql-ws closes one silent for 3 s
      pendingPerAddress: Math.max(1, intFrom(env, 'WS_MAX_PENDING_SOCKETS', 16)),
      subscribeRate: rateLimitFrom(env, 'WS_SUBSCRIBE_RATE', { max: 30, windowS: 10 }) ?? { max: 1e9, windowS: 1 },
      // the web app opens one socket and reopens it after a network loss, backing off
      connectRate: rateLimitFrom(env, 'WS_CONNECT_RATE', { max: 30, windowS: 60 }) ?? { max: 1e9, windowS: 1 },
      abusePenaltyS: Math.max(0, intFrom(env, 'WS_ABUSE_PENALTY_S', 60)),
    },
    botToken: botToken || developmentToken(dataDir),
    botTokenIsGenerated: !botToken,
    telegramApiRoot: env.TELEGRAM_API_ROOT || undefined,
    webhookUrl: env.WEBHOOK_URL || undefined,
    webappUrl: (env.WEBAPP_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    notificationLeaseS: Math.max(1, intFrom(env, 'NOTIFICATION_LEASE_S', 60)),
    intake: {
      personPauseMin: intFrom(env, 'INTAKE_PERSON_PAUSE_MIN', 10),
      groupRepliesPerHour: intFrom(env, 'INTAKE_GROUP_REPLIES_PER_HOUR', 6),
      tokenTtlH: Math.max(0.01, intFrom(env, 'INTAKE_TOKEN_TTL_H', 24)),
      maxAgeS: intFrom(env, 'INTAKE_MAX_AGE_S', 120),
      groupSendsPerMin: Math.max(1, intFrom(env, 'INTAKE_GROUP_SENDS_PER_MIN', 20)),
      miniAppName: (env.TELEGRAM_MINI_APP_NAME || '').trim(),
      minScore: Math.min(1, intFrom(env, 'INTAKE_MIN_SCORE', INTAKE_MIN_SCORE)),
    },
    adminTelegramIds: new Set(
      (env.ADMIN_TELEGRAM_IDS || '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
    initDataMaxAgeS: intFrom(env, 'INIT_DATA_MAX_AGE_S', 86400),
    // anyone may sign in as any demo user with init data signed by the bot's key: with a real bot token
    // (or in production) only when DEV_LOGIN=1 says so
    devLogin: production || botToken ? env.DEV_LOGIN === '1' : env.DEV_LOGIN !== '0',
    appName: env.APP_NAME || 'Usta',
    supportUrl: env.SUPPORT_URL || 'https://t.me/usta_support',
    dispatchTimeoutMin: intFrom(env, 'DISPATCH_TIMEOUT_MIN', 30),
    taskExpiryH: intFrom(env, 'TASK_EXPIRY_H', 24),
    problemWindowH: Math.max(1, intFrom(env, 'PROBLEM_WINDOW_H', 72)),
    dispatchWaveSize: waveSizeFrom(env),
    dispatchWaveIntervalS: Math.max(0.1, intFrom(env, 'DISPATCH_WAVE_INTERVAL_S', 120)),
    dispatchPreferredS: Math.max(1, intFrom(env, 'DISPATCH_PREFERRED_S', 600)),
    masterAutoOffMissed: Math.max(1, intFrom(env, 'MASTER_AUTO_OFF_MISSED', 3)),
    masterAnswerWindowS: Math.max(1, intFrom(env, 'MASTER_ANSWER_WINDOW_S', 300)),
    priceRange: {
      days: Math.max(1, intFrom(env, 'PRICE_RANGE_DAYS', 180)),
      minJobs: Math.max(1, intFrom(env, 'PRICE_RANGE_MIN_JOBS', 8)),
      minMasters: Math.max(1, intFrom(env, 'PRICE_RANGE_MIN_MASTERS', 3)),
    },
    production,
    debugErrors: env.DEBUG_ERRORS === '1',
    webDist: path.resolve(env.WEB_DIST || path.join(__dirname, '..', '..', '..', 'web', 'dist')),
    uploadsDir: path.join(dataDir, 'uploads'),
    rateLimits: {
      tasks: rateLimitFrom(env, 'RATE_LIMIT_TASKS', { max: 10, windowS: 60 }),
      detect: rateLimitFrom(env, 'RATE_LIMIT_DETECT', { max: 30, windowS: 60 }),
      uploads: rateLimitFrom(env, 'RATE_LIMIT_UPLOADS', { max: 10, windowS: 600 }),
      photos: rateLimitFrom(env, 'RATE_LIMIT_PHOTOS', { max: 30, windowS: 600 }),
      signIn: rateLimitFrom(env, 'RATE_LIMIT_SIGN_IN', { max: 30, windowS: 60 }),
      // analytics and admin lists, per admin or analyst: each runs aggregates or pages of many rows
      reports: rateLimitFrom(env, 'RATE_LIMIT_REPORTS', { max: 60, windowS: 60 }),
    },
    graphqlLimits: {
      maxDepth: Math.max(1, intFrom(env, 'GRAPHQL_MAX_DEPTH', 10)),
      maxAliases: Math.max(1, intFrom(env, 'GRAPHQL_MAX_ALIASES', 15)),
      maxCost: Math.max(1, intFrom(env, 'GRAPHQL_MAX_COST', 2000)),
      maxTokens: Math.max(1, intFrom(env, 'GRAPHQL_MAX_TOKENS', 2000)),
      maxDirectives: Math.max(1, intFrom(env, 'GRAPHQL_MAX_DIRECTIVES', 50)),
      // 2000 tokens of long names fit in 64 KB with their variables; the web app's requests take a few KB
      maxBodyBytes: Math.max(1024, intFrom(env, 'GRAPHQL_MAX_BODY_BYTES', 64 * 1024)),
    },
    trustProxy: trustProxyFrom(env),
    metrics: metricsFrom(env),
    shedding: sheddingFrom(env),
    apiTokensMax: Math.max(1, intFrom(env, 'API_TOKENS_MAX', 10)),
    // a 5 MB photo at 0.7 Mbit/s takes a minute; a report runs 15 s at most (DATABASE_REPORTS_STATEMENT_TIMEOUT_MS)
    httpTimeouts: {
      requestTimeoutMs: intFrom(env, 'HTTP_REQUEST_TIMEOUT_MS', 60_000),
      connectionTimeoutMs: intFrom(env, 'HTTP_CONNECTION_TIMEOUT_MS', 30_000),
    },
  };
}
