import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/button';
import { Card, CardTitle, ErrorBox, Hint, Screen, Title } from '../../ui/layout';
import { LoadingBlock } from '../../ui/spinner';
import type { ClientLocationState } from './client-screen';
import { TaskListItem } from './task-list-item';
import { CLIENT_TEXTS } from './texts';

export const ClientTasksQuery = graphql(`
  query ClientTasks {
    myTasks {
      id
      status
      active
      ...TaskListItem_Task
    }
  }
`);

export type TaskFilter = 'active' | 'all';

const RECENT = 3;

const Toolbar = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  select {
    min-height: 44px;
    padding: 6px 10px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.colors.separator};
    background: ${({ theme }) => theme.colors.bg};
  }
`;

// docs/product.md §2 /client/tasks 'Мои задачи'; the server sends every task, the filter applies on screen
export function ClientTasksScreen() {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<TaskFilter>('active');
  const { data, loading, error } = useQuery(ClientTasksQuery, { fetchPolicy: 'cache-and-network' });
  const tasks = (data?.myTasks ?? []).filter((task) => filter === 'all' || task.active);
  // docs/product.md's default stays 'Активные'; with none active, the job just finished (the newest ended ones, the
  // server lists newest first) shows under 'У вас нет активных задач', so 'Мои задачи' right after a job
  // still has it on screen
  const recent =
    filter === 'active' && tasks.length === 0
      ? (data?.myTasks ?? []).filter((task) => !task.active).slice(0, RECENT)
      : [];

  const open = (taskId: number) =>
    navigate('/client', { state: { activeTaskId: taskId } satisfies ClientLocationState });

  return (
    <Screen>
      <div>
        <Title>{CLIENT_TEXTS.tasksTitle}</Title>
        <Hint>{CLIENT_TEXTS.tasksSubtitle}</Hint>
      </div>
      <Toolbar>
        <select
          aria-label={CLIENT_TEXTS.filterLabel}
          value={filter}
          onChange={(event) => setFilter(event.target.value as TaskFilter)}
        >
          <option value="active">{CLIENT_TEXTS.filterActive}</option>
          <option value="all">{CLIENT_TEXTS.filterAll}</option>
        </select>
        <Button onClick={() => navigate('/client')}>{CLIENT_TEXTS.createTitle}</Button>
      </Toolbar>
      {loading && !data ? (
        <LoadingBlock />
      ) : error && !data ? (
        <ErrorBox>
          {errorMessage(error, { failed: CLIENT_TEXTS.tasksFailed, network: CLIENT_TEXTS.tasksError })}
        </ErrorBox>
      ) : tasks.length === 0 ? (
        <Card>
          <Hint>{filter === 'active' ? CLIENT_TEXTS.noActiveTasks : CLIENT_TEXTS.noTasks}</Hint>
        </Card>
      ) : (
        tasks.map((task) => <TaskListItem key={task.id} task={task} onOpen={open} />)
      )}
      {recent.length > 0 && (
        <>
          <CardTitle>{CLIENT_TEXTS.recentTitle}</CardTitle>
          {recent.map((task) => (
            <TaskListItem key={task.id} task={task} onOpen={open} />
          ))}
        </>
      )}
    </Screen>
  );
}
