// Coalesces the reads that many callers make in the same tick into one call with all their keys. A task
// dispatched to thousands of masters resumes thousands of live feeds at once: each would otherwise send
// the same small query for its own master. Nothing is cached past the batch: every tick reads afresh.
export function tickBatch<K, V>(loadMany: (keys: K[]) => Promise<Map<K, V>>, missing: V): (key: K) => Promise<V> {
  let waiting = new Map<K, { resolve: (value: V) => void; reject: (error: unknown) => void }[]>();
  const flush = async () => {
    const batch = waiting;
    waiting = new Map();
    try {
      const values = await loadMany([...batch.keys()]);
      for (const [key, callers] of batch)
        for (const caller of callers) caller.resolve(values.has(key) ? values.get(key)! : missing);
    } catch (error) {
      for (const callers of batch.values()) for (const caller of callers) caller.reject(error);
    }
  };
  return (key) =>
    new Promise<V>((resolve, reject) => {
      if (waiting.size === 0) setImmediate(() => void flush());
      const callers = waiting.get(key);
      if (callers) callers.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
    });
}
