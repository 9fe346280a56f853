// Builds the PostgreSQL template database once per run: migrated and seeded with demo data.
import { openDatabase } from '../../api/src/platform/db/client';
import { migrate } from '../../api/src/platform/db/migrate';
import { seed } from '../../api/src/platform/db/seed';
import crypto from 'node:crypto';
import { adminQuery, templateDb, urlFor, usePglite } from './database';

export default async function globalSetup() {
  process.env.NODE_ENV = 'test';
  if (usePglite) return;
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
