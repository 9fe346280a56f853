// A push-to-pull bridge: producers push values, one consumer pulls them with `for await`.
// end() (or the consumer's return()) resolves a waiting next() at once, so nothing stays parked on it.
export class AsyncQueue<T> implements AsyncIterableIterator<T> {
  private readonly values: T[] = [];
  private readonly waiting: { resolve(result: IteratorResult<T>): void; reject(error: unknown): void }[] = [];
  private ended = false;
  private failure: { error: unknown } | null = null;

  constructor(private readonly onEnd?: () => void) {}

  get isEnded(): boolean {
    return this.ended;
  }

  push(value: T): void {
    if (this.ended) return;
    const waiter = this.waiting.shift();
    if (waiter) waiter.resolve({ value, done: false });
    else this.values.push(value);
  }

  // with an error, the consumer gets it after the values already queued
  end(error?: unknown): void {
    if (this.ended) return;
    this.ended = true;
    if (error !== undefined) this.failure = { error };
    this.onEnd?.();
    for (const waiter of this.waiting.splice(0)) {
      if (this.failure) {
        waiter.reject(this.failure.error);
        this.failure = null;
      } else {
        waiter.resolve({ value: undefined, done: true });
      }
    }
  }

  next(): Promise<IteratorResult<T>> {
    if (this.values.length) return Promise.resolve({ value: this.values.shift()!, done: false });
    if (this.ended) {
      if (this.failure) {
        const { error } = this.failure;
        this.failure = null;
        return Promise.reject(error);
      }
      return Promise.resolve({ value: undefined, done: true });
    }
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  // the values waiting now, taken without waiting for more (a consumer that handles a backlog at once)
  takeQueued(): T[] {
    return this.values.splice(0);
  }

  async return(): Promise<IteratorResult<T>> {
    this.values.length = 0;
    this.failure = null;
    this.end();
    return { value: undefined, done: true };
  }

  async throw(error?: unknown): Promise<IteratorResult<T>> {
    this.values.length = 0;
    this.end();
    throw error;
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}
