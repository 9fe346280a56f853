// The usual price of a category where the task is (docs/product.md "Prices"), as one line: the client's form,
// the live card and the master's offer show it. Each loads it lazily (its texts come with
// lib/price.ts), so no first screen carries it.
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../gql';
import { PRICE_TEXTS, rangeLine } from '../lib/price';

export const PriceRangeQuery = graphql(`
  query PriceRange($categoryId: Int!, $cityId: Int!, $districtId: Int) {
    priceRange(categoryId: $categoryId, cityId: $cityId, districtId: $districtId) {
      low
      median
      high
      jobs
      scope
      place
    }
  }
`);

const Line = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.hint};
  overflow-wrap: anywhere;
`;

interface Props {
  categoryId: number;
  cityId: number;
  districtId: number | null;
  // say "not enough jobs yet" when there is no range (the form); elsewhere nothing is shown
  sayWhenNone?: boolean;
}

export function PriceRangeNote({ categoryId, cityId, districtId, sayWhenNone = false }: Props) {
  const { data } = useQuery(PriceRangeQuery, {
    variables: { categoryId, cityId, districtId },
    fetchPolicy: 'cache-first',
  });
  if (!data) return null;
  const range = data.priceRange;
  if (!range) return sayWhenNone ? <Line>{PRICE_TEXTS.rangeNone}</Line> : null;
  return <Line data-testid="price-range">{rangeLine(range)}</Line>;
}
