import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { applyLanguage, languageOf, useLanguage, type Language } from '../../lib/i18n';
import { rereadInNewLanguage } from '../../lib/localized-cache';
import { useRealtimeConnected } from '../../lib/realtime';
import type { RoleName } from '../../lib/roles';
import { POLL_INTERVAL_MS } from '../../lib/task-status';
import { ErrorBox, Screen } from '../../ui/layout';
import { Button } from '../../ui/button';
import { LoadingBlock } from '../../ui/spinner';
import { SessionContext, type RoleChangeResult, type Session } from './session-context';
import { SESSION_TEXTS } from './texts';

export const ViewerQuery = graphql(`
  query Viewer {
    me {
      id
      name
      firstName
      photoUrl
      currentRole
      isAdmin
      language
    }
    appInfo {
      name
      supportUrl
      devLogin
    }
    myContract {
      id
      status
    }
  }
`);

export const SetRoleMutation = graphql(`
  mutation SetRole($role: Role!) {
    setRole(role: $role) {
      __typename
      ... on MutationSetRoleSuccess {
        data {
          id
          currentRole
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const SetLanguageMutation = graphql(`
  mutation SetLanguage($language: Language!) {
    setLanguage(language: $language) {
      __typename
      ... on MutationSetLanguageSuccess {
        data {
          id
          language
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

// The signed-in user changed elsewhere (a role switched in another window or device, an admin decided
// on the application): the Viewer query is read again, for the contract status too (User does not carry it).
export const ViewerChangedSubscription = graphql(`
  subscription ViewerChanged {
    viewerChanged {
      id
      currentRole
      isAdmin
    }
  }
`);

// a refetch on returning to the app waits this long after the previous one (focus and
// visibilitychange usually come together)
const RETURN_REFETCH_GAP_MS = 2000;

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

// Changes made elsewhere while the app stays open: the viewerChanged subscription (a role switched on
// another device, an admin's decision on the application) and a refetch whenever the person comes back
// to the app.
function useLiveViewer(refetch: () => Promise<unknown>, signedIn: boolean) {
  const client = useApolloClient();
  // a failed refetch leaves the session as it was (the next one may succeed)
  const reload = useCallback(() => void refetch().catch(() => undefined), [refetch]);

  // client.subscribe rather than useSubscription: the hook would move into the entry chunk (+3 KB)
  useEffect(() => {
    if (!signedIn) return;
    const subscription = client.subscribe({ query: ViewerChangedSubscription }).subscribe({
      next: (result) => {
        if (result.data) reload();
      },
      // the socket link retries on its own; polling and the refetch on return cover the gap
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }, [client, signedIn, reload]);

  const last = useRef(0);
  useEffect(() => {
    if (!signedIn) return;
    const back = () => {
      if (pageHidden() || Date.now() - last.current < RETURN_REFETCH_GAP_MS) return;
      last.current = Date.now();
      reload();
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
    };
  }, [reload, signedIn]);
}

interface Props {
  children: ReactNode;
  // no user behind the init data (docs/product.md §7: treated as not logged in)
  onSignedOut(): void;
}

export function SessionProvider({ children, onSignedOut }: Props) {
  const [pollInterval, setPollInterval] = useState(0);
  // no poll of a hidden app (a Mini App minimised, a background tab)
  const { data, loading, error, refetch } = useQuery(ViewerQuery, { pollInterval, skipPollAttempt: pageHidden });
  const [setRole] = useMutation(SetRoleMutation);
  const [setLanguage] = useMutation(SetLanguageMutation);
  const client = useApolloClient();
  const [roleBusy, setRoleBusy] = useState(false);
  // docs/product.md §4: only one role change may run at a time
  const changing = useRef(false);
  const me = data?.me ?? null;
  useLiveViewer(refetch, !!me);
  // An admin's decision on a waiting application comes as viewerChanged, so an approved master sees the
  // dashboard at once; while the socket is down the visible app asks every 5 s instead (docs/product.md §9).
  const realtime = useRealtimeConnected();
  const contractPending = data?.myContract?.status === 'pending';
  const poll = contractPending && !realtime;
  useEffect(() => setPollInterval(poll ? POLL_INTERVAL_MS : 0), [poll]);
  // the socket is back: a decision published while it was down is not replayed, so read once
  const socketWasUp = useRef(realtime);
  useEffect(() => {
    if (realtime && !socketWasUp.current && contractPending) void refetch().catch(() => undefined);
    socketWasUp.current = realtime;
  }, [realtime, contractPending, refetch]);

  const changeRole = useCallback(
    async (role: RoleName): Promise<RoleChangeResult> => {
      if (!me) return 'failed';
      if (changing.current) return 'busy';
      if (me.currentRole === role) return 'changed';
      changing.current = true;
      setRoleBusy(true);
      try {
        // Not in the same task as the Viewer result: the route guard asks for a role from an effect that
        // React flushes while that result is still being delivered, and Apollo drops a cache update (the
        // optimistic role) made before the query's request has finished; the answer equals that lost
        // update, so the screen waited forever.
        await new Promise((resolve) => setTimeout(resolve, 0));
        // the optimistic layer switches the role at once; Apollo drops it when the answer comes, so a
        // refusal leaves the previous role in place
        const result = await setRole({
          variables: { role },
          optimisticResponse: {
            __typename: 'Mutation',
            setRole: {
              __typename: 'MutationSetRoleSuccess',
              data: { __typename: 'User', id: me.id, currentRole: role },
            },
          },
        });
        return result.data?.setRole.__typename === 'MutationSetRoleSuccess' ? 'changed' : 'failed';
      } catch {
        return 'failed';
      } finally {
        changing.current = false;
        setRoleBusy(false);
      }
    },
    [me, setRole],
  );

  // the server keeps the language; the screens follow it once its catalogue is loaded
  const wanted: Language | null = me ? languageOf(me.language) : null;
  const active = useLanguage();
  const [unavailable, setUnavailable] = useState<Language | null>(null);
  useEffect(() => {
    if (!wanted) return;
    // a catalogue that does not load leaves the screens in the language they had
    applyLanguage(wanted).then(
      () => setUnavailable(null),
      () => setUnavailable(wanted),
    );
  }, [wanted]);

  const changeLanguage = useCallback(
    async (language: Language): Promise<boolean> => {
      if (!me) return false;
      const value = language === 'uz' ? 'UZ' : 'RU';
      try {
        const result = await setLanguage({
          variables: { language: value },
          optimisticResponse: {
            __typename: 'Mutation',
            setLanguage: {
              __typename: 'MutationSetLanguageSuccess',
              data: { __typename: 'User', id: me.id, language: value },
            },
          },
        });
        if (result.data?.setLanguage.__typename !== 'MutationSetLanguageSuccess') return false;
        // category, city and status names come in the viewer's language: read the shown ones again, drop
        // the others, and take live events from a socket opened in the new language
        rereadInNewLanguage(client);
        return true;
      } catch {
        return false;
      }
    },
    [me, setLanguage, client],
  );

  const session = useMemo<Session | null>(
    () =>
      me && data
        ? {
            user: me,
            appInfo: data.appInfo,
            contractStatus: data.myContract?.status ?? null,
            roleBusy,
            changeRole,
            language: active,
            changeLanguage,
          }
        : null,
    [me, data, roleBusy, changeRole, active, changeLanguage],
  );

  const signedOut = !loading && !error && !!data && !data.me;
  useEffect(() => {
    if (signedOut) onSignedOut();
  }, [signedOut, onSignedOut]);

  if (loading && !data) return <LoadingBlock text={SESSION_TEXTS.loading} />;
  if (error && !data) {
    return (
      <Screen>
        <ErrorBox>{SESSION_TEXTS.userLoadFailed}</ErrorBox>
        <Button onClick={() => void refetch()}>{SESSION_TEXTS.retry}</Button>
      </Screen>
    );
  }
  if (!session || (wanted && wanted !== active && unavailable !== wanted)) {
    return <LoadingBlock text={SESSION_TEXTS.loading} />;
  }
  // keyed by the language: every screen renders again with the other catalogue
  return (
    <SessionContext.Provider value={session}>
      <Fragment key={active}>{children}</Fragment>
    </SessionContext.Provider>
  );
}
