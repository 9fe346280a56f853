// The frame every admin screen shares: the section tabs, the filters bar and search box, paging, and a
// record's or a page's loading states. Generic pieces live in web/src/ui (select, list, confirm-dialog),
// the outcome of an admin action in admin-actions.tsx.
import { useEffect, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../ui/button';
import { Input, Label } from '../../ui/field';
import { ErrorBox, Hint, Row, Title } from '../../ui/layout';
import { List } from '../../ui/list';
import { LoadingBlock } from '../../ui/spinner';
import { ADMIN_TEXTS } from './texts';

const Wrap = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: 12px 16px calc(24px + var(--safe-bottom));
  display: flex;
  flex-direction: column;
  gap: 14px;
  // a link standing for a record (a master, a contract) is a 44 px target
  dd > a,
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const Tabs = styled.nav`
  display: flex;
  gap: 6px;
  overflow-x: auto;
  padding-bottom: 4px;
  scrollbar-width: thin;
  a {
    flex: none;
    display: inline-flex;
    align-items: center;
    min-height: 44px;
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

// built when shown: the texts are in the language of the moment
const tabs = (): [string, string][] => [
  ['/admin/contracts', ADMIN_TEXTS.nav.contracts],
  ['/admin/tasks', ADMIN_TEXTS.nav.tasks],
  ['/admin/reviews', ADMIN_TEXTS.nav.reviews],
  ['/admin/problems', ADMIN_TEXTS.nav.problems],
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
  & > a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
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
        {tabs().map(([to, label]) => (
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
  // wider than the other filters: its placeholder ('Имя, телефон или @username') is read whole
  return (
    <label style={{ flex: '2 1 240px' }}>
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
