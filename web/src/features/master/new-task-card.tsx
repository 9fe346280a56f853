import { lazy, Suspense } from 'react';
import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { whenLabel } from '../../lib/task-when';
import { UI_TEXTS } from '../../lib/ui-texts';
import { formatDateTime } from '../../lib/format';
import { Button, ButtonRow } from '../../ui/button';
import { Card, CardTitle, Hint } from '../../ui/layout';
import { MASTER_TEXTS } from './texts';

// the offer's photos, only for an offer that has some
const TaskPhotos = lazy(() => import('../../ui/task-photos').then((module) => ({ default: module.TaskPhotos })));

export const NewTaskCardFragment = graphql(`
  fragment NewTaskCard_Task on Task {
    id
    # the cache keeps the newer of two answers about a task (app/apollo.ts)
    version
    status
    text
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
    emergency
    formerClient
    photos {
      id
      url
    }
  }
`);

// "your former client" on an offer the client asked this master for (former-client-note.tsx)
const FormerClientNote = lazy(() =>
  Promise.all([
    import('./former-client-note'),
    import('../../lib/standing-texts').then((m) => m.loadStandingTexts()),
  ]).then(([module]) => ({ default: module.FormerClientNote })),
);

// what such a job usually costs here (docs/product.md "Prices"), after the card
const PriceRangeNote = lazy(() =>
  import('../../ui/price-range-note').then((module) => ({ default: module.PriceRangeNote })),
);

// How far the task is, as a band ("1–3 км") in the master's language: before acceptance the API tells no
// more, so that masters cannot locate the client together.
export const OfferDistanceQuery = graphql(`
  query OfferDistance($taskId: Int!) {
    myOfferDistanceBand(taskId: $taskId) {
      code
      label
    }
  }
`);

function OfferDistance({ taskId }: { taskId: number }) {
  const { data } = useQuery(OfferDistanceQuery, { variables: { taskId } });
  const band = data?.myOfferDistanceBand;
  if (!band) return null;
  return (
    <>
      <dt>{MASTER_TEXTS.distance}</dt>
      <dd>{band.label}</dd>
    </>
  );
}

export const TaskText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  word-break: break-word;
`;

export const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(80px, auto) 1fr;
  gap: 6px 12px;
  dt {
    color: ${({ theme }) => theme.colors.hint};
    font-size: 14px;
  }
  dd {
    margin: 0;
  }
`;

export const Category = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accent};
`;

// an emergency (docs/product.md §11): danger to life, offered to every master at once
const EmergencyMark = styled.strong`
  align-self: flex-start;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radius};
  background: #b71c1c;
  color: #ffffff;
`;

export function placeOf(task: { city: { name: string }; district: { name: string } }): string {
  return `${task.city.name}, ${task.district.name}`;
}

interface Props {
  task: FragmentType<typeof NewTaskCardFragment>;
  busy: 'accept' | 'decline' | null;
  // a task an admin assigned (taken) can only be started
  canDecline: boolean;
  onAccept(): void;
  onDecline(): void;
}

// docs/product.md §2 /master/dashboard new-task card: category, description, creation date, city/district
export function NewTaskCard({ task: ref, busy, canDecline, onAccept, onDecline }: Props) {
  const { data: task, complete } = useFragment({ fragment: NewTaskCardFragment, from: ref });
  if (!complete) return null;
  return (
    <Card aria-label={MASTER_TEXTS.newTaskTitle}>
      <CardTitle>{MASTER_TEXTS.newTaskTitle}</CardTitle>
      {task.emergency && <EmergencyMark>{MASTER_TEXTS.emergency({ kind: task.emergency })}</EmergencyMark>}
      {task.formerClient && (
        <Suspense fallback={null}>
          <FormerClientNote />
        </Suspense>
      )}
      <Category>{task.category?.name ?? MASTER_TEXTS.categoryMissing}</Category>
      <TaskText>{task.text}</TaskText>
      {task.photos.length > 0 && (
        <Suspense fallback={null}>
          <TaskPhotos photos={task.photos} />
        </Suspense>
      )}
      <Facts>
        <dt>{MASTER_TEXTS.createdAt}</dt>
        <dd>{formatDateTime(task.createdAt)}</dd>
        <dt>{MASTER_TEXTS.address}</dt>
        <dd>{placeOf(task)}</dd>
        <dt>{UI_TEXTS.whenLabel}</dt>
        <dd>{whenLabel(task)}</dd>
        {task.status === 'sent_to_masters' && <OfferDistance taskId={task.id} />}
      </Facts>
      {/* what such a job usually costs here (docs/product.md "Prices") */}
      <Suspense fallback={null}>
        {task.category && (
          <PriceRangeNote categoryId={task.category.id} cityId={task.city.id} districtId={task.district.id} />
        )}
      </Suspense>
      <ButtonRow>
        {canDecline && (
          <Button $variant="secondary" disabled={busy !== null} onClick={onDecline}>
            {MASTER_TEXTS.decline}
          </Button>
        )}
        <Button disabled={busy !== null} onClick={onAccept}>
          {MASTER_TEXTS.accept}
        </Button>
      </ButtonRow>
      {busy && <Hint aria-live="polite">…</Hint>}
    </Card>
  );
}
