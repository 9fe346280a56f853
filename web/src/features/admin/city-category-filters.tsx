import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { SelectField } from '../../ui/select';
import { ADMIN_TEXTS } from './texts';

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

interface Props {
  city: string;
  category: string;
  onChange(key: 'city' | 'category', value: string): void;
}

// The city and category filters of the task and application lists.
export function CityCategoryFilters({ city, category, onChange }: Props) {
  const options = useQuery(AdminFilterOptionsQuery);
  return (
    <>
      <SelectField
        label={ADMIN_TEXTS.city}
        value={city}
        onChange={(value) => onChange('city', value)}
        options={[
          ['', ADMIN_TEXTS.all],
          ...(options.data?.cities ?? []).map((option) => [String(option.id), option.name] as const),
        ]}
      />
      <SelectField
        label={ADMIN_TEXTS.category}
        value={category}
        onChange={(value) => onChange('category', value)}
        options={[
          ['', ADMIN_TEXTS.all],
          ...(options.data?.adminCategories.items ?? []).map((option) => [String(option.id), option.name] as const),
        ]}
      />
    </>
  );
}
