// One dispatch wakes thousands of master feeds in the same tick, and most of them would execute the same
// document over the same data: one execution per group of subscribers that would get byte-identical
// results, its result sent to each of them.
//
// An event takes part when its stream yields an object with SHARED_ROOT: given the fields the document
// selects under the subscription's field, it returns the event as plain data with every read that
// depends on its subscriber (whose dashboard, which task they may see) already done, or null. Events
// group by document, variables, services and that data (group-key.ts). The group's one execution runs
// with a context that notes any read of the viewer (watched-context.ts): such a result, or one with
// errors, is not shared, and each subscriber executes on their own as before. A group of one executes
// the original event, exactly as without sharing.
import { execute, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { contextLanguage, withCodes } from './error-codes';
import { groupKey } from './group-key';
import { selectedUnderRootField } from './selected-fields';
import { markSerialized } from './serialized-payload';
import { reportSharing } from './sharing-channel';
import { watchedContext } from './watched-context';

export const SHARED_ROOT = Symbol('sharedRoot');

export interface ShareableEvent {
  [SHARED_ROOT](selected: ReadonlySet<string>): Promise<object | null>;
}

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

let waitingGroups = new Map<string, Group>();

function isShareable(value: unknown): value is ShareableEvent {
  return (
    typeof value === 'object' && value !== null && typeof (value as Partial<ShareableEvent>)[SHARED_ROOT] === 'function'
  );
}

function executeAlone(args: ExecutionArgs, contextValue: object, rootValue: unknown): Promise<ExecutionResult> {
  return Promise.resolve(
    execute({ ...args, contextValue, rootValue }) as ExecutionResult | Promise<ExecutionResult>,
  ).then((result) => withCodes(result, contextLanguage(contextValue)));
}

export async function executeEvent(
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
  if (!result || watch.personal || result.errors?.length) {
    reportSharing(() => ({ kind: 'group', members: members.length, shared: false }));
    for (const member of members) alone(member);
    return;
  }
  reportSharing(() => ({ kind: 'group', members: members.length, shared: true }));
  markSerialized(result);
  for (const member of members) member.resolve(result);
}
