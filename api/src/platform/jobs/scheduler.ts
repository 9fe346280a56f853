// Timed work on every API node, run once across all of them. Each node ticks every JOB_INTERVAL_S; an
// exclusive job runs only while its node holds the job's PostgreSQL advisory lock (taken with
// pg_try_advisory_lock, so the other nodes skip that tick instead of queueing behind it). A job that
// claims its own rows with FOR UPDATE SKIP LOCKED (the bot's notification delivery) can be marked
// `exclusive: false` and run on every node at once. The embedded PGlite database has the same locks.
import crypto from 'node:crypto';
import type { DbHandle } from '../db/client';
import type { Services } from '../context';

export interface TimedJob {
  name: string;
  // default true: one node at a time, under the advisory lock
  exclusive?: boolean;
  run(services: Services, now: Date): Promise<unknown>;
}

export type JobOutcome = 'ran' | 'busy' | 'failed';

export interface SchedulerOptions {
  services: Services;
  database: DbHandle;
  intervalMs: number;
  jobs?: TimedJob[];
}

// a stable 64-bit advisory lock key per job name
export function jobLockKey(name: string): string {
  return crypto.createHash('sha256').update(`usta:job:${name}`).digest().readBigInt64BE(0).toString();
}

export class Scheduler {
  private readonly jobs: TimedJob[];
  // one run of a job per process at a time (PGlite's single session would take its own lock twice)
  private readonly running = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<unknown> | null = null;
  private stopped = true;

  constructor(private readonly options: SchedulerOptions) {
    this.jobs = [...(options.jobs ?? [])];
  }

  // another module's job (the bot's notification delivery) joins the same ticks
  add(job: TimedJob): void {
    if (this.jobs.some((existing) => existing.name === job.name))
      throw new Error(`job ${job.name} is already scheduled`);
    this.jobs.push(job);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
  }

  // every job once, side by side; what each did
  async tick(now: Date = new Date()): Promise<Record<string, JobOutcome>> {
    const outcomes = await Promise.all(this.jobs.map(async (job) => [job.name, await this.runJob(job, now)] as const));
    return Object.fromEntries(outcomes);
  }

  async runJob(job: TimedJob, now: Date = new Date()): Promise<JobOutcome> {
    if (this.running.has(job.name)) return 'busy';
    this.running.add(job.name);
    const { services, database } = this.options;
    try {
      if (job.exclusive === false) {
        await job.run(services, now);
        return 'ran';
      }
      const key = jobLockKey(job.name);
      return await database.session(async (sql) => {
        const [{ locked }] = await sql.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [
          key,
        ]);
        if (!locked) return 'busy';
        try {
          await job.run(services, now);
          return 'ran';
        } finally {
          await sql.query('SELECT pg_advisory_unlock($1::bigint)', [key]);
        }
      });
    } catch (error) {
      services.log.error({ err: error, job: job.name }, 'timed job failed');
      return 'failed';
    } finally {
      this.running.delete(job.name);
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.ticking = this.tick().finally(() => {
        this.ticking = null;
        this.schedule(this.options.intervalMs);
      });
    }, delayMs);
    // the HTTP server keeps the process alive, not the timer
    this.timer.unref();
  }
}
