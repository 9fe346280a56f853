import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { LIMITS, normalizePhone } from '../../lib/validation';
import { AddressPicker, EMPTY_ADDRESS, type AddressValue } from '../../ui/address-picker';
import { Button, ButtonRow } from '../../ui/button';
import { FieldMessage, TextAreaField, TextField } from '../../ui/field';
import { Card, ErrorBox } from '../../ui/layout';
import { SearchableMultiSelect } from '../../ui/searchable-multi-select';
import { LoadingBlock } from '../../ui/spinner';
import { AdminPage, useAdminAction, type FieldErrors } from './admin-ui';
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
  const { data, loading, error } = useQuery(AdminContractEditQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const [update] = useMutation(AdminUpdateContractMutation);
  const { run, busy } = useAdminAction();
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const contract = data?.adminContract;

  useEffect(() => {
    if (!contract || values) return;
    setValues({
      name: contract.name,
      phone: contract.phone,
      description: contract.description ?? '',
      categoryIds: [...contract.categoryIds],
      address: { ...EMPTY_ADDRESS, cityId: contract.cityId, districtIds: [...contract.districtIds], allDistricts: contract.districtIds.length === 0 },
    });
  }, [contract, values]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => (current ? { ...current, [key]: value } : current));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    const fieldErrors = await run(
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
    setErrors(fieldErrors ?? {});
    if (fieldErrors === null) navigate(`/admin/contracts/${id}`);
  };

  return (
    <AdminPage title={ADMIN_TEXTS.editContractTitle(id)} actions={<Link to={`/admin/contracts/${id}`}>{ADMIN_TEXTS.back}</Link>}>
      {loading && !data ? (
        <LoadingBlock />
      ) : error && !data ? (
        <ErrorBox>{ADMIN_TEXTS.loadFailed}</ErrorBox>
      ) : !contract ? (
        <ErrorBox>{ADMIN_TEXTS.notFound}</ErrorBox>
      ) : !values ? (
        <LoadingBlock />
      ) : (
        <Card as="form" onSubmit={submit} noValidate>
          <TextField label={ADMIN_TEXTS.name} required value={values.name} maxLength={100} error={errors.name} onChange={(event) => set('name', event.target.value)} />
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
            options={data?.categories ?? []}
            selected={values.categoryIds}
            max={LIMITS.applicationCategoriesMax}
            onChange={(ids) => set('categoryIds', ids)}
            placeholder={ADMIN_TEXTS.categoriesSearch}
            emptyText={ADMIN_TEXTS.categoriesEmpty}
            counter={(count, max) => ADMIN_TEXTS.categoriesChosen(count, max ?? LIMITS.applicationCategoriesMax)}
            error={errors.category_ids}
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
            <AddressPicker mode="multi" required value={values.address} onChange={(address) => set('address', address)} />
            {(errors.city_id || errors.district_ids) && <FieldMessage $tone="error">{errors.city_id || errors.district_ids}</FieldMessage>}
          </div>
          <ButtonRow>
            <Button $variant="secondary" disabled={busy} onClick={() => navigate(`/admin/contracts/${id}`)}>
              {ADMIN_TEXTS.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? ADMIN_TEXTS.saving : ADMIN_TEXTS.save}
            </Button>
          </ButtonRow>
        </Card>
      )}
    </AdminPage>
  );
}
