// City and district picker of docs/product.md §2 "Address picker", shared by the client task form (single
// district, 'Все районы' hidden, required) and the master application (several districts). It lives in
// ui/ with its own queries because features may not import each other.
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../gql';
import { CheckboxList, CheckboxRow } from './checkbox-list';
import { FieldMessage, Label, RequiredMark } from './field';
import { Row } from './layout';
import { SearchableSelect } from './searchable-select';
import { Tooltip } from './tooltip';
import { UI_TEXTS } from '../lib/ui-texts';

export const AddressCitiesQuery = graphql(`
  query AddressCities {
    cities {
      id
      name
    }
  }
`);

export const AddressDistrictsQuery = graphql(`
  query AddressDistricts($cityId: Int!) {
    districts(cityId: $cityId) {
      id
      name
    }
  }
`);

export interface AddressValue {
  cityId: number | null;
  // single mode
  districtId: number | null;
  // multi mode
  districtIds: number[];
  allDistricts: boolean;
}

export const EMPTY_ADDRESS: AddressValue = { cityId: null, districtId: null, districtIds: [], allDistricts: false };

interface Props {
  mode: 'single' | 'multi';
  value: AddressValue;
  onChange(value: AddressValue): void;
  hideAllDistricts?: boolean;
  required?: boolean;
  disabled?: boolean;
}

const Area = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Counter = styled.div`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.hint};
`;

export function AddressPicker({ mode, value, onChange, hideAllDistricts, required, disabled }: Props) {
  const cities = useQuery(AddressCitiesQuery);
  const districts = useQuery(AddressDistrictsQuery, {
    variables: { cityId: value.cityId ?? 0 },
    skip: !value.cityId,
  });
  const districtList = districts.data?.districts ?? [];

  // docs/product.md §4: a new city resets the districts
  const chooseCity = (cityId: number | null) => {
    if (cityId === value.cityId) return;
    onChange({ ...EMPTY_ADDRESS, cityId });
  };

  // ticking 'Все районы' clears the district selection
  const toggleAll = (checked: boolean) =>
    onChange({ ...value, allDistricts: checked, districtId: null, districtIds: [] });

  return (
    <Area>
      <SearchableSelect
        label={UI_TEXTS.city}
        required={required}
        options={cities.data?.cities ?? []}
        value={value.cityId}
        onChange={chooseCity}
        placeholder={UI_TEXTS.chooseCity}
        emptyText={UI_TEXTS.citiesEmpty}
        disabled={disabled || cities.loading}
        error={cities.error ? UI_TEXTS.citiesFailed : null}
      />
      {value.cityId && (
        <div>
          {!hideAllDistricts && (
            <Row>
              <CheckboxRow style={{ padding: '4px 0' }}>
                <input
                  type="checkbox"
                  checked={value.allDistricts}
                  disabled={disabled}
                  onChange={(event) => toggleAll(event.target.checked)}
                />
                {UI_TEXTS.allDistricts}
              </CheckboxRow>
              <Tooltip>{UI_TEXTS.allDistrictsTooltip}</Tooltip>
            </Row>
          )}
          {!value.allDistricts &&
            (mode === 'single' ? (
              <SearchableSelect
                label={UI_TEXTS.district}
                required={required}
                options={districtList}
                value={value.districtId}
                onChange={(districtId) => onChange({ ...value, districtId })}
                placeholder={UI_TEXTS.chooseDistrict}
                emptyText={districts.loading ? UI_TEXTS.districtsLoading : UI_TEXTS.districtsEmpty}
                disabled={disabled}
                error={districts.error ? UI_TEXTS.districtsFailed : null}
              />
            ) : (
              <>
                <Label as="div">
                  {UI_TEXTS.districts}
                  {required && <RequiredMark />}
                </Label>
                {districts.loading ? (
                  <Counter>{UI_TEXTS.districtsLoading}</Counter>
                ) : districts.error ? (
                  <FieldMessage $tone="error">{UI_TEXTS.districtsFailed}</FieldMessage>
                ) : districtList.length === 0 ? (
                  <Counter>{UI_TEXTS.noDistricts}</Counter>
                ) : (
                  <>
                    <CheckboxList
                      label={UI_TEXTS.districts}
                      items={districtList}
                      selected={value.districtIds}
                      disabled={disabled}
                      onChange={(districtIds) => onChange({ ...value, districtIds })}
                    />
                    <Counter>{UI_TEXTS.districtsChosen({ count: value.districtIds.length })}</Counter>
                  </>
                )}
              </>
            ))}
        </div>
      )}
    </Area>
  );
}
