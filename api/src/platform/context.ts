// What every service function receives: the database, the signed-in viewer and the event bus.
import type { Config } from './config';
import type { Db } from './db/client';
import type { Language, User } from './db/generated/prisma/client';
import type { ReadSnapshot } from './db/read-snapshot';
import type { Logger } from './logger';
import type { EventBus } from './events/event-bus';
import type { ServiceMetrics } from './metrics/app-metrics';

export interface Viewer {
  user: User;
  // the database flag or ADMIN_TELEGRAM_IDS
  isAdmin: boolean;
  // signed in with an analyst token: read-only admin queries, no mutations
  isAnalyst: boolean;
  // what signed the viewer in, for connections that outlive one request (graphql-ws): the analyst
  // token's id, or when the init data gets too old (absent: it never does)
  apiTokenId?: number;
  expiresAt?: Date;
}

export interface Services {
  db: Db;
  // analytics and admin lists run here, apart from `db`'s connections (db/client.ts); absent: `db`
  reports?: Db;
  config: Config;
  bus: EventBus;
  log: Logger;
  // this node's clock for dispatch waves (modules/dispatch/wave-clock.ts): told when a committed change made a wave due
  waves?: { due(at: Date): void };
  // the node's Prometheus figures (platform/metrics); absent with METRICS_PORT=off
  metrics?: ServiceMetrics;
}

export interface RequestContext extends Services {
  viewer: Viewer | null;
  // the viewer's interface language when the request began (no viewer: Russian); GraphQL names and
  // labels read it, and live events shared by many subscribers are grouped by it
  language: Language;
  // the request's read-only snapshot, opened by its first analytics figure and closed when it ends
  snapshot?: ReadSnapshot;
  // whose credentials the request carries, read without the database (modules/identity/sign-in.ts
  // credentialsKey): the reports cooldown is kept by it (graphql/limits.ts)
  credentialsKey?: string;
}
