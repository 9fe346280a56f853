// Test wiring: the app's real providers around a screen, with Apollo's MockedProvider standing in for
// the network (the real server is exercised by the browser tests).
import type { ReactElement, ReactNode } from 'react';
import { ApolloLink, type ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createCache } from '../app/apollo';
import { SessionProvider } from '../features/session/session-provider';
import { ViewerQuery } from '../features/session/session-provider';
import type { RoleName, ContractStatusName } from '../lib/roles';
import { createTheme } from '../ui/theme';
import { ToastProvider } from '../ui/toast';

export type Mock = MockLink.MockedResponse<any, any>;

export interface ViewerOptions {
  name?: string;
  firstName?: string | null;
  currentRole?: RoleName | null;
  isAdmin?: boolean;
  photoUrl?: string | null;
  contractStatus?: ContractStatusName | null;
  appName?: string;
  language?: 'RU' | 'UZ';
}

export function viewerMock(options: ViewerOptions = {}): Mock {
  return {
    request: { query: ViewerQuery },
    result: {
      data: {
        me: {
          __typename: 'User',
          id: 7,
          name: options.name ?? 'Азиз Каримов',
          firstName: options.firstName === undefined ? 'Азиз' : options.firstName,
          photoUrl: options.photoUrl ?? null,
          currentRole: options.currentRole === undefined ? null : options.currentRole,
          isAdmin: options.isAdmin ?? false,
          language: options.language ?? 'RU',
        },
        appInfo: {
          __typename: 'AppInfo',
          name: options.appName ?? 'Usta',
          supportUrl: 'https://t.me/usta_support',
          devLogin: true,
        },
        myContract: options.contractStatus ? { __typename: 'Contract', id: 3, status: options.contractStatus } : null,
      },
    },
  };
}

// shows where the router is, so a test can assert redirects
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

interface Options {
  mocks?: Mock[];
  route?: InitialEntry;
  // wrap in the real SessionProvider (needs a viewerMock among the mocks)
  session?: boolean;
  // subscriptions go here, so a test can push several events to one of them
  subscriptions?: MockSubscriptionLink;
  // the app's own client (createSessionClient) instead of MockedProvider: the real links over a
  // stubbed fetch (test/fetch-stub.ts)
  client?: ApolloClient;
}

const isSubscription = (operation: ApolloLink.Operation) =>
  operation.query.definitions.some(
    (definition) => definition.kind === 'OperationDefinition' && definition.operation === 'subscription',
  );

export function renderWithProviders(
  ui: ReactElement,
  { mocks = [], route = '/', session = false, subscriptions, client }: Options = {},
) {
  // the session subscribes to viewerChanged: a quiet socket unless the test brings its own
  const socket = subscriptions ?? (session ? new MockSubscriptionLink() : undefined);
  const link = socket ? ApolloLink.split(isSubscription, socket, new MockLink(mocks)) : undefined;
  const wrap = (children: ReactNode) =>
    session ? <SessionProvider onSignedOut={() => undefined}>{children}</SessionProvider> : children;
  const provide = (children: ReactNode) =>
    client ? (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    ) : (
      <MockedProvider mocks={mocks} link={link} cache={createCache()}>
        {children}
      </MockedProvider>
    );
  return render(
    provide(
      <ThemeProvider theme={createTheme()}>
        <ToastProvider>
          <MemoryRouter initialEntries={[route]}>
            {wrap(
              <>
                {ui}
                <LocationProbe />
              </>,
            )}
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>,
    ),
  );
}
