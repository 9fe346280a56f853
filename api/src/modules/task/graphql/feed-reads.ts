// The database reads of the master feeds (modules/task/graphql/live-fields.ts), shared as widely as their results allow: by
// every feed woken in the same tick, and by the events of one feed's backlog.
import type { Db } from '../../../platform/db/client';
import { masterFeedStates, type MasterFeedState } from '../../dispatch';
import { contractsSeeingTask, workingContractIds } from '../watch';
import { tickBatch } from '../../../platform/events/tick-batch';

// One dispatch wakes the feeds of every master it reached in the same tick: their per-event reads (is the
// contract still working, the dashboard's two task ids) go out as one batch per tick, not one per master.
interface FeedReads {
  isWorking: (contractId: number) => Promise<boolean>;
  // isWorking with the dashboard's two task ids, for the feeds that show them
  state: (contractId: number) => Promise<MasterFeedState>;
  // `${taskId}:${contractId}`: whether that master's feed may show that task
  sees: (key: string) => Promise<boolean>;
}
const feedReads = new WeakMap<Db, FeedReads>();
export function feedReadsOf(db: Db) {
  let reads = feedReads.get(db);
  if (!reads) {
    reads = {
      isWorking: tickBatch(async (ids: number[]) => {
        const working = await workingContractIds(db, ids);
        return new Map(ids.map((id) => [id, working.has(id)]));
      }, false),
      state: tickBatch((ids: number[]) => masterFeedStates(db, ids), {
        working: false,
        currentId: null,
        offeredId: null,
      }),
      sees: tickBatch(async (keys: string[]) => {
        const byTask = new Map<number, number[]>();
        for (const key of keys) {
          const [taskId, contractId] = key.split(':').map(Number);
          byTask.set(taskId, [...(byTask.get(taskId) ?? []), contractId]);
        }
        const visible = new Map<string, boolean>();
        for (const [taskId, contractIds] of byTask) {
          const seeing = await contractsSeeingTask(db, taskId, contractIds);
          for (const contractId of contractIds) visible.set(`${taskId}:${contractId}`, seeing.has(contractId));
        }
        return visible;
      }, false),
    };
    feedReads.set(db, reads);
  }
  return reads;
}

// The feeds woken together mostly show the same task (the one just offered): one read per task and
// selection per tick, its row shared by every master's event (each Task field still checks its viewer).
// The events of one backlog show the same dashboard (read once after all of them were published): they
// share its rows too (`rows`), or each event of a feed that fell behind waited for a round trip of its own.
type TaskRow = Awaited<ReturnType<Db['task']['findUniqueOrThrow']>>;
export type BacklogRows = Map<string, Promise<TaskRow | null>>;
const taskReads = new WeakMap<Db, (key: string) => Promise<TaskRow | null>>();
export function readTask(
  db: Db,
  query: { select?: object; include?: object },
  id: number,
  rows?: BacklogRows,
): Promise<TaskRow | null> {
  const key = `${id}|${JSON.stringify(query)}`;
  const shared = rows?.get(key);
  if (shared) return shared;
  const row = readTaskRow(db, key);
  if (rows) {
    rows.set(key, row);
    // a failed read is not shared: the next event reads again
    row.catch(() => rows.delete(key));
  }
  return row;
}

function readTaskRow(db: Db, key: string): Promise<TaskRow | null> {
  let read = taskReads.get(db);
  if (!read) {
    read = tickBatch<string, TaskRow | null>(async (keys) => {
      const idsByShape = new Map<string, number[]>();
      for (const key of keys) {
        const cut = key.indexOf('|');
        const shape = key.slice(cut + 1);
        idsByShape.set(shape, [...(idsByShape.get(shape) ?? []), Number(key.slice(0, cut))]);
      }
      const rows = new Map<string, TaskRow>();
      for (const [shape, ids] of idsByShape) {
        const shaped = JSON.parse(shape) as { select?: object; include?: object };
        // the id maps rows back to their callers
        const args = shaped.select ? { ...shaped, select: { ...shaped.select, id: true } } : shaped;
        const found = (await db.task.findMany({ ...args, where: { id: { in: ids } } })) as TaskRow[];
        for (const row of found) rows.set(`${row.id}|${shape}`, row);
      }
      return rows;
    }, null);
    taskReads.set(db, read);
  }
  return read(key);
}
