import styled from 'styled-components';
import { graphql } from '../../gql';
import { formatDuration, formatPercent, formatRating } from '../../lib/format';
import { Card, CardTitle } from '../../ui/layout';
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

export const MasterResponseFragment = graphql(`
  fragment MasterStatsCard_Response on MasterResponse {
    offersClosed
    medianResponseSeconds
    acceptanceRate
  }
`);

export interface MasterResponse {
  offersClosed: number;
  medianResponseSeconds?: number | null;
  acceptanceRate?: number | null;
}

export interface MasterStats {
  completedTasksCount: number;
  averageRating: number;
  reviewsCount: number;
}

// label on the left, figure on the right: three lines read well on a phone
const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: 10px 12px;
  dt {
    color: ${({ theme }) => theme.colors.hint};
    display: flex;
    align-items: center;
    gap: 6px;
  }
  dd {
    margin: 0;
    display: flex;
    align-items: center;
    gap: 8px;
    justify-content: flex-end;
  }
  strong {
    font-size: 18px;
  }
`;

// docs/product.md §2: completed count, average rating and reviews count, shown with no task on the dashboard
// below them, the master's own answers to offers, once there is any
export function MasterStatsCard({ stats, response }: { stats: MasterStats; response?: MasterResponse | null }) {
  return (
    <Card aria-label={MASTER_TEXTS.statsTitle}>
      <CardTitle>{MASTER_TEXTS.statsTitle}</CardTitle>
      <Figures>
        <dt>{MASTER_TEXTS.statsCompleted}</dt>
        <dd>
          <strong data-testid="stats-completed">{stats.completedTasksCount}</strong>
        </dd>
        <dt>
          {MASTER_TEXTS.statsRating}
          <Tooltip>{MASTER_TEXTS.statsTooltip}</Tooltip>
        </dt>
        <dd>
          {stats.reviewsCount > 0 && <StarsDisplay value={stats.averageRating} />}
          <strong data-testid="stats-rating">
            {stats.reviewsCount === 0 ? MASTER_TEXTS.statsNoReviews : formatRating(stats.averageRating)}
          </strong>
        </dd>
        <dt>{MASTER_TEXTS.statsReviews}</dt>
        <dd>
          <strong data-testid="stats-reviews">{stats.reviewsCount}</strong>
        </dd>
        {response && response.offersClosed > 0 && (
          <>
            <dt>
              {MASTER_TEXTS.statsResponseTime}
              <Tooltip>{MASTER_TEXTS.statsResponseTooltip}</Tooltip>
            </dt>
            <dd>
              <strong data-testid="stats-response-time">{formatDuration(response.medianResponseSeconds)}</strong>
            </dd>
            <dt>{MASTER_TEXTS.statsAcceptance}</dt>
            <dd>
              <strong data-testid="stats-acceptance">{formatPercent(response.acceptanceRate)}</strong>
            </dd>
          </>
        )}
      </Figures>
    </Card>
  );
}
