import type { FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { LIMITS, normalizePhone } from '../../lib/validation';
import { AddressPicker, EMPTY_ADDRESS, type AddressValue } from '../../ui/address-picker';
import { FieldMessage, TextAreaField, TextField } from '../../ui/field';
import { Card } from '../../ui/layout';
import { SearchableMultiSelect } from '../../ui/searchable-multi-select';
import { AdminPage, Loaded } from './admin-ui';
import { FormButtons, useEditValues, useFormSubmit } from './admin-actions';
import { ADMIN_TEXTS } from './texts';

export const AdminContractEditQuery = graphql(`
  query AdminContractEdit($id: Int!) {
    adminContract(id: $id) {
      id
      name
      phone
      description
      address
      categoryIds
      cityId
      districtIds
    }
    categories {
      id
      name
      description
    }
  }
`);

export const AdminUpdateContractMutation = graphql(`
  mutation AdminUpdateContract($id: Int!, $input: ContractInput!) {
    adminUpdateContract(id: $id, input: $input) {
      __typename
      ... on MutationAdminUpdateContractSuccess {
        data {
          id
          ...ContractDetails_Contract
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
  name: string;
  phone: string;
  description: string;
  categoryIds: number[];
  address: AddressValue;
}

// /admin/contracts/:id/edit
export function AdminContractEditScreen() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const query = useQuery(AdminContractEditQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const [update] = useMutation(AdminUpdateContractMutation);
  const { submit, busy, errors } = useFormSubmit();
  const { values, set } = useEditValues(query.data?.adminContract, (contract): Values => ({
    name: contract.name,
    phone: contract.phone,
    description: contract.description ?? '',
    categoryIds: [...contract.categoryIds],
    address: {
      ...EMPTY_ADDRESS,
      cityId: contract.cityId,
      districtIds: [...contract.districtIds],
      allDistricts: contract.districtIds.length === 0,
    },
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
                name: values.name.trim(),
                phone: values.phone,
                description: values.description.trim(),
                categoryIds: values.categoryIds,
                cityId: values.address.cityId,
                districtIds: values.address.allDistricts ? [] : values.address.districtIds,
              },
            },
          })
        ).data?.adminUpdateContract,
      { done: ADMIN_TEXTS.saved, failed: ADMIN_TEXTS.actionFailed },
    );
    if (saved) navigate(`/admin/contracts/${id}`);
  };

  return (
    <AdminPage
      title={ADMIN_TEXTS.editContractTitle(id)}
      actions={<Link to={`/admin/contracts/${id}`}>{ADMIN_TEXTS.back}</Link>}
    >
      <Loaded query={query} item={query.data?.adminContract}>
        {() =>
          values && (
            <Card as="form" onSubmit={save} noValidate>
              <TextField
                label={ADMIN_TEXTS.name}
                required
                value={values.name}
                maxLength={100}
                error={errors.name}
                onChange={(event) => set('name', event.target.value)}
              />
              <TextField
                label={ADMIN_TEXTS.phone}
                required
                type="tel"
                value={values.phone}
                error={errors.phone}
                onChange={(event) => set('phone', normalizePhone(event.target.value))}
              />
              <SearchableMultiSelect
                label={ADMIN_TEXTS.categories}
                required
                options={query.data?.categories ?? []}
                selected={values.categoryIds}
                max={LIMITS.applicationCategoriesMax}
                onChange={(ids) => set('categoryIds', ids)}
                placeholder={ADMIN_TEXTS.categoriesSearch}
                emptyText={ADMIN_TEXTS.categoriesEmpty}
                counter={(count, max) => ADMIN_TEXTS.categoriesChosen(count, max ?? LIMITS.applicationCategoriesMax)}
                error={errors.categoryIds}
              />
              <TextAreaField
                label={ADMIN_TEXTS.description}
                value={values.description}
                maxLength={LIMITS.applicationDescriptionMax}
                counter={`${values.description.length}/${LIMITS.applicationDescriptionMax}`}
                error={errors.description}
                onChange={(event) => set('description', event.target.value)}
              />
              <div>
                <AddressPicker
                  mode="multi"
                  required
                  value={values.address}
                  onChange={(address) => set('address', address)}
                />
                {(errors.cityId || errors.districtIds) && (
                  <FieldMessage $tone="error">{errors.cityId || errors.districtIds}</FieldMessage>
                )}
              </div>
              <FormButtons busy={busy} onCancel={() => navigate(`/admin/contracts/${id}`)} />
            </Card>
          )
        }
      </Loaded>
    </AdminPage>
  );
}
