// The seams between the code and OpenTelemetry, without a line of it: a manual span for work no library
// instrumentation sees (a dispatch wave, a bot delivery) and the trace fields of a log line. Until
// tracing/sdk.ts starts (OTEL_EXPORTER_OTLP_ENDPOINT set) nothing is registered here, `inSpan` only runs
// the work and no OpenTelemetry module is loaded (tests/live/tracing.test.ts).

export type SpanAttributes = Record<string, string | number | boolean>;

// what the work may add to its span once it knows (an outcome, a count)
export interface SpanNote {
  set(attributes: SpanAttributes): void;
}

export type SpanRunner = <T>(
  name: string,
  attributes: SpanAttributes,
  work: (span: SpanNote) => Promise<T>,
) => Promise<T>;

const UNTRACED: SpanNote = { set: () => undefined };
let runner: SpanRunner | null = null;

export function useSpanRunner(next: SpanRunner | null): void {
  runner = next;
}

export function inSpan<T>(name: string, attributes: SpanAttributes, work: (span: SpanNote) => Promise<T>): Promise<T> {
  return runner ? runner(name, attributes, work) : work(UNTRACED);
}

// trace_id and span_id of the line's request (or wave, or delivery); pino passes the logger writing it
export type TraceFields = (logger: object) => Record<string, string>;

let fields: TraceFields | null = null;

export function useTraceFields(next: TraceFields | null): void {
  fields = next;
}

export function traceFieldsOf(logger: object): Record<string, string> {
  // a new object each time: pino merges the line's own fields into what the mixin returns
  return fields ? fields(logger) : {};
}

// spans still in the batch go out before the process exits (main.ts's shutdown awaits this)
let stopping: (() => Promise<void>) | null = null;

export function whenStopping(stop: () => Promise<void>): void {
  stopping = stop;
}

export async function stopTracing(): Promise<void> {
  await stopping?.();
}

type Env = Record<string, string | undefined>;

// OpenTelemetry's own variables: an OTLP endpoint turns tracing on, OTEL_SDK_DISABLED=true keeps it off
export function tracingWanted(env: Env = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}
