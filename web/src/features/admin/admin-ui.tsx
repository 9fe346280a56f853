// The frame and small parts every admin screen shares: the section tabs, filters kept in the address
// (so back and forward keep them), paging, description lists and the outcome of an admin action.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { NavLink, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../lib/errors';
import { haptics } from '../../lib/haptics';
import { Button, ButtonRow } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Input, Label } from '../../ui/field';
import { ErrorBox, Hint, Row, Title } from '../../ui/layout';
import { LoadingBlock } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { ADMIN_TEXTS } from './texts';

const Wrap = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: 12px 16px calc(24px + var(--safe-bottom));
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const Tabs = styled.nav`
  display: flex;
  gap: 6px;
  overflow-x: auto;
  padding-bottom: 4px;
  scrollbar-width: thin;
  a {
    flex: none;
    padding: 6px 12px;
    border-radius: 999px;
    font-size: 14px;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.sectionBg};
    border: 1px solid ${({ theme }) => theme.colors.separator};
  }
  a.active {
    background: ${({ theme }) => theme.colors.button};
    color: ${({ theme }) => theme.colors.buttonText};
    border-color: transparent;
  }
`;

const TABS: [string, string][] = [
  ['/admin/contracts', ADMIN_TEXTS.nav.contracts],
  ['/admin/tasks', ADMIN_TEXTS.nav.tasks],
  ['/admin/reviews', ADMIN_TEXTS.nav.reviews],
  ['/admin/city-district', ADMIN_TEXTS.nav.addresses],
  ['/admin/categories', ADMIN_TEXTS.nav.categories],
  ['/admin/analytics', ADMIN_TEXTS.nav.analytics],
  ['/admin/audit', ADMIN_TEXTS.nav.audit],
  ['/admin/api-tokens', ADMIN_TEXTS.nav.apiTokens],
  ['/admin/explorer', ADMIN_TEXTS.nav.explorer],
];

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  h1 {
    margin-right: auto;
  }
`;

interface PageProps {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminPage({ title, actions, children }: PageProps) {
  return (
    <Wrap>
      <Tabs aria-label={ADMIN_TEXTS.adminPanel}>
        {TABS.map(([to, label]) => (
          <NavLink key={to} to={to}>
            {label}
          </NavLink>
        ))}
      </Tabs>
      <Head>
        <Title>{title}</Title>
        {actions}
      </Head>
      {children}
    </Wrap>
  );
}

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  & > * {
    flex: 1 1 160px;
    min-width: 0;
  }
  input,
  select {
    min-height: 44px;
  }
`;

export const Select = styled.select`
  width: 100%;
  min-height: 44px;
  padding: 8px 10px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.separator};
  background: ${({ theme }) => theme.colors.bg};
`;

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  onChange(value: T): void;
  options: readonly (readonly [T, string])[];
  disabled?: boolean;
}

// a labelled native select: small and right for short fixed lists
export function SelectField<T extends string>({ label, value, onChange, options, disabled }: SelectFieldProps<T>) {
  return (
    <label>
      <Label as="span" style={{ marginBottom: 4 }}>
        {label}
      </Label>
      <Select value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as T)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </Select>
    </label>
  );
}

// The list filters live in the query string; changing one goes back to page 1.
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = useCallback(
    (key: K | 'page', value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          if (key !== 'page') next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { values, page, set, setPage: (next: number) => set('page', next > 1 ? String(next) : '') };
}

export const numberOrNull = (value: string): number | null =>
  value && Number.isFinite(Number(value)) ? Number(value) : null;

// a search box that applies what was typed after a short pause
export function SearchField({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange(value: string): void;
  placeholder: string;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onChange(draft.trim()), 350);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);
  return (
    <label>
      <Label as="span" style={{ marginBottom: 4 }}>
        {ADMIN_TEXTS.search}
      </Label>
      <Input type="search" value={draft} placeholder={placeholder} onChange={(event) => setDraft(event.target.value)} />
    </label>
  );
}

const PagerRow = styled(Row)`
  justify-content: space-between;
  flex-wrap: wrap;
`;

export function Pager({
  page,
  perPage,
  total,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage(page: number): void;
}) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, perPage)));
  return (
    <PagerRow>
      <Hint>
        {ADMIN_TEXTS.total(total)} · {ADMIN_TEXTS.page(Math.min(page, pages), pages)}
      </Hint>
      <Row>
        <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {ADMIN_TEXTS.previous}
        </Button>
        <Button $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {ADMIN_TEXTS.next}
        </Button>
      </Row>
    </PagerRow>
  );
}

// what a useQuery result says before its data is there
interface QueryState {
  data?: unknown;
  loading: boolean;
  error?: unknown;
}

interface LoadedProps<T> {
  query: QueryState;
  // the record the screen is about (null: there is none with this id)
  item: T | null | undefined;
  children(item: T): ReactNode;
}

// A record's screen: a spinner until the first answer, then a load failure, not found, or the record.
export function Loaded<T>({ query, item, children }: LoadedProps<T>) {
  if (query.loading && !query.data) return <LoadingBlock />;
  if (query.error && !query.data) return <ErrorBox>{ADMIN_TEXTS.loadFailed}</ErrorBox>;
  if (item === null || item === undefined) return <ErrorBox>{ADMIN_TEXTS.notFound}</ErrorBox>;
  return <>{children(item)}</>;
}

interface PageOf<T> {
  items: readonly T[];
  page: number;
  perPage: number;
  total: number;
}

interface PagedListProps<T> {
  query: QueryState & { refetch(): Promise<unknown> };
  list: PageOf<T> | null | undefined;
  onPage(page: number): void;
  children(item: T): ReactNode;
}

// One page of a filtered list with the pager; a failed load offers a retry, an empty page says so.
export function PagedList<T>({ query, list, onPage, children }: PagedListProps<T>) {
  if (query.loading && !query.data) return <LoadingBlock />;
  if (query.error && !query.data) {
    return (
      <>
        <ErrorBox>{ADMIN_TEXTS.loadFailed}</ErrorBox>
        <Button onClick={() => void query.refetch()}>{ADMIN_TEXTS.retry}</Button>
      </>
    );
  }
  if (!list || list.items.length === 0) return <Hint>{ADMIN_TEXTS.empty}</Hint>;
  return (
    <>
      <List>{list.items.map(children)}</List>
      <Pager page={list.page} perPage={list.perPage} total={list.total} onPage={onPage} />
    </>
  );
}

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

// rows of a list: the whole row opens the item
export const ListItem = styled.li`
  list-style: none;
  a {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 12px 14px;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.sectionBg};
    box-shadow: ${({ theme }) => theme.shadow};
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    outline: 1px solid ${({ theme }) => theme.colors.separator};
  }
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  strong {
    font-weight: 600;
  }
`;

export const Clamp = styled.p`
  margin: 0;
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  word-break: break-word;
`;

export const Details = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(110px, max-content) 1fr;
  gap: 8px 14px;
  dt {
    color: ${({ theme }) => theme.colors.hint};
    font-size: 14px;
  }
  dd {
    margin: 0;
    word-break: break-word;
    white-space: pre-wrap;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

interface ConfirmProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

export function ConfirmDialog({ title, children, confirmLabel, destructive, busy, onConfirm, onClose }: ConfirmProps) {
  return (
    <Dialog
      title={title}
      onClose={() => !busy && onClose()}
      footer={
        <ButtonRow>
          <Button $variant="secondary" disabled={busy} onClick={onClose}>
            {ADMIN_TEXTS.cancel}
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
