import { lazy, Suspense, useState } from 'react';
import { useFragment } from '@apollo/client/react';
import type { FragmentType } from '@apollo/client';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { formatDateTime, truncate } from '../../lib/format';
import { whenLabel } from '../../lib/task-when';
import { UI_TEXTS } from '../../lib/ui-texts';
import { PHASE_TONES } from '../../lib/task-status';
import { LIMITS } from '../../lib/validation';
import { Button, LinkButton } from '../../ui/button';
import { Card, Hint, Row } from '../../ui/layout';
import { StatusBadge } from '../../ui/status-badge';
import { TaskPriceLine } from '../../ui/task-price';
import { CLIENT_TEXTS } from './texts';
import { loadProblemPanel } from './problem-panel-loader';

// a finished task's "report a problem" (docs/product.md "The problem window"), with its texts
const ProblemPanel = lazy(loadProblemPanel);

export const TaskListItemFragment = graphql(`
  fragment TaskListItem_Task on Task {
    id
    # the cache keeps the newer of two answers about a task (app/apollo.ts)
    version
    text
    status
    statusLabel
    phase
    active
    createdAt
    category {
      id
      name
    }
    city {
      id
      name
    }
    district {
      id
      name
    }
    when
    scheduledFrom
    scheduledTo
    # docs/product.md "Prices": what the job cost, once the master or the client gave it
    price
    master {
      contractId
      name
    }
  }
`);

// "Позвать снова" on a completed task, with its texts, only where it shows (call-again-button.tsx)
const CallAgainButton = lazy(() =>
  Promise.all([
    import('./call-again-button'),
    import('../../lib/standing-texts').then((m) => m.loadStandingTexts()),
  ]).then(([module]) => ({ default: module.CallAgainButton })),
);

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 8px;
  strong {
    font-size: 16px;
  }
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  word-break: break-word;
`;

interface Props {
  task: FragmentType<typeof TaskListItemFragment>;
  onOpen(taskId: number): void;
}

// docs/product.md §2 /client/tasks card
export function TaskListItem({ task: taskRef, onOpen }: Props) {
  const { data: task, complete } = useFragment({ fragment: TaskListItemFragment, from: taskRef });
  const [expanded, setExpanded] = useState(false);
  if (!complete) return null;
  // docs/product.md §2: active tasks open on /client
  const openable = task.active;
  const preview = truncate(task.text, LIMITS.taskPreview);
  const place = [task.city?.name, task.district?.name].filter(Boolean).join(', ');

  return (
    <Card
      as="article"
      aria-label={task.category?.name ?? CLIENT_TEXTS.categoryMissing}
      // docs/product.md §2: clicking an active task opens it on /client (the button is there for keyboards
      // and screen readers)
      onClick={openable ? () => onOpen(task.id) : undefined}
      style={openable ? { cursor: 'pointer' } : undefined}
    >
      <Head>
        <strong>{task.category?.name ?? CLIENT_TEXTS.categoryMissing}</strong>
        <StatusBadge $tone={PHASE_TONES[task.phase]}>{task.statusLabel}</StatusBadge>
      </Head>
      <Hint>{formatDateTime(task.createdAt) ?? CLIENT_TEXTS.dateMissing}</Hint>
      {place && <Hint>{place}</Hint>}
      <Hint>
        {UI_TEXTS.whenLabel}: {whenLabel(task)}
      </Hint>
      {task.price !== null && <TaskPriceLine price={task.price} />}
      <Text>{expanded ? task.text : preview.text}</Text>
      {preview.truncated && (
        <LinkButton
          aria-expanded={expanded}
          onClick={(event) => {
            event.stopPropagation();
            setExpanded((value) => !value);
          }}
        >
          {expanded ? CLIENT_TEXTS.showLess : CLIENT_TEXTS.showMore}
        </LinkButton>
      )}
      {(task.status === 'completed' || task.status === 'closed') && (
        <Suspense fallback={null}>
          <ProblemPanel taskId={task.id} live={false} />
        </Suspense>
      )}
      {task.status === 'completed' && task.master && (
        <Row>
          <Suspense fallback={null}>
            <CallAgainButton contractId={task.master.contractId} name={task.master.name} />
          </Suspense>
        </Row>
      )}
      {openable && (
        <Row>
          <Button
            onClick={(event) => {
              event.stopPropagation();
              onOpen(task.id);
            }}
          >
            {CLIENT_TEXTS.open}
          </Button>
        </Row>
      )}
    </Card>
  );
}
