// The Telegram bot: /start opens the Mini App (a deep link opens a given task), /help gives the
// support link, /duty and /offduty switch a master's duty. In groups it answers requests for a master
// (groups.ts). It runs by long polling, or behind a webhook on the API's own Fastify server when
// WEBHOOK_URL is set. Telegram being unreachable is logged and retried; it never stops the API.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Bot, GrammyError, webhookCallback, type Context } from 'grammy';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db/client';
import type { Logger } from '../platform/logger';
import { storable } from '../platform/sanitize';
import { screenForStartPayload } from './links';
import type { Language } from '../platform/db/generated/prisma/client';
import { languageFromTelegram } from '../modules/identity';
import { registerGroupHandlers } from './groups';
import { deepLinkMessage, fallbackMessage, helpMessage, startMessage, type BotMessage } from './messages';
import { botTexts } from './texts';

export interface BotDeps {
  db: Db;
  config: Config;
  log: Logger;
  // a group message was queued in the outbox (groups.ts): the delivery worker may look now
  onQueued?: () => void;
  // /duty and /offduty (docs/product.md §12): the master's duty after the switch; null: not an approved master
  setDuty?: (telegramId: number, onDuty: boolean) => Promise<boolean | null>;
}

// message and my_chat_member are all the bot reacts to; callback queries are not used
export const ALLOWED_UPDATES = ['message', 'my_chat_member'] as const;

// long polling asks Telegram to hold getUpdates this long; every other call must give up sooner
const POLL_TIMEOUT_S = 25;

function reply(ctx: Context, message: BotMessage) {
  const { text, ...extra } = message;
  return ctx.reply(text, { ...extra, link_preview_options: { is_disabled: true } });
}

async function setReachable(db: Db, telegramId: number, reachable: boolean) {
  await db.user.updateMany({
    where: { telegramId: BigInt(telegramId), botReachable: !reachable },
    data: { botReachable: reachable },
  });
}

export function createBot({ db, config, log, onQueued, setDuty }: BotDeps): Bot {
  const bot = new Bot(config.botToken, {
    client: { apiRoot: config.telegramApiRoot, timeoutSeconds: POLL_TIMEOUT_S + 15 },
  });

  // Failed calls are only visible in grammY's debug output: say so in our log, once per outage.
  let outage = false;
  bot.api.config.use(async (previous, method, payload, signal) => {
    try {
      const result = await previous(method, payload, signal);
      if (outage) {
        outage = false;
        log.info('Telegram Bot API reachable again');
      }
      return result;
    } catch (error) {
      const transient = !(error instanceof GrammyError) || error.error_code >= 500 || error.error_code === 429;
      if (!signal?.aborted && !(transient && outage)) {
        outage = transient;
        log.warn(
          { method, err: error },
          transient ? 'Telegram Bot API unreachable, retrying' : 'Telegram Bot API refused a call',
        );
      }
      throw error;
    }
  });

  // Updates reach the handlers as HTTP bodies reach the services, long polled or not: no NUL, no lone
  // surrogate, no invisible or direction mark in a name or a message (platform/sanitize.ts)
  bot.use(async (ctx, next) => {
    Object.assign(ctx.update, storable({ ...ctx.update }));
    await next();
  });

  // A user who writes to the bot can be reached again, even after blocking it once.
  bot.use(async (ctx, next) => {
    if (ctx.chat?.type === 'private' && ctx.from && ctx.message) await setReachable(db, ctx.from.id, true);
    await next();
  });

  bot.on('my_chat_member', async (ctx) => {
    if (ctx.chat.type !== 'private') return;
    const status = ctx.myChatMember.new_chat_member.status;
    if (status === 'kicked') await setReachable(db, ctx.from.id, false);
    else if (status === 'member') await setReachable(db, ctx.from.id, true);
  });

  registerGroupHandlers(bot, { db, config, log, onQueued });

  const privateChat = bot.chatType('private');

  // the sender's language in the app, or, for someone who never opened it, what their Telegram says
  const languageOfSender = async (from: { id: number; language_code?: string }): Promise<Language> => {
    const user = await db.user.findUnique({ where: { telegramId: BigInt(from.id) }, select: { language: true } });
    return user?.language ?? languageFromTelegram(from.language_code);
  };

  privateChat.command('start', async (ctx) => {
    const target = screenForStartPayload(ctx.match);
    const language = await languageOfSender(ctx.from);
    await reply(
      ctx,
      target ? deepLinkMessage(config, target, language) : startMessage(config, ctx.from.first_name, language),
    );
  });

  privateChat.command('help', async (ctx) => reply(ctx, helpMessage(config, await languageOfSender(ctx.from))));

  if (setDuty) {
    privateChat.command(['duty', 'offduty'], async (ctx) => {
      const t = botTexts(await languageOfSender(ctx.from));
      const onDuty = await setDuty(ctx.from.id, ctx.message?.text?.startsWith('/duty') === true);
      await ctx.reply(onDuty === null ? t.dutyNotMaster : onDuty ? t.dutyNowOn : t.dutyNowOff);
    });
  }

  privateChat.on('message', async (ctx) => reply(ctx, fallbackMessage(config, await languageOfSender(ctx.from))));

  bot.catch((error) => {
    log.error({ err: error.error, updateId: error.ctx.update.update_id }, 'bot failed to handle an update');
  });

  return bot;
}

// the command menu in groups (groups.ts)
export const GROUP_COMMANDS = [
  { command: 'usta', description: 'Что я умею · Nima qila olaman' },
  { command: 'usta_off', description: 'Выключить в группе (админы) · Oʻchirish (adminlar)' },
  { command: 'usta_on', description: 'Включить в группе (админы) · Yoqish (adminlar)' },
];

export const BOT_COMMANDS = [
  { command: 'start', description: 'Открыть приложение' },
  { command: 'help', description: 'Связаться с поддержкой' },
];

// The webhook secret is derived from the token: unguessable, stable across nodes and restarts.
export function webhookSecret(botToken: string): string {
  return crypto.createHash('sha256').update(`usta-webhook:${botToken}`).digest('hex').slice(0, 48);
}

export const webhookPath = (botToken: string) => `/telegram/webhook/${webhookSecret(botToken)}`;

export function webhookUrl(config: Pick<Config, 'webhookUrl' | 'botToken'>): string {
  return `${config.webhookUrl!.replace(/\/+$/, '')}${webhookPath(config.botToken)}`;
}

export function registerWebhookRoute(fastify: FastifyInstance, bot: Bot, botToken: string): void {
  fastify.post(webhookPath(botToken), webhookCallback(bot, 'fastify', { secretToken: webhookSecret(botToken) }));
}

// Resolves after `ms`, or at once when the signal aborts (never rejects: callers check the signal).
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

// Runs `step` until it succeeds or the signal aborts, with a growing pause between tries.
export async function untilDone<T>(
  step: () => Promise<T>,
  {
    signal,
    log,
    what,
    firstDelayMs = 1000,
    maxDelayMs = 5 * 60_000,
  }: { signal: AbortSignal; log: Logger; what: string; firstDelayMs?: number; maxDelayMs?: number },
): Promise<T | undefined> {
  let delay = firstDelayMs;
  while (!signal.aborted) {
    try {
      return await step();
    } catch (error) {
      if (signal.aborted) return undefined;
      log.warn({ err: error, retryInMs: delay }, `${what} failed, retrying`);
      await sleep(delay, signal);
      delay = Math.min(maxDelayMs, delay * 2);
    }
  }
  return undefined;
}

export interface BotRunOptions {
  bot: Bot;
  config: Config;
  log: Logger;
  signal: AbortSignal;
  // retry pause after a failed start (tests shorten it)
  retryDelayMs?: number;
}

// grammY types its signals with the abort-controller polyfill's class; the built-in one works the same
type GrammySignal = Parameters<Bot['api']['getMe']>[0];
const forGrammy = (signal: AbortSignal) => signal as unknown as GrammySignal;

async function introduce(bot: Bot, { log, signal, retryDelayMs }: BotRunOptions): Promise<boolean> {
  const me = await untilDone(() => bot.api.getMe(forGrammy(signal)), {
    signal,
    log,
    what: 'Telegram getMe',
    firstDelayMs: retryDelayMs,
  });
  if (!me) return false;
  bot.botInfo = me;
  // the command menu is a convenience: a failure is logged by the API transformer and ignored
  await bot.api.setMyCommands(BOT_COMMANDS, undefined, forGrammy(signal)).catch(() => undefined);
  await bot.api
    .setMyCommands(GROUP_COMMANDS, { scope: { type: 'all_group_chats' } }, forGrammy(signal))
    .catch(() => undefined);
  log.info({ username: me.username }, 'Telegram bot connected');
  return true;
}

// Long polling until the signal aborts. grammY retries failed getUpdates calls itself; a start that
// fails for good (a wrong token, another poller: 401/409) is retried here after a pause.
export async function runPolling(options: BotRunOptions): Promise<void> {
  const { bot, log, signal } = options;
  if (!(await introduce(bot, options))) return;
  let delay = options.retryDelayMs ?? 5000;
  const stop = () => void bot.stop().catch(() => undefined);
  signal.addEventListener('abort', stop);
  try {
    while (!signal.aborted) {
      try {
        await bot.start({ allowed_updates: [...ALLOWED_UPDATES], timeout: POLL_TIMEOUT_S });
        delay = options.retryDelayMs ?? 5000;
      } catch (error) {
        if (signal.aborted) break;
        log.error({ err: error, retryInMs: delay }, 'Telegram long polling stopped, restarting');
      }
      if (!signal.aborted) await sleep(delay, signal);
      delay = Math.min(5 * 60_000, delay * 2);
    }
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

// Webhook mode: Telegram posts updates to our route; tell it where, and keep trying until it listens.
export async function runWebhook(options: BotRunOptions): Promise<void> {
  const { bot, config, log, signal } = options;
  if (!(await introduce(bot, options))) return;
  const url = webhookUrl(config);
  const done = await untilDone(
    () =>
      bot.api.setWebhook(
        url,
        { secret_token: webhookSecret(config.botToken), allowed_updates: [...ALLOWED_UPDATES] },
        forGrammy(signal),
      ),
    { signal, log, what: 'Telegram setWebhook', firstDelayMs: options.retryDelayMs },
  );
  if (done) log.info({ url: url.replace(webhookSecret(config.botToken), '<secret>') }, 'Telegram webhook set');
}
