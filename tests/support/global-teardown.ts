import fs from 'node:fs';
import { adminQuery, templateDb, usePglite } from './database';

export default async function globalTeardown() {
  if (usePglite && process.env.USTA_PGLITE_IMAGES)
    fs.rmSync(process.env.USTA_PGLITE_IMAGES, { recursive: true, force: true });
  if (!usePglite) await adminQuery(`DROP DATABASE IF EXISTS ${templateDb()} WITH (FORCE)`);
}
