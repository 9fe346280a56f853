import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { errorMessage, reportTransientFailure } from '../../lib/errors';
import { haptics } from '../../lib/haptics';
import { masterCancelError } from '../../lib/validation';
import { FieldMessage } from '../../ui/field';
import { ReasonDialog } from '../../ui/reason-dialog';
import { MASTER_TEXTS } from './texts';

export const MasterCancelReasonsQuery = graphql(`
  query MasterCancelReasons {
    cancelReasons(audience: master) {
      id
      name
      code
    }
  }
`);

export const MasterCancelTaskMutation = graphql(`
  mutation MasterCancelTask($id: Int!, $cancelReasonId: Int!, $cancelReasonText: String) {
    masterCancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) {
      __typename
      ... on Error {
        message
      }
    }
  }
`);

interface Props {
  taskId: number;
  onClose(): void;
  onCancelled(): void;
}

// docs/product.md §5 master cancel: a reason must be chosen (none is preselected); OTHER needs a text of at most
// 100 characters, sent only for OTHER (docs/product.md §7).
export function MasterCancelDialog({ taskId, onClose, onCancelled }: Props) {
  const reasons = useQuery(MasterCancelReasonsQuery);
  const [cancel, { loading: submitting }] = useMutation(MasterCancelTaskMutation);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = reasons.data?.cancelReasons ?? [];
  const selected = list.find((reason) => reason.id === reasonId) ?? null;
  const isOther = selected?.code === 'OTHER';

  const submit = async () => {
    const problem = masterCancelError(selected, text);
    setInvalid(problem);
    if (problem || !selected) {
      haptics.error();
      return;
    }
    setError(null);
    try {
      const { data } = await cancel({
        variables: { id: taskId, cancelReasonId: selected.id, cancelReasonText: isOther ? text.trim() : null },
      });
      const result = data?.masterCancelTask;
      if (result?.__typename === 'MutationMasterCancelTaskSuccess') {
        haptics.success();
        onCancelled();
        return;
      }
      haptics.error();
      setError((result && 'message' in result && result.message) || MASTER_TEXTS.cancelFailed);
    } catch (caught) {
      haptics.error();
      reportTransientFailure(caught);
      setError(errorMessage(caught, { failed: MASTER_TEXTS.cancelFailed, network: MASTER_TEXTS.cancelFailed }));
    }
  };

  return (
    <ReasonDialog
      title={MASTER_TEXTS.cancelDialogTitle}
      loading={reasons.loading}
      loadError={reasons.error ? MASTER_TEXTS.reasonsFailed : null}
      reasons={list}
      name="master-cancel-reason"
      groupLabel={MASTER_TEXTS.cancelDialogTitle}
      selectedId={reasonId}
      onSelect={(id) => {
        setReasonId(id);
        setInvalid(null);
      }}
      notice={!selected && invalid && <FieldMessage $tone="error">{invalid}</FieldMessage>}
      text={
        isOther
          ? {
              label: MASTER_TEXTS.cancelTextLabel,
              value: text,
              counter: MASTER_TEXTS.cancelTextCounter({ length: text.length }),
              error: invalid,
              onChange: (value) => {
                setText(value);
                setInvalid(null);
              },
            }
          : null
      }
      error={error}
      busy={submitting}
      texts={{ back: MASTER_TEXTS.back, submit: MASTER_TEXTS.confirmCancel, submitting: MASTER_TEXTS.cancelling }}
      submitDisabled={reasons.loading}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}
