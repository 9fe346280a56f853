import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { errorMessage, reportTransientFailure } from '../../lib/errors';
import { haptics } from '../../lib/haptics';
import { clientCancelTextError, isOtherClientReason } from '../../lib/validation';
import { ReasonDialog } from '../../ui/reason-dialog';
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
          active
          ...ActiveTaskCard_Task
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

interface Props {
  taskId: number;
  // 1 before a master accepted the task, 2 after (docs/product.md §2 "Cancel-reason dialog")
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
  // the first reason is preselected: derived, so no frame ever shows the list with nothing chosen
  const selected = list.find((reason) => reason.id === reasonId) ?? list[0] ?? null;

  useEffect(() => onBusyChange(submitting), [submitting, onBusyChange]);
  // a successful cancel closes the dialog in the same render that ends `submitting`: the screen must not
  // keep the old "busy" for the next task's button
  useEffect(() => () => onBusyChange(false), [onBusyChange]);

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
    <ReasonDialog
      title={step === 1 ? CLIENT_TEXTS.cancelStep1Title : CLIENT_TEXTS.cancelStep2Title}
      loading={reasons.loading}
      loadError={
        reasons.error
          ? errorMessage(reasons.error, { failed: CLIENT_TEXTS.reasonsFailed, network: CLIENT_TEXTS.reasonsError })
          : null
      }
      reasons={list}
      name="cancel-reason"
      selectedId={selected?.id ?? null}
      onSelect={(id) => {
        setReasonId(id);
        setTextError(null);
      }}
      text={
        needsText
          ? {
              label: CLIENT_TEXTS.cancelTextLabel,
              value: text,
              counter: CLIENT_TEXTS.cancelTextCounter({ length: text.length }),
              error: textError,
              onChange: (value) => {
                setText(value);
                setTextError(null);
              },
            }
          : null
      }
      error={error}
      busy={submitting}
      texts={{ back: CLIENT_TEXTS.back, submit: CLIENT_TEXTS.cancelTask, submitting: CLIENT_TEXTS.cancelling }}
      submitDisabled={!selected}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}
