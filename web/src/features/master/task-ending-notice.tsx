// Why a task or an offer left the master's screen: the client cancelled (and the reason
// chosen), an admin cancelled, it expired, another master took it. The server says it in the master's
// language; the feed brings it with the event, and without the socket it is asked for when a task is gone.
import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { Button } from '../../ui/button';
import { Card } from '../../ui/layout';
import { MASTER_TEXTS } from './texts';

export const TaskEndingNoticeFragment = graphql(`
  fragment TaskEndingNotice_Ending on TaskEnding {
    taskId
    kind
    message
    reason
  }
`);

export const MasterTaskEndingQuery = graphql(`
  query MasterTaskEnding($taskId: Int!) {
    masterTaskEnding(taskId: $taskId) {
      ...TaskEndingNotice_Ending @unmask
    }
  }
`);

export interface TaskEndingData {
  taskId: number;
  kind: string;
  message: string;
  reason: string | null;
}

const Notice = styled(Card)`
  border-left: 4px solid ${({ theme }) => theme.colors.destructive};
  p {
    margin: 0;
  }
`;

export function TaskEndingNotice({ ending, onClose }: { ending: TaskEndingData; onClose(): void }) {
  return (
    <Notice role="alert" aria-label={ending.message}>
      <strong>{ending.message}</strong>
      {ending.reason && <p>{MASTER_TEXTS.endedReason({ reason: ending.reason })}</p>}
      <Button $variant="secondary" onClick={onClose}>
        {MASTER_TEXTS.endedOk}
      </Button>
    </Notice>
  );
}

// The tasks on screen (current, offered); when one is gone and `ask`, the server is asked why.
export function useTaskEndings(
  shown: (number | null)[],
  ask: boolean,
  onEnding: (ending: TaskEndingData) => void,
): void {
  const client = useApolloClient();
  const previous = useRef<number[]>([]);
  const key = shown.join(',');
  useEffect(() => {
    const now = shown.filter((id): id is number => id !== null);
    const gone = previous.current.filter((id) => !now.includes(id));
    previous.current = now;
    if (!ask) return;
    for (const taskId of gone) {
      void client
        .query({ query: MasterTaskEndingQuery, variables: { taskId }, fetchPolicy: 'network-only' })
        .then(({ data }) => data?.masterTaskEnding && onEnding(data.masterTaskEnding))
        .catch(() => undefined);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids are the key
  }, [key, ask]);
}
