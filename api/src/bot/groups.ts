// The bot in Telegram groups and supergroups (docs/product.md, "The bot in groups"). It reads what
// Telegram gives it (every message with BotFather's privacy mode off; commands, mentions and replies to it
// with privacy mode on), and answers a message that detection reads as a confident request once, as a
// reply, with a button that opens the Mini App on the request (a `startapp` token: modules/intake).
// Everything else gets silence and leaves no trace but a count. Its replies go through the outbox, which
// paces each group (delivery.ts deliverToGroup).
import type { Bot, Context } from 'grammy';
import type { Message } from 'grammy/types';
import { isDescriptionTooLong, isDescriptionTooShort, trimText } from '@usta/rules';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db/client';
import type { Logger } from '../platform/logger';
import { detectionSnapshot, detectWithSnapshot, type CategoryDetection } from '../modules/category';
import {
  countMessageRead,
  createIntakeToken,
  isGroupSilenced,
  setGroupSilenced,
  takeReplySlot,
} from '../modules/intake';
import { enqueueGroupMessage, type GroupMessagePayload } from '../modules/notification';
import { groupVoiceOf } from './group-language';
import { aboutText, requestReply, RESUMED_TEXT, SILENCED_TEXT } from './group-texts';

export interface GroupDeps {
  db: Db;
  config: Config;
  log: Logger;
  // a group message was queued: the delivery worker may look now
  onQueued?: () => void;
}

type GroupMessage = Message & { chat: { type: 'group' | 'supergroup' } };

// Messages the bot never answers: bots (itself included), channels and anonymous senders other than the
// group's own admins, forwarded ones, and any older than INTAKE_MAX_AGE_S (read after a downtime).
// Edited messages never reach it (bot.ts ALLOWED_UPDATES has no edited_message).
export function ignoredReason(message: GroupMessage, botId: number, maxAgeS: number, now = Date.now()): string | null {
  if (message.from?.id === botId) return 'own';
  if (message.from?.is_bot && message.sender_chat?.id !== message.chat.id) return 'bot';
  if (message.sender_chat && message.sender_chat.id !== message.chat.id) return 'channel';
  if (message.forward_origin || message.is_automatic_forward) return 'forwarded';
  if (now / 1000 - message.date > maxAgeS) return 'old';
  return null;
}

// the text without mentions of the bot (privacy mode on: "@usta_bot нужен сантехник")
function requestText(message: GroupMessage, username: string): string {
  const raw = message.text ?? message.caption ?? '';
  return trimText(raw.replace(new RegExp(`@${username}\\b`, 'gi'), ' ').replace(/\s+/g, ' '));
}

// The category of a message the bot answers, or null: a text of a task's length that detection reads as a
// confident request (never a non-request) scoring at least INTAKE_MIN_SCORE (docs/detection.md, "Group
// messages": the labelled set tests/fixtures/group-messages.jsonl measures this very function).
export function answerableCategory(detection: CategoryDetection, text: string, minScore: number) {
  if (isDescriptionTooShort(text) || isDescriptionTooLong(text)) return null;
  if (!detection.category || detection.outcome === 'not-a-request' || !detection.confident) return null;
  return (detection.score ?? 0) >= minScore ? detection.category : null;
}

export function startAppLink(config: Pick<Config, 'intake'>, username: string, token: string): string {
  const app = config.intake.miniAppName ? `/${encodeURIComponent(config.intake.miniAppName)}` : '';
  return `https://t.me/${username}${app}?startapp=${token}`;
}

export function registerGroupHandlers(bot: Bot, { db, config, log, onQueued }: GroupDeps): void {
  const groups = bot.chatType(['group', 'supergroup']);
  const limits = config.intake;

  const queue = async (chatId: number, payload: GroupMessagePayload) => {
    await enqueueGroupMessage(db, BigInt(chatId), payload);
    onQueued?.();
  };

  groups.use(async (ctx, next) => {
    if (!ctx.message) return;
    if (ignoredReason(ctx.message as GroupMessage, ctx.me.id, limits.maxAgeS)) return;
    await next();
  });

  // the group's administrators (or the group itself, for an anonymous admin): asked of Telegram each time
  const fromAdmin = async (ctx: Context): Promise<boolean> => {
    const message = ctx.message!;
    if (message.sender_chat?.id === message.chat.id) return true;
    if (!message.from) return false;
    try {
      const member = await ctx.getChatMember(message.from.id);
      return member.status === 'creator' || member.status === 'administrator';
    } catch (error) {
      log.warn({ err: error }, 'getChatMember failed: the command is ignored');
      return false;
    }
  };

  groups.command('usta', async (ctx) => {
    await queue(ctx.chat.id, { text: aboutText(config.appName, ctx.me.username), replyTo: ctx.message!.message_id });
  });

  for (const [command, silenced] of [
    ['usta_off', true],
    ['usta_on', false],
  ] as const) {
    groups.command(command, async (ctx) => {
      if (!(await fromAdmin(ctx))) return;
      await setGroupSilenced(db, BigInt(ctx.chat.id), silenced);
      await queue(ctx.chat.id, { text: silenced ? SILENCED_TEXT : RESUMED_TEXT, replyTo: ctx.message!.message_id });
    });
  }

  groups.on('message', async (ctx) => {
    const message = ctx.message as GroupMessage;
    const chatId = BigInt(ctx.chat.id);
    const text = requestText(message, ctx.me.username);
    // another bot's command, or nothing to read
    if (!text || text.startsWith('/') || !message.from) return;
    if (await isGroupSilenced(db, chatId)) return;
    await countMessageRead(db, chatId);
    const category = answerableCategory(detectWithSnapshot(await detectionSnapshot(db), text), text, limits.minScore);
    if (!category) return;

    const slot = await takeReplySlot(db, { chatId, userId: message.from.id, secret: config.botToken, limits });
    if (slot !== 'granted') return;

    const voice = groupVoiceOf(text);
    const reply = requestReply(
      voice,
      config.appName,
      voice === 'ru' ? category.name : category.nameUz || category.name,
    );
    await db.$transaction(async (tx) => {
      const token = await createIntakeToken(tx, {
        chatId,
        request: { text, categoryId: category.id },
        limits,
      });
      await enqueueGroupMessage(tx, chatId, {
        text: reply.text,
        replyTo: message.message_id,
        button: { text: reply.button, url: startAppLink(config, ctx.me.username, token) },
      });
    });
    onQueued?.();
  });
}
