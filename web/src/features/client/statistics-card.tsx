import styled from 'styled-components';
import { graphql } from '../../gql';
import { formatRating } from '../../lib/format';
import { Card, CardTitle, Hint, Row } from '../../ui/layout';
import { StarsDisplay } from '../../ui/stars';
import { Tooltip } from '../../ui/tooltip';
import { CLIENT_TEXTS } from './texts';

// Stats has no id (not normalised in the cache): the query spreads it with @unmask
export const StatisticsCardFragment = graphql(`
  fragment StatisticsCard_Stats on Stats {
    completedTasksCount
    averageRating
    reviewsCount
  }
`);

export interface ClientStats {
  completedTasksCount: number;
  averageRating: number;
  reviewsCount: number;
}

const Figures = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  strong {
    display: block;
    font-size: 20px;
  }
`;

// docs/product.md: the rating text is 'Нет отзывов' with no reviews, otherwise one decimal
export function ratingText(stats: Pick<ClientStats, 'averageRating' | 'reviewsCount'>): string {
  return stats.reviewsCount === 0 ? CLIENT_TEXTS.statsNoReviews : formatRating(stats.averageRating);
}

// docs/product.md §2 'Ваша статистика': shown only once the client has written a review
export function StatisticsCard({ stats }: { stats: ClientStats }) {
  if (stats.reviewsCount <= 0) return null;
  return (
    <Card>
      <CardTitle>{CLIENT_TEXTS.statsTitle}</CardTitle>
      <Figures>
        <div>
          <Hint>{CLIENT_TEXTS.statsCompleted}</Hint>
          <strong>{stats.completedTasksCount}</strong>
        </div>
        <div>
          <Row>
            <Hint>{CLIENT_TEXTS.statsRating}</Hint>
            <Tooltip>{CLIENT_TEXTS.statsTooltip}</Tooltip>
          </Row>
          <Row>
            <StarsDisplay value={stats.averageRating} />
            <strong>{ratingText(stats)}</strong>
          </Row>
          <Hint>{CLIENT_TEXTS.reviewsCount({ count: stats.reviewsCount })}</Hint>
        </div>
      </Figures>
    </Card>
  );
}
