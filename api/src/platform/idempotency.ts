// Idempotency keys: a client that may send a change twice (a double tap, a retry after a lost answer)
// names it with an `Idempotency-Key` header; the first request runs and its answer is kept, and every
// later request with that key gets the same answer without running again. The key belongs to the
// credential (credentialKey) and to one request: the same key on a different request is refused.
import crypto from 'node:crypto';
import type { Db } from './db/client';
import { Prisma } from './db/generated/prisma/client';
import { ConflictError, ValidationError } from './errors';

// The key as stored for the credential that sent it. An analyst token signs in as its admin's user, and
// sending the admin's key got it the admin's kept answer (a freshly minted token secret), and the admin
// the token's refusal. A token's keys are stored with its id and blanks around it, and a key sent over the
// wire has no blank (input/idempotency.ts): nobody's keys meet anybody else's.
export function credentialKey(key: string, apiTokenId: number | null | undefined): string {
  return apiTokenId ? `token ${apiTokenId} ${key}` : key;
}

// a key is kept this long; after that it may name a new request
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
// a reservation whose request never finished (the node died between the change and the answer)
export const ABANDONED_MS = 60 * 1000;
// how long a repeated request waits for the first one to finish before it is told to come back
const WAIT_MS = 10 * 1000;
const POLL_MS = 25;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

type Row = { operation: string; response: unknown; createdAt: Date };

export type Reservation = { kind: 'run' } | { kind: 'replay'; answer: StoredAnswer };

const isAnswer = (response: unknown): response is StoredAnswer =>
  !!response && typeof response === 'object' && typeof (response as StoredAnswer).status === 'number';

// A JSON value: what a request body, its path parameters or a GraphQL operation's variables are.
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

// What the key stands for: the call and everything that decides what it does (the key itself is parsed
// at the edge: input/idempotency.ts).
export function fingerprint(...parts: Json[]): string {
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

const kept = (row: Pick<Row, 'response' | 'createdAt'> | null): row is { response: StoredAnswer; createdAt: Date } =>
  !!row && isAnswer(row.response) && Date.now() - row.createdAt.getTime() <= KEY_TTL_MS;

// The answer kept for this exact request (same user, key and fingerprint) once the first one has finished;
// null while it runs, for another request under the key, or after the key expired.
export async function keptAnswer(db: Db, userId: number, key: string, operation: string): Promise<StoredAnswer | null> {
  const row = await db.idempotencyKey.findUnique({
    where: { userId_key: { userId, key } },
    select: { operation: true, response: true, createdAt: true },
  });
  return kept(row) && row.operation === operation ? row.response : null;
}

// Whether the user with this Telegram id has a finished request kept under `key`: asked before the body
// is read (the REST rate limit), so it cannot compare the request itself; reserveKey does, later.
export async function holdsKeptAnswer(db: Db, telegramId: bigint, key: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { telegramId }, select: { id: true } });
  if (!user) return false;
  const row = await db.idempotencyKey.findUnique({
    where: { userId_key: { userId: user.id, key } },
    select: { response: true, createdAt: true },
  });
  return kept(row);
}

// Takes the key for this request, or returns the answer of the request that took it first (waiting
// for it while it runs).
export async function reserveKey(db: Db, userId: number, key: string, operation: string): Promise<Reservation> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const { count } = await db.idempotencyKey.createMany({
      data: [{ userId, key, operation, response: { pending: true } }],
      skipDuplicates: true,
    });
    if (count === 1) return { kind: 'run' };

    const row: Row | null = await db.idempotencyKey.findUnique({
      where: { userId_key: { userId, key } },
      select: { operation: true, response: true, createdAt: true },
    });
    if (!row) continue; // released between the two statements: try to take it again
    const age = Date.now() - row.createdAt.getTime();
    const stale = age > KEY_TTL_MS || (!isAnswer(row.response) && age > ABANDONED_MS);
    if (stale) {
      // only the caller that removes the old row takes the key over
      await db.idempotencyKey.deleteMany({ where: { userId, key, createdAt: row.createdAt } });
      continue;
    }
    if (row.operation !== operation)
      throw new ValidationError('IDEMPOTENCY_REUSED', { 'Idempotency-Key': ['IDEMPOTENCY_REUSED'] });
    if (isAnswer(row.response)) return { kind: 'replay', answer: row.response };
    if (Date.now() > deadline) throw new ConflictError('IDEMPOTENCY_IN_PROGRESS');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

// Keeps the first request's answer for the ones that repeat it.
export async function completeKey(db: Db, userId: number, key: string, answer: StoredAnswer): Promise<void> {
  await db.idempotencyKey.updateMany({
    where: { userId, key },
    data: { response: JSON.parse(JSON.stringify(answer)) as Prisma.InputJsonValue },
  });
}

// A request that failed unexpectedly leaves nothing behind: a retry with the same key runs again.
export async function releaseKey(db: Db, userId: number, key: string): Promise<void> {
  await db.idempotencyKey.deleteMany({ where: { userId, key } });
}
