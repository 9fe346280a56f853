// /healthz: the process answers. /readyz: this node can serve, checked on each call: PostgreSQL (or the
// embedded database) answers, Redis carries events (when REDIS_URL is set), and every migration this code
// knows is applied. Any check failing answers 503 and names it; both answer under load (http/shedding.ts).
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../platform/db/client';
import { APPLIED_MIGRATIONS_SQL, migrationNames } from '../platform/db/migrate';
import type { EventBus } from '../platform/events/event-bus';
import type { Logger } from '../platform/logger';
import { keepServing } from './shedding';

// a check that hangs (a server that accepts and never answers) fails after this
const CHECK_TIMEOUT_MS = 3000;

type Outcome = 'ok' | 'off' | string;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function healthRoutes(
  fastify: FastifyInstance,
  { database, bus, log }: { database: DbHandle; bus: EventBus; log: Logger },
) {
  const known = migrationNames();
  const routeOptions = { config: { pressureHandler: keepServing } };

  fastify.get('/healthz', routeOptions, async () => ({ status: 'ok' }));

  fastify.get('/readyz', routeOptions, async (_request, reply) => {
    const failures: Record<string, unknown> = {};
    const check = async (name: string, run: () => Promise<Outcome>): Promise<Outcome> => {
      try {
        return await withinTimeout(run());
      } catch (error) {
        failures[name] = error;
        return 'unavailable';
      }
    };
    const [databaseOutcome, redis] = await Promise.all([
      check('database', async () => {
        await database.prisma.$queryRawUnsafe('SELECT 1');
        return 'ok';
      }),
      check('redis', async () => {
        if (!bus.ping) return 'off';
        await bus.ping();
        return 'ok';
      }),
    ]);
    let pending: string[] = [];
    const migrations =
      databaseOutcome === 'ok'
        ? await check('migrations', async () => {
            const rows = await database.prisma.$queryRawUnsafe<{ migration_name: string }[]>(APPLIED_MIGRATIONS_SQL);
            const applied = new Set(rows.map((row) => row.migration_name));
            pending = known.filter((name) => !applied.has(name));
            return pending.length ? `${pending.length} pending` : 'ok';
          })
        : 'unknown';
    const checks = { database: databaseOutcome, redis, migrations };
    const failed = Object.entries(checks)
      .filter(([, outcome]) => !['ok', 'off', 'unknown'].includes(outcome))
      .map(([name]) => name);
    if (!failed.length) return { status: 'ready', checks };
    log.warn(
      { failed, checks, pending, errors: Object.fromEntries(Object.entries(failures).map(([k, e]) => [k, String(e)])) },
      'not ready',
    );
    return reply.code(503).send({ status: 'unavailable', failed, checks });
  });
}
