// npm run db:seed: seeds the database the server would use (DATABASE_URL, or the embedded one).
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db/client';
import { migrate } from '../src/platform/db/migrate';
import { seed } from '../src/platform/db/seed';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    await seed(database.prisma, { demo: process.env.SEED_DEMO !== '0' });
    console.log(`seeded the ${database.kind} database`);
  } finally {
    await database.close();
  }
}

void main();
