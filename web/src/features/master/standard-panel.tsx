// The master's response standard (docs/product.md §12 "Response standard and Top usta"): his figures of
// the last 90 days against the Top usta thresholds, the badge when he has it, and what he still lacks.
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { StandardGap } from '../../gql/graphql';
import { intlLocale } from '../../lib/i18n';
import { CardTitle, ErrorBox, Hint } from '../../ui/layout';
import { TopUstaBadge } from '../../ui/top-usta-badge';
import { STANDING_TEXTS } from '../../lib/standing-texts';

export const MyStandardQuery = graphql(`
  query MyStandard {
    myStandard {
      offersCount
      answeredInTimeShare
      acceptedShare
      cancelledByMasterShare
      rating
      reviewsCount
      topUsta
      missing
      unansweredInRow
    }
  }
`);

const Figures = styled.ul`
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 6px;
  li[data-missing='true'] {
    color: ${({ theme }) => theme.colors.destructive};
  }
`;

const Unanswered = styled.p`
  margin: 4px 0 8px;
  color: ${({ theme }) => theme.colors.destructive};
`;

const percent = (share: number) =>
  new Intl.NumberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(share);
const decimal = (value: number) => new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 2 }).format(value);

export function StandardPanel() {
  const { data, error } = useQuery(MyStandardQuery, { fetchPolicy: 'cache-and-network' });
  if (error && !data) return <ErrorBox>{STANDING_TEXTS.standardFailed}</ErrorBox>;
  const standard = data?.myStandard;
  if (!standard) return null;
  const missing = new Set(standard.missing);
  const rows: { gap: StandardGap | null; text: string; need?: string }[] = [
    {
      gap: 'offers',
      text: STANDING_TEXTS.figureOffers({ count: standard.offersCount }),
      need: STANDING_TEXTS.needOffers,
    },
    {
      gap: 'answered_in_time',
      text: STANDING_TEXTS.figureAnswered({ share: percent(standard.answeredInTimeShare) }),
      need: STANDING_TEXTS.needAnswered,
    },
    { gap: null, text: STANDING_TEXTS.figureAccepted({ share: percent(standard.acceptedShare) }) },
    {
      gap: 'cancelled',
      text: STANDING_TEXTS.figureCancelled({ share: percent(standard.cancelledByMasterShare) }),
      need: STANDING_TEXTS.needCancelled,
    },
    {
      gap: 'rating',
      text: STANDING_TEXTS.figureRating({ rating: decimal(standard.rating) }),
      need: STANDING_TEXTS.needRating,
    },
    {
      gap: 'reviews',
      text: STANDING_TEXTS.figureReviews({ count: standard.reviewsCount }),
      need: STANDING_TEXTS.needReviews,
    },
  ];
  return (
    <section aria-label={STANDING_TEXTS.standardTitle} data-testid="standard">
      <CardTitle>
        {STANDING_TEXTS.standardTitle} {standard.topUsta && <TopUstaBadge>{STANDING_TEXTS.topUsta}</TopUstaBadge>}
      </CardTitle>
      {standard.unansweredInRow > 0 && (
        <Unanswered role="note">{STANDING_TEXTS.unanswered({ count: standard.unansweredInRow })}</Unanswered>
      )}
      <Hint>{standard.topUsta ? STANDING_TEXTS.youAreTop : STANDING_TEXTS.notTopYet}</Hint>
      <Figures>
        {rows.map((row) => {
          const lacking = row.gap !== null && missing.has(row.gap);
          return (
            <li key={row.text} data-missing={lacking}>
              {row.text}
              {lacking && row.need ? ` — ${row.need}` : ''}
            </li>
          );
        })}
      </Figures>
      <Hint>{STANDING_TEXTS.standardHint}</Hint>
    </section>
  );
}
