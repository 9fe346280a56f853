// The client's live card, loaded after the card itself: where the task stands (searching,
// accepted, on the way, arrived, done), how many masters were told, who is coming, how far he is and when
// he will be there, a map where tiles load, and what the client entered. The task's subscription lives
// here and brings every change; while the socket is down the task is asked for every 5 s instead.
import { useFragment, useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '../../gql';
import { formatMinutes, JOURNEY_STEPS, journeyStep, type JourneyStep } from '../../lib/journey';
import { JOURNEY_TEXTS } from '../../lib/journey-texts';
import { formatDistance } from '../../lib/location';
import { useRealtimeConnected } from '../../lib/realtime';
import { POLL_INTERVAL_MS } from '../../lib/task-status';
import { formatTime } from '@usta/rules';
import { Hint } from '../../ui/layout';
import { TopUstaBadge } from '../../ui/top-usta-badge';
import { JourneyMap } from './journey-map';
import { Figures, Live, Steps } from './task-journey-styles';

export const TaskJourneyFragment = graphql(`
  fragment TaskJourney_Task on Task {
    id
    version
    status
    latitude
    longitude
    journey {
      stage
      mastersNotified
      wave
      radiusMeters
      master {
        firstName
        rating
        completedCount
        topUsta
      }
      preferredMaster {
        firstName
        state
      }
      distanceMeters
      etaMinutes
      etaSource
      masterPosition {
        latitude
        longitude
      }
      destination {
        latitude
        longitude
      }
      updatedAt
    }
  }
`);

export const ClientTaskJourneyQuery = graphql(`
  query ClientTaskJourney($id: Int!) {
    task(id: $id) {
      id
      ...TaskJourney_Task
      ...TaskRecap_Task
    }
  }
`);

// every change of the task: its status and card, and its journey
export const ClientTaskUpdatedSubscription = graphql(`
  subscription ClientTaskUpdated($id: Int!) {
    taskUpdated(id: $id) {
      id
      status
      active
      hasReview
      cancelStep
      master {
        contractId
      }
      ...ActiveTaskCard_Task
      ...TaskJourney_Task
    }
  }
`);

const STEP_TEXT: Record<JourneyStep, () => string> = {
  searching: () => JOURNEY_TEXTS.stepSearching,
  accepted: () => JOURNEY_TEXTS.stepAccepted,
  on_the_way: () => JOURNEY_TEXTS.stepOnTheWay,
  arrived: () => JOURNEY_TEXTS.stepArrived,
  done: () => JOURNEY_TEXTS.stepDone,
};

// the time of day in Tashkent, as every screen writes it (@usta/rules dates.ts)
const time = (value: string) => formatTime(new Date(value));

type JourneyData = NonNullable<ReturnType<typeof useTaskJourney>>;

function useTaskJourney(taskId: number) {
  const { data } = useQuery(ClientTaskJourneyQuery, { variables: { id: taskId }, fetchPolicy: 'cache-first' });
  const { data: task, complete } = useFragment({
    fragment: TaskJourneyFragment,
    from: { __typename: 'Task', id: taskId },
  });
  return data && complete ? task : null;
}

// The subscription (and, without the socket, the polling) of the task on screen; draws nothing.
export function TaskLiveFeed({ taskId, active }: { taskId: number; active: boolean }) {
  const realtime = useRealtimeConnected();
  useSubscription(ClientTaskUpdatedSubscription, { variables: { id: taskId }, skip: !active });
  useQuery(ClientTaskJourneyQuery, {
    variables: { id: taskId },
    skip: !active,
    fetchPolicy: 'cache-and-network',
    pollInterval: active && !realtime ? POLL_INTERVAL_MS : 0,
  });
  return null;
}

export function JourneySteps({ taskId }: { taskId: number }) {
  const task = useTaskJourney(taskId);
  if (
    !task ||
    !['sent_to_masters', 'new', 'awaiting_admin_attention', 'taken', 'in_progress', 'completed'].includes(task.status)
  )
    return null;
  const current = journeyStep(task.journey?.stage, task.status === 'completed');
  const reached = JOURNEY_STEPS.indexOf(current);
  return (
    <Steps aria-label={JOURNEY_TEXTS.stepsLabel}>
      {JOURNEY_STEPS.map((step, index) => (
        <li key={step} data-reached={index <= reached} aria-current={step === current ? 'step' : undefined}>
          {STEP_TEXT[step]()}
        </li>
      ))}
    </Steps>
  );
}

// the master the client asked for again (docs/product.md §12): his turn alone, or why the search widened
const PREFERRED_TEXT = {
  OFFERED: (name: string) => JOURNEY_TEXTS.preferredOffered({ name }),
  DECLINED: (name: string) => JOURNEY_TEXTS.preferredDeclined({ name }),
  NO_ANSWER: (name: string) => JOURNEY_TEXTS.preferredNoAnswer({ name }),
  UNAVAILABLE: (name: string) => JOURNEY_TEXTS.preferredUnavailable({ name }),
} as const;

function Searching({ journey }: { journey: NonNullable<JourneyData['journey']> }) {
  const preferred = journey.preferredMaster;
  const line = preferred && (
    <Hint role="status" data-testid="journey-preferred" data-state={preferred.state}>
      {PREFERRED_TEXT[preferred.state](preferred.firstName)}
    </Hint>
  );
  if (!journey.mastersNotified) return line || null;
  if (preferred?.state === 'OFFERED') return line;
  return (
    <>
      {line}
      <Searched journey={journey} />
    </>
  );
}

function Searched({ journey }: { journey: NonNullable<JourneyData['journey']> }) {
  if (!journey.mastersNotified) return null;
  return (
    <Hint data-testid="journey-notified">
      {JOURNEY_TEXTS.notified({ count: journey.mastersNotified })}
      {/* how far the search reaches, in the client's words: the wave itself is the dispatcher's business */}
      {journey.radiusMeters ? (
        <>
          <br />
          {JOURNEY_TEXTS.waveRadius({ distance: formatDistance(journey.radiusMeters) })}
        </>
      ) : null}
    </Hint>
  );
}

function Eta({ journey }: { journey: NonNullable<JourneyData['journey']> }) {
  if (journey.etaMinutes === null) return null;
  const minutes = formatMinutes(journey.etaMinutes);
  return (
    <span data-testid="journey-eta">
      {journey.etaSource === 'MASTER' ? JOURNEY_TEXTS.etaOwn({ minutes }) : JOURNEY_TEXTS.etaApprox({ minutes })}
    </span>
  );
}

// what the current step shows under the master
export function JourneyLive({ taskId }: { taskId: number }) {
  const task = useTaskJourney(taskId);
  const journey = task?.journey;
  if (!task || !journey) return null;
  if (journey.stage === 'SEARCHING') return <Searching journey={journey} />;
  if (journey.stage === 'ON_THE_WAY') {
    // her own point, else where his distance is counted to (her district's centre), named so
    const own = task.latitude !== null && task.longitude !== null;
    const client = own ? { latitude: task.latitude!, longitude: task.longitude! } : (journey.destination ?? null);
    return (
      <Live aria-live="polite" data-testid="journey-on-the-way">
        <strong>{JOURNEY_TEXTS.onTheWayTitle}</strong>
        <Figures>
          {journey.distanceMeters !== null && (
            <span data-testid="journey-distance">
              {JOURNEY_TEXTS.distanceLeft({ distance: formatDistance(journey.distanceMeters) })}
            </span>
          )}
          <Eta journey={journey} />
        </Figures>
        <Hint>{JOURNEY_TEXTS.updatedAt({ time: time(journey.updatedAt) })}</Hint>
        <JourneyMap
          client={client}
          clientLabel={own ? JOURNEY_TEXTS.mapYou : JOURNEY_TEXTS.mapDistrict}
          master={journey.masterPosition ?? null}
        />
      </Live>
    );
  }
  if (journey.stage === 'ARRIVED') {
    return (
      <Live role="status" data-testid="journey-arrived">
        <strong>{JOURNEY_TEXTS.arrivedTitle}</strong>
        <Hint>{JOURNEY_TEXTS.arrivedHint}</Hint>
      </Live>
    );
  }
  return null;
}

// The card's status badge while a master works on the task: the stage of his way when he is on it or has
// arrived (as the steps above say), else the task's status as the server names it.
export function JourneyStageLabel({ taskId, fallback }: { taskId: number; fallback: string }) {
  const task = useTaskJourney(taskId);
  const stage = task?.journey?.stage;
  if (stage === 'ON_THE_WAY') return <>{JOURNEY_TEXTS.stepOnTheWay}</>;
  if (stage === 'ARRIVED') return <>{JOURNEY_TEXTS.stepArrived}</>;
  return <>{fallback}</>;
}

// completed jobs and the distance, beside the master's name
export function JourneyMasterFacts({ taskId }: { taskId: number }) {
  const task = useTaskJourney(taskId);
  const journey = task?.journey;
  if (!journey?.master) return null;
  const away = journey.stage === 'ACCEPTED' && journey.distanceMeters !== null ? journey.distanceMeters : null;
  return (
    <Hint>
      {journey.master.topUsta && (
        <>
          <TopUstaBadge title={JOURNEY_TEXTS.topUstaHint}>{JOURNEY_TEXTS.topUsta}</TopUstaBadge>{' '}
        </>
      )}
      {JOURNEY_TEXTS.masterCompleted({ count: journey.master.completedCount })}
      {away !== null && ` · ${JOURNEY_TEXTS.masterAway({ distance: formatDistance(away) })}`}
    </Hint>
  );
}
