// The task module: creation and the client's actions, the master's and the admin's actions, the views of a
// task (REST JSON and GraphQL), photos, time windows, timers, the journey and the live subscriptions.
// Other modules and the faces import this file only (.dependency-cruiser.cjs).
import './graphql/task-fields';
import './graphql/client-fields';
import './graphql/master-fields';
import './journey/journey-fields';
import './graphql/admin-fields';
import './graphql/live-fields';
import './graphql/client-masters-fields';
import './problem/problem-fields';

export { adminTaskQuery } from './admin-task-reads';
export { CancelAudienceEnum, TaskStatusEnum } from './graphql/task-types';
export { parseAdminTaskFilter } from './input/list-input';
export { parseContact } from './input/task-input';
export { adminTaskRoutes } from './rest/admin-routes';
export { taskRoutes } from './rest/client-routes';
export { clientMastersRoutes } from './rest/client-masters-routes';
export { masterTaskRoutes } from './rest/master-routes';
export { taskPhotoFileRoutes, taskPhotoRoutes } from './rest/photo-routes';
export { checkContact } from './task-checks';
export { photoJobs, taskJobs } from './task-jobs';
export { fileName, taskPhotosDir } from './task-photos';
export { applyDispatchTimeouts, applyExpiry } from './task-timers';
export { formatWindow } from './task-when';
export { adminProblemRoutes, problemRoutes } from './problem/problem-routes';
export { problemKindLabel, problemOutcomeLabel } from './problem/problem-model';
export { contractsSeeingTask, isWorkingContract, workingContractIds } from './watch';
