// npm run db:seed: seeds the database the server would use (DATABASE_URL, or the embedded one).
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';

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
