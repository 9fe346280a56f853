import { lazy, Suspense, useCallback, useEffect, useReducer, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { loadFeatureTexts } from '../../lib/i18n';
import { loadJourneyTexts } from '../../lib/journey-texts';
import { useRealtimeConnected } from '../../lib/realtime';
import { POLL_INTERVAL_MS, POLLED_STATUSES } from '../../lib/task-status';
import { LinkButton } from '../../ui/button';
import { Card, ErrorBox, Hint, Screen, Title } from '../../ui/layout';
import { LoadingBlock } from '../../ui/spinner';
import { clientFlowReducer, clientMode, INITIAL_FLOW } from './client-flow';
import { DescriptionForm } from './description-form';
import { loadTaskFormTexts } from './form-texts';
import { StatisticsCard } from './statistics-card';
import { CLIENT_TEXTS } from './texts';

// a group reply's link (docs/product.md §13): only a client who came by one loads it
const IntakePrefill = lazy(() => import('./intake-prefill'));

// the steps after the first screen load when they are needed (the live card too: a newcomer's first screen is
// the description form)
const ActiveTaskCard = lazy(() => import('./active-task-card').then((module) => ({ default: module.ActiveTaskCard })));
// (the form's texts are its own catalogue: form-texts.ts)
const loadConfirmForm = () =>
  Promise.all([import('./confirm-task-form'), loadTaskFormTexts()]).then(([module]) => module);
const ConfirmTaskForm = lazy(() => loadConfirmForm().then((module) => ({ default: module.ConfirmTaskForm })));
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));
const ReviewSent = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewSent })));
const ProblemSlot = lazy(() => import('./review-form').then((module) => ({ default: module.ProblemSlot })));
const CancelTaskDialog = lazy(() =>
  import('./cancel-task-dialog').then((module) => ({ default: module.CancelTaskDialog })),
);
// the emergency card (docs/product.md §11 "Emergencies first") with its texts, only when a text reports danger
const EmergencyCard = lazy(() =>
  Promise.all([import('./emergency-card'), loadFeatureTexts(['emergency'])]).then(([module]) => ({
    default: module.EmergencyCard,
  })),
);
// the live card's parts and the task's subscription, with their texts, after the card
const loadJourney = () => Promise.all([import('./task-journey'), loadJourneyTexts()]).then(([module]) => module);
const TaskLiveFeed = lazy(() => loadJourney().then((module) => ({ default: module.TaskLiveFeed })));
const JourneySteps = lazy(() => loadJourney().then((module) => ({ default: module.JourneySteps })));
const JourneyLive = lazy(() => loadJourney().then((module) => ({ default: module.JourneyLive })));
const JourneyMasterFacts = lazy(() => loadJourney().then((module) => ({ default: module.JourneyMasterFacts })));
const JourneyStageLabel = lazy(() => loadJourney().then((module) => ({ default: module.JourneyStageLabel })));
const TaskRecapCard = lazy(() =>
  Promise.all([import('./task-recap'), loadJourneyTexts()]).then(([module]) => ({ default: module.TaskRecapCard })),
);

export const ClientHomeQuery = graphql(`
  query ClientHome {
    activeTask {
      id
      status
      active
      hasReview
      cancelStep
      ...ActiveTaskCard_Task
    }
    activeTaskCount
    clientStats {
      ...StatisticsCard_Stats @unmask
    }
  }
`);

export const ClientTaskQuery = graphql(`
  query ClientTask($id: Int!) {
    task(id: $id) {
      id
      status
      active
      hasReview
      cancelStep
      master {
        contractId
      }
      ...ActiveTaskCard_Task
    }
  }
`);

// a part that loads after the screen: nothing in its place meanwhile
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export interface ClientLocationState {
  activeTaskId?: number;
  // the startapp token of a group reply's link: the form opens filled in from it
  intakeToken?: string;
  // "Позвать снова": the new task goes to this former master first (docs/product.md §12)
  callAgain?: { contractId: number; name: string };
}

// docs/product.md §2 /client: initial, category-detected, has-active-task and leave-review modes.
export function ClientScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const navTaskId = (location.state as ClientLocationState | null)?.activeTaskId ?? null;
  const intakeToken = (location.state as ClientLocationState | null)?.intakeToken;
  const callAgain = (location.state as ClientLocationState | null)?.callAgain;
  const [flow, dispatch] = useReducer(clientFlowReducer, INITIAL_FLOW);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const realtime = useRealtimeConnected();

  const home = useQuery(ClientHomeQuery, { fetchPolicy: 'cache-and-network' });
  const [pollInterval, setPollInterval] = useState(0);
  const taskQuery = useQuery(ClientTaskQuery, {
    variables: { id: flow.taskId ?? 0 },
    skip: flow.taskId === null,
    pollInterval,
  });
  const task = flow.taskId !== null ? (taskQuery.data?.task ?? null) : null;
  const status = task?.status ?? null;

  // the socket brings every change; without it a task still being searched for is polled (docs/product.md §4)
  const poll = !realtime && status !== null && POLLED_STATUSES.includes(status);
  useEffect(() => setPollInterval(poll ? POLL_INTERVAL_MS : 0), [poll]);

  // a task opened from the list or a deep link wins over the server's current task
  useEffect(() => {
    if (navTaskId) dispatch({ type: 'taskOpened', taskId: navTaskId, explicit: true });
  }, [navTaskId]);
  const currentTaskId = home.data?.activeTask?.id ?? null;
  // after "Позвать снова" the form comes first, not the last task's review (even one already on screen)
  useEffect(() => {
    if (callAgain) dispatch({ type: 'startNew' });
  }, [callAgain]);
  useEffect(() => {
    if (currentTaskId && !navTaskId && !callAgain)
      dispatch({ type: 'taskOpened', taskId: currentTaskId, explicit: false });
  }, [currentTaskId, navTaskId, callAgain]);

  const description = flow.description;
  useEffect(() => {
    // fetch the confirmation step while the client types
    if (description.trim()) void loadConfirmForm();
  }, [description]);

  const openTask = useCallback(
    (taskId: number) => {
      dispatch({ type: 'taskOpened', taskId, explicit: true });
      void home.refetch();
    },
    [home],
  );

  const mode = clientMode(flow, task ? { id: task.id, status: task.status, hasReview: task.hasReview } : null);

  if (home.loading && !home.data && !navTaskId) return <LoadingBlock />;

  const activeCount = home.data?.activeTaskCount ?? 0;
  const startNew = () => {
    setCancelOpen(false);
    dispatch({ type: 'startNew' });
  };

  return (
    <Screen>
      {home.error && !home.data && (
        <ErrorBox>
          {errorMessage(home.error, { failed: CLIENT_TEXTS.activeFailed, network: CLIENT_TEXTS.activeFailed })}
        </ErrorBox>
      )}
      <Suspense fallback={<LoadingBlock />}>
        {mode === 'initial' && (
          <>
            <Card>
              <Title>{CLIENT_TEXTS.createTitle}</Title>
              <Hint>{CLIENT_TEXTS.createHint}</Hint>
              {intakeToken && (
                <Later>
                  <IntakePrefill token={intakeToken} dispatch={dispatch} />
                </Later>
              )}
              <DescriptionForm
                description={description}
                onDescriptionChange={(value) => dispatch({ type: 'descriptionChanged', description: value })}
                onDetected={(categoryId, detection) => dispatch({ type: 'categoryDetected', categoryId, detection })}
                activeTasksCount={activeCount}
                onShowActiveTasks={() => navigate('/client/tasks')}
              />
            </Card>
            {home.data?.clientStats && <StatisticsCard stats={home.data.clientStats} />}
          </>
        )}

        {mode === 'detected' && flow.detection?.emergency && !flow.emergencyPassed && (
          <EmergencyCard
            emergency={flow.detection.emergency}
            onCallMaster={() => dispatch({ type: 'emergencyPassed' })}
          />
        )}

        {mode === 'detected' && (!flow.detection?.emergency || flow.emergencyPassed) && (
          <Card>
            <Title>{CLIENT_TEXTS.createTitle}</Title>
            <ConfirmTaskForm
              description={description}
              detectedCategoryId={flow.detectedCategoryId}
              detection={flow.detection}
              intakeToken={intakeToken}
              preferredMaster={callAgain}
              onCreated={openTask}
              onActiveExists={openTask}
              onCancel={() => dispatch({ type: 'confirmCancelled' })}
            />
          </Card>
        )}

        {mode === 'loading' &&
          (taskQuery.error ? (
            <Card>
              <ErrorBox>
                {errorMessage(taskQuery.error, {
                  failed: CLIENT_TEXTS.activeFailed,
                  network: CLIENT_TEXTS.activeFailed,
                })}
              </ErrorBox>
              <LinkButton onClick={startNew}>{CLIENT_TEXTS.createNew}</LinkButton>
            </Card>
          ) : (
            <LoadingBlock />
          ))}

        {mode === 'active' && task && (
          <>
            <ActiveTaskCard
              task={task}
              cancelling={cancelling}
              onCancel={() => setCancelOpen(true)}
              onCreateNew={startNew}
              progress={
                <Later>
                  <JourneySteps taskId={task.id} />
                </Later>
              }
              live={
                <Later>
                  <JourneyLive taskId={task.id} />
                </Later>
              }
              masterFacts={
                <Later>
                  <JourneyMasterFacts taskId={task.id} />
                </Later>
              }
              stageLabel={(label) => (
                <Suspense fallback={label}>
                  <JourneyStageLabel taskId={task.id} fallback={label} />
                </Suspense>
              )}
            />
            <Later>
              <TaskLiveFeed taskId={task.id} active={task.active} />
              {task.active && <TaskRecapCard taskId={task.id} />}
            </Later>
            {cancelOpen && (
              <CancelTaskDialog
                taskId={task.id}
                step={task.cancelStep === 2 ? 2 : 1}
                onClose={() => setCancelOpen(false)}
                onBusyChange={setCancelling}
                onCancelled={() => {
                  setCancelOpen(false);
                  dispatch({ type: 'taskCancelled' });
                  void home.refetch();
                }}
              />
            )}
          </>
        )}

        {mode === 'review' && task && (
          <ReviewForm
            target={{ taskId: task.id, master: task.master }}
            onSent={() => {
              dispatch({ type: 'reviewSent' });
              // the task now has a review, and the client's statistics change
              void home.refetch();
              void taskQuery.refetch();
            }}
            onCancel={startNew}
          />
        )}

        {mode === 'reviewSent' && <ReviewSent onCreateNew={startNew} />}
        {(mode === 'review' || mode === 'reviewSent') && task && <ProblemSlot taskId={task.id} />}
      </Suspense>
    </Screen>
  );
}
