// One node: events stay in the process. Several nodes (REDIS_URL set): they fan out through Redis.
import type { Config } from '../config';
import type { Logger } from '../logger';
import { LocalEventBus, type EventBus } from './event-bus';
import { RedisEventBus } from './redis-event-bus';

export function createEventBus(config: Pick<Config, 'redisUrl' | 'redisPrefix'>, log?: Logger): EventBus {
  if (!config.redisUrl) return new LocalEventBus();
  return new RedisEventBus({ url: config.redisUrl, prefix: config.redisPrefix, log });
}
