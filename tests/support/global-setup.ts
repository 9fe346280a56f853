// Builds the PostgreSQL template database once per run, migrated and seeded with demo data (with
// TEST_DB=pglite, the PGlite images: tests/support/database.ts).
import { openDatabase } from '../../api/src/platform/db/client';
import { migrate } from '../../api/src/platform/db/migrate';
import { seed } from '../../api/src/platform/db/seed';
import crypto from 'node:crypto';
import { adminQuery, templateDb, urlFor, usePglite, writePgliteImages } from './database';

export default async function globalSetup() {
  process.env.NODE_ENV = 'test';
  if (usePglite) {
    process.env.USTA_PGLITE_IMAGES = await writePgliteImages();
    return;
  }
  process.env.USTA_TEMPLATE_DB = `usta_test_template_${crypto.randomBytes(4).toString('hex')}`;
  const TEMPLATE_DB = templateDb();
  await adminQuery(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${TEMPLATE_DB}`);
  const handle = await openDatabase({ databaseUrl: urlFor(TEMPLATE_DB), dataDir: '' });
  try {
    await migrate(handle);
    await seed(handle.prisma, { demo: true });
  } finally {
    await handle.close();
  }
}
