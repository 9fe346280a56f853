// The admins' problem queue (problems-screen.tsx): open items first, oldest first; each resolved with an
// outcome and an optional note, which the server audits and tells the client.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { ProblemOutcome, ProblemQueueState } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { PROBLEM_OUTCOME_VALUES, PROBLEM_TEXTS } from '../../lib/problem-texts';
import { Button } from '../../ui/button';
import { TextAreaField } from '../../ui/field';
import { Card, CardTitle, Hint } from '../../ui/layout';
import { SelectField } from '../../ui/select';
import { useAdminAction } from './admin-actions';
import { Filters } from './admin-ui';

// the task's history folds under a line a finger can tap (44 px)
const HistorySummary = styled.summary`
  box-sizing: border-box;
  min-height: 44px;
  padding: 12px 0;
  cursor: pointer;
`;

export const AdminProblemsQuery = graphql(`
  query AdminProblems($state: ProblemQueueState, $page: Int) {
    adminProblems(state: $state, page: $page) {
      total
      page
      perPage
      items {
        problem {
          id
          taskId
          kindLabel
          text
          answer
          outcome
          outcomeLabel
          note
          resolvedAt
          createdAt
          photos {
            id
            url
          }
        }
        client {
          id
          name
        }
        master {
          contractId
          name
          phone
        }
        task {
          id
          text
          statusLabel
          completedAt
          price
        }
        journey {
          startedAt
          arrivedAt
        }
        history {
          to
          reason
          at
        }
      }
    }
  }
`);

export const ResolveProblemMutation = graphql(`
  mutation ResolveProblem($id: Int!, $outcome: ProblemOutcome!, $note: String) {
    resolveProblem(id: $id, outcome: $outcome, note: $note) {
      __typename
      ... on Error {
        message
      }
    }
  }
`);

type Item = NonNullable<ReturnType<typeof useQueue>['data']>['adminProblems']['items'][number];

const useQueue = (state: ProblemQueueState) =>
  useQuery(AdminProblemsQuery, { variables: { state }, fetchPolicy: 'cache-and-network' });

function ResolveForm({ id, onDone }: { id: number; onDone(): void }) {
  const [resolve] = useMutation(ResolveProblemMutation);
  const { run, busy } = useAdminAction();
  const [outcome, setOutcome] = useState<ProblemOutcome>('return_visit');
  const [note, setNote] = useState('');
  const options = PROBLEM_OUTCOME_VALUES.map((value) => [value, PROBLEM_TEXTS.outcome({ outcome: value })] as const);
  const submit = async () => {
    const errors = await run(
      async () => (await resolve({ variables: { id, outcome, note: note.trim() || null } })).data?.resolveProblem,
      { done: PROBLEM_TEXTS.resolved, failed: PROBLEM_TEXTS.resolveFailed },
    );
    if (!errors) onDone();
  };
  return (
    <>
      <SelectField
        label={PROBLEM_TEXTS.outcomeLabel}
        value={outcome}
        onChange={(value) => setOutcome(value as ProblemOutcome)}
        options={options}
      />
      <TextAreaField
        label={PROBLEM_TEXTS.noteLabel}
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button disabled={busy} onClick={() => void submit()}>
        {PROBLEM_TEXTS.resolve}
      </Button>
    </>
  );
}

function ProblemItem({ item, onResolved }: { item: Item; onResolved(): void }) {
  const { problem, task, journey } = item;
  return (
    <Card as="article" aria-label={`${problem.kindLabel} №${task.id}`}>
      <CardTitle>
        №{task.id} · {problem.kindLabel}
      </CardTitle>
      <Hint>{formatDateTime(problem.createdAt)}</Hint>
      <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{problem.text}</p>
      {problem.photos.map((photo) => (
        <a key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
          {photo.id.slice(0, 8)}
        </a>
      ))}
      <Hint>{PROBLEM_TEXTS.adminClient({ name: item.client.name })}</Hint>
      <Hint>{PROBLEM_TEXTS.adminMaster({ name: item.master.name, phone: item.master.phone })}</Hint>
      <Hint>{problem.answer ? PROBLEM_TEXTS.answerOf({ answer: problem.answer }) : PROBLEM_TEXTS.adminNoAnswer}</Hint>
      <Hint>
        {task.statusLabel} · {task.text}
      </Hint>
      {task.price !== null && <Hint>{PROBLEM_TEXTS.adminPrice({ price: task.price })}</Hint>}
      {journey && (
        <Hint>
          {PROBLEM_TEXTS.adminJourney({
            started: formatDateTime(journey.startedAt) ?? '—',
            arrived: formatDateTime(journey.arrivedAt) ?? '—',
          })}
        </Hint>
      )}
      <details>
        <HistorySummary>{PROBLEM_TEXTS.adminHistory}</HistorySummary>
        <ul>
          {item.history.map((step, index) => (
            <li key={index}>
              {formatDateTime(step.at)} · {step.to}
              {step.reason ? ` · ${step.reason}` : ''}
            </li>
          ))}
        </ul>
      </details>
      {problem.outcomeLabel ? (
        <strong>
          {PROBLEM_TEXTS.outcomeOf({ outcome: problem.outcomeLabel })}
          {problem.note ? ` · ${PROBLEM_TEXTS.note({ note: problem.note })}` : ''}
        </strong>
      ) : (
        <ResolveForm id={problem.id} onDone={onResolved} />
      )}
    </Card>
  );
}

export function ProblemsQueue() {
  const [state, setState] = useState<ProblemQueueState>('open');
  const queue = useQueue(state);
  const items = queue.data?.adminProblems.items ?? [];
  const options = [
    ['open', PROBLEM_TEXTS.adminOpen],
    ['resolved', PROBLEM_TEXTS.adminResolved],
    ['all', PROBLEM_TEXTS.adminAll],
  ] as const;
  return (
    <>
      <Filters>
        <SelectField
          label={PROBLEM_TEXTS.adminTitle}
          value={state}
          onChange={(value) => setState(value as ProblemQueueState)}
          options={options}
        />
      </Filters>
      {!queue.loading && items.length === 0 && <Hint>{PROBLEM_TEXTS.adminEmpty}</Hint>}
      {items.map((item) => (
        <ProblemItem key={item.problem.id} item={item} onResolved={() => void queue.refetch()} />
      ))}
    </>
  );
}
