import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { errorMessage, reportTransientFailure } from '../../lib/errors';
import { haptics } from '../../lib/haptics';
import { clientCancelTextError, isOtherClientReason, LIMITS } from '../../lib/validation';
import { Button, ButtonRow } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextAreaField } from '../../ui/field';
import { ErrorBox } from '../../ui/layout';
import { LoadingBlock } from '../../ui/spinner';
import { CLIENT_TEXTS } from './texts';

export const ClientCancelReasonsQuery = graphql(`
  query ClientCancelReasons($step: Int!) {
    cancelReasons(audience: client, step: $step) {
      id
      name
      code
    }
  }
`);

export const CancelTaskMutation = graphql(`
  mutation CancelTask($id: Int!, $cancelReasonId: Int!, $cancelReasonText: String) {
    cancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) {
      __typename
      ... on MutationCancelTaskSuccess {
        data {
          id
          status
          hasReview
          cancelStep
          ...ActiveTaskCard_Task
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

const Reasons = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  label { display: flex; gap: 10px; align-items: center; padding: 8px 0; cursor: pointer; }
  input { width: 18px; height: 18px; accent-color: ${({ theme }) => theme.colors.button}; }
`;

interface Props {
  taskId: number;
  // 1 before a master accepted the task, 2 after (SPEC §2 "Cancel-reason dialog")
  step: 1 | 2;
  onClose(): void;
  onBusyChange(busy: boolean): void;
  onCancelled(): void;
}

export function CancelTaskDialog({ taskId, step, onClose, onBusyChange, onCancelled }: Props) {
  const reasons = useQuery(ClientCancelReasonsQuery, { variables: { step } });
  const [cancelTask, { loading: submitting }] = useMutation(CancelTaskMutation);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [textError, setTextError] = useState<string | null>(null);
  const list = reasons.data?.cancelReasons ?? [];
  const selected = list.find((reason) => reason.id === reasonId) ?? null;

  // the first reason is preselected
  useEffect(() => {
    if (reasonId === null && list.length > 0) setReasonId(list[0].id);
  }, [list, reasonId]);

  useEffect(() => onBusyChange(submitting), [submitting, onBusyChange]);

  const needsText = isOtherClientReason(selected?.code);

  const submit = async () => {
    if (!selected) return;
    const invalid = clientCancelTextError(selected.code, text);
    setTextError(invalid);
    if (invalid) {
      haptics.error();
      return;
    }
    setError(null);
    try {
      const { data } = await cancelTask({
        variables: { id: taskId, cancelReasonId: selected.id, cancelReasonText: needsText ? text.trim() : null },
      });
      const result = data?.cancelTask;
      if (result?.__typename === 'MutationCancelTaskSuccess') {
        haptics.success();
        onCancelled();
        return;
      }
      haptics.error();
      setError((result && 'message' in result && result.message) || CLIENT_TEXTS.cancelFailed);
    } catch (caught) {
      haptics.error();
      reportTransientFailure(caught);
      setError(errorMessage(caught, { failed: CLIENT_TEXTS.cancelFailed, network: CLIENT_TEXTS.cancelError }));
    }
  };

  return (
    <Dialog
      title={step === 1 ? CLIENT_TEXTS.cancelStep1Title : CLIENT_TEXTS.cancelStep2Title}
      onClose={() => !submitting && onClose()}
      footer={
        <ButtonRow>
          <Button $variant="secondary" onClick={onClose} disabled={submitting}>
            {CLIENT_TEXTS.back}
          </Button>
          <Button $variant="destructive" onClick={() => void submit()} disabled={submitting || !selected}>
            {submitting ? CLIENT_TEXTS.cancelling : CLIENT_TEXTS.cancelTask}
          </Button>
        </ButtonRow>
      }
    >
      {reasons.loading ? (
        <LoadingBlock />
      ) : reasons.error ? (
        <ErrorBox>{errorMessage(reasons.error, { failed: CLIENT_TEXTS.reasonsFailed, network: CLIENT_TEXTS.reasonsError })}</ErrorBox>
      ) : (
        <Reasons role="radiogroup">
          {list.map((reason) => (
            <label key={reason.id}>
              <input
                type="radio"
                name="cancel-reason"
                checked={reason.id === reasonId}
                disabled={submitting}
                onChange={() => {
                  haptics.selection();
                  setReasonId(reason.id);
                  setTextError(null);
                }}
              />
              {reason.name}
            </label>
          ))}
        </Reasons>
      )}
      {needsText && (
        <TextAreaField
          label={CLIENT_TEXTS.cancelTextLabel}
          required
          value={text}
          maxLength={LIMITS.cancelTextMax}
          counter={CLIENT_TEXTS.cancelTextCounter(text.length)}
          error={textError}
          disabled={submitting}
          onChange={(event) => {
            setText(event.target.value);
            setTextError(null);
          }}
        />
      )}
      {error && <ErrorBox>{error}</ErrorBox>}
    </Dialog>
  );
}
