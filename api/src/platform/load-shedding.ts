// The load-shedding limits (http/shedding.ts applies them): past either, new requests are refused with 503
// and Retry-After until the node catches up. README's configuration table lists the settings.
import v8 from 'node:v8';

export interface SheddingConfig {
  // the event loop's mean delay over the last second, in ms; null: not checked
  maxEventLoopDelayMs: number | null;
  // V8's heap in use, in bytes; null: not checked
  maxHeapUsedBytes: number | null;
  // what Retry-After says
  retryAfterS: number;
}

type Env = Record<string, string | undefined>;

// a whole number above zero, or "off" (also 0)
function limitFrom(env: Env, name: string, fallback: number): number | null {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (raw === '0' || raw.toLowerCase() === 'off') return null;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number or "off", got "${raw}"`);
  return Number(raw);
}

export function sheddingFrom(env: Env): SheddingConfig {
  // a second of mean delay: every request already waits that long before its first line runs
  const delay = limitFrom(env, 'SHED_EVENT_LOOP_DELAY_MS', 1000);
  // nine tenths of the heap V8 may grow to (--max-old-space-size): past it garbage collection takes the
  // node's time and the next step is running out of memory
  const heapLimitMb = Math.floor((v8.getHeapStatistics().heap_size_limit * 0.9) / 2 ** 20);
  const heapMb = limitFrom(env, 'SHED_HEAP_USED_MB', heapLimitMb);
  const retry = limitFrom(env, 'SHED_RETRY_AFTER_S', 5);
  return {
    maxEventLoopDelayMs: delay,
    maxHeapUsedBytes: heapMb === null ? null : heapMb * 2 ** 20,
    retryAfterS: retry ?? 1,
  };
}
