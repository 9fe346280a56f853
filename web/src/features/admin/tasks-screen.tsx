import { useEffect, useRef, useState } from 'react';
import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery, useSubscription } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { TaskStatus } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { useRealtimeConnected } from '../../lib/realtime';
import { PHASE_TONES, POLL_INTERVAL_MS } from '../../lib/task-status';
import { Hint } from '../../ui/layout';
import { StatusBadge } from '../../ui/status-badge';
import { AdminPage, Filters, PagedList, SearchField } from './admin-ui';
import { Clamp, Line, ListItem } from '../../ui/list';
import { numberOrNull, useListParams } from '../../lib/list-params';
import { SelectField } from '../../ui/select';
import { CityCategoryFilters } from './city-category-filters';
import { ADMIN_TEXTS } from './texts';

export const TaskRowFragment = graphql(`
  fragment TaskRow_Task on Task {
    id
    # the cache keeps the newer of two answers about a task (app/apollo.ts)
    version
    text
    status
    statusLabel
    phase
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
  }
`);

export const AdminTasksQuery = graphql(`
  query AdminTasks(
    $status: [TaskStatus!]
    $active: Boolean
    $cityId: Int
    $categoryId: Int
    $search: String
    $page: Int
  ) {
    adminTasks(
      status: $status
      active: $active
      cityId: $cityId
      categoryId: $categoryId
      search: $search
      page: $page
    ) {
      total
      page
      perPage
      items {
        id
        ...TaskRow_Task
      }
    }
  }
`);

// the status filter's choices: every status with its label, from the server
export const TaskStatusesQuery = graphql(`
  query TaskStatuses {
    taskStatuses {
      status
      label
    }
  }
`);

// every task change of the whole system, for the list to refresh itself
export const AdminTaskEventsSubscription = graphql(`
  subscription AdminTaskEvents {
    adminTaskEvents {
      taskId
      status
      at
    }
  }
`);

function TaskRow({ task: ref }: { task: FragmentType<typeof TaskRowFragment> }) {
  const { data: task, complete } = useFragment({ fragment: TaskRowFragment, from: ref });
  if (!complete) return null;
  return (
    <ListItem>
      <Link to={`/admin/tasks/${task.id}`}>
        <Line>
          <strong>№{task.id}</strong>
          <span>{task.category?.name ?? ADMIN_TEXTS.dash}</span>
          <StatusBadge $tone={PHASE_TONES[task.phase]}>{task.statusLabel}</StatusBadge>
        </Line>
        <Clamp>{task.text}</Clamp>
        <Hint>
          {task.city.name}, {task.district.name} · {formatDateTime(task.createdAt)}
        </Hint>
      </Link>
    </ListItem>
  );
}

// the filter's value: '' (all), 'active' (docs/product.md §4's active statuses, as the server knows them) or one status
export function statusFilter(
  value: string,
  known: readonly TaskStatus[],
): { status: TaskStatus[] | null; active: boolean } {
  if (value === 'active') return { status: null, active: true };
  const status = known.find((candidate) => candidate === value);
  return { status: status ? [status] : null, active: false };
}

// /admin/tasks: every client task, refreshed live by adminTaskEvents (polled while the socket is down)
export function AdminTasksScreen() {
  const { values, page, set, setPage } = useListParams(['status', 'city', 'category', 'search'] as const);
  const realtime = useRealtimeConnected();
  const [pollInterval, setPollInterval] = useState(0);
  useEffect(() => setPollInterval(realtime ? 0 : POLL_INTERVAL_MS), [realtime]);
  const statuses = useQuery(TaskStatusesQuery).data?.taskStatuses ?? [];
  const filter = statusFilter(
    values.status,
    statuses.map((entry) => entry.status),
  );
  const tasks = useQuery(AdminTasksQuery, {
    skip: values.status !== '' && values.status !== 'active' && statuses.length === 0,
    variables: {
      ...filter,
      cityId: numberOrNull(values.city),
      categoryId: numberOrNull(values.category),
      search: values.search || null,
      page,
    },
    fetchPolicy: 'cache-and-network',
    pollInterval,
  });

  // a burst of events (a dispatch round) refreshes the page once
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  useSubscription(AdminTaskEventsSubscription, {
    onData: () => {
      if (pending.current) return;
      pending.current = setTimeout(() => {
        pending.current = null;
        void tasks.refetch();
      }, 300);
    },
  });

  return (
    <AdminPage
      title={ADMIN_TEXTS.tasksTitle}
      actions={<Hint>{realtime ? ADMIN_TEXTS.liveOn : ADMIN_TEXTS.liveOff}</Hint>}
    >
      <Filters>
        <SelectField
          label={ADMIN_TEXTS.status}
          value={values.status}
          onChange={(value) => set('status', value)}
          options={[
            ['', ADMIN_TEXTS.all],
            ['active', ADMIN_TEXTS.activeTasks],
            ...statuses.map((entry) => [entry.status, entry.label] as const),
          ]}
        />
        <CityCategoryFilters city={values.city} category={values.category} onChange={set} />
        <SearchField
          value={values.search}
          onChange={(value) => set('search', value)}
          placeholder={ADMIN_TEXTS.taskSearch}
        />
      </Filters>
      <PagedList query={tasks} list={tasks.data?.adminTasks} onPage={setPage}>
        {(task) => <TaskRow key={task.id} task={task} />}
      </PagedList>
    </AdminPage>
  );
}
