// The task lifecycle's timed transitions (docs/product.md §10): dispatch timeout, then expiry; and the photos no
// task took within a day.
import { deleteStalePhotos } from './task-photo-files';
import { applyDispatchTimeouts, applyExpiry } from './task-timers';
import type { TimedJob } from '../../platform/jobs/scheduler';

// the uploads folder is listed at most this often (an expired upload's row is looked up on every tick)
const PHOTO_SWEEP_EVERY_MS = 60 * 60 * 1000;
let lastPhotoSweep = 0;

export const taskJobs: TimedJob[] = [
  { name: 'task-dispatch-timeouts', run: (services, now) => applyDispatchTimeouts(services, now) },
  { name: 'task-expiry', run: (services, now) => applyExpiry(services, now) },
];

export const photoJobs: TimedJob[] = [
  {
    name: 'task-photos-cleanup',
    run: (services, now) => {
      const sweep = Date.now() - lastPhotoSweep >= PHOTO_SWEEP_EVERY_MS;
      if (sweep) lastPhotoSweep = Date.now();
      return deleteStalePhotos(services, now, sweep);
    },
  },
];
