// Abuse limits for both faces: the REST shim (through @fastify/rate-limit) and GraphQL (per operation,
// see graphql/limits.ts) count in the same counters, so a client cannot spend one allowance on REST and
// another on GraphQL. Each counter is one limit and one caller: the Telegram user when the request
// carries valid init data, else its address. With REDIS_URL the counters live in Redis, so every node
// counts together; while Redis is down each node counts on its own instead of refusing everyone.
import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import { bearerFromHeaders, hashApiToken, type Headers } from './auth/credentials';
import { initDataFromHeaders, verifyInitData } from './auth/init-data';
import type { Config, RateLimitName, RateLimitRule } from './config';
import { AppError } from './errors';
import type { Logger } from './logger';
import { closeRedis } from './events/redis-close';
import { translate } from './i18n';

// docs/product.md's text (the catalogue's RATE_LIMITED in Russian)
export const RATE_LIMIT_TEXT = translate('ru', 'RATE_LIMITED');

export class RateLimitError extends AppError {
  readonly status = 429;
  constructor(readonly retryAfterS: number) {
    super('RATE_LIMITED');
  }
}

interface Count {
  current: number;
  // milliseconds until the window ends
  ttl: number;
}

// The store contract of @fastify/rate-limit (its LocalStore and RedisStore follow it).
interface CounterStore {
  incr(key: string, done: (error: Error | null, result: Count | null) => void, timeWindowMs: number, max: number): void;
  child(routeOptions: unknown): CounterStore;
}

type StoreConstructor<A extends unknown[]> = new (...args: A) => CounterStore;

// the library's own counters: an LRU map in the process, a Lua INCR/PEXPIRE script in Redis
// eslint-disable-next-line @typescript-eslint/no-require-imports
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreConstructor<[boolean, boolean, number]>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreConstructor<
  [boolean, boolean, Redis, string]
>;

// How many callers a node remembers per process (the LRU drops the oldest beyond that).
const LOCAL_CACHE = 20_000;
// A Redis that hangs (its connection open, nothing answered: a stopped process, a dead link) is still
// "ready" to ioredis, and a count sent to it waited forever with the request that made it (sign-in among
// them: the web app never got as far as its subscriptions). A count not answered in this time is counted on
// this node, and so is every count for the next REDIS_RETRY_MS, so a hung Redis costs one wait, not one per
// request.
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const REDIS_RETRY_MS = 5000;

export interface RateLimitOutcome {
  allowed: boolean;
  remaining: number;
  // seconds until the window ends (Retry-After when refused)
  resetS: number;
}

export interface RateLimiterOptions {
  // a limit left out is off
  rules: Partial<Record<RateLimitName, RateLimitRule | null>>;
  redisUrl?: string;
  prefix?: string;
  log?: Logger;
}

export class RateLimiter {
  readonly rules: Partial<Record<RateLimitName, RateLimitRule | null>>;
  private readonly local = new LocalStore(false, false, LOCAL_CACHE);
  private readonly redis?: Redis;
  private readonly redisStore?: CounterStore;
  private readonly log?: Logger;
  private lastWarning = 0;
  // counts go to this node's counters until then (Redis did not answer in time)
  private redisSkippedUntil = 0;

  constructor(options: RateLimiterOptions) {
    this.rules = options.rules;
    this.log = options.log;
    if (options.redisUrl) {
      // a counter that cannot reach Redis falls back at once instead of queueing behind a reconnect
      this.redis = new Redis(options.redisUrl, {
        connectionName: 'usta-rate-limit',
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        disconnectTimeout: 500,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      });
      this.redis.on('error', (error: Error) => this.warn(error));
      this.redisStore = new RedisStore(false, false, this.redis, `${options.prefix ?? ''}rate-limit:`);
    }
  }

  // true while the counters are shared through Redis (false without REDIS_URL, or while it is down)
  get shared(): boolean {
    return this.redis?.status === 'ready';
  }

  // Counts one request of `identity` against a limit. A limit that is off always allows.
  async hit(name: RateLimitName, identity: string): Promise<RateLimitOutcome> {
    const rule = this.rules[name];
    if (!rule) return { allowed: true, remaining: Number.MAX_SAFE_INTEGER, resetS: 0 };
    const count = await this.count(`${name}:${identity}`, rule.windowS * 1000, rule.max);
    return {
      allowed: count.current <= rule.max,
      remaining: Math.max(0, rule.max - count.current),
      resetS: Math.max(1, Math.ceil(count.ttl / 1000)),
    };
  }

  // Like hit(), but a refusal is thrown as RateLimitError (429 with Retry-After on both faces).
  async consume(name: RateLimitName, identity: string): Promise<void> {
    const outcome = await this.hit(name, identity);
    if (!outcome.allowed) throw new RateLimitError(outcome.resetS);
  }

  // The store @fastify/rate-limit counts in: the same counters as hit(); keys carry the limit's name.
  store(): new () => CounterStore {
    const count = (key: string, timeWindowMs: number, max: number) => this.count(key, timeWindowMs, max);
    const shared: CounterStore = {
      incr: (key, done, timeWindowMs, max) => {
        count(key, timeWindowMs, max).then(
          (result) => done(null, result),
          (error: Error) => done(error, null),
        );
      },
      child: () => shared,
    };
    return function SharedStore() {
      return shared;
    } as unknown as new () => CounterStore;
  }

  async close(): Promise<void> {
    if (this.redis) await closeRedis(this.redis);
  }

  private async count(key: string, timeWindowMs: number, max: number): Promise<Count> {
    if (this.redisStore && this.shared && Date.now() >= this.redisSkippedUntil) {
      try {
        return await incr(this.redisStore, key, timeWindowMs, max);
      } catch (error) {
        this.redisSkippedUntil = Date.now() + REDIS_RETRY_MS;
        this.warn(error as Error);
      }
    }
    return incr(this.local, key, timeWindowMs, max);
  }

  // one line per 10 s at most while Redis is away
  private warn(error: Error) {
    const now = Date.now();
    if (now - this.lastWarning < 10_000) return;
    this.lastWarning = now;
    this.log?.warn({ err: error }, 'rate limit counters: Redis unreachable, counting on this node');
  }
}

function incr(store: CounterStore, key: string, timeWindowMs: number, max: number): Promise<Count> {
  return new Promise((resolve, reject) => {
    store.incr(
      key,
      (error, result) => (error || !result ? reject(error ?? new Error('no count')) : resolve(result)),
      timeWindowMs,
      max,
    );
  });
}

export function createRateLimiter(
  config: Pick<Config, 'rateLimits' | 'redisUrl' | 'redisPrefix'>,
  log?: Logger,
): RateLimiter {
  return new RateLimiter({ rules: config.rateLimits, redisUrl: config.redisUrl, prefix: config.redisPrefix, log });
}

// Who a request counts as: its Telegram user when the init data is genuine (checked here, before any
// database work), an API token's hash, else the address. Forged init data counts as the address.
export function rateLimitIdentity(
  headers: Headers,
  ip: string,
  config: Pick<Config, 'botToken' | 'initDataMaxAgeS'>,
): string {
  const initData = initDataFromHeaders(headers);
  if (initData) {
    const identity = verifyInitData(initData, config.botToken, config.initDataMaxAgeS);
    return identity ? `tg:${identity.telegramId}` : `ip:${ip}`;
  }
  const bearer = bearerFromHeaders(headers);
  if (bearer) return `token:${hashApiToken(bearer).slice(0, 32)}`;
  return `ip:${ip}`;
}

// The REST routes each limit covers (docs/product.md §7 calls plus the development sign-in).
export const REST_RATE_LIMITS: Record<string, RateLimitName> = {
  'POST /api/tg-webapp/tasks': 'tasks',
  'POST /api/tg-webapp/tasks/detect-category': 'detect',
  'POST /api/tg-webapp/master/contract': 'uploads',
  'POST /api/tg-webapp/tasks/photos': 'photos',
  'GET /api/tg-webapp/init': 'signIn',
  'POST /api/dev/sign-in': 'signIn',
  'GET /admin/api/tasks': 'reports',
  'GET /admin/api/contracts': 'reports',
  'GET /admin/api/reviews': 'reports',
  'GET /admin/api/audit': 'reports',
};

// Replays of finished changes (an `Idempotency-Key` sent again) answer what was kept and do no work, so
// they are not counted. The routes that keep answers say which requests may be replays.
export interface ReplayCheck {
  // whether the route answers replays itself and calls request.countLimit on a request that was not one
  takesKey(method: string, url: string): boolean;
  // before the body is read: whether the request may repeat a finished change of this Telegram user
  mayBeReplay(request: FastifyRequest, telegramId: bigint): Promise<boolean>;
}

// Registers the limits on the REST routes above; call before any route is added. The check runs on
// onRequest, before the body is read, so a refused upload costs no disk and no database work. A likely
// replay (one indexed read) passes uncounted; the route counts it once the body shows it is not one.
export async function registerRestRateLimits(
  fastify: FastifyInstance,
  limiter: RateLimiter,
  config: Config,
  replays?: ReplayCheck,
  // an API token's hash to the Telegram id of the admin who issued it: his requests and his tokens' count
  // together (null: no such token, counted by its hash)
  tokenOwner?: (tokenHash: string) => Promise<bigint | null>,
): Promise<void> {
  const identityOf = async (request: FastifyRequest) => {
    const identity = rateLimitIdentity(request.headers, request.ip, config);
    const bearer = tokenOwner && identity.startsWith('token:') ? bearerFromHeaders(request.headers) : null;
    const owner = bearer ? await tokenOwner!(hashApiToken(bearer)).catch(() => null) : null;
    return owner === null ? identity : `tg:${owner}`;
  };
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const name = REST_RATE_LIMITS[`${method} ${route.url}`];
      const rule = name && limiter.rules[name];
      if (!name || !rule) continue;
      const allowList =
        replays && replays.takesKey(method, route.url)
          ? async (request: FastifyRequest, key: string) => {
              const identity = key.slice(name.length + 1);
              if (!identity.startsWith('tg:')) return false;
              const replay = await replays.mayBeReplay(request, BigInt(identity.slice(3))).catch(() => false);
              if (replay) request.countLimit = () => limiter.consume(name, identity);
              return replay;
            }
          : undefined;
      route.config = {
        ...(route.config as object),
        rateLimit: {
          max: rule.max,
          timeWindow: rule.windowS * 1000,
          keyGenerator: async (request: FastifyRequest) => `${name}:${await identityOf(request)}`,
          ...(allowList ? { allowList } : {}),
        },
      };
    }
  });
  await fastify.register(fastifyRateLimit, {
    global: false,
    // its declared store type omits the window and max that it passes at run time
    store: limiter.store() as unknown as FastifyRateLimitStoreCtor,
    // the thrown error reaches the app's error handler, which answers { success: false, message }
    errorResponseBuilder: (_request, context) => new RateLimitError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
