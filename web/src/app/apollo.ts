// One Apollo Client per signed-in session: HTTP for queries and mutations at once, and graphql-ws for
// subscriptions loaded after the first paint (the socket library is not needed to draw a screen).
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { BaseHttpLink } from '@apollo/client/link/http';
import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';
import { Observable, type Subscription } from 'rxjs';
import possibleTypes from '../gql/possible-types';
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

// task(id) is answered from the cache when the task is already there (from activeTask, myTasks...)
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: possibleTypes.possibleTypes,
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
  const socket = new DeferredLink(() => import('./realtime-link').then((module) => module.createRealtimeLink()));
  const client = new ApolloClient({
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
