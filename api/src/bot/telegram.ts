// Puts the bot and the notification delivery worker into one API node (main.ts). Every node runs the
// worker; with long polling only one node at a time polls (a PostgreSQL advisory lock decides),
// because Telegram allows a single getUpdates consumer per bot. Webhook mode needs no leader.
import type { FastifyInstance } from 'fastify';
import type { Bot } from 'grammy';
import type { DbHandle } from '../platform/db/client';
import type { Services } from '../platform/context';
import { topics } from '../platform/events/domain-events';
import { ForbiddenError } from '../platform/errors';
import { setMyDuty } from '../modules/dispatch';
import { createBot, registerWebhookRoute, runPolling, runWebhook, sleep, type BotRunOptions } from './bot';
import { DeliveryWorker } from './delivery';
import { canUseWebAppButtons } from './links';

export interface Telegram {
  bot: Bot;
  worker: DeliveryWorker;
  start(): void;
  stop(): Promise<void>;
}

export interface TelegramOptions {
  services: Services;
  database: DbHandle;
  // webhook mode adds its route here: call before the server listens
  fastify: FastifyInstance;
}

const POLLING_LOCK = 5_535_801;
const LEADER_RETRY_MS = 15_000;
const LOCK_CHECK_MS = 30_000;

// Polls while holding the advisory lock on one dedicated connection; a node without it waits.
async function pollAsLeader(database: DbHandle, options: BotRunOptions): Promise<void> {
  const { log, signal } = options;
  if (database.kind === 'pglite') return runPolling(options);
  while (!signal.aborted) {
    let led = false;
    try {
      led = await database.session(async (sql) => {
        const [row] = await sql.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [POLLING_LOCK]);
        if (!row?.locked) return false;
        const term = new AbortController();
        const endTerm = () => term.abort();
        signal.addEventListener('abort', endTerm);
        // the lock lives as long as this connection: if it drops, another node may start polling
        const watch = (async () => {
          while (!term.signal.aborted) {
            await sleep(LOCK_CHECK_MS, term.signal);
            if (term.signal.aborted) break;
            try {
              await sql.query('SELECT 1');
            } catch (error) {
              log.warn({ err: error }, 'lost the connection that holds the polling lock');
              term.abort();
            }
          }
        })();
        try {
          await runPolling({ ...options, signal: term.signal });
        } finally {
          term.abort();
          signal.removeEventListener('abort', endTerm);
          await watch;
          await sql.query('SELECT pg_advisory_unlock($1)', [POLLING_LOCK]).catch(() => undefined);
        }
        return true;
      });
    } catch (error) {
      log.warn({ err: error }, 'Telegram polling: database unavailable for the polling lock');
    }
    if (!led && !signal.aborted) await sleep(LEADER_RETRY_MS, signal);
  }
}

async function wakeOnTaskChanges(services: Services, worker: DeliveryWorker, signal: AbortSignal): Promise<void> {
  // every task change commits before it is published, so its outbox rows are visible by now
  try {
    for await (const _event of services.bus.subscribe(topics.adminTasks, signal)) worker.wake();
  } catch {
    // the subscription ends with the signal
  }
}

// The bot's /duty and /offduty: the same switch as the master's screen (modules/dispatch/master-duty.ts).
export function dutyFromBot(services: Services) {
  return async (telegramId: number, onDuty: boolean): Promise<boolean | null> => {
    const user = await services.db.user.findUnique({ where: { telegramId: BigInt(telegramId) } });
    if (!user) return null;
    try {
      return (await setMyDuty(services, { user, isAdmin: false, isAnalyst: false }, onDuty)).onDuty;
    } catch (error) {
      if (error instanceof ForbiddenError) return null;
      throw error;
    }
  };
}

// Without TELEGRAM_BOT_TOKEN there is no bot and no delivery (main.ts says so once); rows stay queued.
export function setupTelegram({ services, database, fastify }: TelegramOptions): Telegram | null {
  const { config, log, db } = services;
  if (config.botTokenIsGenerated) return null;

  const worker = new DeliveryWorker({ db, config, log, onOutcome: (outcome) => services.metrics?.delivered(outcome) });
  const bot = createBot({ db, config, log, onQueued: () => worker.wake(), setDuty: dutyFromBot(services) });
  if (config.webhookUrl) registerWebhookRoute(fastify, bot, config.botToken);
  const controller = new AbortController();
  const running: Promise<void>[] = [];

  return {
    bot,
    worker,
    start() {
      if (!canUseWebAppButtons(config)) {
        log.warn(
          { webappUrl: config.webappUrl },
          'WEBAPP_URL is not https: Telegram accepts only https Mini App buttons, so messages go out without them',
        );
      }
      worker.start();
      const options: BotRunOptions = { bot, config, log, signal: controller.signal };
      running.push(wakeOnTaskChanges(services, worker, controller.signal));
      running.push(config.webhookUrl ? runWebhook(options) : pollAsLeader(database, options));
      log.info(
        { mode: config.webhookUrl ? 'webhook' : 'long polling' },
        'Telegram bot and notification delivery started',
      );
    },
    async stop() {
      controller.abort();
      await worker.stop();
      // a call to an unreachable Telegram must not hold the shutdown
      await Promise.race([Promise.allSettled(running), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    },
  };
}
