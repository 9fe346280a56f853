// The seams of tracing/spans.ts without tracing started: the work runs as it is, log lines get no trace
// fields, and which variables turn tracing on.
import { inSpan, traceFieldsOf, tracingWanted } from '../spans';

test('without tracing a span is only its work, and a log line gets no trace fields', async () => {
  const notes: unknown[] = [];
  const result = await inSpan('dispatch.wave', { 'usta.task.id': 1 }, async (span) => {
    span.set({ 'usta.dispatch.offered': 3 });
    notes.push('ran');
    return 42;
  });
  expect(result).toBe(42);
  expect(notes).toEqual(['ran']);
  await expect(inSpan('bot.delivery', {}, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  // pino merges the line's fields into the object returned: each call gets its own
  const first = traceFieldsOf({});
  Object.assign(first, { msg: 'kept out' });
  expect(traceFieldsOf({})).toEqual({});
});

test('an OTLP endpoint turns tracing on, OTEL_SDK_DISABLED=true keeps it off', () => {
  expect(tracingWanted({})).toBe(false);
  expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
  expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
  expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
  expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBe(
    false,
  );
});
