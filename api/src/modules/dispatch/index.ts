// The dispatch module: which masters may take a task (candidates, nearest first), the waves that offer it
// to them, the offers' distance bands, the master's dashboard reads and the wave clock.
// Other modules and the faces import this file only (.dependency-cruiser.cjs).
export { eligibleMastersFor, taskPointSql, WORKING_CONTRACT_STATUSES } from './dispatch-candidates';
export { afterLastOfferClosed } from './dispatch-waves';
export { dispatchTask, offerTo } from './dispatch';
export {
  masterDashboardSql,
  type MasterFeedState,
  masterFeedStates,
  type MasterTaskIds,
  workingContract,
} from './master-dashboard';
export { DISTANCE_BAND_CODES, DISTANCE_BANDS, type DistanceBand, offerDistance } from './offer-distance';
export { WaveClock } from './wave-clock';
export { clockText, onDutySql, tashkentClock, type WorkingHours } from './duty-hours';
export {
  type Duty,
  dutyJobs,
  myDuty,
  offerOpenTasksTo,
  offerToMastersWhoseHoursBegin,
  readDuty,
  setMyDuty,
  setMyWorkingHours,
} from './master-duty';
export { applyMissedOffers, resetMissedOffers } from './missed-offers';
export { UNANSWERED_AFTER_S, UNANSWERED_MAX, UNANSWERED_STEP_M, weighUnansweredOffers } from './unanswered-offers';
export {
  type MasterStandard,
  masterStandards,
  myStandard,
  refreshTopUsta,
  STANDARD_DAYS,
  STANDARD_GAPS,
  type StandardGap,
  TOP_USTA,
} from './master-standard';
export { TOP_USTA_LEAD_M } from './dispatch-candidates';
