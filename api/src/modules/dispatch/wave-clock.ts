// Dispatch waves on time (docs/product.md §10): a due-time clock on every API node instead of a
// fixed tick, so a wave joins within milliseconds of its due time whatever JOB_INTERVAL_S is. The node
// that made a wave due (a dispatch, a wave, a decline) sets its timer to that moment once the change
// has committed; every node also looks for the earliest due wave in the database at least every
// JOB_INTERVAL_S, so a wave whose node went away is still sent. When several nodes fire at once, each
// due task is claimed with FOR NO KEY UPDATE SKIP LOCKED and its due time checked again on the locked row
// (sendDueWaves), so every wave goes out exactly once.
import type { Services } from '../../platform/context';
import { nextWaveDue, sendDueWaves } from './dispatch-waves';

// setTimeout's limit; later due times are looked at again on the next poll anyway
const MAX_DELAY_MS = 2_147_483_647;

export class WaveClock {
  private timer: NodeJS.Timeout | null = null;
  // when the armed timer fires
  private armedAt: number | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly services: Services,
    // the longest this node goes without looking at the database
    private readonly pollMs: number,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.arm(Date.now());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.armedAt = null;
    await this.running;
  }

  // a committed change made a wave due at `at`
  due(at: Date): void {
    this.arm(at.getTime());
  }

  private arm(at: number): void {
    if (this.stopped) return;
    if (this.armedAt !== null && this.armedAt <= at) return;
    if (this.timer) clearTimeout(this.timer);
    this.armedAt = at;
    this.timer = setTimeout(() => this.fire(), Math.min(MAX_DELAY_MS, Math.max(0, at - Date.now())));
    // the HTTP server keeps the process alive, not the timer
    this.timer.unref();
  }

  private fire(): void {
    this.timer = null;
    this.armedAt = null;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        this.fire();
      }
    });
  }

  private async run(): Promise<void> {
    let next = Date.now() + this.pollMs;
    try {
      await sendDueWaves(this.services, new Date());
      const due = await nextWaveDue(this.services);
      if (due) next = Math.min(next, due.getTime());
    } catch (error) {
      this.services.log.error({ err: error }, 'dispatch waves failed');
    }
    this.arm(next);
  }
}
