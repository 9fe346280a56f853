import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ContractStatus } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { Hint } from '../../ui/layout';
import { StatusBadge } from '../../ui/status-badge';
import { AdminPage, Filters, PagedList, SearchField } from './admin-ui';
import { Clamp, Line, ListItem } from '../../ui/list';
import { numberOrNull, useListParams } from '../../lib/list-params';
import { SelectField } from '../../ui/select';
import { CityCategoryFilters } from './city-category-filters';
import { ADMIN_TEXTS } from './texts';
import { CONTRACT_TONES } from '../../lib/contract-status';

export const ContractRowFragment = graphql(`
  fragment ContractRow_Contract on Contract {
    id
    name
    phone
    status
    statusLabel
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

function ContractRow({ contract: ref }: { contract: FragmentType<typeof ContractRowFragment> }) {
  const { data: contract, complete } = useFragment({ fragment: ContractRowFragment, from: ref });
  if (!complete) return null;
  const status = contract.status as ContractStatus;
  return (
    <ListItem>
      <Link to={`/admin/contracts/${contract.id}`}>
        <Line>
          <strong>{contract.name}</strong>
          <StatusBadge $tone={CONTRACT_TONES[status]}>{contract.statusLabel}</StatusBadge>
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

// the status filter's choices: every status with its label, from the server
export const ContractStatusesQuery = graphql(`
  query ContractStatuses {
    contractStatuses {
      status
      label
    }
  }
`);

// /admin/dashboard and /admin/contracts: master applications with filters and pages
export function AdminContractsScreen() {
  const { values, page, set, setPage } = useListParams(['status', 'city', 'category', 'search'] as const);
  const statuses = useQuery(ContractStatusesQuery).data?.contractStatuses ?? [];
  const contracts = useQuery(AdminContractsQuery, {
    variables: {
      status: (values.status || null) as ContractStatus | null,
      cityId: numberOrNull(values.city),
      categoryId: numberOrNull(values.category),
      search: values.search || null,
      page,
    },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <AdminPage title={ADMIN_TEXTS.contractsTitle}>
      <Filters>
        <SelectField
          label={ADMIN_TEXTS.status}
          value={values.status}
          onChange={(value) => set('status', value)}
          options={[['', ADMIN_TEXTS.all], ...statuses.map(({ status, label }) => [status, label] as const)]}
        />
        <CityCategoryFilters city={values.city} category={values.category} onChange={set} />
        <SearchField
          value={values.search}
          onChange={(value) => set('search', value)}
          placeholder={ADMIN_TEXTS.contractSearch}
        />
      </Filters>
      <PagedList query={contracts} list={contracts.data?.adminContracts} onPage={setPage}>
        {(contract) => <ContractRow key={contract.id} contract={contract} />}
      </PagedList>
    </AdminPage>
  );
}
