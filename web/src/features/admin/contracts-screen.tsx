import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { ContractStatus } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/button';
import { ErrorBox, Hint } from '../../ui/layout';
import { LoadingBlock } from '../../ui/spinner';
import { StatusBadge } from '../../ui/status-badge';
import { AdminPage, Clamp, Filters, Line, List, ListItem, numberOrNull, Pager, SearchField, SelectField, useListParams } from './admin-ui';
import { ADMIN_TEXTS } from './texts';

export const CONTRACT_TONES = { pending: 'blue', approved: 'green', verified: 'green', rejected: 'red' } as const;

export const ContractRowFragment = graphql(`
  fragment ContractRow_Contract on Contract {
    id
    name
    phone
    status
    createdAt
    archivedAt
    city {
      id
      name
    }
    categories {
      id
      name
    }
  }
`);

export const AdminContractsQuery = graphql(`
  query AdminContracts($status: ContractStatus, $cityId: Int, $categoryId: Int, $search: String, $page: Int) {
    adminContracts(status: $status, cityId: $cityId, categoryId: $categoryId, search: $search, page: $page) {
      total
      page
      perPage
      items {
        id
        ...ContractRow_Contract
      }
    }
  }
`);

// the city and category lists of the filters (every category, inactive ones too)
export const AdminFilterOptionsQuery = graphql(`
  query AdminFilterOptions {
    cities {
      id
      name
    }
    adminCategories(perPage: 100) {
      items {
        id
        name
      }
    }
  }
`);

function ContractRow({ contract: ref }: { contract: FragmentType<typeof ContractRowFragment> }) {
  const { data: contract, complete } = useFragment({ fragment: ContractRowFragment, from: ref });
  if (!complete) return null;
  const status = contract.status as ContractStatus;
  return (
    <ListItem>
      <Link to={`/admin/contracts/${contract.id}`}>
        <Line>
          <strong>{contract.name}</strong>
          <StatusBadge $tone={CONTRACT_TONES[status]}>{ADMIN_TEXTS.contractStatus[status]}</StatusBadge>
          {contract.archivedAt && <Hint>{ADMIN_TEXTS.archived}</Hint>}
        </Line>
        <Clamp>{contract.categories.map((category) => category.name).join(', ')}</Clamp>
        <Hint>
          №{contract.id} · {contract.phone} · {contract.city.name} · {formatDateTime(contract.createdAt)}
        </Hint>
      </Link>
    </ListItem>
  );
}

const STATUS_OPTIONS = [
  ['', ADMIN_TEXTS.all],
  ...(['pending', 'approved', 'verified', 'rejected'] as const).map((status) => [status, ADMIN_TEXTS.contractStatus[status]] as const),
] as const;

// /admin/dashboard and /admin/contracts: master applications with filters and pages
export function AdminContractsScreen() {
  const { values, page, set, setPage } = useListParams(['status', 'city', 'category', 'search'] as const);
  const options = useQuery(AdminFilterOptionsQuery);
  const { data, loading, error, refetch } = useQuery(AdminContractsQuery, {
    variables: {
      status: (values.status || null) as ContractStatus | null,
      cityId: numberOrNull(values.city),
      categoryId: numberOrNull(values.category),
      search: values.search || null,
      page,
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.adminContracts;

  return (
    <AdminPage title={ADMIN_TEXTS.contractsTitle}>
      <Filters>
        <SelectField label={ADMIN_TEXTS.status} value={values.status} onChange={(value) => set('status', value)} options={STATUS_OPTIONS} />
        <SelectField
          label={ADMIN_TEXTS.city}
          value={values.city}
          onChange={(value) => set('city', value)}
          options={[['', ADMIN_TEXTS.all], ...(options.data?.cities ?? []).map((city) => [String(city.id), city.name] as const)]}
        />
        <SelectField
          label={ADMIN_TEXTS.category}
          value={values.category}
          onChange={(value) => set('category', value)}
          options={[['', ADMIN_TEXTS.all], ...(options.data?.adminCategories.items ?? []).map((category) => [String(category.id), category.name] as const)]}
        />
        <SearchField value={values.search} onChange={(value) => set('search', value)} placeholder={ADMIN_TEXTS.contractSearch} />
      </Filters>
      {loading && !data ? (
        <LoadingBlock />
      ) : error && !data ? (
        <>
          <ErrorBox>{ADMIN_TEXTS.loadFailed}</ErrorBox>
          <Button onClick={() => void refetch()}>{ADMIN_TEXTS.retry}</Button>
        </>
      ) : list && list.items.length > 0 ? (
        <>
          <List>
            {list.items.map((contract) => (
              <ContractRow key={contract.id} contract={contract} />
            ))}
          </List>
          <Pager page={list.page} perPage={list.perPage} total={list.total} onPage={setPage} />
        </>
      ) : (
        <Hint>{ADMIN_TEXTS.empty}</Hint>
      )}
    </AdminPage>
  );
}
