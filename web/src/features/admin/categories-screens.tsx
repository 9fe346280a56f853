import { useEffect, useState, type FormEvent } from 'react';
import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { Button } from '../../ui/button';
import { CheckboxRow } from '../../ui/checkbox-list';
import { TextAreaField, TextField } from '../../ui/field';
import { Card, Hint } from '../../ui/layout';
import { StatusBadge } from '../../ui/status-badge';
import { useToast } from '../../ui/toast';
import {
  Actions,
  AdminPage,
  Clamp,
  ConfirmDialog,
  Filters,
  FormButtons,
  Line,
  ListItem,
  Loaded,
  PagedList,
  SearchField,
  SelectField,
  useAdminAction,
  useFormSubmit,
  useListParams,
  type FieldErrors,
} from './admin-ui';
import { KeywordsInput } from './keywords-input';
import { ADMIN_TEXTS } from './texts';

export const CategoryRowFragment = graphql(`
  fragment CategoryRow_Category on Category {
    id
    name
    description
    isActive
    sortOrder
    tasksCount
    contractsCount
    keywords
  }
`);

export const AdminCategoriesQuery = graphql(`
  query AdminCategories($isActive: Boolean, $search: String, $page: Int) {
    adminCategories(isActive: $isActive, search: $search, page: $page) {
      total
      page
      perPage
      items {
        id
        ...CategoryRow_Category
      }
    }
  }
`);

export const AdminCategoryQuery = graphql(`
  query AdminCategory($id: Int!) {
    adminCategory(id: $id) {
      id
      name
      description
      isActive
      sortOrder
      keywords
      tasksCount
      contractsCount
    }
  }
`);

export const CreateCategoryMutation = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      __typename
      ... on MutationCreateCategorySuccess {
        data {
          id
          ...CategoryRow_Category
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const UpdateCategoryMutation = graphql(`
  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      __typename
      ... on MutationUpdateCategorySuccess {
        data {
          id
          name
          description
          isActive
          sortOrder
          keywords
          ...CategoryRow_Category
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const DeleteCategoryMutation = graphql(`
  mutation DeleteCategory($id: Int!) {
    deleteCategory(id: $id) {
      __typename
      ... on MutationDeleteCategorySuccess {
        data {
          deleted
          message
          category {
            id
            isActive
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

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

const ACTIVE_OPTIONS = [
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
          options={ACTIVE_OPTIONS}
        />
        <SearchField value={values.search} onChange={(value) => set('search', value)} placeholder={ADMIN_TEXTS.title} />
      </Filters>
      <PagedList query={categories} list={categories.data?.adminCategories} onPage={setPage}>
        {(category) => <CategoryRow key={category.id} category={category} />}
      </PagedList>
    </AdminPage>
  );
}

export interface CategoryValues {
  name: string;
  description: string;
  sortOrder: string;
  isActive: boolean;
  keywords: string[];
}

const EMPTY_CATEGORY: CategoryValues = { name: '', description: '', sortOrder: '0', isActive: true, keywords: [] };

interface FormProps {
  initial: CategoryValues;
  busy: boolean;
  errors: FieldErrors;
  onSubmit(values: CategoryValues): void;
  onCancel(): void;
}

export function CategoryForm({ initial, busy, errors, onSubmit, onCancel }: FormProps) {
  const [values, setValues] = useState(initial);
  const set = <K extends keyof CategoryValues>(key: K, value: CategoryValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <Card as="form" onSubmit={submit} noValidate>
      <TextField
        label={ADMIN_TEXTS.title}
        required
        value={values.name}
        maxLength={100}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <TextAreaField
        label={ADMIN_TEXTS.description}
        value={values.description}
        maxLength={1000}
        counter={`${values.description.length}/1000`}
        error={errors.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <KeywordsInput
        value={values.keywords}
        onChange={(keywords) => set('keywords', keywords)}
        error={errors.keywords}
        disabled={busy}
      />
      <TextField
        label={ADMIN_TEXTS.sortOrder}
        type="number"
        inputMode="numeric"
        value={values.sortOrder}
        error={errors.sortOrder}
        onChange={(event) => set('sortOrder', event.target.value)}
      />
      <CheckboxRow style={{ padding: '4px 0' }}>
        <input type="checkbox" checked={values.isActive} onChange={(event) => set('isActive', event.target.checked)} />
        {ADMIN_TEXTS.isActiveLabel}
      </CheckboxRow>
      <FormButtons busy={busy} onCancel={onCancel} />
    </Card>
  );
}

function inputOf(values: CategoryValues) {
  const sortOrder = Number(values.sortOrder);
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    keywords: values.keywords,
    isActive: values.isActive,
    sortOrder: values.sortOrder.trim() === '' || !Number.isFinite(sortOrder) ? 0 : Math.trunc(sortOrder),
  };
}

// /admin/categories/new
export function AdminCategoryNewScreen() {
  const navigate = useNavigate();
  const [create] = useMutation(CreateCategoryMutation, { refetchQueries: ['AdminCategories'] });
  const { submit, busy, errors } = useFormSubmit();
  return (
    <AdminPage title={ADMIN_TEXTS.newCategory} actions={<Link to="/admin/categories">{ADMIN_TEXTS.back}</Link>}>
      <CategoryForm
        initial={EMPTY_CATEGORY}
        busy={busy}
        errors={errors}
        onCancel={() => navigate('/admin/categories')}
        onSubmit={async (values) => {
          const saved = await submit(
            async () => (await create({ variables: { input: inputOf(values) } })).data?.createCategory,
            {
              done: ADMIN_TEXTS.categoryCreated,
              failed: ADMIN_TEXTS.categoryCreateFailed,
            },
          );
          if (saved) navigate('/admin/categories');
        }}
      />
    </AdminPage>
  );
}

// /admin/categories/:id/edit: fields, keywords, switching on and off, deletion (switched off when in use)
export function AdminCategoryEditScreen() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { toast } = useToast();
  const query = useQuery(AdminCategoryQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateCategoryMutation, { refetchQueries: ['AdminCategories'] });
  const [remove] = useMutation(DeleteCategoryMutation, { refetchQueries: ['AdminCategories'] });
  const { run, busy } = useAdminAction();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const category = query.data?.adminCategory;
  // a new server state (switched on or off) redraws the form with it
  useEffect(() => setFormKey((key) => key + 1), [category?.isActive]);

  const toggle = async (isActive: boolean) => {
    await run(async () => (await update({ variables: { id, input: { isActive } } })).data?.updateCategory, {
      done: isActive ? ADMIN_TEXTS.categoryActivated : ADMIN_TEXTS.categoryDeactivated,
      failed: ADMIN_TEXTS.categoryUpdateFailed,
    });
  };

  return (
    <AdminPage
      title={category ? ADMIN_TEXTS.editCategoryTitle(category.name) : ADMIN_TEXTS.categoriesTitle}
      actions={<Link to="/admin/categories">{ADMIN_TEXTS.back}</Link>}
    >
      <Loaded query={query} item={category}>
        {(category) => (
          <>
            <Line>
              <StatusBadge $tone={category.isActive ? 'green' : 'none'}>
                {category.isActive ? ADMIN_TEXTS.active : ADMIN_TEXTS.inactive}
              </StatusBadge>
              <Hint>{ADMIN_TEXTS.usage(category.tasksCount, category.contractsCount)}</Hint>
            </Line>
            <CategoryForm
              key={formKey}
              initial={{
                name: category.name,
                description: category.description,
                sortOrder: String(category.sortOrder),
                isActive: category.isActive,
                keywords: [...category.keywords],
              }}
              busy={busy}
              errors={errors}
              onCancel={() => navigate('/admin/categories')}
              onSubmit={async (values) => {
                const fieldErrors = await run(
                  async () => (await update({ variables: { id, input: inputOf(values) } })).data?.updateCategory,
                  {
                    done: ADMIN_TEXTS.saved,
                    failed: ADMIN_TEXTS.categoryUpdateFailed,
                  },
                );
                setErrors(fieldErrors ?? {});
              }}
            />
            <Actions>
              <Button $variant="secondary" disabled={busy} onClick={() => void toggle(!category.isActive)}>
                {category.isActive ? ADMIN_TEXTS.deactivate : ADMIN_TEXTS.activate}
              </Button>
              <Button $variant="destructive" disabled={busy} onClick={() => setConfirming(true)}>
                {ADMIN_TEXTS.delete}
              </Button>
            </Actions>
          </>
        )}
      </Loaded>
      {confirming && category && (
        <ConfirmDialog
          title={ADMIN_TEXTS.delete}
          confirmLabel={ADMIN_TEXTS.delete}
          destructive
          busy={busy}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            let removal: { deleted: boolean; message: string } | null = null;
            const result = await run(
              async () => {
                const outcome = (await remove({ variables: { id } })).data?.deleteCategory;
                if (outcome?.__typename === 'MutationDeleteCategorySuccess') removal = outcome.data;
                return outcome;
              },
              { failed: ADMIN_TEXTS.categoryDeleteFailed },
            );
            setConfirming(false);
            const done = removal as { deleted: boolean; message: string } | null;
            if (result === null && done) {
              toast({ title: done.message });
              if (done.deleted) navigate('/admin/categories');
            }
          }}
        >
          <p style={{ margin: 0 }}>{ADMIN_TEXTS.deleteCategoryConfirm(category.name)}</p>
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
