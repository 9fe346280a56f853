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
  getOperationAST,
  GraphQLError,
  Kind,
  parse,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type ParseOptions,
  type SelectionSetNode,
  type Source,
} from 'graphql';
import WebSocket from 'ws';
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

export async function subscribeWithFreshContexts(
  args: ExecutionArgs,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in Object(stream))) return withCodes(stream as ExecutionResult);
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

function executeAlone(args: ExecutionArgs, contextValue: object, rootValue: unknown): Promise<ExecutionResult> {
  return Promise.resolve(
    execute({ ...args, contextValue, rootValue }) as ExecutionResult | Promise<ExecutionResult>,
  ).then(withCodes);
}

// One dispatch wakes thousands of master feeds in the same tick, and most of them would execute the same
// document over the same data: one execution per group of subscribers that would get byte-identical
// results, its result sent to each of them.
//
// An event takes part when its stream yields an object with SHARED_ROOT: given the fields the document
// selects under the subscription's field, it returns the event as plain data with every read that
// depends on its subscriber (whose dashboard, which task they may see) already done, or null. Events
// group by document, variables, services and that data. The group's one execution runs with a context
// that notes any read of the viewer (or of anything but the shared services): such a result, or one with
// errors, is not shared, and each subscriber executes on their own as before. A group of one executes
// the original event, exactly as without sharing.
export const SHARED_ROOT = Symbol('sharedRoot');

export interface ShareableEvent {
  [SHARED_ROOT](selected: ReadonlySet<string>): Promise<object | null>;
}

// the services every context carries; anything else a shared execution reads (the viewer first of all)
// makes its result the representative's own
const SHARED_CONTEXT_KEYS = new Set(['db', 'config', 'bus', 'log']);
// plain values of the context that results may depend on: part of the group's key, so reading them
// keeps a result shared (the viewer's language: names and labels in it)
const SHARED_CONTEXT_VALUES = ['language'] as const;

interface Member {
  args: ExecutionArgs;
  contextValue: Record<string, unknown>;
  event: unknown;
  resolve(result: ExecutionResult | Promise<ExecutionResult>): void;
}

interface Group {
  root: object;
  members: Member[];
}

// counters for tests and the bench: executions made for groups and results handed to more than one
export const sharingStats = { groupExecutions: 0, sharedDeliveries: 0, unshared: 0, serializedSends: 0 };

let waitingGroups = new Map<string, Group>();

function isShareable(value: unknown): value is ShareableEvent {
  return (
    typeof value === 'object' && value !== null && typeof (value as Partial<ShareableEvent>)[SHARED_ROOT] === 'function'
  );
}

async function executeEvent(
  args: ExecutionArgs,
  contextValue: Record<string, unknown>,
  event: unknown,
): Promise<ExecutionResult> {
  if (!isShareable(event)) return executeAlone(args, contextValue, event);
  const selected = selectedUnderRootField(args.document, args.operationName);
  let root: object | null = null;
  try {
    root = selected && (await event[SHARED_ROOT](selected));
  } catch {
    // its reads failed (the database is down): the event executes alone and reports it as it always did
    root = null;
  }
  const key = root && groupKey(args, contextValue, root);
  if (!key) return executeAlone(args, contextValue, event);
  return new Promise((resolve) => {
    let group = waitingGroups.get(key);
    if (!group) {
      if (waitingGroups.size === 0) setImmediate(runGroups);
      group = { root: root!, members: [] };
      waitingGroups.set(key, group);
    }
    group.members.push({ args, contextValue, event, resolve });
  });
}

function runGroups(): void {
  const groups = waitingGroups;
  waitingGroups = new Map();
  for (const group of groups.values()) void runGroup(group);
}

async function runGroup({ root, members }: Group): Promise<void> {
  const alone = (member: Member) => member.resolve(executeAlone(member.args, member.contextValue, member.event));
  if (members.length === 1) return alone(members[0]);
  const [first] = members;
  const watch = { personal: false };
  let result: ExecutionResult | null;
  try {
    result = await (execute({
      ...first.args,
      contextValue: watchedContext(first.contextValue, watch),
      rootValue: root,
    }) as ExecutionResult | Promise<ExecutionResult>);
  } catch {
    result = null;
  }
  sharingStats.groupExecutions += 1;
  if (!result || watch.personal || result.errors?.length) {
    sharingStats.unshared += members.length;
    for (const member of members) alone(member);
    return;
  }
  sharingStats.sharedDeliveries += members.length;
  // the payload graphql-ws would write for it ({ data }, no errors), serialized once for all of them
  (result as SerializedResult)[SERIALIZED] = Buffer.from(JSON.stringify(result));
  for (const member of members) member.resolve(result);
}

// The context of a group's execution: the first member's services, and a note whenever a resolver reads
// anything else (the viewer, any property of a socket's context), after which the result is not shared.
function watchedContext(contextValue: Record<string, unknown>, watch: { personal: boolean }): object {
  const target: Record<string | symbol, unknown> = { viewer: contextValue.viewer };
  for (const key of SHARED_CONTEXT_KEYS) target[key] = contextValue[key];
  for (const key of SHARED_CONTEXT_VALUES) target[key] = contextValue[key];
  // what the execution itself writes on its context (a library's per-request cache) it may read back
  const written = new Set<string | symbol>();
  const note = (key: string | symbol) => {
    if (written.has(key) || (typeof key === 'string' && SHARED_CONTEXT_KEYS.has(key))) return;
    if ((SHARED_CONTEXT_VALUES as readonly (string | symbol)[]).includes(key)) return;
    if (key === 'viewer' || key in contextValue) watch.personal = true;
  };
  return new Proxy(target, {
    get(object, key, receiver) {
      note(key);
      return Reflect.get(object, key, receiver);
    },
    has(object, key) {
      note(key);
      return Reflect.has(object, key);
    },
    getOwnPropertyDescriptor(object, key) {
      note(key);
      return Reflect.getOwnPropertyDescriptor(object, key);
    },
    ownKeys(object) {
      watch.personal = true;
      return Reflect.ownKeys(object);
    },
    set(object, key, value, receiver) {
      written.add(key);
      return Reflect.set(object, key, value, receiver);
    },
    defineProperty(object, key, descriptor) {
      written.add(key);
      return Reflect.defineProperty(object, key, descriptor);
    },
  });
}

// A shared result goes out to thousands of sockets: graphql-ws would serialize it once per socket (and ws
// encode each copy to bytes). Its bytes are made once (SERIALIZED); graphql-ws's replacer writes a token
// in the message instead of the payload, and the socket puts the bytes in the token's place. graphql-ws
// copies the result with spreads, which keep the symbol; it sends the message right after serializing
// it, so the token and the socket's send meet in the same tick.
const SERIALIZED = Symbol('serialized');
type SerializedResult = ExecutionResult & { [SERIALIZED]?: Buffer };
let tokenCount = 0;
let waitingPayload: { tail: string; bytes: Buffer } | null = null;

export function sharedPayloadReplacer(key: string, value: unknown): unknown {
  if (key !== 'payload' || typeof value !== 'object' || value === null) return value;
  const bytes = (value as SerializedResult)[SERIALIZED];
  if (!bytes) return value;
  // unique per message: a token left unsent (its socket closed meanwhile) never matches another message
  const token = `\u0000shared-payload-${++tokenCount}`;
  waitingPayload = { tail: `${JSON.stringify({ payload: token }).slice(1)}`, bytes };
  return token;
}

const CLOSING_BRACE = Buffer.from('}');
type SendCallback = (error?: Error) => void;
type SendOptions = { mask?: boolean; binary?: boolean; compress?: boolean; fin?: boolean };

// The server's sockets (WebSocketServer's `WebSocket` option): a message that ends with the waiting token
// goes out with the serialized payload in its place, as text like every graphql-ws message.
export class SharedPayloadSocket extends WebSocket {
  send(data: unknown, optionsOrCallback?: SendOptions | SendCallback, callback?: SendCallback): void {
    const waiting = waitingPayload;
    if (waiting && typeof data === 'string' && data.endsWith(waiting.tail)) {
      waitingPayload = null;
      sharingStats.serializedSends += 1;
      const head = Buffer.from(`${data.slice(0, data.length - waiting.tail.length)}"payload":`);
      const bytes = Buffer.concat([head, waiting.bytes, CLOSING_BRACE]);
      const options =
        typeof optionsOrCallback === 'object' ? { ...optionsOrCallback, binary: false } : { binary: false };
      const done = typeof optionsOrCallback === 'function' ? optionsOrCallback : callback;
      return super.send(bytes, options, done);
    }
    return super.send(data as Buffer, optionsOrCallback as SendOptions, callback);
  }
}

// Objects (schema, document, services) by identity: equal text is not enough, the same object is.
const identities = new WeakMap<object, number>();
let lastIdentity = 0;
function identity(value: unknown): number | null {
  if (typeof value !== 'object' || value === null) return null;
  let id = identities.get(value);
  if (id === undefined) identities.set(value, (id = ++lastIdentity));
  return id;
}

// what a subscription's events share in their key (its document, variables and services), once per
// subscription: graphql-ws hands every event of one subscription the same arguments
const keyPrefixes = new WeakMap<ExecutionArgs, string | null>();
function groupKey(args: ExecutionArgs, contextValue: Record<string, unknown>, root: object): string | null {
  let prefix = keyPrefixes.get(args);
  if (prefix === undefined) {
    prefix = null;
    // a caller's own resolvers would make results differ in ways the key cannot see
    if (!args.fieldResolver && !args.typeResolver) {
      const parts: (number | null)[] = [identity(args.schema), identity(args.document)];
      for (const key of SHARED_CONTEXT_KEYS) parts.push(identity(contextValue[key]));
      const values = SHARED_CONTEXT_VALUES.map((key) => contextValue[key]);
      if (!parts.includes(null))
        prefix = `${parts.join(',')}|${JSON.stringify(values)}|${args.operationName ?? ''}|${JSON.stringify(args.variableValues ?? {})}|`;
    }
    keyPrefixes.set(args, prefix);
  }
  // the context is a fresh copy per event, its services the socket's: the same objects every time
  return prefix === null ? null : prefix + JSON.stringify(root);
}

// The names of the fields a subscription selects one level under its root field, through fragments and
// whatever the directives say (more names only means more is read ahead); null when the operation is
// not one subscription field.
const selections = new WeakMap<DocumentNode, Map<string, ReadonlySet<string> | null>>();
function selectedUnderRootField(
  document: DocumentNode,
  operationName: string | null | undefined,
): ReadonlySet<string> | null {
  let byOperation = selections.get(document);
  if (!byOperation) selections.set(document, (byOperation = new Map()));
  const cached = byOperation.get(operationName ?? '');
  if (cached !== undefined) return cached;
  let selected: ReadonlySet<string> | null = null;
  const operation = getOperationAST(document, operationName);
  if (operation?.operation === 'subscription') {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    const rootFields = collectFields(operation.selectionSet, fragments);
    if (rootFields.names.size === 1 && !rootFields.names.has('__typename')) {
      const names = new Set<string>();
      for (const set of rootFields.subselections)
        for (const name of collectFields(set, fragments).names) names.add(name);
      selected = names;
    }
  }
  byOperation.set(operationName ?? '', selected);
  return selected;
}

// The names of the fields selected under the field being resolved, as selectedUnderRootField counts them.
export function selectedUnder(info: GraphQLResolveInfo): ReadonlySet<string> {
  const fragments = new Map(Object.entries(info.fragments));
  const names = new Set<string>();
  for (const node of info.fieldNodes) {
    if (node.selectionSet) for (const name of collectFields(node.selectionSet, fragments).names) names.add(name);
  }
  return names;
}

function collectFields(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): { names: Set<string>; subselections: SelectionSetNode[] } {
  const names = new Set<string>();
  const subselections: SelectionSetNode[] = [];
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        names.add(selection.name.value);
        if (selection.selectionSet) subselections.push(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !seen.has(fragment.name.value)) {
          seen.add(fragment.name.value);
          visit(fragment.selectionSet);
        }
      }
    }
  };
  visit(selectionSet);
  return { names, subselections };
}
