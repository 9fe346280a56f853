// One Apollo Client per signed-in session: HTTP for queries and mutations at once, and graphql-ws for
// subscriptions loaded after the first paint (the socket library is not needed to draw a screen).
import { ApolloClient, ApolloLink, InMemoryCache, type Cache, type Reference } from '@apollo/client';
import { BaseHttpLink } from '@apollo/client/link/http';
import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';
import { Observable, type Subscription } from 'rxjs';
import { graphql } from '../gql';
import { possibleTypes } from '../gql/possible-types';
import { apiFetch } from '../lib/http';
import { IdempotencyLink } from './idempotency-link';

declare module '@apollo/client' {
  // Apollo Client 4's data masking is the one masking system (codegen.ts writes the matching types)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs the interface
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}

type LinkLoader = () => Promise<{ link: ApolloLink; dispose(): void }>;

// Holds subscriptions until the socket link has loaded, then hands them over.
class DeferredLink extends ApolloLink {
  private loaded: Promise<{ link: ApolloLink; dispose(): void }> | null = null;

  constructor(private readonly load: LinkLoader) {
    super();
  }

  preload(): void {
    this.loaded ??= this.load();
  }

  async dispose(): Promise<void> {
    if (this.loaded) (await this.loaded.catch(() => null))?.dispose();
  }

  override request(
    operation: ApolloLink.Operation,
    forward: ApolloLink.ForwardFunction,
  ): Observable<ApolloLink.Result> {
    this.preload();
    return new Observable<ApolloLink.Result>((observer) => {
      let inner: Subscription | null = null;
      let closed = false;
      this.loaded!.then(
        ({ link }) => {
          if (!closed) inner = link.request(operation, forward).subscribe(observer);
        },
        (error: unknown) => observer.error(error),
      );
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  }
}

const isSubscription = (operation: ApolloLink.Operation) =>
  operation.query.definitions.some(
    (definition) => definition.kind === 'OperationDefinition' && definition.operation === 'subscription',
  );

const TaskVersionFragment = graphql(`
  fragment TaskVersion on Task {
    version
  }
`);

interface VersionedTask {
  __typename: 'Task';
  id: number;
  version: number;
}

// Every Task in an answer that carries its version (the objects of a query, mutation or subscription result)
function versionedTasks(value: unknown, found: VersionedTask[] = []): VersionedTask[] {
  if (Array.isArray(value)) {
    for (const item of value) versionedTasks(item, found);
  } else if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (object.__typename === 'Task' && typeof object.id === 'number' && typeof object.version === 'number') {
      found.push(object as unknown as VersionedTask);
    }
    for (const key in object) versionedTasks(object[key], found);
  }
  return found;
}

// The cache keeps the newer of two answers about a task. A query's answer may leave the server before a
// status is pushed over the socket and arrive after it (a slow read, a refetch on reconnect): written as is,
// it would put the older status back on screen. Task.version grows with every change of the task, so a Task
// whose version is below the cached one is written (the fields only it brings are kept) and then the
// cached task's own fields are put back, all in one batch: watchers see only the newer task.
export class VersionedCache extends InMemoryCache {
  override write(options: Cache.WriteOptions): Reference | undefined {
    const stale: string[] = [];
    for (const task of versionedTasks(options.result)) {
      const id = this.identify({ __typename: task.__typename, id: task.id });
      if (!id) continue;
      const cached = this.readFragment({ id, fragment: TaskVersionFragment });
      if (cached && cached.version > task.version) stale.push(id);
    }
    if (stale.length === 0) return super.write(options);
    const store = this.extract() as Record<string, Record<string, unknown> | undefined>;
    return this.batch({
      update: () => {
        const written = super.write(options);
        for (const id of stale) {
          const newer = store[id];
          if (!newer) continue;
          this.modify({
            id,
            fields: (value, { storeFieldName }) => (storeFieldName in newer ? newer[storeFieldName] : value) as never,
          });
        }
        return written;
      },
    });
  }
}

// task(id) is answered from the cache when the task is already there (from activeTask, myTasks...)
export function createCache(): InMemoryCache {
  return new VersionedCache({
    possibleTypes,
    typePolicies: {
      Query: {
        fields: {
          task: {
            read(existing, { args, toReference }) {
              return (
                existing ??
                (typeof args?.id === 'number' ? toReference({ __typename: 'Task', id: args.id }) : undefined)
              );
            },
          },
        },
      },
    },
  });
}

export interface SessionClient {
  client: ApolloClient;
  // start loading the socket link (after the first paint)
  connectRealtime(): void;
  dispose(): void;
}

export function createSessionClient(): SessionClient {
  // mutations carry an Idempotency-Key, kept for one submission across its retries
  const http = ApolloLink.from([new IdempotencyLink(), new BaseHttpLink({ uri: '/graphql', fetch: apiFetch })]);
  // a socket that comes back has missed what was published while it was down (graphql-ws does not replay):
  // every query on screen (the active task, the master's dashboard, an open admin list, the session) is
  // read again; the subscriptions stay, resubscribed by the socket client, and the cache keeps the newer
  // task whichever arrives last (VersionedCache)
  const reread = () => void client.refetchQueries({ include: 'active' }).catch(() => undefined);
  const socket = new DeferredLink(() =>
    import('./realtime-link').then((module) => module.createRealtimeLink({ onReconnected: reread })),
  );
  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.split(isSubscription, socket, http),
    cache: createCache(),
    dataMasking: true,
  });
  return {
    client,
    connectRealtime: () => socket.preload(),
    dispose: () => {
      void socket.dispose();
      client.stop();
    },
  };
}
