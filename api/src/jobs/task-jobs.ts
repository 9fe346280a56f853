// The task lifecycle's timed transitions (DESIGN.md): dispatch timeout, then expiry.
import { applyDispatchTimeouts, applyExpiry } from '../domain/task-timers';
import type { TimedJob } from './scheduler';

export const taskJobs: TimedJob[] = [
  { name: 'task-dispatch-timeouts', run: (services, now) => applyDispatchTimeouts(services, now) },
  { name: 'task-expiry', run: (services, now) => applyExpiry(services, now) },
];
