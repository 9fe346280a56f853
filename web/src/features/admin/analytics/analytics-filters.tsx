// The dashboard's filters, kept in the address (back and forward keep them, a link shares them): a date
// range of whole local days, and city, district and category. Changing the city clears the district.
import { useCallback } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import type { AnalyticsFilter, AnalyticsInterval } from '../../../gql/graphql';
import { Input, Label } from '../../../ui/field';
import { ErrorBox } from '../../../ui/layout';
import { Filters } from '../admin-ui';
import { SelectField } from '../../../ui/select';
import { ANALYTICS_TEXTS } from './texts';

export const AnalyticsFilterOptionsQuery = graphql(`
  query AnalyticsFilterOptions {
    cities {
      id
      name
      districts {
        id
        name
      }
    }
    adminCategories(perPage: 100) {
      items {
        id
        name
      }
    }
  }
`);

const KEYS = ['from', 'to', 'city', 'district', 'category'] as const;
type Key = (typeof KEYS)[number];
export type FilterValues = Record<Key, string>;

// the last 30 days, today included, when the address names no dates
export const DEFAULT_DAYS = 30;
// longer ranges are drawn by week: a point a day would be unreadable on a phone
const DAILY_UP_TO_DAYS = 45;
const DAY_MS = 86_400_000;

const pad = (value: number) => String(value).padStart(2, '0');
export const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

// 'YYYY-MM-DD' as the local midnight that starts it
function dayStart(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

const idOrNull = (value: string): number | null => (/^\d+$/.test(value) ? Number(value) : null);

export interface AnalyticsRequest {
  filter: AnalyticsFilter;
  interval: AnalyticsInterval;
  // the start is after the end: nothing to ask
  invalid: boolean;
}

// What the values ask of `analytics`: [from's midnight, the midnight after `to`), and the series step.
export function toRequest(values: FilterValues): AnalyticsRequest {
  const from = dayStart(values.from);
  const toDay = dayStart(values.to);
  const to = toDay ? new Date(toDay.getFullYear(), toDay.getMonth(), toDay.getDate() + 1) : null;
  const invalid = Boolean(from && to && from >= to);
  const days = from && to ? Math.round((to.getTime() - from.getTime()) / DAY_MS) : Infinity;
  return {
    filter: {
      from: from?.toISOString() ?? null,
      to: to?.toISOString() ?? null,
      cityId: idOrNull(values.city),
      districtId: idOrNull(values.district),
      categoryId: idOrNull(values.category),
    },
    interval: days <= DAILY_UP_TO_DAYS ? 'DAY' : 'WEEK',
    invalid,
  };
}

export function useAnalyticsFilters(today = new Date()) {
  const [params, setParams] = useSearchParams();
  const defaults: FilterValues = {
    from: isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() - (DEFAULT_DAYS - 1))),
    to: isoDay(today),
    city: '',
    district: '',
    category: '',
  };
  const values = Object.fromEntries(KEYS.map((key) => [key, params.get(key) ?? defaults[key]])) as FilterValues;
  const set = useCallback(
    (changes: Partial<FilterValues>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          // an emptied date stays in the address as empty (no bound); other empty filters leave it
          for (const [key, value] of Object.entries(changes)) {
            if (value || key === 'from' || key === 'to') next.set(key, value ?? '');
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { values, set };
}

interface Props {
  values: FilterValues;
  onChange(changes: Partial<FilterValues>): void;
  invalid: boolean;
}

export function AnalyticsFilters({ values, onChange, invalid }: Props) {
  const options = useQuery(AnalyticsFilterOptionsQuery);
  const cities = options.data?.cities ?? [];
  const districts = cities.find((city) => String(city.id) === values.city)?.districts ?? [];
  const all = ['', ANALYTICS_TEXTS.all] as const;
  return (
    <section aria-label={ANALYTICS_TEXTS.filters}>
      <Filters>
        <label>
          <Label as="span" style={{ marginBottom: 4 }}>
            {ANALYTICS_TEXTS.from}
          </Label>
          <Input
            type="date"
            value={values.from}
            max={values.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        </label>
        <label>
          <Label as="span" style={{ marginBottom: 4 }}>
            {ANALYTICS_TEXTS.to}
          </Label>
          <Input
            type="date"
            value={values.to}
            min={values.from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </label>
        <SelectField
          label={ANALYTICS_TEXTS.city}
          value={values.city}
          onChange={(city) => onChange({ city, district: '' })}
          options={[all, ...cities.map((city) => [String(city.id), city.name] as const)]}
        />
        <SelectField
          label={ANALYTICS_TEXTS.district}
          value={values.district}
          disabled={!values.city}
          onChange={(district) => onChange({ district })}
          options={[all, ...districts.map((district) => [String(district.id), district.name] as const)]}
        />
        <SelectField
          label={ANALYTICS_TEXTS.category}
          value={values.category}
          onChange={(category) => onChange({ category })}
          options={[
            all,
            ...(options.data?.adminCategories.items ?? []).map(
              (category) => [String(category.id), category.name] as const,
            ),
          ]}
        />
      </Filters>
      {invalid && <ErrorBox style={{ marginTop: 8 }}>{ANALYTICS_TEXTS.badRange}</ErrorBox>}
    </section>
  );
}
