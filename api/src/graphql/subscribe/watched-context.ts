// The context of a group's execution (shared-execution.ts): the first member's services, and a note
// whenever a resolver reads anything else (the viewer, any property of a socket's context), after which
// the result is the representative's own and is not shared.

// the services every context carries; anything else a shared execution reads (the viewer first of all)
// makes its result the representative's own
export const SHARED_CONTEXT_KEYS = new Set(['db', 'config', 'bus', 'log']);
// plain values of the context that results may depend on: part of the group's key, so reading them
// keeps a result shared (the viewer's language: names and labels in it)
export const SHARED_CONTEXT_VALUES = ['language'] as const;

export function watchedContext(contextValue: Record<string, unknown>, watch: { personal: boolean }): object {
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
