// Which subscribers' events fall in one group (shared-execution.ts): the same schema, document,
// operation, variables and services (objects by identity: equal text is not enough, the same object
// is), the same plain context values (the language), and the same event data as read for its subscriber.
import type { ExecutionArgs } from 'graphql';
import { SHARED_CONTEXT_KEYS, SHARED_CONTEXT_VALUES } from './watched-context';

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

export function groupKey(args: ExecutionArgs, contextValue: Record<string, unknown>, root: object): string | null {
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
