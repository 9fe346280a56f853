// Starts one API node: database (migrated and seeded), event bus, HTTP + graphql-ws.
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { LocalEventBus } from './lib/event-bus';
import { logger } from './logger';
import { createApp } from './server';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(database);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  await seed(database.prisma, { demo: config.devLogin || process.env.SEED_DEMO === '1' });
  if (config.botTokenIsGenerated) logger.info('TELEGRAM_BOT_TOKEN is not set: init data is signed with a development key, no bot runs');

  const bus = new LocalEventBus();
  const app = await createApp({ config, database, bus, log: logger });
  await app.fastify.listen({ port: config.port, host: config.host });
  logger.info({ port: config.port, database: database.kind, devLogin: config.devLogin }, `${config.appName} is running on http://localhost:${config.port}`);

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await app.close();
    await bus.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  logger.fatal({ err: error }, 'failed to start');
  process.exit(1);
});
