import { useEffect, useRef, useState } from 'react';
import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery, useSubscription } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { TaskStatus } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { useRealtimeConnected } from '../../lib/realtime';
import { ACTIVE_STATUSES, POLL_INTERVAL_MS, STATUS_TONES } from '../../lib/task-status';
import { Hint } from '../../ui/layout';
import { StatusBadge } from '../../ui/status-badge';
import {
  AdminPage,
  Clamp,
  Filters,
  Line,
  ListItem,
  numberOrNull,
  PagedList,
  SearchField,
  SelectField,
  useListParams,
} from './admin-ui';
import { CityCategoryFilters } from './city-category-filters';
import { ADMIN_TEXTS } from './texts';

export const TaskRowFragment = graphql(`
  fragment TaskRow_Task on Task {
    id
    # the cache keeps the newer of two answers about a task (app/apollo.ts)
    version
    text
    status
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
  query AdminTasks($status: [TaskStatus!], $cityId: Int, $categoryId: Int, $search: String, $page: Int) {
    adminTasks(status: $status, cityId: $cityId, categoryId: $categoryId, search: $search, page: $page) {
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
  const status = task.status as TaskStatus;
  return (
    <ListItem>
      <Link to={`/admin/tasks/${task.id}`}>
        <Line>
          <strong>№{task.id}</strong>
          <span>{task.category?.name ?? ADMIN_TEXTS.dash}</span>
          <StatusBadge $tone={STATUS_TONES[status]}>{ADMIN_TEXTS.taskStatus[status]}</StatusBadge>
        </Line>
        <Clamp>{task.text}</Clamp>
        <Hint>
          {task.city.name}, {task.district.name} · {formatDateTime(task.createdAt)}
        </Hint>
      </Link>
    </ListItem>
  );
}

const ALL_STATUSES = Object.keys(ADMIN_TEXTS.taskStatus) as TaskStatus[];
const STATUS_OPTIONS = [
  ['', ADMIN_TEXTS.all],
  ['active', ADMIN_TEXTS.activeTasks],
  ...ALL_STATUSES.map((status) => [status, ADMIN_TEXTS.taskStatus[status]] as const),
] as const;

export function statusFilter(value: string): TaskStatus[] | null {
  if (value === 'active') return [...ACTIVE_STATUSES] as TaskStatus[];
  return ALL_STATUSES.includes(value as TaskStatus) ? [value as TaskStatus] : null;
}

// /admin/tasks: every client task, refreshed live by adminTaskEvents (polled while the socket is down)
export function AdminTasksScreen() {
  const { values, page, set, setPage } = useListParams(['status', 'city', 'category', 'search'] as const);
  const realtime = useRealtimeConnected();
  const [pollInterval, setPollInterval] = useState(0);
  useEffect(() => setPollInterval(realtime ? 0 : POLL_INTERVAL_MS), [realtime]);
  const tasks = useQuery(AdminTasksQuery, {
    variables: {
      status: statusFilter(values.status),
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
          options={STATUS_OPTIONS}
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
