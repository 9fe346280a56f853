// graphql-js runs every event of a subscription with the operation's one context, and graphql-ws hands
// out one context per socket: anything cached per context (the batching loaders, Pothos's per-request
// caches) would then live as long as the socket and show stale numbers. This subscribe works like
// graphql's own (source stream, then one execution per event) but gives each event a fresh copy of
// the context, as each HTTP request gets one. The viewer and the services stay the same objects.
import { createSourceEventStream, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { contextLanguage, withCodes } from './error-codes';
import { executeEvent } from './shared-execution';

export async function subscribeWithFreshContexts(
  args: ExecutionArgs,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in Object(stream)))
    return withCodes(stream as ExecutionResult, contextLanguage(args.contextValue));
  const source = (stream as AsyncIterable<unknown>)[Symbol.asyncIterator]();
  const results: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const event = await source.next();
      if (event.done) return { done: true, value: undefined };
      const contextValue = { ...(args.contextValue as object) };
      return { done: false, value: await executeEvent(args, contextValue, event.value) };
    },
    async return() {
      await source.return?.();
      return { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return results;
    },
  };
  return results;
}
