// The master's duty switch at the top of his dashboard (docs/product.md §12): on duty he gets offers, off
// duty he does not; put off for offers left unanswered, it says why. Lazy, with its own catalogue, so the
// dashboard's first paint does not carry it.
import { lazy, Suspense } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { featureTexts } from '../../lib/i18n';
import { haptics } from '../../lib/haptics';
import { Button } from '../../ui/button';
import { Card, Hint } from '../../ui/layout';
import { useToast } from '../../ui/toast';
import type { Texts } from '../../locales/ru/duty';

const DUTY_TEXTS = featureTexts<Texts>('duty');

// his working hours and response standard, with their texts, after the switch (master-standing.tsx)
const MasterStanding = lazy(() =>
  Promise.all([
    import('./master-standing'),
    import('../../lib/standing-texts').then((texts) => texts.loadStandingTexts()),
  ]).then(([module]) => ({ default: module.MasterStanding })),
);

export const MyDutyQuery = graphql(`
  query MyDuty {
    myDuty {
      onDuty
      offReason
      hours {
        weekday
        from
        to
      }
    }
  }
`);

export const SetMyDutyMutation = graphql(`
  mutation SetMyDuty($onDuty: Boolean!) {
    setMyDuty(onDuty: $onDuty) {
      __typename
      ... on MutationSetMyDutySuccess {
        data {
          onDuty
          offReason
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

const Line = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
`;

const State = styled.strong<{ $on: boolean }>`
  color: ${({ theme, $on }) => ($on ? theme.colors.text : theme.colors.hint)};
`;

export function DutyPanel() {
  const { toast } = useToast();
  const duty = useQuery(MyDutyQuery, { fetchPolicy: 'cache-and-network' });
  const [setDuty, { loading }] = useMutation(SetMyDutyMutation, {
    refetchQueries: ['MyDuty', 'MasterDashboard'],
  });
  const current = duty.data?.myDuty;
  if (!current) return null;

  const toggle = async () => {
    try {
      const result = (await setDuty({ variables: { onDuty: !current.onDuty } })).data?.setMyDuty;
      if (result?.__typename === 'MutationSetMyDutySuccess') {
        haptics.success();
        toast({ title: result.data.onDuty ? DUTY_TEXTS.nowOn : DUTY_TEXTS.nowOff });
        return;
      }
      haptics.error();
      toast({ title: (result && 'message' in result && result.message) || DUTY_TEXTS.failed, variant: 'destructive' });
    } catch {
      haptics.error();
      toast({ title: DUTY_TEXTS.failed, variant: 'destructive' });
    }
  };

  const hint = current.onDuty
    ? DUTY_TEXTS.onHint
    : current.offReason === 'missed_offers'
      ? DUTY_TEXTS.offMissedHint
      : DUTY_TEXTS.offHint;
  return (
    <Card aria-label={DUTY_TEXTS.title}>
      <Line>
        <State $on={current.onDuty}>{current.onDuty ? DUTY_TEXTS.nowOn : DUTY_TEXTS.nowOff}</State>
        <Button
          $variant={current.onDuty ? 'secondary' : 'primary'}
          aria-pressed={current.onDuty}
          disabled={loading}
          onClick={() => void toggle()}
        >
          {current.onDuty ? DUTY_TEXTS.switchOff : DUTY_TEXTS.switchOn}
        </Button>
      </Line>
      <Hint>{hint}</Hint>
      <Suspense fallback={null}>
        <MasterStanding hours={current.hours} />
      </Suspense>
    </Card>
  );
}
