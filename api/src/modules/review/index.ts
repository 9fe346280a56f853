// The review module: a client's review of the master, its moderation, and the statistics (completed tasks,
// ratings) both sides show.
// Other modules and the faces import this file only (.dependency-cruiser.cjs).
import './task-review-fields';
import './review-moderation-fields';

export { adminReviewRoutes } from './review-admin-routes';
export { ReviewStateEnum } from './review-fields';
export { parseReviewFilters } from './review-filter-input';
export { reviewListQuery } from './review-moderation';
export { reviewRoutes } from './review-routes';
export {
  clientStats,
  clientStatsOf,
  createMasterRatingsLoader,
  EMPTY_STATS,
  MASTER_STATS_COLUMNS,
  masterResponseFigures,
  masterStats,
  masterStatsByUser,
  masterStatsOf,
  masterRatingsByUser,
  masterRatingsOf,
  type Ratings,
  ratingsOf,
  ratingsOfRow,
  type ResponseFigures,
  type Stats,
  type StatsRow,
  statsOfRow,
} from './stats';
