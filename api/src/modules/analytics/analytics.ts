// Marketplace analytics for admins and analyst tokens: each figure is one SQL aggregate over the
// tasks created in a window (and a city, district, category), read only when a query asks for it. The
// tasks are read from "AnalyticsTask": one narrow row per task that triggers keep with the task, its offers
// and its review (migration 20261124060000_analytics_task_facts), so a window is one scan of small rows
// with the waits in seconds, not the wide Task rows with an offer and a review probe each.
// Definitions (also in the GraphQL descriptions and docs/analytics.md):
// - offered: at least one master got an offer; accepted: a master accepted (or started an assigned task) at
//   least once (Task.firstAcceptedAt); completed: completedAt set; reviewed: the client left a review;
//   cancelled / expired / rejected: the task's status now (cancelled is the client's doing).
// - timeToAccept: creation to the first acceptance; timeToComplete: creation to completion, in seconds.
// - unserved: never accepted, and now waiting for an admin, expired, or never offered to anyone.
// - a master's answer to an offer is TaskOffer.answer (accepted/declined, kept when the offer is later
//   withdrawn); unanswered: withdrawn without an answer (someone else took it, the client cancelled,
//   it expired). Response time: offer to answer. cancelledByMaster: the master gave a task they held back.
// - prices: the counted price of completed jobs (docs/product.md "Prices"), per category and district and as
//   the value of completed work per week.
// By concern: scope.ts (the window and shared SQL), funnel.ts, demand.ts, masters.ts, reasons.ts, prices.ts.
export {
  analyticsScope,
  ANALYTICS_TIMEOUT_MS,
  type AnalyticsFilter,
  type AnalyticsScope,
  type Funnel,
  type Durations,
} from './scope';
export {
  funnel,
  timeToAccept,
  timeToComplete,
  MAX_BUCKETS,
  bucketStart,
  series,
  type SeriesInterval,
  type SeriesPoint,
} from './funnel';
export {
  byCategory,
  byDistrict,
  type NamedRef,
  type DemandRow,
  type CategoryDemand,
  type DistrictDemand,
} from './demand';
export {
  MASTER_ORDER_FIELDS,
  masterFigures,
  DEFAULT_FIRST,
  MAX_FIRST,
  decodeMasterCursor,
  masterConnection,
  type MasterKey,
  type MasterPage,
  type MasterFigures,
  type MasterOrderField,
  type OrderDirection,
  type ConnectionPage,
} from './masters';
export { intakeFigures, type IntakeFigures } from './intake';
export { cancelReasons, detection, type CancelReasonCount, type DetectionFigures } from './reasons';
export { completedValue, priceFigures, type PriceFigure, type WeekValue } from './prices';
