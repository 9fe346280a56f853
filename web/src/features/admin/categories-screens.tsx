// /admin/categories: the list of service categories with its filters. The form and the new/edit screens:
// category-form.tsx, category-edit-screens.tsx.
import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { AdminCategoriesQuery, CategoryRowFragment } from './category-documents';
import { Button } from '../../ui/button';
import { Hint } from '../../ui/layout';
import { StatusBadge } from '../../ui/status-badge';
import { Clamp, Line, ListItem } from '../../ui/list';
import { AdminPage, Filters, PagedList, SearchField } from './admin-ui';
import { SelectField } from '../../ui/select';
import { useListParams } from '../../lib/list-params';
import { ADMIN_TEXTS } from './texts';

function CategoryRow({ category: ref }: { category: FragmentType<typeof CategoryRowFragment> }) {
  const { data: category, complete } = useFragment({ fragment: CategoryRowFragment, from: ref });
  if (!complete) return null;
  return (
    <ListItem>
      <Link to={`/admin/categories/${category.id}/edit`}>
        <Line>
          <strong>{category.name}</strong>
          <StatusBadge $tone={category.isActive ? 'green' : 'none'}>
            {category.isActive ? ADMIN_TEXTS.active : ADMIN_TEXTS.inactive}
          </StatusBadge>
        </Line>
        <Clamp>{category.description}</Clamp>
        <Hint>
          {ADMIN_TEXTS.usage(category.tasksCount, category.contractsCount)} ·{' '}
          {ADMIN_TEXTS.keywordsCount(category.keywords.length)}
        </Hint>
      </Link>
    </ListItem>
  );
}

// built when shown: the texts are in the language of the moment
const activeOptions = () =>
  [
    ['', ADMIN_TEXTS.all],
    ['1', ADMIN_TEXTS.activeOnly],
    ['0', ADMIN_TEXTS.inactiveOnly],
  ] as const;

// /admin/categories
export function AdminCategoriesScreen() {
  const { values, page, set, setPage } = useListParams(['active', 'search'] as const);
  const categories = useQuery(AdminCategoriesQuery, {
    variables: { isActive: values.active === '' ? null : values.active === '1', search: values.search || null, page },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AdminPage
      title={ADMIN_TEXTS.categoriesTitle}
      actions={
        <Button as={Link} to="/admin/categories/new" style={{ textDecoration: 'none' }}>
          {ADMIN_TEXTS.newCategory}
        </Button>
      }
    >
      <Filters>
        <SelectField
          label={ADMIN_TEXTS.status}
          value={values.active}
          onChange={(value) => set('active', value)}
          options={activeOptions()}
        />
        <SearchField value={values.search} onChange={(value) => set('search', value)} placeholder={ADMIN_TEXTS.title} />
      </Filters>
      <PagedList query={categories} list={categories.data?.adminCategories} onPage={setPage}>
        {(category) => <CategoryRow key={category.id} category={category} />}
      </PagedList>
    </AdminPage>
  );
}
