// A dialog that asks before an action: a title, what is at stake, cancel and confirm.
import type { ReactNode } from 'react';
import { Button, ButtonRow } from './button';
import { Dialog } from './dialog';

interface ConfirmProps {
  title: string;
  // the button that closes without doing anything
  cancelLabel: string;
  children?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

export function ConfirmDialog({
  title,
  children,
  cancelLabel,
  confirmLabel,
  destructive,
  busy,
  onConfirm,
  onClose,
}: ConfirmProps) {
  return (
    <Dialog
      title={title}
      onClose={() => !busy && onClose()}
      footer={
        <ButtonRow>
          <Button $variant="secondary" disabled={busy} onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button $variant={destructive ? 'destructive' : 'primary'} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </ButtonRow>
      }
    >
      {children}
    </Dialog>
  );
}
