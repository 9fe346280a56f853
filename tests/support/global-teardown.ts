import { adminQuery, templateDb, usePglite } from './database';

export default async function globalTeardown() {
  if (!usePglite) await adminQuery(`DROP DATABASE IF EXISTS ${templateDb()} WITH (FORCE)`);
}
