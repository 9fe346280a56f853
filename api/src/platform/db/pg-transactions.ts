// A connection that dies inside a transaction (PostgreSQL restarted, pg_terminate_backend, a network
// cut) must leave the pool. Prisma's transaction manager sends ROLLBACK (or COMMIT) first and only then
// asks the adapter to release the connection; when that statement fails on the dead connection, the
// release never happens and the connection stays checked out for good. Ten of those and the pool is
// empty: every later request waits for a connection that never comes. Here a failed ROLLBACK/COMMIT
// hands the connection back as broken, so the pool drops it and opens a new one.
import type { PoolClient } from 'pg';

// the parts of the driver adapter's types this needs (its ESM and CJS declarations differ in name only)
interface Transaction {
  executeRaw(query: { sql: string }): Promise<number>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
}
interface Adapter {
  startTransaction(isolationLevel?: never): Promise<Transaction>;
}
interface AdapterFactory {
  connect(): Promise<Adapter>;
}

const CLOSING = /^\s*(ROLLBACK|COMMIT)\s*$/i;

function releaseBrokenConnections(tx: Transaction): Transaction {
  // the adapter's transaction keeps its pool connection as `client`
  const client = (tx as unknown as { client: PoolClient }).client;
  let released = false;
  const executeRaw = tx.executeRaw.bind(tx);
  const commit = tx.commit.bind(tx);
  const rollback = tx.rollback.bind(tx);
  return Object.assign(tx, {
    async executeRaw(query: { sql: string }) {
      try {
        return await executeRaw(query);
      } catch (error) {
        const closing = CLOSING.exec(query.sql);
        if (!closing) throw error;
        if (!released) {
          released = true;
          // with an error the pool destroys the connection instead of reusing it
          client.release(error instanceof Error ? error : new Error(String(error)));
        }
        // the server rolls back whatever a closed connection left open: nothing more to undo
        if (closing[1].toUpperCase() === 'ROLLBACK') return 0;
        throw error;
      }
    },
    async commit() {
      if (!released) await commit();
    },
    async rollback() {
      if (!released) await rollback();
    },
  });
}

// Wraps the adapter factory in place: the same object, whose transactions release broken connections.
export function releasingBrokenConnections<F>(factory: F): F {
  const target = factory as unknown as AdapterFactory;
  const connect = target.connect.bind(target);
  target.connect = async () => {
    const adapter = await connect();
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel?: never) =>
      releaseBrokenConnections(await startTransaction(isolationLevel));
    return adapter;
  };
  return factory;
}
