// /analytics: the dashboard for analysts, who have a read-only token and no Telegram session (as on
// /explorer). Their own Apollo client sends the token as `Authorization: Bearer`; the app's session
// client is never made here.
import { useMemo, useState, type FormEvent } from 'react';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { BaseHttpLink } from '@apollo/client/link/http';
import { ApolloProvider } from '@apollo/client/react';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/field';
import { Hint, Title } from '../../../ui/layout';
import { AnalyticsDashboard } from './analytics-screen';
import { ANALYTICS_TEXTS as T } from './texts';

// the explorer's key: a token given on one of the two pages serves the other (this tab only)
export const ANALYST_TOKEN_KEY = 'usta.analystToken';

function savedToken(): string {
  try {
    return window.sessionStorage.getItem(ANALYST_TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

function saveToken(token: string) {
  try {
    if (token) window.sessionStorage.setItem(ANALYST_TOKEN_KEY, token);
    else window.sessionStorage.removeItem(ANALYST_TOKEN_KEY);
  } catch {
    // no storage: the token lives as long as the page
  }
}

const Page = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: 12px 16px 24px;
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const TokenForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  input {
    flex: 1 1 220px;
  }
`;

export function analystClient(token: string): ApolloClient {
  // the base link, as the session client uses: HttpLink would pull more of Apollo into the shared entry
  return new ApolloClient({
    link: new BaseHttpLink({ uri: '/graphql', headers: { Authorization: `Bearer ${token}` } }),
    cache: new InMemoryCache(),
  });
}

export function AnalystAnalyticsScreen() {
  const [token, setToken] = useState(savedToken);
  const [draft, setDraft] = useState(token);
  const client = useMemo(() => (token ? analystClient(token) : null), [token]);
  const connect = (event: FormEvent) => {
    event.preventDefault();
    saveToken(draft.trim());
    setToken(draft.trim());
  };
  return (
    <Page>
      <Title>{T.title}</Title>
      <TokenForm onSubmit={connect}>
        <Input
          type="password"
          autoComplete="off"
          aria-label={T.tokenLabel}
          placeholder={T.tokenLabel}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" disabled={!draft.trim() || draft.trim() === token}>
          {T.connect}
        </Button>
      </TokenForm>
      {client ? (
        <ApolloProvider client={client}>
          <AnalyticsDashboard explorerPath="/explorer" />
        </ApolloProvider>
      ) : (
        <Hint>{T.tokenNeeded}</Hint>
      )}
    </Page>
  );
}
