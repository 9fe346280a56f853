// The bot's messages in groups as the delivery worker sends them (delivery.ts deliverToGroup): written
// whole when queued (bot/groups.ts), sent as a reply to the message they answer (or alone when it is
// gone), at most INTAKE_GROUP_SENDS_PER_MIN a minute into one group (Telegram allows about 20).
import type { Api } from 'grammy';
import type { Db } from '../platform/db/client';
import type { GroupMessagePayload } from '../modules/notification';
import { deferClaim, finishRow, sentToGroupLastMinute } from './delivery-queue';
import type { ClaimedNotification, DeliveryOutcome } from './delivery-outcomes';
import { keyboard, urlButton } from './links';

export async function prepareGroupSend(
  db: Db,
  row: ClaimedNotification,
  perMinute: number,
): Promise<{ outcome: DeliveryOutcome } | { send(api: Api): Promise<unknown> }> {
  const payload = row.payload as Partial<GroupMessagePayload> | null;
  const chatId = row.chatId;
  const text = payload?.text;
  if (!chatId || typeof text !== 'string' || !text) {
    await finishRow(db, row, 'dropped', 'not a group message', ['pending']);
    return { outcome: 'skipped' };
  }
  if ((await sentToGroupLastMinute(db, chatId)) >= perMinute) {
    await deferClaim(db, row, 60_000 / perMinute);
    return { outcome: 'paced' };
  }
  const { replyTo, button } = payload;
  return {
    send: (api) =>
      api.sendMessage(Number(chatId), text, {
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
        ...(replyTo ? { reply_parameters: { message_id: replyTo, allow_sending_without_reply: true } } : {}),
        reply_markup: button ? keyboard(urlButton(button.text, button.url)) : undefined,
      }),
  };
}
