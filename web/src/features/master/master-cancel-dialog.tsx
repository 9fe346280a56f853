import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { errorMessage, reportTransientFailure } from '../../lib/errors';
import { haptics } from '../../lib/haptics';
import { LIMITS, masterCancelError } from '../../lib/validation';
import { Button, ButtonRow } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FieldMessage, TextAreaField } from '../../ui/field';
import { ErrorBox } from '../../ui/layout';
import { LoadingBlock } from '../../ui/spinner';
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

const Reasons = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  label { display: flex; gap: 10px; align-items: center; padding: 8px 0; cursor: pointer; }
  input { width: 18px; height: 18px; accent-color: ${({ theme }) => theme.colors.button}; }
`;

interface Props {
  taskId: number;
  onClose(): void;
  onCancelled(): void;
}

// SPEC §5 master cancel: a reason must be chosen (none is preselected); OTHER needs a text of at most
// 100 characters, sent only for OTHER (SPEC §7).
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
    <Dialog
      title={MASTER_TEXTS.cancelDialogTitle}
      onClose={() => !submitting && onClose()}
      footer={
        <ButtonRow>
          <Button $variant="secondary" onClick={onClose} disabled={submitting}>
            {MASTER_TEXTS.back}
          </Button>
          <Button $variant="destructive" onClick={() => void submit()} disabled={submitting || reasons.loading}>
            {submitting ? MASTER_TEXTS.cancelling : MASTER_TEXTS.confirmCancel}
          </Button>
        </ButtonRow>
      }
    >
      {reasons.loading ? (
        <LoadingBlock />
      ) : reasons.error ? (
        <ErrorBox>{MASTER_TEXTS.reasonsFailed}</ErrorBox>
      ) : (
        <Reasons role="radiogroup" aria-label={MASTER_TEXTS.cancelDialogTitle}>
          {list.map((reason) => (
            <label key={reason.id}>
              <input
                type="radio"
                name="master-cancel-reason"
                checked={reason.id === reasonId}
                disabled={submitting}
                onChange={() => {
                  haptics.selection();
                  setReasonId(reason.id);
                  setInvalid(null);
                }}
              />
              {reason.name}
            </label>
          ))}
        </Reasons>
      )}
      {!selected && invalid && <FieldMessage $tone="error">{invalid}</FieldMessage>}
      {isOther && (
        <TextAreaField
          label={MASTER_TEXTS.cancelTextLabel}
          required
          value={text}
          maxLength={LIMITS.cancelTextMax}
          counter={MASTER_TEXTS.cancelTextCounter(text.length)}
          error={invalid}
          disabled={submitting}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(null);
          }}
        />
      )}
      {error && <ErrorBox>{error}</ErrorBox>}
    </Dialog>
  );
}
