import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { formatDateTime } from '../../lib/format';
import { Hint } from '../../ui/layout';
import { AdminPage, Filters, PagedList, SearchField } from './admin-ui';
import { Line } from '../../ui/list';
import { SelectField } from '../../ui/select';
import { useListParams } from '../../lib/list-params';
import { ADMIN_TEXTS } from './texts';

export const AuditLogQuery = graphql(`
  query AuditLog($entity: String, $action: String, $page: Int) {
    auditLog(entity: $entity, action: $action, page: $page) {
      total
      page
      perPage
      items {
        id
        action
        entity
        entityId
        data
        createdAt
        actor {
          id
          name
        }
      }
    }
  }
`);

const ENTITIES = ['Contract', 'Task', 'Review', 'Category', 'City', 'District', 'ApiToken'] as const;
// built when shown: the texts are in the language of the moment
const entityOptions = () =>
  [
    ['', ADMIN_TEXTS.auditEntityAll],
    ...ENTITIES.map((entity) => [entity, ADMIN_TEXTS.auditEntities[entity]] as const),
  ] as const;

const Entry = styled.li`
  list-style: none;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.sectionBg};
  box-shadow: ${({ theme }) => theme.shadow};
  pre {
    margin: 6px 0 0;
    font-size: 12px;
    white-space: pre-wrap;
    word-break: break-word;
    color: ${({ theme }) => theme.colors.hint};
  }
`;

// /admin/audit: who changed what, newest first (an action ending with '.' matches its prefix, e.g. 'task.')
export function AdminAuditScreen() {
  const { values, page, set, setPage } = useListParams(['entity', 'action'] as const);
  const audit = useQuery(AuditLogQuery, {
    variables: { entity: values.entity || null, action: values.action || null, page },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AdminPage title={ADMIN_TEXTS.auditTitle}>
      <Filters>
        <SelectField
          label={ADMIN_TEXTS.auditEntity}
          value={values.entity}
          onChange={(value) => set('entity', value)}
          options={entityOptions()}
        />
        <SearchField
          value={values.action}
          onChange={(value) => set('action', value)}
          placeholder="task.assign, category."
        />
      </Filters>
      <PagedList query={audit} list={audit.data?.auditLog} onPage={setPage}>
        {(entry) => (
          <Entry key={entry.id}>
            <Line>
              <strong>{entry.action}</strong>
              <span>
                {ADMIN_TEXTS.auditEntities[entry.entity as (typeof ENTITIES)[number]] ?? entry.entity}
                {entry.entityId !== null ? ` №${entry.entityId}` : ''}
              </span>
            </Line>
            <Hint>
              {formatDateTime(entry.createdAt)} · {entry.actor?.name ?? ADMIN_TEXTS.auditSystem}
            </Hint>
            <pre>{JSON.stringify(entry.data, null, 1)}</pre>
          </Entry>
        )}
      </PagedList>
    </AdminPage>
  );
}
