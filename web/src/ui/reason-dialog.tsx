// The cancel-reason dialog of the client and the master: radio reasons, a text for "other", the
// failure under them, Back and the destructive button. Which reason needs a text and how it is checked
// stay with the caller (the client's and the master's rules differ).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { haptics } from '../lib/haptics';
import { LIMITS } from '../lib/validation';
import { Button, ButtonRow } from './button';
import { Dialog } from './dialog';
import { TextAreaField } from './field';
import { ErrorBox } from './layout';
import { LoadingBlock } from './spinner';

const Reasons = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  label {
    display: flex;
    gap: 10px;
    align-items: center;
    padding: 8px 0;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.button};
  }
`;

export interface Reason {
  id: number;
  name: string;
}

interface Props {
  title: string;
  // the reasons' loading state, and the text shown when they failed to load
  loading: boolean;
  loadError: string | null;
  reasons: readonly Reason[];
  // radio group name and accessible name
  name: string;
  groupLabel?: string;
  selectedId: number | null;
  onSelect(id: number): void;
  // the text box for a reason that needs one (null: no box)
  text: { label: string; value: string; counter: string; error: string | null; onChange(value: string): void } | null;
  // shown between the reasons and the text box
  notice?: ReactNode;
  error: string | null;
  busy: boolean;
  texts: { back: string; submit: string; submitting: string };
  submitDisabled: boolean;
  onSubmit(): void;
  onClose(): void;
}

export function ReasonDialog({
  title,
  loading,
  loadError,
  reasons,
  name,
  groupLabel,
  selectedId,
  onSelect,
  text,
  notice,
  error,
  busy,
  texts,
  submitDisabled,
  onSubmit,
  onClose,
}: Props) {
  return (
    <Dialog
      title={title}
      onClose={() => !busy && onClose()}
      footer={
        <ButtonRow>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            {texts.back}
          </Button>
          <Button $variant="destructive" onClick={onSubmit} disabled={busy || submitDisabled}>
            {busy ? texts.submitting : texts.submit}
          </Button>
        </ButtonRow>
      }
    >
      {loading ? (
        <LoadingBlock />
      ) : loadError ? (
        <ErrorBox>{loadError}</ErrorBox>
      ) : (
        <Reasons role="radiogroup" aria-label={groupLabel}>
          {reasons.map((reason) => (
            <label key={reason.id}>
              <input
                type="radio"
                name={name}
                checked={reason.id === selectedId}
                disabled={busy}
                onChange={() => {
                  haptics.selection();
                  onSelect(reason.id);
                }}
              />
              {reason.name}
            </label>
          ))}
        </Reasons>
      )}
      {notice}
      {text && (
        <TextAreaField
          label={text.label}
          required
          value={text.value}
          maxLength={LIMITS.cancelTextMax}
          counter={text.counter}
          error={text.error}
          disabled={busy}
          onChange={(event) => text.onChange(event.target.value)}
        />
      )}
      {error && <ErrorBox>{error}</ErrorBox>}
    </Dialog>
  );
}
