// main.ts imports this first. With tracing wanted (tracing/spans.ts) the OpenTelemetry SDK starts here,
// before pg, ioredis and graphql are first required: its instrumentations patch those modules as they
// load, so they must be registered first. Without it this file loads nothing more.
import { tracingWanted } from './spans';

if (tracingWanted()) {
  // a plain require: this runs before the rest of main.ts's imports, which an awaited import() would not
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('./sdk') as typeof import('./sdk')).startTracing();
}
