// npm run db:deploy: applies the pending migrations of prisma/migrations to the database the server would use
// (DATABASE_URL, or the embedded one in DATA_DIR), as the server does on start (platform/db/migrate.ts).
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db/client';
import { migrate } from '../src/platform/db/migrate';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await migrate(database);
    for (const name of applied) console.log(`applied ${name}`);
    console.log(
      applied.length
        ? `${applied.length} migrations applied to the ${database.kind} database`
        : `no pending migrations in the ${database.kind} database`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
