// The master's working hours (docs/product.md §12 "On duty and working hours"): intervals per weekday in
// Tashkent time, an empty list for any time. The server checks them (a bad time, an end before its start,
// overlapping intervals) and its message is shown as it says it; nothing is saved then.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { haptics } from '../../lib/haptics';
import { Button, LinkButton } from '../../ui/button';
import { CardTitle, ErrorBox, Hint } from '../../ui/layout';
import { Input } from '../../ui/field';
import { useToast } from '../../ui/toast';
import { STANDING_TEXTS } from '../../lib/standing-texts';

export const SetMyWorkingHoursMutation = graphql(`
  mutation SetMyWorkingHours($hours: [WorkingHoursInput!]!) {
    setMyWorkingHours(hours: $hours) {
      __typename
      ... on MutationSetMyWorkingHoursSuccess {
        data {
          onDuty
          offReason
          hours {
            weekday
            from
            to
          }
        }
      }
      ... on ValidationError {
        message
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export interface HoursEntry {
  weekday: number;
  from: string;
  to: string;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const weekdayName = (weekday: number) => STANDING_TEXTS[`weekday${weekday}` as 'weekday1'] ?? String(weekday);

const Day = styled.div`
  display: grid;
  grid-template-columns: 32px 1fr;
  gap: 8px;
  align-items: start;
  padding: 6px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.separator};
`;

const Interval = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  margin-bottom: 4px;
  input {
    width: 96px;
    min-width: 0;
  }
`;

export function WorkingHoursEditor({ initial }: { initial: readonly HoursEntry[] }) {
  const { toast } = useToast();
  const [hours, setHours] = useState<HoursEntry[]>(() => initial.map((entry) => ({ ...entry })));
  const [problems, setProblems] = useState<string[]>([]);
  const [save, { loading }] = useMutation(SetMyWorkingHoursMutation, { refetchQueries: ['MyDuty'] });

  const change = (index: number, patch: Partial<HoursEntry>) =>
    setHours((list) => list.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  const remove = (index: number) => setHours((list) => list.filter((_, at) => at !== index));
  const add = (weekday: number) => setHours((list) => [...list, { weekday, from: '09:00', to: '18:00' }]);

  const submit = async (list: HoursEntry[]) => {
    setProblems([]);
    try {
      const result = (await save({ variables: { hours: list } })).data?.setMyWorkingHours;
      if (result?.__typename === 'MutationSetMyWorkingHoursSuccess') {
        haptics.success();
        setHours(result.data.hours.map((entry) => ({ ...entry })));
        toast({ title: STANDING_TEXTS.hoursSaved });
        return;
      }
      haptics.error();
      const said =
        result?.__typename === 'ValidationError' ? result.fieldErrors.flatMap((field) => field.messages) : [];
      const message = result && 'message' in result ? result.message : STANDING_TEXTS.hoursFailed;
      setProblems(said.length ? [...new Set(said)] : [message]);
    } catch {
      haptics.error();
      setProblems([STANDING_TEXTS.hoursFailed]);
    }
  };

  return (
    <section aria-label={STANDING_TEXTS.hoursTitle} data-testid="working-hours">
      <CardTitle>{STANDING_TEXTS.hoursTitle}</CardTitle>
      <Hint>{STANDING_TEXTS.hoursHint}</Hint>
      {!hours.length && <Hint>{STANDING_TEXTS.hoursAnyTime}</Hint>}
      {WEEKDAYS.map((weekday) => (
        <Day key={weekday} data-weekday={weekday}>
          <strong>{weekdayName(weekday)}</strong>
          <div>
            {hours.map((entry, index) =>
              entry.weekday === weekday ? (
                <Interval key={index}>
                  <Input
                    type="time"
                    aria-label={`${weekdayName(weekday)} ${STANDING_TEXTS.from}`}
                    value={entry.from}
                    onChange={(event) => change(index, { from: event.target.value })}
                  />
                  <span aria-hidden>–</span>
                  <Input
                    type="time"
                    aria-label={`${weekdayName(weekday)} ${STANDING_TEXTS.to}`}
                    value={entry.to}
                    onChange={(event) => change(index, { to: event.target.value })}
                  />
                  <LinkButton aria-label={STANDING_TEXTS.removeInterval} onClick={() => remove(index)}>
                    ✕
                  </LinkButton>
                </Interval>
              ) : null,
            )}
            <LinkButton onClick={() => add(weekday)}>{STANDING_TEXTS.addInterval}</LinkButton>
          </div>
        </Day>
      ))}
      {problems.length > 0 && (
        <ErrorBox>
          {problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </ErrorBox>
      )}
      <Interval>
        <Button disabled={loading} onClick={() => void submit(hours)}>
          {STANDING_TEXTS.hoursSave}
        </Button>
        {hours.length > 0 && (
          <LinkButton disabled={loading} onClick={() => void submit([])}>
            {STANDING_TEXTS.hoursClear}
          </LinkButton>
        )}
      </Interval>
    </section>
  );
}
