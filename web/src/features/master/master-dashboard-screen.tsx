import { lazy, Suspense, useEffect, useState } from 'react';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { errorMessage, transientFailure } from '../../lib/errors';
import { haptics } from '../../lib/haptics';
import { useRealtimeConnected } from '../../lib/realtime';
import { hasApprovedContract, type ContractStatusName } from '../../lib/roles';
import { POLL_INTERVAL_MS } from '../../lib/task-status';
import { Card, ErrorBox, Hint, Screen, Title } from '../../ui/layout';
import { LoadingBlock } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { TaskEndingNotice, type TaskEndingData, useTaskEndings } from './task-ending-notice';
import { MasterStatsCard } from './master-stats-card';
import { NewTaskCard } from './new-task-card';
import { MASTER_TEXTS } from './texts';
import { DutySlot } from './duty-slot';
import { AcceptTaskMutation, CompleteTaskMutation, DeclineTaskMutation } from './master-task-mutations';

export { AcceptTaskMutation, CompleteTaskMutation, DeclineTaskMutation };

// the task in progress, with its parts: the first screen of a master without one is the offer or the empty state
const loadCurrentTaskCard = () => import('./current-task-card');
const CurrentTaskCard = lazy(() => loadCurrentTaskCard().then((module) => ({ default: module.CurrentTaskCard })));
const MasterCancelDialog = lazy(() =>
  import('./master-cancel-dialog').then((module) => ({ default: module.MasterCancelDialog })),
);

export const MasterDashboardQuery = graphql(`
  query MasterDashboard {
    myContract {
      id
      status
    }
    masterCurrentTask {
      id
      status
      ...CurrentTaskCard_Task
      ...NewTaskCard_Task
    }
    masterPendingTask {
      id
      status
      ...NewTaskCard_Task
    }
  }
`);

export const MasterStatsQuery = graphql(`
  query MasterStats {
    masterStats {
      ...MasterStatsCard_Stats @unmask
    }
    masterResponse {
      ...MasterStatsCard_Response @unmask
    }
  }
`);

// Every change of the dashboard arrives with both of its tasks, so one event redraws it.
export const MasterFeedSubscription = graphql(`
  subscription MasterFeed {
    masterFeed {
      kind
      taskId
      # why the task left this master's screen (issue 28), said at once
      ending {
        ...TaskEndingNotice_Ending @unmask
      }
      currentTask {
        id
        status
        ...CurrentTaskCard_Task
        ...NewTaskCard_Task
      }
      offeredTask {
        id
        status
        ...NewTaskCard_Task
      }
    }
  }
`);

const Subtitle = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.hint};
`;

const REFRESH = { refetchQueries: ['MasterDashboard', 'MasterStats'], awaitRefetchQueries: true };

type Busy = 'accept' | 'decline' | 'complete' | null;

// docs/product.md §2 /master/dashboard. The masterFeed subscription keeps it current; while the socket is down
// the dashboard is polled every 5 s, and the socket takes over again once it is back.
export function MasterDashboardScreen() {
  const { toast, dismiss } = useToast();
  const client = useApolloClient();
  const [ending, setEnding] = useState<TaskEndingData | null>(null);
  // a task or an offer that ended: the toast of an earlier action goes, and the notice says why
  const showEnding = (next: TaskEndingData) => {
    dismiss();
    setEnding(next);
  };
  const realtime = useRealtimeConnected();
  const pollInterval = realtime ? 0 : POLL_INTERVAL_MS;

  // errorPolicy all: a master whose application is not (or no longer) approved still gets myContract
  const dashboard = useQuery(MasterDashboardQuery, {
    fetchPolicy: 'cache-and-network',
    pollInterval,
    errorPolicy: 'all',
  });
  const stats = useQuery(MasterStatsQuery, { fetchPolicy: 'cache-and-network' });
  const [busy, setBusy] = useState<Busy>(null);
  const [cancelOpen, setCancelOpen] = useState(false);

  const contractStatus = (dashboard.data?.myContract?.status ?? null) as ContractStatusName | null;
  const approved = hasApprovedContract(contractStatus);

  useSubscription(MasterFeedSubscription, {
    // the feed is for approved masters only
    skip: !approved,
    onData: ({ client, data }) => {
      const event = data.data?.masterFeed;
      if (!event) return;
      if (event.ending) showEnding(event.ending);
      // the tasks themselves are already in the cache (normalised by id): point the dashboard at them
      client.cache.modify({
        fields: {
          masterCurrentTask: (_existing, { toReference }) =>
            event.currentTask ? toReference({ __typename: 'Task', id: event.currentTask.id }) : null,
          masterPendingTask: (_existing, { toReference }) =>
            event.offeredTask ? toReference({ __typename: 'Task', id: event.offeredTask.id }) : null,
        },
      });
      // a finished or handed-back task changes the numbers
      if (event.kind === 'current_task_changed') void stats.refetch();
    },
    // the server ends the feed when the application is no longer approved (rejected, archived): the
    // session and the dashboard read the new status, and the master goes to the application screen
    onComplete: () => void client.refetchQueries({ include: ['Viewer', 'MasterDashboard'] }),
  });

  const [accept] = useMutation(AcceptTaskMutation, REFRESH);
  const [decline] = useMutation(DeclineTaskMutation, REFRESH);
  const [complete] = useMutation(CompleteTaskMutation, REFRESH);

  const current = dashboard.data?.masterCurrentTask ?? null;
  const pending = dashboard.data?.masterPendingTask ?? null;
  // without the socket, a task that is gone between two polls is asked about
  useTaskEndings([current?.id ?? null, pending?.id ?? null], !realtime && !busy, showEnding);
  // the "on my way" part is ready before the master accepts
  useEffect(() => {
    void loadCurrentTaskCard()
      .then((module) => module.loadMasterJourney())
      .catch(() => undefined);
  }, []);
  // a task an admin assigned (taken) waits for the master to start it, like an offer
  const offered = current?.status === 'taken' ? current : current ? null : pending;
  const inProgress = current && current.status !== 'taken' ? current : null;

  const run = async (kind: Exclude<Busy, null>, taskId: number, failed: string, done: string, price?: number) => {
    setBusy(kind);
    try {
      const variables = { id: taskId };
      const result =
        kind === 'accept'
          ? (await accept({ variables })).data?.acceptTask
          : kind === 'decline'
            ? (await decline({ variables })).data?.declineTask
            : (await complete({ variables: price ? { ...variables, price } : variables })).data?.completeTask;
      if (result && result.__typename.endsWith('Success')) {
        haptics.success();
        toast({ title: done });
      } else {
        haptics.error();
        toast({ title: (result && 'message' in result && result.message) || failed, variant: 'destructive' });
        void dashboard.refetch();
      }
    } catch (caught) {
      haptics.error();
      // a rate limit, an unavailable server or no network: the toast also says which, to retry later
      toast({
        title: errorMessage(caught, { failed, network: failed }),
        description: transientFailure(caught) ?? undefined,
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  if (dashboard.loading && !dashboard.data) return <LoadingBlock />;
  // docs/product.md §6: a master without an approved application goes to the application screen
  if (dashboard.data && !approved) return <Navigate to="/master/apply" replace />;

  const subtitle = offered
    ? MASTER_TEXTS.subtitleNew
    : inProgress
      ? MASTER_TEXTS.subtitleCurrent
      : MASTER_TEXTS.subtitleNone;

  return (
    <Screen>
      <header>
        <Title>{MASTER_TEXTS.dashboardTitle}</Title>
        <Subtitle>{subtitle}</Subtitle>
      </header>

      <DutySlot />

      {ending && <TaskEndingNotice ending={ending} onClose={() => setEnding(null)} />}

      {dashboard.error && (
        <ErrorBox>
          {errorMessage(dashboard.error, { failed: MASTER_TEXTS.tasksFailed, network: MASTER_TEXTS.tasksFailed })}
        </ErrorBox>
      )}

      {offered && (
        <NewTaskCard
          task={offered}
          busy={busy === 'accept' || busy === 'decline' ? busy : null}
          canDecline={offered.status !== 'taken'}
          onAccept={() => void run('accept', offered.id, MASTER_TEXTS.acceptFailed, MASTER_TEXTS.accepted)}
          onDecline={() => void run('decline', offered.id, MASTER_TEXTS.declineFailed, MASTER_TEXTS.declined)}
        />
      )}

      {inProgress && (
        <Suspense fallback={<LoadingBlock />}>
          <CurrentTaskCard
            task={inProgress}
            busy={busy !== null}
            onCancel={() => setCancelOpen(true)}
            onComplete={(price) =>
              void run(
                'complete',
                inProgress.id,
                MASTER_TEXTS.completeFailed,
                MASTER_TEXTS.completed,
                price ?? undefined,
              )
            }
          />
        </Suspense>
      )}

      {!offered && !inProgress && dashboard.data && !dashboard.error && (
        <>
          <Card>
            <Hint style={{ textAlign: 'center', padding: '12px 0' }}>{MASTER_TEXTS.noTasks}</Hint>
          </Card>
          {stats.data ? (
            <MasterStatsCard stats={stats.data.masterStats} response={stats.data.masterResponse} />
          ) : stats.error ? (
            <ErrorBox>{MASTER_TEXTS.statsFailed}</ErrorBox>
          ) : null}
        </>
      )}

      {cancelOpen && inProgress && (
        <Suspense fallback={null}>
          <MasterCancelDialog
            taskId={inProgress.id}
            onClose={() => setCancelOpen(false)}
            onCancelled={() => {
              setCancelOpen(false);
              toast({ title: MASTER_TEXTS.cancelledByMaster });
              void dashboard.refetch();
              void stats.refetch();
            }}
          />
        </Suspense>
      )}
    </Screen>
  );
}
