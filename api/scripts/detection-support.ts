// Shared by the detection scripts: the database they read categories from, and JSON lines input.
// Everything but results goes to stderr, so `npm run -s` output stays pure JSON lines.
import fs from 'node:fs';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { loadConfig } from '../src/platform/config';
import { DatabaseInUseError, openDatabase, type DbHandle } from '../src/platform/db/client';
import { migrate } from '../src/platform/db/migrate';
import { seed } from '../src/platform/db/seed';

// DATABASE_URL as it is; otherwise the embedded database in DATA_DIR, migrated and seeded first
// (reference data only) so a fresh checkout has the default categories and their keywords.
// fallbackToMemory: when another process holds the embedded database, use a fresh in-memory copy
// seeded the same way instead of failing.
export async function openCategoryDatabase(options: { fallbackToMemory?: boolean } = {}): Promise<DbHandle> {
  const config = loadConfig({
    ...process.env,
    TELEGRAM_BOT_TOKEN: process.env.TELEGRAM_BOT_TOKEN || 'scripts:not-used',
  });
  if (config.databaseUrl) return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let database: DbHandle;
  try {
    database = await openDatabase({ dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DatabaseInUseError) || !options.fallbackToMemory) throw error;
    console.error(`${error.message}\nUsing a fresh in-memory database with the seeded categories instead.`);
    database = await openDatabase({ dataDir: '', memory: true });
  }
  try {
    await migrate(database);
    await seed(database.prisma, { demo: false });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export interface LabelledLine {
  text: string;
  slug: string | null;
}

export async function* jsonLines(input: Readable): AsyncGenerator<{ line: number; value?: unknown; error?: string }> {
  let line = 0;
  for await (const raw of readline.createInterface({ input, crlfDelay: Infinity })) {
    line += 1;
    if (!raw.trim()) continue;
    try {
      yield { line, value: JSON.parse(raw) };
    } catch {
      yield { line, error: `line ${line} is not JSON` };
    }
  }
}

export function readLabelled(file: string): LabelledLine[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as LabelledLine);
}

// Writes to stdout respecting back-pressure (large batches piped into a slow reader).
export async function writeOut(text: string): Promise<void> {
  if (!process.stdout.write(text)) await new Promise((resolve) => process.stdout.once('drain', resolve));
}

export function fail(error: unknown): void {
  console.error(error instanceof DatabaseInUseError ? error.message : error);
  process.exitCode = 1;
}
