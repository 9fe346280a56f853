// Starts one API node: database (migrated and seeded), event bus, HTTP + graphql-ws, timed jobs.
// tracing first: with an OTLP endpoint set its instrumentations must see pg, ioredis and graphql load
import './platform/tracing/preload';
import { stopTracing } from './platform/tracing/spans';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/client';
import { migrate } from './platform/db/migrate';
import { seed } from './platform/db/seed';
import { seedHistory } from './platform/db/seed-history';
import { setupTelegram } from './bot/telegram';
import { photoJobs, taskJobs } from './modules/task';
import { dutyJobs } from './modules/dispatch';
import { intakeJobs } from './modules/intake';
import { Scheduler } from './platform/jobs/scheduler';
import { createEventBus } from './platform/events/create-event-bus';
import { hideInLogs, logger } from './platform/logger';
import { createApp } from './http/server';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(database);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const demo = config.devLogin || process.env.SEED_DEMO === '1';
  await seed(database.prisma, { demo });
  // months of demo history: the embedded default, or wherever SEED_DEMO=1 asks; once, into a
  // database without tasks
  if (demo && (database.kind === 'pglite' || process.env.SEED_DEMO === '1') && process.env.SEED_HISTORY !== '0') {
    if (await seedHistory(database.prisma)) logger.info('demo history seeded');
  }
  if (config.botTokenIsGenerated)
    logger.info(
      'TELEGRAM_BOT_TOKEN is not set: init data is signed with a development key, no bot runs and notifications wait in the outbox',
    );

  if (!config.botTokenIsGenerated) {
    // the token signs init data: it never reaches the log, whoever writes it there (grammY's errors carry URLs)
    hideInLogs(config.botToken);
    if (config.devLogin)
      logger.warn(
        'DEV_LOGIN=1 with a real TELEGRAM_BOT_TOKEN: anyone who reaches the development sign-in can act as any demo user, the admin included',
      );
    else if (!config.production)
      logger.info('the development sign-in is off: TELEGRAM_BOT_TOKEN is set (DEV_LOGIN=1 turns it on)');
  }

  const bus = createEventBus(config, logger);
  const app = await createApp({ config, database, bus, log: logger });
  // each node tries the timed jobs; the advisory lock lets one of them run each job at a time
  const scheduler = new Scheduler({
    services: app.services,
    database,
    intervalMs: config.jobIntervalS * 1000,
    jobs: [...taskJobs, ...photoJobs, ...dutyJobs, ...intakeJobs],
  });
  // the bot's webhook route (WEBHOOK_URL) joins the server before it listens
  const telegram = setupTelegram({ services: app.services, database, fastify: app.fastify });
  await app.fastify.listen({ port: config.port, host: config.host });
  scheduler.start();
  telegram?.start();
  // PORT=0 picks a free port: log the one the system gave
  const address = app.fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    { port, database: database.kind, bus: config.redisUrl ? 'redis' : 'local', devLogin: config.devLogin },
    `${config.appName} is running on http://localhost:${port}`,
  );

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await scheduler.stop();
    await telegram?.stop();
    await app.close();
    await bus.close();
    await database.close();
    await stopTracing();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  logger.fatal({ err: error }, 'failed to start');
  process.exit(1);
});
