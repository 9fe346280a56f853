import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { apiJson } from '../../lib/http';
import { saveInitData } from '../../lib/init-data';
import { Button } from '../../ui/button';
import { Card, ErrorBox, Hint, Screen, Title } from '../../ui/layout';
import { LoadingBlock } from '../../ui/spinner';
import { SESSION_TEXTS } from './texts';

const DevLoginQuery = graphql(`
  query DevLogin {
    appInfo {
      name
      devLogin
    }
  }
`);

interface DemoUser {
  telegram_id: string;
  name: string;
  role: string;
}

const Users = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

// Outside Telegram (a plain browser) in development: pick a demo user, the server signs init data for it.
export function DevSignInScreen() {
  const { data, loading } = useQuery(DevLoginQuery);
  const enabled = data?.appInfo.devLogin ?? false;
  const [users, setUsers] = useState<DemoUser[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled) return;
    apiJson<{ data: DemoUser[] }>('/api/dev/users')
      .then((body) => setUsers(body.data))
      .catch(() => setError(SESSION_TEXTS.devLoadFailed));
  }, [enabled]);

  const signIn = async (telegramId: string) => {
    setBusy(telegramId);
    setError(null);
    try {
      const body = await apiJson<{ init_data: string }>('/api/dev/sign-in', {
        method: 'POST',
        body: JSON.stringify({ telegram_id: telegramId }),
      });
      saveInitData(body.init_data);
    } catch {
      setError(SESSION_TEXTS.devSignInFailed);
      setBusy(null);
    }
  };

  if (loading) return <LoadingBlock text={SESSION_TEXTS.loading} />;
  if (!enabled) {
    return (
      <Screen>
        <Card>
          <Title>{data?.appInfo.name ?? ''}</Title>
          <Hint>{SESSION_TEXTS.openInTelegram}</Hint>
        </Card>
      </Screen>
    );
  }
  return (
    <Screen>
      <Card>
        <Title>{SESSION_TEXTS.devTitle}</Title>
        <Hint>{SESSION_TEXTS.devHint}</Hint>
        {error && <ErrorBox>{error}</ErrorBox>}
        {!users && !error && <LoadingBlock />}
        <Users>
          {users?.map((user) => (
            <Button
              key={user.telegram_id}
              $variant="secondary"
              $block
              disabled={busy !== null}
              onClick={() => void signIn(user.telegram_id)}
            >
              {`${user.name} (${user.role})`}
            </Button>
          ))}
        </Users>
      </Card>
    </Screen>
  );
}
