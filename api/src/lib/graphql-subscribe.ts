// graphql-js runs every event of a subscription with the operation's one context, and graphql-ws hands
// out one context per socket: anything cached per context (the batching loaders, Pothos's per-request
// caches) would then live as long as the socket and show stale numbers. This subscribe works like
// graphql's own (source stream, then one execution per event) but gives each event a fresh copy of
// the context, as each HTTP request gets one. The viewer and the services stay the same objects.
//
// Expected failures (AppError) also carry their code in `extensions.code`, as over HTTP.
import {
  createSourceEventStream,
  execute,
  GraphQLError,
  parse,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type ParseOptions,
  type Source,
} from 'graphql';
import { AppError } from '../domain/errors';

function withCodes(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((error) =>
    error.originalError instanceof AppError && error.extensions.code === undefined
      ? new GraphQLError(error.message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          path: error.path,
          originalError: error.originalError,
          extensions: { ...error.extensions, code: error.originalError.code },
        })
      : error,
  );
  return { ...result, errors };
}

// graphql-ws parses each subscription's document and keeps that syntax tree for the subscription's life:
// thousands of dashboards subscribe with the same text and would each hold their own copy (about 30 KB
// per idle connection). Parsed once per text instead; the tree is only read, never changed.
const parsedDocuments = new Map<string, DocumentNode>();
const PARSED_DOCUMENTS_MAX = 500;
export function sharedParse(source: string | Source, options?: ParseOptions): DocumentNode {
  if (typeof source !== 'string' || options) return parse(source, options);
  const query = source;
  let document = parsedDocuments.get(query);
  if (!document) {
    document = parse(query);
    if (parsedDocuments.size >= PARSED_DOCUMENTS_MAX) parsedDocuments.clear();
    parsedDocuments.set(query, document);
  }
  return document;
}

export async function subscribeWithFreshContexts(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in Object(stream))) return withCodes(stream as ExecutionResult);
  const source = (stream as AsyncIterable<unknown>)[Symbol.asyncIterator]();
  const results: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const event = await source.next();
      if (event.done) return { done: true, value: undefined };
      const contextValue = { ...(args.contextValue as object) };
      return { done: false, value: withCodes((await execute({ ...args, contextValue, rootValue: event.value })) as ExecutionResult) };
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
