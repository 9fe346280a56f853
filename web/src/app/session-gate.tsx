import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { SessionProvider } from '../features/session/session-provider';
import { SESSION_TEXTS } from '../features/session/texts';
import { handleInitDataRejected, isReloadScheduled } from '../features/session/unauthorized';
import { setUnauthorizedHandler } from '../lib/http';
import { getInitData, subscribeInitData } from '../lib/init-data';
import { isInsideTelegram } from '../lib/telegram';
import { Card, Hint, Screen } from '../ui/layout';
import { LoadingBlock } from '../ui/spinner';
import { createSessionClient, type SessionClient } from './apollo';

const DevSignInScreen = lazy(() =>
  import('../features/session/dev-sign-in-screen').then((module) => ({ default: module.DevSignInScreen })),
);

const afterPaint = (action: () => void) => {
  const idle = (window as { requestIdleCallback?: (callback: () => void) => number }).requestIdleCallback;
  if (idle) idle(action);
  else setTimeout(action, 200);
};

function signOut() {
  handleInitDataRejected({ insideTelegram: isInsideTelegram() });
}

// One Apollo Client (and socket) per init data: another user gets an empty cache.
export function SessionGate({ children }: { children: ReactNode }) {
  const initData = useSyncExternalStore(subscribeInitData, getInitData);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new client (empty cache) for every init data
  const sessionClient = useMemo<SessionClient>(() => createSessionClient(), [initData]);
  const current = useRef(sessionClient);
  current.current = sessionClient;

  useEffect(() => {
    setUnauthorizedHandler(signOut);
    return () => setUnauthorizedHandler(null);
  }, []);

  useEffect(() => {
    if (initData) afterPaint(() => current.current === sessionClient && sessionClient.connectRealtime());
    // disposed only when replaced (StrictMode re-runs effects on the same client)
    return () => {
      setTimeout(() => {
        if (current.current !== sessionClient) sessionClient.dispose();
      }, 0);
    };
  }, [sessionClient, initData]);

  const onSignedOut = useCallback(signOut, []);

  let content: ReactNode;
  if (initData) {
    content = <SessionProvider onSignedOut={onSignedOut}>{children}</SessionProvider>;
  } else if (isInsideTelegram()) {
    content = isReloadScheduled() ? (
      <LoadingBlock text={SESSION_TEXTS.loading} />
    ) : (
      <Screen>
        <Card>
          <Hint>{SESSION_TEXTS.openInTelegram}</Hint>
        </Card>
      </Screen>
    );
  } else {
    content = (
      <Suspense fallback={<LoadingBlock text={SESSION_TEXTS.loading} />}>
        <DevSignInScreen />
      </Suspense>
    );
  }
  return <ApolloProvider client={sessionClient.client}>{content}</ApolloProvider>;
}
