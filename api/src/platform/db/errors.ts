// Recognises the database refusals a service turns into a clear message (a race lost to another writer), and
// the failures that mean the database cannot serve now (the faces answer 503).
import { Prisma } from './generated/prisma/client';

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

// a row still referenced elsewhere (onDelete: Restrict) or a reference to a row that is gone
export function isForeignKeyViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && (error.code === 'P2003' || error.code === 'P2014');
}

// seconds a client waits before trying again (Retry-After)
export const UNAVAILABLE_RETRY_S = 5;

// PostgreSQL states that mean "the database cannot serve you right now": connection failures (08...),
// the server shutting down or terminating sessions (57P01-57P03), too many connections (53300), a
// database closed to connections (55000 "not currently accepting connections").
const UNAVAILABLE_SQLSTATES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// Prisma's own: cannot reach (P1001), timed out (P1002), closed connection (P1017), pool timeout (P2024)
const UNAVAILABLE_PRISMA_CODES = new Set(['P1001', 'P1002', 'P1017', 'P2024']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|not currently accepting connections|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

// A failure that says the database is down or unreachable (not that the request was wrong): the API
// answers 503 and the client may retry.
export function isDatabaseUnavailable(error: unknown): boolean {
  // Prisma wraps the driver's error: in `cause`, or for raw queries (P2010) in meta.driverAdapterError
  const queue: unknown[] = [error];
  for (let seen = 0; queue.length && seen < 8; seen += 1) {
    const current = queue.shift();
    if (!current || typeof current !== 'object') continue;
    const { code, originalCode, kind, message, cause, meta } = current as {
      code?: unknown;
      originalCode?: unknown;
      kind?: unknown;
      message?: unknown;
      cause?: unknown;
      meta?: { driverAdapterError?: unknown };
    };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code) || UNAVAILABLE_PRISMA_CODES.has(code))
    )
      return true;
    if (typeof originalCode === 'string' && UNAVAILABLE_SQLSTATES.has(originalCode)) return true;
    if (
      kind === 'DatabaseNotReachable' ||
      kind === 'ConnectionClosed' ||
      kind === 'SocketTimeout' ||
      kind === 'TooManyConnections'
    )
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    queue.push(cause, meta?.driverAdapterError);
  }
  return false;
}

// A read right after a change committed (the answer's view of a new task): a connection dropped at that
// moment would answer 503 for a change that is done, so the read is tried again while the pool replaces its
// connections (about half a second in all). A database still down after that is a real outage: 503.
export async function readAfterCommit<T>(
  read: () => Promise<T>,
  delaysMs: readonly number[] = [50, 150, 300],
): Promise<T> {
  for (const delayMs of delaysMs) {
    try {
      return await read();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
  return read();
}
