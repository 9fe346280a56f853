// What an admin screen does with a mutation: run it with a toast for the outcome, keep a form's field
// errors, keep an edit form's values, and the Cancel/Save and confirm buttons in the admin's words.
import { useCallback, useState, type ComponentProps } from 'react';
import { errorMessage } from '../../lib/errors';
import { haptics } from '../../lib/haptics';
import { Button, ButtonRow } from '../../ui/button';
import { ConfirmDialog as Confirm } from '../../ui/confirm-dialog';
import { useToast } from '../../ui/toast';
import { ADMIN_TEXTS } from './texts';

// Cancel and Save under an edit form
export function FormButtons({ busy, onCancel }: { busy: boolean; onCancel(): void }) {
  return (
    <ButtonRow>
      <Button $variant="secondary" disabled={busy} onClick={onCancel}>
        {ADMIN_TEXTS.cancel}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? ADMIN_TEXTS.saving : ADMIN_TEXTS.save}
      </Button>
    </ButtonRow>
  );
}

// asks before an admin action; its cancel button is the admin's 'Отмена'
export function ConfirmDialog(props: Omit<ComponentProps<typeof Confirm>, 'cancelLabel'>) {
  return <Confirm cancelLabel={ADMIN_TEXTS.cancel} {...props} />;
}

export interface ActionResult {
  __typename: string;
  message?: string;
  fieldErrors?: readonly { field: string; messages: readonly string[] }[];
}

export type FieldErrors = Record<string, string>;

// Runs an admin mutation: a success toast with `done`, the server's message (or `failed`) otherwise.
// Resolves with the field errors of a ValidationError so the form can show them, or null on success.
export function useAdminAction() {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (
      action: () => Promise<ActionResult | null | undefined>,
      texts: { done?: string; failed: string },
    ): Promise<FieldErrors | null> => {
      setBusy(true);
      try {
        const result = await action();
        if (result?.__typename.endsWith('Success')) {
          haptics.success();
          if (texts.done) toast({ title: texts.done });
          return null;
        }
        haptics.error();
        toast({ title: result?.message || texts.failed, variant: 'destructive' });
        return Object.fromEntries((result?.fieldErrors ?? []).map((error) => [error.field, error.messages.join(' ')]));
      } catch (caught) {
        haptics.error();
        toast({
          title: errorMessage(caught, { failed: texts.failed, network: ADMIN_TEXTS.networkFailed }),
          variant: 'destructive',
        });
        return {};
      } finally {
        setBusy(false);
      }
    },
    [toast],
  );
  return { run, busy };
}

// An admin form's submission: the field errors of a ValidationError stay under their fields until the
// next attempt. Resolves true when the server took it.
export function useFormSubmit() {
  const { run, busy } = useAdminAction();
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = useCallback(
    async (action: () => Promise<ActionResult | null | undefined>, texts: { done?: string; failed: string }) => {
      const fieldErrors = await run(action, texts);
      setErrors(fieldErrors ?? {});
      return fieldErrors === null;
    },
    [run],
  );
  return { submit, busy, errors };
}

// An edit form's values: the record's own until the first edit, then the edits (a refetch keeps them).
export function useEditValues<T, V>(record: T | null | undefined, toValues: (record: T) => V) {
  const [edited, setEdited] = useState<V | null>(null);
  const values = edited ?? (record ? toValues(record) : null);
  const set = <K extends keyof V>(key: K, value: V[K]) => setEdited(values ? { ...values, [key]: value } : null);
  return { values, set };
}
