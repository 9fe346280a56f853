// The master's way to the task, loaded after the dashboard: "Еду" starts sharing his position
// (Telegram's location manager inside Telegram, the browser's geolocation outside it) every 10-30 s while
// this screen is open; when he refuses, he tells the client his own minutes instead; "На месте" marks the
// arrival. Buttons open the client's point in a maps app (./maps-buttons).
import { useEffect, useRef, useState } from 'react';
import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { watchDevicePosition, type PositionWatch } from '../../lib/device-position';
import { haptics } from '../../lib/haptics';
import { createPositionSender, type PositionFix, type PositionSender } from '../../lib/journey';
import { JOURNEY_TEXTS } from '../../lib/journey-texts';
import { formatTime } from '@usta/rules';
import { Button } from '../../ui/button';
import { ErrorBox, Hint } from '../../ui/layout';
import { EtaForm } from './eta-form';
import { MapsButtons } from './maps-buttons';
import {
  MasterArrivedMutation,
  MasterJourneyFragment,
  MasterJourneyQuery,
  MasterLocationMutation,
  MasterOnTheWayMutation,
} from './master-journey-documents';

export {
  MasterArrivedMutation,
  MasterJourneyQuery,
  MasterLocationMutation,
  MasterOnTheWayMutation,
} from './master-journey-documents';

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const FIRST_FIX_TIMEOUT_MS = 20_000;

// the time of day in Tashkent, as every screen writes it (@usta/rules dates.ts)
const time = (value: Date | string) => formatTime(new Date(value));

type Report = { latitude?: number; longitude?: number; accuracy?: number; etaMin?: number };
const reportOf = (fix: PositionFix): Report =>
  fix.accuracy === undefined
    ? { latitude: fix.latitude, longitude: fix.longitude }
    : { latitude: fix.latitude, longitude: fix.longitude, accuracy: Math.round(fix.accuracy) };

type Sharing = 'idle' | 'asking' | 'sharing' | 'refused';

interface Props {
  taskId: number;
  // watching the device (tests give their own)
  watch?: typeof watchDevicePosition;
}

// the task in progress, with its journey and the client's point (only its master reads them)
export function MasterJourney({ taskId, watch }: Props) {
  const { data } = useQuery(MasterJourneyQuery, { variables: { id: taskId }, fetchPolicy: 'cache-and-network' });
  return data?.task ? <JourneyControls task={data.task} watch={watch} /> : null;
}

function JourneyControls({
  task: ref,
  watch = watchDevicePosition,
}: {
  task: FragmentType<typeof MasterJourneyFragment>;
  watch?: typeof watchDevicePosition;
}) {
  const { data: task, complete } = useFragment({ fragment: MasterJourneyFragment, from: ref });
  const [onTheWay] = useMutation(MasterOnTheWayMutation);
  const [location] = useMutation(MasterLocationMutation);
  const [arrived] = useMutation(MasterArrivedMutation);
  const [sharing, setSharing] = useState<Sharing>('idle');
  const [busy, setBusy] = useState<'onTheWay' | 'arrived' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState<Date | null>(null);
  const watchRef = useRef<PositionWatch | null>(null);
  const senderRef = useRef<PositionSender | null>(null);
  const taskId = complete ? task.id : null;
  const stage = complete ? (task.journey?.stage ?? 'ACCEPTED') : null;

  const stop = () => {
    watchRef.current?.stop();
    senderRef.current?.stop();
    watchRef.current = null;
    senderRef.current = null;
  };

  // failures of a position are shown, and sharing goes on with the next one
  const sendLocation = async (id: number, report: Report): Promise<boolean> => {
    try {
      const { data } = await location({ variables: { id, ...report } });
      const result = data?.masterLocation;
      if (result?.__typename === 'MutationMasterLocationSuccess') {
        setSentAt(new Date());
        setError(null);
        return true;
      }
      setError((result && 'message' in result && result.message) || JOURNEY_TEXTS.locationFailed);
    } catch {
      setError(JOURNEY_TEXTS.locationFailed);
    }
    return false;
  };

  // sharing: every fix from the device, at most every 10 s and at least every 30 s
  const share = async (id: number, firstSent: boolean, onFirst?: (fix: PositionFix | null) => void) => {
    stop();
    const sender = createPositionSender((fix) => sendLocation(id, reportOf(fix)), {
      lastSentAt: firstSent ? Date.now() : null,
    });
    senderRef.current = sender;
    watchRef.current = await watch({
      onFix: (fix) => {
        if (senderRef.current !== sender) return;
        setSharing('sharing');
        if (onFirst) {
          const report = onFirst;
          onFirst = undefined;
          report(fix);
          return;
        }
        sender.offer(fix);
      },
      onRefused: () => {
        if (senderRef.current !== sender) return;
        setSharing('refused');
        if (onFirst) {
          const report = onFirst;
          onFirst = undefined;
          report(null);
        }
      },
    });
  };

  // back on the screen while on the way: sharing resumes
  useEffect(() => {
    if (taskId === null || stage !== 'ON_THE_WAY' || watchRef.current || sharing === 'refused') return;
    setSharing('asking');
    void share(taskId, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per task and stage
  }, [taskId, stage]);
  // leaving the screen, or arriving, ends the sharing
  useEffect(() => stop, []);
  useEffect(() => {
    if (stage !== 'ON_THE_WAY') stop();
  }, [stage]);

  if (!complete) return null;
  // what a maps app searches for: the district, and the client's own words for the door when given
  const address = [task.city.name, task.district.name, task.address].filter(Boolean).join(', ');

  const goOnTheWay = async () => {
    setBusy('onTheWay');
    setError(null);
    setSharing('asking');
    const report = async (fix: PositionFix | null) => {
      try {
        const { data } = await onTheWay({ variables: { id: task.id, ...(fix ? reportOf(fix) : {}) } });
        const result = data?.masterOnTheWay;
        if (result?.__typename === 'MutationMasterOnTheWaySuccess') {
          haptics.success();
          if (fix) setSentAt(new Date());
        } else {
          haptics.error();
          stop();
          setSharing('idle');
          setError((result && 'message' in result && result.message) || JOURNEY_TEXTS.onTheWayFailed);
        }
      } catch {
        haptics.error();
        stop();
        setSharing('idle');
        setError(JOURNEY_TEXTS.onTheWayFailed);
      } finally {
        setBusy(null);
      }
    };
    // a slow first fix does not hold "on the way" back: without one in 20 s he is on the way anyway
    let reported = false;
    const once = (fix: PositionFix | null) => {
      if (reported) return;
      reported = true;
      void report(fix);
    };
    setTimeout(() => once(null), FIRST_FIX_TIMEOUT_MS);
    await share(task.id, true, once);
  };

  const markArrived = async () => {
    setBusy('arrived');
    setError(null);
    try {
      const { data } = await arrived({ variables: { id: task.id } });
      const result = data?.masterArrived;
      if (result?.__typename === 'MutationMasterArrivedSuccess') {
        haptics.success();
        stop();
      } else {
        haptics.error();
        setError((result && 'message' in result && result.message) || JOURNEY_TEXTS.arrivedFailed);
      }
    } catch {
      haptics.error();
      setError(JOURNEY_TEXTS.arrivedFailed);
    } finally {
      setBusy(null);
    }
  };

  const ownEta =
    task.journey?.etaSource === 'MASTER' && task.journey.etaMinutes !== null ? task.journey.etaMinutes : null;

  return (
    <Block data-testid="master-journey">
      <MapsButtons task={{ latitude: task.latitude, longitude: task.longitude, address, door: task.address }} />
      {stage === 'ACCEPTED' && (
        <Button $block disabled={busy !== null} onClick={() => void goOnTheWay()}>
          {busy === 'onTheWay' ? JOURNEY_TEXTS.goingOnTheWay : JOURNEY_TEXTS.goOnTheWay}
        </Button>
      )}
      {stage === 'ON_THE_WAY' && (
        <>
          {sharing === 'asking' && <Hint aria-live="polite">{JOURNEY_TEXTS.sharingAsking}</Hint>}
          {sharing === 'sharing' && (
            <Hint aria-live="polite">
              {JOURNEY_TEXTS.sharingOn}
              {sentAt && (
                <>
                  <br />
                  {JOURNEY_TEXTS.sharingSentAt({ time: time(sentAt) })}
                </>
              )}
            </Hint>
          )}
          {sharing === 'refused' && (
            <EtaForm
              ownEta={ownEta}
              onSend={async (minutes) => {
                if (await sendLocation(task.id, { etaMin: minutes })) haptics.success();
              }}
            />
          )}
          <Button $block disabled={busy !== null} onClick={() => void markArrived()}>
            {busy === 'arrived' ? JOURNEY_TEXTS.markingArrived : JOURNEY_TEXTS.markArrived}
          </Button>
        </>
      )}
      {stage === 'ARRIVED' && <Hint role="status">{JOURNEY_TEXTS.arrivedDone}</Hint>}
      {error && <ErrorBox>{error}</ErrorBox>}
    </Block>
  );
}
