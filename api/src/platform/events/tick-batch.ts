// Coalesces the reads that many callers make in the same tick into one call with all their keys. A task
// dispatched to thousands of masters resumes thousands of live feeds at once: each would otherwise send
// the same small query for its own master. DataLoader does the batching; it is scheduled with
// setImmediate (not its default, the end of the current promise jobs) so the feeds woken by one event's
// I/O callbacks land in one batch, and its cache only joins the callers of one batch: every batch clears
// it when it starts, so the next tick reads afresh.
import DataLoader from 'dataloader';

export function tickBatch<K, V>(loadMany: (keys: K[]) => Promise<Map<K, V>>, missing: V): (key: K) => Promise<V> {
  const loader: DataLoader<K, V> = new DataLoader(
    async (keys) => {
      loader.clearAll();
      const values = await loadMany([...keys]);
      return keys.map((key) => (values.has(key) ? values.get(key)! : missing));
    },
    { batchScheduleFn: (run) => setImmediate(run) },
  );
  return (key) => loader.load(key);
}
