// One read-only snapshot for a whole request: a single REPEATABLE READ READ ONLY transaction that every
// query of the request runs in, opened by the first one and closed when the request ends. A report of many
// figures (GraphQL analytics with aliases) holds one connection however many fields it asks for, and all
// its figures describe the same moment.
import type { Prisma } from './generated/prisma/client';
import { hasSingleConnection, type Db } from './client';

type Tx = Prisma.TransactionClient;

export interface ReadSnapshotOptions {
  // the longest the snapshot stays open (Prisma closes the transaction after that)
  timeoutMs: number;
  // the longest it waits for a connection
  maxWaitMs: number;
  // settings for this transaction only (SET LOCAL through set_config), e.g. { jit: 'off' }
  settings?: Record<string, string>;
}

export class ReadSnapshot {
  private tx: Promise<Tx> | null = null;
  private release: () => void = () => {};
  private finished: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly options: ReadSnapshotOptions,
  ) {}

  // whether a transaction was opened (a request that asked for nothing opens none)
  get opened(): boolean {
    return this.tx !== null;
  }

  async query<T>(sql: Prisma.Sql): Promise<T[]> {
    // embedded PGlite has one connection and one process: queries already run one at a time there, and a
    // transaction held for the whole request would wait on itself for any other query the request makes
    if (hasSingleConnection(this.db)) return this.db.$queryRaw<T[]>(sql);
    const tx = await this.open();
    return tx.$queryRaw<T[]>(sql);
  }

  // Ends the transaction (it only read: committing or rolling back is the same) and waits for it.
  async close(): Promise<void> {
    this.closed = true;
    this.release();
    await this.finished;
  }

  private open(): Promise<Tx> {
    if (this.closed) return Promise.reject(new Error('read snapshot already closed'));
    if (this.tx) return this.tx;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    this.release = release;
    this.tx = new Promise<Tx>((resolve, reject) => {
      this.finished = this.db
        .$transaction(
          async (tx) => {
            // first statement of the transaction: the snapshot is taken by the first query after it
            await tx.$executeRawUnsafe('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
            const settings = Object.entries(this.options.settings ?? {});
            if (settings.length) {
              const calls = settings.map(([name, value]) => `set_config('${name}', '${value}', true)`).join(', ');
              await tx.$queryRawUnsafe(`SELECT ${calls}`);
            }
            resolve(tx);
            await released;
          },
          { timeout: this.options.timeoutMs, maxWait: this.options.maxWaitMs },
        )
        .catch((error: unknown) => reject(error));
    });
    return this.tx;
  }
}
