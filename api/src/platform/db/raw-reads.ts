// Hot reads (and a few single-statement writes) written as SQL with Prisma's sql tag, sent straight through
// the database driver when the client has a pg pool: a named prepared statement (PostgreSQL parses and plans it once per connection),
// its values parsed as Prisma's $queryRaw returns them (int8 as bigint, timestamp as a UTC Date, numeric as
// Decimal). Elsewhere (embedded PGlite, a transaction's client, a client built by hand) the same statement
// goes through $queryRaw: one SQL text, one row shape, two ways to send it.
// Why: on Prisma 7.10 the same statements cost 1.2-1.9 ms more CPU per screen read through $queryRaw (named
// too) than through the pool, a third of a task screen's CPU (docs/performance.md, "Reads"). Measure
// again after a Prisma upgrade: DATABASE_RAW_READS=prisma sends them through Prisma (db/client.ts).
import pg from 'pg';
import { Prisma, type PrismaClient as Db } from './generated/prisma/client';

type Pool = InstanceType<typeof pg.Pool>;

const pools = new WeakMap<object, Pool>();

// openDatabase (db/client.ts): this client's reads may go through its pool
export function sendRawReadsThrough(db: object, pool: Pool): void {
  pools.set(db, pool);
}

// --- values as Prisma returns them ---

const INT8 = 20;
const TIMESTAMP = 1114;
const NUMERIC = 1700;

// PostgreSQL writes `timestamp` (Prisma's DateTime) without a zone; Prisma reads it as UTC
function utcTimestamp(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}Z`);
}

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (text: string) => BigInt(text);
    if (oid === TIMESTAMP) return utcTimestamp;
    if (oid === NUMERIC) return (text: string) => new Prisma.Decimal(text);
    return pg.types.getTypeParser(oid, format);
  },
} as unknown as pg.CustomTypesConfig;

// --- statement names ---

// A name per SQL text, so each connection prepares it once. The texts come from the code's templates, a
// bounded set; past this many (a template whose text grows with its input) a statement goes unnamed
// rather than filling every connection with prepared statements.
export const MAX_NAMED_STATEMENTS = 200;
const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
    name = `usta_read_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

// A statement's values as pg sends them: a Date in UTC, as Prisma writes DateTime (pg would write the
// machine's local time, which a `timestamp` column takes without its offset).
const sent = (values: unknown[]) => values.map((value) => (value instanceof Date ? value.toISOString() : value));

function send(pool: Pool, sql: Prisma.Sql) {
  // the tag joins its pieces each time `text` is read
  const text = sql.text;
  return pool.query({ name: nameOf(text), text, values: sent(sql.values), types });
}

// adapter-pg's statementNameGenerator with DATABASE_RAW_READS=prisma (db/client.ts): the statements of
// readRows and writeRows keep their names when they go through Prisma, as through the pool
export function statementName(query: { sql: string }): string {
  // no name: pg sends the statement unnamed (Prisma's own statements)
  return names.get(query.sql) as string;
}

// The rows of one read. `sql` is a template of Prisma's sql tag; its values go as the statement's parameters.
export async function readRows<T>(db: Db | Prisma.TransactionClient, sql: Prisma.Sql): Promise<T[]> {
  const pool = pools.get(db);
  if (!pool) {
    nameOf(sql.text);
    return db.$queryRaw<T[]>(sql);
  }
  return (await send(pool, sql)).rows as T[];
}

// One statement that changes rows on its own (no transaction), the same way: how many rows it changed.
export async function writeRows(db: Db | Prisma.TransactionClient, sql: Prisma.Sql): Promise<number> {
  const pool = pools.get(db);
  if (!pool) {
    nameOf(sql.text);
    return db.$executeRaw(sql);
  }
  return (await send(pool, sql)).rowCount ?? 0;
}

// The columns of a model as Prisma names them, for a select list that reads what a findMany would (never
// `*`: a column added by a later migration would change the prepared statement's result).
export function modelColumns(alias: string, fields: Record<string, string>, prefix = ''): Prisma.Sql {
  return Prisma.raw(
    Object.values(fields)
      .map((field) => `${alias}."${field}"${prefix ? ` AS "${prefix}${field}"` : ''}`)
      .join(', '),
  );
}
