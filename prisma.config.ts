// Prisma 6.19 with the WebAssembly schema engine: no native engine binary is downloaded (see README, "Databases").
// DATABASE_URL set: PostgreSQL through adapter-pg. Unset: the embedded PGlite database in DATA_DIR.
import fs from 'node:fs';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations') },
  experimental: { adapter: true },
  engine: 'js',
  async adapter() {
    if (process.env.DATABASE_URL) {
      return new PrismaPg({ connectionString: process.env.DATABASE_URL });
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const { PrismaPGlite } = await import('pglite-prisma-adapter');
    const dataDir = path.resolve(process.env.DATA_DIR ?? 'data', 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
    // built against an older driver-adapter-utils; the runtime contract is the same
    return new PrismaPGlite(new PGlite(dataDir)) as unknown as PrismaPg;
  },
});
