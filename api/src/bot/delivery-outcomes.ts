// What the delivery worker works with and decides: a claimed row, its outcomes and options, and whether a
// failed Bot API call proves nothing went out (retry), proves the user unreachable, or leaves it unknown.
import fs from 'node:fs/promises';
import { GrammyError, HttpError } from 'grammy';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db/client';
import { Prisma } from '../platform/db/generated/prisma/client';
import type { Logger } from '../platform/logger';
import { inSpan } from '../platform/tracing/spans';

// the photo's bytes, read whole (at most 5 MB, re-encoded on upload), or null when it cannot be read
export async function readablePhoto(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch {
    return null;
  }
}

export interface ClaimedNotification {
  id: number;
  // a user's notification; null for a group's message (chatId)
  userId: number | null;
  chatId?: bigint | null;
  kind: string;
  payload: unknown;
  // the claim's fencing token
  attempts: number;
}

export type DeliveryOutcome =
  | 'sent'
  | 'retry' // definitely not delivered, due again after backoff
  | 'rate-limited' // 429: due again after retry_after
  | 'paced' // a group had its share of messages this minute: due again later, the claim not counted
  | 'failed' // refused by Telegram for good, or out of attempts
  | 'unknown' // no answer: may have been delivered, never resent
  | 'unreachable' // 403: the user blocked the bot
  | 'skipped' // nothing to say any more (the offer was taken, the task is gone)
  | 'lost-claim'; // another worker took the row over after this worker's lease expired

export type DeliveryConfig = Pick<
  Config,
  'botToken' | 'telegramApiRoot' | 'webappUrl' | 'supportUrl' | 'appName' | 'notificationLeaseS' | 'uploadsDir'
> &
  Partial<Pick<Config, 'intake'>>;

export interface DeliveryOptions {
  db: Db;
  config: DeliveryConfig;
  log: Logger;
  batchSize?: number;
  pollIntervalMs?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  maxAttempts?: number;
  // each attempt's outcome, for the metrics (usta_bot_deliveries_total)
  onOutcome?: (outcome: DeliveryOutcome) => void;
}

// in UTC like the values Prisma writes into these timestamp columns, and from one clock (the database's)
export const NOW = Prisma.sql`(now() AT TIME ZONE 'UTC')`;
export const inMs = (ms: number) => Prisma.sql`(${NOW} + make_interval(secs => ${ms / 1000}::float8))`;

// failures of the connection itself, before any byte of the request reached the server
export const NOT_SENT_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
]);

export const UNKNOWN_OUTCOME = 'outcome unknown: no answer from Telegram, not resent';
export const BOT_BLOCKED = 'bot blocked by the user';

export type Verdict =
  | { kind: 'retry'; reason: string }
  | { kind: 'rate-limited'; retryAfterS: number; reason: string }
  | { kind: 'unreachable'; reason: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'unknown'; reason: string };

export function classifySendError(error: unknown): Verdict {
  if (error instanceof GrammyError) {
    const reason = `${error.error_code}: ${error.description}`;
    if (error.error_code === 429)
      return { kind: 'rate-limited', retryAfterS: error.parameters.retry_after ?? 5, reason };
    if (error.error_code === 403) return { kind: 'unreachable', reason };
    // 5xx: Telegram answered that it failed; 401/404: a wrong token or API root was refused, nothing sent
    if (error.error_code >= 500 || error.error_code === 401 || error.error_code === 404)
      return { kind: 'retry', reason };
    return { kind: 'failed', reason };
  }
  if (error instanceof HttpError) {
    const code = (error.error as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string' && NOT_SENT_NETWORK_CODES.has(code))
      return { kind: 'retry', reason: `${code}: ${error.message}` };
    return { kind: 'unknown', reason: `${UNKNOWN_OUTCOME} (${error.message})` };
  }
  return { kind: 'unknown', reason: `${UNKNOWN_OUTCOME} (${error instanceof Error ? error.message : String(error)})` };
}

// One delivery in its own span (tracing/spans.ts; nothing without tracing): the row's kind, attempt and
// outcome. The Telegram call and the row's statements are its children.
export function tracedDelivery(row: ClaimedNotification, deliver: () => Promise<DeliveryOutcome>) {
  const attributes = { 'usta.notification.kind': row.kind, 'usta.notification.attempt': row.attempts };
  return inSpan('bot.delivery', attributes, async (span) => {
    const outcome = await deliver();
    span.set({ 'usta.delivery.outcome': outcome });
    return outcome;
  });
}
