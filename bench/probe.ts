// Preloaded into the API node the bench starts (node --import): counts the SQL statements the node sends
// to PostgreSQL and answers the bench over the IPC channel with that count, its memory (after a full GC)
// and, on request, a CPU profile. The app's code is not changed; nothing of this runs outside the bench.
import fs from 'node:fs';
import inspector from 'node:inspector';
import pg from 'pg';

let statements = 0;
// BENCH_TRACE_SQL=1: every statement on stderr too (to see which ones a request sends); BENCH_TRACE_SQL=<file>:
// appended to that file with the moment it was sent (epoch ms, the machine clock the bench also reads) and
// how long it took to answer, to see where a request's time goes
const traceSetting = process.env.BENCH_TRACE_SQL;
const traceFile = traceSetting && traceSetting !== '1' ? fs.openSync(traceSetting, 'a') : null;
const now = () => performance.timeOrigin + performance.now();
const query = pg.Client.prototype.query;
// every statement, on a pooled client or inside a transaction (BEGIN and COMMIT count too)
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  statements += 1;
  if (!traceSetting) return (query as (...a: unknown[]) => unknown).apply(this, args);
  const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
  const line = String(text).replace(/\s+/g, ' ').slice(0, 160);
  if (!traceFile) {
    process.stderr.write(`SQL ${line}\n`);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  }
  const sent = now();
  const result = (query as (...a: unknown[]) => unknown).apply(this, args);
  const write = () =>
    fs.writeSync(traceFile, `${sent.toFixed(1)} ${(now() - sent).toFixed(1).padStart(6)} ms  ${line}\n`);
  if (result && typeof (result as Promise<unknown>).then === 'function')
    (result as Promise<unknown>).then(write, write);
  else write();
  return result;
} as typeof query;

let session: inspector.Session | null = null;
const post = <T>(method: string, params?: object) =>
  new Promise<T>((resolve, reject) =>
    session!.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result as T))),
  );

interface ProbeRequest {
  id: number;
  type: 'stats' | 'profile-start' | 'profile-stop' | 'heap-start' | 'heap-stop';
  gc?: boolean;
  file?: string;
}

process.on('message', async (message: ProbeRequest) => {
  const reply = (body: object) => process.send?.({ id: message.id, ...body });
  try {
    if (message.type === 'stats') {
      if (message.gc && typeof globalThis.gc === 'function') {
        globalThis.gc();
        globalThis.gc();
      }
      reply({ statements, memory: process.memoryUsage() });
    } else if (message.type === 'profile-start') {
      session = new inspector.Session();
      session.connect();
      await post('Profiler.enable');
      await post('Profiler.setSamplingInterval', { interval: 200 });
      await post('Profiler.start');
      reply({});
    } else if (message.type === 'heap-start') {
      // sampled allocations that are still alive when it stops: what idle connections hold
      session = new inspector.Session();
      session.connect();
      await post('HeapProfiler.enable');
      await post('HeapProfiler.startSampling', { samplingInterval: 4096 });
      reply({});
    } else if (message.type === 'heap-stop' && session) {
      if (typeof globalThis.gc === 'function') globalThis.gc();
      const { profile } = await post<{ profile: object }>('HeapProfiler.stopSampling');
      fs.writeFileSync(message.file!, JSON.stringify(profile));
      session.disconnect();
      session = null;
      reply({});
    } else if (message.type === 'profile-stop' && session) {
      const { profile } = await post<{ profile: object }>('Profiler.stop');
      fs.writeFileSync(message.file!, JSON.stringify(profile));
      session.disconnect();
      session = null;
      reply({});
    }
  } catch (error) {
    reply({ error: String(error) });
  }
});
