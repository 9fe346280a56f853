// What the client entered, under the live card: category, when, where and the photos.
import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { JOURNEY_TEXTS } from '../../lib/journey-texts';
import { whenLabel } from '../../lib/task-when';
import { UI_TEXTS } from '../../lib/ui-texts';
import { Card, CardTitle } from '../../ui/layout';
import { TaskPhotos } from '../../ui/task-photos';
import { PriceRangeLater } from '../../ui/price-range-later';
import { ClientTaskJourneyQuery } from './task-journey';

export const TaskRecapFragment = graphql(`
  fragment TaskRecap_Task on Task {
    id
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
    photos {
      id
      url
    }
  }
`);

const Facts = styled.dl`
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
    overflow-wrap: anywhere;
  }
`;

// what the client entered: category, photos, when and where
export function TaskRecap({ task: ref }: { task: FragmentType<typeof TaskRecapFragment> }) {
  const { data: task, complete } = useFragment({ fragment: TaskRecapFragment, from: ref });
  if (!complete) return null;
  return (
    <Card aria-label={JOURNEY_TEXTS.recapTitle}>
      <CardTitle>{JOURNEY_TEXTS.recapTitle}</CardTitle>
      <Facts>
        <dt>{JOURNEY_TEXTS.recapCategory}</dt>
        <dd>{task.category?.name ?? '—'}</dd>
        <dt>{UI_TEXTS.whenLabel}</dt>
        <dd>{whenLabel(task)}</dd>
        <dt>{JOURNEY_TEXTS.recapAddress}</dt>
        <dd>{`${task.city.name}, ${task.district.name}`}</dd>
      </Facts>
      {/* the usual price of such a job where the task is (docs/product.md "Prices") */}
      {task.category && (
        <PriceRangeLater categoryId={task.category.id} cityId={task.city.id} districtId={task.district.id} />
      )}
      <TaskPhotos photos={task.photos} />
    </Card>
  );
}

export function TaskRecapCard({ taskId }: { taskId: number }) {
  const { data } = useQuery(ClientTaskJourneyQuery, { variables: { id: taskId }, fetchPolicy: 'cache-first' });
  return data?.task ? <TaskRecap task={data.task} /> : null;
}
