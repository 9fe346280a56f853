// Prisma 7's CLI reads this for `prisma generate` (prisma/cli.sh). Migrations are applied by the project's own
// runner (api/src/platform/db/migrate.ts: the server on start, `npm run db:deploy`) and authored with
// `npm run db:diff` (api/scripts/db-diff.ts): neither needs the CLI's native schema engine (see README, "Databases").
import path from 'node:path';
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations') },
});
