import type { FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { LIMITS, normalizePhone, normalizeUsername, usernameForServer } from '../../lib/validation';
import { AddressPicker, EMPTY_ADDRESS, type AddressValue } from '../../ui/address-picker';
import { FieldMessage, TextAreaField, TextField } from '../../ui/field';
import { Card } from '../../ui/layout';
import { SearchableSelect } from '../../ui/searchable-select';
import { AdminPage, Loaded } from './admin-ui';
import { FormButtons, useEditValues, useFormSubmit } from './admin-actions';
import { ADMIN_TEXTS } from './texts';

export const AdminTaskEditQuery = graphql(`
  query AdminTaskEdit($id: Int!) {
    adminTask(id: $id) {
      id
      text
      categoryId
      cityId
      districtId
      phone
      tgUsername
    }
    categories {
      id
      name
      description
    }
  }
`);

export const AdminUpdateTaskMutation = graphql(`
  mutation AdminUpdateTask($id: Int!, $input: TaskInput!) {
    adminUpdateTask(id: $id, input: $input) {
      __typename
      ... on MutationAdminUpdateTaskSuccess {
        data {
          id
          status
          ...TaskDetails_Task
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

interface Values {
  text: string;
  categoryId: number | null;
  address: AddressValue;
  phone: string;
  username: string;
}

// /admin/tasks/:id/edit: the same rules as a new task (the server checks them)
export function AdminTaskEditScreen() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const query = useQuery(AdminTaskEditQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const [update] = useMutation(AdminUpdateTaskMutation);
  const { submit, busy, errors } = useFormSubmit();
  const { values, set } = useEditValues(query.data?.adminTask, (task): Values => ({
    text: task.text,
    categoryId: task.categoryId,
    address: { ...EMPTY_ADDRESS, cityId: task.cityId, districtId: task.districtId },
    phone: task.phone ?? '',
    username: task.tgUsername ? `@${task.tgUsername}` : '',
  }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    const saved = await submit(
      async () =>
        (
          await update({
            variables: {
              id,
              input: {
                text: values.text.trim(),
                categoryId: values.categoryId,
                cityId: values.address.cityId,
                districtId: values.address.districtId,
                phone: values.phone,
                tgUsername: usernameForServer(values.username),
              },
            },
          })
        ).data?.adminUpdateTask,
      { done: ADMIN_TEXTS.saved, failed: ADMIN_TEXTS.actionFailed },
    );
    if (saved) navigate(`/admin/tasks/${id}`);
  };

  return (
    <AdminPage
      title={ADMIN_TEXTS.editTaskTitle(id)}
      actions={<Link to={`/admin/tasks/${id}`}>{ADMIN_TEXTS.back}</Link>}
    >
      <Loaded query={query} item={query.data?.adminTask}>
        {() =>
          values && (
            <Card as="form" onSubmit={save} noValidate>
              <TextAreaField
                label={ADMIN_TEXTS.taskText}
                required
                value={values.text}
                maxLength={LIMITS.descriptionMax}
                counter={`${values.text.length}/${LIMITS.descriptionMax}`}
                error={errors.text}
                onChange={(event) => set('text', event.target.value)}
              />
              <SearchableSelect
                label={ADMIN_TEXTS.category}
                required
                options={query.data?.categories ?? []}
                value={values.categoryId}
                onChange={(categoryId) => set('categoryId', categoryId)}
                placeholder={ADMIN_TEXTS.categoriesSearch}
                emptyText={ADMIN_TEXTS.categoriesEmpty}
                error={errors.categoryId}
              />
              <div>
                <AddressPicker
                  mode="single"
                  hideAllDistricts
                  required
                  value={values.address}
                  onChange={(address) => set('address', address)}
                />
                {(errors.cityId || errors.districtId) && (
                  <FieldMessage $tone="error">{errors.cityId || errors.districtId}</FieldMessage>
                )}
              </div>
              <TextField
                label={ADMIN_TEXTS.phone}
                type="tel"
                value={values.phone}
                error={errors.phone ?? errors.contact}
                onChange={(event) => set('phone', normalizePhone(event.target.value))}
              />
              <TextField
                label={ADMIN_TEXTS.usernameLabel}
                value={values.username}
                error={errors.tgUsername}
                onChange={(event) => set('username', normalizeUsername(event.target.value))}
              />
              <FormButtons busy={busy} onCancel={() => navigate(`/admin/tasks/${id}`)} />
            </Card>
          )
        }
      </Loaded>
    </AdminPage>
  );
}
