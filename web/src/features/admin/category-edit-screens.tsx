// /admin/categories/new and /admin/categories/:id/edit: the form, switching on and off, deletion.
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  AdminCategoryQuery,
  CreateCategoryMutation,
  DeleteCategoryMutation,
  UpdateCategoryMutation,
} from './category-documents';
import { Button } from '../../ui/button';
import { Hint } from '../../ui/layout';
import { StatusBadge } from '../../ui/status-badge';
import { useToast } from '../../ui/toast';
import { Actions, Line } from '../../ui/list';
import { AdminPage, Loaded } from './admin-ui';
import { ConfirmDialog, useAdminAction, useFormSubmit, type FieldErrors } from './admin-actions';
import { ADMIN_TEXTS } from './texts';

import { CategoryForm, EMPTY_CATEGORY, initialOf, inputOf } from './category-form';

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
              initial={initialOf(category)}
              busy={busy}
              errors={errors}
              onCancel={() => navigate('/admin/categories')}
              onSubmit={async (values) => {
                const fieldErrors = await run(
                  async () =>
                    (await update({ variables: { id, input: inputOf(values, initialOf(category)) } })).data
                      ?.updateCategory,
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
