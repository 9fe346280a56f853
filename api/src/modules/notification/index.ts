// The notification module: the outbox of what the bot must tell whom (a row written in the same transaction as
// the change it reports). The bot (api/src/bot) renders and delivers it.
// Other modules and the faces import this file only (.dependency-cruiser.cjs).
export { enqueueGroupMessage, enqueueNotification, type GroupMessagePayload, type NotificationKind } from './outbox';
