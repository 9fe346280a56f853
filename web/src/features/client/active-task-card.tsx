import type { ReactNode } from 'react';
import { useFragment } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { FragmentType } from '@apollo/client';
import type { TaskPhase } from '../../gql/graphql';
import { PHASE_TONES } from '../../lib/task-status';
import { Button, LinkButton } from '../../ui/button';
import { Card, CardTitle, Hint, Row } from '../../ui/layout';
import { StatusBadge } from '../../ui/status-badge';
import { TaskPriceOfLater } from '../../ui/task-price-later';
import { MasterBlock } from './master-block';
import { CLIENT_TEXTS } from './texts';

export const ActiveTaskCardFragment = graphql(`
  fragment ActiveTaskCard_Task on Task {
    id
    # the cache keeps the newer of two answers about a task (app/apollo.ts)
    version
    text
    status
    statusLabel
    # where the task stands and what its client may do now: the server's (domain/task-actions.ts)
    phase
    availableActions
    active
    hasReview
    master {
      name
      photoPath
      telegramUsername
      phone
      reviewsCount
      averageRating
      contractId
    }
  }
`);

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  word-break: break-word;
`;

const Searching = styled.div`
  padding: 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.secondaryBg};
  strong {
    font-size: 16px;
  }
`;

const Dot = styled.span<{ $delay: number }>`
  animation: usta-dots 1.4s infinite;
  animation-delay: ${({ $delay }) => $delay}s;
`;

// cancelling stays at hand but is not what the card offers first
const CancelButton = styled(Button)`
  align-self: center;
  color: ${({ theme }) => theme.colors.destructive};
`;

const CancelIcon = styled.span.attrs({ 'aria-hidden': true, children: '⊘' })`
  font-size: 22px;
  color: ${({ theme }) => theme.colors.hint};
`;

export function titleFor(phase: TaskPhase, label: string): string {
  if (phase === 'searching') return CLIENT_TEXTS.activeTitle;
  if (phase === 'assigned') return CLIENT_TEXTS.inProgressTitle;
  if (phase === 'completed' || phase === 'closed') return CLIENT_TEXTS.completedTitle;
  return label;
}

interface Props {
  task: FragmentType<typeof ActiveTaskCardFragment>;
  cancelling: boolean;
  onCancel(): void;
  onCreateNew(): void;
  // the live parts, loaded after the card: the steps under the title, and what the current
  // step shows (the masters told, the way, the arrival) under the master
  progress?: ReactNode;
  live?: ReactNode;
  masterFacts?: ReactNode;
  // the badge's text while a master works on it (the journey's stage), given the status's own label
  stageLabel?(label: string): ReactNode;
}

// docs/product.md §2 "Active task card"
export function ActiveTaskCard({
  task: taskRef,
  cancelling,
  onCancel,
  onCreateNew,
  progress,
  live,
  masterFacts,
  stageLabel,
}: Props) {
  const { data: task, complete } = useFragment({ fragment: ActiveTaskCardFragment, from: taskRef });
  if (!complete) return null;
  const searching = task.phase === 'searching';
  const assigned = task.phase === 'assigned';
  const cancellable = task.availableActions.includes('cancel');

  return (
    <Card>
      <Row>
        {task.phase === 'stopped' && <CancelIcon />}
        {/* the screen's one h1 while a task is shown (the card is the whole screen) */}
        <CardTitle as="h1">{titleFor(task.phase, task.statusLabel)}</CardTitle>
      </Row>
      {progress}
      {/* the master's way (the map) right under the steps, in sight on a small phone */}
      {assigned && live}
      <Text>{task.text}</Text>
      <Row>
        <Hint>{CLIENT_TEXTS.statusLabel}:</Hint>
        <StatusBadge $tone={PHASE_TONES[task.phase]}>
          {searching
            ? CLIENT_TEXTS.searchingLabel
            : assigned && stageLabel
              ? stageLabel(task.statusLabel)
              : task.statusLabel}
        </StatusBadge>
      </Row>
      {searching && (
        <Searching>
          <strong>
            {CLIENT_TEXTS.searching}
            <Dot $delay={0}>.</Dot>
            <Dot $delay={0.2}>.</Dot>
            <Dot $delay={0.4}>.</Dot>
          </strong>
          <Hint>{CLIENT_TEXTS.searchingHint}</Hint>
        </Searching>
      )}
      {assigned && (
        <>
          <Hint>{CLIENT_TEXTS.masterAccepted}</Hint>
          {task.master && <MasterBlock master={task.master} facts={masterFacts} />}
        </>
      )}
      {!assigned && live}
      {/* what the job cost (docs/product.md "Prices"), read with its texts after the card */}
      {task.status === 'completed' && <TaskPriceOfLater taskId={task.id} />}
      {task.status === 'completed' && task.hasReview && <strong>{CLIENT_TEXTS.thanksForReview}</strong>}
      {cancellable && (
        <CancelButton $variant="ghost" disabled={cancelling} onClick={onCancel}>
          {cancelling ? CLIENT_TEXTS.cancelling : CLIENT_TEXTS.cancelTask}
        </CancelButton>
      )}
      {/* one task at a time, so a new one is offered only once this one is over */}
      {!task.active && <LinkButton onClick={onCreateNew}>{CLIENT_TEXTS.createNew}</LinkButton>}
    </Card>
  );
}
