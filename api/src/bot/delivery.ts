// Delivers the notification outbox through the Bot API. Guarantee: at most once per notification, and
// nothing left behind while a send can still be proven not to have happened.
// - Claim: a batch of due `pending` rows is leased (lockedUntil) with FOR UPDATE SKIP LOCKED, and each
//   claim bumps `attempts`, which serves as the claim's fencing token: a worker whose lease expired and
//   was taken over can no longer change the row. Several nodes run this worker at once safely.
// - Before the Telegram call the row moves pending -> sending (conditional on the token). Only one
//   worker can make that move, and a `sending` row is never claimed again.
// - Telegram's answer decides: ok -> sent. An answer that proves nothing went out (429, 5xx, 401/404,
//   connection refused or no route before the request was written) -> pending again with backoff
//   (429: after retry_after). 403 -> the user is unreachable, the row and the user's queue are dropped.
//   Any other 4xx -> failed. No answer (timeout, connection reset, a crash of this process) is
//   ambiguous: Telegram may have delivered it, so the row is never resent; a sweep marks it failed
//   with "outcome unknown" once its lease has passed.
// - A crash after claiming loses nothing: unsent rows stay `pending` and are claimed again when their
//   lease expires. Only the one row whose call was in flight at the moment of a crash can end as
//   "outcome unknown" (recorded, never repeated).
import { Api, InputFile } from 'grammy';
import type { Db } from '../platform/db/client';
import { Prisma } from '../platform/db/generated/prisma/client';
import type { Logger } from '../platform/logger';
import { renderNotification } from './messages';
import {
  claimDue,
  dropUnreachable,
  failAbandonedSends,
  finishRow,
  markSending,
  postponeRateLimited,
  recordSent,
  releaseClaims,
} from './delivery-queue';
import { prepareGroupSend } from './delivery-groups';
import {
  BOT_BLOCKED,
  classifySendError,
  inMs,
  readablePhoto,
  tracedDelivery,
  type ClaimedNotification,
  type DeliveryConfig,
  type DeliveryOptions,
  type DeliveryOutcome,
  type Verdict,
} from './delivery-outcomes';
export { BOT_BLOCKED, UNKNOWN_OUTCOME, classifySendError } from './delivery-outcomes';
export type { ClaimedNotification, DeliveryConfig, DeliveryOptions, DeliveryOutcome } from './delivery-outcomes';

export class DeliveryWorker {
  private readonly db: Db;
  private readonly config: DeliveryConfig;
  private readonly log: Logger;
  private readonly api: Api;
  private readonly onOutcome?: (outcome: DeliveryOutcome) => void;
  readonly batchSize: number;
  readonly pollIntervalMs: number;
  readonly leaseMs: number;
  readonly backoffBaseMs: number;
  readonly backoffCapMs: number;
  readonly maxAttempts: number;

  private loopDone: Promise<void> | null = null;
  private stopping = false;
  private pausedUntil = 0;
  private wakeUp: (() => void) | null = null;
  private woken = false;

  constructor(options: DeliveryOptions) {
    this.db = options.db;
    this.config = options.config;
    this.log = options.log;
    this.onOutcome = options.onOutcome;
    this.batchSize = options.batchSize ?? 10;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.leaseMs = options.config.notificationLeaseS * 1000;
    this.backoffBaseMs = options.backoffBaseMs ?? 5000;
    this.backoffCapMs = options.backoffCapMs ?? 30 * 60 * 1000;
    this.maxAttempts = options.maxAttempts ?? 15;
    // the call must end (as "unknown") well before the lease, so the sweep never judges a live call
    this.api = new Api(options.config.botToken, {
      apiRoot: options.config.telegramApiRoot,
      timeoutSeconds: Math.max(1, this.leaseMs / 2000),
    });
  }

  start(): void {
    if (this.loopDone) return;
    this.stopping = false;
    this.loopDone = this.loop();
  }

  // new rows were committed: look now instead of at the next poll
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  // Finishes the call in flight (aborting it would make its outcome unknown), hands back the rest.
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeUp?.();
    await this.loopDone;
    this.loopDone = null;
  }

  private async loop(): Promise<void> {
    let failures = 0;
    while (!this.stopping) {
      let claimed = 0;
      try {
        claimed = await this.runOnce();
        failures = 0;
      } catch (error) {
        failures += 1;
        this.log.warn({ err: error }, 'notification delivery: database unavailable, retrying');
      }
      if (this.stopping) break;
      const paused = this.pausedUntil - Date.now();
      if (paused > 0) await this.sleep(paused);
      else if (failures) await this.sleep(Math.min(30_000, this.pollIntervalMs * 2 ** failures));
      else if (claimed < this.batchSize) await this.sleep(this.pollIntervalMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken && this.pausedUntil <= Date.now()) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      // a wake-up does not cut a 429 pause short; stop() does
      this.wakeUp = () => {
        if (this.stopping || this.pausedUntil <= Date.now()) finish();
      };
    });
  }

  // One round: settle abandoned calls, claim due rows, deliver them in order. Returns how many it claimed.
  async runOnce(): Promise<number> {
    await this.settleAbandonedSends();
    if (this.pausedUntil > Date.now()) return 0;
    const rows = await this.claimBatch(this.batchSize);
    for (const [index, row] of rows.entries()) {
      if (this.stopping || this.pausedUntil > Date.now()) {
        await this.release(rows.slice(index));
        break;
      }
      const outcome = await tracedDelivery(row, () => this.deliver(row));
      this.onOutcome?.(outcome);
    }
    return rows.length;
  }

  async claimBatch(limit: number): Promise<ClaimedNotification[]> {
    return claimDue(this.db, limit, this.leaseMs);
  }

  // Claimed rows this worker will not get to: back to the queue at once, the claim not counted.
  async release(rows: ClaimedNotification[]): Promise<void> {
    await releaseClaims(this.db, rows);
  }

  // The pending -> sending step. False when the claim was lost to another worker.
  async beginSend(row: ClaimedNotification): Promise<boolean> {
    return markSending(this.db, row, this.leaseMs);
  }

  // Rows left in `sending` past their lease belong to a worker that died during the call.
  async settleAbandonedSends(): Promise<number> {
    return failAbandonedSends(this.db);
  }

  async deliver(row: ClaimedNotification): Promise<DeliveryOutcome> {
    if (row.userId === null) return this.deliverToGroup(row);
    const user = await this.db.user.findUnique({
      where: { id: row.userId },
      select: { telegramId: true, botReachable: true, language: true },
    });
    if (!user || !user.botReachable) {
      await finishRow(this.db, row, 'dropped', BOT_BLOCKED, ['pending']);
      return 'unreachable';
    }
    let rendered;
    try {
      rendered = await renderNotification(this.db, this.config, {
        ...row,
        userId: row.userId,
        language: user.language,
      });
    } catch (error) {
      this.log.warn({ err: error, notificationId: row.id }, 'notification could not be rendered, will retry');
      return this.retryLater(row, `render: ${error instanceof Error ? error.message : String(error)}`, ['pending']);
    }
    if ('skip' in rendered) {
      await finishRow(this.db, row, 'dropped', rendered.skip, ['pending']);
      return 'skipped';
    }

    // a photo (an offer's first task photo) goes with the text as its caption; a file gone since (the task
    // deleted) leaves the text alone. Checked before the send begins, so the choice is never half made.
    const { text, photo, ...extra } = rendered.message;
    const photoFile = photo ? await readablePhoto(photo) : null;
    if (!(await this.beginSend(row))) return 'lost-claim';
    try {
      if (photoFile) {
        await this.api.sendPhoto(Number(user.telegramId), new InputFile(photoFile), { ...extra, caption: text });
      } else {
        await this.api.sendMessage(Number(user.telegramId), text, {
          ...extra,
          link_preview_options: { is_disabled: true },
        });
      }
    } catch (error) {
      return this.afterFailedSend(row, classifySendError(error));
    }
    await recordSent(this.db, row, this.log);
    return 'sent';
  }

  // The bot's reply in a group (bot/groups.ts, delivery-groups.ts), paced per group.
  async deliverToGroup(row: ClaimedNotification): Promise<DeliveryOutcome> {
    const prepared = await prepareGroupSend(this.db, row, this.config.intake?.groupSendsPerMin ?? 20);
    if ('outcome' in prepared) return prepared.outcome;
    if (!(await this.beginSend(row))) return 'lost-claim';
    try {
      await prepared.send(this.api);
    } catch (error) {
      return this.afterFailedSend(row, classifySendError(error));
    }
    await recordSent(this.db, row, this.log);
    return 'sent';
  }

  private async afterFailedSend(row: ClaimedNotification, verdict: Verdict): Promise<DeliveryOutcome> {
    switch (verdict.kind) {
      case 'rate-limited': {
        // flood control applies to the whole bot: this worker pauses, the row is due after retry_after
        const waitMs = Math.max(1, verdict.retryAfterS) * 1000;
        this.pausedUntil = Math.max(this.pausedUntil, Date.now() + waitMs);
        this.log.warn(
          { notificationId: row.id, retryAfterS: verdict.retryAfterS },
          'Telegram rate limit: pausing delivery',
        );
        await postponeRateLimited(this.db, row, waitMs, verdict.reason);
        return 'rate-limited';
      }
      case 'retry':
        this.log.warn(
          { notificationId: row.id, attempts: row.attempts, reason: verdict.reason },
          'notification not delivered, will retry',
        );
        return this.retryLater(row, verdict.reason, ['sending']);
      case 'unreachable':
        await this.markUnreachable(row, verdict.reason);
        return 'unreachable';
      case 'failed':
        this.log.warn({ notificationId: row.id, reason: verdict.reason }, 'notification refused by Telegram');
        await finishRow(this.db, row, 'failed', verdict.reason, ['sending']);
        return 'failed';
      case 'unknown':
        this.log.warn({ notificationId: row.id, reason: verdict.reason }, 'notification outcome unknown, not resent');
        await finishRow(this.db, row, 'failed', verdict.reason, ['sending']);
        return 'unknown';
    }
  }

  // exponential with jitter (half fixed, half random), capped; out of attempts -> failed
  backoffMs(attempts: number): number {
    const exponential = Math.min(this.backoffCapMs, this.backoffBaseMs * 2 ** Math.max(0, attempts - 1));
    return Math.round(exponential / 2 + (Math.random() * exponential) / 2);
  }

  private async retryLater(
    row: ClaimedNotification,
    reason: string,
    from: ('pending' | 'sending')[],
  ): Promise<DeliveryOutcome> {
    if (row.attempts >= this.maxAttempts) {
      await finishRow(this.db, row, 'failed', `gave up after ${row.attempts} attempts: ${reason}`, from);
      return 'failed';
    }
    await this.db.$executeRaw`
      UPDATE "Notification"
      SET "state" = 'pending', "nextAttemptAt" = ${inMs(this.backoffMs(row.attempts))}, "lockedUntil" = NULL, "lastError" = ${reason}
      WHERE "id" = ${row.id} AND "attempts" = ${row.attempts} AND "state"::text IN (${Prisma.join(from)})`;
    return 'retry';
  }

  // 403: the user blocked the bot (or never started it). Stop writing to them until they come back.
  private async markUnreachable(row: ClaimedNotification, reason: string): Promise<void> {
    this.log.info({ userId: row.userId, reason }, 'user unreachable through the bot');
    await dropUnreachable(this.db, row, reason);
  }
}
