import styled from 'styled-components';
import { graphql } from '../../gql';
import { formatRating } from '../../lib/format';
import { Card, CardTitle, Hint, Row } from '../../ui/layout';
import { StarsDisplay } from '../../ui/stars';
import { Tooltip } from '../../ui/tooltip';
import { MASTER_TEXTS } from './texts';

// Stats has no id (not normalised): the query spreads it with @unmask
export const MasterStatsCardFragment = graphql(`
  fragment MasterStatsCard_Stats on Stats {
    completedTasksCount
    averageRating
    reviewsCount
  }
`);

export interface MasterStats {
  completedTasksCount: number;
  averageRating: number;
  reviewsCount: number;
}

const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 12px;
  strong { display: block; font-size: 20px; }
`;

// SPEC §2: completed count, average rating and reviews count, shown with no task on the dashboard
export function MasterStatsCard({ stats }: { stats: MasterStats }) {
  return (
    <Card aria-label={MASTER_TEXTS.statsTitle}>
      <CardTitle>{MASTER_TEXTS.statsTitle}</CardTitle>
      <Figures>
        <div>
          <Hint>{MASTER_TEXTS.statsCompleted}</Hint>
          <strong data-testid="stats-completed">{stats.completedTasksCount}</strong>
        </div>
        <div>
          <Row>
            <Hint>{MASTER_TEXTS.statsRating}</Hint>
            <Tooltip>{MASTER_TEXTS.statsTooltip}</Tooltip>
          </Row>
          <strong data-testid="stats-rating">{stats.reviewsCount === 0 ? MASTER_TEXTS.statsNoReviews : formatRating(stats.averageRating)}</strong>
          <StarsDisplay value={stats.averageRating} />
        </div>
        <div>
          <Hint>{MASTER_TEXTS.statsReviews}</Hint>
          <strong data-testid="stats-reviews">{stats.reviewsCount}</strong>
        </div>
      </Figures>
    </Card>
  );
}
