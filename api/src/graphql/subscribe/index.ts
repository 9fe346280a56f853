// Live updates over graphql-ws, in one concern per file:
// - fresh-contexts.ts      each event of a subscription executes with a fresh copy of its context
// - error-codes.ts         expected failures (AppError) carry their code in extensions.code
// - shared-parse.ts        one syntax tree per subscription text, not one per socket
// - shared-execution.ts    one execution per group of subscribers that would get identical results
// - watched-context.ts     the context of a group's execution, noting reads that make a result personal
// - group-key.ts           which subscribers' events fall in the same group
// - selected-fields.ts     the fields a subscription selects under its root field
// - serialized-payload.ts  a shared result serialized once for all the sockets it goes to
// - sharing-channel.ts     what sharing did, published for tests and the bench (diagnostics_channel)
// - subscription-limits.ts subscriptions per socket and per user, subscribe frames per socket
export { subscribeWithFreshContexts } from './fresh-contexts';
export { sharedParse } from './shared-parse';
export { SHARED_ROOT, type ShareableEvent } from './shared-execution';
export { selectedUnder } from './selected-fields';
export { sharedPayloadReplacer, SharedPayloadSocket } from './serialized-payload';
export { SHARING_CHANNEL, type SharingReport } from './sharing-channel';
export {
  SubscriptionLimits,
  TOO_MANY_CLOSE_CODE,
  TOO_MANY_CLOSE_REASON,
  TOO_MANY_CONNECTIONS_REASON,
  type SubscribeVerdict,
} from './subscription-limits';
