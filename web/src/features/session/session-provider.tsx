import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { RoleName } from '../../lib/roles';
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

interface Props {
  children: ReactNode;
  // no user behind the init data (SPEC §7: treated as not logged in)
  onSignedOut(): void;
}

export function SessionProvider({ children, onSignedOut }: Props) {
  const { data, loading, error, refetch } = useQuery(ViewerQuery);
  const [setRole] = useMutation(SetRoleMutation);
  const [roleBusy, setRoleBusy] = useState(false);
  // SPEC §4: only one role change may run at a time
  const changing = useRef(false);
  const me = data?.me ?? null;

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
            setRole: { __typename: 'MutationSetRoleSuccess', data: { __typename: 'User', id: me.id, currentRole: role } },
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

  const session = useMemo<Session | null>(
    () =>
      me && data
        ? {
            user: me,
            appInfo: data.appInfo,
            contractStatus: data.myContract?.status ?? null,
            roleBusy,
            changeRole,
          }
        : null,
    [me, data, roleBusy, changeRole],
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
  if (!session) {
    return <LoadingBlock text={SESSION_TEXTS.loading} />;
  }
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
